// The tag page's operations (/tag/{tagSlug}), in their own module so that only the tag page carries them.
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
