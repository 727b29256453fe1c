// Issue 22 part A: the operations of the publication people pages (ui/publications/PublicationPeoplePages.tsx) —
// create a publication, its people page, the editor inbox, the writer outbox, choosing a publication to submit to,
// and the featured stories page. The server preloads the queries (adapters/server/render/pages/publication-people.pages.ts).
import type {
  CancelPublicationInvitationMutationData,
  CancelPublicationInvitationMutationVariables,
  CreatePublicationMutationData,
  CreatePublicationMutationVariables,
  EditorInboxQueryData,
  EditorInboxQueryVariables,
  FeaturedStoriesManagerQueryData,
  FeaturedStoriesManagerQueryVariables,
  InvitePublicationMemberMutationData,
  InvitePublicationMemberMutationVariables,
  PublicationPeopleQueryData,
  PublicationPeopleQueryVariables,
  RemovePublicationMemberMutationData,
  RemovePublicationMemberMutationVariables,
  RespondToPublicationInvitationMutationData,
  RespondToPublicationInvitationMutationVariables,
  SetFeaturedStoriesMutationData,
  SetFeaturedStoriesMutationVariables,
  SetPublicationMemberRoleMutationData,
  SetPublicationMemberRoleMutationVariables,
  SubmissionTargetsQueryData,
  SubmissionTargetsQueryVariables,
  SubmitToPublicationMutationData,
  SubmitToPublicationMutationVariables,
  UpdateSubmissionMutationData,
  UpdateSubmissionMutationVariables,
  WriterOutboxQueryData,
  WriterOutboxQueryVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const SUBMISSION_FIELDS = /* GraphQL */ `
  fragment SubmissionFields on Submission {
    id
    publicationId
    publicationSlug
    publicationName
    postId
    title
    subtitle
    writerUsername
    writerName
    status
    statusLabel
    note
    createdAt
    updatedAt
    publishedUrl
    actions { action label }
    preview
  }
`;

const INVITATION_FIELDS = /* GraphQL */ `
  fragment InvitationFields on PublicationInvitation {
    id
    publicationId
    publicationSlug
    publicationName
    inviteeUsername
    inviteeName
    inviterName
    role
    createdAt
  }
`;

export const PublicationPeopleQuery: Operation<PublicationPeopleQueryData, PublicationPeopleQueryVariables> = {
  name: 'PublicationPeopleQuery',
  source: /* GraphQL */ `
    query PublicationPeopleQuery($slug: String!) {
      publicationPeople(slug: $slug) {
        id
        publicationId
        slug
        name
        viewerRole
        viewerMayInvite
        members { userId username name role viewerMayRemove }
        invitations { ...InvitationFields }
        viewerInvitation { ...InvitationFields }
      }
    }
    ${INVITATION_FIELDS}
  `,
};

export const EditorInboxQuery: Operation<EditorInboxQueryData, EditorInboxQueryVariables> = {
  name: 'EditorInboxQuery',
  source: /* GraphQL */ `
    query EditorInboxQuery($slug: String!) {
      editorInbox(slug: $slug) { id publicationId slug name viewerRole submissions { ...SubmissionFields } }
    }
    ${SUBMISSION_FIELDS}
  `,
};

export const WriterOutboxQuery: Operation<WriterOutboxQueryData, WriterOutboxQueryVariables> = {
  name: 'WriterOutboxQuery',
  source: /* GraphQL */ `
    query WriterOutboxQuery {
      writerOutbox { ...SubmissionFields }
    }
    ${SUBMISSION_FIELDS}
  `,
};

export const SubmissionTargetsQuery: Operation<SubmissionTargetsQueryData, SubmissionTargetsQueryVariables> = {
  name: 'SubmissionTargetsQuery',
  source: /* GraphQL */ `
    query SubmissionTargetsQuery($postId: ID!) {
      submissionTargets(postId: $postId) {
        postId
        title
        isDraft
        openSubmission { ...SubmissionFields }
        publications { id slug name role }
      }
    }
    ${SUBMISSION_FIELDS}
  `,
};

export const FeaturedStoriesManagerQuery: Operation<FeaturedStoriesManagerQueryData, FeaturedStoriesManagerQueryVariables> = {
  name: 'FeaturedStoriesManagerQuery',
  source: /* GraphQL */ `
    query FeaturedStoriesManagerQuery($slug: String!) {
      featuredStoriesManager(slug: $slug) {
        id
        publicationId
        slug
        name
        featured { id title publishedAt }
        stories { id title publishedAt }
      }
    }
  `,
};

export const CreatePublicationMutation: Operation<CreatePublicationMutationData, CreatePublicationMutationVariables> = {
  name: 'CreatePublicationMutation',
  source: /* GraphQL */ `
    mutation CreatePublicationMutation($input: CreatePublicationInput!) {
      createPublication(input: $input) { id slug name role }
    }
  `,
};

export const InvitePublicationMemberMutation: Operation<InvitePublicationMemberMutationData, InvitePublicationMemberMutationVariables> = {
  name: 'InvitePublicationMemberMutation',
  source: /* GraphQL */ `
    mutation InvitePublicationMemberMutation($publicationId: ID!, $who: String!, $role: CollectionRole!) {
      invitePublicationMember(publicationId: $publicationId, who: $who, role: $role) { ...InvitationFields }
    }
    ${INVITATION_FIELDS}
  `,
};

export const RespondToPublicationInvitationMutation: Operation<RespondToPublicationInvitationMutationData, RespondToPublicationInvitationMutationVariables> = {
  name: 'RespondToPublicationInvitationMutation',
  source: /* GraphQL */ `
    mutation RespondToPublicationInvitationMutation($invitationId: ID!, $accept: Boolean!) {
      respondToPublicationInvitation(invitationId: $invitationId, accept: $accept) { id slug name role }
    }
  `,
};

export const CancelPublicationInvitationMutation: Operation<CancelPublicationInvitationMutationData, CancelPublicationInvitationMutationVariables> = {
  name: 'CancelPublicationInvitationMutation',
  source: /* GraphQL */ `
    mutation CancelPublicationInvitationMutation($invitationId: ID!) {
      cancelPublicationInvitation(invitationId: $invitationId)
    }
  `,
};

export const RemovePublicationMemberMutation: Operation<RemovePublicationMemberMutationData, RemovePublicationMemberMutationVariables> = {
  name: 'RemovePublicationMemberMutation',
  source: /* GraphQL */ `
    mutation RemovePublicationMemberMutation($publicationId: ID!, $userId: ID!) {
      removePublicationMember(publicationId: $publicationId, userId: $userId)
    }
  `,
};

export const SetPublicationMemberRoleMutation: Operation<SetPublicationMemberRoleMutationData, SetPublicationMemberRoleMutationVariables> = {
  name: 'SetPublicationMemberRoleMutation',
  source: /* GraphQL */ `
    mutation SetPublicationMemberRoleMutation($publicationId: ID!, $userId: ID!, $role: CollectionRole!) {
      setPublicationMemberRole(publicationId: $publicationId, userId: $userId, role: $role)
    }
  `,
};

export const SubmitToPublicationMutation: Operation<SubmitToPublicationMutationData, SubmitToPublicationMutationVariables> = {
  name: 'SubmitToPublicationMutation',
  source: /* GraphQL */ `
    mutation SubmitToPublicationMutation($publicationId: ID!, $postId: ID!) {
      submitToPublication(publicationId: $publicationId, postId: $postId) { ...SubmissionFields }
    }
    ${SUBMISSION_FIELDS}
  `,
};

export const UpdateSubmissionMutation: Operation<UpdateSubmissionMutationData, UpdateSubmissionMutationVariables> = {
  name: 'UpdateSubmissionMutation',
  source: /* GraphQL */ `
    mutation UpdateSubmissionMutation($submissionId: ID!, $action: SubmissionAction!, $note: String) {
      updateSubmission(submissionId: $submissionId, action: $action, note: $note) { ...SubmissionFields }
    }
    ${SUBMISSION_FIELDS}
  `,
};

export const SetFeaturedStoriesMutation: Operation<SetFeaturedStoriesMutationData, SetFeaturedStoriesMutationVariables> = {
  name: 'SetFeaturedStoriesMutation',
  source: /* GraphQL */ `
    mutation SetFeaturedStoriesMutation($publicationId: ID!, $postIds: [ID!]!) {
      setFeaturedStories(publicationId: $publicationId, postIds: $postIds)
    }
  `,
};
