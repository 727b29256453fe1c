// reader-experience §2.11 and §4: the reactivate-membership confirmation modal, driven by core's machine
// (core/membership/reactivate-membership.machine.ts). Its code loads only when it is wanted — the page's
// hash is #reactivateMembership, once hydrated (ui/chrome/MembershipChrome.tsx) — and it stays mounted
// afterwards, closed, so a later link to the hash opens it again. The composition root is here: the
// uncancel mutation over the batched transport, the stored reactivate-banner flag cleared, and the reload.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { clearBannerDismissal } from '../../core/membership/banner-dismissals.ts';
import { hasReactivationOffer } from '../../core/membership/eligibility.policy.ts';
import { membershipSettingsModel } from '../../core/membership/membership-settings.ts';
import {
  REACTIVATE_MEMBERSHIP_HASH,
  REACTIVATION_CONVERTED_EVENT,
  reactivateMembershipMachine,
  reactivateModalView,
  type UncancelMembershipResult,
} from '../../core/membership/reactivate-membership.machine.ts';
import type { MembershipStatus } from '../../core/membership/types.ts';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { usePageData } from '../data.tsx';
import { usePorts } from '../ports.tsx';
import { Dialog } from './Dialog.tsx';
import { logEvent } from '../reporting/log-event.ts';
import { ReactivateMembershipConfirmationModalWrapperQuery, UncancelMembershipMutation } from './membership-operations.ts';
import { toMembershipStatus } from './membership-queries.ts';

/** The address without its hash: closing the modal (and the reload after success) must not reopen it. */
function dropHash(): void {
  if (window.location.hash === REACTIVATE_MEMBERSHIP_HASH) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}

export type ReactivateMembershipModalProps = {
  transport: GraphQLTransport | null;
  userId: string;
  /** Injected by tests; the page reloads by default. */
  reload?: () => void;
};

export function ReactivateMembershipModal({ transport, userId, reload }: ReactivateMembershipModalProps) {
  const { copy } = usePageData();
  const { storage, clock } = usePorts();
  const machine = useMemo(
    () =>
      reactivateMembershipMachine.provide({
        actors: {
          uncancelMembership: fromPromise<UncancelMembershipResult, { membershipId: string }>(async ({ input }) => {
            if (!transport) throw new Error('No transport');
            const result = await transport.request(UncancelMembershipMutation, input);
            return result.data?.uncancelMembership ?? { __typename: 'MutationError' };
          }),
        },
        actions: {
          // The converted event goes to the page's event log (ui/reporting/log-event.ts).
          reportConverted: () => logEvent(REACTIVATION_CONVERTED_EVENT),
          clearStoredFlag: () => storage && clearBannerDismissal(storage, 'reactivate', userId),
          reload: () => {
            dropHash();
            (reload ?? (() => window.location.reload()))();
          },
        },
      }),
    [transport, storage, userId, reload],
  );
  // Loaded after hydration, so the machine starts hydrated and reads the hash the page has now.
  const [snapshot, , actor] = useMachine(machine, { input: { hydrated: true, hash: window.location.hash } });
  const view = reactivateModalView(snapshot);
  const membership = snapshot.context.membership as (MembershipStatus & { membershipId: string }) | null;
  const loaded = snapshot.context.membershipLoaded;

  useEffect(() => {
    const onHash = () => actor.send({ type: 'reactivate.hashChanged', hash: window.location.hash });
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [actor]);

  // §7: the wrapper query runs only while the modal is visible. A membership that cannot be reactivated
  // is sent as none, so the confirm button stays disabled (§4, §5).
  useEffect(() => {
    if (!view.queryMembership) return;
    let live = true;
    const answer = transport
      ? transport.request(ReactivateMembershipConfirmationModalWrapperQuery, {})
      : Promise.resolve({ data: null });
    answer
      .then((result) => {
        const status = toMembershipStatus(result.data?.viewer?.viewerEdge.membership ?? null);
        if (live) actor.send({ type: 'reactivate.membershipLoaded', membership: status && hasReactivationOffer(status) ? status : null });
      })
      .catch(() => live && actor.send({ type: 'reactivate.membershipLoaded', membership: null }));
    return () => {
      live = false;
    };
  }, [view.queryMembership, transport, actor]);

  if (!view.visible) return null;
  const close = () => {
    if (view.loading) return;
    actor.send({ type: 'reactivate.close' });
    dropHash();
  };
  const details = membership ? membershipSettingsModel(membership, clock.now()) : null;
  return (
    <Dialog title={view.title} onClose={close} busy={view.loading}>
      <div className="reactivate-modal__body">
        {!loaded ? (
          <p className="membership-muted">Loading your membership…</p>
        ) : details ? (
          <dl className="membership-details">
            <dt>Plan</dt>
            <dd>
              {details.plan} · {details.price}
            </dd>
            <dt>Status</dt>
            <dd>{details.periodLine}</dd>
            {details.paymentSummary && (
              <>
                <dt>Payment method</dt>
                <dd>{details.paymentSummary}</dd>
              </>
            )}
          </dl>
        ) : (
          <p className="membership-muted">There is no cancelled {copy.productName} membership to reactivate on this account.</p>
        )}
        <p className="membership-muted">Reactivating keeps your membership going: it renews at the end of the current period.</p>
        <button type="button" className="button" data-autofocus disabled={view.confirmDisabled} onClick={() => actor.send({ type: 'reactivate.confirm' })}>
          {view.loading ? 'Reactivating…' : view.button}
        </button>
        {view.error && (
          <p role="alert" className="membership-error">
            {view.error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
