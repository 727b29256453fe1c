// Issue 23 part B: the landing pages staff edit in the story editor, and 'Apply for author verification'.
export const landingTypeDefs = /* GraphQL */ `
  extend type Query {
    "A landing page (about, membership, write, earn, business or verified-authors): its title and text in the paragraph model."
    landingPage(key: String!): LandingPage
  }

  extend type Mutation {
    "Staff: the story that holds a landing page's text (made from the page's current text the first time), to edit in the story editor."
    editLandingPage(key: String!): EditLandingPageResult!
    "Ask staff to verify you as a book author; staff see the requests on /verified-authors."
    applyForAuthorVerification(note: String!): ApplyForVerificationResult!
  }

  type LandingPage {
    key: String!
    title: String!
    paragraphs: [Paragraph!]!
    "Whether the viewer is staff (and may edit the page)."
    editable: Boolean!
    "Whether the signed-in viewer has asked for author verification (verified-authors only)."
    viewerHasApplied: Boolean!
    "Staff only: the author verification requests, newest first (empty for anyone else)."
    verificationRequests: [VerificationRequest!]!
  }

  type VerificationRequest {
    username: String!
    name: String!
    email: String!
    note: String!
    createdAt: Float!
  }

  type EditLandingPageResult {
    ok: Boolean!
    message: String
    "The story editor's address for the page's story."
    editPath: String
  }

  type ApplyForVerificationResult {
    ok: Boolean!
    message: String
  }
`;
