// The machines drawn in the statechart gallery for rules that were pure policies — banner priority
// and dismissal windows, plan switching, the following-latest dot. Each must agree with its policy (it
// reuses it) and keep the spec's invariants along any sequence of events.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { FOLLOWING_LATEST_SEEN_KEY, hasNewContent, markSeen, readLastSeen, type LastSeen } from '../core/following/following-latest.ts';
import { followingLatestMachine, type FollowingLatestEvent } from '../core/following/following-latest.machine.ts';
import { DAY_MS } from '../core/membership/banner-dismissals.ts';
import { topBanner, UPSELL_DISMISSAL_MS } from '../core/membership/banners.policy.ts';
import { canSwitchPlan } from '../core/membership/eligibility.policy.ts';
import { planOptions } from '../core/membership/membership-settings.ts';
import { defaultPlanChoice, nextPeriodPlan, planSwitchMachine, type PlanSwitchResult } from '../core/membership/plan-switch.machine.ts';
import { planOffer } from '../core/membership/plan-offers.ts';
import {
  currentTopBanner,
  policyInputOf,
  topBannerMachine,
  type TopBannerContext,
  type TopBannerEvent,
  type TopBannerStatus,
} from '../core/membership/top-banner.machine.ts';
import { MEMBERSHIP_TYPES, type MembershipStatus } from '../core/membership/types.ts';
import { MemoryStore, membershipAroundArb, shiftMembership, T0 } from './membership.fixtures.ts';

const stateOf = (snapshot: AnyMachineSnapshot): string => String(snapshot.value);
const kindGroup = (kind: string | undefined): string => (kind === undefined ? 'none' : kind.startsWith('payment') ? 'payment' : kind);

const bannerContextArb: fc.Arbitrary<TopBannerContext> = fc
  .record({
    nativeApp: fc.boolean(),
    hydrated: fc.boolean(),
    routeName: fc.constantFrom('ShowHome', 'ShowPost', 'ShowSettings', 'ShowPlans', null),
    pageLocked: fc.boolean(),
    signedIn: fc.boolean(),
    membership: fc.option(membershipAroundArb, { nil: null }),
    dismissedFlags: fc.subarray(['PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER', 'PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER']),
  })
  .map(({ signedIn, membership, ...rest }) => ({
    ...rest,
    productName: 'Quire',
    viewer: signedIn ? { id: 'reader-1', hasMembership: membership !== null } : null,
    membership: membership === null ? null : shiftMembership(membership, T0),
    upsellDismissedAt: null,
    reactivateDismissedAt: null,
    now: T0,
  }));

const PAYMENT_FLAGS = ['PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER', 'PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER'] as const;

const bannerEventArb: fc.Arbitrary<TopBannerEvent> = fc.oneof(
  fc.integer({ min: 0, max: 120 * DAY_MS }).map((d) => ({ type: 'banner.clock' as const, now: T0 + d })),
  fc.integer({ min: 0, max: 5 * DAY_MS }).map((d) => ({ type: 'banner.dismiss' as const, at: T0 + d })),
  fc.record({ hydrated: fc.boolean(), pageLocked: fc.boolean(), nativeApp: fc.boolean() }).map((facts) => ({ type: 'banner.facts' as const, facts })),
);

describe('reader-experience §4 banner priority and §9 dismissal windows (top-banner machine)', () => {
  it('after any events, the state is the banner banners.policy.ts topBanner picks for the context', () => {
    fc.assert(
      fc.property(bannerContextArb, fc.array(bannerEventArb, { maxLength: 12 }), (input, events) => {
        let [snapshot] = initialTransition(topBannerMachine, input);
        expect(stateOf(snapshot)).toBe(kindGroup(topBanner(policyInputOf(snapshot.context))?.kind));
        for (const event of events) {
          // The clock never runs backwards.
          const e = event.type === 'banner.clock' ? { ...event, now: Math.max(event.now, snapshot.context.now) } : event;
          [snapshot] = transition(topBannerMachine, snapshot, e);
          expect(stateOf(snapshot)).toBe(kindGroup(currentTopBanner(snapshot.context)?.kind));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a dismissed upsell stays away for 90 days and shows again after, with the same facts', () => {
    const input: TopBannerContext = {
      productName: 'Quire', nativeApp: false, hydrated: true, routeName: 'ShowHome', pageLocked: false,
      viewer: { id: 'reader-1', hasMembership: false }, membership: null,
      upsellDismissedAt: null, reactivateDismissedAt: null, dismissedFlags: [], now: T0,
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: UPSELL_DISMISSAL_MS - 1 }), (within) => {
        let [s] = initialTransition(topBannerMachine, input);
        expect(stateOf(s)).toBe('upsell');
        [s] = transition(topBannerMachine, s, { type: 'banner.dismiss', at: T0 });
        expect(stateOf(s)).toBe('none');
        [s] = transition(topBannerMachine, s, { type: 'banner.clock', now: T0 + within });
        expect(stateOf(s)).toBe('none');
        [s] = transition(topBannerMachine, s, { type: 'banner.clock', now: T0 + UPSELL_DISMISSAL_MS });
        expect(stateOf(s)).toBe('upsell');
      }),
    );
  });

  it('dismissing hands the composition root what to save; an undismissible banner ignores the close', () => {
    const saved: unknown[] = [];
    const machine = topBannerMachine.provide({ actions: { saveDismissal: (_, params) => void saved.push(params) } });
    const cancelledSoon: MembershipStatus = {
      membershipId: 'm1', membershipType: 'MONTHLY', currency: 'USD', amount: 500, startedAt: T0 - 100 * DAY_MS,
      currentPeriodEndsAt: T0 + 10 * DAY_MS, discountEndsAt: null, isCancelled: true, paymentProvider: 'SANDBOX',
      paymentFailedAt: null, hasRecurringPaymentFailedMoreThanOnce: false, hasCreditCardExpired: false,
      planV2: { discount: null }, switchPlanSchedule: null,
      paymentMethod: { kind: 'CARD', cardType: 'VISA', lastFour: '4242', expirationMonth: 12, expirationYear: 2030 },
    };
    const actor = createActor(machine, {
      input: {
        productName: 'Quire', nativeApp: false, hydrated: true, routeName: 'ShowHome', pageLocked: false,
        viewer: { id: 'reader-1', hasMembership: true }, membership: cancelledSoon,
        upsellDismissedAt: null, reactivateDismissedAt: null, dismissedFlags: [], now: T0,
      },
    }).start();
    expect(actor.getSnapshot().value).toBe('reactivate');
    actor.send({ type: 'banner.dismiss', at: T0 });
    expect(actor.getSnapshot().value).toBe('reactivate'); // fewer than 4 weeks left: not dismissible
    expect(saved).toEqual([]);
    actor.send({ type: 'banner.facts', facts: { membership: { ...cancelledSoon, currentPeriodEndsAt: T0 + 60 * DAY_MS } } });
    actor.send({ type: 'banner.dismiss', at: T0 });
    expect(actor.getSnapshot().value).toBe('none');
    expect(saved).toEqual([{ dismissal: { kind: 'timed', banner: 'reactivate', windowMs: 14 * DAY_MS }, at: T0 }]);
  });
});

const membershipOnArb = membershipAroundArb.map((m) => shiftMembership(m, T0));

describe('reader-experience §4 banner priority: a member\'s status is asked for before any banner (top-banner machine)', () => {
  it('loads first, keeps facts and time that arrive meanwhile, then shows the policy\'s banner for the answer with the server\'s flags', () => {
    fc.assert(
      fc.asyncProperty(bannerContextArb, fc.option(membershipOnArb, { nil: null }), fc.subarray([...PAYMENT_FLAGS]), fc.boolean(), async (input, membership, serverFlags, fails) => {
        let answer!: (status: TopBannerStatus) => void;
        let refuse!: (error: Error) => void;
        const machine = topBannerMachine.provide({
          actors: { loadStatus: fromPromise<TopBannerStatus, { userId: string | null }>(() => new Promise((resolve, reject) => ((answer = resolve), (refuse = reject)))) },
        });
        const actor = createActor(machine, { input: { ...input, membership: null, awaitingStatus: true } }).start();
        expect(actor.getSnapshot().value).toBe('loading');
        actor.send({ type: 'banner.clock', now: T0 + DAY_MS });
        expect(actor.getSnapshot().value).toBe('loading');
        const settled = new Promise<void>((resolve) => actor.subscribe((s) => s.value !== 'loading' && resolve()));
        if (fails) refuse(new Error('offline'));
        else answer({ membership, serverFlags });
        await settled;
        const s = actor.getSnapshot();
        actor.stop();
        expect(s.context.now).toBe(T0 + DAY_MS);
        expect(s.context.membership).toBe(fails ? null : membership);
        for (const flag of fails ? [] : serverFlags) expect(s.context.dismissedFlags).toContain(flag);
        expect(stateOf(s)).toBe(kindGroup(currentTopBanner(s.context)?.kind));
      }),
      { numRuns: 100 },
    );
  });
});

describe('reader-experience §4 plan switching (plan-switch machine)', () => {
  it('offers a choice exactly when eligibility.policy.ts canSwitchPlan allows, and never switches otherwise', () => {
    fc.assert(
      fc.property(fc.option(membershipOnArb, { nil: null }), fc.constantFrom(...MEMBERSHIP_TYPES), (membership, chosen) => {
        let [s] = initialTransition(planSwitchMachine, { productName: 'Quire', membership });
        expect(stateOf(s)).toBe(canSwitchPlan(membership) ? 'choosing' : 'notAllowed');
        [s] = transition(planSwitchMachine, s, { type: 'plan.choose', membershipType: chosen });
        [s] = transition(planSwitchMachine, s, { type: 'plan.confirm' });
        const switches = canSwitchPlan(membership) && membership !== null && chosen !== nextPeriodPlan(membership);
        expect(stateOf(s)).toBe(switches ? 'switching' : canSwitchPlan(membership) ? 'choosing' : 'notAllowed');
        if (canSwitchPlan(membership)) expect(s.context.offer).toEqual(planOffer(chosen, 'Quire'));
      }),
      { numRuns: 300 },
    );
  });

  it('starts on the scheduled plan (which cannot be confirmed again), else on another plan, which can', () => {
    fc.assert(
      fc.property(membershipOnArb, (membership) => {
        const [s] = initialTransition(planSwitchMachine, { productName: 'Quire', membership });
        expect(s.context.chosen).toBe(defaultPlanChoice(membership));
        // The picker's first plan that is not the current one, unless a switch is scheduled.
        expect(s.context.chosen).toBe(membership.switchPlanSchedule?.membershipType ?? planOptions(membership).find((o) => !o.current)?.membershipType);
        expect(s.context.offer).toEqual(planOffer(s.context.chosen!, 'Quire'));
        expect(s.can({ type: 'plan.confirm' })).toBe(canSwitchPlan(membership) && membership.switchPlanSchedule === null);
      }),
      { numRuns: 300 },
    );
  });

  it('a successful switch ends the machine and tells the page; a refused one shows its message and lets the reader choose again', async () => {
    const member: MembershipStatus = {
      membershipId: 'm1', membershipType: 'MONTHLY', currency: 'USD', amount: 500, startedAt: T0 - 100 * DAY_MS,
      currentPeriodEndsAt: T0 + 10 * DAY_MS, discountEndsAt: null, isCancelled: false, paymentProvider: 'SANDBOX',
      paymentFailedAt: null, hasRecurringPaymentFailedMoreThanOnce: false, hasCreditCardExpired: false,
      planV2: { discount: null }, switchPlanSchedule: null, paymentMethod: null,
    };
    const answers: PlanSwitchResult[] = [{ ok: false, status: null, message: 'Nope.' }, { ok: true, status: member }];
    const switched: unknown[] = [];
    const machine = planSwitchMachine.provide({
      actors: { switchPlan: fromPromise(async () => answers.shift()!) },
      actions: { onSwitched: (_, params) => void switched.push(params) },
    });
    const actor = createActor(machine, { input: { productName: 'Quire', membership: member } }).start();
    actor.send({ type: 'plan.choose', membershipType: 'PREMIUM_MONTHLY' });
    actor.send({ type: 'plan.confirm' });
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches('choosing') && resolve()));
    expect(actor.getSnapshot().context.error).toBe('Nope.');
    actor.send({ type: 'plan.confirm' });
    await new Promise<void>((resolve) => actor.subscribe({ complete: resolve }));
    expect(actor.getSnapshot().value).toBe('switched');
    expect(switched).toEqual([{ membershipType: 'PREMIUM_MONTHLY' }]);
  });
});

const latestEventArb: fc.Arbitrary<FollowingLatestEvent> = fc.oneof(
  fc.integer({ min: 0, max: 1000 }).map((at) => ({ type: 'followingLatest.published' as const, at })),
  fc.constant({ type: 'followingLatest.open' as const }),
  fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }).map((seen) => ({
    type: 'followingLatest.storageChanged' as const,
    lastSeen: (seen === null ? {} : { 'writer-1': seen }) as LastSeen,
  })),
);

describe('reader-experience §4 following-latest indicator (following-latest machine)', () => {
  it('the dot shows exactly when following-latest.ts hasNewContent says, and opening clears it until a newer story', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
        fc.array(latestEventArb, { maxLength: 15 }),
        (published, seen, events) => {
          const lastSeen: LastSeen = seen === null ? {} : { 'writer-1': seen };
          let [s] = initialTransition(followingLatestMachine, { entityId: 'writer-1', lastPublishedAt: published, lastSeen });
          expect(s.value).toBe(hasNewContent(published, seen ?? undefined) ? 'dot' : 'noDot');
          for (const event of events) {
            [s] = transition(followingLatestMachine, s, event);
            const { lastPublishedAt, lastSeenAt } = s.context;
            expect(s.value).toBe(hasNewContent(lastPublishedAt, lastSeenAt ?? undefined) ? 'dot' : 'noDot');
            if (event.type === 'followingLatest.open') expect(s.value).toBe('noDot');
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('opening asks the composition root to store the time markSeen stores', () => {
    const store = new MemoryStore();
    const machine = followingLatestMachine.provide({
      actions: { persistSeen: (_, { entityId, lastPublishedAt }) => void markSeen(store, entityId, lastPublishedAt) },
    });
    const actor = createActor(machine, { input: { entityId: 'writer-1', lastPublishedAt: 500, lastSeen: readLastSeen(store) } }).start();
    expect(actor.getSnapshot().value).toBe('dot');
    actor.send({ type: 'followingLatest.open' });
    expect(actor.getSnapshot().value).toBe('noDot');
    expect(JSON.parse(store.get(FOLLOWING_LATEST_SEEN_KEY)!)).toEqual({ 'writer-1': 500 });
    actor.send({ type: 'followingLatest.published', at: 600 });
    expect(actor.getSnapshot().value).toBe('dot');
  });
});
