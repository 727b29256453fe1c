// The documents of a publication's Settings → Feature pages (the list, /new, /{topicSlug}/edit) and Settings →
// Followers. Apart from the feature page's own (feature-page-queries.ts) so that a reader's page never carries them.
import type * as Ops from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';
import { PUBLICATION_CONTEXT_FRAGMENT } from '../publication-context-fragment.ts';

const FEATURE_PAGE_FIELDS = /* GraphQL */ `
  fragment FeaturePageSettingsFields on FeaturePage {
    id slug title description layout url
    tags { slug displayTitle }
  }
`;

export type FeaturePageData = Ops.FeaturePageSettingsFieldsFragment;

/** Settings → Feature pages (the list, /new, /{slug}/edit): null settings for anyone but owners and editors. */
export const FeaturePagesSettingsQuery: Operation<Ops.FeaturePagesSettingsQueryData, Ops.FeaturePagesSettingsQueryVariables> = {
  name: 'FeaturePagesSettingsQuery',
  source: /* GraphQL */ `
    query FeaturePagesSettingsQuery($slug: String!) {
      publicationSettings(slug: $slug) { id slug name featurePages { ...FeaturePageSettingsFields } }
      publication(slug: $slug) { ...PublicationPageContext }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
    ${FEATURE_PAGE_FIELDS}
  `,
};

export const CreateFeaturePageMutation: Operation<Ops.CreateFeaturePageMutationData, Ops.CreateFeaturePageMutationVariables> = {
  name: 'CreateFeaturePageMutation',
  source: /* GraphQL */ `
    mutation CreateFeaturePageMutation($publicationId: ID!, $input: FeaturePageInput!) {
      createPublicationFeaturePage(publicationId: $publicationId, input: $input) { ...FeaturePageSettingsFields }
    }
    ${FEATURE_PAGE_FIELDS}
  `,
};

export const UpdateFeaturePageMutation: Operation<Ops.UpdateFeaturePageMutationData, Ops.UpdateFeaturePageMutationVariables> = {
  name: 'UpdateFeaturePageMutation',
  source: /* GraphQL */ `
    mutation UpdateFeaturePageMutation($publicationId: ID!, $slug: String!, $input: FeaturePageInput!) {
      updatePublicationFeaturePage(publicationId: $publicationId, slug: $slug, input: $input) { ...FeaturePageSettingsFields }
    }
    ${FEATURE_PAGE_FIELDS}
  `,
};

export const DeleteFeaturePageMutation: Operation<Ops.DeleteFeaturePageMutationData, Ops.DeleteFeaturePageMutationVariables> = {
  name: 'DeleteFeaturePageMutation',
  source: /* GraphQL */ `
    mutation DeleteFeaturePageMutation($publicationId: ID!, $slug: String!) {
      deletePublicationFeaturePage(publicationId: $publicationId, slug: $slug)
    }
  `,
};

export const ReorderFeaturePagesMutation: Operation<Ops.ReorderFeaturePagesMutationData, Ops.ReorderFeaturePagesMutationVariables> = {
  name: 'ReorderFeaturePagesMutation',
  source: /* GraphQL */ `
    mutation ReorderFeaturePagesMutation($publicationId: ID!, $slugs: [String!]!) {
      reorderPublicationFeaturePages(publicationId: $publicationId, slugs: $slugs) { ...FeaturePageSettingsFields }
    }
    ${FEATURE_PAGE_FIELDS}
  `,
};

const FOLLOWERS_SETTINGS_FIELDS = /* GraphQL */ `
  fragment FollowersSettingsPage on UserConnection {
    edges { cursor followedAt node { id name username url } }
    pageInfo { hasNextPage endCursor }
  }
`;

export const FOLLOWERS_SETTINGS_PAGE_SIZE = 25;

/** Settings → Followers: who follows the publication, when they began, how many; null settings for anyone but owners and editors. */
export const FollowersSettingsQuery: Operation<Ops.FollowersSettingsQueryData, Ops.FollowersSettingsQueryVariables> = {
  name: 'FollowersSettingsQuery',
  source: /* GraphQL */ `
    query FollowersSettingsQuery($slug: String!) {
      publicationSettings(slug: $slug) { id slug name }
      publication(slug: $slug) { ...PublicationPageContext followers(first: 25) { ...FollowersSettingsPage } }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
    ${FOLLOWERS_SETTINGS_FIELDS}
  `,
};

export const FollowersSettingsPageQuery: Operation<Ops.FollowersSettingsPageQueryData, Ops.FollowersSettingsPageQueryVariables> = {
  name: 'FollowersSettingsPageQuery',
  source: /* GraphQL */ `
    query FollowersSettingsPageQuery($slug: String!, $after: String) {
      publication(slug: $slug) { id followers(first: 25, after: $after) { ...FollowersSettingsPage } }
    }
    ${FOLLOWERS_SETTINGS_FIELDS}
  `,
};
