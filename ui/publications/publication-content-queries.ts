// Issue 22: the operations of a publication's content manager (/{publication}/stories, /stories/{filterBy},
// /submissions), the create-submission page (/me/create-submission/{publicationId}/{postId}: it reads
// SubmissionTargetsQuery) and the review page (/r/submission/{submissionId}). The server preloads the queries
// (adapters/server/render/pages/publication-content.pages.ts).
import type {
  PublicationContentQueryData,
  PublicationContentQueryVariables,
  RemoveStoryFromPublicationMutationData,
  RemoveStoryFromPublicationMutationVariables,
  SubmissionQueryData,
  SubmissionQueryVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';
import { SUBMISSION_FIELDS } from './publication-people-queries.ts';

export const PublicationContentQuery: Operation<PublicationContentQueryData, PublicationContentQueryVariables> = {
  name: 'PublicationContentQuery',
  source: /* GraphQL */ `
    query PublicationContentQuery($slug: String!, $tab: PublicationContentTab!) {
      publicationContent(slug: $slug, tab: $tab) {
        id
        publicationId
        slug
        name
        viewerRole
        tab
        counts { published scheduled submissions }
        featuredIds
        stories { id title subtitle writerName writerUsername visibility publishedAt scheduledAt url isFeatured actions { action label } }
        submissions { ...SubmissionFields }
      }
    }
    ${SUBMISSION_FIELDS}
  `,
};

export const SubmissionQuery: Operation<SubmissionQueryData, SubmissionQueryVariables> = {
  name: 'SubmissionQuery',
  source: /* GraphQL */ `
    query SubmissionQuery($id: ID!) {
      submission(id: $id) { ...SubmissionFields }
    }
    ${SUBMISSION_FIELDS}
  `,
};

export const RemoveStoryFromPublicationMutation: Operation<RemoveStoryFromPublicationMutationData, RemoveStoryFromPublicationMutationVariables> = {
  name: 'RemoveStoryFromPublicationMutation',
  source: /* GraphQL */ `
    mutation RemoveStoryFromPublicationMutation($publicationId: ID!, $postId: ID!) {
      removeStoryFromPublication(publicationId: $publicationId, postId: $postId)
    }
  `,
};
