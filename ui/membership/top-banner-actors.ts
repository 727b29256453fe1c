// The top-banner machine's side of the world (core/membership/top-banner.machine.ts), for one signed-in
// reader: its input from the page and the browser's storage, the status and flags queries (reader-experience §7
// UseReactivateMembershipUpsellQuery and UsePaymentMethodRetentionQuery, one batch) as its loadStatus actor, and its saveDismissal action — a time per user in storage for the upsell and the
// reactivate banner, or for a payment banner the flag stored locally and sent with DismissFlag once
// (reader-experience §4: a flag dismissed here that the server does not have yet is sent again on a
// later page, and never twice at once).
import { fromPromise } from 'xstate';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { readBannerDismissedAt, saveBannerDismissal } from '../../core/membership/banner-dismissals.ts';
import type { BannerDismissal } from '../../core/membership/banners.policy.ts';
import { flagsToSend, readLocalDismissedFlags, recordLocalDismissedFlag } from '../../core/membership/dismiss-flags.ts';
import type { TopBannerContext, TopBannerStatus } from '../../core/membership/top-banner.machine.ts';
import type { Clock } from '../../core/ports/clock.port.ts';
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';
import type { Viewer } from '../../core/session/viewer.ts';
import { DismissFlagMutation, UsePaymentMethodRetentionQuery, UseReactivateMembershipUpsellQuery } from './membership-operations.ts';
import { toMembershipStatus } from './membership-queries.ts';

export type TopBannerWorld = { viewer: Viewer; transport: GraphQLTransport | null; storage: KeyValueStore; clock: Clock };

/** The machine's start: hydrated, with this browser's dismissals; a member's status is asked for first. */
export function topBannerInput(
  { viewer, storage, clock }: TopBannerWorld,
  page: { productName: string; routeName: string | null; pageLocked: boolean },
): TopBannerContext {
  return {
    productName: page.productName,
    nativeApp: false,
    hydrated: true,
    routeName: page.routeName,
    pageLocked: page.pageLocked,
    viewer: { id: viewer.id, hasMembership: viewer.membership !== null },
    membership: null,
    upsellDismissedAt: readBannerDismissedAt(storage, 'upsell', viewer.id),
    reactivateDismissedAt: readBannerDismissedAt(storage, 'reactivate', viewer.id),
    dismissedFlags: [...readLocalDismissedFlags(storage, viewer.id)],
    now: clock.now(),
    // A reader with no membership needs no query: only the upsell can show.
    awaitingStatus: viewer.membership !== null,
  };
}

export function topBannerImplementations({ viewer, transport, storage }: TopBannerWorld) {
  let serverFlags: string[] = [];
  const inFlight = new Set<string>();
  const sendDismissedFlags = () => {
    if (!transport) return;
    for (const flag of flagsToSend(readLocalDismissedFlags(storage, viewer.id), serverFlags, inFlight)) {
      inFlight.add(flag);
      transport
        .request(DismissFlagMutation, { userId: viewer.id, flag })
        .then((r) => {
          const flags = (r.data as { dismissFlag?: { dismissableFlags: { flag: string }[] } } | null)?.dismissFlag?.dismissableFlags;
          if (flags) serverFlags = flags.map((f) => f.flag);
        })
        .catch(() => {})
        .finally(() => inFlight.delete(flag));
    }
  };
  return {
    actors: {
      loadStatus: fromPromise<TopBannerStatus, { userId: string | null }>(async () => {
        if (!transport) throw new Error('No transport');
        const [upsell, retention] = await Promise.all([
          transport.request(UseReactivateMembershipUpsellQuery, {}),
          transport.request(UsePaymentMethodRetentionQuery, {}),
        ]);
        const v = upsell.data?.viewer;
        const flags = retention.data?.viewer?.dismissableFlags;
        if (!v || !flags) throw new Error('UseReactivateMembershipUpsellQuery, UsePaymentMethodRetentionQuery: no viewer');
        serverFlags = flags.map((f) => f.flag);
        // Flags dismissed here earlier whose sending failed go now (§4: saved once, never re-sent).
        sendDismissedFlags();
        return { membership: toMembershipStatus(v.membershipStatus), serverFlags };
      }),
    },
    actions: {
      saveDismissal: (_: unknown, params: { dismissal: BannerDismissal; at: number } | null) => {
        if (!params) return;
        const { dismissal, at } = params;
        if (dismissal.kind === 'timed') return saveBannerDismissal(storage, dismissal.banner, viewer.id, at);
        recordLocalDismissedFlag(storage, viewer.id, dismissal.flag);
        sendDismissedFlags();
      },
    },
  };
}
