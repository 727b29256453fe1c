// reader-experience §4 "Banner priority (top banners): upsell, then reactivate, then payment" and the
// dismissal windows of §9 (upsell 90 days, reactivate 14 days and not dismissible within 4 weeks of
// expiry, the payment banners' last-week window), as a statechart: which top banner shows, and how a
// dismissal moves it away. The rules are banners.policy.ts `topBanner` (and banner-dismissals.ts); this
// machine only names the outcomes as states and keeps the facts, the time and the dismissals in context.
//
// States: deciding → loading | none | upsell | reactivate | payment. A member's status and the server's
// dismissed flags may still be to ask for (`awaitingStatus`): `loading` runs the composition root's
// `loadStatus` actor (UseReactivateMembershipUpsellQuery with UsePaymentMethodRetentionQuery) and decides once
// it answers — or fails, when nothing shows. New facts
// (`banner.facts`, e.g. hydration, a route change) and time passing (`banner.clock`, the time as the page's
// clock reads it: core reads none) decide again. `banner.dismiss` on a dismissible banner records the
// dismissal — a time for the upsell and reactivate banners, a flag for a payment banner — and decides
// again. `saveDismissal` is provided by the composition root (banner-dismissals.ts saveBannerDismissal or
// the server's dismiss flag). ui/membership/TopBanner.tsx runs this machine.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { topBanner, type BannerDismissal, type TopBanner, type TopBannerInput } from './banners.policy.ts';
import type { MembershipStatus } from './types.ts';

/** The facts `topBanner` reads, with the dismissed flags as a list so the context stays plain data. */
export type TopBannerContext = Omit<TopBannerInput, 'dismissedFlags'> & {
  dismissedFlags: string[];
  /** The viewer's membership status and the server's dismissed flags are still to be asked for. */
  awaitingStatus?: boolean;
};

export type TopBannerFacts = Partial<Omit<TopBannerContext, 'now' | 'upsellDismissedAt' | 'reactivateDismissedAt' | 'dismissedFlags' | 'awaitingStatus'>>;

/** What the `loadStatus` actor answers: the membership (null without one) and the flags the server has. */
export type TopBannerStatus = { membership: MembershipStatus | null; serverFlags: string[] };

export type TopBannerEvent =
  | { type: 'banner.facts'; facts: TopBannerFacts }
  | { type: 'banner.clock'; now: number }
  | { type: 'banner.dismiss'; at: number };

export const policyInputOf = (context: TopBannerContext): TopBannerInput => ({ ...context, dismissedFlags: new Set(context.dismissedFlags) });

/** The banner to draw now: the policy's answer for the context. */
export const currentTopBanner = (context: TopBannerContext): TopBanner | null => topBanner(policyInputOf(context));

const winnerIs = (context: TopBannerContext, kinds: readonly string[]): boolean => {
  const banner = currentTopBanner(context);
  return banner !== null && kinds.includes(banner.kind);
};

/** The banner a snapshot shows: the policy's answer in a banner state, none while loading or in `none`. */
export const shownTopBanner = (snapshot: { value: unknown; context: TopBannerContext }): TopBanner | null =>
  snapshot.value === 'upsell' || snapshot.value === 'reactivate' || snapshot.value === 'payment' ? currentTopBanner(snapshot.context) : null;

const topBannerSetup = setup({
  types: {
    context: {} as TopBannerContext,
    events: {} as TopBannerEvent,
    input: {} as TopBannerContext,
  },
  actors: {
    loadStatus: fromPromise<TopBannerStatus, { userId: string | null }>(async () => {
      throw new Error('loadStatus must be provided by the composition root');
    }),
  },
  guards: {
    awaitingStatus: ({ context }) => context.awaitingStatus === true,
    upsellWins: ({ context }) => winnerIs(context, ['upsell']),
    reactivateWins: ({ context }) => winnerIs(context, ['reactivate']),
    paymentWins: ({ context }) => winnerIs(context, ['paymentExpired', 'paymentFailed', 'paymentWillExpire']),
    currentIsDismissible: ({ context }) => currentTopBanner(context)?.dismissible === true,
  },
  actions: {
    setFacts: assign((_, params: { facts: TopBannerFacts }) => params.facts),
    setNow: assign({ now: (_, params: { now: number }) => params.now }),
    adoptStatus: assign(({ context }, params: { status: TopBannerStatus }) => ({
      membership: params.status.membership,
      dismissedFlags: [...new Set([...context.dismissedFlags, ...params.status.serverFlags])],
      awaitingStatus: false,
    })),
    /** Without its status a member sees no banner: the policy shows none for a membership it does not know. */
    giveUpStatus: assign({ awaitingStatus: false }),
    recordDismissal: assign(({ context }, params: { at: number }) => {
      const dismissal = currentTopBanner(context)?.dismissal;
      if (!dismissal) return {};
      if (dismissal.kind === 'flag') return { dismissedFlags: [...new Set([...context.dismissedFlags, dismissal.flag])] };
      return dismissal.banner === 'upsell' ? { upsellDismissedAt: params.at } : { reactivateDismissedAt: params.at };
    }),
    /** Provided by the composition root: stores the dismissal (a time per user, or a dismiss flag). */
    saveDismissal: (_, _params: { dismissal: BannerDismissal; at: number } | null) => {},
  },
});

/** The close button, the same in every banner state: saved and recorded only when the banner allows it. */
const dismiss = () =>
  ({
    guard: 'currentIsDismissible',
    target: 'deciding',
    actions: [
      {
        type: 'saveDismissal',
        params: ({ context, event }: { context: TopBannerContext; event: { type: 'banner.dismiss'; at: number } }) => {
          const dismissal = currentTopBanner(context)?.dismissal;
          return dismissal ? { dismissal, at: event.at } : null;
        },
      },
      { type: 'recordDismissal', params: ({ event }: { event: { type: 'banner.dismiss'; at: number } }) => ({ at: event.at }) },
    ],
  }) as const;

export const topBannerMachine = topBannerSetup.createMachine({
  id: 'topBanner',
  context: ({ input }) => input,
  initial: 'deciding',
  on: {
    'banner.facts': { target: '.deciding', actions: { type: 'setFacts', params: ({ event }) => ({ facts: event.facts }) } },
    'banner.clock': { target: '.deciding', actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) } },
  },
  states: {
    deciding: {
      always: [
        { guard: 'awaitingStatus', target: 'loading' },
        { guard: 'upsellWins', target: 'upsell' },
        { guard: 'reactivateWins', target: 'reactivate' },
        { guard: 'paymentWins', target: 'payment' },
        { target: 'none' },
      ],
    },
    loading: {
      invoke: {
        src: 'loadStatus',
        input: ({ context }) => ({ userId: context.viewer?.id ?? null }),
        onDone: { target: 'deciding', actions: { type: 'adoptStatus', params: ({ event }) => ({ status: event.output }) } },
        onError: { target: 'deciding', actions: 'giveUpStatus' },
      },
      // Facts and time are kept while the status is asked for; the answer decides.
      on: {
        'banner.facts': { actions: { type: 'setFacts', params: ({ event }) => ({ facts: event.facts }) } },
        'banner.clock': { actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) } },
      },
    },
    none: {},
    upsell: { on: { 'banner.dismiss': dismiss() } },
    reactivate: { on: { 'banner.dismiss': dismiss() } },
    payment: { on: { 'banner.dismiss': dismiss() } },
  },
});

export type TopBannerSnapshot = SnapshotFrom<typeof topBannerMachine>;
