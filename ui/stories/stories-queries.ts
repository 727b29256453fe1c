// The operations of Your Stories (platform-reference §2.2 /me/stories/{filterBy}; reader-experience §7 deletePost
// and UndeletePostMutation, and the move between tabs whose shape the spec does not show): a tab's stories,
// the tabs' counts, and the three mutations the page's menus, toasts and Restore buttons call. Apart from
// ui/queries.ts so that pages that never run them do not carry their text.
import type {
  DeletePostMutationData,
  DeletePostMutationVariables,
  MovePostMutationData,
  MovePostMutationVariables,
  StoryItemFieldsFragment,
  UndeletePostMutationData,
  UndeletePostMutationVariables,
  YourStoriesCountsQueryData,
  YourStoriesCountsQueryVariables,
  YourStoriesQueryData,
  YourStoriesQueryVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';
import { tabEnumOf, type StoryFilter } from '../../core/stories/your-stories.ts';

/** A story as a Your Stories tab lists it. */
export type StoryItemData = StoryItemFieldsFragment;

/** How many stories a tab shows at a time, and each 'Show more' adds. */
export const STORIES_PAGE_SIZE = 20;

const STORY_ITEM_FRAGMENT = /* GraphQL */ `
  fragment StoryItemFields on StoryItem {
    id
    title
    subtitle
    state
    tab
    readingTime
    wordCount
    updatedAt
    publishedAt
    scheduledAt
    deletedAt
    permanentlyDeletedAt
    url
    editUrl
    publicationName
  }
`;

/** A page of one tab, most recently edited first (Deleted: most recently trashed first). */
export const YourStoriesQuery: Operation<YourStoriesQueryData, YourStoriesQueryVariables> = {
  name: 'YourStoriesQuery',
  source: /* GraphQL */ `
    query YourStoriesQuery($tab: StoriesTab!, $first: Int, $after: String) {
      yourStories(tab: $tab, first: $first, after: $after) { items { ...StoryItemFields } nextCursor }
    }
    ${STORY_ITEM_FRAGMENT}
  `,
};

/** The variables of a tab's first page (the server preloads it with exactly these). */
export const yourStoriesFirstPage = (tab: StoryFilter): YourStoriesQueryVariables => ({ tab: tabEnumOf(tab), first: STORIES_PAGE_SIZE, after: null });

/** The count beside each tab. */
export const YourStoriesCountsQuery: Operation<YourStoriesCountsQueryData, YourStoriesCountsQueryVariables> = {
  name: 'YourStoriesCountsQuery',
  source: /* GraphQL */ `
    query YourStoriesCountsQuery {
      yourStoriesCounts { drafts public unlisted responses deleted }
    }
  `,
};

/** Moves a story to another tab (Make public, Unlist, Move to drafts; the toast's Undo moves it back to fromTab). */
export const MovePostMutation: Operation<MovePostMutationData, MovePostMutationVariables> = {
  name: 'MovePostMutation',
  source: /* GraphQL */ `
    mutation MovePostMutation($targetPostId: ID!, $tab: StoriesTab!) {
      movePost(targetPostId: $targetPostId, tab: $tab) {
        __typename
        ... on PostMoved { post { ...StoryItemFields } fromTab }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on Forbidden { message }
        ... on NotFound { message }
      }
    }
    ${STORY_ITEM_FRAGMENT}
  `,
};

/** reader-experience §7 deletePost (targetPostId): to the trash, the Deleted tab. */
export const DeletePostMutation: Operation<DeletePostMutationData, DeletePostMutationVariables> = {
  name: 'deletePost',
  source: /* GraphQL */ `
    mutation deletePost($targetPostId: ID!) {
      deletePost(targetPostId: $targetPostId) {
        __typename
        ... on PostDeleted { post { ...StoryItemFields } }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on Forbidden { message }
        ... on NotFound { message }
      }
    }
    ${STORY_ITEM_FRAGMENT}
  `,
};

/** reader-experience §7 UndeletePostMutation (targetPostId): back from the trash to the tab it was in. */
export const UndeletePostMutation: Operation<UndeletePostMutationData, UndeletePostMutationVariables> = {
  name: 'UndeletePostMutation',
  source: /* GraphQL */ `
    mutation UndeletePostMutation($targetPostId: ID!) {
      undeletePost(targetPostId: $targetPostId) {
        __typename
        ... on PostUndeleted { post { ...StoryItemFields } }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on Forbidden { message }
        ... on NotFound { message }
      }
    }
    ${STORY_ITEM_FRAGMENT}
  `,
};
