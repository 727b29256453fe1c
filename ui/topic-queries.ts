// The operations of the tag, topic and explore-topics pages, in their own module so that only those pages carry them.
import { POST_CARD_FIELDS, type Operation, type PagingData, type PostCardData } from './post-card-fields.ts';

/** The tag page (/tag/{tagSlug}): the tag, and the first page of its stories, newest first. */
export type TagPageData = {
  tag: { slug: string; displayTitle: string; postCount: number } | null;
  tagFeed: { items: { feedId: string; post: PostCardData }[]; pagingInfo: { next: PagingData } };
};

export const TAG_PAGE_SIZE = 10;

export const TagPageQuery: Operation<TagPageData, { tagSlug: string }> = {
  name: 'TagPageQuery',
  source: /* GraphQL */ `
    query TagPageQuery($tagSlug: String!) {
      tag(slug: $tagSlug) { slug displayTitle postCount }
      tagFeed(tagSlug: $tagSlug, paging: { limit: 10 }) { items { feedId post { ${POST_CARD_FIELDS} } } pagingInfo { next { limit to } } }
    }
  `,
};

export type TagFeedData = { tagFeed: TagPageData['tagFeed'] };

/** The next page of a tag's stories ('Show more'). */
export const TagFeedQuery: Operation<TagFeedData, { tagSlug: string; paging: { limit: number; to?: string } }> = {
  name: 'TagFeedQuery',
  source: /* GraphQL */ `
    query TagFeedQuery($tagSlug: String!, $paging: PagingOptions) {
      tagFeed(tagSlug: $tagSlug, paging: $paging) { items { feedId post { ${POST_CARD_FIELDS} } } pagingInfo { next { limit to } } }
    }
  `,
};

/** A topic page (/topic/{topicSlug}): the topic, how many stories it holds, and the first page of them. */
export type TopicPageData = {
  topic: {
    id: string;
    slug: string;
    name: string;
    description: string;
    postCount: number;
    posts: { items: { feedId: string; post: PostCardData }[]; pagingInfo: { next: PagingData } };
  } | null;
};

export const TopicPageQuery: Operation<TopicPageData, { topicSlug: string }> = {
  name: 'TopicPageQuery',
  source: /* GraphQL */ `
    query TopicPageQuery($topicSlug: String!) {
      topic(slug: $topicSlug) {
        id slug name description postCount
        posts(paging: { limit: 10 }) { items { feedId post { ${POST_CARD_FIELDS} } } pagingInfo { next { limit to } } }
      }
    }
  `,
};

export type TopicPostsData = { topic: { id: string; posts: NonNullable<TopicPageData['topic']>['posts'] } | null };

/** The next page of a topic's stories ('Show more'). */
export const TopicPostsQuery: Operation<TopicPostsData, { topicSlug: string; paging: { limit: number; to?: string } }> = {
  name: 'TopicPostsQuery',
  source: /* GraphQL */ `
    query TopicPostsQuery($topicSlug: String!, $paging: PagingOptions) {
      topic(slug: $topicSlug) { id posts(paging: $paging) { items { feedId post { ${POST_CARD_FIELDS} } } pagingInfo { next { limit to } } } }
    }
  `,
};

/** The explore-topics page: every topic with its story count. */
export type ExploreTopicsData = { topics: { id: string; slug: string; name: string; description: string; postCount: number }[] };

export const ExploreTopicsQuery: Operation<ExploreTopicsData, Record<string, never>> = {
  name: 'ExploreTopicsQuery',
  source: /* GraphQL */ `
    query ExploreTopicsQuery {
      topics { id slug name description postCount }
    }
  `,
};

/** /{publication}/tagged/{tag}: a publication's stories under one tag. */
export type PublicationTaggedData = {
  publication: { id: string; slug: string; name: string; url: string; tagged: TagPageData['tagFeed'] } | null;
  tag: { slug: string; displayTitle: string } | null;
};

export const PublicationTaggedQuery: Operation<PublicationTaggedData, { collectionSlug: string; tagSlug: string }> = {
  name: 'PublicationTaggedQuery',
  source: /* GraphQL */ `
    query PublicationTaggedQuery($collectionSlug: String!, $tagSlug: String!) {
      publication(slug: $collectionSlug) {
        id slug name url
        tagged(tagSlug: $tagSlug, paging: { limit: 10 }) { items { feedId post { ${POST_CARD_FIELDS} } } pagingInfo { next { limit to } } }
      }
      tag(slug: $tagSlug) { slug displayTitle }
    }
  `,
};

export type PublicationTaggedPostsData = { publication: { id: string; tagged: TagPageData['tagFeed'] } | null };

/** The next page of a publication's stories under a tag ('Show more'). */
export const PublicationTaggedPostsQuery: Operation<PublicationTaggedPostsData, { collectionSlug: string; tagSlug: string; paging: { limit: number; to?: string } }> = {
  name: 'PublicationTaggedPostsQuery',
  source: /* GraphQL */ `
    query PublicationTaggedPostsQuery($collectionSlug: String!, $tagSlug: String!, $paging: PagingOptions) {
      publication(slug: $collectionSlug) { id tagged(tagSlug: $tagSlug, paging: $paging) { items { feedId post { ${POST_CARD_FIELDS} } } pagingInfo { next { limit to } } } }
    }
  `,
};
