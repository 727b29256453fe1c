// Topics and tags: a topic's stories, a tag's stories, every topic, and a publication's stories under a tag.
import { tagPath, topicPath } from '../../../../core/routing/links.ts';
import { pathTo } from '../../../../core/routing/paths.ts';
import { feedAlternate } from '../../../../core/feed-syndication/feed-scope.ts';
import { ExploreTopicsQuery, PublicationTaggedQuery, TagPageQuery, TopicPageQuery } from '../../../../ui/topic-queries.ts';
import { legacyTopicsLocation, tagTabOf, tagTabPath } from '../../../../core/reader-pages/tag-pages.ts';
import { TagRecommendedQuery, TagWritersQuery } from '../../../../ui/reader-pages/reader-pages-queries.ts';
import type { ServerPage } from './page-load.ts';

export const topicPage: ServerPage = {
  // A topic's stories; editing a topic and adding stories to it are staff tools not built yet.
  routes: ['ShowTopic'],
  async load({ route, preload, page, notFound, redirect, productName }) {
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

export const tagArchivePage: ServerPage = {
  // A tag's stories, newest first; its archive by date is not built yet.
  routes: ['ShowTagPosts', 'ShowTagLatest'],
  async load({ route, preload, page, notFound, redirect, productName }) {
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
