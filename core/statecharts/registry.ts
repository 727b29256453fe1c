// Every machine core exports, for the statechart gallery (/_/statecharts) and `npm run charts`
// (docs/machines/). Each entry names the spec section the machine implements and how to run a live copy:
// its input, a sample payload for each event that needs one (made from the current context), and for
// machines that invoke actors, stand-ins that answer at once with a plausible result — the gallery shows
// the chart's paths, it calls no server. specs/statecharts.spec.ts fails when a machine in core/** is
// missing here.
import { fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import {
  signInModalMachine,
  type LoginWithPasswordInput,
  type PasswordAnswer,
  type SendAuthEmailInput,
  type SendAuthEmailResult,
  type VerifyLoginCodeInput,
  type VerifyLoginCodeResult,
  type VerifyTwoFactorInput,
} from '../auth/sign-in-modal.machine.ts';
import { clapMachine, type ClapAnswer, type SendClapsInput } from '../claps/clap.machine.ts';
import { postLifecycleMachine } from '../content/post-lifecycle.machine.ts';
import { edgeCacheMachine } from '../edge-cache/edge-cache.machine.ts';
import { autosaveMachine, type SaveAnswer, type SaveDraftRequest, type ServerCopy } from '../editor/autosave.machine.ts';
import { createFeedPagerMachine, type FeedPage } from '../feed/feed-pager.machine.ts';
import { followMachine, type FollowAnswer, type MuteAnswer, type SetFollowingInput, type SetMutingInput } from '../following/follow.machine.ts';
import { followingLatestMachine } from '../following/following-latest.machine.ts';
import { sidebarMachine } from '../layout/sidebar.machine.ts';
import { sidebarTooltipMachine } from '../layout/sidebar-tooltip.machine.ts';
import { DAY_MS } from '../membership/banner-dismissals.ts';
import { cancelMembershipMachine, type CancelMembershipResult } from '../membership/cancel-membership.machine.ts';
import { planSwitchMachine, type PlanSwitchResult } from '../membership/plan-switch.machine.ts';
import { reactivateMembershipMachine } from '../membership/reactivate-membership.machine.ts';
import { topBannerMachine, type TopBannerContext, type TopBannerStatus } from '../membership/top-banner.machine.ts';
import type { MembershipStatus } from '../membership/types.ts';
import { submissionMachine } from '../publication/submission.machine.ts';
import { createSearchPopoverMachine, type SearchPopoverContext } from '../search/search-popover.machine.ts';
import { toastQueueMachine } from '../toasts/toast-queue.machine.ts';

export type RegistryEntry = {
  /** The gallery's address segment and the docs/machines file name (kebab-case). */
  id: string;
  title: string;
  /** The spec section the machine implements. */
  section: string;
  /** Where the machine is defined, and the export that is (or makes) it. */
  source: string;
  exportName: string;
  machine: AnyStateMachine;
  /** The machine the live copy runs: `machine` with stand-in actors where it invokes any. */
  live: AnyStateMachine;
  input: unknown;
  /** Sample events for event types that carry a payload, made from the current context. */
  samples: Record<string, (context: any) => EventObject>;
};

/** The story's author, for the post-lifecycle chart's sample events. */
const SAMPLE_AUTHOR = { isAuthor: true, publicationRole: null };

/** A submission's writer and one of the publication's editors, for the submission chart's sample events. */
const SAMPLE_SUBMISSION_WRITER = { isWriter: true, role: 'WRITER' } as const;
const SAMPLE_SUBMISSION_EDITOR = { isWriter: false, role: 'EDITOR' } as const;

/** A fixed moment for sample data (2026-01-05T12:00:00Z), so the charts and the gallery are repeatable. */
export const SAMPLE_NOW = 1_767_614_400_000;

const sampleMembership: MembershipStatus = {
  membershipId: 'membership-1',
  membershipType: 'MONTHLY',
  currency: 'USD',
  amount: 500,
  startedAt: SAMPLE_NOW - 200 * DAY_MS,
  currentPeriodEndsAt: SAMPLE_NOW + 20 * DAY_MS,
  discountEndsAt: null,
  isCancelled: false,
  paymentProvider: 'SANDBOX',
  paymentFailedAt: null,
  hasRecurringPaymentFailedMoreThanOnce: false,
  hasCreditCardExpired: false,
  planV2: { discount: null },
  switchPlanSchedule: null,
  paymentMethod: { kind: 'CARD', cardType: 'VISA', lastFour: '4242', expirationMonth: 12, expirationYear: 2030 },
};

/** A member whose status is still to be asked for: the stand-in answers with a cancelled membership. */
const sampleBannerContext: TopBannerContext = {
  productName: 'Quire',
  nativeApp: false,
  hydrated: true,
  routeName: 'ShowHome',
  pageLocked: false,
  viewer: { id: 'reader-1', hasMembership: true },
  membership: null,
  upsellDismissedAt: null,
  reactivateDismissedAt: null,
  dismissedFlags: [],
  now: SAMPLE_NOW,
  awaitingStatus: true,
};

const feedPagerMachine = createFeedPagerMachine<{ id: string }>();

/** The gallery's stand-in answer to a predictive query: the titles that would be listed. */
type SampleSuggestions = { query: string; titles: string[] };
const searchPopoverMachine = createSearchPopoverMachine<SampleSuggestions>();

export const REGISTRY: readonly RegistryEntry[] = [
  {
    id: 'sign-in-modal',
    title: 'Sign-in and sign-up modal',
    section: 'reader-experience §2.13, §4 sign-in; platform-reference §4, §7.4',
    source: 'core/auth/sign-in-modal.machine.ts',
    exportName: 'signInModalMachine',
    machine: signInModalMachine,
    live: signInModalMachine.provide({
      actors: {
        runCaptcha: fromPromise(async () => 'captcha-sample'),
        sendAuthEmail: fromPromise<SendAuthEmailResult, SendAuthEmailInput>(async () => ({ __typename: 'SusiMethod', value: 'EMAIL' })),
        verifyLoginCode: fromPromise<VerifyLoginCodeResult, VerifyLoginCodeInput>(async () => ({ __typename: 'Token', value: 'token-sample' })),
        // The account has a second factor: the password is answered with a challenge, the code with a token.
        loginWithPassword: fromPromise<PasswordAnswer, LoginWithPasswordInput>(async () => ({
          result: { __typename: 'TwoFactorRequired', challenge: 'challenge-sample' },
          at: SAMPLE_NOW,
        })),
        verifyTwoFactorCode: fromPromise<PasswordAnswer, VerifyTwoFactorInput>(async () => ({ result: { __typename: 'Token', value: 'token-sample' }, at: SAMPLE_NOW })),
      },
    }),
    input: { entryPoint: 'gallery', redirect: '/', screen: 'lg' },
    samples: {
      'signIn.editEmail': () => ({ type: 'signIn.editEmail', email: 'maya_chen@example.com' }),
      'signIn.editName': () => ({ type: 'signIn.editName', fullName: 'Maya Chen' }),
      'signIn.editCode': () => ({ type: 'signIn.editCode', code: '123456' }),
      'signIn.editPassword': () => ({ type: 'signIn.editPassword', password: 'correct horse' }),
      'signIn.editSecondFactor': () => ({ type: 'signIn.editSecondFactor', code: '123456' }),
    },
  },
  {
    id: 'toast-queue',
    title: 'Toast queue and toast lifecycle',
    section: 'reader-experience §4 toasts, §9; platform-reference §3, §4 toast queue',
    source: 'core/toasts/toast-queue.machine.ts',
    exportName: 'toastQueueMachine',
    machine: toastQueueMachine,
    live: toastQueueMachine,
    input: { queue: [{ id: 'toast-1', message: 'You followed Maya Chen.' }] },
    samples: {
      'toast.enqueue': (context: { queue: unknown[]; current: unknown }) => ({
        type: 'toast.enqueue',
        toast: { id: `toast-${context.queue.length + 2}`, message: 'Saved to your reading list.' },
      }),
      'toast.dequeue': (context: { current: { id: string } | null }) => ({ type: 'toast.dequeue', id: context.current?.id ?? 'toast-1' }),
    },
  },
  {
    id: 'top-banner',
    title: 'Top banner priority and dismissal windows',
    section: 'reader-experience §4 banner priority, §9 dismissal windows',
    source: 'core/membership/top-banner.machine.ts',
    exportName: 'topBannerMachine',
    machine: topBannerMachine,
    live: topBannerMachine.provide({
      actors: {
        loadStatus: fromPromise<TopBannerStatus, { userId: string | null }>(async () => ({
          membership: { ...sampleMembership, isCancelled: true, currentPeriodEndsAt: SAMPLE_NOW + 60 * DAY_MS },
          serverFlags: [],
        })),
      },
    }),
    input: sampleBannerContext,
    samples: {
      'banner.dismiss': (context: TopBannerContext) => ({ type: 'banner.dismiss', at: context.now }),
      'banner.clock': (context: TopBannerContext) => ({ type: 'banner.clock', now: context.now + 30 * DAY_MS }),
      // The membership has ended: the reader is offered one again.
      'banner.facts': () => ({ type: 'banner.facts', facts: { viewer: { id: 'reader-1', hasMembership: false }, membership: null } }),
    },
  },
  {
    id: 'plan-switch',
    title: 'Plan switching',
    section: 'reader-experience §4 plan switching',
    source: 'core/membership/plan-switch.machine.ts',
    exportName: 'planSwitchMachine',
    machine: planSwitchMachine,
    live: planSwitchMachine.provide({
      actors: {
        switchPlan: fromPromise<PlanSwitchResult, { membershipType: MembershipStatus['membershipType'] }>(async ({ input }) => ({
          ok: true,
          status: {
            ...sampleMembership,
            switchPlanSchedule: { startAt: sampleMembership.currentPeriodEndsAt, price: { amount: 1500, currency: 'USD' as const }, membershipType: input.membershipType },
          },
        })),
      },
    }),
    input: { productName: 'Quire', membership: sampleMembership },
    samples: {
      'plan.choose': () => ({ type: 'plan.choose', membershipType: 'PREMIUM_MONTHLY' }),
      'plan.statusLoaded': () => ({ type: 'plan.statusLoaded', membership: sampleMembership }),
    },
  },
  {
    id: 'cancel-membership',
    title: 'Cancel membership dialog',
    section: 'reader-experience §2.14, §4 cancelling',
    source: 'core/membership/cancel-membership.machine.ts',
    exportName: 'cancelMembershipMachine',
    machine: cancelMembershipMachine,
    live: cancelMembershipMachine.provide({
      actors: { cancelMembership: fromPromise<CancelMembershipResult>(async () => ({ ok: true, status: { ...sampleMembership, isCancelled: true } })) },
    }),
    input: undefined,
    samples: {},
  },
  {
    id: 'reactivate-membership',
    title: 'Reactivate membership modal',
    section: 'reader-experience §2.11, §4 reactivation offer',
    source: 'core/membership/reactivate-membership.machine.ts',
    exportName: 'reactivateMembershipMachine',
    machine: reactivateMembershipMachine,
    live: reactivateMembershipMachine.provide({
      actors: { uncancelMembership: fromPromise(async () => ({ __typename: 'MutationSuccess' })) },
    }),
    input: { hydrated: false, hash: '#reactivateMembership' },
    samples: {
      'reactivate.hashChanged': () => ({ type: 'reactivate.hashChanged', hash: '#reactivateMembership' }),
      'reactivate.membershipLoaded': () => ({ type: 'reactivate.membershipLoaded', membership: { membershipId: 'membership-1' } }),
    },
  },
  {
    id: 'following-latest',
    title: 'Following-latest dot',
    section: 'reader-experience §4 following-latest indicator, §2.4',
    source: 'core/following/following-latest.machine.ts',
    exportName: 'followingLatestMachine',
    machine: followingLatestMachine,
    live: followingLatestMachine,
    input: { entityId: 'writer-1', lastPublishedAt: SAMPLE_NOW - DAY_MS, lastSeen: {} },
    samples: {
      'followingLatest.published': (context: { lastPublishedAt: number | null }) => ({
        type: 'followingLatest.published',
        at: (context.lastPublishedAt ?? SAMPLE_NOW) + DAY_MS,
      }),
      'followingLatest.storageChanged': () => ({ type: 'followingLatest.storageChanged', lastSeen: {} }),
    },
  },
  {
    id: 'clap',
    title: 'Clap',
    section: 'reader-experience §9 claps; platform-reference §3 clap state per post',
    source: 'core/claps/clap.machine.ts',
    exportName: 'clapMachine',
    machine: clapMachine,
    live: clapMachine.provide({
      actors: {
        sendClaps: fromPromise<ClapAnswer, SendClapsInput>(async ({ input }) => ({ clapCount: 120 + input.claps, viewerClapCount: input.claps })),
      },
    }),
    input: { postId: 'post-1', viewerId: 'reader-1', isAuthor: false, clapCount: 120, viewerClapCount: 0, clientIdPrefix: 'gallery' },
    samples: {
      'clap.refresh': (context: { settled: { clapCount: number; viewerClapCount: number } }) => ({ type: 'clap.refresh', ...context.settled }),
    },
  },
  {
    id: 'follow',
    title: 'Follow and mute',
    section: 'reader-experience §4 follow',
    source: 'core/following/follow.machine.ts',
    exportName: 'followMachine',
    machine: followMachine,
    live: followMachine.provide({
      actors: {
        setFollowing: fromPromise<FollowAnswer, SetFollowingInput>(async ({ input }) => ({
          isFollowing: input.follow,
          followerCount: input.follow ? 121 : 120,
          viewerFollowingCount: input.follow ? 8 : 7,
        })),
        setMuting: fromPromise<MuteAnswer, SetMutingInput>(async ({ input }) => ({ isMuting: input.mute })),
      },
    }),
    input: {
      target: { kind: 'user', id: 'writer-1', name: 'Maya Chen' },
      viewerId: 'reader-1',
      productName: 'Quire',
      truth: { isFollowing: false, followerCount: 120, viewerFollowingCount: 7, isMuting: false },
    },
    samples: {
      'follow.refresh': () => ({
        type: 'follow.refresh',
        truth: { isFollowing: true, followerCount: 121, viewerFollowingCount: 8, isMuting: false },
      }),
    },
  },
  {
    id: 'sidebar',
    title: 'Left sidebar',
    section: 'reader-experience §2.4',
    source: 'core/layout/sidebar.machine.ts',
    exportName: 'sidebarMachine',
    machine: sidebarMachine,
    live: sidebarMachine,
    input: { mode: 'fixed', rememberedOpen: true },
    samples: {
      'sidebar.viewport': (context: { mode: string }) => ({ type: 'sidebar.viewport', mode: context.mode === 'fixed' ? 'drawer' : 'fixed' }),
    },
  },
  {
    id: 'sidebar-tooltip',
    title: 'Sidebar first-time tooltip',
    section: 'reader-experience §2.4 sidebar tooltip, §9 tooltip show delay',
    source: 'core/layout/sidebar-tooltip.machine.ts',
    exportName: 'sidebarTooltipMachine',
    machine: sidebarTooltipMachine,
    live: sidebarTooltipMachine,
    input: { seen: false },
    samples: {},
  },
  {
    id: 'edge-cache',
    title: 'Edge-cache decision',
    section: 'platform-reference §9 edge cache',
    source: 'core/edge-cache/edge-cache.machine.ts',
    exportName: 'edgeCacheMachine',
    machine: edgeCacheMachine,
    live: edgeCacheMachine,
    input: undefined,
    samples: {
      'edgeCache.enable': () => ({ type: 'edgeCache.enable', tags: ['home'] }),
      'edgeCache.disable': () => ({ type: 'edgeCache.disable', reason: 'STAFF' }),
    },
  },
  {
    id: 'feed-pager',
    title: 'Feed pager (Show more)',
    section: 'platform-reference §7 feeds (paging): the home feed\'s "Show more" pager',
    source: 'core/feed/feed-pager.machine.ts',
    exportName: 'createFeedPagerMachine',
    machine: feedPagerMachine,
    live: feedPagerMachine.provide({
      actors: { fetchPage: fromPromise<FeedPage<{ id: string }>, { cursor: string }>(async () => ({ items: [{ id: 'post-3' }, { id: 'post-4' }], next: null })) },
    }),
    input: { items: [{ id: 'post-1' }, { id: 'post-2' }], next: 'cursor-2' },
    samples: {},
  },
  {
    id: 'search-popover',
    title: 'Search popover (predictive search)',
    section: 'reader-experience §2.5, §7, §9 predictive search; platform-reference §4 results per query',
    source: 'core/search/search-popover.machine.ts',
    exportName: 'createSearchPopoverMachine',
    machine: searchPopoverMachine,
    live: searchPopoverMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<SampleSuggestions, { query: string }>(async ({ input }) => ({ query: input.query, titles: [`Making ${input.query}`] })),
      },
    }),
    input: { query: '', recent: ['statecharts', 'vite'] },
    samples: {
      // One more letter typed: the wait for a pause starts again.
      'search.input': (context: SearchPopoverContext<SampleSuggestions>) => ({ type: 'search.input', query: `${context.query}m` }),
      'search.move': () => ({ type: 'search.move', key: 'ArrowDown', count: 3 }),
      'search.removeRecent': (context: SearchPopoverContext<SampleSuggestions>) => ({ type: 'search.removeRecent', query: context.recent[0] ?? 'statecharts' }),
    },
  },
  {
    id: 'post-lifecycle',
    title: 'A story’s lifecycle (draft, scheduled, published, unlisted, trash)',
    section: 'platform-reference §2.2 Your Stories tabs; reader-experience §4 moves, §7 deletePost/UndeletePostMutation, §9 trash after 14 days',
    source: 'core/content/post-lifecycle.machine.ts',
    exportName: 'postLifecycleMachine',
    machine: postLifecycleMachine,
    live: postLifecycleMachine,
    input: {
      lifecycle: { type: 'STORY', visibility: 'PUBLIC', isLocked: false, publishedAt: null, previouslyPublishedAt: null, scheduledAt: null, deletedAt: null },
    },
    samples: {
      'post.publish': () => ({ type: 'post.publish', actor: SAMPLE_AUTHOR, isLocked: false, now: SAMPLE_NOW }),
      'post.schedule': () => ({ type: 'post.schedule', actor: SAMPLE_AUTHOR, isLocked: false, scheduledAt: SAMPLE_NOW + DAY_MS, now: SAMPLE_NOW }),
      'post.scheduleDue': () => ({ type: 'post.scheduleDue', now: SAMPLE_NOW + 2 * DAY_MS }),
      'post.move': (context: { lifecycle: { visibility: string; publishedAt: number | null } }) => ({
        type: 'post.move',
        actor: SAMPLE_AUTHOR,
        tab: context.lifecycle.publishedAt === null ? 'PUBLIC' : context.lifecycle.visibility === 'UNLISTED' ? 'PUBLIC' : 'UNLISTED',
      }),
      'post.trash': () => ({ type: 'post.trash', actor: SAMPLE_AUTHOR, now: SAMPLE_NOW }),
      'post.undelete': () => ({ type: 'post.undelete', actor: SAMPLE_AUTHOR }),
      'post.sweep': () => ({ type: 'post.sweep', now: SAMPLE_NOW + 15 * DAY_MS }),
    },
  },
  {
    id: 'submission',
    title: 'A submission to a publication (writer outbox, editor inbox)',
    section: 'platform-reference §3 submission status; reader-experience §2.4 writer outbox, §2.7 editor inbox',
    source: 'core/publication/submission.machine.ts',
    exportName: 'submissionMachine',
    machine: submissionMachine,
    live: submissionMachine,
    input: undefined,
    samples: {
      'submission.submit': () => ({ type: 'submission.submit', actor: SAMPLE_SUBMISSION_WRITER }),
      'submission.triage': () => ({ type: 'submission.triage', actor: SAMPLE_SUBMISSION_EDITOR }),
      'submission.review': () => ({ type: 'submission.review', actor: SAMPLE_SUBMISSION_EDITOR }),
      'submission.requestChanges': () => ({ type: 'submission.requestChanges', actor: SAMPLE_SUBMISSION_EDITOR }),
      'submission.resubmit': () => ({ type: 'submission.resubmit', actor: SAMPLE_SUBMISSION_WRITER }),
      'submission.withdraw': () => ({ type: 'submission.withdraw', actor: SAMPLE_SUBMISSION_WRITER }),
      'submission.accept': () => ({ type: 'submission.accept', actor: SAMPLE_SUBMISSION_EDITOR }),
      'submission.reject': () => ({ type: 'submission.reject', actor: SAMPLE_SUBMISSION_EDITOR }),
      'submission.cancel': () => ({ type: 'submission.cancel', actor: SAMPLE_SUBMISSION_WRITER }),
    },
  },
  {
    id: 'autosave',
    title: 'Editor autosave',
    section: 'issue 15 editor autosave; reader-experience §4 409: Conflict',
    source: 'core/editor/autosave.machine.ts',
    exportName: 'autosaveMachine',
    machine: autosaveMachine,
    live: autosaveMachine.provide({
      actors: {
        save: fromPromise<SaveAnswer, SaveDraftRequest>(async ({ input }) => ({ kind: 'saved', postId: input.postId ?? 'post-1', revision: input.baseRevision + 1 })),
        loadServerCopy: fromPromise<ServerCopy, { postId: string }>(async () => ({ revision: 7, content: { title: 'Their title', subtitle: '', body: [] } })),
      },
    }),
    input: { postId: 'post-1', revision: 3, content: { title: 'A story', subtitle: '', body: [] } },
    samples: {
      'editor.edit': (context: { content: { title: string } }) => ({
        type: 'editor.edit',
        content: { title: `${context.content.title}!`, subtitle: '', body: [] },
        at: SAMPLE_NOW,
      }),
    },
  },
];

export const registryEntry = (id: string): RegistryEntry | undefined => REGISTRY.find((e) => e.id === id);
