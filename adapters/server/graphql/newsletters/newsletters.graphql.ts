// Issue 17 newsletters in GraphQL (reader-experience §3 NewsletterV3: id, type author|collection, slug, name,
// collection slug, user (id, name, username)): a writer's newsletter on User and a publication's on Publication,
// with the viewer's subscription and, for the newsletter's owner only, its subscriber count. Subscribing and
// unsubscribing stay on the pages' forms and POST /_/api/subscriptions/newsletters/{id} (README: Newsletters); the
// pages read what they show here: a landing page its newsletter, the import page the owner's count and undelivered
// e-mails, the unsubscribe page what its signed link names.
export const newsletterTypeDefs = /* GraphQL */ `
  extend type User {
    "reader-experience §3 NewsletterV3: the writer's newsletter; null when the account is gone."
    newsletterV3: NewsletterV3
  }

  extend type Publication {
    "reader-experience §3 NewsletterV3: the publication's newsletter, run by its owner; null when it has no owner."
    newsletterV3: NewsletterV3
  }

  extend type Query {
    "A newsletter e-mail's signed unsubscribe link (/me/email-settings/{subject}/{hash}?newsletter={id}): what it names; null when the link was changed."
    newsletterUnsubscribeLink(subject: String!, hash: String!, newsletterId: String!): NewsletterUnsubscribeLink
    "The double opt-in's link (/newsletters/confirm?token=…): the address and the newsletter a pending subscription names; null when the token is unknown or already used."
    newsletterConfirmation(token: String!): NewsletterConfirmation
    "A publication's newsletter settings (/{publication}/newsletters/{slug}/settings, /new-newsletter): owners and editors; anyone else FORBIDDEN. Null: no such publication."
    publicationNewsletterSettings(slug: String!): PublicationNewsletterSettings
  }

  extend type Mutation {
    "A publication's owner or editor saves its newsletter's name, description and promotion (bad input: BAD_USER_INPUT with the rule's message)."
    updatePublicationNewsletter(publicationId: ID!, input: PublicationNewsletterInput!): NewsletterV3!
  }

  input PublicationNewsletterInput {
    name: String!
    description: String!
    showPromo: Boolean!
  }

  type PublicationNewsletterSettings {
    id: ID!
    publicationId: ID!
    "The publication's slug and name."
    slug: String!
    name: String!
    newsletter: NewsletterV3!
    "Active subscribers, for the publication's owners and editors."
    subscriberCount: Int!
  }

  type NewsletterConfirmation {
    newsletter: NewsletterV3!
    "The address that asked to subscribe (the token is its owner's: it was mailed there)."
    email: String!
  }

  type NewsletterUnsubscribeLink {
    newsletter: NewsletterV3!
    "The link's subscriber (an account or an address) still receives the newsletter."
    isSubscribed: Boolean!
  }

  "An e-mail of the newsletter that could not be delivered (a permanent failure), as its owner sees it."
  type NewsletterUndeliveredEmail {
    id: ID!
    to: String!
    subject: String!
    error: String!
  }

  enum NewsletterV3Type {
    AUTHOR
    COLLECTION
  }

  type NewsletterV3 {
    id: ID!
    type: NewsletterV3Type!
    slug: String!
    name: String!
    "reader-experience §3: shown on the newsletter's landing page ('' when none)."
    description: String!
    "reader-experience §3: whether the publication's pages promote the newsletter (its homepage's Subscribe button)."
    showPromo: Boolean!
    "The publication's slug for a COLLECTION newsletter; null for an AUTHOR one."
    collectionSlug: String
    "Who runs it: the writer, or the publication's owner."
    user: NewsletterV3User!
    "The signed-in viewer's subscription; isSubscribed false when logged out."
    viewerEdge: NewsletterV3ViewerEdge!
    "Active subscribers; only the newsletter's owner sees it, null for anyone else."
    subscriberCount: Int
    "The newest undelivered e-mails (at most 50); only the newsletter's owner sees them, null for anyone else."
    undeliveredEmails: [NewsletterUndeliveredEmail!]
  }

  type NewsletterV3User {
    id: ID!
    name: String!
    username: String!
  }

  type NewsletterV3ViewerEdge {
    id: ID!
    "The viewer's subscription is active (a pending or unsubscribed one is not)."
    isSubscribed: Boolean!
  }
`;
