// reader-experience §3: the entities the reading pages show, as the store hands them to the server.
// Plain data; the GraphQL layer shapes them into the spec's field names.
import type { ImageMetadata, Paragraph } from './paragraph.ts';

export type CollectionRole = 'OWNER' | 'EDITOR' | 'WRITER';
export type PostVisibility = 'PUBLIC' | 'UNLISTED' | 'LOCKED';

export type User = {
  id: string;
  username: string;
  name: string;
  bio: string;
  imageId: string | null;
  createdAt: Date;
};

export type SocialStats = { followerCount: number; followingCount: number };

export type NavigationItem = { title: string; destination: string; value: string };

export type Publication = {
  id: string;
  slug: string;
  name: string;
  tagline: string;
  description: string;
  avatarId: string | null;
  headerColor: string | null;
  domain: string | null;
};

export type PublicationEditor = { userId: string; role: CollectionRole };

export type Topic = { id: string; slug: string; name: string; description: string };

/** A tag on stories; postCount is there when the store counted them (a tag met on a post carries none). */
export type Tag = { slug: string; displayTitle: string; postCount?: number };

/** A post without its body: what feeds and cards need. */
export type PostSummary = {
  id: string;
  creatorId: string;
  publicationId: string | null;
  title: string;
  subtitle: string;
  slug: string;
  visibility: PostVisibility;
  isLocked: boolean;
  readingTime: number;
  previewImage: ImageMetadata | null;
  primaryTopicId: string | null;
  statusForCollection: string | null;
  publishedAt: Date | null;
  latestPublishedAt: Date | null;
  /** When staff suspended the post; null while it is not (platform-reference §6, §9). */
  suspendedAt: Date | null;
  updatedAt: Date;
};

export type Post = PostSummary & { body: Paragraph[] };

/** A published post can be read; a draft (never published) cannot be reached by its address. */
export function isPublished(post: Pick<PostSummary, 'publishedAt'>): boolean {
  return post.publishedAt !== null;
}

/** reader-experience §3: only an APPROVED post shows its publication's name. */
export function showsPublication(post: Pick<PostSummary, 'publicationId' | 'statusForCollection'>): boolean {
  return post.publicationId !== null && post.statusForCollection === 'APPROVED';
}
