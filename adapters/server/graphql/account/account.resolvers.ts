// Issue 21: the Account and Publishing tabs' query and mutations — parse, ask the account service, answer the
// settings as they now are. Signed in only (UNAUTHENTICATED otherwise); xsrf is checked on the parsed document
// for every mutation (request-guard.plugin.ts).
import { publicationPath } from '../../../../core/routing/links.ts';
import { checkUserCustomDomain, USER_CUSTOM_DOMAIN_MESSAGES } from '../../../../core/account/custom-domain.ts';
import { CUSTOM_DOMAIN_MESSAGES } from '../../../../core/publication/custom-domain.ts';
import { customDomainView } from '../shared/custom-domain.ts';
import { alternateUserBanner, type KnownAccount } from '../../../../core/auth/alternate-user.ts';
import { canReadFullPost } from '../../../../core/content/access.ts';
import { exportPath } from '../../account/account.service.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badRequest } from '../shared/errors.ts';
import { signedIn, signedInViewer } from '../shared/session.ts';

export type AccountSettingsParent = { id: string };

async function settingsOf(ctx: GraphQLContext, userId: string) {
  const settings = await ctx.repos.account.settings(userId);
  if (!settings) return null;
  return { ...settings, allowEmailAddressSharingEditorWriter: settings.allowEmailSharing };
}

/** The site's own host (where a custom domain's DNS record points) and every host it answers as itself. */
const siteHostsOf = (ctx: GraphQLContext) => ctx.siteHosts ?? { host: 'localhost', own: new Set(['localhost']) };

function service(ctx: GraphQLContext) {
  if (!ctx.account) throw badRequest('Account changes are made from a browser.');
  return ctx.account;
}

/** The account service behind a signed-in browser request. */
function own(ctx: GraphQLContext) {
  const { viewerId } = signedIn(ctx);
  return { viewerId, account: service(ctx) };
}

const result = async (ctx: GraphQLContext, userId: string, outcome: { ok: true; message: string } | { ok: false; message: string }) => ({
  ok: outcome.ok,
  message: outcome.message,
  settings: await settingsOf(ctx, userId),
});

export const accountResolvers: Resolvers = {
  Query: {
    accountSettings: (_, __, ctx) => (ctx.viewerId ? settingsOf(ctx, ctx.viewerId) : null),
    async alternateUser(_, { postId }, ctx) {
      // Only a browser's own request knows its other accounts (never a server render, whose page may be cached).
      if (!ctx.browserAccounts) return null;
      const post = await ctx.loaders.postById.load(postId);
      if (!post?.isLocked) return null;
      const viewerIsMember = ctx.viewerId ? (await ctx.loaders.membershipByUserId.load(ctx.viewerId)) !== null : false;
      if (canReadFullPost(post, { isMember: viewerIsMember, userId: ctx.viewerId })) return null;
      const { others, remembered } = await ctx.browserAccounts();
      const ids = [...new Set([...others, ...(remembered ? [remembered] : [])])];
      const found = new Map((await Promise.all(ids.map((id) => ctx.repos.users.viewerById(id)))).flatMap((v) => (v ? [[v.id, v] as const] : [])));
      const known = (id: string | null): KnownAccount | null => {
        const account = id ? found.get(id) : undefined;
        return account ? { userId: account.id, username: account.username, redactedEmailAddress: account.emailObfuscated, isMember: account.membership !== null } : null;
      };
      return alternateUserBanner({
        pageNeedsMembership: true,
        viewer: ctx.viewerId ? { id: ctx.viewerId, isMember: viewerIsMember } : null,
        others: others.flatMap((id) => known(id) ?? []),
        remembered: known(remembered),
      });
    },
  },
  Viewer: {
    unverifiedEmail: async (viewer, _, ctx) => (await ctx.repos.account.settings(viewer.id))?.unverifiedEmail ?? null,
    allowEmailAddressSharingEditorWriter: async (viewer, _, ctx) => (await ctx.repos.account.settings(viewer.id))?.allowEmailSharing ?? false,
  },
  User: {
    about: async (user, _, ctx) => {
      const settings = await ctx.repos.account.settings(user.id);
      return { pronouns: settings?.pronouns ?? [], tippingLink: settings?.tippingLink ?? null, joinedAt: (settings?.createdAt ?? new Date(0)).getTime() };
    },
    customDomainState: async (user, _, ctx) => {
      const live = (await ctx.repos.account.settings(user.id))?.customDomain ?? null;
      return { live: live ? { domain: live } : null };
    },
  },
  AccountSettings: {
    customDomain: (settings, _, ctx) => customDomainView(settings.customDomain, settings.pendingCustomDomain, siteHostsOf(ctx).host),
    publications: async (settings, _, ctx) =>
      (await ctx.repos.account.staffPublications(settings.id)).map((p) => ({ ...p, url: publicationPath(p.slug), canLeave: !(p.role === 'OWNER' && p.owners <= 1) })),
    newsletter: (settings, _, ctx) => ctx.repos.account.authorNewsletter(settings.id),
    latestExport: async (settings, _, ctx) => {
      const latest = await ctx.repos.account.latestExport(settings.id);
      return latest ? { id: latest.id, state: latest.state, createdAt: latest.createdAt.getTime(), url: latest.state === 'ready' ? exportPath(latest.id) : null } : null;
    },
  },
  Mutation: {
    async updateProfileInformation(_, { input }, ctx) {
      const { viewerId, account } = own(ctx);
      const outcome = await account.updateProfileInformation(viewerId, {
        name: input.name,
        bio: input.bio,
        pronouns: input.pronouns,
        tippingLink: input.tippingLink,
        ...(input.imageId !== undefined ? { imageId: input.imageId } : {}),
      });
      ctx.loaders.userById.clear(viewerId);
      const errors = outcome.ok ? {} : outcome.errors;
      return {
        ok: outcome.ok,
        nameError: errors.name ?? null,
        bioError: errors.bio ?? null,
        pronounsError: errors.pronouns ?? null,
        tippingLinkError: errors.tippingLink ?? null,
        imageIdError: errors.imageId ?? null,
        settings: await settingsOf(ctx, viewerId),
      };
    },
    async changeUsername(_, { username }, ctx) {
      const { viewerId, account } = own(ctx);
      const outcome = await account.changeUsername(viewerId, username);
      ctx.loaders.userById.clear(viewerId);
      return result(ctx, viewerId, outcome);
    },
    async changeEmail(_, { email }, ctx) {
      const { viewerId, account } = own(ctx);
      return result(ctx, viewerId, await account.requestEmailChange(viewerId, email));
    },
    async sendVerificationEmail(_, __, ctx) {
      const { viewerId, account } = own(ctx);
      return result(ctx, viewerId, await account.sendVerificationEmail(viewerId));
    },
    async setAllowEmailAddressSharingEditorWriter(_, { allow }, ctx) {
      const { viewerId, account } = own(ctx);
      await account.setAllowEmailSharing(viewerId, allow);
      const settings = await settingsOf(ctx, viewerId);
      if (!settings) throw badRequest('There is no such account.');
      return settings;
    },
    async leavePublication(_, { publicationId }, ctx) {
      const { viewerId, account } = own(ctx);
      return result(ctx, viewerId, await account.leavePublication(viewerId, publicationId));
    },
    async renameNewsletter(_, { name }, ctx) {
      const { viewerId, account } = own(ctx);
      const outcome = await account.renameNewsletter(viewerId, name);
      return result(ctx, viewerId, outcome.ok ? { ok: true, message: `Your newsletter is now called ${outcome.name}.` } : outcome);
    },
    async requestDataExport(_, __, ctx) {
      const { viewerId, account } = own(ctx);
      return result(ctx, viewerId, await account.requestExport(viewerId));
    },
    async requestCustomDomain(_, { domain }, ctx) {
      const { viewerId } = own(ctx);
      const current = await ctx.repos.account.settings(viewerId);
      if (!current) throw badRequest('There is no such account.');
      const checked = checkUserCustomDomain(domain, siteHostsOf(ctx).own, current.customDomain);
      if (!checked.ok) return result(ctx, viewerId, checked);
      const now = ctx.membership ? ctx.membership.now() : new Date();
      const stored = await ctx.repos.account.requestCustomDomain(viewerId, checked.domain, now);
      return result(ctx, viewerId, stored === 'OK' ? { ok: true, message: USER_CUSTOM_DOMAIN_MESSAGES.requested(checked.domain) } : { ok: false, message: CUSTOM_DOMAIN_MESSAGES.taken });
    },
    async removeCustomDomain(_, { which }, ctx) {
      const { viewerId } = own(ctx);
      if (which !== 'PENDING' && which !== 'LIVE') throw badRequest('which is PENDING or LIVE.');
      const removed = await ctx.repos.account.removeCustomDomain(viewerId, which === 'PENDING' ? 'pending' : 'live');
      const message = removed === null ? USER_CUSTOM_DOMAIN_MESSAGES.nothingToRemove : which === 'PENDING' ? USER_CUSTOM_DOMAIN_MESSAGES.removedPending : USER_CUSTOM_DOMAIN_MESSAGES.removedLive(removed);
      return result(ctx, viewerId, { ok: removed !== null, message });
    },
    async deleteAccount(_, { confirmUsername, stories }, ctx) {
      const viewerId = signedInViewer(ctx);
      const account = service(ctx);
      const outcome = await account.deleteAccount(viewerId, confirmUsername, stories);
      return { ok: outcome.ok, message: outcome.ok ? 'Your account is deleted.' : outcome.message, settings: outcome.ok ? null : await settingsOf(ctx, viewerId) };
    },
  },
};
