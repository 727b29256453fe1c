// Memberships (reader-experience §3, §4, §7 and §9): plans and prices, buying, cancelling,
// reactivating and switching, the card, the billing history, and the banners a reader dismissed.
export const membershipTypeDefs = /* GraphQL */ `
  extend type Query {
    "reader-experience §9: the membership plans and their prices (USD unless another currency is asked for)."
    membershipPlans(currency: String = "USD"): [MembershipPlan!]!
  }

  extend type Mutation {
    "Buy a membership with a card (the sandbox's test cards unless Stripe is configured). The same idempotencyKey never buys twice."
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
  }

  extend type Viewer {
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

  extend type User {
    "reader-experience §3 User.membership (tier, friendSince) for badges; null for a non-member."
    membership: Membership
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
`;
