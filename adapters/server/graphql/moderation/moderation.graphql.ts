// Staff moderation (platform-reference §6, §9; reader-experience §8 'Post suspended', 'Account suspended'):
// suspending a story or an account.
export const moderationTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Staff only (QUIRE_STAFF_USERNAMES; others get FORBIDDEN). Suspends a story, or lifts its suspension. A
    suspended story leaves every feed and list; its page says 'This story was found in violation of the
    Rules.', except to readers with can_view_suspended_content, who read it under a note and are never served
    it from the cache. Its cached pages are purged at once. An unknown or unpublished story: NOT_FOUND.
    """
    setPostSuspended(postId: ID!, suspended: Boolean!): Post!
    """
    Staff only (others get FORBIDDEN). Suspends an account, or lifts its suspension (issue 21, reader-experience
    §8 'Account suspended'): while suspended the account sees 'Your account was found in violation of the Rules.'
    on every page it opens, with a link to the Rules. An unknown user: NOT_FOUND. Returns the new state.
    """
    setUserSuspended(userId: ID!, suspended: Boolean!): Boolean!
  }
`;
