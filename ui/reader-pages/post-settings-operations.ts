// /p/{postId}/settings (core/reader-pages/post-settings.ts): the story as its author's editor loads it, its settings,
// and the mutation that saves them.
import type {
  CreateSeriesMutationData,
  CreateSeriesMutationVariables,
  UpdateSeriesMutationData,
  UpdateSeriesMutationVariables,
  PostSettingsQueryData,
  PostSettingsQueryVariables,
  UpdateStorySettingsMutationData,
  UpdateStorySettingsMutationVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const PostSettingsQuery: Operation<PostSettingsQueryData, PostSettingsQueryVariables> = {
  name: 'PostSettingsQuery',
  source: /* GraphQL */ `
    query PostSettingsQuery($id: ID!) {
      editablePost(id: $id) { id state title subtitle tags isLocked license hasUnpublishedChanges url editUrl }
      post(id: $id) { id settings { seoTitle seoDescription canonicalUrl } }
      viewer { id series { id title description url posts { id } } }
    }
  `,
};

export const UpdateStorySettingsMutation: Operation<UpdateStorySettingsMutationData, UpdateStorySettingsMutationVariables> = {
  name: 'UpdateStorySettingsMutation',
  source: /* GraphQL */ `
    mutation UpdateStorySettingsMutation($postId: ID!, $input: StorySettingsInput!) {
      updateStorySettings(postId: $postId, input: $input) {
        __typename
        ... on StorySettingsSaved { settings { seoTitle seoDescription canonicalUrl } }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on Forbidden { message }
        ... on NotFound { message }
      }
    }
  `,
};

/** Starts a series (with this story), and changes one: its title, description and stories in order. */
export const CreateSeriesMutation: Operation<CreateSeriesMutationData, CreateSeriesMutationVariables> = {
  name: 'CreateSeriesMutation',
  source: /* GraphQL */ `
    mutation CreateSeriesMutation($input: SeriesInput!) {
      createSeries(input: $input) { id title description url posts { id } }
    }
  `,
};

export const UpdateSeriesMutation: Operation<UpdateSeriesMutationData, UpdateSeriesMutationVariables> = {
  name: 'UpdateSeriesMutation',
  source: /* GraphQL */ `
    mutation UpdateSeriesMutation($seriesId: ID!, $input: SeriesInput!) {
      updateSeries(seriesId: $seriesId, input: $input) { id title description url posts { id } }
    }
  `,
};
