// The addresses the reading pages link to, built from route names (platform-reference §2.2).
import { postSlugParam } from '../content/post-id.ts';
import { pathTo } from './routes.ts';

export const userPath = (username: string): string => pathTo('ShowUser', { username });

export const publicationPath = (slug: string): string => pathTo('ShowCollectionHome', { collectionSlug: slug });

export const topicPath = (slug: string): string => pathTo('ShowTopic', { topicSlug: slug });

export const tagPath = (slug: string): string => pathTo('ShowTagPosts', { tagSlug: slug });

/**
 * A post's canonical address: under its publication when the publication accepted it, otherwise under
 * its writer: `/{collectionSlug}/{slug}-{id}` or `/@{username}/{slug}-{id}`.
 */
export function postPath(post: { id: string; title: string }, creatorUsername: string, collectionSlug?: string | null): string {
  const postId = postSlugParam(post.title, post.id);
  return collectionSlug
    ? pathTo('ShowPostUnderCollection', { collectionSlug, postId })
    : pathTo('ShowPostUnderUser', { username: creatorUsername, postId });
}

export type NavigationTarget = { kind: 'route'; route: string; params: Record<string, string> } | { kind: 'external'; href: string };

/**
 * reader-experience §2.6: where a publication's navigation tab points. Tabs may point to about, archive,
 * an external url, latest, a page, a post, a section, a tag feed or trending. Null when the tab's value
 * cannot make an address (an empty tag, a non-http external link).
 */
export function navigationTarget(item: { destination: string; value: string }, collectionSlug: string): NavigationTarget | null {
  const route = (name: string, extra: Record<string, string> = {}): NavigationTarget => ({
    kind: 'route',
    route: name,
    params: { collectionSlug, ...extra },
  });
  const value = item.value.trim();
  switch (item.destination) {
    case 'ABOUT':
      return route('ShowCollectionMasthead');
    case 'ARCHIVE':
      return route('ShowCollectionArchive');
    case 'LATEST':
      return route('ShowCollectionLatest');
    case 'TRENDING':
      return route('ShowCollectionTrending');
    case 'TAG_FEED':
      return value ? route('ShowCollectionTagged', { tagSlug: value }) : null;
    case 'PAGE':
      return value ? route('ShowCollectionSubpage', { subpageSlug: value }) : null;
    case 'SECTION':
      return value ? route('ShowCollectionTopicHome', { topicSlug: value }) : null;
    case 'POST':
      return value ? { kind: 'route', route: 'ShowPost', params: { postId: value } } : null;
    case 'EXTERNAL_URL':
      return /^https?:\/\//.test(value) ? { kind: 'external', href: value } : null;
    default:
      return null;
  }
}
