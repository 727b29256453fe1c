// Issue 23 part C: the Partner Program (platform-reference §3: enrolment, payout account states, transaction types,
// payout statuses, ineligibility reasons).
export const partnerTypeDefs = /* GraphQL */ `
  extend type Viewer {
    "The viewer's Partner Program: enrolment, eligibility, payout information, earnings, ledger and payouts."
    partnerProgram: PartnerProgram
  }

  extend type Mutation {
    "Payout information for the Partner Program: the sandbox keeps it at once; with Stripe, the answer's url is Stripe's onboarding page for the writer's connected account."
    savePayoutInformation(input: PayoutInformationInput!): PartnerResult!
    "Back from Stripe's onboarding: the connected account's state read from Stripe; payouts on hold go once it is ACTIVE."
    refreshPayoutAccount: PartnerResult!
    "A fresh Stripe onboarding link for the writer's connected account (the last one expired, or Stripe needs more)."
    reconnectStripePayouts: PartnerResult!
    "Join the Partner Program (needs a membership and payout information)."
    enrollInPartnerProgram: PartnerResult!
    "Leave the Partner Program: stories stop earning from the next close; the balance stays yours."
    unenrollFromPartnerProgram: PartnerResult!
    "Pay the balance out to the payout account."
    requestPayout(currency: String!): PartnerResult!
    "Staff: close a month that is over (once; the monthly job does the same)."
    closePartnerMonth(month: String!): PartnerCloseResult!
    "Staff, in the sandbox: refund a member's charge. Its month closed already, the writers it paid get a DEBIT of their share (once per charge)."
    refundMemberCharge(chargeId: ID!): PartnerRefundResult!
  }

  type PartnerRefundResult {
    ok: Boolean!
    code: String
    message: String
    "refunded, or already_refunded."
    status: String
    "The month the charge paid into (YYYY-MM)."
    month: String
    "Whether that month was closed, so its writers were debited."
    closed: Boolean
    "What the charge had distributed (net of fees), taken back in DEBITs that sum to it."
    distributed: Int
    "The charge's currency (USD or CAD)."
    currency: String
    "How many writers were debited."
    writers: Int
  }

  input PayoutInformationInput {
    holderName: String!
    "ISO 3166-1 alpha-2."
    country: String!
  }

  type PartnerResult {
    ok: Boolean!
    code: String
    "Why not (ok false), or a note beside success (a payout ON_HOLD)."
    message: String
    "Where to send the writer next (Stripe's onboarding page), when there is such a page."
    url: String
    program: PartnerProgram
  }

  type PartnerCloseResult {
    ok: Boolean!
    code: String
    message: String
    "closed, or already_closed."
    status: String
    month: String
    members: Int
    distributed: Int
    credited: Int
  }

  type IneligibilityReason {
    "LACK_OF_MEMBERSHIP or MISSING_PAYOUT_INFORMATION."
    reason: String!
    message: String!
  }

  type PayoutAccount {
    provider: String!
    "ACTIVE, INACTIVE, PENDING_ACTION or SUSPENDED."
    state: String!
    holderName: String!
    country: String!
  }

  type StoryEarning {
    month: String!
    postId: ID!
    title: String!
    amount: Money!
    seconds: Int!
    members: Int!
  }

  type LedgerEntry {
    id: ID!
    "CREDIT, DEBIT or TRANSFER."
    type: String!
    amount: Money!
    month: String
    description: String!
    createdAt: Float!
  }

  type Payout {
    id: ID!
    amount: Money!
    "PENDING, PROCESSING, PAID, ON_HOLD, FORFEITED, REVERSED or FAILED."
    status: String!
    provider: String!
    failure: String
    createdAt: Float!
  }

  type ClosedMonth {
    month: String!
    closedAt: Float!
  }

  type PartnerProgram {
    "ENROLLED or NOT_ENROLLED."
    enrollmentStatus: String!
    isMember: Boolean!
    ineligibilityReasons: [IneligibilityReason!]!
    payoutAccount: PayoutAccount
    payoutsAvailable: Boolean!
    providerName: String!
    isStaff: Boolean!
    balances: [Money!]!
    earnings: [StoryEarning!]!
    ledger: [LedgerEntry!]!
    payouts: [Payout!]!
    closedMonths: [ClosedMonth!]!
  }
`;
