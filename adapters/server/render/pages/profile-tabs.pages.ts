// The profile's remaining addresses (platform-reference §2.1 Profiles; core/profile/profile-tabs.ts says where the
// aliases go): a writer's recommendations, responses, series and awards as pages; /latest, /feed, /follow-list and
// /edit as redirects; /u/{userId} and a writer's address inside a publication to their one profile; /awards/{type};
// the writer's own series (/me/series) and the applications that hold access to the account (/me/applications).
import { AWARDS_COPY, parseAwardKind } from '../../../../core/profile/awards.ts';
import { profileAliasTarget, publicationWriterTarget, type ProfileAlias, type PublicationWriterPage } from '../../../../core/profile/profile-tabs.ts';
import { parseSeriesFilter, yourSeriesTitle } from '../../../../core/profile/your-series.ts';
import { userPath } from '../../../../core/routing/links.ts';
import { settingsPath } from '../../../../core/routing/settings.ts';
import {
  firstTabPage,
  UserAwardsQuery,
  UserRecommendedQuery,
  UserResponsesQuery,
  UserSeriesListQuery,
  YourSeriesQuery,
} from '../../../../ui/profile/profile-queries.ts';
import type { PageData, PageLoad } from './page-load.ts';

/** The user-profile routes built here (profile.pages.ts lists them with its own; /follow-list is user-following's). */
export const PROFILE_TAB_ROUTES = [
  'ShowUserLatest',
  'ShowUserFeed',
  'ShowUserEdit',
  'ShowUserHasRecommended',
  'ShowUserResponses',
  'ShowUserSeries',
  'ShowUserAwards',
  'ShowUserById',
  'ShowAwards',
  'ShowCollectionUser',
] as const;

/** The publication-scoped follow lists (pages user-followers and user-following). */
export const PUBLICATION_WRITER_ROUTES = ['ShowCollectionUserFollowers', 'ShowCollectionUserFollowing'] as const;

/** The profile's routes that are another page's address (core/profile/profile-tabs.ts). */
const ALIASES: Readonly<Record<string, ProfileAlias>> = {
  ShowUserLatest: 'latest',
  ShowUserFeed: 'feed',
  ShowUserFollowList: 'follow-list',
  ShowUserEdit: 'edit',
};

/** A writer's addresses inside a publication, and the page of their profile each is. */
const PUBLICATION_WRITER_PAGES: Readonly<Record<string, PublicationWriterPage>> = {
  ShowCollectionUser: 'profile',
  ShowCollectionUserFollowers: 'followers',
  ShowCollectionUserFollowing: 'following',
};

const profileSearch = (user: { id: string; name: string; username: string }) => ({
  scope: { kind: 'profile' as const, id: user.id, name: user.name, username: user.username },
  publicationPage: false,
});

/** A move to another page: its address on the configured public origin, never the request's Host. */
const moveTo = ({ redirect, publicOrigin }: PageLoad, path: string, status: 301 | 302 = 301): PageData =>
  redirect(`${publicOrigin.replace(/\/+$/, '')}${path}`, status);

/** The routes above: each answers its page, a redirect, or not found. */
export async function loadProfileTab(load: PageLoad): Promise<PageData> {
  const { route, request, ctx, preload, page, notFound, redirect, productName } = load;
  const username = route.params.username ?? '';

  const alias = ALIASES[route.name];
  if (alias) {
    const user = await ctx.loaders.userByUsername.load(username.replace(/^@/, ''));
    if (!user) return notFound();
    const target = profileAliasTarget(alias, user.username, ctx.viewerId === user.id);
    return moveTo(load, target.location, target.status);
  }

  if (route.name === 'ShowUserById') {
    const user = await ctx.loaders.userById.load(route.params.userId ?? '');
    return user ? moveTo(load, userPath(user.username)) : notFound();
  }

  const writerPage = PUBLICATION_WRITER_PAGES[route.name];
  if (writerPage) {
    // Quire has one profile per writer: their address inside a publication that exists goes to it.
    const [publication, user] = await Promise.all([
      ctx.loaders.publicationBySlug.load((route.params.collectionSlug ?? '').toLowerCase()),
      ctx.loaders.userByUsername.load(username),
    ]);
    return publication && user ? moveTo(load, publicationWriterTarget(writerPage, user.username)) : notFound();
  }

  if (route.name === 'ShowAwards') {
    if (!parseAwardKind(route.params.type)) return notFound();
    return page({
      title: `${AWARDS_COPY.topWriterHeading} – ${productName}`,
      description: AWARDS_COPY.topWriterExplained,
      canonicalPath: `/awards/${route.params.type}`,
    });
  }

  if (route.name === 'ShowUserAwards') {
    if (!parseAwardKind(route.params.kind)) return notFound();
    const user = (await preload(UserAwardsQuery, { username }))?.user;
    if (!user) return notFound();
    const own = `${user.url}/awards/${route.params.kind}`;
    if (request.domain.kind === 'main' && request.path !== own) return redirect(own);
    return page({
      title: `${AWARDS_COPY.userAwardsHeading(user.name)} – ${productName}`,
      description: `The tags where ${user.name} is a Top writer on ${productName}.`,
      canonicalPath: own,
      search: profileSearch(user),
    });
  }

  const tab =
    route.name === 'ShowUserHasRecommended'
      ? { user: (await preload(UserRecommendedQuery, firstTabPage(username)))?.user, segment: 'has-recommended', title: (n: string) => `Stories ${n} recommends`, about: (n: string) => `The stories ${n} clapped for on ${productName}.` }
      : route.name === 'ShowUserResponses'
        ? { user: (await preload(UserResponsesQuery, firstTabPage(username)))?.user, segment: 'responses', title: (n: string) => `Responses by ${n}`, about: (n: string) => `What ${n} wrote in response to stories on ${productName}.` }
        : route.name === 'ShowUserSeries'
          ? { user: (await preload(UserSeriesListQuery, { username }))?.user, segment: 'series', title: (n: string) => `Series by ${n}`, about: (n: string) => `The series of stories ${n} put together on ${productName}.` }
          : null;
  if (!tab?.user) return notFound();
  const own = `${tab.user.url}/${tab.segment}`;
  // A handle in other letters goes to the page's own address (on a custom domain the path is its own).
  if (request.domain.kind === 'main' && request.path !== own) return redirect(own);
  return page({ title: `${tab.title(tab.user.name)} – ${productName}`, description: tab.about(tab.user.name), canonicalPath: own, search: profileSearch(tab.user) });
}

/** /me/series and /me/series/{filterBy}: the signed-in writer's series by tab; an unknown tab is not found. */
export async function loadYourSeries({ route, preload, page, notFound, productName }: PageLoad): Promise<PageData> {
  const filter = parseSeriesFilter(route.params.filterBy);
  if (!filter) return notFound();
  await preload(YourSeriesQuery, {});
  return page({ title: `${yourSeriesTitle(filter)} – ${productName}`, description: `Your series of stories on ${productName}.`, canonicalPath: null });
}

/**
 * /me/applications and /me/applications/{id}: Quire has no OAuth applications; what holds access to an account is its
 * integration tokens, listed and revoked in Settings → Security and apps #tokens. Both go there (302); an id that is
 * none of the reader's live tokens is not found.
 */
export async function loadApplications(load: PageLoad): Promise<PageData> {
  const { route, ctx, notFound } = load;
  const target = settingsPath('security', 'tokens');
  if (route.name === 'ShowApplications') return moveTo(load, target, 302);
  const id = route.params.oauthApplicationId ?? '';
  const tokens = ctx.viewerId ? await ctx.repos.security.tokensOf(ctx.viewerId) : [];
  return tokens.some((t) => t.id === id) ? moveTo(load, target, 302) : notFound();
}

export const APPLICATION_ROUTES = ['ShowApplications', 'ShowApplication'] as const;
export const YOUR_SERIES_ROUTES = ['ShowYourSeriesIndex', 'ShowYourSeries'] as const;
