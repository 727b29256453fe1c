// The operations of a tag's archive by date and the top stories of a day (core/browse/top-stories.ts), in their own
// module so that only those pages carry them.
import type * as Ops from '../generated/operations.ts';
import { POST_FEED_FRAGMENT, type Operation } from '../post-card-fields.ts';

/** A page of a tag's archive or the day's top stories. */
export const BROWSE_PAGE_SIZE = 10;

/** /tag/{tagSlug}/archive: the tag and how many stories each month holds. */
export const TagArchiveIndexQuery: Operation<Ops.TagArchiveIndexQueryData, Ops.TagArchiveIndexQueryVariables> = {
  name: 'TagArchiveIndexQuery',
  source: /* GraphQL */ `
    query TagArchiveIndexQuery($tagSlug: String!) {
      tag: tagFromSlug(tagSlug: $tagSlug) { slug displayTitle postCount archiveIndex { year month count } }
    }
  `,
};

/** /tag/{tagSlug}/archive/{year}[/{month}[/{day}]]: the first page of the tag's stories of that date. */
export const TagArchiveQuery: Operation<Ops.TagArchiveQueryData, Ops.TagArchiveQueryVariables> = {
  name: 'TagArchiveQuery',
  source: /* GraphQL */ `
    query TagArchiveQuery($tagSlug: String!, $year: Int!, $month: Int, $day: Int, $paging: PagingOptions) {
      tag: tagFromSlug(tagSlug: $tagSlug) {
        slug displayTitle postCount
        archiveIndex { year month count }
        archive(year: $year, month: $month, day: $day, paging: $paging) { ...PostFeedFields }
      }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

export const TagArchivePostsQuery: Operation<Ops.TagArchivePostsQueryData, Ops.TagArchivePostsQueryVariables> = {
  name: 'TagArchivePostsQuery',
  source: /* GraphQL */ `
    query TagArchivePostsQuery($tagSlug: String!, $year: Int!, $month: Int, $day: Int, $paging: PagingOptions) {
      tag: tagFromSlug(tagSlug: $tagSlug) { slug archive(year: $year, month: $month, day: $day, paging: $paging) { ...PostFeedFields } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

/** /top-stories[/{day}]: the day's most read and clapped stories (day: 2026-11-24). */
export const TopStoriesQuery: Operation<Ops.TopStoriesQueryData, Ops.TopStoriesQueryVariables> = {
  name: 'TopStoriesQuery',
  source: /* GraphQL */ `
    query TopStoriesQuery($day: String!, $paging: PagingOptions) {
      topStories(day: $day, paging: $paging) { ...PostFeedFields }
    }
    ${POST_FEED_FRAGMENT}
  `,
};
