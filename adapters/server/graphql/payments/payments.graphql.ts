// Payments: which flow the payment page uses, and the hosted provider's pages (Stripe Checkout)
// for buying a membership and for a new card.
export const paymentTypeDefs = /* GraphQL */ `
  extend type Query {
    "Who new memberships are bought through, and whether the reader pays on the provider's own page."
    paymentConfiguration: PaymentConfiguration!
  }

  extend type Mutation {
    """
    Hosted providers (Stripe): the address of the provider's page where the signed-in reader pays
    for membershipType; the membership begins when the provider confirms the payment. Refused with
    NO_HOSTED_CHECKOUT when the provider takes the card on the payment page (the sandbox: startMembership).
    The same idempotencyKey gives the same page.
    """
    startMembershipCheckout(membershipType: MembershipType!, idempotencyKey: String!): HostedPageResult!
    "Hosted providers: the provider's page where a member gives a new card (the sandbox: updatePaymentMethod)."
    updatePaymentMethodCheckout(idempotencyKey: String!): HostedPageResult!
  }

  type PaymentConfiguration {
    "SANDBOX or STRIPE."
    provider: String!
    "True: send the reader to startMembershipCheckout's url. False: collect the card on the page (startMembership)."
    hostedCheckout: Boolean!
  }

  type HostedPageResult {
    ok: Boolean!
    "Why not, when ok is false: NO_HOSTED_CHECKOUT, ALREADY_MEMBER, NOT_MEMBER, STORE_BILLED, processing_error."
    code: String
    message: String
    "Where to send the reader when ok."
    url: String
  }
`;
