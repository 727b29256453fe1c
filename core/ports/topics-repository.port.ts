// The store's topics and tags. Implemented by adapters/postgres/topics.repository.ts.
import type { Topic } from '../content/entities.ts';

export type TagInfo = { slug: string; displayTitle: string };

export interface TopicsRepository {
  topicsByIds(ids: readonly string[]): Promise<Topic[]>;
  /** Topics ordered by how many published posts carry them, then by name. */
  mostUsed(limit: number): Promise<Topic[]>;
  topicBySlug(slug: string): Promise<Topic | null>;
  /** How many published, listed stories each topic holds (0 for a topic with none). */
  postCounts(topicIds: readonly string[]): Promise<Map<string, number>>;
  /** Every topic, by name. */
  allTopics(): Promise<Topic[]>;
  /** A tag by its slug with how many published, listed stories carry it; null when there is none. */
  tagBySlug(slug: string): Promise<(TagInfo & { postCount: number }) | null>;
  tagsOfPosts(postIds: readonly string[]): Promise<Map<string, TagInfo[]>>;
  /** The reader follows the topic; following again changes nothing. */
  followTopic(userId: string, topicId: string): Promise<void>;
  unfollowTopic(userId: string, topicId: string): Promise<void>;
  /** Which of these topics the reader follows. */
  followedAmong(userId: string, topicIds: readonly string[]): Promise<Set<string>>;
  /** The topics the reader follows, by name. */
  followedTopics(userId: string): Promise<Topic[]>;
  /** Issue 18: the reader follows the tag (tags are no topics here: a tag has its own follows); again changes nothing. */
  followTag(userId: string, tagSlug: string): Promise<void>;
  unfollowTag(userId: string, tagSlug: string): Promise<void>;
  /** Which of these tags the reader follows. */
  followedTagsAmong(userId: string, tagSlugs: readonly string[]): Promise<Set<string>>;
  /** The tags the reader follows, by title. */
  followedTags(userId: string): Promise<TagInfo[]>;
}
