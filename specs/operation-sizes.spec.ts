// The browser's documents are static text, so npm run codegen can read and type them: a page size is written
// into the document as a number rather than interpolated. This keeps each number equal to the constant the
// page's own code uses (its skeleton rows, its 'Show more' pages, the server's limits).
import { Kind, parse, visit, type ArgumentNode, type ValueNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FOLLOWING_FEED_SELECTION_LIMIT } from '../core/following/following-feed.ts';
import { WHO_TO_FOLLOW_COUNT } from '../ui/components/WhoToFollow.tsx';
import { WhoToFollowQuery } from '../ui/components/WhoToFollowList.tsx';
import {
  FollowedPublicationsQuery,
  FollowedUsersQuery,
  FollowingFeedSourcesQuery,
  MutedPublicationsQuery,
  MutedUsersQuery,
  OWN_LIST_PAGE_SIZE,
} from '../ui/following/following-queries.ts';
import { FOLLOW_LIST_PAGE_SIZE, NOT_FOUND_STAFF_PICKS, NotFoundScreenQuery, UserFollowersQuery, UserFollowingQuery } from '../ui/queries.ts';
import { PublicationTaggedQuery, TAG_PAGE_SIZE, TagPageQuery, TopicPageQuery } from '../ui/topic-queries.ts';

/** The whole numbers `field` is asked with in the document: its `first`, `limit`, or its paging's `limit`. */
function sizesOf(source: string, field: string): number[] {
  const sizes: number[] = [];
  const intOf = (value: ValueNode | undefined) => (value?.kind === Kind.INT ? Number(value.value) : undefined);
  const sizeOf = (argument: ArgumentNode): number | undefined => {
    if (argument.name.value === 'first' || argument.name.value === 'limit') return intOf(argument.value);
    if (argument.name.value === 'paging' && argument.value.kind === Kind.OBJECT) {
      return intOf(argument.value.fields.find((f) => f.name.value === 'limit')?.value);
    }
    return undefined;
  };
  visit(parse(source), {
    Field(node) {
      if (node.name.value !== field) return;
      for (const argument of node.arguments ?? []) {
        const size = sizeOf(argument);
        if (size !== undefined) sizes.push(size);
      }
    },
  });
  return sizes;
}

describe('reader-experience §9: each document asks for the page size its page is built on', () => {
  const cases: [string, { source: string }, string, number][] = [
    ['the not-found page’s 4 staff picks', NotFoundScreenQuery, 'staffPicksFeed', NOT_FOUND_STAFF_PICKS],
    ['Who to follow', WhoToFollowQuery, 'whoToFollow', WHO_TO_FOLLOW_COUNT],
    ['the following feed’s selection row', FollowingFeedSourcesQuery, 'followedEntities', FOLLOWING_FEED_SELECTION_LIMIT],
    ['the writers the reader follows', FollowedUsersQuery, 'followedUsers', OWN_LIST_PAGE_SIZE],
    ['the publications the reader follows', FollowedPublicationsQuery, 'followedPublications', OWN_LIST_PAGE_SIZE],
    ['the writers the reader muted', MutedUsersQuery, 'mutedUsers', OWN_LIST_PAGE_SIZE],
    ['the publications the reader muted', MutedPublicationsQuery, 'mutedPublications', OWN_LIST_PAGE_SIZE],
    ['a writer’s followers', UserFollowersQuery, 'followers', FOLLOW_LIST_PAGE_SIZE],
    ['whom a writer follows', UserFollowingQuery, 'following', FOLLOW_LIST_PAGE_SIZE],
    ['a tag’s first stories', TagPageQuery, 'tagFeed', TAG_PAGE_SIZE],
    ['a topic’s first stories', TopicPageQuery, 'posts', TAG_PAGE_SIZE],
    ['a publication’s first stories under a tag', PublicationTaggedQuery, 'tagged', TAG_PAGE_SIZE],
  ];
  for (const [what, operation, field, size] of cases) {
    it(`${what}: ${field} asks for ${size}`, () => {
      expect(sizesOf(operation.source, field)).toEqual([size]);
    });
  }

  it('reads the size a document asks for, so a changed number is caught', () => {
    expect(sizesOf('query { a: staffPicksFeed(paging: { limit: 5 }) { items { feedId } } }', 'staffPicksFeed')).toEqual([5]);
    expect(sizesOf('query { whoToFollow(first: 2) { __typename } }', 'whoToFollow')).toEqual([2]);
  });
});
