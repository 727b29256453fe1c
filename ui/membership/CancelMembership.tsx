// Cancelling a membership from the settings tab: a confirm dialog (reader-experience §2.14)
// saying until when the membership lasts, then the cancelMembership mutation. Loaded on the first click
// of 'Cancel membership', not with the page.
import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { CANCEL_CONFIRM_BUTTON, CANCEL_CONFIRM_TITLE, CANCEL_KEEP_BUTTON, cancelConfirmText } from '../../core/copy/membership-copy.ts';
import { formatLongDate } from '../../core/format/date.ts';
import { cancelMembershipMachine } from '../../core/membership/cancel-membership.machine.ts';
import { cancelDropsSwitchText } from '../../core/membership/membership-settings.ts';
import type { MembershipStatus } from '../../core/membership/types.ts';
import { cancelMembershipActors } from './cancel-membership-actors.ts';
import { Dialog } from './Dialog.tsx';

export type CancelMembershipDialogProps = {
  status: MembershipStatus;
  transport: GraphQLTransport | null;
  onClose: () => void;
  onCancelled: (status: MembershipStatus) => void;
};

export function CancelMembershipDialog({ status, transport, onClose, onCancelled }: CancelMembershipDialogProps) {
  const latest = useRef({ onClose, onCancelled });
  latest.current = { onClose, onCancelled };
  const machine = useMemo(
    () =>
      cancelMembershipMachine.provide({
        actors: cancelMembershipActors(transport),
        actions: {
          onCancelled: (_, { status: next }) => latest.current.onCancelled(next),
          onClosed: () => latest.current.onClose(),
        },
      }),
    [transport],
  );
  const [snapshot, send] = useMachine(machine);
  const busy = snapshot.matches('cancelling');
  const { error } = snapshot.context;
  return (
    <Dialog title={CANCEL_CONFIRM_TITLE} size="confirm" busy={busy} onClose={() => send({ type: 'cancel.dismiss' })}>
      <p className="membership-muted">{cancelConfirmText(formatLongDate(status.currentPeriodEndsAt))}</p>
      {/* Cancelling drops a scheduled switch (core/membership/membership-settings.ts): said before, not after. */}
      {cancelDropsSwitchText(status) && <p className="membership-muted">{cancelDropsSwitchText(status)}</p>}
      <div className="membership-dialog__actions">
        <button type="button" className="button button--outline" data-autofocus onClick={() => send({ type: 'cancel.dismiss' })} disabled={busy}>
          {CANCEL_KEEP_BUTTON}
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'cancel.confirm' })} disabled={busy || !transport}>
          {busy ? 'Cancelling…' : CANCEL_CONFIRM_BUTTON}
        </button>
      </div>
      {error && (
        <p role="alert" className="membership-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
