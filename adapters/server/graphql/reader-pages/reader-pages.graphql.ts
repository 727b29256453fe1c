// The reader pages that answered 501 (migration 0051): a tag's Recommended and Who to follow
// (core/reader-pages/tag-pages.ts), a writer's series (core/reader-pages/series.ts) and books (core/reader-pages/books.ts).
export const readerPagesTypeDefs = /* GraphQL */ `
  extend type Tag {
    """
    The stories readers clapped most among the tag's 200 newest published, listed stories, most claps first, paged
    by rank (pagingInfo.next.to); the viewer's muted writers and publications stay out.
    """
    recommended(paging: PagingOptions): PostFeed!
    "The writers with the most published, listed stories under the tag, most first, paged by rank."
    writers(paging: PagingOptions): TagWriterPage!
  }

  type TagWriterPage {
    items: [TagWriter!]!
    pagingInfo: PagingInfo!
  }

  type TagWriter {
    user: User!
    "How many of the writer's published, listed stories carry the tag."
    storyCount: Int!
  }

  type Series {
    id: ID!
    "The series' address segment ({slug}-{id}); its page is /s/{slug}."
    slug: String!
    url: String!
    title: String!
    description: String!
    creator: User!
    "The series' published, listed stories, in the writer's order."
    posts: [Post!]!
    "Whether the signed-in reader wrote the series (and may change it)."
    viewerIsCreator: Boolean!
  }

  type Book {
    id: ID!
    title: String!
    description: String!
    "Where to get the book (http or https); null when none."
    url: String
    publishedYear: Int
  }

  extend type User {
    "The writer's series, newest first (at most 25)."
    series: [Series!]!
    "The books the writer lists on their profile, in their order."
    books: [Book!]!
  }

  extend type Viewer {
    "The signed-in writer's own series, newest first (at most 25): a story's settings add it to one."
    series: [Series!]!
  }

  extend type Query {
    "A series by its address segment ({slug}-{id}) or its id; null when there is none."
    series(ref: String!): Series
  }

  input SeriesInput {
    title: String!
    description: String!
    "The writer's own published, listed stories, in order (at most 50)."
    postIds: [ID!]!
  }

  input BookInput {
    title: String!
    description: String!
    "http or https, or empty."
    url: String!
    "Four digits, or empty."
    publishedYear: String!
  }

  extend type Mutation {
    "The signed-in writer starts a series of their stories."
    createSeries(input: SeriesInput!): Series!
    "The writer changes their series: its title, description and stories in order."
    updateSeries(seriesId: ID!, input: SeriesInput!): Series!
    "The writer deletes their series (its stories stay)."
    deleteSeries(seriesId: ID!): Boolean!
    "The signed-in writer adds a book at the end of their list; answers the list."
    addBook(input: BookInput!): [Book!]!
    "The writer removes one of their books; answers the list."
    removeBook(bookId: ID!): [Book!]!
  }
`;
