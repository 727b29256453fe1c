// Cancelling a membership from the settings tab: a confirm dialog (reader-experience §2.14)
// saying until when the membership lasts, then the cancelMembership mutation. Loaded on the first click
// of 'Cancel membership', not with the page.
import { useState } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import {
  CANCEL_CONFIRM_BUTTON,
  CANCEL_CONFIRM_TITLE,
  CANCEL_KEEP_BUTTON,
  cancelConfirmText,
  GENERIC_MEMBERSHIP_ERROR,
} from '../../core/copy/membership-copy.ts';
import { formatLongDate } from '../../core/format/date.ts';
import type { MembershipStatus } from '../../core/membership/types.ts';
import { Dialog } from './Dialog.tsx';
import { CancelMembershipMutation } from './membership-operations.ts';
import { toMembershipStatus } from './membership-queries.ts';

export type CancelMembershipDialogProps = {
  status: MembershipStatus;
  transport: GraphQLTransport | null;
  onClose: () => void;
  onCancelled: (status: MembershipStatus) => void;
};

export function CancelMembershipDialog({ status, transport, onClose, onCancelled }: CancelMembershipDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!transport) return;
    setBusy(true);
    setError(null);
    try {
      const result = await transport.request(CancelMembershipMutation, {});
      const next = toMembershipStatus(result.data?.cancelMembership.status);
      if (result.data?.cancelMembership.ok && next) return onCancelled(next);
      setError(result.data?.cancelMembership.message ?? GENERIC_MEMBERSHIP_ERROR);
    } catch {
      setError(GENERIC_MEMBERSHIP_ERROR);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={CANCEL_CONFIRM_TITLE} size="confirm" busy={busy} onClose={() => !busy && onClose()}>
      <p className="membership-muted">{cancelConfirmText(formatLongDate(status.currentPeriodEndsAt))}</p>
      <div className="membership-dialog__actions">
        <button type="button" className="button button--outline" data-autofocus onClick={onClose} disabled={busy}>
          {CANCEL_KEEP_BUTTON}
        </button>
        <button type="button" className="button" onClick={() => void confirm()} disabled={busy}>
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
