// Issue 22 part B: the settings of a publication (reader-experience §2.6), for its owners and editors only, each
// change checked by core's rules (a bad colour, a `javascript:` link, a taken subpage address: BAD_USER_INPUT with
// the rule's message) and written by the store in one statement or transaction; the store's wrapper purges every
// cached page of the publication (edge-cache/purge-on-write.ts). And what the publication's pages read.
import { randomUUID } from 'node:crypto';
import { decodeAllCursor, encodeAllCursor } from '../../../../core/publication/all-stories.ts';
import { archiveRange, isArchiveDate, type ArchiveDate } from '../../../../core/publication/archive.ts';
import { CUSTOM_DOMAIN_MESSAGES, parseCustomDomain } from '../../../../core/publication/custom-domain.ts';
import { customDomainView } from '../shared/custom-domain.ts';
import { parseNavigation } from '../../../../core/publication/navigation.ts';
import {
  canChangeSettings,
  paragraphsToText,
  parseAbout,
  parseInfo,
  parseSections,
  parseSubpage,
  SETTINGS_LIMITS,
  type SettingsResult,
} from '../../../../core/publication/settings.ts';
import type { AllOrder, PublicationSettings } from '../../../../core/ports/publication-settings.port.ts';
import { pathTo } from '../../../../core/routing/paths.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, forbidden, notFound } from '../shared/errors.ts';
import { feedPage, pagingOf, singlePageFeed } from '../shared/feed-page.ts';
import { signedInViewer } from '../shared/session.ts';
import { requestScoped } from '../shared/request-scoped.ts';
import { edgeListConnection, followedEdge } from '../following/followed-entities.ts';

const TRENDING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The publication's settings row, read once per request per publication. */
const settingsCache = requestScoped(() => new Map<string, Promise<PublicationSettings | null>>());
function settingsOf(ctx: GraphQLContext, publicationId: string): Promise<PublicationSettings | null> {
  const cache = settingsCache.of(ctx);
  let found = cache.get(publicationId);
  if (!found) {
    found = ctx.repos.publicationSettings.settingsOf(publicationId);
    cache.set(publicationId, found);
  }
  return found;
}

/** The one place the settings ask who may change them (the role table of issue 22 part A will answer it). */
async function settingsAccess(ctx: GraphQLContext, publicationId: string): Promise<PublicationSettings> {
  signedInViewer(ctx);
  const settings = await settingsOf(ctx, publicationId);
  if (!settings) throw notFound('There is no such publication.');
  const edge = await ctx.loaders.collectionEdge.load(publicationId);
  if (!canChangeSettings(edge.staffRole)) throw forbidden("Only the publication's owners and editors may change its settings.");
  return settings;
}

function ok<T>(result: SettingsResult<T>): T {
  if (!result.ok) throw badInput(result.message);
  return result.value;
}

/** The settings as they are after a write (the request's cached row is dropped first). */
async function fresh(ctx: GraphQLContext, publicationId: string): Promise<PublicationSettings> {
  settingsCache.of(ctx).delete(publicationId);
  return (await settingsOf(ctx, publicationId))!;
}

/** The site's host and own hosts; without a request behind the operation, localhost's. */
const siteHostsOf = (ctx: GraphQLContext) => ctx.siteHosts ?? { host: 'localhost', own: new Set(['localhost']) };

const ORDERS: Record<string, AllOrder> = { NEWEST: 'newest', EARLIEST: 'earliest', MOST_POPULAR: 'most-popular' };

export const publicationSettingsResolvers: Resolvers = {
  Query: {
    async publicationSettings(_, { slug }, ctx) {
      const publication = await ctx.loaders.publicationBySlug.load(slug);
      if (!publication) return null;
      return settingsAccess(ctx, publication.id);
    },
  },
  Mutation: {
    async updatePublicationInfo(_, { publicationId, input }, ctx) {
      const current = await settingsAccess(ctx, publicationId);
      const info = ok(parseInfo({ ...input, headerImageId: input.headerImageId ?? null }));
      // A new image must be one uploaded here; the one the header already has stays as it is.
      if (info.headerImageId !== null && info.headerImageId !== current.headerImageId && !(await ctx.repos.media.find(info.headerImageId))) {
        throw badInput('The header image is not an uploaded image.');
      }
      await ctx.repos.publicationSettings.updateInfo(publicationId, info);
      return fresh(ctx, publicationId);
    },
    async updatePublicationSections(_, { publicationId, sections }, ctx) {
      await settingsAccess(ctx, publicationId);
      await ctx.repos.publicationSettings.replaceSections(publicationId, ok(parseSections(sections)));
      return fresh(ctx, publicationId);
    },
    async updatePublicationNavigation(_, { publicationId, items }, ctx) {
      await settingsAccess(ctx, publicationId);
      const parsed = parseNavigation(items);
      if (!parsed.ok) throw badInput(parsed.index < items.length ? `Tab ${parsed.index + 1}: ${parsed.message}` : parsed.message);
      await ctx.repos.publicationSettings.replaceNavigation(publicationId, parsed.items);
      return fresh(ctx, publicationId);
    },
    async updatePublicationAbout(_, { publicationId, input }, ctx) {
      await settingsAccess(ctx, publicationId);
      await ctx.repos.publicationSettings.updateAbout(publicationId, ok(parseAbout(input)));
      return fresh(ctx, publicationId);
    },
    async createPublicationSubpage(_, { publicationId, input }, ctx) {
      await settingsAccess(ctx, publicationId);
      const subpage = ok(parseSubpage(input));
      const result = await ctx.repos.publicationSettings.createSubpage(publicationId, subpage, randomUUID(), SETTINGS_LIMITS.subpages);
      if (!result.ok) {
        throw badInput(
          result.error === 'SLUG_TAKEN'
            ? `The publication already has a subpage at '${subpage.slug}'.`
            : `A publication has at most ${SETTINGS_LIMITS.subpages} subpages.`,
        );
      }
      return result.subpage;
    },
    async updatePublicationSubpage(_, { publicationId, slug, input }, ctx) {
      await settingsAccess(ctx, publicationId);
      const subpage = ok(parseSubpage(input));
      const result = await ctx.repos.publicationSettings.updateSubpage(publicationId, slug, subpage);
      if (!result.ok) throw result.error === 'NOT_FOUND' ? notFound('There is no such subpage.') : badInput(`The publication already has a subpage at '${subpage.slug}'.`);
      return result.subpage;
    },
    async deletePublicationSubpage(_, { publicationId, slug }, ctx) {
      await settingsAccess(ctx, publicationId);
      return ctx.repos.publicationSettings.deleteSubpage(publicationId, slug);
    },
    async requestPublicationCustomDomain(_, { publicationId, domain }, ctx) {
      const current = await settingsAccess(ctx, publicationId);
      const parsed = parseCustomDomain(domain, siteHostsOf(ctx).own);
      if (!parsed.ok) throw badInput(parsed.message);
      if (parsed.domain === current.domain) throw badInput(`${parsed.domain} is already live for ${current.name}.`);
      const now = ctx.membership ? ctx.membership.now() : new Date();
      if ((await ctx.repos.publicationSettings.requestCustomDomain(publicationId, parsed.domain, now)) === 'TAKEN') throw badInput(CUSTOM_DOMAIN_MESSAGES.taken);
      return fresh(ctx, publicationId);
    },
    async removePublicationCustomDomain(_, { publicationId, which }, ctx) {
      await settingsAccess(ctx, publicationId);
      if (which !== 'PENDING' && which !== 'LIVE') throw badInput('which is PENDING or LIVE.');
      await ctx.repos.publicationSettings.removeCustomDomain(publicationId, which === 'PENDING' ? 'pending' : 'live');
      return fresh(ctx, publicationId);
    },
  },
  PublicationSettings: {
    sections: async (settings, _, ctx) => ctx.repos.publicationHomepage.sectionsOf(settings.id),
    navigationItems: (settings, _, ctx) => ctx.repos.publications.navigationItemsOf([settings.id]).then((m) => m.get(settings.id) ?? []),
    subpages: (settings, _, ctx) => ctx.repos.publicationSettings.subpagesOf(settings.id),
    customDomain: (settings, _, ctx) => customDomainView(settings.domain, settings.pendingDomain, siteHostsOf(ctx).host),
  },
  Subpage: {
    async url(subpage, _, ctx) {
      const publication = await ctx.loaders.publicationById.load(subpage.publicationId);
      return pathTo('ShowCollectionSubpage', { collectionSlug: publication?.slug ?? '', subpageSlug: subpage.slug });
    },
    text: (subpage) => paragraphsToText(subpage.body),
    bodyModel: (subpage) => ({ paragraphs: subpage.body }),
    updatedAt: (subpage) => subpage.updatedAt.getTime(),
  },
  Publication: {
    async seoMetaTags(publication, _, ctx) {
      const settings = await settingsOf(ctx, publication.id);
      return { description: settings?.seoDescription ?? '', robots: settings?.seoRobots ?? 'index, follow' };
    },
    about: async (publication, _, ctx) => (await settingsOf(ctx, publication.id))?.about ?? '',
    writeForUs: async (publication, _, ctx) => (await settingsOf(ctx, publication.id))?.writeForUs ?? '',
    timeZone: async (publication, _, ctx) => (await settingsOf(ctx, publication.id))?.timeZone ?? 'UTC',
    subpage: (publication, { slug }, ctx) => ctx.repos.publicationSettings.subpage(publication.id, slug),
    subpages: (publication, _, ctx) => ctx.repos.publicationSettings.subpagesOf(publication.id),
    async trending(publication, args, ctx) {
      const first = args.first ?? 10;
      if (!Number.isInteger(first) || first < 1 || first > 25) throw badInput('first is a whole number from 1 to 25.');
      const now = ctx.membership ? ctx.membership.now() : new Date();
      const since = new Date(now.getTime() - TRENDING_DAYS * DAY_MS);
      const posts = await ctx.repos.publicationSettings.trending(publication.id, since, first, ctx.viewerId);
      return singlePageFeed(posts, (id) => `trending:${publication.id}:${id}`);
    },
    async featured(publication, _, ctx) {
      const posts = await ctx.repos.publicationHomepage.featured(publication.id, 25, ctx.viewerId);
      return singlePageFeed(posts, (id) => `featured:${publication.id}:${id}`);
    },
    async archive(publication, args, ctx) {
      const date: ArchiveDate = { year: args.year };
      if (args.month != null) date.month = args.month;
      if (args.day != null) date.day = args.day;
      if (!isArchiveDate(date)) throw badInput('The archive has years from 1970, months 1 to 12 and the days each month has.');
      const timeZone = (await settingsOf(ctx, publication.id))?.timeZone ?? 'UTC';
      const range = archiveRange(date, timeZone);
      return feedPage(args.paging, (id) => `archive:${publication.id}:${id}`, (limit, after) =>
        ctx.repos.publicationSettings.archive(publication.id, range, limit, after, ctx.viewerId),
      );
    },
    async archiveIndex(publication, _, ctx) {
      const timeZone = (await settingsOf(ctx, publication.id))?.timeZone ?? 'UTC';
      return ctx.repos.publicationSettings.archiveIndex(publication.id, timeZone);
    },
    async all(publication, args, ctx) {
      const order = ORDERS[args.orderBy ?? 'NEWEST'] ?? 'newest';
      const limit = pagingOf({ limit: args.paging?.limit ?? null }).limit;
      const after = args.paging?.to ? decodeAllCursor(args.paging.to) : null;
      if (args.paging?.to && !after) throw badInput('The paging cursor is not one this feed gave out.');
      const topic = args.topic?.trim().toLowerCase() || null;
      const rows = await ctx.repos.publicationSettings.all(publication.id, order, topic, limit + 1, after, ctx.viewerId);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(({ cursor: _cursor, ...post }) => ({ feedId: `all:${order}:${post.id}`, post })),
        pagingInfo: { next: rows.length > limit && last ? { limit, to: encodeAllCursor(last.cursor) } : null },
      };
    },
    followers: (publication, args, ctx) =>
      edgeListConnection(
        args,
        (limit, after) => ctx.repos.follows.publicationFollowersOf(publication.id, limit, after),
        (id) => ctx.loaders.userById.load(id),
        followedEdge,
      ),
  },
};
