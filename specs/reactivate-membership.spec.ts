// reader-experience §2.11 (the reactivate-membership confirmation modal), §4 (reactivation in the modal:
// confirm, MutationSuccess, converted event, stored flag, reload; confirm disabled while loading, after
// success, or with no membership loaded), §5 (reactivation needs a loaded membership with a membershipId),
// §7 (UncancelMembershipMutation) and §8 (the reactivation failure message).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import {
  REACTIVATE_MODAL_BUTTON,
  REACTIVATE_MODAL_TITLE,
  REACTIVATION_ERROR_MESSAGE,
  reactivateMembershipMachine,
  reactivateModalView,
  type LoadedMembership,
  type ReactivateModalEvent,
  type ReactivateModalInput,
  type UncancelMembershipInput,
  type UncancelMembershipResult,
} from '../core/membership/reactivate-membership.machine.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

type Call = { input: UncancelMembershipInput; resolve: (r: UncancelMembershipResult) => void; reject: (e: Error) => void };

function harness(input?: ReactivateModalInput) {
  const pending: Call[] = [];
  const calls: UncancelMembershipInput[] = [];
  const effects: string[] = [];
  const stats = { maxInFlight: 0 };
  const machine = reactivateMembershipMachine.provide({
    actors: {
      uncancelMembership: fromPromise<UncancelMembershipResult, UncancelMembershipInput>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push(input);
            pending.push({ input, resolve, reject });
            stats.maxInFlight = Math.max(stats.maxInFlight, pending.length);
          }),
      ),
    },
    actions: {
      reportConverted: () => void effects.push('converted'),
      clearStoredFlag: () => void effects.push('clearFlag'),
      reload: () => void effects.push('reload'),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const answer = async (outcome: UncancelMembershipResult | Error) => {
    const call = pending.shift();
    if (!call) return;
    if (outcome instanceof Error) call.reject(outcome);
    else call.resolve(outcome);
    await flush();
  };
  return { actor, pending, calls, effects, stats, answer, view: () => reactivateModalView(actor.getSnapshot()) };
}

const success = { __typename: 'MutationSuccess' };

describe('reader-experience §2.11 reactivate-membership modal: opening', () => {
  it("opens on '#reactivateMembership' only once hydrated", () => {
    const h = harness();
    h.actor.send({ type: 'reactivate.hashChanged', hash: '#reactivateMembership' });
    expect(h.view().visible).toBe(false);
    h.actor.send({ type: 'reactivate.hydrated' });
    expect(h.view()).toMatchObject({ visible: true, title: 'Reactivate your Membership', button: 'Reactivate my membership', queryMembership: true });
    expect([REACTIVATE_MODAL_TITLE, REACTIVATE_MODAL_BUTTON]).toEqual(['Reactivate your Membership', 'Reactivate my membership']);
  });

  it('opens at once from the initial hash when already hydrated; other hashes do nothing', () => {
    expect(harness({ hydrated: true, hash: '#reactivateMembership' }).view().visible).toBe(true);
    expect(harness({ hydrated: false, hash: '#reactivateMembership' }).view().visible).toBe(false);
    const h = harness({ hydrated: true });
    for (const hash of ['', '#membership', '#reactivatemembership', 'reactivateMembership']) h.actor.send({ type: 'reactivate.hashChanged', hash });
    expect(h.view().visible).toBe(false);
    h.actor.send({ type: 'reactivate.open' });
    expect(h.view().visible).toBe(true);
    h.actor.send({ type: 'reactivate.close' });
    expect(h.view().visible).toBe(false);
  });

  it('steps purely: closed, then open.idle after hydration with a pending request', () => {
    const machine = reactivateMembershipMachine;
    const [s0] = initialTransition(machine, { hash: '#reactivateMembership' });
    expect(s0.value).toBe('closed');
    const [s1] = transition(machine, s0, { type: 'reactivate.hydrated' });
    expect(s1.value).toEqual({ open: 'idle' });
    expect(reactivateModalView(s1).confirmDisabled).toBe(true);
    const [s2] = transition(machine, s1, { type: 'reactivate.membershipLoaded', membership: { membershipId: 'm1' } });
    expect(reactivateModalView(s2)).toMatchObject({ confirmDisabled: false, membershipId: 'm1' });
  });
});

describe('reader-experience §4 reactivation in the modal', () => {
  async function opened(membership: LoadedMembership = { membershipId: 'm1' }) {
    const h = harness({ hydrated: true, hash: '#reactivateMembership' });
    h.actor.send({ type: 'reactivate.membershipLoaded', membership });
    return h;
  }

  it('on MutationSuccess reports the conversion, clears the stored flag and reloads; confirm stays disabled', async () => {
    const h = await opened();
    h.actor.send({ type: 'reactivate.confirm' });
    expect(h.calls).toEqual([{ membershipId: 'm1' }]);
    expect(h.view()).toMatchObject({ loading: true, confirmDisabled: true });
    h.actor.send({ type: 'reactivate.confirm' });
    h.actor.send({ type: 'reactivate.close' });
    expect(h.calls).toHaveLength(1);
    expect(h.view().visible).toBe(true);
    await h.answer(success);
    expect(h.effects).toEqual(['converted', 'clearFlag', 'reload']);
    expect(h.view()).toMatchObject({ loading: false, confirmDisabled: true, error: null });
    h.actor.send({ type: 'reactivate.confirm' });
    expect(h.calls).toHaveLength(1);
  });

  it("shows 'We couldn't process your request, please try again.' on any other result or a failure, and allows a retry", async () => {
    for (const outcome of [{ __typename: 'NotFound' }, { __typename: 'Forbidden' }, new Error('network')]) {
      const h = await opened();
      h.actor.send({ type: 'reactivate.confirm' });
      await h.answer(outcome);
      expect(h.view()).toMatchObject({ error: "We couldn't process your request, please try again.", confirmDisabled: false, loading: false });
      expect(h.effects).toEqual([]);
      h.actor.send({ type: 'reactivate.confirm' });
      expect(h.view().error).toBeNull();
      await h.answer(success);
      expect(h.effects).toEqual(['converted', 'clearFlag', 'reload']);
    }
    expect(REACTIVATION_ERROR_MESSAGE).toBe("We couldn't process your request, please try again.");
  });

  it('will not confirm without a loaded membership with a membershipId (§5)', async () => {
    for (const membership of [null, { membershipId: null }, { membershipId: '' }]) {
      const h = await opened(membership);
      expect(h.view().confirmDisabled).toBe(true);
      h.actor.send({ type: 'reactivate.confirm' });
      expect(h.calls).toEqual([]);
    }
    const h = harness({ hydrated: true, hash: '#reactivateMembership' });
    h.actor.send({ type: 'reactivate.confirm' });
    expect(h.calls).toEqual([]);
  });
});

const eventArb: fc.Arbitrary<ReactivateModalEvent | { type: 'answer'; outcome: 'success' | 'other' | 'fail' }> = fc.oneof(
  fc.constant({ type: 'reactivate.hydrated' as const }),
  fc.constantFrom('#reactivateMembership', '#x', '').map((hash) => ({ type: 'reactivate.hashChanged' as const, hash })),
  fc.constant({ type: 'reactivate.open' as const }),
  fc.constant({ type: 'reactivate.close' as const }),
  fc
    .constantFrom<LoadedMembership>(null, { membershipId: null }, { membershipId: '' }, { membershipId: 'm1' }, { membershipId: 'm2' })
    .map((membership) => ({ type: 'reactivate.membershipLoaded' as const, membership })),
  fc.constant({ type: 'reactivate.confirm' as const }),
  fc.constant({ type: 'reactivate.confirm' as const }),
  fc.constantFrom('success' as const, 'other' as const, 'fail' as const).map((outcome) => ({ type: 'answer' as const, outcome })),
);

describe('reader-experience §4 reactivation modal under any sequence of events', () => {
  it('never has the mutation in flight twice, never enables confirm while loading, and reloads at most once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { maxLength: 25 }), async (events) => {
        const h = harness();
        let succeeded = false;
        let callsAtSuccess = 0;
        for (const event of events) {
          if (event.type === 'answer') {
            const was = h.pending.length;
            await h.answer(event.outcome === 'success' ? success : event.outcome === 'other' ? { __typename: 'Conflict' } : new Error('x'));
            if (was > 0 && event.outcome === 'success') {
              succeeded = true;
              callsAtSuccess = h.calls.length;
            }
          } else {
            h.actor.send(event);
            await flush();
          }
          const snapshot = h.actor.getSnapshot();
          const view = reactivateModalView(snapshot);
          expect(h.pending.length).toBeLessThanOrEqual(1);
          expect(view.loading).toBe(h.pending.length === 1);
          if (view.loading) expect(view.confirmDisabled).toBe(true);
          if (succeeded) expect(view.confirmDisabled).toBe(true);
          if (view.visible) expect(snapshot.context.hydrated).toBe(true);
          // The button is enabled exactly when the machine would take a confirm.
          expect(view.confirmDisabled).toBe(!snapshot.can({ type: 'reactivate.confirm' }));
        }
        expect(h.stats.maxInFlight).toBeLessThanOrEqual(1);
        for (const call of h.calls) expect(['m1', 'm2']).toContain(call.membershipId);
        expect(h.effects.filter((e) => e === 'reload').length).toBe(succeeded ? 1 : 0);
        if (succeeded) {
          expect(h.calls.length).toBe(callsAtSuccess);
          expect(h.effects).toEqual(['converted', 'clearFlag', 'reload']);
        }
      }),
      { numRuns: 300 },
    );
  });
});
