// Issue 16 claps (reader-experience §9, platform-reference §3 clap state per post): the clap button of one
// story. Each click or hold-tick shows at once (optimistic); rapid claps wait CLAP_FLUSH_DELAY_MS after the
// last one and go as one request, so a burst costs one call. At most one request is in flight; claps made
// meanwhile queue and go once it is answered. Never more than 50 of the viewer's claps are shown or sent. An
// answer is the server's truth (the queued claps stay shown on top of it); a failure rolls back to the last
// answer and offers a retry, which resends the same claps under the same client id, so a request the server
// did count is not counted twice. `sendClaps` is the composition root's call; `notify` its toast and
// `requireSignIn` its sign-in modal.
import { assign, fromPromise, setup } from 'xstate';
import { addClaps, clapReducer, clapsLeft, initialClapState, type ClapState } from './clap-rules.ts';

/** Quiet time after the last clap before the burst is sent. */
export const CLAP_FLUSH_DELAY_MS = 800;

export type ClapAnswer = { clapCount: number; viewerClapCount: number };
export type SendClapsInput = { postId: string; clientId: string; claps: number };
export type ClapNotice = { kind: 'failed' } | { kind: 'maxed' };

export type ClapContext = {
  /** What the button shows: platform-reference §3's clap state. */
  state: ClapState;
  viewerId: string | null;
  isAuthor: boolean;
  /** Client ids are `${clientIdPrefix}-${sequence}`: unique per page and request. */
  clientIdPrefix: string;
  sequence: number;
  /** The server's truth as last answered (or loaded with the page). */
  settled: ClapAnswer;
  /** Claps shown but not sent yet. */
  queued: number;
  /** The request in flight (or the one that last failed, kept for a retry). */
  inFlight: number;
  clientId: string | null;
  failed: { claps: number; clientId: string } | null;
};

export type ClapInput = { postId: string; viewerId: string | null; isAuthor: boolean; clapCount: number; viewerClapCount: number; clientIdPrefix: string };

export type ClapEvent = { type: 'clap.add' } | { type: 'clap.retry' } | { type: 'clap.refresh'; clapCount: number; viewerClapCount: number };

const shown = (context: Pick<ClapContext, 'state' | 'settled'>, unanswered: number): ClapState =>
  clapReducer(context.state, { type: 'answered', clapCount: context.settled.clapCount, viewerClapCount: context.settled.viewerClapCount, unanswered });

export const clapMachine = setup({
  types: {
    context: {} as ClapContext,
    events: {} as ClapEvent,
    input: {} as ClapInput,
  },
  actors: {
    sendClaps: fromPromise<ClapAnswer, SendClapsInput>(async () => {
      throw new Error('sendClaps must be provided by the composition root');
    }),
  },
  delays: { flushDelay: CLAP_FLUSH_DELAY_MS },
  guards: {
    signedOut: ({ context }) => context.viewerId === null,
    isAuthor: ({ context }) => context.isAuthor,
    atMax: ({ context }) => clapsLeft(context.state.viewerClapCount) === 0,
    hasQueued: ({ context }) => context.queued > 0,
    hasFailed: ({ context }) => context.failed !== null && clapsLeft(context.state.viewerClapCount) > 0,
  },
  actions: {
    addOne: assign(({ context }) => ({ queued: context.queued + 1, failed: null, state: clapReducer(context.state, { type: 'clapped', claps: 1 }) })),
    /** The queued claps become the request; a new client id names it. */
    takeQueued: assign(({ context }) => ({
      inFlight: context.queued,
      queued: 0,
      sequence: context.sequence + 1,
      clientId: `${context.clientIdPrefix}-${context.sequence + 1}`,
    })),
    /** A retry resends the failed claps (as many as still fit) under the failed request's client id. */
    takeFailed: assign(({ context }) => {
      const claps = Math.min(context.failed?.claps ?? 0, clapsLeft(context.state.viewerClapCount));
      return {
        inFlight: claps,
        clientId: context.failed?.clientId ?? null,
        failed: null,
        state: clapReducer(context.state, { type: 'clapped', claps }),
      };
    }),
    /** The server's answer; the claps queued meanwhile stay shown on top (never past 50). */
    settle: assign(({ context }, answer: ClapAnswer) => {
      const settled = { clapCount: answer.clapCount, viewerClapCount: answer.viewerClapCount };
      const queued = addClaps(settled.viewerClapCount, context.queued).added;
      return { settled, inFlight: 0, clientId: null, queued, state: shown({ state: context.state, settled }, queued) };
    }),
    /** A failure: back to the last answer; the failed claps are kept for a retry, the queued ones dropped. */
    rollBack: assign(({ context }) => ({
      failed: context.clientId !== null && context.inFlight > 0 ? { claps: context.inFlight, clientId: context.clientId } : null,
      inFlight: 0,
      queued: 0,
      clientId: null,
      state: clapReducer(context.state, { type: 'rolledBack', ...context.settled }),
    })),
    /** A page load's truth; claps not yet answered stay shown on top of it. */
    refresh: assign(({ context }, truth: ClapAnswer) => {
      const settled = { clapCount: truth.clapCount, viewerClapCount: truth.viewerClapCount };
      const unanswered = context.inFlight + context.queued;
      const next = clapReducer(context.state, { type: 'fetched', ...settled });
      return { settled, state: unanswered > 0 ? shown({ state: next, settled }, unanswered) : next };
    }),
    /** Provided by the composition root: a toast (the failure's with Retry). */
    notify: (_, _notice: ClapNotice) => {},
    /** Provided by the composition root: the sign-in modal with the clap entry point. */
    requireSignIn: () => {},
  },
}).createMachine({
  id: 'clap',
  context: ({ input }) => ({
    state: initialClapState(input.postId, input.clapCount, Math.min(input.viewerClapCount, 50)),
    viewerId: input.viewerId,
    isAuthor: input.isAuthor,
    clientIdPrefix: input.clientIdPrefix,
    sequence: 0,
    settled: { clapCount: input.clapCount, viewerClapCount: input.viewerClapCount },
    queued: 0,
    inFlight: 0,
    clientId: null,
    failed: null,
  }),
  initial: 'idle',
  on: {
    'clap.refresh': { actions: { type: 'refresh', params: ({ event }) => ({ clapCount: event.clapCount, viewerClapCount: event.viewerClapCount }) } },
  },
  states: {
    idle: {
      on: {
        'clap.add': [
          { guard: 'signedOut', actions: 'requireSignIn' },
          { guard: 'isAuthor' },
          { guard: 'atMax', actions: { type: 'notify', params: { kind: 'maxed' } } },
          { target: 'waiting', actions: 'addOne' },
        ],
        'clap.retry': { guard: 'hasFailed', target: 'sending', actions: 'takeFailed' },
      },
    },
    waiting: {
      after: { flushDelay: [{ guard: 'hasQueued', target: 'sending', actions: 'takeQueued' }, { target: 'idle' }] },
      on: {
        // Each clap restarts the quiet time: a burst goes as one request.
        'clap.add': [{ guard: 'atMax' }, { target: 'waiting', reenter: true, actions: 'addOne' }],
      },
    },
    sending: {
      invoke: {
        src: 'sendClaps',
        input: ({ context }) => ({ postId: context.state.postId, clientId: context.clientId ?? '', claps: context.inFlight }),
        onDone: [
          { guard: 'hasQueued', target: 'waiting', actions: { type: 'settle', params: ({ event }) => event.output } },
          { target: 'idle', actions: { type: 'settle', params: ({ event }) => event.output } },
        ],
        onError: { target: 'idle', actions: ['rollBack', { type: 'notify', params: { kind: 'failed' } }] },
      },
      on: {
        'clap.add': [{ guard: 'atMax' }, { actions: 'addOne' }],
      },
    },
  },
});
