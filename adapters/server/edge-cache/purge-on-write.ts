// The repositories with a purge after each write that changes what a cached page shows (§9): a follow
// moves a writer's follower count on their posts' bylines (user tag) and a publication's count
// (collection tag); a membership starting or ending changes a writer's badge (user tag); a new name or
// username changes their bylines (user tag). The resolvers
// and the membership service use these repositories unchanged.
import type { Repositories } from '../graphql/repositories.ts';
import type { ContentChanges } from './content-changes.ts';

export function purgeOnWrite(repos: Repositories, changes: ContentChanges): Repositories {
  const { follows, memberships } = repos;
  /** A post changed: its page, home, and the pages of the tags it carries. */
  const postChanged = async (post: { id: string; creatorId: string; publicationId: string | null }) => {
    const tags = (await repos.topics.tagsOfPosts([post.id])).get(post.id) ?? [];
    await changes.postChanged({ ...post, tagSlugs: tags.map((t) => t.slug) });
  };
  return {
    ...repos,
    follows: {
      ...follows,
      async followUser(viewerId, targetId) {
        const result = await follows.followUser(viewerId, targetId);
        await changes.userChanged(targetId, viewerId);
        return result;
      },
      async unfollowUser(viewerId, targetId) {
        const result = await follows.unfollowUser(viewerId, targetId);
        await changes.userChanged(targetId, viewerId);
        return result;
      },
      async followCollection(viewerId, publicationId) {
        const result = await follows.followCollection(viewerId, publicationId);
        await changes.publicationChanged(publicationId);
        return result;
      },
      async unfollowCollection(viewerId, publicationId) {
        const result = await follows.unfollowCollection(viewerId, publicationId);
        await changes.publicationChanged(publicationId);
        return result;
      },
    },
    // Issue 18: a new name or username changes the writer's bylines on cached pages (user tag).
    users: {
      ...repos.users,
      async updateProfile(userId, profile) {
        const outcome = await repos.users.updateProfile(userId, profile);
        if (outcome === 'ok') await changes.userChanged(userId);
        return outcome;
      },
    },
    // A publication's newsletter settings: its homepage's Subscribe button and its landing page (collection tag).
    newsletters: {
      ...repos.newsletters,
      async updatePublicationSettings(input) {
        const saved = await repos.newsletters.updatePublicationSettings(input);
        if (saved) await changes.publicationChanged(input.publicationId);
        return saved;
      },
    },
    memberships: {
      ...memberships,
      async create(input) {
        const row = await memberships.create(input);
        await changes.userChanged(input.userId);
        return row;
      },
      async applyEvent(provider, event, now) {
        const result = await memberships.applyEvent(provider, event, now);
        if (result === 'applied') {
          const userId = event.type === 'started' ? event.userId : (await memberships.bySubscription(provider, event.subscriptionRef))?.userId;
          if (userId) await changes.userChanged(userId);
        }
        return result;
      },
    },
    // Issue 22: a publication's settings show on every page of it (header, tabs, sections, about, subpages).
    publicationSettings: publicationSettingsPurging(repos, changes),
    // A publication's feature pages show on their own pages and in its tabs (collection tag).
    featurePages: featurePagesPurging(repos, changes),
    posts: {
      ...repos.posts,
      async setTitle(id, title, now) {
        const post = await repos.posts.setTitle(id, title, now);
        if (post) await postChanged(post);
        return post;
      },
      async setSuspended(id, suspended, now) {
        const post = await repos.posts.setSuspended(id, suspended, now);
        if (post) await postChanged(post);
        return post;
      },
    },
  };
}

/** A write whose first argument is a publication's id, followed by the purge of that publication's pages. */
const publicationPurgeAfter =
  (changes: ContentChanges) =>
  <A extends [string, ...unknown[]], R>(write: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    const result = await write(...args);
    await changes.publicationChanged(args[0]);
    return result;
  };

function publicationSettingsPurging(repos: Repositories, changes: ContentChanges): Repositories['publicationSettings'] {
  const settings = repos.publicationSettings;
  const purgeAfter = publicationPurgeAfter(changes);
  return {
    ...settings,
    updateInfo: purgeAfter(settings.updateInfo),
    replaceSections: purgeAfter(settings.replaceSections),
    replaceNavigation: purgeAfter(settings.replaceNavigation),
    requestCustomDomain: purgeAfter(settings.requestCustomDomain),
    removeCustomDomain: purgeAfter(settings.removeCustomDomain),
    updateAbout: purgeAfter(settings.updateAbout),
    createSubpage: purgeAfter(settings.createSubpage),
    updateSubpage: purgeAfter(settings.updateSubpage),
    deleteSubpage: purgeAfter(settings.deleteSubpage),
  };
}

function featurePagesPurging(repos: Repositories, changes: ContentChanges): Repositories['featurePages'] {
  const pages = repos.featurePages;
  const purgeAfter = publicationPurgeAfter(changes);
  return {
    ...pages,
    createFeaturePage: purgeAfter(pages.createFeaturePage),
    updateFeaturePage: purgeAfter(pages.updateFeaturePage),
    deleteFeaturePage: purgeAfter(pages.deleteFeaturePage),
    reorderFeaturePages: purgeAfter(pages.reorderFeaturePages),
  };
}
