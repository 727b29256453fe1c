// Issue 16 "who clapped" (/p/{postId}/upvotes): the story's title and address, and its clappers with their
// claps, 25 at a time; each row carries what its Follow button needs.
import type { PostClappersQueryData, PostClappersQueryVariables } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const CLAPPERS_PAGE_SIZE = 25;

export const PostClappersQuery: Operation<PostClappersQueryData, PostClappersQueryVariables> = {
  name: 'PostClappersQuery',
  source: /* GraphQL */ `
    query PostClappersQuery($postId: ID!, $paging: PagingOptions) {
      postClappers(postId: $postId, paging: $paging) {
        post { id title url clapCount creator { id name } }
        items {
          claps
          user { id name username imageId url bio viewerEdge { id isFollowing isMuting } socialStats { followerCount } }
        }
        pagingInfo { next { limit to } }
      }
    }
  `,
};

export type ClappersPageData = NonNullable<PostClappersQueryData['postClappers']>;
export type ClapperData = ClappersPageData['items'][number];
