// Topics and tags: a topic's stories, a tag's stories, every topic, and a publication's stories under a tag.
import { tagPath, topicPath } from '../../../../core/routing/links.ts';
import { pathTo } from '../../../../core/routing/paths.ts';
import { feedAlternate } from '../../../../core/feed-syndication/feed-scope.ts';
import { ExploreTopicsQuery, PublicationTaggedQuery, TagPageQuery, TopicPageQuery } from '../../../../ui/topic-queries.ts';
import { legacyTopicsLocation, tagTabOf, tagTabPath } from '../../../../core/reader-pages/tag-pages.ts';
import { TagRecommendedQuery, TagWritersQuery } from '../../../../ui/reader-pages/reader-pages-queries.ts';
import { archiveDateOf, archiveLabel } from '../../../../core/publication/archive.ts';
import { dayFromBrowseDate, dayFromSlug, daySlug, isShownDay, topStoriesHeading, topStoriesPath, TOP_STORIES_PAGE_SIZE, utcDay, type Day } from '../../../../core/browse/top-stories.ts';
import { onPublicOrigin } from '../../../../core/routing/navigation.ts';
import { TagArchiveIndexQuery, TagArchiveQuery, TopStoriesQuery, BROWSE_PAGE_SIZE } from '../../../../ui/browse/browse-queries.ts';
import { CURATION_STORIES, TopicCurationQuery } from '../../../../ui/topics/topic-curation-operations.ts';
import type { PageLoad, PageData, ServerPage } from './page-load.ts';

const isoDay = (day: Day) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/**
 * /top-stories (today) and /top-stories/{monthDayYearSlug}: the day's most read and clapped stories
 * (core/browse/top-stories.ts); /browse/top and /browse/top/{date} go there (301, on the public origin). A day after
 * today or no day at all is not found; another spelling of a day, or today's own slug, goes to its address.
 */
async function loadTopStories(load: PageLoad): Promise<PageData> {
  const { route, request, preload, page, notFound, redirect, publicOrigin, productName } = load;
  const today = utcDay(request.now ?? new Date());
  if (route.name === 'ShowBrowseTop') return redirect(onPublicOrigin('/top-stories', publicOrigin));
  if (route.name === 'ShowBrowseTopOn') {
    const day = dayFromBrowseDate(route.params.date ?? '');
    return day && isShownDay(day, today) ? redirect(onPublicOrigin(topStoriesPath(day, today), publicOrigin)) : notFound();
  }
  const slug = route.params.monthDayYearSlug;
  const day = slug === undefined ? today : dayFromSlug(slug);
  if (!day || !isShownDay(day, today)) return notFound();
  const own = topStoriesPath(day, today);
  if (slug !== undefined && slug !== daySlug(day)) return redirect(onPublicOrigin(own, publicOrigin));
  if (slug !== undefined && own === '/top-stories') return redirect(onPublicOrigin(own, publicOrigin), 302);
  await preload(TopStoriesQuery, { day: isoDay(day), paging: { limit: TOP_STORIES_PAGE_SIZE } });
  const heading = topStoriesHeading(day, today);
  return page({ title: `${heading} – ${productName}`, description: `The stories read and clapped most on ${productName}, day by day.`, canonicalPath: own });
}

const CURATION_ROUTES = ['ShowEditTopic', 'ShowTopicAddPosts'];

/** /topic/{topicSlug}/edit and /add-posts (core/topics/topic-curation.ts): staff only (403 for anyone else). */
async function loadTopicCuration({ route, preload, page, notFound, redirect, publicOrigin, productName }: PageLoad): Promise<PageData> {
  const topicSlug = route.params.topicSlug ?? '';
  const topic = (await preload(TopicCurationQuery, { topicSlug, first: CURATION_STORIES }))?.topic;
  if (!topic) return notFound();
  const own = `${topicPath(topic.slug)}/${route.name === 'ShowEditTopic' ? 'edit' : 'add-posts'}`;
  if (topic.slug !== topicSlug) return redirect(onPublicOrigin(own, publicOrigin));
  const title = `Curate ${topic.name}`;
  const meta = { title: `${title} – ${productName}`, description: `Staff curate the topic ${topic.name} on ${productName}.`, canonicalPath: null };
  return topic.viewerCanCurate ? page(meta) : ({ ...page(meta), status: 403 } as PageData);
}

export const topicPage: ServerPage = {
  // A topic's stories, the top stories of a day, and (staff) curating a topic.
  routes: ['ShowTopic', 'ShowTopStories', 'ShowTopStoriesOn', 'ShowBrowseTop', 'ShowBrowseTopOn', ...CURATION_ROUTES],
  signedIn: CURATION_ROUTES,
  async load(load) {
    if (CURATION_ROUTES.includes(load.route.name)) return loadTopicCuration(load);
    if (load.route.name !== 'ShowTopic') return loadTopStories(load);
    const { route, preload, page, notFound, redirect, productName } = load;
    const topicSlug = route.params.topicSlug ?? '';
    const topic = (await preload(TopicPageQuery, { topicSlug }))?.topic;
    if (!topic) return notFound();
    if (topic.slug !== topicSlug) return redirect(topicPath(topic.slug));
    return page({
      title: `${topic.name} – ${productName}`,
      description: topic.description || `Read stories about ${topic.name} on ${productName}.`,
      canonicalPath: topicPath(topic.slug),
      alternate: [feedAlternate({ kind: 'topic', slug: topic.slug, name: topic.name }, productName)],
    });
  },
};

const TAG_ARCHIVE_ROUTES = ['ShowTagArchive', 'ShowTagArchiveYearly', 'ShowTagArchiveMonthly', 'ShowTagArchiveDaily'];

/** /tag/{tagSlug}/archive, /{year}, /{year}/{month}, /{year}/{month}/{day}: a tag's stories by UTC date. */
async function loadTagArchive(load: PageLoad): Promise<PageData> {
  const { route, request, preload, page, notFound, publicOrigin, productName } = load;
  const redirect = (path: string) => load.redirect(onPublicOrigin(path, publicOrigin));
  const tagSlug = route.params.tagSlug ?? '';
  if (route.name === 'ShowTagArchive') {
    const tag = (await preload(TagArchiveIndexQuery, { tagSlug }))?.tag;
    if (!tag) return notFound();
    const own = `${tagPath(tag.slug)}/archive`;
    if (request.path !== own) return redirect(own);
    return page({ title: `Archive of ${tag.displayTitle} – ${productName}`, description: `Every story about ${tag.displayTitle} on ${productName}, by month.`, canonicalPath: own, edgeCache: { kind: 'topic', tagSlug: tag.slug } });
  }
  const date = archiveDateOf(route.params);
  if (!date) return notFound();
  const tag = (await preload(TagArchiveQuery, { tagSlug, year: date.year, month: date.month ?? null, day: date.day ?? null, paging: { limit: BROWSE_PAGE_SIZE } }))?.tag;
  if (!tag) return notFound();
  const own = `${tagPath(tag.slug)}/archive/${date.year}${date.month ? `/${String(date.month).padStart(2, '0')}` : ''}${date.day ? `/${String(date.day).padStart(2, '0')}` : ''}`;
  if (request.path !== own) return redirect(own);
  return page({
    title: `${tag.displayTitle}: ${archiveLabel(date)} – ${productName}`,
    description: `Stories about ${tag.displayTitle} published in ${archiveLabel(date)} on ${productName}.`,
    canonicalPath: own,
    edgeCache: { kind: 'topic', tagSlug: tag.slug },
  });
}

export const tagArchivePage: ServerPage = {
  // A tag's stories, newest first, and its archive by date.
  routes: ['ShowTagPosts', 'ShowTagLatest', ...TAG_ARCHIVE_ROUTES],
  async load(load) {
    if (TAG_ARCHIVE_ROUTES.includes(load.route.name)) return loadTagArchive(load);
    const { route, preload, page, notFound, redirect, productName } = load;
    const tagSlug = route.params.tagSlug ?? '';
    const tag = (await preload(TagPageQuery, { tagSlug }))?.tag;
    if (!tag) return notFound();
    // A slug in other letters goes to the tag's own address.
    if (tag.slug !== tagSlug) return redirect(route.name === 'ShowTagLatest' ? `${tagPath(tag.slug)}/latest` : tagPath(tag.slug));
    return page({
      title: `${tag.displayTitle} – ${productName}`,
      description: `Read stories about ${tag.displayTitle} on ${productName}.`,
      canonicalPath: tagPath(tag.slug),
      edgeCache: { kind: 'topic', tagSlug: tag.slug },
      alternate: [feedAlternate({ kind: 'tag', slug: tag.slug, displayTitle: tag.displayTitle }, productName)],
    });
  },
};

export const exploreTopicsPage: ServerPage = {
  async load({ preload, page, productName }) {
    await preload(ExploreTopicsQuery, {});
    return page({ title: `Explore topics – ${productName}`, description: `Every topic on ${productName}, and how many stories each holds.`, canonicalPath: '/explore-topics' });
  },
};

export const publicationTaggedPage: ServerPage = {
  routes: ['ShowCollectionTagged'],
  async load({ route, request, preload, page, notFound, redirect, productName }) {
    const data = await preload(PublicationTaggedQuery, { collectionSlug: route.params.collectionSlug ?? '', tagSlug: route.params.tagSlug ?? '' });
    const publication = data?.publication;
    const tag = data?.tag;
    if (!publication || !tag) return notFound();
    const own = `${request.domain.kind === 'main' ? publication.url : ''}/tagged/${tag.slug}`;
    // Other spellings of the publication or the tag go to the page's own address.
    if (request.path !== own) return redirect(own);
    return page({
      title: `${tag.displayTitle} in ${publication.name} – ${productName}`,
      description: `Stories about ${tag.displayTitle} in ${publication.name} on ${productName}.`,
      canonicalPath: own,
      search: { scope: { kind: 'publication', id: publication.id, name: publication.name, slug: publication.slug }, publicationPage: true },
      alternate: [feedAlternate({ kind: 'publication', slug: publication.slug, name: publication.name, tag: { slug: tag.slug, displayTitle: tag.displayTitle } }, productName)],
    });
  },
};

/** /tag/{tagSlug}/recommended (core/reader-pages/tag-pages.ts): the stories readers clapped most among the tag's newest. */
export const tagRecommendedPage: ServerPage = {
  async load({ route, preload, page, notFound, redirect, productName }) {
    const tagSlug = route.params.tagSlug ?? '';
    const tag = (await preload(TagRecommendedQuery, { tagSlug }))?.tag;
    if (!tag) return notFound();
    if (tag.slug !== tagSlug) return redirect(tagTabPath(tag.slug, 'recommended'));
    return page({
      title: `Recommended in ${tag.displayTitle} – ${productName}`,
      description: `The stories readers recommend in ${tag.displayTitle} on ${productName}.`,
      canonicalPath: tagTabPath(tag.slug, 'recommended'),
      alternate: [feedAlternate({ kind: 'tag', slug: tag.slug, displayTitle: tag.displayTitle }, productName)],
    });
  },
};

/** /tag/{tagSlug}/who-to-follow and /top-writers (one page): the writers with the most stories under the tag. */
export const tagWhoToFollowPage: ServerPage = {
  async load({ route, preload, page, notFound, redirect, productName }) {
    const tagSlug = route.params.tagSlug ?? '';
    const tag = (await preload(TagWritersQuery, { tagSlug }))?.tag;
    if (!tag) return notFound();
    const tab = tagTabOf(route.name);
    // A slug in other letters goes to the page's own address; /top-writers keeps its own address.
    if (tag.slug !== tagSlug) return redirect(route.name === 'ShowTagTopWriters' ? pathTo('ShowTagTopWriters', { tagSlug: tag.slug }) : tagTabPath(tag.slug, tab));
    return page({
      title: `Who to follow in ${tag.displayTitle} – ${productName}`,
      description: `The writers with the most stories in ${tag.displayTitle} on ${productName}.`,
      canonicalPath: tagTabPath(tag.slug, tab),
    });
  },
};

/** /topics (legacy-topic-redirect): topics live at /explore-topics now; the address is the configured public origin's. */
export const legacyTopicRedirectPage: ServerPage = {
  load: async ({ redirect, publicOrigin }) => redirect(legacyTopicsLocation(publicOrigin)),
};
