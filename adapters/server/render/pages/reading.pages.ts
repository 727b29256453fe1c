// The reading pages: home, a story, and the sign-in page.
import { suspendedView } from '../../../../core/content/access.ts';
import { postIdFromParam } from '../../../../core/content/post-id.ts';
import { POST_SUSPENDED_MESSAGE } from '../../../../core/copy/copy.ts';
import { feedAlternate } from '../../../../core/feed-syndication/feed-scope.ts';
import { HomeFeedQuery, homeFeedFirstPage, PostPageQuery, RecommendedTopicsQuery, type PostPageData } from '../../../../ui/queries.ts';
import type { ServerPage } from './page-load.ts';
import { homeTabOf } from '../../../../core/recommendations/home-tabs.ts';
import { FollowedTopicsQuery } from '../../../../ui/following/topic-follow-operations.ts';
import { HomeFollowingFeedQuery, HomeTopicFeedQuery, homeTabFirstPage } from '../../../../ui/recommendations/recommendation-operations.ts';
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
    const { route, request, preload, page, notFound, redirect, productName } = args;
    const id = postIdFromParam(route.params.postId ?? '');
    if (!id) return notFound();
    const data: PostPageData | null = await preload(PostPageQuery, { id });
    const post = data?.post;
    if (!post) return notFound();
    // An address under the wrong writer or publication, or with an old slug, moves to the canonical one.
    if (route.name !== 'ShowPost' && request.path !== post.url) return redirect(post.url);
    // A suspended story's page says so and no more, except to readers who may read suspended stories.
    const hidden = suspendedView(post, request.flags.has('can_view_suspended_content')) === 'suspended';
    return page({
      title: hidden ? `Story suspended | ${productName}` : `${post.title} | by ${post.creator.name} | ${productName}`,
      description: hidden ? POST_SUSPENDED_MESSAGE : post.subtitle || post.title,
      canonicalPath: post.url,
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

export const signInPage: ServerPage = {
  async load({ page, productName }) {
    return page({ title: `Sign in – ${productName}`, description: `Sign in to ${productName} or create an account.`, canonicalPath: null });
  },
};
