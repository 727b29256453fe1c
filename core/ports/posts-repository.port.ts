// The store's posts as the GraphQL resolvers and services use them: feeds (keyset pages, newest first, strictly
// after a FeedPosition), staff picks, moderation. Implemented by adapters/postgres/posts.repository.ts.
import type { Post, PostSummary } from '../content/entities.ts';
import type { FeedPosition } from '../feed/paging.ts';

/** Which followed sources a following feed draws on (platform-reference §7.4 followingFeed). */
export type FollowingFeedSources = {
  viewerId: string;
  /** Posts by followed writers, in followed publications, or both (null). */
  kind: 'user' | 'collection' | null;
  /** One followed writer or publication only (the caller checked that it is followed). */
  selection: string | null;
};

/** What a purge needs to know of a post that changed. */
export type ChangedPost = { id: string; creatorId: string; publicationId: string | null };

export interface PostsRepository {
  /**
   * Several pages of published, listed posts at once, each newest first and strictly after its `after`
   * position; a page asks for `limit` rows. `viewerId`: the reader whose mutes apply.
   */
  recommendedFeedPages(requests: readonly { limit: number; after: FeedPosition | null }[], viewerId?: string | null): Promise<(PostSummary & FeedPosition)[][]>;
  /** Published, listed posts from the writers and publications the viewer follows; their mutes apply. */
  followingFeed(sources: FollowingFeedSources, limit: number, after: FeedPosition | null): Promise<(PostSummary & FeedPosition)[]>;
  /** A writer's published, listed posts. */
  postsByCreator(creatorId: string, limit: number, after: FeedPosition | null): Promise<(PostSummary & FeedPosition)[]>;
  /** platform-reference §7.4 tagFeed: the stories carrying a tag; a reader's mutes apply. */
  postsByTag(tagSlug: string, limit: number, after: FeedPosition | null, viewerId: string | null): Promise<(PostSummary & FeedPosition)[]>;
  /** A topic's stories; a reader's mutes apply. */
  postsByTopic(topicId: string, limit: number, after: FeedPosition | null, viewerId: string | null): Promise<(PostSummary & FeedPosition)[]>;
  /**
   * Issue 18, the end of a story (core/stories/story-end.ts): the writer's newest published, listed stories and the
   * publication's newest accepted ones (none without a publication), `limits` rows each; a reader's mutes apply.
   */
  storyEndCandidates(
    story: { creatorId: string; publicationId: string | null },
    limits: { byWriter: number; inPublication: number },
    viewerId: string | null,
  ): Promise<{ byWriter: PostSummary[]; inPublication: PostSummary[] }>;
  /** Staff picks, most recently picked first. */
  staffPicks(limit: number): Promise<PostSummary[]>;
  /** Staff: suspends a post (or lifts its suspension); null when there is no such post. */
  setSuspended(id: string, suspended: boolean, now: Date): Promise<ChangedPost | null>;
  /** A post's new title; null when there is no such post. */
  setTitle(id: string, title: string, now: Date): Promise<ChangedPost | null>;
  postsByIds(ids: readonly string[]): Promise<Post[]>;
}
