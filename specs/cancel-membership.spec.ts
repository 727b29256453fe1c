// reader-experience §2.14 (the cancel-membership confirmation) and §4: the dialog's steps as a machine —
// confirm runs the mutation once, a refusal or a failure comes back to the dialog with its message (or the
// generic one), dismissing closes it except while the mutation is in flight.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { GENERIC_MEMBERSHIP_ERROR } from '../core/copy/membership-copy.ts';
import { cancelMembershipMachine, type CancelMembershipEvent, type CancelMembershipResult } from '../core/membership/cancel-membership.machine.ts';
import type { MembershipStatus } from '../core/membership/types.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const status = { membershipId: 'm1', isCancelled: true } as MembershipStatus;

function harness(answer: () => Promise<CancelMembershipResult>) {
  const calls: string[] = [];
  const machine = cancelMembershipMachine.provide({
    actors: {
      cancelMembership: fromPromise(async () => {
        calls.push('cancelMembership');
        return answer();
      }),
    },
    actions: {
      onCancelled: (_, { status: s }) => void calls.push(`cancelled:${s.membershipId}`),
      onClosed: () => void calls.push('closed'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

describe('reader-experience §2.14 cancel-membership dialog', () => {
  it('confirming cancels once and tells the page the cancelled membership', async () => {
    const { actor, calls } = harness(async () => ({ ok: true, status }));
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'cancel.dismiss' });
    await flush();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['cancelMembership', 'cancelled:m1']);
  });

  it('a refusal shows its message, a failure the generic one, and the reader may try again', async () => {
    let answer: () => Promise<CancelMembershipResult> = async () => ({ ok: false, status: null, message: 'Not now' });
    const { actor, calls } = harness(() => answer());
    actor.send({ type: 'cancel.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBe('Not now');
    answer = async () => {
      throw new Error('network');
    };
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(actor.getSnapshot().context.error).toBe(GENERIC_MEMBERSHIP_ERROR);
    answer = async () => ({ ok: true, status: null });
    actor.send({ type: 'cancel.confirm' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(GENERIC_MEMBERSHIP_ERROR);
    expect(calls).toEqual(['cancelMembership', 'cancelMembership', 'cancelMembership']);
  });

  it('dismissing closes the dialog from confirming, never while cancelling', () => {
    const events = fc.array(fc.constantFrom<CancelMembershipEvent>({ type: 'cancel.confirm' }, { type: 'cancel.dismiss' }), { maxLength: 8 });
    fc.assert(
      fc.property(events, (sequence) => {
        let [snapshot] = initialTransition(cancelMembershipMachine);
        for (const event of sequence) {
          const before = snapshot.value;
          const [next, actions] = transition(cancelMembershipMachine, snapshot, event);
          if (before === 'cancelling') expect(next.value).toBe('cancelling');
          if (before === 'confirming' && event.type === 'cancel.dismiss') {
            expect(next.value).toBe('closed');
            expect(actions.map((a) => a.type)).toContain('onClosed');
          }
          if (before === 'confirming' && event.type === 'cancel.confirm') expect(next.value).toBe('cancelling');
          snapshot = next;
        }
      }),
    );
  });
});
