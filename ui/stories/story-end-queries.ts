// Issue 18: what the end of a story shows beside the story itself (its writer's card reads PostPageQuery): the
// publication's card, More from the writer and More from the publication. The server runs it with the story's
// own query, in the same render (no round trip before the first paint); the page's edge-cache tags (the writer's
// and the publication's) purge it when either publishes (adapters/server/edge-cache/content-changes.ts).
import type { StoryEndQueryData, StoryEndQueryVariables } from '../generated/operations.ts';
import { POST_CARD_FRAGMENT, type Operation } from '../post-card-fields.ts';

export type StoryEndData = StoryEndQueryData;

export const StoryEndQuery: Operation<StoryEndQueryData, StoryEndQueryVariables> = {
  name: 'StoryEndQuery',
  source: /* GraphQL */ `
    query StoryEndQuery($id: ID!) {
      post(id: $id) {
        id
        collection { id name slug url description avatar { id } followGraph { followerCount } viewerEdge { isFollowing isMuting } }
        storyEnd { moreFromWriter { ...PostCardFields } moreFromPublication { ...PostCardFields } }
      }
      viewer { id socialStats { followingCount } }
    }
    ${POST_CARD_FRAGMENT}
  `,
};
