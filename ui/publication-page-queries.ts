// Issue 22 part B: the documents of a publication's pages (about, latest, trending, featured, archive, all,
// followers, write-for-us, subpage) and of its settings. Apart from ui/queries.ts so that only these pages'
// JavaScript carries them.
import type * as Ops from './generated/operations.ts';
import { POST_FEED_FRAGMENT, type Operation } from './post-card-fields.ts';
import { PUBLICATION_CONTEXT_FRAGMENT } from './publication-context-fragment.ts';

export type PublicationPageContextData = NonNullable<Ops.PublicationLatestQueryData['publication']>;

export const PUBLICATION_PAGE_SIZE = 10;

export const PublicationAboutQuery: Operation<Ops.PublicationAboutQueryData, Ops.PublicationAboutQueryVariables> = {
  name: 'PublicationAboutQuery',
  source: /* GraphQL */ `
    query PublicationAboutQuery($slug: String!) {
      publication(slug: $slug) {
        ...PublicationPageContext
        about
        editors(roles: [OWNER, EDITOR], first: 10) { role user { id name username url } }
      }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
  `,
};

export const PublicationLatestQuery: Operation<Ops.PublicationLatestQueryData, Ops.PublicationLatestQueryVariables> = {
  name: 'PublicationLatestQuery',
  source: /* GraphQL */ `
    query PublicationLatestQuery($slug: String!) {
      publication(slug: $slug) { ...PublicationPageContext posts(paging: { limit: 10 }) { ...PostFeedFields } }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
    ${POST_FEED_FRAGMENT}
  `,
};

export const PublicationTrendingQuery: Operation<Ops.PublicationTrendingQueryData, Ops.PublicationTrendingQueryVariables> = {
  name: 'PublicationTrendingQuery',
  source: /* GraphQL */ `
    query PublicationTrendingQuery($slug: String!) {
      publication(slug: $slug) { ...PublicationPageContext trending(first: 10) { ...PostFeedFields } }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
    ${POST_FEED_FRAGMENT}
  `,
};

export const PublicationFeaturedQuery: Operation<Ops.PublicationFeaturedQueryData, Ops.PublicationFeaturedQueryVariables> = {
  name: 'PublicationFeaturedQuery',
  source: /* GraphQL */ `
    query PublicationFeaturedQuery($slug: String!) {
      publication(slug: $slug) { ...PublicationPageContext featured { ...PostFeedFields } }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
    ${POST_FEED_FRAGMENT}
  `,
};

export const PublicationArchiveIndexQuery: Operation<Ops.PublicationArchiveIndexQueryData, Ops.PublicationArchiveIndexQueryVariables> = {
  name: 'PublicationArchiveIndexQuery',
  source: /* GraphQL */ `
    query PublicationArchiveIndexQuery($slug: String!) {
      publication(slug: $slug) { ...PublicationPageContext timeZone archiveIndex { year month count } }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
  `,
};

export const PublicationArchiveQuery: Operation<Ops.PublicationArchiveQueryData, Ops.PublicationArchiveQueryVariables> = {
  name: 'PublicationArchiveQuery',
  source: /* GraphQL */ `
    query PublicationArchiveQuery($slug: String!, $year: Int!, $month: Int, $day: Int, $paging: PagingOptions) {
      publication(slug: $slug) {
        ...PublicationPageContext
        timeZone
        archiveIndex { year month count }
        archive(year: $year, month: $month, day: $day, paging: $paging) { ...PostFeedFields }
      }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
    ${POST_FEED_FRAGMENT}
  `,
};

export const PublicationArchivePostsQuery: Operation<Ops.PublicationArchivePostsQueryData, Ops.PublicationArchivePostsQueryVariables> = {
  name: 'PublicationArchivePostsQuery',
  source: /* GraphQL */ `
    query PublicationArchivePostsQuery($slug: String!, $year: Int!, $month: Int, $day: Int, $paging: PagingOptions) {
      publication(slug: $slug) { id archive(year: $year, month: $month, day: $day, paging: $paging) { ...PostFeedFields } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

export const PublicationAllQuery: Operation<Ops.PublicationAllQueryData, Ops.PublicationAllQueryVariables> = {
  name: 'PublicationAllQuery',
  source: /* GraphQL */ `
    query PublicationAllQuery($slug: String!, $orderBy: AllOrder, $topic: String, $paging: PagingOptions) {
      publication(slug: $slug) { ...PublicationPageContext all(orderBy: $orderBy, topic: $topic, paging: $paging) { ...PostFeedFields } }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
    ${POST_FEED_FRAGMENT}
  `,
};

export const PublicationAllPostsQuery: Operation<Ops.PublicationAllPostsQueryData, Ops.PublicationAllPostsQueryVariables> = {
  name: 'PublicationAllPostsQuery',
  source: /* GraphQL */ `
    query PublicationAllPostsQuery($slug: String!, $orderBy: AllOrder, $topic: String, $paging: PagingOptions) {
      publication(slug: $slug) { id all(orderBy: $orderBy, topic: $topic, paging: $paging) { ...PostFeedFields } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

const FOLLOWERS_FIELDS = /* GraphQL */ `
  fragment PublicationFollowersPage on UserConnection {
    edges { cursor node { id name username bio url } }
    pageInfo { hasNextPage endCursor }
  }
`;

export const PublicationFollowersQuery: Operation<Ops.PublicationFollowersQueryData, Ops.PublicationFollowersQueryVariables> = {
  name: 'PublicationFollowersQuery',
  source: /* GraphQL */ `
    query PublicationFollowersQuery($slug: String!, $after: String) {
      publication(slug: $slug) { ...PublicationPageContext followers(first: 25, after: $after) { ...PublicationFollowersPage } }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
    ${FOLLOWERS_FIELDS}
  `,
};

export const PublicationFollowersPageQuery: Operation<Ops.PublicationFollowersPageQueryData, Ops.PublicationFollowersPageQueryVariables> = {
  name: 'PublicationFollowersPageQuery',
  source: /* GraphQL */ `
    query PublicationFollowersPageQuery($slug: String!, $after: String) {
      publication(slug: $slug) { id followers(first: 25, after: $after) { ...PublicationFollowersPage } }
    }
    ${FOLLOWERS_FIELDS}
  `,
};

export const PublicationWriteForUsQuery: Operation<Ops.PublicationWriteForUsQueryData, Ops.PublicationWriteForUsQueryVariables> = {
  name: 'PublicationWriteForUsQuery',
  source: /* GraphQL */ `
    query PublicationWriteForUsQuery($slug: String!) {
      publication(slug: $slug) { ...PublicationPageContext writeForUs }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
  `,
};

export const PublicationSubpageQuery: Operation<Ops.PublicationSubpageQueryData, Ops.PublicationSubpageQueryVariables> = {
  name: 'PublicationSubpageQuery',
  source: /* GraphQL */ `
    query PublicationSubpageQuery($slug: String!, $subpageSlug: String!) {
      publication(slug: $slug) {
        ...PublicationPageContext
        subpage(slug: $subpageSlug) {
          id slug title url updatedAt
          bodyModel { paragraphs { name type text markups { type start end href } metadata { id originalWidth originalHeight alt } } }
        }
      }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
  `,
};

// ——— Settings ———

const SETTINGS_FIELDS = /* GraphQL */ `
  fragment PublicationSettingsFields on PublicationSettings {
    id slug name tagline description seoDescription seoRobots timeZone headerColor
    headerImageId headerImageAlt headerFocusX headerFocusY about writeForUs
    sections { type title value layout postCount }
    navigationItems { title destination value }
    subpages { id slug title url text updatedAt }
    customDomain { state live pending recordType recordName recordValue }
  }
`;

export type PublicationSettingsData = NonNullable<Ops.PublicationSettingsQueryData['publicationSettings']>;

export const PublicationSettingsQuery: Operation<Ops.PublicationSettingsQueryData, Ops.PublicationSettingsQueryVariables> = {
  name: 'PublicationSettingsQuery',
  source: /* GraphQL */ `
    query PublicationSettingsQuery($slug: String!) {
      publicationSettings(slug: $slug) { ...PublicationSettingsFields }
      publication(slug: $slug) { ...PublicationPageContext }
    }
    ${SETTINGS_FIELDS}
    ${PUBLICATION_CONTEXT_FRAGMENT}
  `,
};

export const UpdatePublicationInfoMutation: Operation<Ops.UpdatePublicationInfoMutationData, Ops.UpdatePublicationInfoMutationVariables> = {
  name: 'UpdatePublicationInfoMutation',
  source: /* GraphQL */ `
    mutation UpdatePublicationInfoMutation($publicationId: ID!, $input: PublicationInfoInput!) {
      updatePublicationInfo(publicationId: $publicationId, input: $input) { ...PublicationSettingsFields }
    }
    ${SETTINGS_FIELDS}
  `,
};

export const UpdatePublicationSectionsMutation: Operation<Ops.UpdatePublicationSectionsMutationData, Ops.UpdatePublicationSectionsMutationVariables> = {
  name: 'UpdatePublicationSectionsMutation',
  source: /* GraphQL */ `
    mutation UpdatePublicationSectionsMutation($publicationId: ID!, $sections: [PublicationSectionInput!]!) {
      updatePublicationSections(publicationId: $publicationId, sections: $sections) { ...PublicationSettingsFields }
    }
    ${SETTINGS_FIELDS}
  `,
};

export const UpdatePublicationNavigationMutation: Operation<Ops.UpdatePublicationNavigationMutationData, Ops.UpdatePublicationNavigationMutationVariables> = {
  name: 'UpdatePublicationNavigationMutation',
  source: /* GraphQL */ `
    mutation UpdatePublicationNavigationMutation($publicationId: ID!, $items: [NavigationItemInput!]!) {
      updatePublicationNavigation(publicationId: $publicationId, items: $items) { ...PublicationSettingsFields }
    }
    ${SETTINGS_FIELDS}
  `,
};

export const UpdatePublicationAboutMutation: Operation<Ops.UpdatePublicationAboutMutationData, Ops.UpdatePublicationAboutMutationVariables> = {
  name: 'UpdatePublicationAboutMutation',
  source: /* GraphQL */ `
    mutation UpdatePublicationAboutMutation($publicationId: ID!, $input: PublicationAboutInput!) {
      updatePublicationAbout(publicationId: $publicationId, input: $input) { ...PublicationSettingsFields }
    }
    ${SETTINGS_FIELDS}
  `,
};

export const RequestPublicationCustomDomainMutation: Operation<Ops.RequestPublicationCustomDomainMutationData, Ops.RequestPublicationCustomDomainMutationVariables> = {
  name: 'RequestPublicationCustomDomainMutation',
  source: /* GraphQL */ `
    mutation RequestPublicationCustomDomainMutation($publicationId: ID!, $domain: String!) {
      requestPublicationCustomDomain(publicationId: $publicationId, domain: $domain) { ...PublicationSettingsFields }
    }
    ${SETTINGS_FIELDS}
  `,
};

export const RemovePublicationCustomDomainMutation: Operation<Ops.RemovePublicationCustomDomainMutationData, Ops.RemovePublicationCustomDomainMutationVariables> = {
  name: 'RemovePublicationCustomDomainMutation',
  source: /* GraphQL */ `
    mutation RemovePublicationCustomDomainMutation($publicationId: ID!, $which: String!) {
      removePublicationCustomDomain(publicationId: $publicationId, which: $which) { ...PublicationSettingsFields }
    }
    ${SETTINGS_FIELDS}
  `,
};

export const CreatePublicationSubpageMutation: Operation<Ops.CreatePublicationSubpageMutationData, Ops.CreatePublicationSubpageMutationVariables> = {
  name: 'CreatePublicationSubpageMutation',
  source: /* GraphQL */ `
    mutation CreatePublicationSubpageMutation($publicationId: ID!, $input: SubpageInput!) {
      createPublicationSubpage(publicationId: $publicationId, input: $input) { id slug title url text updatedAt }
    }
  `,
};

export const UpdatePublicationSubpageMutation: Operation<Ops.UpdatePublicationSubpageMutationData, Ops.UpdatePublicationSubpageMutationVariables> = {
  name: 'UpdatePublicationSubpageMutation',
  source: /* GraphQL */ `
    mutation UpdatePublicationSubpageMutation($publicationId: ID!, $slug: String!, $input: SubpageInput!) {
      updatePublicationSubpage(publicationId: $publicationId, slug: $slug, input: $input) { id slug title url text updatedAt }
    }
  `,
};

export const DeletePublicationSubpageMutation: Operation<Ops.DeletePublicationSubpageMutationData, Ops.DeletePublicationSubpageMutationVariables> = {
  name: 'DeletePublicationSubpageMutation',
  source: /* GraphQL */ `
    mutation DeletePublicationSubpageMutation($publicationId: ID!, $slug: String!) {
      deletePublicationSubpage(publicationId: $publicationId, slug: $slug)
    }
  `,
};
