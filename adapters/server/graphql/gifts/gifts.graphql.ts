// Issue 23 part B: gifts (platform-reference §3 gift code status, §6 the one-year gift product), the first-year
// discount (reader-experience §9), the cancel flow's reasons and discounts (platform-reference §3), and receipts.
export const giftsTypeDefs = /* GraphQL */ `
  extend type Query {
    "platform-reference §6: the one-year gift product."
    giftProduct: GiftProduct!
    "reader-experience §9: the yearly plan at 50% off its first year (25, crossout 50, saved 25 in USD)."
    firstYearOffer: PriceOffer!
    "What the cancel flow offers the signed-in member for a reason: 20 or 50 percent off for one year, or none."
    cancellationOffer(reason: CancellationReason!): CancellationOfferResult!
  }

  extend type Viewer {
    "The gifts the viewer bought, newest first, with their codes."
    giftOrders: [GiftOrder!]!
    "A printable receipt for one of the viewer's own charges; null for anyone else's or none."
    receipt(chargeId: ID!): Receipt
  }

  extend type Mutation {
    "Buy a gift (one code e-mailed to its recipient on the chosen day) or a group gift (2 to 50 codes for the buyer)."
    buyGift(input: BuyGiftInput!): BuyGiftResult!
    "A typed gift code's status for the viewer (rate limited: codes that are not there count against the viewer and the network)."
    checkGiftCode(code: String!): GiftCodeResult!
    "Redeem a gift code: the viewer becomes a member for the gift's year (rate limited like checkGiftCode)."
    redeemGift(code: String!): RedeemGiftResult!
    "Hosted providers (Stripe): the provider's page where the viewer pays for a gift; the order is made, and its codes mailed, once the provider confirms the payment. The same idempotencyKey gives the same page."
    startGiftCheckout(input: GiftCheckoutInput!): GiftCheckoutResult!
    "Become a member on the yearly plan at 50% off the first year (/discount); for readers who have never been members."
    startDiscountedMembership(input: DiscountedMembershipInput!): MembershipResult!
    "Hosted providers (Stripe): the provider's page for the /discount offer (the yearly plan, 50% off its first payment)."
    startDiscountedMembershipCheckout(idempotencyKey: String!): HostedPageResult!
    "The cancel flow: keep the reason; accept the offered discount, or cancel at the period's end."
    cancelMembershipWithReason(reason: CancellationReason!, acceptDiscount: Boolean!): CancelWithReasonResult!
  }

  enum CancellationReason {
    CONTENT
    COSTS
    DUPLICATE_ACCOUNTS
    FEATURE_USAGE
    OTHER
    PREMIUM_TIER
    SWITCHING_PRODUCT
    TIME
  }

  enum GiftCodeStatus {
    VALID
    ALREADY_USED
    EXPIRED
    NOT_FOUND
    NOT_REDEEMABLE_BY_PAST_MEMBERS
  }

  type GiftProduct {
    name: String!
    description: String!
    price: Money!
    termMonths: Int!
  }

  type PriceOffer {
    price: Money!
    crossout: Money!
    saved: Money!
    percentOff: Int!
  }

  type CancellationOffer {
    percentOff: Int!
    "The price of each payment while the discount lasts."
    price: Money!
    regularPrice: Money!
    saved: Money!
    "Payments at the discounted price (a year: 12 monthly, 1 yearly)."
    numCycles: Int!
  }

  type CancellationOfferResult {
    ok: Boolean!
    code: String
    message: String
    offer: CancellationOffer
  }

  type GiftCode {
    code: String!
    redeemed: Boolean!
    expiresAt: Float!
  }

  type GiftOrder {
    id: ID!
    "gift or group-gift."
    giftType: String!
    "reader-experience §9: 29 for gift, 31 for group-gift."
    giftTypeCode: Int!
    quantity: Int!
    amount: Money!
    recipientEmail: String
    sendAt: Float
    createdAt: Float!
    codes: [GiftCode!]!
  }

  input BuyGiftInput {
    "gift or group-gift (anything else is gift)."
    giftType: String!
    quantity: Int!
    recipientEmail: String!
    recipientName: String!
    senderName: String!
    message: String!
    "yyyy-mm-dd, empty for today."
    sendOn: String!
    newMembersOnly: Boolean!
    card: CardInput!
    idempotencyKey: String!
  }

  input GiftCheckoutInput {
    "gift or group-gift (anything else is gift)."
    giftType: String!
    quantity: Int!
    recipientEmail: String!
    recipientName: String!
    senderName: String!
    message: String!
    "yyyy-mm-dd, empty for today."
    sendOn: String!
    newMembersOnly: Boolean!
    idempotencyKey: String!
  }

  type GiftCheckoutResult {
    ok: Boolean!
    code: String
    message: String
    fieldErrors: [FieldError!]!
    "Where to send the buyer when ok."
    url: String
  }

  type BuyGiftResult {
    ok: Boolean!
    code: String
    message: String
    fieldErrors: [FieldError!]!
    order: GiftOrder
  }

  type GiftCodeResult {
    ok: Boolean!
    "RATE_LIMITED when ok is false."
    code: String
    message: String!
    status: GiftCodeStatus
  }

  type RedeemGiftResult {
    ok: Boolean!
    "A GiftCodeStatus, ALREADY_MEMBER or RATE_LIMITED when ok is false."
    code: String
    message: String
    status: MembershipStatus
  }

  input DiscountedMembershipInput {
    card: CardInput!
    idempotencyKey: String!
  }

  type CancelWithReasonResult {
    ok: Boolean!
    code: String
    message: String
    "True when the member took the discount (and stays)."
    discounted: Boolean!
    status: MembershipStatus
  }

  type Receipt {
    id: ID!
    membershipType: MembershipType!
    amount: Money!
    status: String!
    createdAt: Float!
    periodStart: Float
    periodEnd: Float
    paymentMethod: PaymentMethod
    payerName: String!
    payerEmail: String!
  }
`;
