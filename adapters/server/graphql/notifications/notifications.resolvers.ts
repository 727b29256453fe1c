// Resolvers for notifications.graphql.ts: thin. The wording and the settings' rules come from core/notifications/;
// the store answers the page, the count and the marks. Errors are the result union's members with the message the
// reader sees; a query asked signed out is UNAUTHENTICATED, except the badge's count, which is 0.
import { decodeCursor, encodeCursor } from '../../../../core/highlights/reading-history.ts';
import { isNotificationKind, KIND_RULES, SETTABLE_KINDS } from '../../../../core/notifications/notification-kinds.ts';
import { notificationText } from '../../../../core/notifications/notification-wording.ts';
import type { NotificationRecord } from '../../../../core/ports/notifications-repository.port.ts';
import { publicationPath, userPath } from '../../../../core/routing/links.ts';
import { pathTo } from '../../../../core/routing/paths.ts';
import { settingsPath } from '../../../../core/routing/settings.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { postUrl } from '../posts/posts.resolvers.ts';
import { signedInViewer } from '../shared/session.ts';
import { readUnsubscribeToken } from '../../../../core/notifications/unsubscribe-token.ts';
import { unsubscribeSigner } from '../../notifications/unsubscribe-signer.ts';
import { DIGEST_LABEL, unsubscribeByToken, UNSUBSCRIBE_INVALID } from '../../notifications/notification-unsubscribe.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;
const MAX_PAGE = 50;
const UNAUTHORIZED = { __typename: 'Unauthorized', message: 'Sign in to see your notifications.' } as const;

const pageSize = (first: number | null | undefined): number => (typeof first === 'number' && first >= 1 ? Math.min(Math.floor(first), MAX_PAGE) : NOTIFICATIONS_PAGE_SIZE);

async function statusOf(ctx: GraphQLContext) {
  return { unreadNotificationCount: ctx.viewerId ? await ctx.repos.notifications.unreadCount(ctx.viewerId) : 0 };
}

async function settingsOf(ctx: GraphQLContext, userId: string) {
  const settings = await ctx.repos.notifications.settings(userId);
  const shown = new Set(SETTABLE_KINDS);
  return {
    digest: settings.digest,
    kinds: settings.kinds
      .filter((s) => shown.has(s.kind))
      .map((s) => ({ ...s, label: KIND_RULES[s.kind].label, emailable: KIND_RULES[s.kind].email !== 'NEVER' })),
  };
}

const loadPost = (ctx: GraphQLContext, n: NotificationRecord) => (n.postId ? ctx.loaders.postById.load(n.postId) : Promise.resolve(null));

/** A response to a list (no story): the list's name, which the notification names instead of the response's title. */
async function listNameOf(ctx: GraphQLContext, n: NotificationRecord): Promise<string | null> {
  if (n.postId || !n.responseId) return null;
  const listId = (await ctx.loaders.responseCountsByPostId.load(n.responseId)).inResponseToCatalogId;
  return listId ? ((await ctx.repos.lists.catalogById(listId))?.name ?? null) : null;
}

export const notificationsResolvers: Resolvers = {
  Notification: {
    createdAt: (n) => n.createdAt.getTime(),
    read: (n) => n.readAt !== null,
    othersCount: (n) => n.others,
    actor: (n, _, ctx) => (n.actorId ? ctx.loaders.userById.load(n.actorId) : null),
    post: async (n, _, ctx) => {
      const post = await loadPost(ctx, n);
      return post && post.publishedAt !== null ? post : null;
    },
    async text(n, _, ctx) {
      const [actor, post, publication, listName] = await Promise.all([
        n.actorId ? ctx.loaders.userById.load(n.actorId) : null,
        loadPost(ctx, n),
        n.publicationId ? ctx.loaders.publicationById.load(n.publicationId) : null,
        listNameOf(ctx, n),
      ]);
      return notificationText({ kind: n.kind, actorName: actor?.name ?? null, others: n.others, storyTitle: post?.title ?? null, listName, publicationName: publication?.name ?? null, productName: ctx.productName });
    },
    async href(n, _, ctx) {
      if (n.kind === 'PAYMENT_FAILED' || n.kind === 'MEMBERSHIP_ENDING') return settingsPath('membership');
      // Issue 22: an invitation opens the publication's people page (accept or decline there); changes asked for open
      // the writer's outbox (the story is still a draft).
      if ((n.kind === 'ADDED_AS_WRITER' || n.kind === 'ADDED_AS_EDITOR') && n.publicationId) {
        const publication = await ctx.loaders.publicationById.load(n.publicationId);
        if (publication) return pathTo('ShowCollectionPermissions', { collectionSlug: publication.slug });
      }
      if (n.kind === 'CHANGES_REQUESTED') return pathTo('ShowWriterOutbox', {});
      const target = n.responseId ? await ctx.loaders.postById.load(n.responseId) : await loadPost(ctx, n);
      if (target && target.publishedAt !== null) return postUrl(ctx, target);
      if (n.publicationId) {
        const publication = await ctx.loaders.publicationById.load(n.publicationId);
        if (publication) return publicationPath(publication.slug);
      }
      const actor = n.actorId ? await ctx.loaders.userById.load(n.actorId) : null;
      return actor ? userPath(actor.username) : settingsPath('notifications');
    },
  },
  Query: {
    notificationStatus: (_, __, ctx) => statusOf(ctx),
    async notifications(_, args, ctx) {
      const viewerId = signedInViewer(ctx);
      const limit = pageSize(args.first);
      const page = await ctx.repos.notifications.page(viewerId, args.tab === 'RESPONSES' ? 'RESPONSES' : 'ALL', limit, decodeCursor(args.after));
      return { items: page.rows, nextCursor: page.next ? encodeCursor(page.next) : null };
    },
    notificationSettings: (_, __, ctx) => settingsOf(ctx, signedInViewer(ctx)),
    async notificationUnsubscribe(_, { token }, ctx) {
      const claim = readUnsubscribeToken(token, await unsubscribeSigner(ctx.repos.serverSecrets));
      if (!claim) return null;
      const settings = await ctx.repos.notifications.settings(claim.userId);
      if (claim.kind === 'DIGEST') return { kind: 'DIGEST', label: DIGEST_LABEL, emailOn: settings.digest !== 'OFF' };
      const setting = settings.kinds.find((s) => s.kind === claim.kind);
      return { kind: claim.kind, label: KIND_RULES[claim.kind].label, emailOn: setting?.email ?? false };
    },
  },
  Mutation: {
    async markNotificationsRead(_, { upTo }, ctx) {
      if (!ctx.viewerId) return UNAUTHORIZED;
      if (!Number.isFinite(upTo) || upTo < 0 || upTo > 8.64e15) return { __typename: 'BadRequest', message: 'upTo must be a time in milliseconds.' };
      const marked = await ctx.repos.notifications.markRead(ctx.viewerId, new Date(upTo));
      return { __typename: 'NotificationsMarkedRead', marked, status: await statusOf(ctx) };
    },
    async setNotificationKindSetting(_, { kind, inApp, email }, ctx) {
      if (!ctx.viewerId) return UNAUTHORIZED;
      if (!isNotificationKind(kind) || !KIND_RULES[kind].optional) return { __typename: 'BadRequest', message: 'This kind of notification cannot be turned off.' };
      if (email && KIND_RULES[kind].email === 'NEVER') return { __typename: 'BadRequest', message: 'This kind of notification is not sent by e-mail.' };
      await ctx.repos.notifications.setKind(ctx.viewerId, { kind, inApp, email });
      return { __typename: 'NotificationSettingsSaved', settings: await settingsOf(ctx, ctx.viewerId) };
    },
    async unsubscribeNotificationEmail(_, { token }, ctx) {
      const done = await unsubscribeByToken({ notifications: ctx.repos.notifications, secrets: ctx.repos.serverSecrets }, token);
      if (!done) return { __typename: 'BadRequest', message: UNSUBSCRIBE_INVALID };
      return { __typename: 'NotificationEmailUnsubscribed', kind: done.kind, label: done.label };
    },
    async setNotificationDigest(_, { digest }, ctx) {
      if (!ctx.viewerId) return UNAUTHORIZED;
      await ctx.repos.notifications.setDigest(ctx.viewerId, digest);
      return { __typename: 'NotificationSettingsSaved', settings: await settingsOf(ctx, ctx.viewerId) };
    },
  },
  MarkNotificationsReadResult: { __resolveType: (result) => result.__typename },
  NotificationSettingsResult: { __resolveType: (result) => result.__typename },
  UnsubscribeNotificationEmailResult: { __resolveType: (result) => result.__typename },
};
