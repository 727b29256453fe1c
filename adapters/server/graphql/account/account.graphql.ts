// Issue 21 (reader-experience §2.2 Settings → Account and Publishing; §3 Viewer unverifiedEmail and
// allowEmailAddressSharingEditorWriter; §7 sendVerificationEmail): the reader's own account settings and the
// mutations that change them. Every refusal is a value with the message to show, never an error.
export const accountTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in reader's Account and Publishing settings; null when logged out."
    accountSettings: AccountSettings
    """
    reader-experience §4 alternate-user banner, on a member-only story the reader is stopped at: a member account this
    browser knows (signed out: sign in with it; signed in to another account: switch to it), or null.
    """
    alternateUser(postId: ID!): AlternateUserBanner
  }

  "reader-experience §3 alternate-user banner data: userId, redactedEmailAddress; with what it offers."
  type AlternateUserBanner {
    "SIGN_IN (signed out) or SWITCH_ACCOUNT (signed in to another account)."
    kind: String!
    userId: ID!
    "The account to switch to (SWITCH_ACCOUNT only)."
    username: String
    redactedEmailAddress: String!
  }

  extend type Viewer {
    "A new e-mail address waiting for its confirmation link; null when none."
    unverifiedEmail: String
    allowEmailAddressSharingEditorWriter: Boolean!
  }

  extend type User {
    "What /@{username}/about shows beside the bio: pronouns, a tipping link, when the account was made."
    about: UserAbout!
    "reader-experience §3 User customDomainState: the writer's live custom domain, if any (issue 21)."
    customDomainState: UserCustomDomainState!
  }

  "platform-reference §3: custom domain state has live and pending; others see the live one only."
  type UserCustomDomainState {
    live: CustomDomainName
  }

  type CustomDomainName {
    domain: String!
  }

  type UserAbout {
    pronouns: [String!]!
    tippingLink: String
    "When the account was made (ms since the epoch)."
    joinedAt: Float!
  }

  type AccountSettings {
    id: ID!
    username: String!
    name: String!
    email: String!
    unverifiedEmail: String
    bio: String!
    imageId: String
    pronouns: [String!]!
    tippingLink: String
    allowEmailAddressSharingEditorWriter: Boolean!
    "The publications the reader owns, edits or writes for (#managePublications)."
    publications: [StaffPublication!]!
    "The reader's author newsletter, when they have one."
    newsletter: AuthorNewsletterSettings
    "The latest data export asked for, if any."
    latestExport: DataExport
    "Issue 21: the writer's own custom domain; live only when the host lookup serves it as their profile."
    customDomain: AccountCustomDomain!
  }

  "A writer's custom domain, as a publication's (PublicationCustomDomain)."
  type AccountCustomDomain {
    "NONE, PENDING or LIVE."
    state: String!
    live: String
    pending: String
    "The DNS record to create for the pending domain: CNAME (a subdomain) or ALIAS (a domain's apex); null without one."
    recordType: String
    recordName: String
    "The host the record points at: the site's own."
    recordValue: String
  }

  type StaffPublication {
    id: ID!
    slug: String!
    name: String!
    "OWNER, EDITOR or WRITER (platform-reference §3 collection roles)."
    role: String!
    url: String!
    "False for the publication's last owner."
    canLeave: Boolean!
  }

  type AuthorNewsletterSettings {
    id: ID!
    name: String!
    slug: String!
  }

  type DataExport {
    id: ID!
    "pending, ready or failed."
    state: String!
    createdAt: Float!
    "Where a ready export downloads (its owner only)."
    url: String
  }

  enum DeletedStories {
    "The stories go with the account."
    REMOVE
    "Published stories stay, under 'Deleted account'; drafts go."
    ANONYMISE
  }

  input ProfileInformationInput {
    name: String!
    bio: String!
    pronouns: [String!]!
    tippingLink: String!
    "An avatar the reader uploaded (POST /_/upload?purpose=avatar); absent keeps the current one, null removes it."
    imageId: String
  }

  "What a change did: ok with the message to show, or refused with why; the settings as they are now."
  type AccountResult {
    ok: Boolean!
    message: String!
    settings: AccountSettings
  }

  type ProfileInformationResult {
    ok: Boolean!
    nameError: String
    bioError: String
    pronounsError: String
    tippingLinkError: String
    imageIdError: String
    settings: AccountSettings
  }

  extend type Mutation {
    "Name, bio, pronouns, tipping link (http or https) and avatar; a refused field says why and nothing changes."
    updateProfileInformation(input: ProfileInformationInput!): ProfileInformationResult!
    "A new username; the old /@{username} addresses redirect (301) to the new one for a year."
    changeUsername(username: String!): AccountResult!
    "A new e-mail address: a confirmation link goes to it; until it is opened the account keeps its address."
    changeEmail(email: String!): AccountResult!
    "reader-experience §7: the confirmation link again, to the address waiting for it."
    sendVerificationEmail: AccountResult!
    setAllowEmailAddressSharingEditorWriter(allow: Boolean!): AccountSettings!
    "Leave a publication you own, edit or write for; its last owner may not."
    leavePublication(publicationId: ID!): AccountResult!
    "Your author newsletter's name."
    renameNewsletter(name: String!): AccountResult!
    "A zip of your data, made in the background and e-mailed when ready; one at a time."
    requestDataExport: AccountResult!
    "Issue 21: asks for a custom domain for your profile, pending until the operator connects it; refused with why."
    requestCustomDomain(domain: String!): AccountResult!
    "PENDING forgets the domain asked for; LIVE stops serving your profile at the live one."
    removeCustomDomain(which: String!): AccountResult!
    "Deletes your account once you type your username; your sessions end."
    deleteAccount(confirmUsername: String!, stories: DeletedStories!): AccountResult!
  }
`;
