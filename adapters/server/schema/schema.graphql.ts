// The GraphQL schema, schema-first. Field names follow reader-experience §3 and platform-reference §3/§7.4;
// times are milliseconds since the epoch (Float), as the reading pages format them on both sides.
export const typeDefs = /* GraphQL */ `
  type Query {
    "The signed-in reader; null when logged out."
    viewer: Viewer
    "The home feed: published posts, newest first, paged by limit and an opaque cursor."
    webRecommendedFeed(paging: PagingOptions): PostFeed!
    "A post by id; null when there is no such published post."
    post(id: ID!): Post
    "A user by username (case-insensitive); null when there is none."
    user(username: String!): User
    "A publication by slug (case-insensitive); null when there is none."
    publication(slug: String!): Publication
    "Posts the installation's editors recommend, most recently picked first (one page: limit only)."
    staffPicksFeed(paging: PagingOptions): PostFeed!
    "platform-reference §7.4: whether an address is free for a new account. Look-ups have their own hourly limit per network (RATE_LIMITED over it), so the answer cannot be harvested; they never count toward a sign-in lockout."
    emailAvailability(email: String!): Boolean!
    "Who to follow: writers and publications the viewer does not follow yet (nor muted, nor works on), most followed first. first: 1 to 10."
    whoToFollow(first: Int = 3): [FollowedEntity!]!
    """
    platform-reference §7.4 followingFeed (sortType): signed in only. Published posts by the writers the
    viewer follows (entityType WRITERS), accepted in the publications they follow (PUBLICATIONS), or both
    (no entityType), newest first, paged like webRecommendedFeed. Muted writers' and publications' posts
    are left out. selection narrows the feed to one followed writer or publication of that kind; one the
    viewer does not follow is refused (BAD_USER_INPUT).
    """
    followingFeed(paging: PagingOptions, sortType: FollowingFeedSortType = NEWEST, entityType: FollowingEntityType, selection: ID): PostFeed!
    "reader-experience §9: the membership plans and their prices (USD unless another currency is asked for)."
    membershipPlans(currency: String = "USD"): [MembershipPlan!]!
    "Topics to explore, most used first."
    recommendedTopics(limit: Int = 8): [Topic!]!
  }

  type Mutation {
    "reader-experience §7: follow a writer. Idempotent; following yourself is refused."
    followUser(targetUserId: ID!): User!
    unfollowUser(targetUserId: ID!): User!
    followCollection(targetCollectionId: ID!): Publication!
    unfollowCollection(targetCollectionId: ID!): Publication!
    "Muted writers' and publications' posts leave the viewer's feeds."
    muteUser(targetUserId: ID!): User!
    unmuteUser(targetUserId: ID!): User!
    muteCollection(targetCollectionId: ID!): Publication!
    unmuteCollection(targetCollectionId: ID!): Publication!
    "issue 6: buy a membership with a card (the sandbox's test cards unless Stripe is configured). The same idempotencyKey never buys twice."
    startMembership(input: StartMembershipInput!): MembershipResult!
    "Cancel at the end of the period: the membership lasts until then."
    cancelMembership: MembershipResult!
    "reader-experience §7 UncancelMembershipMutation: MutationSuccess, or MutationError with the reason."
    uncancelMembership(input: UncancelMembershipInput!): UncancelMembershipResult!
    "Switch plan from the next period on (switchPlanSchedule); the current plan again takes a scheduled switch back."
    switchMembershipPlan(membershipType: MembershipType!): MembershipResult!
    "A new card for the renewals to come; after a failed payment it is charged at once."
    updatePaymentMethod(card: CardInput!): MembershipResult!
    "reader-experience §7 DismissFlag: records that the viewer dismissed a banner (PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER, PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER, or a banner's own flag)."
    dismissFlag(userId: ID!, flag: String!): Viewer!
    "platform-reference §7.4: a sign-in code and link by e-mail. Type is LOGIN_CODE or DEFAULT_MAGIC_LINK. RateLimited when the address or the network asked for too many e-mails this hour (the same answer for every address)."
    sendAcctAuthEmail(
      email: String!
      redirect: String
      fullName: String
      captchaValue: String
      operation: String!
      type: String
    ): SendAcctAuthEmailResult!
    "platform-reference §7.4: the 6-digit code from the e-mail, in the browser that asked for it."
    verifyLoginCode(loginCode: String!): VerifyLoginCodeResult!
    "Password sign-in, with the lockouts of reader-experience §8."
    loginWithPassword(email: String!, password: String!, redirect: String): PasswordLoginResult!
    "The second factor: the authenticator's 6-digit code for the challenge a right password earned."
    verifyTwoFactorCode(challenge: String!, code: String!): PasswordLoginResult!
    """
    Signed in: a new TOTP secret for an authenticator app, trusted once confirmed; an authenticator already on
    stays on until then. With one on, needs a sign-in within the last 10 minutes or currentCode, a code from
    it (judged with the two-factor lockouts); else REAUTHENTICATION_REQUIRED.
    """
    startTwoFactorEnrollment(currentCode: String): TwoFactorEnrollment!
    "Signed in: confirms the new authenticator with one of its codes (false when wrong); from then on sign-in with a password asks for it. With one already on, the same proof as startTwoFactorEnrollment."
    confirmTwoFactorEnrollment(code: String!, currentCode: String): Boolean!
    "Staff only (else FORBIDDEN): clears an account's sign-in lockouts, permanent ones included. Idempotent."
    clearSignInLockout(username: String!): Boolean!
  }

  type TwoFactorEnrollment {
    "Base32, for typing into an authenticator."
    secret: String!
    "otpauth:// address, for a QR code."
    uri: String!
  }

  "The password was right; send the authenticator's code with this challenge to verifyTwoFactorCode."
  type TwoFactorRequired {
    challenge: String!
  }

  union SendAcctAuthEmailResult = SusiMethod | BadRequest | FailedChallenge | NotFound | RateLimited
  union VerifyLoginCodeResult = Token | BadRequest | NotFound | RateLimited | TooManyRequests
  union PasswordLoginResult = Token | AuthError | TwoFactorRequired

  type SusiMethod {
    value: String!
  }
  type BadRequest {
    message: String!
  }
  type FailedChallenge {
    message: String!
  }
  type NotFound {
    message: String!
  }
  type RateLimited {
    message: String!
  }
  type TooManyRequests {
    message: String!
  }
  "A one-time token for the auth callback: /m/callback/email?token=…&state=medium&operation=…"
  type Token {
    value: String!
  }
  type AuthError {
    errorType: String!
    failCount: Int!
    lockedOutUntil: Float
    message: String!
  }

  "The order of the following feed."
  enum FollowingFeedSortType {
    "Newest first, by first publication: the only order so far."
    NEWEST
  }

  "The kind of followed entity: the following feed's tabs (/me/following-feed/writers or /publications)."
  enum FollowingEntityType {
    WRITERS
    PUBLICATIONS
  }

  input PagingOptions {
    "Items per page, 1 to 25 (default 10)."
    limit: Int
    "The cursor from pagingInfo.next.to of the previous page."
    to: String
  }

  type PostFeed {
    items: [FeedItem!]!
    pagingInfo: PagingInfo!
  }

  type FeedItem {
    feedId: ID!
    post: Post!
  }

  type PagingInfo {
    "Null on the last page."
    next: Paging
  }

  type Paging {
    limit: Int!
    to: String!
  }

  enum PostVisibility {
    PUBLIC
    UNLISTED
    LOCKED
  }

  type Post {
    id: ID!
    title: String!
    subtitle: String!
    "The site-relative address of the post: /@{username}/{slug}-{id}."
    url: String!
    creator: User!
    collection: Publication
    "APPROVED when the publication accepted the post; only then is the publication shown."
    statusForCollection: String
    visibility: PostVisibility!
    isLocked: Boolean!
    "Minutes, fractional; shown rounded up as '{n} min read'."
    readingTime: Float!
    previewImage: ImageMetadata
    firstPublishedAt: Float
    latestPublishedAt: Float
    updatedAt: Float!
    primaryTopic: Topic
    tags: [Tag!]!
    "True when staff suspended the story (platform-reference §6): only readers with can_view_suspended_content read its body."
    isSuspended: Boolean!
    content: PostContent!
  }

  type PostContent {
    "True when the viewer may read only a preview of a member-only post."
    isLockedPreviewOnly: Boolean!
    bodyModel: BodyModel!
  }

  type BodyModel {
    paragraphs: [Paragraph!]!
  }

  enum ParagraphType {
    P
    H1
    H2
    H3
    H4
    BQ
    PQ
    PRE
    IMG
    HR
    OLI
    ULI
  }

  enum MarkupType {
    A
    CODE
    EM
    STRONG
  }

  type Paragraph {
    name: String!
    type: ParagraphType!
    text: String!
    markups: [Markup!]!
    metadata: ImageMetadata
  }

  type Markup {
    type: MarkupType!
    start: Int!
    end: Int!
    href: String
  }

  type ImageMetadata {
    id: ID!
    originalWidth: Int!
    originalHeight: Int!
    alt: String!
  }

  type Viewer {
    id: ID!
    username: String!
    name: String!
    imageId: String
    socialStats: SocialStats!
    "reader-experience §2.4 / SidebarMenuQuery: followed writers and publications, the most recently published first."
    followedEntities(first: Int = 10, type: FollowingEntityType): FollowedEntityConnection!
    "One writer or publication of that kind the viewer follows, by id; null when they do not follow it."
    followedEntity(type: FollowingEntityType!, id: ID!): FollowedEntityEdge
    "customize-following: the writers the viewer follows, the most recent follow first. first: 1 to 50."
    followedUsers(first: Int = 25, after: String): UserConnection!
    "customize-following: the publications the viewer follows, the most recent follow first. first: 1 to 50."
    followedPublications(first: Int = 25, after: String): PublicationConnection!
    "customize-muted: the writers the viewer muted, the most recent mute first. first: 1 to 50."
    mutedUsers(first: Int = 25, after: String): MutedUserConnection!
    "customize-muted: the publications the viewer muted, the most recent mute first. first: 1 to 50."
    mutedPublications(first: Int = 25, after: String): MutedPublicationConnection!
    "reader-experience §3: the viewer's membership (tier and dates); null for a non-member."
    membership: Membership
    "reader-experience §3 MembershipStatus of the active membership; null for a non-member."
    membershipStatus: MembershipStatus
    "Whether the viewer had memberships that have ended."
    hasPastMemberships: Boolean!
    "The banner flags the viewer dismissed."
    dismissableFlags: [DismissedFlag!]!
    "billingHistory: what each period was charged (or failed to be), newest first. first: 1 to 100."
    billingHistory(first: Int = 24): [Charge!]!
    "reader-experience §7 ReactivateMembershipConfirmationModalWrapperQuery: viewerEdge.membership."
    viewerEdge: ViewerEdge!
  }

  type ViewerEdge {
    id: ID!
    membership: MembershipStatus
  }

  enum MembershipType {
    MONTHLY
    YEARLY
    PREMIUM_MONTHLY
    PREMIUM_YEARLY
  }

  enum MembershipTier {
    MEMBER
    FRIEND
  }

  type Membership {
    id: ID!
    tier: MembershipTier!
    "When the reader first became a member (epoch ms)."
    memberSince: Float!
    "When the reader became a Friend; null for a Member."
    friendSince: Float
  }

  type Money {
    "Minor units (cents)."
    amount: Int!
    currency: String!
  }

  type PaymentMethod {
    "CARD, APPLE_PAY, GOOGLE_PAY or PAYPAL."
    kind: String!
    cardType: String
    lastFour: String
    expirationMonth: Int
    expirationYear: Int
  }

  type MembershipDiscount {
    numCycles: Int!
    regularPrice: Money!
  }

  type MembershipPlanV2 {
    discount: MembershipDiscount
  }

  type SwitchPlanSchedule {
    startAt: Float!
    price: Money!
    membershipType: MembershipType!
  }

  type MembershipStatus {
    membershipId: ID!
    membershipType: MembershipType!
    currency: String!
    amount: Int!
    startedAt: Float!
    currentPeriodEndsAt: Float!
    discountEndsAt: Float
    isCancelled: Boolean!
    "STRIPE or SANDBOX (the two card-payment providers), APPLE or GOOGLE."
    paymentProvider: String!
    paymentFailedAt: Float
    hasRecurringPaymentFailedMoreThanOnce: Boolean!
    hasCreditCardExpired: Boolean!
    planV2: MembershipPlanV2!
    switchPlanSchedule: SwitchPlanSchedule
    paymentMethod: PaymentMethod
  }

  type MembershipPlan {
    membershipType: MembershipType!
    tier: MembershipTier!
    "MONTHLY or ANNUAL."
    billingPeriod: String!
    price: Money!
  }

  type Charge {
    id: ID!
    membershipType: MembershipType!
    amount: Money!
    "PAID or FAILED."
    status: String!
    createdAt: Float!
    periodStart: Float
    periodEnd: Float
  }

  type DismissedFlag {
    flag: String!
    dismissedAt: Float!
  }

  input CardInput {
    number: String!
    "MM/YY"
    expirationDate: String!
    cvv: String!
    postalCode: String!
  }

  input StartMembershipInput {
    membershipType: MembershipType!
    card: CardInput!
    "One per purchase attempt: the same key never buys twice."
    idempotencyKey: String!
  }

  input UncancelMembershipInput {
    membershipId: ID!
  }

  type MembershipResult {
    ok: Boolean!
    "Why not, when ok is false: card_declined, expired_card, incorrect_number, incorrect_cvc, processing_error, ALREADY_MEMBER, NOT_MEMBER, NOT_ELIGIBLE, INVALID_CARD."
    code: String
    message: String
    "Per field, when the card's fields are not filled in right."
    fieldErrors: [FieldError!]!
    status: MembershipStatus
  }

  type FieldError {
    field: String!
    message: String!
  }

  type MutationSuccess {
    membershipId: ID!
  }

  type MutationError {
    code: String!
    message: String!
  }

  union UncancelMembershipResult = MutationSuccess | MutationError

  type PublicationConnection {
    edges: [PublicationEdge!]!
    pageInfo: PageInfo!
  }

  type PublicationEdge {
    cursor: String!
    "When the follow began, in epoch milliseconds."
    followedAt: Float!
    node: Publication!
  }

  type MutedUserConnection {
    edges: [MutedUserEdge!]!
    pageInfo: PageInfo!
  }

  type MutedUserEdge {
    cursor: String!
    "When the mute began, in epoch milliseconds."
    mutedAt: Float!
    node: User!
  }

  type MutedPublicationConnection {
    edges: [MutedPublicationEdge!]!
    pageInfo: PageInfo!
  }

  type MutedPublicationEdge {
    cursor: String!
    "When the mute began, in epoch milliseconds."
    mutedAt: Float!
    node: Publication!
  }

  type FollowedEntityConnection {
    edges: [FollowedEntityEdge!]!
    pageInfo: PageInfo!
  }

  type PageInfo {
    hasNextPage: Boolean!
    "Pass as after to get the next page; null when there is none."
    endCursor: String
  }

  type UserConnection {
    edges: [UserEdge!]!
    pageInfo: PageInfo!
  }

  type UserEdge {
    cursor: String!
    "When the follow began, in epoch milliseconds."
    followedAt: Float!
    node: User!
  }

  type FollowedEntityEdge {
    lastPublishedAt: Float
    node: FollowedEntityNode!
  }

  type FollowedEntityNode {
    id: ID!
    entity: FollowedEntity!
  }

  union FollowedEntity = User | Publication

  type UserViewerEdge {
    id: ID!
    isFollowing: Boolean!
    isMuting: Boolean!
  }

  type PublicationViewerEdge {
    id: ID!
    isFollowing: Boolean!
    isMuting: Boolean!
    "OWNER, EDITOR or WRITER when the viewer works on the publication."
    viewerStaffRole: CollectionRole
  }

  type ImageRef {
    id: ID!
  }

  type SocialStats {
    followerCount: Int!
    followingCount: Int!
  }

  type User {
    id: ID!
    username: String!
    name: String!
    bio: String!
    imageId: String
    url: String!
    socialStats: SocialStats!
    viewerEdge: UserViewerEdge!
    "reader-experience §3 User.membership (tier, friendSince) for badges; null for a non-member."
    membership: Membership
    "The writer's published stories, newest first."
    posts(paging: PagingOptions): PostFeed!
    "user-followers: the writers who follow this one, the most recent follow first. first: 1 to 50."
    followers(first: Int = 25, after: String): UserConnection!
    "user-following: the writers this one follows, the most recent follow first. first: 1 to 50."
    following(first: Int = 25, after: String): UserConnection!
  }

  enum CollectionRole {
    OWNER
    EDITOR
    WRITER
  }

  type PublicationEditor {
    role: CollectionRole!
    user: User!
  }

  type NavigationItem {
    title: String!
    "One of ABOUT, ARCHIVE, EXTERNAL_URL, LATEST, PAGE, POST, SECTION, TAG_FEED, TRENDING."
    destination: String!
    value: String!
  }

  type FollowGraph {
    followerCount: Int!
  }

  type Publication {
    id: ID!
    slug: String!
    name: String!
    tagline: String!
    description: String!
    domain: String
    "Header colour as 6-digit hex rgb."
    headerColor: String
    url: String!
    navigationItems: [NavigationItem!]!
    "Editors, owners first; filter by role, at most 'first' (default 10)."
    editors(roles: [CollectionRole!], first: Int = 10): [PublicationEditor!]!
    followGraph: FollowGraph!
    avatar: ImageRef
    viewerEdge: PublicationViewerEdge!
    "reader-experience §3: the homepage — its header and the sections its editors arranged."
    homepage: PublicationHomepage!
    "publicationPostFeed: the publication's stories, newest first, without those by writers the viewer muted."
    posts(paging: PagingOptions): PostFeed!
  }

  type PublicationHomepage {
    id: ID!
    title: String!
    description: String!
    header: PublicationHeader!
    sections: [PublicationSection!]!
  }

  type PublicationHeader {
    color: HeaderColor
    backgroundImage: HeaderImage
  }

  type HeaderColor {
    "6-digit hex, no '#'."
    rgb: String!
  }

  type HeaderImage {
    id: ID!
    "Empty when the image is decoration."
    alt: String!
    focusPercentX: Int!
    focusPercentY: Int!
  }

  enum PublicationSectionType {
    "Stories the editors picked, in their order."
    FEATURED
    "The publication's newest stories; more through Publication.posts."
    LATEST
    "The newest stories under one tag."
    TAG
  }

  enum PublicationSectionLayout {
    GRID
    LIST
  }

  type PublicationSection {
    id: ID!
    type: PublicationSectionType!
    title: String!
    layout: PublicationSectionLayout!
    "How many stories the section shows."
    postCount: Int!
    "A TAG section's tag."
    tag: Tag
    "The section's stories; a LATEST section's next page continues in Publication.posts."
    posts: PostFeed!
  }

  type Topic {
    id: ID!
    slug: String!
    name: String!
    description: String!
  }

  type Tag {
    slug: String!
    displayTitle: String!
  }
`;
