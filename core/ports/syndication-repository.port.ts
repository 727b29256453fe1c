// The feeds' and the sitemap's reads (platform-reference §2.1: /feed/*, /sitemap/sitemap.xml): a feed's scope,
// its newest listed stories, and the sitemap's keyset pages. The store implements it.
import type { Paragraph } from '../content/paragraph.ts';
import type { SitemapSection } from '../feed-syndication/sitemap.ts';

/** A story as a feed carries it. `publicationSlug` is set only when its publication accepted it. */
export type FeedStory = {
  id: string;
  creatorId: string;
  publicationId: string | null;
  title: string;
  subtitle: string;
  isLocked: boolean;
  publishedAt: Date;
  updatedAt: Date;
  body: Paragraph[];
  creatorUsername: string;
  creatorName: string;
  publicationSlug: string | null;
  tags: {
    slug: string;
    displayTitle: string;
  }[];
};
/** What a feed's scope is, once found. */
export type FeedOwner = {
  kind: 'latest';
} | {
  kind: 'user';
  id: string;
  username: string;
  name: string;
  bio: string;
} | {
  /** The stories a writer recommended: those they clapped, their own aside. */
  kind: 'recommended';
  id: string;
  username: string;
  name: string;
} | {
  kind: 'publication';
  id: string;
  slug: string;
  name: string;
  description: string;
  /** Only the stories carrying this tag. */
  tag?: { slug: string; displayTitle: string };
  /** Only its newsletter's issues: the stories it e-mailed to its subscribers (newsletter `newsletterId`). */
  news?: true;
  newsletterId?: string;
} | {
  kind: 'tag';
  slug: string;
  displayTitle: string;
} | {
  kind: 'topic';
  id: string;
  slug: string;
  name: string;
  description: string;
  flipboard?: true;
} | {
  /** A public list of a reader's own (never a predefined one). */
  kind: 'list';
  id: string;
  catalogSlug: string;
  name: string;
  description: string;
  ownerId: string;
  ownerUsername: string;
  ownerName: string;
};
/** One address of the sitemap: its path's parts, and when a story last changed. */
export type SitemapEntry = {
  section: 'stories';
  key: string;
  id: string;
  title: string;
  creatorUsername: string;
  publicationSlug: string | null;
  lastModified: Date;
} | {
  section: Exclude<SitemapSection, 'stories'>;
  key: string;
};
/** What the feeds and the sitemap read (adapters/postgres/syndication.repository.ts implements it; read-only). */
export type SyndicationRepository = {
  userByUsername(username: string): Promise<Extract<FeedOwner, { kind: 'user' }> | null>;
  publicationBySlug(slug: string): Promise<Extract<FeedOwner, { kind: 'publication' }> | null>;
  tagBySlug(slug: string): Promise<Extract<FeedOwner, { kind: 'tag' }> | null>;
  topicBySlug(slug: string): Promise<Extract<FeedOwner, { kind: 'topic' }> | null>;
  /** A publication's own newsletter, if it has one. */
  publicationNewsletterId(publicationId: string): Promise<string | null>;
  /** A reader's own list by id when it is public (predefined, private and locked lists have no feed). */
  publicListById(id: string): Promise<Omit<Extract<FeedOwner, { kind: 'list' }>, 'catalogSlug'> | null>;
  /** A found scope's newest `limit` published, listed stories, newest first. */
  storiesOf(owner: FeedOwner, limit: number): Promise<FeedStory[]>;
  /**
   * Where each page of a sitemap section starts: every `pageSize`-th key in key order (the 1st, the
   * (size+1)th, …) — one pass over the section's key index (core/feed-syndication/sitemap.ts pageStartsOf).
   */
  sitemapPageStarts(section: SitemapSection, pageSize: number): Promise<string[]>;
  /** One page of a sitemap section: at most `pageSize` addresses from the key `from` on, in key order. */
  sitemapPage(section: SitemapSection, from: string, pageSize: number): Promise<SitemapEntry[]>;
};
