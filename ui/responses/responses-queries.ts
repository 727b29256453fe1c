// The responses panel's and page's operations (issue 16; reader-experience §7 UnhidePostResponseOnParentPost:
// the mutation with parentPostId and postResponseId, then the post's responses refetched with postId, the
// paging limit and sortType). Apart from ui/queries.ts so only the responses' code carries them.
import type {
  PostResponsesQueryData,
  PostResponsesQueryVariables,
  PublishResponseMutationData,
  PublishResponseMutationVariables,
  HidePostResponseOnParentPostMutationData,
  HidePostResponseOnParentPostMutationVariables,
  UnhidePostResponseOnParentPostMutationData,
  UnhidePostResponseOnParentPostMutationVariables,
  SetResponsesLockedMutationData,
  SetResponsesLockedMutationVariables,
  DeleteResponseMutationData,
  DeleteResponseMutationVariables,
  CatalogResponsesQueryData,
  CatalogResponsesQueryVariables,
  HideCatalogResponseOnParentMutationData,
  HideCatalogResponseOnParentMutationVariables,
  ShowCatalogResponseOnParentMutationData,
  ShowCatalogResponseOnParentMutationVariables,
  SetCatalogResponsesLockedMutationData,
  SetCatalogResponsesLockedMutationVariables,
  PostResponseFieldsFragment,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';
import { retryableErrorMessage } from '../../core/toasts/undo.ts';
import { DEFAULT_RESPONSES_DEPTH, RESPONSES_PAGE_SIZE, type ResponsesSort } from '../../core/responses/responses.ts';

/** The message of a result union's error member, or the retryable error's. */
export function messageOf(outcome: unknown): string {
  return typeof outcome === 'object' && outcome !== null && 'message' in outcome && typeof outcome.message === 'string' ? outcome.message : retryableErrorMessage;
}

export type PostResponseData = PostResponseFieldsFragment;
export type PostResponsesData = PostResponsesQueryData;

const RESPONSE_FRAGMENT = /* GraphQL */ `
  fragment PostResponseFields on PostResponse {
    id
    parentId
    depth
    isHidden
    repliesCount
    viewerCanHide
    viewerCanDelete
    url
    publishedAt
    author { id name username url }
    bodyModel { paragraphs { name type text markups { type start end href } metadata { id originalWidth originalHeight alt } } }
  }
`;

/** A page of responses with their replies, as a story's and a list's responses both come (with RESPONSE_FRAGMENT). */
const RESPONSES_PAGE_FRAGMENT = /* GraphQL */ `
  fragment ResponsesPageFields on PostResponsesPage {
    items { ...PostResponseFields }
    replies { ...PostResponseFields }
    nextCursor
  }
`;

/** The first page the panel and the page ask for (the server preloads the same on /p/{postId}/responses). */
export const responsesFirstPage = (postId: string, sortType: ResponsesSort = 'MOST_RELEVANT'): PostResponsesQueryVariables => ({
  postId,
  paging: { limit: RESPONSES_PAGE_SIZE },
  sortType,
  depth: DEFAULT_RESPONSES_DEPTH,
});

export const PostResponsesQuery: Operation<PostResponsesQueryData, PostResponsesQueryVariables> = {
  name: 'PostResponsesQuery',
  source: /* GraphQL */ `
    query PostResponsesQuery($postId: ID!, $paging: ResponsesPaging, $sortType: ResponsesSortType, $depth: Int) {
      post(id: $postId) {
        id
        title
        url
        responsesCount
        responsesLocked
        viewerCanHideResponses
        creator { id }
        responses(paging: $paging, sortType: $sortType, depth: $depth) { ...ResponsesPageFields }
      }
    }
    ${RESPONSES_PAGE_FRAGMENT}
    ${RESPONSE_FRAGMENT}
  `,
};

/** What hiding or showing a story's response answers: the Hide and Unhide mutations select the same. */
const POST_VISIBILITY_FRAGMENT = /* GraphQL */ `
  fragment ResponseVisibilityChangedFields on ResponseVisibilityChanged { parentPostId parentResponsesCount response { id isHidden } }
`;

/** The same for a list's response: HideCatalogResponseOnParent and ShowCatalogResponseOnParent select it. */
const CATALOG_VISIBILITY_FRAGMENT = /* GraphQL */ `
  fragment CatalogResponseVisibilityChangedFields on CatalogResponseVisibilityChanged { parentCatalogId parentResponsesCount response { id isHidden } }
`;

const ERRORS = '... on BadRequest { message } ... on Unauthorized { message } ... on Forbidden { message } ... on NotFound { message }';

export const PublishResponseMutation: Operation<PublishResponseMutationData, PublishResponseMutationVariables> = {
  name: 'PublishResponseMutation',
  source: /* GraphQL */ `
    mutation PublishResponseMutation($input: PublishResponseInput!) {
      publishResponse(input: $input) {
        __typename
        ... on ResponsePublished { parentResponsesCount response { ...PostResponseFields } }
        ${ERRORS}
      }
    }
    ${RESPONSE_FRAGMENT}
  `,
};

export const HidePostResponseOnParentPost: Operation<HidePostResponseOnParentPostMutationData, HidePostResponseOnParentPostMutationVariables> = {
  name: 'HidePostResponseOnParentPost',
  source: /* GraphQL */ `
    mutation HidePostResponseOnParentPost($parentPostId: ID!, $postResponseId: ID!) {
      hidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {
        __typename
        ...ResponseVisibilityChangedFields
        ${ERRORS}
      }
    }
    ${POST_VISIBILITY_FRAGMENT}
  `,
};

export const UnhidePostResponseOnParentPost: Operation<UnhidePostResponseOnParentPostMutationData, UnhidePostResponseOnParentPostMutationVariables> = {
  name: 'UnhidePostResponseOnParentPost',
  source: /* GraphQL */ `
    mutation UnhidePostResponseOnParentPost($parentPostId: ID!, $postResponseId: ID!) {
      unhidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {
        __typename
        ...ResponseVisibilityChangedFields
        ${ERRORS}
      }
    }
    ${POST_VISIBILITY_FRAGMENT}
  `,
};

export const SetResponsesLockedMutation: Operation<SetResponsesLockedMutationData, SetResponsesLockedMutationVariables> = {
  name: 'SetResponsesLockedMutation',
  source: /* GraphQL */ `
    mutation SetResponsesLockedMutation($postId: ID!, $locked: Boolean!) {
      setResponsesLocked(postId: $postId, locked: $locked) {
        __typename
        ... on ResponsesLockChanged { post { id responsesLocked } }
        ${ERRORS}
      }
    }
  `,
};

/** reader-experience §7 deletePost, for a reader's own response. */
export const DeleteResponseMutation: Operation<DeleteResponseMutationData, DeleteResponseMutationVariables> = {
  name: 'DeleteResponseMutation',
  source: /* GraphQL */ `
    mutation DeleteResponseMutation($targetPostId: ID!) {
      deletePost(targetPostId: $targetPostId) {
        __typename
        ... on PostDeleted { post { id } }
        ${ERRORS}
      }
    }
  `,
};

// ——— a list's responses (reader-experience §3 Catalog.responses; §7 ShowCatalogResponseOnParent: the mutation with
// parentCatalogId and catalogResponseId, then the catalog's responses refetched with catalogId, paging and sortType) ———

export const CatalogResponsesQuery: Operation<CatalogResponsesQueryData, CatalogResponsesQueryVariables> = {
  name: 'CatalogResponsesQuery',
  source: /* GraphQL */ `
    query CatalogResponsesQuery($catalogId: ID!, $paging: ResponsesPaging, $sortType: ResponsesSortType, $depth: Int) {
      catalog(id: $catalogId) {
        id
        name
        url
        responsesCount
        responsesLocked
        viewerCanHideResponses
        creator { id }
        responses(paging: $paging, sortType: $sortType, depth: $depth) { ...ResponsesPageFields }
      }
    }
    ${RESPONSES_PAGE_FRAGMENT}
    ${RESPONSE_FRAGMENT}
  `,
};

export const HideCatalogResponseOnParent: Operation<HideCatalogResponseOnParentMutationData, HideCatalogResponseOnParentMutationVariables> = {
  name: 'HideCatalogResponseOnParent',
  source: /* GraphQL */ `
    mutation HideCatalogResponseOnParent($parentCatalogId: ID!, $catalogResponseId: ID!) {
      hideCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {
        __typename
        ...CatalogResponseVisibilityChangedFields
        ${ERRORS}
      }
    }
    ${CATALOG_VISIBILITY_FRAGMENT}
  `,
};

export const ShowCatalogResponseOnParent: Operation<ShowCatalogResponseOnParentMutationData, ShowCatalogResponseOnParentMutationVariables> = {
  name: 'ShowCatalogResponseOnParent',
  source: /* GraphQL */ `
    mutation ShowCatalogResponseOnParent($parentCatalogId: ID!, $catalogResponseId: ID!) {
      showCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {
        __typename
        ...CatalogResponseVisibilityChangedFields
        ${ERRORS}
      }
    }
    ${CATALOG_VISIBILITY_FRAGMENT}
  `,
};

export const SetCatalogResponsesLockedMutation: Operation<SetCatalogResponsesLockedMutationData, SetCatalogResponsesLockedMutationVariables> = {
  name: 'SetCatalogResponsesLockedMutation',
  source: /* GraphQL */ `
    mutation SetCatalogResponsesLockedMutation($catalogId: ID!, $locked: Boolean!) {
      setCatalogResponsesLocked(catalogId: $catalogId, locked: $locked) {
        __typename
        ... on CatalogResponsesLockChanged { catalog { id responsesLocked } }
        ${ERRORS}
      }
    }
  `,
};
