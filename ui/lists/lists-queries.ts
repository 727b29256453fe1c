// The lists' operations (issue 16): the Library's tabs, a list's page, a user's lists, /collections, the save
// popover and the list mutations. Apart from ui/queries.ts so that the reading pages carry none of this text until
// the save popover loads.
import type {
  ArchiveCatalogItemMutationData,
  ArchiveCatalogItemMutationVariables,
  AddToCatalogMutationData,
  AddToCatalogMutationVariables,
  CatalogPageQueryData,
  CatalogPageQueryVariables,
  CatalogItemsQueryData,
  CatalogItemsQueryVariables,
  CatalogSummaryFieldsFragment,
  CreateCatalogMutationData,
  CreateCatalogMutationVariables,
  DeleteCatalogMutationData,
  DeleteCatalogMutationVariables,
  FollowCatalogMutationData,
  FollowCatalogMutationVariables,
  FollowedCatalogsQueryData,
  FollowedCatalogsQueryVariables,
  PopularCatalogsQueryData,
  PopularCatalogsQueryVariables,
  RemoveFromCatalogMutationData,
  RemoveFromCatalogMutationVariables,
  ReorderCatalogItemMutationData,
  ReorderCatalogItemMutationVariables,
  SavePopoverQueryData,
  SavePopoverQueryVariables,
  UnfollowCatalogMutationData,
  UnfollowCatalogMutationVariables,
  UpdateCatalogMutationData,
  UpdateCatalogMutationVariables,
  UserCatalogsQueryData,
  UserCatalogsQueryVariables,
  ViewerCatalogsQueryData,
  ViewerCatalogsQueryVariables,
  ViewerReadingListQueryData,
  ViewerReadingListQueryVariables,
} from '../generated/operations.ts';
import type { CatalogRef } from '../../core/lists/catalogs.ts';
import { POST_CARD_FRAGMENT, type Operation } from '../post-card-fields.ts';

export const CATALOGS_PAGE_SIZE = 20;
export const CATALOG_ITEMS_PAGE_SIZE = 10;

export type CatalogSummary = CatalogSummaryFieldsFragment;

// ——— the variables the server preloads with (adapters/server/render/pages/lists.pages.ts and ui/pages/LibraryPages.tsx) ———

export const libraryFirstPage = { first: CATALOGS_PAGE_SIZE, after: null } as const;
export const catalogFirstPage = (id: string) => ({ id, first: CATALOG_ITEMS_PAGE_SIZE, after: null });
export const userCatalogsFirstPage = (username: string) => ({ username, first: CATALOGS_PAGE_SIZE, after: null });

/** The list a page's catalogSlugId names: a predefined one resolves to the viewer's (its id preloaded), else its id. */
export function catalogIdOf(ref: CatalogRef | null, readingListId: string | null): string | null {
  if (!ref) return null;
  if (ref.kind === 'id') return ref.id;
  if (ref.kind === 'predefined') return readingListId;
  return null;
}


const CATALOG_SUMMARY_FRAGMENT = /* GraphQL */ `
  fragment CatalogSummaryFields on Catalog {
    id
    type
    name
    description
    visibility
    slugId
    url
    itemCount
    followerCount
    viewerIsOwner
    viewerIsFollowing
    creator { id name username imageId url }
    previewImages { id originalWidth originalHeight alt }
  }
`;

export const ViewerCatalogsQuery: Operation<ViewerCatalogsQueryData, ViewerCatalogsQueryVariables> = {
  name: 'ViewerCatalogsQuery',
  source: /* GraphQL */ `
    query ViewerCatalogsQuery($first: Int, $after: String) {
      viewerCatalogs(first: $first, after: $after) { items { ...CatalogSummaryFields } nextCursor }
    }
    ${CATALOG_SUMMARY_FRAGMENT}
  `,
};

export const FollowedCatalogsQuery: Operation<FollowedCatalogsQueryData, FollowedCatalogsQueryVariables> = {
  name: 'FollowedCatalogsQuery',
  source: /* GraphQL */ `
    query FollowedCatalogsQuery($first: Int, $after: String) {
      followedCatalogs(first: $first, after: $after) { items { ...CatalogSummaryFields } nextCursor }
    }
    ${CATALOG_SUMMARY_FRAGMENT}
  `,
};

export const UserCatalogsQuery: Operation<UserCatalogsQueryData, UserCatalogsQueryVariables> = {
  name: 'UserCatalogsQuery',
  source: /* GraphQL */ `
    query UserCatalogsQuery($username: String!, $first: Int, $after: String) {
      user(username: $username) { id name username url }
      userCatalogs(username: $username, first: $first, after: $after) { items { ...CatalogSummaryFields } nextCursor }
    }
    ${CATALOG_SUMMARY_FRAGMENT}
  `,
};

export const PopularCatalogsQuery: Operation<PopularCatalogsQueryData, PopularCatalogsQueryVariables> = {
  name: 'PopularCatalogsQuery',
  source: /* GraphQL */ `
    query PopularCatalogsQuery($first: Int, $after: String) {
      popularCatalogs(first: $first, after: $after) { items { ...CatalogSummaryFields } nextCursor }
    }
    ${CATALOG_SUMMARY_FRAGMENT}
  `,
};

const CATALOG_ITEM_FRAGMENT = /* GraphQL */ `
  fragment CatalogItemFields on CatalogItem {
    addedAt
    note
    post { ...PostCardFields }
  }
`;

/** A list's page: the list and its first stories (by id — a predefined list's page asks by its id once known). */
export const CatalogPageQuery: Operation<CatalogPageQueryData, CatalogPageQueryVariables> = {
  name: 'CatalogPageQuery',
  source: /* GraphQL */ `
    query CatalogPageQuery($id: ID!, $first: Int, $after: String) {
      catalog(id: $id) {
        ...CatalogSummaryFields
        clapCount
        viewerClapCount
        responsesCount
        clappers(limit: 10) { claps user { id name url } }
        items(first: $first, after: $after) { items { ...CatalogItemFields } nextCursor }
      }
    }
    ${CATALOG_SUMMARY_FRAGMENT}
    ${CATALOG_ITEM_FRAGMENT}
    ${POST_CARD_FRAGMENT}
  `,
};

export const CatalogItemsQuery: Operation<CatalogItemsQueryData, CatalogItemsQueryVariables> = {
  name: 'CatalogItemsQuery',
  source: /* GraphQL */ `
    query CatalogItemsQuery($id: ID!, $first: Int, $after: String, $filter: ReadingListFilter) {
      catalog(id: $id) {
        id
        items(first: $first, after: $after, filter: $filter) { items { ...CatalogItemFields } nextCursor }
      }
    }
    ${CATALOG_ITEM_FRAGMENT}
    ${POST_CARD_FRAGMENT}
  `,
};

/** The viewer's Reading list's id (for /me/list/reading-list and /@{username}/list/reading-list). */
export const ViewerReadingListQuery: Operation<ViewerReadingListQueryData, ViewerReadingListQueryVariables> = {
  name: 'ViewerReadingListQuery',
  source: /* GraphQL */ `
    query ViewerReadingListQuery($type: PredefinedCatalogType!) {
      viewerPredefinedCatalog(type: $type) { id }
    }
  `,
};

/** The save popover: the viewer's lists (the Reading list first) and whether each holds the story. */
export const SavePopoverQuery: Operation<SavePopoverQueryData, SavePopoverQueryVariables> = {
  name: 'SavePopoverQuery',
  source: /* GraphQL */ `
    query SavePopoverQuery($postId: ID!, $after: String) {
      viewerCatalogs(first: 50, after: $after) { items { id name type visibility itemCount containsPost(postId: $postId) } nextCursor }
    }
  `,
};

const ITEM_RESULT = /* GraphQL */ `
  fragment CatalogItemResultFields on CatalogItemResult {
    __typename
    ... on CatalogItemChanged { changed catalog { id itemCount } post { id viewerIsSaved } }
    ... on BadRequest { message }
    ... on Unauthorized { message }
    ... on NotFound { message }
    ... on RateLimited { message }
  }
`;

const CATALOG_RESULT = /* GraphQL */ `
  fragment CatalogResultFields on CatalogResult {
    __typename
    ... on CatalogSaved { catalog { ...CatalogSummaryFields } }
    ... on BadRequest { message }
    ... on Unauthorized { message }
    ... on NotFound { message }
    ... on RateLimited { message }
  }
`;

export const AddToCatalogMutation: Operation<AddToCatalogMutationData, AddToCatalogMutationVariables> = {
  name: 'AddToCatalogMutation',
  source: /* GraphQL */ `
    mutation AddToCatalogMutation($catalogId: ID!, $postId: ID!) {
      addToCatalog(catalogId: $catalogId, postId: $postId) { ...CatalogItemResultFields }
    }
    ${ITEM_RESULT}
  `,
};

export const RemoveFromCatalogMutation: Operation<RemoveFromCatalogMutationData, RemoveFromCatalogMutationVariables> = {
  name: 'RemoveFromCatalogMutation',
  source: /* GraphQL */ `
    mutation RemoveFromCatalogMutation($catalogId: ID!, $postId: ID!) {
      removeFromCatalog(catalogId: $catalogId, postId: $postId) { ...CatalogItemResultFields }
    }
    ${ITEM_RESULT}
  `,
};

/** platform-reference §3 ARCHIVED: archive (or bring back) a story of the viewer's Reading list. */
export const ArchiveCatalogItemMutation: Operation<ArchiveCatalogItemMutationData, ArchiveCatalogItemMutationVariables> = {
  name: 'ArchiveCatalogItemMutation',
  source: /* GraphQL */ `
    mutation ArchiveCatalogItemMutation($catalogId: ID!, $postId: ID!, $archived: Boolean!) {
      archiveCatalogItem(catalogId: $catalogId, postId: $postId, archived: $archived) { ...CatalogItemResultFields }
    }
    ${ITEM_RESULT}
  `,
};

export const ReorderCatalogItemMutation: Operation<ReorderCatalogItemMutationData, ReorderCatalogItemMutationVariables> = {
  name: 'ReorderCatalogItemMutation',
  source: /* GraphQL */ `
    mutation ReorderCatalogItemMutation($catalogId: ID!, $postId: ID!, $direction: MoveDirection!) {
      reorderCatalogItem(catalogId: $catalogId, postId: $postId, direction: $direction) { ...CatalogItemResultFields }
    }
    ${ITEM_RESULT}
  `,
};

export const CreateCatalogMutation: Operation<CreateCatalogMutationData, CreateCatalogMutationVariables> = {
  name: 'CreateCatalogMutation',
  source: /* GraphQL */ `
    mutation CreateCatalogMutation($input: CreateCatalogInput!) {
      createCatalog(input: $input) { ...CatalogResultFields }
    }
    ${CATALOG_RESULT}
    ${CATALOG_SUMMARY_FRAGMENT}
  `,
};

export const UpdateCatalogMutation: Operation<UpdateCatalogMutationData, UpdateCatalogMutationVariables> = {
  name: 'UpdateCatalogMutation',
  source: /* GraphQL */ `
    mutation UpdateCatalogMutation($catalogId: ID!, $input: CatalogInput!) {
      updateCatalog(catalogId: $catalogId, input: $input) { ...CatalogResultFields }
    }
    ${CATALOG_RESULT}
    ${CATALOG_SUMMARY_FRAGMENT}
  `,
};

export const DeleteCatalogMutation: Operation<DeleteCatalogMutationData, DeleteCatalogMutationVariables> = {
  name: 'DeleteCatalogMutation',
  source: /* GraphQL */ `
    mutation DeleteCatalogMutation($catalogId: ID!) {
      deleteCatalog(catalogId: $catalogId) {
        __typename
        ... on CatalogDeleted { catalogId }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on NotFound { message }
        ... on RateLimited { message }
      }
    }
  `,
};

const FOLLOW_RESULT = /* GraphQL */ `
  fragment FollowCatalogResultFields on FollowCatalogResult {
    __typename
    ... on CatalogFollowChanged { catalog { id followerCount viewerIsFollowing } }
    ... on BadRequest { message }
    ... on Unauthorized { message }
    ... on NotFound { message }
    ... on RateLimited { message }
  }
`;

export const FollowCatalogMutation: Operation<FollowCatalogMutationData, FollowCatalogMutationVariables> = {
  name: 'FollowCatalogMutation',
  source: /* GraphQL */ `
    mutation FollowCatalogMutation($catalogId: ID!) {
      followCatalog(catalogId: $catalogId) { ...FollowCatalogResultFields }
    }
    ${FOLLOW_RESULT}
  `,
};

export const UnfollowCatalogMutation: Operation<UnfollowCatalogMutationData, UnfollowCatalogMutationVariables> = {
  name: 'UnfollowCatalogMutation',
  source: /* GraphQL */ `
    mutation UnfollowCatalogMutation($catalogId: ID!) {
      unfollowCatalog(catalogId: $catalogId) { ...FollowCatalogResultFields }
    }
    ${FOLLOW_RESULT}
  `,
};

/** A mutation's answer: the success member, or the message to show. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export function outcomeOf<T extends { __typename: string }, S extends string>(
  answer: T | undefined | null,
  success: S,
  errors: readonly { message: string }[] | undefined,
  fallback: string,
): Outcome<Extract<T, { __typename: S }>> {
  if (answer?.__typename === success) return { ok: true, value: answer as Extract<T, { __typename: S }> };
  const message = answer && 'message' in answer && typeof answer.message === 'string' ? answer.message : errors?.[0]?.message;
  return { ok: false, message: message || fallback };
}
