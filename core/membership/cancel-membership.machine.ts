// reader-experience §2.14 (other modals: the cancel-membership confirmation) and §4: cancelling a membership
// from the settings tab as a statechart. confirming → (cancel.confirm) cancelling → cancelled (final), or back
// to confirming with the error; cancel.dismiss closes the dialog, except while the mutation is in flight.
// The mutation is the `cancelMembership` actor the composition root provides (ui/membership/CancelMembership.tsx);
// `onCancelled` and `onClosed` tell the page.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { GENERIC_MEMBERSHIP_ERROR } from '../copy/membership-copy.ts';
import type { MembershipStatus } from './types.ts';

export type CancelMembershipResult = { ok: boolean; status: MembershipStatus | null; message?: string };

export type CancelMembershipContext = { error: string | null; status: MembershipStatus | null };

export type CancelMembershipEvent = { type: 'cancel.confirm' } | { type: 'cancel.dismiss' };

export const cancelMembershipMachine = setup({
  types: {
    context: {} as CancelMembershipContext,
    events: {} as CancelMembershipEvent,
  },
  actors: {
    cancelMembership: fromPromise<CancelMembershipResult>(async () => {
      throw new Error('cancelMembership must be provided by the composition root');
    }),
  },
  guards: {
    cancelSucceeded: (_, params: { result: CancelMembershipResult }) => params.result.ok && params.result.status !== null,
  },
  actions: {
    clearError: assign({ error: null }),
    adoptResult: assign({ status: (_, params: { result: CancelMembershipResult }) => params.result.status }),
    showError: assign({ error: (_, params: { message: string | undefined }) => params.message || GENERIC_MEMBERSHIP_ERROR }),
    /** Provided by the composition root: the page shows the cancelled membership. */
    onCancelled: (_, _params: { status: MembershipStatus }) => {},
    /** Provided by the composition root: the dialog goes away. */
    onClosed: () => {},
  },
}).createMachine({
  id: 'cancelMembership',
  context: { error: null, status: null },
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        'cancel.confirm': { target: 'cancelling', actions: 'clearError' },
        'cancel.dismiss': { target: 'closed' },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelMembership',
        onDone: [
          {
            guard: { type: 'cancelSucceeded', params: ({ event }) => ({ result: event.output }) },
            target: 'cancelled',
            actions: [
              { type: 'adoptResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'onCancelled', params: ({ event }) => ({ status: event.output.status as MembershipStatus }) },
            ],
          },
          { target: 'confirming', actions: { type: 'showError', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: { target: 'confirming', actions: { type: 'showError', params: { message: undefined } } },
      },
    },
    cancelled: { type: 'final' },
    closed: { type: 'final', entry: 'onClosed' },
  },
});

export type CancelMembershipSnapshot = SnapshotFrom<typeof cancelMembershipMachine>;
