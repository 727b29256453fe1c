// The browser's operations for highlights and the reading history (adapters/server/graphql/highlights/): the
// story page's mutations, the Library's Highlights tab, a reader's highlights on their profile, and the reading
// history's page with its changes. (recordPostRead, which every story page sends, is in record-read.ts.)
import type {
  ClearReadingHistoryMutationData,
  ClearReadingHistoryMutationVariables,
  CreateHighlightMutationData,
  CreateHighlightMutationVariables,
  DeleteHighlightMutationData,
  DeleteHighlightMutationVariables,
  ReadingHistoryQueryData,
  ReadingHistoryQueryVariables,
  RemoveFromReadingHistoryMutationData,
  RemoveFromReadingHistoryMutationVariables,
  RestoreToReadingHistoryMutationData,
  RestoreToReadingHistoryMutationVariables,
  SetReadingHistoryPausedMutationData,
  SetReadingHistoryPausedMutationVariables,
  UserHighlightsQueryData,
  UserHighlightsQueryVariables,
  YourHighlightsQueryData,
  YourHighlightsQueryVariables,
} from '../generated/operations.ts';
import { POST_CARD_FRAGMENT, type Operation } from '../post-card-fields.ts';
import { HIGHLIGHTS_PAGE_SIZE, READING_HISTORY_PAGE_SIZE } from '../../core/highlights/reading-history.ts';

export const CreateHighlightMutation: Operation<CreateHighlightMutationData, CreateHighlightMutationVariables> = {
  name: 'CreateHighlightMutation',
  source: /* GraphQL */ `
    mutation CreateHighlightMutation($input: HighlightInput!) {
      createHighlight(input: $input) {
        __typename
        ... on HighlightCreated { created highlight { id startParagraph startOffset endParagraph endOffset } }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on NotFound { message }
        ... on RateLimited { message }
      }
    }
  `,
};

export const DeleteHighlightMutation: Operation<DeleteHighlightMutationData, DeleteHighlightMutationVariables> = {
  name: 'DeleteHighlightMutation',
  source: /* GraphQL */ `
    mutation DeleteHighlightMutation($highlightId: ID!) {
      deleteHighlight(highlightId: $highlightId) {
        __typename
        ... on HighlightDeleted { highlight { id } }
        ... on Unauthorized { message }
        ... on NotFound { message }
      }
    }
  `,
};



export const YourHighlightsQuery: Operation<YourHighlightsQueryData, YourHighlightsQueryVariables> = {
  name: 'YourHighlightsQuery',
  source: /* GraphQL */ `
    query YourHighlightsQuery($first: Int, $after: String) {
      yourHighlights(first: $first, after: $after) { items { id quote createdAt startParagraph post { id title url creator { id name url } } } nextCursor }
    }
  `,
};

export const yourHighlightsFirstPage: YourHighlightsQueryVariables = { first: HIGHLIGHTS_PAGE_SIZE, after: null };

export const UserHighlightsQuery: Operation<UserHighlightsQueryData, UserHighlightsQueryVariables> = {
  name: 'UserHighlightsQuery',
  source: /* GraphQL */ `
    query UserHighlightsQuery($username: String!, $first: Int, $after: String) {
      user(username: $username) { id name username url }
      userHighlights(username: $username, first: $first, after: $after) { items { id quote createdAt startParagraph post { id title url creator { id name url } } } nextCursor }
    }
  `,
};

export const userHighlightsFirstPage = (username: string): UserHighlightsQueryVariables => ({ username, first: HIGHLIGHTS_PAGE_SIZE, after: null });

export const ReadingHistoryQuery: Operation<ReadingHistoryQueryData, ReadingHistoryQueryVariables> = {
  name: 'ReadingHistoryQuery',
  source: /* GraphQL */ `
    query ReadingHistoryQuery($first: Int, $after: String) {
      readingHistory(first: $first, after: $after) {
        isPaused
        nextCursor
        items { lastReadAt post { ...PostCardFields } }
      }
    }
    ${POST_CARD_FRAGMENT}
  `,
};

export const readingHistoryFirstPage: ReadingHistoryQueryVariables = { first: READING_HISTORY_PAGE_SIZE, after: null };

export const RemoveFromReadingHistoryMutation: Operation<RemoveFromReadingHistoryMutationData, RemoveFromReadingHistoryMutationVariables> = {
  name: 'RemoveFromReadingHistoryMutation',
  source: /* GraphQL */ `
    mutation RemoveFromReadingHistoryMutation($postId: ID!) {
      removeFromReadingHistory(postId: $postId) {
        __typename
        ... on ReadingHistoryEntryChanged { postId lastReadAt }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on NotFound { message }
      }
    }
  `,
};

export const RestoreToReadingHistoryMutation: Operation<RestoreToReadingHistoryMutationData, RestoreToReadingHistoryMutationVariables> = {
  name: 'RestoreToReadingHistoryMutation',
  source: /* GraphQL */ `
    mutation RestoreToReadingHistoryMutation($postId: ID!, $lastReadAt: Float!) {
      restoreToReadingHistory(postId: $postId, lastReadAt: $lastReadAt) {
        __typename
        ... on ReadingHistoryEntryChanged { postId lastReadAt }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on NotFound { message }
      }
    }
  `,
};

export const ClearReadingHistoryMutation: Operation<ClearReadingHistoryMutationData, ClearReadingHistoryMutationVariables> = {
  name: 'ClearReadingHistoryMutation',
  source: /* GraphQL */ `
    mutation ClearReadingHistoryMutation {
      clearReadingHistory {
        __typename
        ... on ReadingHistoryCleared { removed }
        ... on Unauthorized { message }
      }
    }
  `,
};

export const SetReadingHistoryPausedMutation: Operation<SetReadingHistoryPausedMutationData, SetReadingHistoryPausedMutationVariables> = {
  name: 'SetReadingHistoryPausedMutation',
  source: /* GraphQL */ `
    mutation SetReadingHistoryPausedMutation($paused: Boolean!) {
      setReadingHistoryPaused(paused: $paused) {
        __typename
        ... on ReadingHistoryPauseSet { paused }
        ... on Unauthorized { message }
      }
    }
  `,
};
