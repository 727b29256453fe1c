// The operations of the tag, topic and explore-topics pages, in their own module so that only those pages carry them.
import type {
  ExploreTopicsQueryData,
  ExploreTopicsQueryVariables,
  PublicationTaggedPostsQueryData,
  PublicationTaggedPostsQueryVariables,
  PublicationTaggedQueryData,
  PublicationTaggedQueryVariables,
  TagFeedQueryData,
  TagFeedQueryVariables,
  TagPageQueryData,
  TagPageQueryVariables,
  TopicPageQueryData,
  TopicPageQueryVariables,
  TopicPostsQueryData,
  TopicPostsQueryVariables,
} from './generated/operations.ts';
import { POST_FEED_FRAGMENT, type Operation } from './post-card-fields.ts';

/** The tag, topic and tagged pages show 10 stories at a time (the documents' first pages). */
export const TAG_PAGE_SIZE = 10;

/** The tag page (/tag/{tagSlug}): the tag (platform-reference §7.4 tagFromSlug), and the first page of its stories, newest first. */
export const TagPageQuery: Operation<TagPageQueryData, TagPageQueryVariables> = {
  name: 'TagPageQuery',
  source: /* GraphQL */ `
    query TagPageQuery($tagSlug: String!) {
      tag: tagFromSlug(tagSlug: $tagSlug) { slug displayTitle postCount viewerFollows }
      tagFeed(tagSlug: $tagSlug, paging: { limit: 10 }) { ...PostFeedFields }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

/** The next page of a tag's stories ('Show more'). */
export const TagFeedQuery: Operation<TagFeedQueryData, TagFeedQueryVariables> = {
  name: 'TagFeedQuery',
  source: /* GraphQL */ `
    query TagFeedQuery($tagSlug: String!, $paging: PagingOptions) {
      tagFeed(tagSlug: $tagSlug, paging: $paging) { ...PostFeedFields }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

/** A topic page (/topic/{topicSlug}): the topic, how many stories it holds, and the first page of them. */
export const TopicPageQuery: Operation<TopicPageQueryData, TopicPageQueryVariables> = {
  name: 'TopicPageQuery',
  source: /* GraphQL */ `
    query TopicPageQuery($topicSlug: String!) {
      topic(slug: $topicSlug) {
        id slug name description postCount viewerFollows viewerCanCurate
        posts(paging: { limit: 10 }) { ...PostFeedFields }
      }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

/** The next page of a topic's stories ('Show more'). */
export const TopicPostsQuery: Operation<TopicPostsQueryData, TopicPostsQueryVariables> = {
  name: 'TopicPostsQuery',
  source: /* GraphQL */ `
    query TopicPostsQuery($topicSlug: String!, $paging: PagingOptions) {
      topic(slug: $topicSlug) { id posts(paging: $paging) { ...PostFeedFields } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

/** The explore-topics page: every topic with its story count. */
export const ExploreTopicsQuery: Operation<ExploreTopicsQueryData, ExploreTopicsQueryVariables> = {
  name: 'ExploreTopicsQuery',
  source: /* GraphQL */ `
    query ExploreTopicsQuery {
      topics { id slug name description postCount }
    }
  `,
};

/** /{publication}/tagged/{tag}: a publication's stories under one tag. */
export const PublicationTaggedQuery: Operation<PublicationTaggedQueryData, PublicationTaggedQueryVariables> = {
  name: 'PublicationTaggedQuery',
  source: /* GraphQL */ `
    query PublicationTaggedQuery($collectionSlug: String!, $tagSlug: String!) {
      publication(slug: $collectionSlug) {
        id slug name url
        tagged(tagSlug: $tagSlug, paging: { limit: 10 }) { ...PostFeedFields }
      }
      tag: tagFromSlug(tagSlug: $tagSlug) { slug displayTitle }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

/** The next page of a publication's stories under a tag ('Show more'). */
export const PublicationTaggedPostsQuery: Operation<PublicationTaggedPostsQueryData, PublicationTaggedPostsQueryVariables> = {
  name: 'PublicationTaggedPostsQuery',
  source: /* GraphQL */ `
    query PublicationTaggedPostsQuery($collectionSlug: String!, $tagSlug: String!, $paging: PagingOptions) {
      publication(slug: $collectionSlug) { id tagged(tagSlug: $tagSlug, paging: $paging) { ...PostFeedFields } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};
