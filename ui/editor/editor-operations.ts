// The editor's GraphQL operations (issue 15, the shared editing contract): the story as the editor loads it,
// autosave, publish, and what the publish dialog asks for. Loaded with the editor's chunk only. Bodies travel
// as JSON text of the paragraph model (core/content/paragraph.ts), never HTML.
import type {
  ImportContextQueryData,
  ImportContextQueryVariables,
  RepostSourceQueryData,
  RepostSourceQueryVariables,
  CreateDraftMutationData,
  CreateDraftMutationVariables,
  EditablePostQueryData,
  EditablePostQueryVariables,
  PublishPostMutationData,
  PublishPostMutationVariables,
  PublishTargetsQueryData,
  PublishTargetsQueryVariables,
  SaveDraftMutationData,
  SaveDraftMutationVariables,
  TagSuggestionsQueryData,
  TagSuggestionsQueryVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

const EDITABLE_POST_FRAGMENT = /* GraphQL */ `
  fragment EditablePostFields on EditablePost {
    id
    revision
    state
    title
    subtitle
    body
    hasUnpublishedChanges
    tags
    publicationId
    isLocked
    previewParagraphs
    license
    scheduledAt
    publishedAt
    updatedAt
    url
    editUrl
  }
`;


export type EditablePostData = NonNullable<EditablePostQueryData['editablePost']>;

export const EditablePostQuery: Operation<EditablePostQueryData, EditablePostQueryVariables> = {
  name: 'EditablePostQuery',
  source: /* GraphQL */ `
    query EditablePostQuery($id: ID!) {
      editablePost(id: $id) { ...EditablePostFields }
    }
    ${EDITABLE_POST_FRAGMENT}
  `,
};

export const CreateDraftMutation: Operation<CreateDraftMutationData, CreateDraftMutationVariables> = {
  name: 'CreateDraftMutation',
  source: /* GraphQL */ `
    mutation CreateDraftMutation($input: CreateDraftInput!) {
      createDraft(input: $input) {
      __typename
      ... on DraftSaved { post { ...EditablePostFields } }
      ... on Conflict { message currentRevision }
      ... on BadRequest { message }
      ... on Unauthorized { message }
      ... on Forbidden { message }
      ... on NotFound { message }
      }
    }
    ${EDITABLE_POST_FRAGMENT}
  `,
};

export const SaveDraftMutation: Operation<SaveDraftMutationData, SaveDraftMutationVariables> = {
  name: 'SaveDraftMutation',
  source: /* GraphQL */ `
    mutation SaveDraftMutation($input: SaveDraftInput!) {
      saveDraft(input: $input) {
      __typename
      ... on DraftSaved { post { ...EditablePostFields } }
      ... on Conflict { message currentRevision }
      ... on BadRequest { message }
      ... on Unauthorized { message }
      ... on Forbidden { message }
      ... on NotFound { message }
      }
    }
    ${EDITABLE_POST_FRAGMENT}
  `,
};

export const PublishPostMutation: Operation<PublishPostMutationData, PublishPostMutationVariables> = {
  name: 'PublishPostMutation',
  source: /* GraphQL */ `
    mutation PublishPostMutation($input: PublishPostInput!) {
      publishPost(input: $input) {
        __typename
        ... on PostPublished { post { ...EditablePostFields } }
        ... on Conflict { message currentRevision }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on Forbidden { message }
        ... on NotFound { message }
      }
    }
    ${EDITABLE_POST_FRAGMENT}
  `,
};

export const PublishTargetsQuery: Operation<PublishTargetsQueryData, PublishTargetsQueryVariables> = {
  name: 'PublishTargetsQuery',
  source: /* GraphQL */ `
    query PublishTargetsQuery {
      publishTargets { id name role }
    }
  `,
};

export const TagSuggestionsQuery: Operation<TagSuggestionsQueryData, TagSuggestionsQueryVariables> = {
  name: 'TagSuggestionsQuery',
  source: /* GraphQL */ `
    query TagSuggestionsQuery($prefix: String!, $first: Int) {
      tagSuggestions(prefix: $prefix, first: $first) { slug displayTitle postCount }
    }
  `,
};

/** /new-story/repost/{repostId}: the story a new story reposts (core/editor/repost.ts). */
export const RepostSourceQuery: Operation<RepostSourceQueryData, RepostSourceQueryVariables> = {
  name: 'RepostSourceQuery',
  source: /* GraphQL */ `
    query RepostSourceQuery($id: ID!) {
      post(id: $id) { id title url creator { id name } }
    }
  `,
};

/** /p/import and /p/import-story: how many drafts the writer has, which the imported story joins. */
export const ImportContextQuery: Operation<ImportContextQueryData, ImportContextQueryVariables> = {
  name: 'ImportContextQuery',
  source: /* GraphQL */ `
    query ImportContextQuery {
      yourStoriesCounts { drafts }
    }
  `,
};
