// What a page needs before it renders: the route, the operations it runs (their answers become the
// preloaded query cache), its status, title and description, or a redirect to its canonical address.
import { suspendedView } from '../../../core/content/access.ts';
import { postIdFromParam } from '../../../core/content/post-id.ts';
import { POST_SUSPENDED_MESSAGE } from '../../../core/copy/copy.ts';
import { cacheKey, type QueryCacheSnapshot } from '../../../core/query-cache/cache-key.ts';
import { publicationPath, tagPath, topicPath } from '../../../core/routing/links.ts';
import { ExploreTopicsQuery, PublicationTaggedQuery, TagPageQuery, TopicPageQuery } from '../../../ui/topic-queries.ts';
import { resolveRedirect } from '../../../core/routing/matcher.ts';
import type { DomainContext } from '../../../core/routing/route.types.ts';
import { matchRoute, ROUTER, type RouteMatch } from '../../../core/routing/routes.ts';
import {
  HomeFeedQuery,
  NotFoundScreenQuery,
  UserFollowersQuery,
  UserFollowingQuery,
  UserProfileQuery,
  ProfileUserQuery,
  PublicationNavigationContextQuery,
  homeFeedFirstPage,
  PostPageQuery,
  RecommendedTopicsQuery,
  type PostPageData,
} from '../../../ui/queries.ts';
import type { Operation } from '../../../ui/post-card-fields.ts';
import { mainPublicationVars, PublicationProfileMainPublicationQuery, PublicationProfileQuery } from '../../../ui/publication-queries.ts';
import { PlansViewerQuery } from '../../../ui/membership/plans-queries.ts';
import { effectiveSelection, entityTypeOf, FOLLOWING_FEED_COPY, parseEntityName } from '../../../core/following/following-feed.ts';
import { buildPath } from '../../../core/routing/paths.ts';
import {
  FollowedPublicationsQuery,
  FollowedUsersQuery,
  FollowingFeedQuery,
  FollowingFeedSourcesQuery,
  followingFeedFirstPage,
  followingFeedSourcesVars,
  MutedPublicationsQuery,
  MutedUsersQuery,
} from '../../../ui/following/following-queries.ts';
import { MembershipSettingsQuery } from '../../../ui/membership/membership-queries.ts';
import { settingsTitle } from '../../../core/routing/settings.ts';
import { runOperation } from '../graphql/graphql.ts';
import { categoryOfSearchRoute, checkQuery, indexOfCategory, SEARCH_TABS } from '../../../core/search/search-categories.ts';
import { PublicationSearchQuery, SearchPageQuery, searchPageVars } from '../../../ui/search/search-queries.ts';
import type { SearchScope } from '../../../core/search/predictive-search.ts';
import type { EdgeCachePage } from '../../../core/edge-cache/edge-cache.ts';
import type { GraphQLContext } from '../graphql/context.ts';

export type PageData =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: 200 | 404 | 501;
      route: RouteMatch | null;
      cache: QueryCacheSnapshot;
      title: string;
      description: string;
      canonicalPath: string | null;
      /** platform-reference §9: what the edge-cache decision needs to know of the page; absent: not cached. */
      edgeCache?: EdgeCachePage;
      /** reader-experience §2.3: what the search box is scoped to on this page; absent: not scoped. */
      search?: { scope: SearchScope; publicationPage: boolean };
    };

async function preload<TData, TVars extends Record<string, unknown>>(
  ctx: GraphQLContext,
  cache: QueryCacheSnapshot,
  operation: Operation<TData, TVars>,
  variables: TVars,
): Promise<TData | null> {
  const result = await runOperation(ctx, operation.source, variables);
  if (result.errors?.length && !result.data) {
    // A page whose own data failed is a server fault; the caller answers with the error screen.
    throw new Error(`${operation.name} failed: ${result.errors.map((e) => e.message).join('; ')}`);
  }
  cache[cacheKey(operation.name, variables)] = {
    data: result.data ?? null,
    ...(result.errors?.length ? { errors: result.errors.map((e) => ({ message: e.message })) } : {}),
  };
  return (result.data as TData | undefined) ?? null;
}

/** The pages built so far; every other page of the route table answers 501 in its own layout. */
export const BUILT_PAGES: ReadonlySet<string> = new Set([
  'home',
  'post',
  'sign-in',
  'user-profile',
  'user-followers',
  'user-following',
  'publication-profile',
  'plans',
  'plans-confirmation',
  'landing-membership',
  'your-following-feed',
  'customize-following',
  'customize-muted',
  'settings',
  'manage-membership',
  'manage-membership-confirmation',
  'search',
  'tag-archive',
  'topic',
  'explore-topics',
  'publication-tagged',
]);

/**
 * The reader's own pages: a logged-out visitor is sent to the sign-in page, which comes back here once
 * they are in (its `redirect`). Pages of /me not built yet answer 501 either way.
 */
const SIGNED_IN_PAGES: ReadonlySet<string> = new Set([
  'your-following-feed',
  'customize-following',
  'customize-muted',
  'settings',
  'manage-membership',
  'manage-membership-confirmation',
]);

/** Routes of public pages that still need a reader: paying is done signed in. */
const SIGNED_IN_ROUTES: ReadonlySet<string> = new Set(['ShowPay', 'ShowPlansConfirmation']);

/** The tabs of the mute settings (/me/settings/mute/{activeTab}); the bare address shows the first. */
export const MUTED_TABS = ['writers', 'publications'] as const;

/** Pages built for only some of their routes; the others still answer 501. */
const BUILT_FOR_ROUTES: Readonly<Record<string, readonly string[]>> = {
  'user-profile': ['ShowUser'],
  'user-followers': ['ShowUserFollowers'],
  'user-following': ['ShowUserFollowing'],
  'publication-profile': ['ShowCollectionHome', 'ShowCollectionById'],
  plans: ['ShowPlans', 'ShowUpgrade', 'ShowPay'],
  'customize-following': ['ShowFollowsIndex'],
  // Of the settings, only the 'Membership and payment' tab (BUILT_FOR_PARAMS).
  settings: ['ShowSettingsTab'],
  // A tag's stories, newest first; its archive by date is not built yet.
  'tag-archive': ['ShowTagPosts', 'ShowTagLatest'],
  // A topic's stories; editing a topic and adding stories to it are staff tools not built yet.
  topic: ['ShowTopic'],
  'publication-tagged': ['ShowCollectionTagged'],
};

/** Pages built for only some values of a parameter; the others still answer 501. */
const BUILT_FOR_PARAMS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  settings: { setting: ['membership'] },
};

function isBuilt(route: RouteMatch): boolean {
  if (!route.page || !BUILT_PAGES.has(route.page)) return false;
  const only = BUILT_FOR_ROUTES[route.page];
  const params = BUILT_FOR_PARAMS[route.page] ?? {};
  return (!only || only.includes(route.name)) && Object.entries(params).every(([name, values]) => values.includes(route.params[name] ?? ''));
}

export type PageRequest = {
  path: string;
  domain: DomainContext;
  flags: ReadonlySet<string>;
  /** The signed-in reader's username: /me and other viewer-relative redirects need it. */
  viewerUsername: string | null;
  /** The query string ('?selection=…' or ''): the parameters the route takes beyond the path join its params. */
  search?: string;
};

/** The route's own query parameters (RouteDef.query), added to its params; the path's params win. */
function withRouteQuery(route: RouteMatch, search: string): RouteMatch {
  const names = ROUTER.byName.get(route.name)?.query ?? [];
  if (names.length === 0 || !search) return route;
  const query = new URLSearchParams(search);
  const extra = Object.fromEntries(names.flatMap((name) => (query.get(name) !== null && !(name in route.params) ? [[name, query.get(name)!]] : [])));
  return Object.keys(extra).length ? { ...route, params: { ...route.params, ...extra } } : route;
}

export async function loadPageData(request: PageRequest, ctx: GraphQLContext, productName: string): Promise<PageData> {
  const { path } = request;
  const matched = matchRoute(path, { domain: request.domain, flags: request.flags });
  const resolution = resolveRedirect(ROUTER, matched, request.viewerUsername ? { username: request.viewerUsername } : {});
  if (resolution.kind === 'redirect') return { kind: 'redirect', status: resolution.status, location: resolution.location };
  const route = resolution.kind === 'route' ? withRouteQuery(resolution.match, request.search ?? '') : null;
  const cache: QueryCacheSnapshot = {};
  // reader-experience §2.9: the 404 screen shows four staff picks, and hides the grid if none come back.
  const notFound = async (): Promise<PageData> => {
    try {
      await preload(ctx, cache, NotFoundScreenQuery, {});
    } catch {
      delete cache[cacheKey(NotFoundScreenQuery.name, {})];
    }
    return {
      kind: 'page',
      status: 404,
      route,
      cache,
      title: `Page not found – ${productName}`,
      description: `This page does not exist on ${productName}.`,
      canonicalPath: null,
    };
  };
  if (!route || route.kind !== 'page' || !route.page) return notFound();
  if (!isBuilt(route)) {
    // The pages under a publication or a profile exist only if the publication or the user does
    // (platform-reference §2.3: the profile shows not-found if the publication does not exist).
    const publicationSlug = route.params.collectionSlug ?? route.params.publicationSlug;
    if (publicationSlug !== undefined) {
      const context = await preload(ctx, cache, PublicationNavigationContextQuery, { slug: publicationSlug });
      if (!context?.publication) return notFound();
    }
    if (route.params.username !== undefined) {
      const profile = await preload(ctx, cache, ProfileUserQuery, { username: route.params.username });
      if (!profile?.user) return notFound();
    }
    return {
      kind: 'page',
      status: 501,
      route,
      cache,
      title: `Not built yet – ${productName}`,
      description: `This page of ${productName} is not built yet.`,
      canonicalPath: null,
    };
  }

  if ((SIGNED_IN_PAGES.has(route.page) || SIGNED_IN_ROUTES.has(route.name)) && !request.viewerUsername) {
    // A page of the reader's own: sign in first, then come back to this very address.
    const signIn = buildPath('ShowSignIn', { redirect: path + (request.search ?? '') });
    return { kind: 'redirect', status: 302, location: signIn.ok ? signIn.path : '/m/signin' };
  }

  switch (route.page) {
    case 'your-following-feed': {
      const entityName = parseEntityName(route.params.entityName);
      if (!entityName) return notFound();
      const type = entityTypeOf(entityName);
      const requested = route.params.selection ?? null;
      const sources = await preload(ctx, cache, FollowingFeedSourcesQuery, followingFeedSourcesVars(type, requested));
      // A selection stands only if the reader follows it; otherwise the page shows the whole kind and says why.
      const selected = sources?.viewer?.selected ?? null;
      const selection = effectiveSelection(requested, selected ? [selected.node.id] : []);
      await preload(ctx, cache, FollowingFeedQuery, followingFeedFirstPage(type, selection));
      const heading = `${FOLLOWING_FEED_COPY.heading}: ${selection && selected ? selected.node.entity.name : FOLLOWING_FEED_COPY.tabs[entityName]}`;
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `${heading} – ${productName}`,
        description: `Stories from the ${entityName} you follow on ${productName}.`,
        canonicalPath: null,
      };
    }
    case 'customize-following': {
      await Promise.all([
        preload(ctx, cache, FollowedUsersQuery, { after: null }),
        preload(ctx, cache, FollowedPublicationsQuery, { after: null }),
      ]);
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `Following – ${productName}`,
        description: `The writers and publications you follow on ${productName}.`,
        canonicalPath: null,
      };
    }
    case 'customize-muted': {
      const tab = route.params.activeTab ?? MUTED_TABS[0];
      if (tab !== 'writers' && tab !== 'publications') return notFound();
      await (tab === 'writers' ? preload(ctx, cache, MutedUsersQuery, { after: null }) : preload(ctx, cache, MutedPublicationsQuery, { after: null }));
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `Muted ${tab} – ${productName}`,
        description: `The ${tab} you muted on ${productName}: their stories stay out of your feeds.`,
        canonicalPath: null,
      };
    }
    case 'settings':
    case 'manage-membership':
    case 'manage-membership-confirmation': {
      await preload(ctx, cache, MembershipSettingsQuery, {});
      const titles = {
        settings: settingsTitle(productName),
        'manage-membership': `Change your plan – ${productName}`,
        'manage-membership-confirmation': `Your plan – ${productName}`,
      } as const;
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: titles[route.page],
        description: `Your ${productName} membership: plan, payment method and billing history.`,
        canonicalPath: null,
      };
    }
    case 'home': {
      await Promise.all([
        preload(ctx, cache, HomeFeedQuery, homeFeedFirstPage),
        preload(ctx, cache, RecommendedTopicsQuery, {}),
      ]);
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `${productName} – Where good ideas find you`,
        description: `Read and share stories from writers and publications on ${productName}.`,
        canonicalPath: '/',
        edgeCache: { kind: 'home' },
      };
    }
    case 'post': {
      const id = postIdFromParam(route.params.postId ?? '');
      if (!id) return notFound();
      const data: PostPageData | null = await preload(ctx, cache, PostPageQuery, { id });
      const post = data?.post;
      if (!post) return notFound();
      // An address under the wrong writer or publication, or with an old slug, moves to the canonical one.
      if (route.name !== 'ShowPost' && path !== post.url) return { kind: 'redirect', status: 301, location: post.url };
      // A suspended story's page says so and no more, except to readers who may read suspended stories.
      const hidden = suspendedView(post, request.flags.has('can_view_suspended_content')) === 'suspended';
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: hidden ? `Story suspended | ${productName}` : `${post.title} | by ${post.creator.name} | ${productName}`,
        description: hidden ? POST_SUSPENDED_MESSAGE : post.subtitle || post.title,
        canonicalPath: post.url,
        // `post` answers published posts only (a draft is not found).
        search: {
          scope:
            post.collection && post.statusForCollection === 'APPROVED'
              ? { kind: 'publication', id: post.collection.id, name: post.collection.name, slug: post.collection.slug }
              : { kind: 'profile', id: post.creator.id, name: post.creator.name, username: post.creator.username },
          publicationPage: false,
        },
        edgeCache: { kind: 'post', postId: post.id, creatorId: post.creator.id, collectionId: post.collection?.id ?? null, isPublished: true, isSuspended: post.isSuspended },
      };
    }
    case 'topic': {
      const topicSlug = route.params.topicSlug ?? '';
      const data = await preload(ctx, cache, TopicPageQuery, { topicSlug });
      const topic = data?.topic;
      if (!topic) return notFound();
      if (topic.slug !== topicSlug) return { kind: 'redirect', status: 301, location: topicPath(topic.slug) };
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `${topic.name} – ${productName}`,
        description: topic.description || `Read stories about ${topic.name} on ${productName}.`,
        canonicalPath: topicPath(topic.slug),
      };
    }
    case 'publication-tagged': {
      const data = await preload(ctx, cache, PublicationTaggedQuery, { collectionSlug: route.params.collectionSlug ?? '', tagSlug: route.params.tagSlug ?? '' });
      const publication = data?.publication;
      const tag = data?.tag;
      if (!publication || !tag) return notFound();
      const own = `${request.domain.kind === 'main' ? publication.url : ''}/tagged/${tag.slug}`;
      // Other spellings of the publication or the tag go to the page's own address.
      if (path !== own) return { kind: 'redirect', status: 301, location: own };
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `${tag.displayTitle} in ${publication.name} – ${productName}`,
        description: `Stories about ${tag.displayTitle} in ${publication.name} on ${productName}.`,
        canonicalPath: own,
        search: { scope: { kind: 'publication', id: publication.id, name: publication.name, slug: publication.slug }, publicationPage: true },
      };
    }
    case 'explore-topics': {
      await preload(ctx, cache, ExploreTopicsQuery, {});
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `Explore topics – ${productName}`,
        description: `Every topic on ${productName}, and how many stories each holds.`,
        canonicalPath: '/explore-topics',
      };
    }
    case 'tag-archive': {
      const tagSlug = route.params.tagSlug ?? '';
      const data = await preload(ctx, cache, TagPageQuery, { tagSlug });
      const tag = data?.tag;
      if (!tag) return notFound();
      // A slug in other letters goes to the tag's own address.
      if (tag.slug !== tagSlug) return { kind: 'redirect', status: 301, location: route.name === 'ShowTagLatest' ? `${tagPath(tag.slug)}/latest` : tagPath(tag.slug) };
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `${tag.displayTitle} – ${productName}`,
        description: `Read stories about ${tag.displayTitle} on ${productName}.`,
        canonicalPath: tagPath(tag.slug),
        edgeCache: { kind: 'topic', tagSlug: tag.slug },
      };
    }
    case 'user-profile': {
      const data = await preload(ctx, cache, UserProfileQuery, { username: route.params.username ?? '' });
      const user = data?.user;
      if (!user) return notFound();
      // A handle in other letters, or from an address that moved, goes to the profile's own address.
      if (path !== user.url && route.name === 'ShowUser') return { kind: 'redirect', status: 301, location: user.url };
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `${user.name} – ${productName}`,
        description: user.bio || `Read stories by ${user.name} on ${productName}.`,
        canonicalPath: user.url,
        search: { scope: { kind: 'profile', id: user.id, name: user.name, username: user.username }, publicationPage: false },
      };
    }
    case 'user-followers':
    case 'user-following': {
      const followers = route.page === 'user-followers';
      const data = await preload(ctx, cache, followers ? UserFollowersQuery : UserFollowingQuery, { username: route.params.username ?? '', after: null });
      const user = data?.user;
      if (!user) return notFound();
      const own = `${user.url}/${followers ? 'followers' : 'following'}`;
      // A handle in other letters goes to the list's own address.
      if (path !== own) return { kind: 'redirect', status: 301, location: own };
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: followers ? `Followers of ${user.name} – ${productName}` : `Writers ${user.name} follows – ${productName}`,
        description: followers ? `The readers and writers who follow ${user.name} on ${productName}.` : `The writers ${user.name} follows on ${productName}.`,
        canonicalPath: own,
      };
    }
    case 'publication-profile': {
      if (route.name === 'ShowCollectionById') {
        // /c/{collectionId}: the publication's own address.
        const byId = await ctx.loaders.publicationById.load(route.params.collectionId ?? '');
        return byId ? { kind: 'redirect', status: 301, location: publicationPath(byId.slug) } : notFound();
      }
      const slug = route.params.collectionSlug ?? '';
      const found = (await preload(ctx, cache, PublicationProfileQuery, { slug }))?.publication;
      if (!found) return notFound();
      // A slug in other letters goes to the publication's own address (on its custom domain, the path is its own).
      if (request.domain.kind === 'main' && path !== found.url) return { kind: 'redirect', status: 301, location: found.url };
      const publication = (await preload(ctx, cache, PublicationProfileMainPublicationQuery, mainPublicationVars(slug)))?.publicationByRef;
      if (!publication) return notFound();
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `${publication.name} – ${productName}`,
        description: publication.tagline || publication.description || `Stories from ${publication.name} on ${productName}.`,
        canonicalPath: request.domain.kind === 'main' ? publication.url : '/',
        search: { scope: { kind: 'publication', id: publication.id, name: publication.name, slug: publication.slug }, publicationPage: true },
      };
    }
    case 'plans':
    case 'plans-confirmation':
    case 'landing-membership': {
      await preload(ctx, cache, PlansViewerQuery, {});
      const paying = route.name === 'ShowPay';
      const confirmed = route.page === 'plans-confirmation';
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `${confirmed ? 'Welcome' : paying ? 'Payment' : route.page === 'landing-membership' ? 'Membership' : 'Membership plans'} – ${productName}`,
        description: `Become a member of ${productName}: read every story and support the writers you read.`,
        canonicalPath: paying || confirmed ? null : route.page === 'landing-membership' ? '/membership' : '/plans',
      };
    }
    case 'search': {
      // reader-experience §2.5, platform-reference §2.2: /search[/{category}]?q=, under a publication when scoped.
      const category = categoryOfSearchRoute(route.name, route.params);
      const q = route.params.q ?? '';
      const slug = route.params.collectionSlug;
      // reader-experience §7 PublicationSearchQuery: the publication a search under it is scoped to.
      const publication = slug === undefined ? null : ((await preload(ctx, cache, PublicationSearchQuery, { slug }))?.publication ?? null);
      if (slug !== undefined && !publication) return notFound();
      const collectionId = publication?.id ?? null;
      // A query too long for the service is answered on the page, never with a server error.
      const vars = checkQuery(q).ok ? searchPageVars(category ? indexOfCategory(category) : null, q, collectionId) : null;
      if (vars) await preload(ctx, cache, SearchPageQuery, vars);
      const label = SEARCH_TABS.find((t) => t.category === category)?.label ?? 'Search';
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        ...(publication ? { search: { scope: { kind: 'publication', id: publication.id, name: publication.name, slug: publication.slug }, publicationPage: true } } : {}),
        title: q.trim() ? `${label} results for ${q.slice(0, 100)} – ${productName}` : `Search – ${productName}`,
        description: `Search ${productName} for stories, people, publications and topics.`,
        canonicalPath: null,
      };
    }
    case 'sign-in':
      return {
        kind: 'page',
        status: 200,
        route,
        cache,
        title: `Sign in – ${productName}`,
        description: `Sign in to ${productName} or create an account.`,
        canonicalPath: null,
      };
    default:
      return notFound();
  }
}
