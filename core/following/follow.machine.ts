// reader-experience §4 "Follow and unfollow", §7 (followUser/…Collection, muteUser/…Collection), §8 (follow
// failure, self-follow): the follow and mute state of one followable target on a page (a user or a
// publication). Updates are optimistic: a toggle flips the flag and moves the viewer's followingCount and
// the target's followerCount by 1 at once. Requests are serialised per region — at most one follow call
// and one mute call in flight — and the reader's latest wish is queued: when an answer comes back and the
// wish differs from both the request just answered and the server's answer, one more request is sent.
// So any interleaving of clicks and answers ends on the server's truth. A failure rolls back to the last
// settled truth. The calls are `fromPromise` actors the composition root provides; `notify` and
// `requireSignIn` are its toasts (with undo) and its sign-in modal.
import { FOLLOW_FAILURE_MESSAGE, MUTE_FAILURE_MESSAGE, selfFollowMessage } from '../copy/copy.ts';
import { assign, fromPromise, setup } from 'xstate';

export type FollowTargetKind = 'user' | 'collection';
export type FollowTarget = { kind: FollowTargetKind; id: string; name: string };

/** What the server says after a follow or unfollow (§7: viewerEdge.isFollowing, with both counts). */
export type FollowAnswer = { isFollowing: boolean; followerCount: number; viewerFollowingCount: number };
/** §7: muteUser/unmuteUser, muteCollection/unmuteCollection → viewerEdge.isMuting. */
export type MuteAnswer = { isMuting: boolean };
/** The server's truth about the target as the viewer sees it: a page load or the last answers. */
export type FollowTruth = FollowAnswer & MuteAnswer;

export type SetFollowingInput = { target: FollowTarget; follow: boolean };
export type SetMutingInput = { target: FollowTarget; mute: boolean };

export type FollowNotice = { kind: 'followed' | 'unfollowed' | 'muted' | 'unmuted' | 'failed' | 'selfFollow'; name: string };

/** reader-experience §8 "Follow failure". */
export { FOLLOW_FAILURE_MESSAGE, MUTE_FAILURE_MESSAGE, selfFollowMessage };
/** reader-experience §8 "Self-follow", with the configured product name. */

export type FollowContext = {
  target: FollowTarget;
  viewerId: string | null;
  productName: string;
  /** Shown to the reader: the settled truth with the queued wishes applied. */
  isFollowing: boolean;
  isMuting: boolean;
  followerCount: number;
  viewerFollowingCount: number;
  /** Requests in flight (at most one follow and one mute call). */
  pending: number;
  error: string | null;
  /** The server's truth as last answered (or loaded with the page). */
  settled: FollowTruth;
  /** The reader's latest wishes; they differ from `settled` while a request is under way. */
  wantFollowing: boolean;
  wantMuting: boolean;
  /** What the request in flight asks for (null with none). */
  sentFollowing: boolean | null;
  sentMuting: boolean | null;
  /** The settled flags when the current round of requests began: a notice is due only on a change. */
  followingBefore: boolean;
  mutingBefore: boolean;
};

export type FollowInput = { target: FollowTarget; viewerId: string | null; productName: string; truth: FollowTruth };

export type FollowEvent =
  | { type: 'follow.toggle' }
  | { type: 'follow.mute' }
  | { type: 'follow.unmute' }
  | { type: 'follow.refresh'; truth: FollowTruth };

/**
 * The follow state shown for a wish: the settled truth when they agree, otherwise the truth moved by one
 * the way the wish goes (§4: following raises both counts by 1, unfollowing lowers both by 1).
 */
export function shownFollowing(settled: FollowAnswer, want: boolean): FollowAnswer {
  if (want === settled.isFollowing) {
    return { isFollowing: settled.isFollowing, followerCount: settled.followerCount, viewerFollowingCount: settled.viewerFollowingCount };
  }
  const step = want ? 1 : -1;
  return {
    isFollowing: want,
    followerCount: Math.max(0, settled.followerCount + step),
    viewerFollowingCount: Math.max(0, settled.viewerFollowingCount + step),
  };
}

/** §4: "A user cannot follow themselves" — only a user target can be the viewer. */
export const isSelfTarget = (target: FollowTarget, viewerId: string | null): boolean =>
  viewerId !== null && target.kind === 'user' && target.id === viewerId;

const showFollow = (settled: FollowAnswer, want: boolean) => {
  const shown = shownFollowing(settled, want);
  return { isFollowing: shown.isFollowing, followerCount: shown.followerCount, viewerFollowingCount: shown.viewerFollowingCount };
};

type FollowParams = { answer: FollowAnswer };
type MuteParams = { answer: MuteAnswer };

export const followMachine = setup({
  types: {
    context: {} as FollowContext,
    events: {} as FollowEvent,
    input: {} as FollowInput,
  },
  actors: {
    setFollowing: fromPromise<FollowAnswer, SetFollowingInput>(async () => {
      throw new Error('setFollowing must be provided by the composition root');
    }),
    setMuting: fromPromise<MuteAnswer, SetMutingInput>(async () => {
      throw new Error('setMuting must be provided by the composition root');
    }),
  },
  guards: {
    signedOut: ({ context }) => context.viewerId === null,
    isSelf: ({ context }) => isSelfTarget(context.target, context.viewerId),
    wantsMute: ({ context }) => !context.wantMuting,
    wantsUnmute: ({ context }) => context.wantMuting,
    /** The reader changed their mind while the call ran, and the answer is not what they now want. */
    followWishUnmet: ({ context }, { answer }: FollowParams) =>
      context.wantFollowing !== context.sentFollowing && context.wantFollowing !== answer.isFollowing,
    followChanged: ({ context }, { answer }: FollowParams) => answer.isFollowing !== context.followingBefore,
    muteWishUnmet: ({ context }, { answer }: MuteParams) =>
      context.wantMuting !== context.sentMuting && context.wantMuting !== answer.isMuting,
    muteChanged: ({ context }, { answer }: MuteParams) => answer.isMuting !== context.mutingBefore,
  },
  actions: {
    toggleFollowWish: assign(({ context }) => {
      const wantFollowing = !context.wantFollowing;
      return { wantFollowing, error: null, ...showFollow(context.settled, wantFollowing) };
    }),
    setMuteWish: assign((_, params: { mute: boolean }) => ({ wantMuting: params.mute, isMuting: params.mute, error: null })),
    beginFollowRound: assign(({ context }) => ({ followingBefore: context.settled.isFollowing })),
    beginMuteRound: assign(({ context }) => ({ mutingBefore: context.settled.isMuting })),
    sendFollowing: assign(({ context }) => ({ sentFollowing: context.wantFollowing, pending: context.pending + 1 })),
    sendMuting: assign(({ context }) => ({ sentMuting: context.wantMuting, pending: context.pending + 1 })),
    endFollowRequest: assign(({ context }) => ({ sentFollowing: null, pending: context.pending - 1 })),
    endMuteRequest: assign(({ context }) => ({ sentMuting: null, pending: context.pending - 1 })),
    /** An answer is the server's truth; the queued wish (if any) stays shown on top of it. */
    settleFollowing: assign(({ context }, { answer }: FollowParams) => {
      const settled: FollowTruth = { ...context.settled, ...answer };
      return { settled, ...showFollow(settled, context.wantFollowing) };
    }),
    /** The round is over: what the server said is what is shown, and what is wished. */
    adoptFollowing: assign(({ context }) => ({ wantFollowing: context.settled.isFollowing, ...showFollow(context.settled, context.settled.isFollowing) })),
    settleMuting: assign(({ context }, { answer }: MuteParams) => ({ settled: { ...context.settled, isMuting: answer.isMuting } })),
    adoptMuting: assign(({ context }) => ({ wantMuting: context.settled.isMuting, isMuting: context.settled.isMuting })),
    rollBackFollowing: assign(({ context }) => ({
      wantFollowing: context.settled.isFollowing,
      error: FOLLOW_FAILURE_MESSAGE,
      ...showFollow(context.settled, context.settled.isFollowing),
    })),
    rollBackMuting: assign(({ context }) => ({ wantMuting: context.settled.isMuting, isMuting: context.settled.isMuting, error: MUTE_FAILURE_MESSAGE })),
    refuseSelfFollow: assign(({ context }) => ({ error: selfFollowMessage(context.productName) })),
    /** A page load's truth. While a call runs the reader's wish stays; its answer will settle again. */
    refreshTruth: assign(({ context }, params: { truth: FollowTruth; following: boolean; muting: boolean }) => {
      const settled = { ...params.truth };
      const wantFollowing = params.following ? context.wantFollowing : settled.isFollowing;
      const wantMuting = params.muting ? context.wantMuting : settled.isMuting;
      return { settled, wantFollowing, wantMuting, isMuting: wantMuting, ...showFollow(settled, wantFollowing) };
    }),
    /** Provided by the composition root: a toast (with undo for followed and muted). */
    notify: (_, _params: FollowNotice) => {},
    /** Provided by the composition root: opens the sign-in modal. */
    requireSignIn: () => {},
  },
}).createMachine({
  id: 'follow',
  context: ({ input }) => ({
    target: input.target,
    viewerId: input.viewerId,
    productName: input.productName,
    ...showFollow(input.truth, input.truth.isFollowing),
    isMuting: input.truth.isMuting,
    pending: 0,
    error: null,
    settled: { ...input.truth },
    wantFollowing: input.truth.isFollowing,
    wantMuting: input.truth.isMuting,
    sentFollowing: null,
    sentMuting: null,
    followingBefore: input.truth.isFollowing,
    mutingBefore: input.truth.isMuting,
  }),
  type: 'parallel',
  on: {
    'follow.refresh': {
      actions: {
        type: 'refreshTruth',
        params: ({ context, event }) => ({ truth: event.truth, following: context.sentFollowing !== null, muting: context.sentMuting !== null }),
      },
    },
  },
  states: {
    following: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'follow.toggle': [
              { guard: 'signedOut', actions: 'requireSignIn' },
              {
                guard: 'isSelf',
                actions: ['refuseSelfFollow', { type: 'notify', params: ({ context }) => ({ kind: 'selfFollow', name: context.target.name }) }],
              },
              { target: 'saving', actions: ['beginFollowRound', 'toggleFollowWish'] },
            ],
          },
        },
        saving: {
          entry: 'sendFollowing',
          exit: 'endFollowRequest',
          invoke: {
            src: 'setFollowing',
            input: ({ context }) => ({ target: context.target, follow: context.wantFollowing }),
            onDone: [
              {
                guard: { type: 'followWishUnmet', params: ({ event }) => ({ answer: event.output }) },
                target: 'saving',
                reenter: true,
                actions: { type: 'settleFollowing', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                guard: { type: 'followChanged', params: ({ event }) => ({ answer: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'settleFollowing', params: ({ event }) => ({ answer: event.output }) },
                  'adoptFollowing',
                  {
                    type: 'notify',
                    params: ({ context, event }) => ({ kind: event.output.isFollowing ? 'followed' : 'unfollowed', name: context.target.name }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: [{ type: 'settleFollowing', params: ({ event }) => ({ answer: event.output }) }, 'adoptFollowing'],
              },
            ],
            onError: {
              target: 'idle',
              actions: ['rollBackFollowing', { type: 'notify', params: ({ context }) => ({ kind: 'failed', name: context.target.name }) }],
            },
          },
          on: {
            // Queued: the answer to the call in flight decides whether one more call is needed.
            'follow.toggle': { actions: 'toggleFollowWish' },
          },
        },
      },
    },
    muting: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'follow.mute': [
              { guard: 'signedOut', actions: 'requireSignIn' },
              { guard: 'isSelf' },
              { guard: 'wantsMute', target: 'saving', actions: ['beginMuteRound', { type: 'setMuteWish', params: { mute: true } }] },
            ],
            'follow.unmute': [
              { guard: 'signedOut', actions: 'requireSignIn' },
              { guard: 'wantsUnmute', target: 'saving', actions: ['beginMuteRound', { type: 'setMuteWish', params: { mute: false } }] },
            ],
          },
        },
        saving: {
          entry: 'sendMuting',
          exit: 'endMuteRequest',
          invoke: {
            src: 'setMuting',
            input: ({ context }) => ({ target: context.target, mute: context.wantMuting }),
            onDone: [
              {
                guard: { type: 'muteWishUnmet', params: ({ event }) => ({ answer: event.output }) },
                target: 'saving',
                reenter: true,
                actions: { type: 'settleMuting', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                guard: { type: 'muteChanged', params: ({ event }) => ({ answer: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'settleMuting', params: ({ event }) => ({ answer: event.output }) },
                  'adoptMuting',
                  {
                    type: 'notify',
                    params: ({ context, event }) => ({ kind: event.output.isMuting ? 'muted' : 'unmuted', name: context.target.name }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: [{ type: 'settleMuting', params: ({ event }) => ({ answer: event.output }) }, 'adoptMuting'],
              },
            ],
            onError: {
              target: 'idle',
              actions: ['rollBackMuting', { type: 'notify', params: ({ context }) => ({ kind: 'failed', name: context.target.name }) }],
            },
          },
          on: {
            'follow.mute': { actions: { type: 'setMuteWish', params: { mute: true } } },
            'follow.unmute': { actions: { type: 'setMuteWish', params: { mute: false } } },
          },
        },
      },
    },
  },
});
