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
