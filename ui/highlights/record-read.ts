// The one operation every story page sends (reading history, issue 16): kept apart from the other highlight
// operations so the story page's initial JavaScript carries only this one.
import type { RecordPostReadMutationData, RecordPostReadMutationVariables } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const RecordPostReadMutation: Operation<RecordPostReadMutationData, RecordPostReadMutationVariables> = {
  name: 'RecordPostReadMutation',
  source: /* GraphQL */ `
    mutation RecordPostReadMutation($postId: ID!) {
      recordPostRead(postId: $postId) {
        __typename
        ... on PostReadRecorded { recorded }
      }
    }
  `,
};
