// Highlights and reading history (issue 16 "Reading together", part 4; platform-reference §2.2
// /@{username}/highlights, /me/readinghistory; §3 Highlight/Quote entities, markup kind HIGHLIGHT; §7.4
// /_/p/{postId}/quotes/create; §8 result-union errors). The rules live in core/highlights/; the service in
// adapters/server/highlights/highlights.service.ts. A highlight is a range over the story's paragraphs:
// (startParagraph, startOffset) to (endParagraph, endOffset), offsets in characters of each paragraph's text, the
// end exclusive. Times are milliseconds since the epoch.
export const highlightsTypeDefs = /* GraphQL */ `
  extend type Post {
    "The signed-in reader's highlights on this story, oldest first; empty when signed out."
    viewerHighlights: [Highlight!]!
    """
    The 'Top highlight': the passage the most readers highlighted (exactly the same words), once at least two did;
    ties go to the passage that comes first. Null otherwise. The same for every reader.
    """
    topHighlight: TopHighlight
  }

  "A reader's highlight (platform-reference §3 Highlight/Quote)."
  type Highlight {
    id: ID!
    postId: ID!
    startParagraph: String!
    startOffset: Int!
    endParagraph: String!
    endOffset: Int!
    "The highlighted text as it read when it was made (paragraphs joined by a newline)."
    quote: String!
    createdAt: Float!
    "The story; null when it is no longer readable."
    post: Post
  }

  type TopHighlight {
    startParagraph: String!
    startOffset: Int!
    endParagraph: String!
    endOffset: Int!
    quote: String!
    "How many readers highlighted this passage."
    readers: Int!
  }

  type HighlightsPage {
    items: [Highlight!]!
    "Pass as after for the next page; null on the last page."
    nextCursor: String
  }

  type ReadingHistoryItem {
    post: Post!
    lastReadAt: Float!
  }

  type ReadingHistoryPage {
    items: [ReadingHistoryItem!]!
    "Pass as after for the next page; null on the last page."
    nextCursor: String
    "True while the reader has paused their reading history."
    isPaused: Boolean!
  }

  extend type Query {
    """
    platform-reference §2.2 /@{username}/highlights: a reader's highlights, newest first, keyset-paged (first: 1-50,
    default 10). Null when there is no such user.
    """
    userHighlights(username: String!, first: Int, after: String): HighlightsPage
    "The Library's Highlights tab: the viewer's own highlights, newest first. UNAUTHENTICATED when signed out."
    yourHighlights(first: Int, after: String): HighlightsPage!
    "/me/readinghistory: the stories the viewer opened, newest first (first: 1-50, default 10). UNAUTHENTICATED when signed out."
    readingHistory(first: Int, after: String): ReadingHistoryPage!
  }

  input HighlightInput {
    postId: ID!
    startParagraph: String!
    startOffset: Int!
    endParagraph: String!
    endOffset: Int!
  }

  extend type Mutation {
    """
    Highlights a passage of a story the viewer can read (a member-only story's preview only, for a reader who is not
    a member). Asking again for the same range answers the same highlight. A range past a paragraph's end, on an
    unknown paragraph, backwards or empty: BadRequest with the reason.
    """
    createHighlight(input: HighlightInput!): CreateHighlightResult!
    deleteHighlight(highlightId: ID!): DeleteHighlightResult!
    "Sent once after a story page hydrates; records nothing while the history is paused or for the viewer's own story."
    recordPostRead(postId: ID!): RecordPostReadResult!
    removeFromReadingHistory(postId: ID!): ReadingHistoryEntryResult!
    "The Undo of removeFromReadingHistory: puts the story back with the time it had."
    restoreToReadingHistory(postId: ID!, lastReadAt: Float!): ReadingHistoryEntryResult!
    clearReadingHistory: ClearReadingHistoryResult!
    setReadingHistoryPaused(paused: Boolean!): SetReadingHistoryPausedResult!
  }

  type HighlightCreated {
    highlight: Highlight!
    "False when the viewer had already highlighted exactly this range."
    created: Boolean!
  }
  type HighlightDeleted {
    highlight: Highlight!
  }
  type PostReadRecorded {
    recorded: Boolean!
  }
  type ReadingHistoryEntryChanged {
    postId: ID!
    lastReadAt: Float!
  }
  type ReadingHistoryCleared {
    removed: Int!
  }
  type ReadingHistoryPauseSet {
    paused: Boolean!
  }

  union CreateHighlightResult = HighlightCreated | BadRequest | Unauthorized | NotFound | RateLimited
  union DeleteHighlightResult = HighlightDeleted | Unauthorized | NotFound
  union RecordPostReadResult = PostReadRecorded | Unauthorized | NotFound
  union ReadingHistoryEntryResult = ReadingHistoryEntryChanged | BadRequest | Unauthorized | NotFound
  union ClearReadingHistoryResult = ReadingHistoryCleared | Unauthorized
  union SetReadingHistoryPausedResult = ReadingHistoryPauseSet | Unauthorized
`;
