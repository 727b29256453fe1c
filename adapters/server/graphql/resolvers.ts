// Thin resolvers: parse the arguments with core's rules, ask a loader or repository, shape the answer.
import type { VariantFlagsService } from '../flags/variant-flags.service.ts';
import { GraphQLError } from 'graphql';
import { selfFollowMessage } from '../../../core/copy/copy.ts';
import { canReadFullPost, lockedPreview, suspendedView, type ReaderAccess } from '../../../core/content/access.ts';
import { canViewSuspendedContent } from './variant-flags.resolvers.ts';
import {
  isPublished,
  showsPublication,
  type CollectionRole,
  type Post,
  type PostSummary,
  type Publication,
  type User,
} from '../../../core/content/entities.ts';
import { pageOf, parsePaging, type FeedPosition, type PagingInput } from '../../../core/feed/paging.ts';
import { postPath, publicationPath, userPath } from '../../../core/routing/links.ts';
import {
  followingFeedId,
  targetKindOf,
  type FollowingEntityType,
  type FollowingFeedSortType,
} from '../../../core/following/following-feed.ts';
import { decodeFollowCursor, type FollowCursor, type FollowedEntity, type FollowListRow } from '../../postgres/follows.repository.ts';
import type { PublicationSection } from '../../postgres/publication-homepage.repository.ts';
import type { AuthService, EnrolmentRefusal, Requester, SecondFactorProof } from '../auth/auth.service.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import { cardDigits, parseExpirationDate, validateCardInput, type CardInput } from '../../../core/membership/card-input.ts';
import { isPricedCurrency, membershipPrice, priceKeyOf, UNAVAILABLE_MEMBERSHIP_PRICE } from '../../../core/membership/prices.ts';
import {
  billingPeriodOf,
  CURRENCIES,
  MEMBERSHIP_TYPES,
  tierOf,
  type Currency,
  type MembershipStatus,
  type MembershipType,
} from '../../../core/membership/types.ts';
import type { CardDetails } from '../../../core/ports/payment-provider.port.ts';
import type { RateDecision } from '../../../core/limits/rate-limit.ts';
import type { Loaders } from './loaders.ts';
import type { Repositories } from './repositories.ts';

export type GraphQLContext = {
  loaders: Loaders;
  repos: Repositories;
  /** Buying and managing memberships; null where no request stands behind the operation (server rendering). */
  membership: MembershipService | null;
  /** Sign-in; null where no request stands behind the operation (server rendering). */
  auth: AuthService | null;
  requester: Requester | null;
  /** The signed-in reader's id, from the session; null when logged out. */
  viewerId: string | null;
  /** When the session last signed in (ms); null or absent when unknown (core/auth/recent-auth.policy.ts). */
  authenticatedAt?: number | null;
  /** The configured product name, for messages. */
  productName: string;
  /** issue 7: the flags in effect and setVariantFlag; absent where no request stands behind the operation. */
  variantFlags?: VariantFlagsService | null;
  /** platform-reference §6: whether analytics from this request may be stored; absent means no request to ask. */
  analyticsAllowed?: () => Promise<boolean>;
  /** platform-reference §6: the request comes from a bot (its user agent); absent where no request stands behind the operation. */
  bot?: boolean;
  /**
   * Security finding 12: spends the request's network's reports budget, one unit per event, as the report
   * endpoints do; absent where no request stands behind the operation (server rendering).
   */
  reportBudget?: (units: number) => Promise<RateDecision>;
};

function signedIn(ctx: GraphQLContext): { auth: AuthService; viewerId: string } {
  if (!ctx.auth || !ctx.viewerId) throw new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
  return { auth: ctx.auth, viewerId: ctx.viewerId };
}

/** A signed-in reader's request, for changes that may need a recent sign-in or the current second factor. */
function signedInRequest(ctx: GraphQLContext): { auth: AuthService; viewerId: string; requester: Requester } {
  const { auth, viewerId } = signedIn(ctx);
  if (!ctx.requester) throw new GraphQLError('Sign-in needs a browser request.', { extensions: { code: 'BAD_REQUEST' } });
  return { auth, viewerId, requester: ctx.requester };
}

const proofOf = (ctx: GraphQLContext, currentCode: string | null | undefined): SecondFactorProof => ({
  authenticatedAt: ctx.authenticatedAt ?? null,
  currentCode: currentCode?.trim() || null,
});

/** REAUTHENTICATE: ask for a fresh sign-in or the current code; a wrong or locked-out code: its lockout message. */
function enrolmentRefused(refusal: EnrolmentRefusal): GraphQLError {
  const code = refusal.error === 'REAUTHENTICATE' ? 'REAUTHENTICATION_REQUIRED' : refusal.error === 'LOCKED_OUT' ? 'RATE_LIMITED' : 'BAD_USER_INPUT';
  return new GraphQLError(refusal.message, { extensions: { code } });
}

function signIn(ctx: GraphQLContext): { auth: AuthService; requester: Requester } {
  if (!ctx.auth || !ctx.requester) throw new GraphQLError('Sign-in needs a browser request.', { extensions: { code: 'BAD_REQUEST' } });
  return { auth: ctx.auth, requester: ctx.requester };
}

const byTypename = { __resolveType: (value: { __typename: string }) => value.__typename };

function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

/** The viewer and an existing user to act on; following yourself is refused (reader-experience §8). */
async function userTarget(ctx: GraphQLContext, targetUserId: string, action: 'follow' | 'mute'): Promise<{ viewerId: string; user: User }> {
  const { viewerId } = signedIn(ctx);
  const user = await ctx.loaders.userById.load(targetUserId);
  if (!user) throw notFound('There is no such writer.');
  if (user.id === viewerId) {
    throw badInput(action === 'follow' ? selfFollowText(ctx) : 'You cannot mute yourself.');
  }
  return { viewerId, user };
}

async function collectionTarget(ctx: GraphQLContext, targetCollectionId: string): Promise<{ viewerId: string; publication: Publication }> {
  const { viewerId } = signedIn(ctx);
  const publication = await ctx.loaders.publicationById.load(targetCollectionId);
  if (!publication) throw notFound('There is no such publication.');
  return { viewerId, publication };
}

const selfFollowText = (ctx: GraphQLContext) => selfFollowMessage(ctx.productName);

/** After a write, the edges and counts this request already loaded are stale. */
function forgetUser(ctx: GraphQLContext, viewerId: string, userId: string) {
  ctx.loaders.userEdge.clear(userId);
  ctx.loaders.socialStatsByUserId.clear(userId).clear(viewerId);
}
function forgetCollection(ctx: GraphQLContext, publicationId: string) {
  ctx.loaders.collectionEdge.clear(publicationId);
  ctx.loaders.followerCountByPublicationId.clear(publicationId);
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

const millis = (d: Date | null): number | null => (d ? d.getTime() : null);

type FollowListArgs = { first: number; after?: string | null };

/**
 * A follow or mute list as a connection: bad sizes and cursors are refused with a clear message. Each row
 * becomes an edge with its cursor, its time under `timeField` and its node (a user or a publication).
 */
async function edgeListConnection<N>(
  args: FollowListArgs,
  fetchRows: (limit: number, after: FollowCursor | null) => Promise<FollowListRow[]>,
  loadNode: (id: string) => Promise<N | null>,
  timeField: 'followedAt' | 'mutedAt' = 'followedAt',
) {
  if (!Number.isInteger(args.first) || args.first < 1 || args.first > 50) throw badInput('first must be a whole number from 1 to 50.');
  const after = args.after == null ? null : decodeFollowCursor(args.after);
  if (args.after != null && !after) throw badInput('after is not a cursor this list gave out.');
  const rows = await fetchRows(args.first + 1, after);
  const page = rows.slice(0, args.first);
  const nodes = await Promise.all(page.map((row) => loadNode(row.id)));
  const edges = page.flatMap((row, i) => {
    const node = nodes[i];
    return node ? [{ cursor: row.cursor, [timeField]: row.followedAt.getTime(), node }] : [];
  });
  const hasNextPage = rows.length > args.first;
  return { edges, pageInfo: { hasNextPage, endCursor: hasNextPage ? (page[page.length - 1]?.cursor ?? null) : null } };
}

function membershipContext(ctx: GraphQLContext): { viewerId: string; membership: MembershipService } {
  const { viewerId } = signedIn(ctx);
  if (!ctx.membership) throw new GraphQLError('Memberships need a browser request.', { extensions: { code: 'BAD_REQUEST' } });
  return { viewerId, membership: ctx.membership };
}

/** The viewer's own membership status; anyone else's is nobody's business. */
async function ownMembershipStatus(user: User, ctx: GraphQLContext) {
  ownList(user, ctx);
  return ctx.membership ? ctx.membership.status(user.id) : null;
}

type MembershipOutcome = { ok: true; status: MembershipStatus } | { ok: false; code: string; message: string };

type MembershipResultShape = {
  ok: boolean;
  code: string | null;
  message: string | null;
  fieldErrors: { field: string; message: string }[];
  status: MembershipStatus | null;
};

function membershipResult(outcome: MembershipOutcome): MembershipResultShape {
  return outcome.ok
    ? { ok: true, code: null, message: null, fieldErrors: [], status: outcome.status }
    : { ok: false, code: outcome.code, message: outcome.message, fieldErrors: [], status: null };
}

/** The card's fields checked (reader-experience §3 card fields) before any provider sees them. */
function cardDetailsOf(card: CardInput, now: Date): { ok: true; details: CardDetails } | { ok: false; result: MembershipResultShape } {
  const errors = validateCardInput(card, now.getTime());
  const expiry = parseExpirationDate(card.expirationDate);
  const fields = Object.entries(errors);
  if (fields.length > 0 || !expiry) {
    return {
      ok: false,
      result: {
        ok: false,
        code: 'INVALID_CARD',
        message: 'Check the card details.',
        fieldErrors: fields.map(([field, message]) => ({ field, message })),
        status: null,
      },
    };
  }
  return {
    ok: true,
    details: { number: cardDigits(card.number), expirationMonth: expiry.month, expirationYear: expiry.year, cvc: card.cvv.trim(), postalCode: card.postalCode.trim() },
  };
}

/** Who is reading: a member reads locked stories in full, and so does their writer (reader-experience §4). */
async function readerAccess(ctx: GraphQLContext): Promise<ReaderAccess> {
  if (!ctx.viewerId) return { isMember: false, userId: null };
  const membership = await ctx.loaders.membershipByUserId.load(ctx.viewerId);
  return { isMember: membership !== null, userId: ctx.viewerId };
}

/** A page of the publication's stream (publicationPostFeed), newest first. */
async function publicationStream(ctx: GraphQLContext, publicationId: string, limit: number, after: FeedPosition | null) {
  const rows = await ctx.repos.publicationHomepage.streamPage(publicationId, limit + 1, after, ctx.viewerId);
  const page = pageOf(rows, limit);
  return {
    items: page.items.map((post) => ({ feedId: `publication:${publicationId}:${post.id}`, post })),
    pagingInfo: { next: page.next ? { limit, to: page.next } : null },
  };
}

/** Writers and publications by kind and id, typed for the FollowedEntity union; null where one is gone. */
async function loadEntities(ctx: GraphQLContext, rows: readonly { kind: 'user' | 'collection'; id: string }[]) {
  return Promise.all(
    rows.map(async (row) => {
      if (row.kind === 'user') {
        const user = await ctx.loaders.userById.load(row.id);
        return user ? { ...user, __typename: 'User' as const } : null;
      }
      const publication = await ctx.loaders.publicationById.load(row.id);
      return publication ? { ...publication, __typename: 'Publication' as const } : null;
    }),
  );
}

/** A user's followers or following as a connection. */
function followListConnection(args: FollowListArgs, ctx: GraphQLContext, fetchRows: (limit: number, after: FollowCursor | null) => Promise<FollowListRow[]>) {
  return edgeListConnection(args, fetchRows, (id) => ctx.loaders.userById.load(id));
}

/** The viewer's own lists (Viewer is the signed-in user): anyone else's are nobody's business. */
function ownList(user: User, ctx: GraphQLContext): string {
  if (ctx.viewerId !== user.id) throw new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
  return user.id;
}

/** Followed entity rows as FollowedEntityEdges, leaving out any whose writer or publication is gone. */
async function followedEdges(ctx: GraphQLContext, rows: readonly FollowedEntity[]) {
  const entities = await loadEntities(ctx, rows);
  return rows.flatMap((row, i) => {
    const entity = entities[i];
    return entity ? [{ lastPublishedAt: millis(row.lastPublishedAt), node: { id: row.id, entity } }] : [];
  });
}

const kindOfType = (type: FollowingEntityType | null | undefined) => (type ? targetKindOf(type) : null);

async function loadUser(ctx: GraphQLContext, id: string): Promise<User> {
  const user = await ctx.loaders.userById.load(id);
  if (!user) throw new Error(`Post creator ${id} is missing`);
  return user;
}

async function approvedCollection(ctx: GraphQLContext, post: PostSummary): Promise<Publication | null> {
  return showsPublication(post) ? ctx.loaders.publicationById.load(post.publicationId!) : null;
}

export const resolvers = {
  Query: {
    membershipPlans(_: unknown, args: { currency: string }) {
      if (!(CURRENCIES as readonly string[]).includes(args.currency)) throw badInput(`currency must be one of ${CURRENCIES.join(', ')}.`);
      const currency = args.currency as Currency;
      if (!isPricedCurrency(currency)) throw badInput(UNAVAILABLE_MEMBERSHIP_PRICE);
      return MEMBERSHIP_TYPES.map((membershipType) => ({
        membershipType,
        tier: tierOf(membershipType),
        billingPeriod: billingPeriodOf(membershipType),
        price: membershipPrice(priceKeyOf(membershipType), currency),
      }));
    },
    viewer: (_: unknown, __: unknown, ctx: GraphQLContext) => (ctx.viewerId ? ctx.loaders.userById.load(ctx.viewerId) : null),
    async webRecommendedFeed(_: unknown, args: { paging?: PagingInput | null }, ctx: GraphQLContext) {
      const paging = parsePaging(args.paging);
      if (!paging.ok) throw badInput(paging.message);
      const rows = await ctx.loaders.recommendedFeedPage.load({ limit: paging.limit + 1, after: paging.after });
      const page = pageOf(rows, paging.limit);
      return {
        items: page.items.map((post) => ({ feedId: `recommended:${post.id}`, post })),
        pagingInfo: { next: page.next ? { limit: paging.limit, to: page.next } : null },
      };
    },
    async whoToFollow(_: unknown, args: { first: number }, ctx: GraphQLContext) {
      if (!Number.isInteger(args.first) || args.first < 1 || args.first > 10) throw badInput('first must be a whole number from 1 to 10.');
      const rows = await ctx.repos.suggestions.whoToFollow(ctx.viewerId, args.first);
      return (await loadEntities(ctx, rows)).flatMap((entity) => (entity ? [entity] : []));
    },
    async followingFeed(
      _: unknown,
      args: { paging?: PagingInput | null; sortType?: FollowingFeedSortType | null; entityType?: FollowingEntityType | null; selection?: string | null },
      ctx: GraphQLContext,
    ) {
      if (!ctx.viewerId) {
        throw new GraphQLError('Sign in to see the stories of the writers and publications you follow.', { extensions: { code: 'UNAUTHENTICATED' } });
      }
      const paging = parsePaging(args.paging);
      if (!paging.ok) throw badInput(paging.message);
      const kind = kindOfType(args.entityType);
      const selection = args.selection ?? null;
      if (selection !== null) {
        // Only a writer or publication the viewer follows narrows the feed; anything else is a mistake to say so.
        const kinds = kind ? [kind] : (['user', 'collection'] as const);
        const found = (await Promise.all(kinds.map((k) => ctx.repos.follows.followedEntity(ctx.viewerId!, k, selection)))).find((row) => row !== null);
        if (!found) {
          const what = kind === 'user' ? 'a writer' : kind === 'collection' ? 'a publication' : 'a writer or publication';
          throw badInput(`selection is not ${what} you follow.`);
        }
      }
      const rows = await ctx.repos.posts.followingFeed({ viewerId: ctx.viewerId, kind, selection }, paging.limit + 1, paging.after);
      const page = pageOf(rows, paging.limit);
      return {
        items: page.items.map((post) => ({ feedId: followingFeedId(post.id), post })),
        pagingInfo: { next: page.next ? { limit: paging.limit, to: page.next } : null },
      };
    },
    async staffPicksFeed(_: unknown, args: { paging?: PagingInput | null }, ctx: GraphQLContext) {
      const paging = parsePaging(args.paging);
      if (!paging.ok) throw badInput(paging.message);
      if (paging.after) throw badInput('The staff picks come as one page: ask with a limit only.');
      const posts = await ctx.repos.posts.staffPicks(paging.limit);
      return { items: posts.map((post) => ({ feedId: `staff-picks:${post.id}`, post })), pagingInfo: { next: null } };
    },
    async post(_: unknown, args: { id: string }, ctx: GraphQLContext) {
      const post = await ctx.loaders.postById.load(args.id);
      return post && isPublished(post) ? post : null;
    },
    user: (_: unknown, args: { username: string }, ctx: GraphQLContext) =>
      ctx.loaders.userByUsername.load(args.username.replace(/^@/, '')),
    publication: (_: unknown, args: { slug: string }, ctx: GraphQLContext) =>
      ctx.loaders.publicationBySlug.load(args.slug),
    async emailAvailability(_: unknown, args: { email: string }, ctx: GraphQLContext) {
      const { auth, requester } = signIn(ctx);
      const result = await auth.emailAvailability(args.email, requester);
      if (!result.ok) throw new GraphQLError(result.message, { extensions: { code: 'RATE_LIMITED' } });
      return result.available;
    },
    async recommendedTopics(_: unknown, args: { limit: number }, ctx: GraphQLContext) {
      if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > 25) {
        throw badInput('The limit must be a whole number from 1 to 25.');
      }
      return ctx.repos.topics.mostUsed(args.limit);
    },
  },

  Mutation: {
    async startMembership(
      _: unknown,
      args: { input: { membershipType: MembershipType; card: CardInput; idempotencyKey: string } },
      ctx: GraphQLContext,
    ) {
      const { viewerId, membership } = membershipContext(ctx);
      const card = cardDetailsOf(args.input.card, membership.now());
      if (!card.ok) return card.result;
      if (!/^[\w-]{8,64}$/.test(args.input.idempotencyKey)) throw badInput('idempotencyKey must be 8 to 64 letters, digits, _ or -.');
      return membershipResult(await membership.start(viewerId, args.input.membershipType, card.details, `${viewerId}:${args.input.idempotencyKey}`));
    },
    async cancelMembership(_: unknown, __: unknown, ctx: GraphQLContext) {
      const { viewerId, membership } = membershipContext(ctx);
      return membershipResult(await membership.cancel(viewerId));
    },
    async uncancelMembership(_: unknown, args: { input: { membershipId: string } }, ctx: GraphQLContext) {
      const { viewerId, membership } = membershipContext(ctx);
      const result = await membership.uncancel(viewerId, args.input.membershipId);
      return result.ok
        ? { __typename: 'MutationSuccess', membershipId: result.status.membershipId }
        : { __typename: 'MutationError', code: result.code, message: result.message };
    },
    async switchMembershipPlan(_: unknown, args: { membershipType: MembershipType }, ctx: GraphQLContext) {
      const { viewerId, membership } = membershipContext(ctx);
      return membershipResult(await membership.switchPlan(viewerId, args.membershipType));
    },
    async updatePaymentMethod(_: unknown, args: { card: CardInput }, ctx: GraphQLContext) {
      const { viewerId, membership } = membershipContext(ctx);
      const card = cardDetailsOf(args.card, membership.now());
      if (!card.ok) return card.result;
      return membershipResult(await membership.replaceCard(viewerId, card.details));
    },
    async dismissFlag(_: unknown, args: { userId: string; flag: string }, ctx: GraphQLContext) {
      const { viewerId, membership } = membershipContext(ctx);
      if (args.userId !== viewerId) throw new GraphQLError('You can only dismiss your own banners.', { extensions: { code: 'FORBIDDEN' } });
      if (!/^[A-Za-z0-9_:-]{1,80}$/.test(args.flag)) throw badInput('flag must be 1 to 80 letters, digits, _, : or -.');
      await ctx.repos.memberships.dismissFlag(viewerId, args.flag, membership.now().getTime());
      return ctx.loaders.userById.load(viewerId);
    },
    async followUser(_: unknown, args: { targetUserId: string }, ctx: GraphQLContext) {
      const { viewerId, user } = await userTarget(ctx, args.targetUserId, 'follow');
      await ctx.repos.follows.followUser(viewerId, user.id);
      forgetUser(ctx, viewerId, user.id);
      return user;
    },
    async unfollowUser(_: unknown, args: { targetUserId: string }, ctx: GraphQLContext) {
      const { viewerId, user } = await userTarget(ctx, args.targetUserId, 'follow');
      await ctx.repos.follows.unfollowUser(viewerId, user.id);
      forgetUser(ctx, viewerId, user.id);
      return user;
    },
    async followCollection(_: unknown, args: { targetCollectionId: string }, ctx: GraphQLContext) {
      const { viewerId, publication } = await collectionTarget(ctx, args.targetCollectionId);
      await ctx.repos.follows.followCollection(viewerId, publication.id);
      forgetCollection(ctx, publication.id);
      return publication;
    },
    async unfollowCollection(_: unknown, args: { targetCollectionId: string }, ctx: GraphQLContext) {
      const { viewerId, publication } = await collectionTarget(ctx, args.targetCollectionId);
      await ctx.repos.follows.unfollowCollection(viewerId, publication.id);
      forgetCollection(ctx, publication.id);
      return publication;
    },
    async muteUser(_: unknown, args: { targetUserId: string }, ctx: GraphQLContext) {
      const { viewerId, user } = await userTarget(ctx, args.targetUserId, 'mute');
      await ctx.repos.follows.setUserMute(viewerId, user.id, true);
      forgetUser(ctx, viewerId, user.id);
      return user;
    },
    async unmuteUser(_: unknown, args: { targetUserId: string }, ctx: GraphQLContext) {
      const { viewerId, user } = await userTarget(ctx, args.targetUserId, 'mute');
      await ctx.repos.follows.setUserMute(viewerId, user.id, false);
      forgetUser(ctx, viewerId, user.id);
      return user;
    },
    async muteCollection(_: unknown, args: { targetCollectionId: string }, ctx: GraphQLContext) {
      const { viewerId, publication } = await collectionTarget(ctx, args.targetCollectionId);
      await ctx.repos.follows.setCollectionMute(viewerId, publication.id, true);
      forgetCollection(ctx, publication.id);
      return publication;
    },
    async unmuteCollection(_: unknown, args: { targetCollectionId: string }, ctx: GraphQLContext) {
      const { viewerId, publication } = await collectionTarget(ctx, args.targetCollectionId);
      await ctx.repos.follows.setCollectionMute(viewerId, publication.id, false);
      forgetCollection(ctx, publication.id);
      return publication;
    },
    sendAcctAuthEmail(
      _: unknown,
      args: { email: string; redirect?: string | null; fullName?: string | null; captchaValue?: string | null; operation: string; type?: string | null },
      ctx: GraphQLContext,
    ) {
      const { auth, requester } = signIn(ctx);
      if (args.operation !== 'login' && args.operation !== 'register') throw badInput('operation must be login or register.');
      const type = args.type === 'LOGIN_CODE' ? 'LOGIN_CODE' : 'DEFAULT_MAGIC_LINK';
      return auth.sendAuthEmail({ ...args, operation: args.operation, type }, requester);
    },
    verifyLoginCode(_: unknown, args: { loginCode: string }, ctx: GraphQLContext) {
      const { auth, requester } = signIn(ctx);
      return auth.verifyLoginCode(args, requester);
    },
    loginWithPassword(_: unknown, args: { email: string; password: string; redirect?: string | null }, ctx: GraphQLContext) {
      const { auth, requester } = signIn(ctx);
      return auth.passwordLogin(args, requester);
    },
    verifyTwoFactorCode(_: unknown, args: { challenge: string; code: string }, ctx: GraphQLContext) {
      const { auth, requester } = signIn(ctx);
      return auth.verifyTwoFactorCode(args, requester);
    },
    async startTwoFactorEnrollment(_: unknown, args: { currentCode?: string | null }, ctx: GraphQLContext) {
      const { auth, viewerId, requester } = signedInRequest(ctx);
      const result = await auth.startTwoFactorEnrollment(viewerId, proofOf(ctx, args.currentCode), requester);
      if (!result.ok) throw enrolmentRefused(result);
      return { secret: result.secret, uri: result.uri };
    },
    async confirmTwoFactorEnrollment(_: unknown, args: { code: string; currentCode?: string | null }, ctx: GraphQLContext) {
      const { auth, viewerId, requester } = signedInRequest(ctx);
      const result = await auth.confirmTwoFactorEnrollment(viewerId, args.code, proofOf(ctx, args.currentCode), requester);
      if (!result.ok) throw enrolmentRefused(result);
      return result.confirmed;
    },
    async clearSignInLockout(_: unknown, args: { username: string }, ctx: GraphQLContext) {
      if (!ctx.auth || !ctx.variantFlags || !(await ctx.variantFlags.isStaff(ctx.viewerId))) {
        throw new GraphQLError('Only staff may clear sign-in lockouts.', { extensions: { code: 'FORBIDDEN' } });
      }
      if (!(await ctx.auth.clearSignInLockout(args.username))) throw notFound(`There is no user called "${args.username}".`);
      return true;
    },
  },

  SendAcctAuthEmailResult: byTypename,
  VerifyLoginCodeResult: byTypename,
  PasswordLoginResult: byTypename,

  Post: {
    async url(post: PostSummary, _: unknown, ctx: GraphQLContext) {
      const [creator, collection] = await Promise.all([loadUser(ctx, post.creatorId), approvedCollection(ctx, post)]);
      return postPath(post, creator.username, collection?.slug);
    },
    creator: (post: PostSummary, _: unknown, ctx: GraphQLContext) => loadUser(ctx, post.creatorId),
    collection: (post: PostSummary, _: unknown, ctx: GraphQLContext) =>
      post.publicationId ? ctx.loaders.publicationById.load(post.publicationId) : null,
    firstPublishedAt: (post: PostSummary) => millis(post.publishedAt),
    latestPublishedAt: (post: PostSummary) => millis(post.latestPublishedAt),
    updatedAt: (post: PostSummary) => post.updatedAt.getTime(),
    primaryTopic: (post: PostSummary, _: unknown, ctx: GraphQLContext) =>
      post.primaryTopicId ? ctx.loaders.topicById.load(post.primaryTopicId) : null,
    tags: (post: PostSummary, _: unknown, ctx: GraphQLContext) => ctx.loaders.tagsByPostId.load(post.id),
    isSuspended: (post: PostSummary) => post.suspendedAt !== null,
    async content(post: PostSummary, _: unknown, ctx: GraphQLContext) {
      // A suspended story's body stays on the server unless the viewer may read suspended stories.
      if (suspendedView({ isSuspended: post.suspendedAt !== null }, await canViewSuspendedContent(ctx)) === 'suspended') {
        return { isLockedPreviewOnly: false, bodyModel: { paragraphs: [] } };
      }
      const full = 'body' in post ? (post as Post) : await ctx.loaders.postById.load(post.id);
      const body = full?.body ?? [];
      const readsAll = canReadFullPost(post, await readerAccess(ctx));
      return {
        isLockedPreviewOnly: !readsAll,
        bodyModel: { paragraphs: readsAll ? body : lockedPreview(body) },
      };
    },
  },

  Viewer: {
    membership: (user: User, _: unknown, ctx: GraphQLContext) => ctx.loaders.membershipByUserId.load(user.id),
    membershipStatus: (user: User, _: unknown, ctx: GraphQLContext) => ownMembershipStatus(user, ctx),
    hasPastMemberships: (user: User, _: unknown, ctx: GraphQLContext) => ctx.repos.memberships.hasPast(ownList(user, ctx)),
    async dismissableFlags(user: User, _: unknown, ctx: GraphQLContext) {
      const flags = await ctx.repos.memberships.dismissedFlags(ownList(user, ctx));
      return flags.map((f) => ({ flag: f.flag, dismissedAt: f.dismissedAt.getTime() }));
    },
    async billingHistory(user: User, args: { first: number }, ctx: GraphQLContext) {
      if (!Number.isInteger(args.first) || args.first < 1 || args.first > 100) throw badInput('first must be a whole number from 1 to 100.');
      const charges = await ctx.repos.memberships.charges(ownList(user, ctx), args.first);
      return charges.map((c) => ({
        id: c.id,
        membershipType: c.membershipType,
        amount: { amount: c.amount, currency: c.currency },
        status: c.status,
        createdAt: c.createdAt.getTime(),
        periodStart: millis(c.periodStart),
        periodEnd: millis(c.periodEnd),
      }));
    },
    viewerEdge: (user: User, _: unknown, ctx: GraphQLContext) => ({ id: `viewer:${user.id}`, membership: ownMembershipStatus(user, ctx) }),
    socialStats: (user: User, _: unknown, ctx: GraphQLContext) => ctx.loaders.socialStatsByUserId.load(user.id),
    async followedEntities(user: User, args: { first: number; type?: FollowingEntityType | null }, ctx: GraphQLContext) {
      if (!Number.isInteger(args.first) || args.first < 1 || args.first > 50) throw badInput('first must be a whole number from 1 to 50.');
      const rows = await ctx.repos.follows.followedEntities(ownList(user, ctx), args.first + 1, kindOfType(args.type));
      return { edges: await followedEdges(ctx, rows.slice(0, args.first)), pageInfo: { hasNextPage: rows.length > args.first } };
    },
    async followedEntity(user: User, args: { type: FollowingEntityType; id: string }, ctx: GraphQLContext) {
      const row = await ctx.repos.follows.followedEntity(ownList(user, ctx), targetKindOf(args.type), args.id);
      return row ? ((await followedEdges(ctx, [row]))[0] ?? null) : null;
    },
    followedUsers: (user: User, args: FollowListArgs, ctx: GraphQLContext) =>
      edgeListConnection(args, (limit, after) => ctx.repos.follows.followingOf(ownList(user, ctx), limit, after), (id) => ctx.loaders.userById.load(id)),
    followedPublications: (user: User, args: FollowListArgs, ctx: GraphQLContext) =>
      edgeListConnection(
        args,
        (limit, after) => ctx.repos.follows.followedPublicationsOf(ownList(user, ctx), limit, after),
        (id) => ctx.loaders.publicationById.load(id),
      ),
    mutedUsers: (user: User, args: FollowListArgs, ctx: GraphQLContext) =>
      edgeListConnection(args, (limit, after) => ctx.repos.follows.mutedUsersOf(ownList(user, ctx), limit, after), (id) => ctx.loaders.userById.load(id), 'mutedAt'),
    mutedPublications: (user: User, args: FollowListArgs, ctx: GraphQLContext) =>
      edgeListConnection(
        args,
        (limit, after) => ctx.repos.follows.mutedPublicationsOf(ownList(user, ctx), limit, after),
        (id) => ctx.loaders.publicationById.load(id),
        'mutedAt',
      ),
  },

  FollowedEntity: byTypename,
  UncancelMembershipResult: byTypename,

  User: {
    membership: (user: User, _: unknown, ctx: GraphQLContext) => ctx.loaders.membershipByUserId.load(user.id),
    url: (user: User) => userPath(user.username),
    async posts(user: User, args: { paging?: PagingInput | null }, ctx: GraphQLContext) {
      const paging = parsePaging(args.paging);
      if (!paging.ok) throw badInput(paging.message);
      const rows = await ctx.repos.posts.postsByCreator(user.id, paging.limit + 1, paging.after);
      const page = pageOf(rows, paging.limit);
      return {
        items: page.items.map((post) => ({ feedId: `user:${user.id}:${post.id}`, post })),
        pagingInfo: { next: page.next ? { limit: paging.limit, to: page.next } : null },
      };
    },
    followers: (user: User, args: FollowListArgs, ctx: GraphQLContext) =>
      followListConnection(args, ctx, (limit, after) => ctx.repos.follows.followersOf(user.id, limit, after)),
    following: (user: User, args: FollowListArgs, ctx: GraphQLContext) =>
      followListConnection(args, ctx, (limit, after) => ctx.repos.follows.followingOf(user.id, limit, after)),
    viewerEdge: async (user: User, _: unknown, ctx: GraphQLContext) => ({
      id: `${user.id}:${ctx.viewerId ?? 'anonymous'}`,
      ...(await ctx.loaders.userEdge.load(user.id)),
    }),
    socialStats: (user: User, _: unknown, ctx: GraphQLContext) => ctx.loaders.socialStatsByUserId.load(user.id),
  },

  Publication: {
    url: (publication: Publication) => publicationPath(publication.slug),
    avatar: (publication: Publication) => (publication.avatarId ? { id: publication.avatarId } : null),
    async viewerEdge(publication: Publication, _: unknown, ctx: GraphQLContext) {
      const edge = await ctx.loaders.collectionEdge.load(publication.id);
      return { id: `${publication.id}:${ctx.viewerId ?? 'anonymous'}`, isFollowing: edge.isFollowing, isMuting: edge.isMuting, viewerStaffRole: edge.staffRole };
    },
    navigationItems: (publication: Publication, _: unknown, ctx: GraphQLContext) =>
      ctx.loaders.navigationItemsByPublicationId.load(publication.id),
    async editors(
      publication: Publication,
      args: { roles?: CollectionRole[] | null; first: number },
      ctx: GraphQLContext,
    ) {
      if (!Number.isInteger(args.first) || args.first < 0 || args.first > 100) {
        throw badInput('first must be a whole number from 0 to 100.');
      }
      const editors = await ctx.loaders.editorsByPublicationId.load(publication.id);
      const roles = args.roles;
      return editors
        .filter((e) => !roles || roles.includes(e.role))
        .slice(0, args.first)
        .map((e) => ({ role: e.role, userId: e.userId }));
    },
    followGraph: async (publication: Publication, _: unknown, ctx: GraphQLContext) => ({
      followerCount: await ctx.loaders.followerCountByPublicationId.load(publication.id),
    }),
    homepage: (publication: Publication) => publication,
    async posts(publication: Publication, args: { paging?: PagingInput | null }, ctx: GraphQLContext) {
      const paging = parsePaging(args.paging);
      if (!paging.ok) throw badInput(paging.message);
      return publicationStream(ctx, publication.id, paging.limit, paging.after);
    },
  },

  PublicationHomepage: {
    id: (publication: Publication) => `homepage:${publication.id}`,
    title: (publication: Publication) => publication.name,
    description: (publication: Publication) => publication.tagline || publication.description,
    async header(publication: Publication, _: unknown, ctx: GraphQLContext) {
      const header = (await ctx.repos.publicationHomepage.headersOf([publication.id])).get(publication.id);
      return {
        color: publication.headerColor ? { rgb: publication.headerColor } : null,
        backgroundImage: header?.imageId
          ? { id: header.imageId, alt: header.imageAlt, focusPercentX: header.focusX, focusPercentY: header.focusY }
          : null,
      };
    },
    sections: (publication: Publication, _: unknown, ctx: GraphQLContext) => ctx.repos.publicationHomepage.sectionsOf(publication.id),
  },

  PublicationSection: {
    async tag(section: PublicationSection, _: unknown, ctx: GraphQLContext) {
      if (section.type !== 'TAG') return null;
      const [tag] = await ctx.repos.publicationHomepage.tagsBySlugs([section.value]);
      return tag ?? { slug: section.value, displayTitle: section.title || section.value };
    },
    async posts(section: PublicationSection, _: unknown, ctx: GraphQLContext) {
      const repo = ctx.repos.publicationHomepage;
      if (section.type === 'LATEST') return publicationStream(ctx, section.publicationId, section.postCount, null);
      const posts =
        section.type === 'FEATURED'
          ? await repo.featured(section.publicationId, section.postCount, ctx.viewerId)
          : await repo.tagged(section.publicationId, section.value, section.postCount, ctx.viewerId);
      return { items: posts.map((post) => ({ feedId: `section:${section.id}:${post.id}`, post })), pagingInfo: { next: null } };
    },
  },

  PublicationEditor: {
    user: (editor: { userId: string }, _: unknown, ctx: GraphQLContext) => loadUser(ctx, editor.userId),
  },
};

