// Staff moderation (platform-reference §6, §9; reader-experience §8 'Post suspended'): suspending a story.
export const moderationTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Staff only (QUIRE_STAFF_USERNAMES; others get FORBIDDEN). Suspends a story, or lifts its suspension. A
    suspended story leaves every feed and list; its page says 'This story was found in violation of the
    Rules.', except to readers with can_view_suspended_content, who read it under a note and are never served
    it from the cache. Its cached pages are purged at once. An unknown or unpublished story: NOT_FOUND.
    """
    setPostSuspended(postId: ID!, suspended: Boolean!): Post!
  }
`;
