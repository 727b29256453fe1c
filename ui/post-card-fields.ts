// What every list of stories asks for: the operation type, the fields a PostCard shows (fragment
// PostCardFields) and a page of a feed (fragment PostFeedFields). Apart from ui/queries.ts so that pages with
// their own queries (a publication's homepage, the following feed) do not carry every other page's operations.
// A document that spreads a fragment ends with its definition (`${POST_FEED_FRAGMENT}`); npm run codegen
// reads the definitions from here and types the answers (ui/generated/operations.ts).
import type { TypedOperation } from '../adapters/graphql-client/batched-client.ts';
import type { PostCardFieldsFragment, PostFeedFieldsFragment } from './generated/operations.ts';

/** An operation of the browser's or the renderer's, typed by its generated answer and variables. */
export type Operation<TData, TVars extends Record<string, unknown>> = TypedOperation<TData, TVars>;

/** The fields a PostCard shows. */
export const POST_CARD_FRAGMENT = /* GraphQL */ `
  fragment PostCardFields on Post {
    id
    title
    subtitle
    url
    isLocked
    readingTime
    firstPublishedAt
    statusForCollection
    previewImage { id originalWidth originalHeight alt }
    creator { id name username imageId url }
    collection { id name slug url }
    primaryTopic { id slug name }
    clapCount
    viewerIsSaved
    responsesCount
  }
`;

/** A page of a feed: its stories as cards, and the next page's cursor. Carries PostCardFields with it. */
export const POST_FEED_FRAGMENT = /* GraphQL */ `
  fragment PostFeedFields on PostFeed {
    items { feedId post { ...PostCardFields } }
    pagingInfo { next { limit to } }
  }
  ${POST_CARD_FRAGMENT}
`;

export type PostCardData = PostCardFieldsFragment;

export type FeedPageData = PostFeedFieldsFragment;
