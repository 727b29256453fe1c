// The operations of the reader pages built from 501 (migration 0051): a tag's Recommended and Who to follow, a
// series, a writer's books. In their own module so that only those pages carry them.
import type {
  AddBookMutationData,
  AddBookMutationVariables,
  RemoveBookMutationData,
  RemoveBookMutationVariables,
  SeriesPageQueryData,
  SeriesPageQueryVariables,
  TagRecommendedMoreQueryData,
  TagRecommendedMoreQueryVariables,
  TagRecommendedQueryData,
  TagRecommendedQueryVariables,
  TagWritersMoreQueryData,
  TagWritersMoreQueryVariables,
  TagWritersQueryData,
  TagWritersQueryVariables,
  UserBooksQueryData,
  UserBooksQueryVariables,
} from '../generated/operations.ts';
import { POST_CARD_FRAGMENT, POST_FEED_FRAGMENT, type Operation } from '../post-card-fields.ts';

/** /tag/{tagSlug}/recommended: the tag, and the first page of its most clapped recent stories. */
export const TagRecommendedQuery: Operation<TagRecommendedQueryData, TagRecommendedQueryVariables> = {
  name: 'TagRecommendedQuery',
  source: /* GraphQL */ `
    query TagRecommendedQuery($tagSlug: String!) {
      tag: tagFromSlug(tagSlug: $tagSlug) {
        slug displayTitle postCount viewerFollows
        recommended(paging: { limit: 10 }) { ...PostFeedFields }
      }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

export const TagRecommendedMoreQuery: Operation<TagRecommendedMoreQueryData, TagRecommendedMoreQueryVariables> = {
  name: 'TagRecommendedMoreQuery',
  source: /* GraphQL */ `
    query TagRecommendedMoreQuery($tagSlug: String!, $paging: PagingOptions) {
      tag: tagFromSlug(tagSlug: $tagSlug) { slug recommended(paging: $paging) { ...PostFeedFields } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

const TAG_WRITERS_FRAGMENT = /* GraphQL */ `
  fragment TagWriterPageFields on TagWriterPage {
    items {
      storyCount
      user { id name bio url socialStats { followerCount } viewerEdge { id isFollowing isMuting } }
    }
    pagingInfo { next { limit to } }
  }
`;

/** /tag/{tagSlug}/who-to-follow and /top-writers: the tag, its first page of writers, and the viewer's following count (the toasts). */
export const TagWritersQuery: Operation<TagWritersQueryData, TagWritersQueryVariables> = {
  name: 'TagWritersQuery',
  source: /* GraphQL */ `
    query TagWritersQuery($tagSlug: String!) {
      tag: tagFromSlug(tagSlug: $tagSlug) {
        slug displayTitle postCount viewerFollows
        writers(paging: { limit: 10 }) { ...TagWriterPageFields }
      }
      viewer { id socialStats { followingCount } }
    }
    ${TAG_WRITERS_FRAGMENT}
  `,
};

export const TagWritersMoreQuery: Operation<TagWritersMoreQueryData, TagWritersMoreQueryVariables> = {
  name: 'TagWritersMoreQuery',
  source: /* GraphQL */ `
    query TagWritersMoreQuery($tagSlug: String!, $paging: PagingOptions) {
      tag: tagFromSlug(tagSlug: $tagSlug) { slug writers(paging: $paging) { ...TagWriterPageFields } }
    }
    ${TAG_WRITERS_FRAGMENT}
  `,
};

/** /s/{slug} and /series/{id}: the series, its writer and its stories in order. */
export const SeriesPageQuery: Operation<SeriesPageQueryData, SeriesPageQueryVariables> = {
  name: 'SeriesPageQuery',
  source: /* GraphQL */ `
    query SeriesPageQuery($ref: String!) {
      series(ref: $ref) {
        id slug url title description viewerIsCreator
        creator { id name username url bio imageId }
        posts { ...PostCardFields }
      }
    }
    ${POST_CARD_FRAGMENT}
  `,
};

/** /@{username}/books: the writer and their books; the viewer, to know whether they are the writer. */
export const UserBooksQuery: Operation<UserBooksQueryData, UserBooksQueryVariables> = {
  name: 'UserBooksQuery',
  source: /* GraphQL */ `
    query UserBooksQuery($username: String!) {
      user(username: $username) { id name username url bio imageId books { id title description url publishedYear } }
      viewer { id }
    }
  `,
};

export const AddBookMutation: Operation<AddBookMutationData, AddBookMutationVariables> = {
  name: 'AddBookMutation',
  source: /* GraphQL */ `
    mutation AddBookMutation($input: BookInput!) {
      addBook(input: $input) { id title description url publishedYear }
    }
  `,
};

export const RemoveBookMutation: Operation<RemoveBookMutationData, RemoveBookMutationVariables> = {
  name: 'RemoveBookMutation',
  source: /* GraphQL */ `
    mutation RemoveBookMutation($bookId: ID!) {
      removeBook(bookId: $bookId) { id title description url publishedYear }
    }
  `,
};
