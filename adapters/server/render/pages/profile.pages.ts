// A writer's profile and lists, and a publication's homepage (platform-reference §2.3: a profile of a writer or
// publication that does not exist is not found; other spellings of its address move to its own).
import { publicationPath } from '../../../../core/routing/links.ts';
import { feedAlternate } from '../../../../core/feed-syndication/feed-scope.ts';
import { mainPublicationVars, PublicationProfileMainPublicationQuery, PublicationProfileQuery } from '../../../../ui/publication-queries.ts';
import { UserFollowersQuery, UserFollowingQuery, UserProfileQuery } from '../../../../ui/queries.ts';
import { OwnNewsletterCountQuery } from '../../../../ui/newsletters/newsletter-queries.ts';
import { loadUserHighlights } from './highlights.pages.ts';
import type { PageLoad, ServerPage } from './page-load.ts';
import { loadProfileTab, PROFILE_TAB_ROUTES, PUBLICATION_WRITER_ROUTES } from './profile-tabs.pages.ts';

export const userProfilePage: ServerPage = {
  routes: ['ShowUser', 'ShowUserHighlights', ...PROFILE_TAB_ROUTES],
  async load(load) {
    // platform-reference §2.2 /@{username}/highlights (issue 16): the reader's highlights (highlights.pages.ts).
    if (load.route.name === 'ShowUserHighlights') return loadUserHighlights(load);
    // The profile's other tabs and addresses (profile-tabs.pages.ts).
    if ((PROFILE_TAB_ROUTES as readonly string[]).includes(load.route.name)) return loadProfileTab(load);
    const { route, request, preload, page, notFound, redirect, productName } = load;
    const profile = await preload(UserProfileQuery, { username: route.params.username ?? '' });
    const user = profile?.user;
    if (!user) return notFound();
    // A handle in other letters, or from an address that moved, goes to the profile's own address.
    // On the writer's own custom domain (issue 21) the profile is at '/', its own address there.
    const ownDomain = request.domain.kind === 'user';
    if (!ownDomain && request.path !== user.url && route.name === 'ShowUser') return redirect(user.url);
    // The writer's own profile shows their subscriber count (issue 17); nobody else's page asks for it.
    if (profile.viewer?.id === user.id) await preload(OwnNewsletterCountQuery, { username: user.username });
    return page({
      title: `${user.name} – ${productName}`,
      description: user.bio || `Read stories by ${user.name} on ${productName}.`,
      canonicalPath: ownDomain ? '/' : user.url,
      search: { scope: { kind: 'profile', id: user.id, name: user.name, username: user.username }, publicationPage: false },
      alternate: [feedAlternate({ kind: 'user', username: user.username, name: user.name }, productName)],
    });
  },
};

/** A writer's followers or the writers they follow. */
async function loadFollowList({ route, request, preload, page, notFound, redirect, productName }: PageLoad, followers: boolean) {
  const user = (await preload(followers ? UserFollowersQuery : UserFollowingQuery, { username: route.params.username ?? '', after: null }))?.user;
  if (!user) return notFound();
  const own = `${user.url}/${followers ? 'followers' : 'following'}`;
  // A handle in other letters goes to the list's own address.
  if (request.path !== own) return redirect(own);
  return page({
    title: followers ? `Followers of ${user.name} – ${productName}` : `Writers ${user.name} follows – ${productName}`,
    description: followers ? `The readers and writers who follow ${user.name} on ${productName}.` : `The writers ${user.name} follows on ${productName}.`,
    canonicalPath: own,
  });
}

// A writer's lists inside a publication go to their one profile's (profile-tabs.pages.ts); /follow-list to /following.
const followListOr = (followers: boolean) => (load: PageLoad) =>
  (PUBLICATION_WRITER_ROUTES as readonly string[]).includes(load.route.name) || load.route.name === 'ShowUserFollowList'
    ? loadProfileTab(load)
    : loadFollowList(load, followers);
export const userFollowersPage: ServerPage = { routes: ['ShowUserFollowers', 'ShowCollectionUserFollowers'], load: followListOr(true) };
export const userFollowingPage: ServerPage = { routes: ['ShowUserFollowing', 'ShowCollectionUserFollowing', 'ShowUserFollowList'], load: followListOr(false) };

export const publicationProfilePage: ServerPage = {
  routes: ['ShowCollectionHome', 'ShowCollectionById'],
  async load({ route, request, ctx, preload, page, notFound, redirect, productName, publicOrigin }) {
    if (route.name === 'ShowCollectionById') {
      // /c/{collectionId}: the publication's own address.
      const byId = await ctx.loaders.publicationById.load(route.params.collectionId ?? '');
      return byId ? redirect(publicationPath(byId.slug)) : notFound();
    }
    const slug = route.params.collectionSlug ?? '';
    const found = (await preload(PublicationProfileQuery, { slug }))?.publication;
    if (!found) return notFound();
    // A slug in other letters goes to the publication's own address (on its custom domain, the path is its own).
    if (request.domain.kind === 'main' && request.path !== found.url) return redirect(found.url);
    const publication = (await preload(PublicationProfileMainPublicationQuery, mainPublicationVars(slug)))?.publicationByRef;
    if (!publication) return notFound();
    const canonicalPath = request.domain.kind === 'main' ? publication.url : '/';
    return page({
      title: `${publication.name} – ${productName}`,
      // Issue 22: the editors' search tags (seoMetaTags) lead; the tagline and description stand in.
      description: publication.seoMetaTags.description || publication.tagline || publication.description || `Stories from ${publication.name} on ${productName}.`,
      canonicalPath,
      head: {
        meta: [{ kind: 'name', key: 'robots', content: publication.seoMetaTags.robots }],
        canonicalUrl: request.domain.kind === 'main' ? publicOrigin.replace(/\/+$/, '') + canonicalPath : canonicalPath,
        jsonLd: null,
      },
      // Issue 22: cached at the edge under the publication's tag; its settings and stories purge it.
      edgeCache: { kind: 'publication', publicationId: publication.id },
      search: { scope: { kind: 'publication', id: publication.id, name: publication.name, slug: publication.slug }, publicationPage: true },
      alternate: [feedAlternate({ kind: 'publication', slug: publication.slug, name: publication.name }, productName)],
    });
  },
};
