// reader-experience §2.11 (the reactivate-membership confirmation modal: title, button, opened by the
// URL hash #reactivateMembership, visible only once the client is hydrated), §4 "Reactivation offer … In
// the modal: confirm sends the uncancel mutation; on a MutationSuccess result it records a converted
// event, clears a stored flag and reloads the page; any other result shows the reactivation error.
// Confirm is disabled while loading, after success, or when no membership is loaded", §5 "Reactivation
// needs a loaded membership with a membershipId", §7 ReactivateMembershipConfirmationModalWrapperQuery
// (only when the modal is visible) and UncancelMembershipMutation (input membershipId; answers a
// typename, MutationSuccess on success), §8 the reactivation failure message.
//
// States: closed → open.{idle → submitting → idle | succeeded}. An open request (the hash, or a link)
// that comes before hydration waits for `reactivate.hydrated`. While the modal is open the UI runs the
// wrapper query and sends its answer as `reactivate.membershipLoaded`. Confirm is accepted only in
// open.idle with a membershipId, so the mutation is never in flight twice; the modal cannot be closed
// while it runs (its answer must not be lost), and after success it stays as it is until the reload.
//
// The mutation is the `uncancelMembership` actor, and the converted event, the stored flag and the
// reload are the actions `reportConverted`, `clearStoredFlag` and `reload`: the composition root
// provides all four with `machine.provide` (the flag it clears is the reactivate banner's dismissal,
// banner-dismissals.ts `clearBannerDismissal(store, 'reactivate', userId)`).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { REACTIVATE_MODAL_BUTTON, REACTIVATE_MODAL_TITLE, REACTIVATION_ERROR_MESSAGE } from '../copy/membership-copy.ts';
import { REACTIVATE_MEMBERSHIP_HASH } from './banners.policy.ts';

export { REACTIVATE_MEMBERSHIP_HASH, REACTIVATE_MODAL_BUTTON, REACTIVATE_MODAL_TITLE, REACTIVATION_ERROR_MESSAGE };

/** §7 UncancelMembershipMutation's answer: its GraphQL typename ('MutationSuccess' on success). */
export type UncancelMembershipResult = { __typename: string };
export type UncancelMembershipInput = { membershipId: string };
export const MUTATION_SUCCESS_TYPENAME = 'MutationSuccess';

/** The analytics event the composition root reports on success (§4 "records a converted event"). */
export const REACTIVATION_CONVERTED_EVENT = 'membership.reactivationConverted';

/** What the wrapper query gives: the viewer's membership (viewerEdge.membership), null when they have none. */
export type LoadedMembership = { membershipId: string | null } | null;

export type ReactivateModalContext = {
  hydrated: boolean;
  /** An open request (the hash or a link) not yet acted on. */
  openRequested: boolean;
  /** Whether the wrapper query has answered since the modal opened. */
  membershipLoaded: boolean;
  membership: LoadedMembership;
  error: string | null;
};

export type ReactivateModalInput = { hydrated?: boolean; hash?: string } | undefined;

export type ReactivateModalEvent =
  | { type: 'reactivate.hydrated' }
  /** The location's hash now (on load and on hashchange). */
  | { type: 'reactivate.hashChanged'; hash: string }
  /** A link or button asks for the modal. */
  | { type: 'reactivate.open' }
  | { type: 'reactivate.close' }
  | { type: 'reactivate.membershipLoaded'; membership: LoadedMembership }
  | { type: 'reactivate.confirm' };

const hasMembershipId = (membership: LoadedMembership): membership is { membershipId: string } =>
  membership !== null && typeof membership.membershipId === 'string' && membership.membershipId !== '';

export const reactivateMembershipMachine = setup({
  types: {
    context: {} as ReactivateModalContext,
    events: {} as ReactivateModalEvent,
    input: {} as ReactivateModalInput,
  },
  actors: {
    uncancelMembership: fromPromise<UncancelMembershipResult, UncancelMembershipInput>(async () => {
      throw new Error('uncancelMembership must be provided by the composition root');
    }),
  },
  guards: {
    canOpen: ({ context }) => context.hydrated && context.openRequested,
    isReactivateHash: (_, params: { hash: string }) => params.hash === REACTIVATE_MEMBERSHIP_HASH,
    hasMembershipId: ({ context }) => hasMembershipId(context.membership),
    isMutationSuccess: (_, params: { result: UncancelMembershipResult }) =>
      params.result !== null && typeof params.result === 'object' && params.result.__typename === MUTATION_SUCCESS_TYPENAME,
  },
  actions: {
    markHydrated: assign({ hydrated: true }),
    requestOpen: assign({ openRequested: true }),
    resetOnOpen: assign({ openRequested: false, membershipLoaded: false, membership: null, error: null }),
    resetOnClose: assign({ openRequested: false, error: null }),
    setMembership: assign((_, params: { membership: LoadedMembership }) => ({ membership: params.membership, membershipLoaded: true })),
    clearError: assign({ error: null }),
    showError: assign({ error: REACTIVATION_ERROR_MESSAGE }),
    /** Provided by the composition root: reports REACTIVATION_CONVERTED_EVENT. */
    reportConverted: () => {},
    /** Provided by the composition root: clears the stored reactivate-banner flag. */
    clearStoredFlag: () => {},
    /** Provided by the composition root: reloads the page. */
    reload: () => {},
  },
}).createMachine({
  id: 'reactivateMembership',
  context: ({ input }) => ({
    hydrated: input?.hydrated ?? false,
    openRequested: input?.hash === REACTIVATE_MEMBERSHIP_HASH,
    membershipLoaded: false,
    membership: null,
    error: null,
  }),
  initial: 'closed',
  on: {
    'reactivate.hydrated': { actions: 'markHydrated' },
  },
  states: {
    closed: {
      always: { guard: 'canOpen', target: 'open' },
      on: {
        'reactivate.open': { actions: 'requestOpen' },
        'reactivate.hashChanged': {
          guard: { type: 'isReactivateHash', params: ({ event }) => ({ hash: event.hash }) },
          actions: 'requestOpen',
        },
      },
    },
    open: {
      entry: 'resetOnOpen',
      initial: 'idle',
      on: {
        'reactivate.membershipLoaded': {
          actions: { type: 'setMembership', params: ({ event }) => ({ membership: event.membership }) },
        },
      },
      states: {
        idle: {
          on: {
            'reactivate.confirm': { guard: 'hasMembershipId', target: 'submitting' },
            'reactivate.close': { target: '#reactivateMembership.closed', actions: 'resetOnClose' },
          },
        },
        submitting: {
          entry: 'clearError',
          invoke: {
            src: 'uncancelMembership',
            input: ({ context }) => ({ membershipId: hasMembershipId(context.membership) ? context.membership.membershipId : '' }),
            onDone: [
              {
                guard: { type: 'isMutationSuccess', params: ({ event }) => ({ result: event.output }) },
                target: 'succeeded',
                actions: ['reportConverted', 'clearStoredFlag', 'reload'],
              },
              { target: 'idle', actions: 'showError' },
            ],
            onError: { target: 'idle', actions: 'showError' },
          },
        },
        succeeded: {},
      },
    },
  },
});

export type ReactivateModalSnapshot = SnapshotFrom<typeof reactivateMembershipMachine>;

/** What the modal draws. */
export type ReactivateModalView = {
  visible: boolean;
  title: string;
  button: string;
  /** The mutation is under way (the button shows a spinner). */
  loading: boolean;
  /** §4: disabled while loading, after success, or with no membership (or no membershipId) loaded. */
  confirmDisabled: boolean;
  /** 'We couldn't process your request, please try again.' after a failure, in error colour. */
  error: string | null;
  /** The wrapper query should run (§7: only when the modal is visible). */
  queryMembership: boolean;
  membershipId: string | null;
};

export function reactivateModalView(snapshot: ReactivateModalSnapshot): ReactivateModalView {
  const visible = snapshot.matches('open');
  const loading = snapshot.matches({ open: 'submitting' });
  const { membership } = snapshot.context;
  return {
    visible,
    title: REACTIVATE_MODAL_TITLE,
    button: REACTIVATE_MODAL_BUTTON,
    loading,
    confirmDisabled: !snapshot.matches({ open: 'idle' }) || !hasMembershipId(membership),
    error: visible ? snapshot.context.error : null,
    queryMembership: visible,
    membershipId: hasMembershipId(membership) ? membership.membershipId : null,
  };
}
