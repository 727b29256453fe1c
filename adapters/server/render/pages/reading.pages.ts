// The reading pages: home, a story, and the sign-in page.
import { suspendedView } from '../../../../core/content/access.ts';
import { postIdFromParam } from '../../../../core/content/post-id.ts';
import { POST_SUSPENDED_MESSAGE } from '../../../../core/copy/copy.ts';
import { feedAlternate } from '../../../../core/feed-syndication/feed-scope.ts';
import { HomeFeedQuery, homeFeedFirstPage, PostPageQuery, RecommendedTopicsQuery, type PostPageData } from '../../../../ui/queries.ts';
import type { PageHead, ServerPage } from './page-load.ts';
import { storyHead } from '../../../../core/stories/story-head.ts';
import { seoOf } from '../../../../core/reader-pages/post-settings.ts';
import { StoryEndQuery } from '../../../../ui/stories/story-end-queries.ts';
import { homeTabOf } from '../../../../core/recommendations/home-tabs.ts';
import { FollowedTopicsQuery } from '../../../../ui/following/topic-follow-operations.ts';
import { HomeFollowingFeedQuery, HomeTopicFeedQuery, homeTabFirstPage, RecommendedStoriesQuery } from '../../../../ui/recommendations/recommendation-operations.ts';
import { postUpvotesPage } from './claps.pages.ts';

export const homePage: ServerPage = {
  async load({ preload, page, productName, ctx, route }) {
    // Issue 18: a signed-in reader's Home has tabs (For you, Following, a followed topic); the tab's first page loads.
    const tab = ctx.viewerId ? homeTabOf(route.params, (await preload(FollowedTopicsQuery, {}))?.followedTopics ?? []) : { kind: 'for-you' as const };
    const feed =
      tab.kind === 'following'
        ? preload(HomeFollowingFeedQuery, homeTabFirstPage)
        : tab.kind === 'topic'
          ? preload(HomeTopicFeedQuery, { ...homeTabFirstPage, tagSlug: tab.slug })
          : preload(HomeFeedQuery, homeFeedFirstPage);
    await Promise.all([feed, preload(RecommendedTopicsQuery, {})]);
    return page({
      title: `${productName} – Where good ideas find you`,
      description: `Read and share stories from writers and publications on ${productName}.`,
      canonicalPath: '/',
      edgeCache: { kind: 'home' },
      alternate: [feedAlternate({ kind: 'latest' }, productName)],
    });
  },
};

export const postPage: ServerPage = {
  async load(args) {
    // Issue 16: /p/{postId}/upvotes shares this page key; who clapped has its own loader.
    if (args.route.name === 'ShowPostUpvotes') return postUpvotesPage.load(args);
    const { route, request, preload, page, notFound, redirect, productName, publicOrigin } = args;
    const id = postIdFromParam(route.params.postId ?? '');
    if (!id) return notFound();
    // Issue 18: the story's end (More from the writer and the publication) loads with the story, in this render.
    const [data] = await Promise.all([
      preload(PostPageQuery, { id }) as Promise<PostPageData | null>,
      route.name === 'ShowPostResponses' ? null : preload(StoryEndQuery, { id }),
      route.name === 'ShowPostResponses' ? null : preload(RecommendedStoriesQuery, { postId: id }),
    ]);
    const post = data?.post;
    if (!post) return notFound();
    // An address under the wrong writer or publication, or with an old slug, moves to the canonical one.
    if (route.name !== 'ShowPost' && request.path !== post.url) return redirect(post.url);
    // A suspended story's page says so and no more, except to readers who may read suspended stories.
    const hidden = suspendedView(post, request.flags.has('can_view_suspended_content')) === 'suspended';
    const head = hidden ? null : storyPageHead(post, publicOrigin, productName);
    return page({
      title: hidden ? `Story suspended | ${productName}` : `${post.title} | by ${post.creator.name} | ${productName}`,
      description: head ? head.description : POST_SUSPENDED_MESSAGE,
      canonicalPath: post.url,
      ...(head ? { head } : {}),
      // `post` answers published posts, and a draft to its author only: a draft's page is never cached.
      search: {
        scope:
          post.collection && post.statusForCollection === 'APPROVED'
            ? { kind: 'publication', id: post.collection.id, name: post.collection.name, slug: post.collection.slug }
            : { kind: 'profile', id: post.creator.id, name: post.creator.name, username: post.creator.username },
        publicationPage: false,
      },
      edgeCache: { kind: 'post', postId: post.id, creatorId: post.creator.id, collectionId: post.collection?.id ?? null, isPublished: post.firstPublishedAt !== null, isSuspended: post.isSuspended },
    });
  },
};

/** Issue 18: the story's description, canonical URL, Open Graph, Twitter card and JSON-LD Article. */
function storyPageHead(post: NonNullable<PostPageData['post']>, origin: string, productName: string): PageHead & { description: string } {
  const collection = post.statusForCollection === 'APPROVED' ? post.collection : null;
  // Migration 0051: the writer's SEO title and description (/p/{postId}/settings) lead; the story's own stand in.
  const seo = seoOf(post, post.settings);
  const head = storyHead({
    origin,
    productName,
    title: seo.title,
    subtitle: seo.description,
    canonicalUrl: post.settings.canonicalUrl,
    excerpt: post.content.bodyModel.paragraphs
      .filter((p) => p.type === 'P')
      .slice(0, 3)
      .map((p) => p.text)
      .join(' '),
    path: post.url,
    publication: collection ? { name: collection.name, slug: collection.slug, domain: collection.domain, path: collection.url } : null,
    author: { name: post.creator.name, path: post.creator.url },
    previewImageId: post.previewImage?.id ?? null,
    publishedAt: post.firstPublishedAt,
    modifiedAt: post.latestPublishedAt,
    isLocked: post.isLocked,
  });
  return { meta: head.meta, canonicalUrl: head.canonicalUrl, jsonLd: head.jsonLd, description: head.description };
}

export const signInPage: ServerPage = {
  async load({ page, productName }) {
    return page({ title: `Sign in – ${productName}`, description: `Sign in to ${productName} or create an account.`, canonicalPath: null });
  },
};
