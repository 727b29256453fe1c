// Who charges a membership. A provider keeps the subscription — its card, its periods, its
// renewals — and tells the membership what happened through events: the built-in sandbox (the default; no
// account anywhere, test card numbers, a clock tests can advance) or Stripe when keys are configured. The
// membership applies each event exactly once, in whatever order they arrive.
//
// Two ways to take a card: the sandbox takes the card's fields from the payment page (startSubscription,
// replaceCard); a hosted provider (Stripe) takes them on its own page, so card numbers never reach the
// server: `checkout` and `cardUpdateCheckout` give that page's address, and the membership starts (or gets
// its new card) when the provider reports `started` (or `payment_method_updated`).
import type { MembershipType, Money, PaymentMethod, PaymentProviderName } from '../membership/types.ts';
import type { PayoutAccountState } from '../partner/partner-types.ts';

/** Card fields as the payment page collects them (reader-experience §3: number, expirationDate, cvv, postalCode). */
export type CardDetails = { number: string; expirationMonth: number; expirationYear: number; cvc: string; postalCode: string };

/** Why a provider refused: its message is for the reader. */
export type PaymentRefusal = {
  ok: false;
  /** hosted_checkout_required: this provider takes cards on its own page only (use `checkout`). */
  code: 'card_declined' | 'expired_card' | 'incorrect_number' | 'incorrect_cvc' | 'processing_error' | 'hosted_checkout_required';
  message: string;
};

export type SubscriptionStart = {
  ok: true;
  subscriptionRef: string;
  paymentMethod: PaymentMethod;
  periodStart: number;
  periodEnd: number;
  /** The first charge (billing history). */
  chargeRef: string;
  amount: Money;
};

export type StartSubscriptionInput = {
  userId: string;
  membershipType: MembershipType;
  price: Money;
  card: CardDetails;
  now: number;
  /** The same key never starts two subscriptions (a double click, a retried request). */
  idempotencyKey: string;
  /**
   * Issue 23: `price` is a discounted price for the first `numCycles` payments (this first one included), and
   * `regularPrice` is charged after (the /discount offer: 50% off the first year).
   */
  discount?: { numCycles: number; regularPrice: Money } | undefined;
};

/** Issue 23: a one-off payment (a gift membership, a group gift). */
export type OneTimeChargeInput = {
  userId: string;
  amount: Money;
  card: CardDetails;
  /** What the charge is for, as the payer's statement shows it. */
  description: string;
  now: number;
  /** The same key never charges twice. */
  idempotencyKey: string;
};

export type OneTimeCharge = { ok: true; chargeRef: string; amount: Money; paymentMethod: PaymentMethod };

/** Issue 23 part C: money paid out to a Partner Program writer's payout account. */
export type PayoutInput = {
  /** The provider's reference of the writer's payout account (the sandbox's, or a Stripe Connect account id). */
  accountRef: string;
  amount: Money;
  /** The payout's id: the same key never pays twice. */
  idempotencyKey: string;
  now: number;
};

export type PayoutResult = { ok: true; payoutRef: string; status: 'PAID' | 'PROCESSING' } | { ok: false; message: string };

/** A hosted payment page for a new membership (reader-experience §3: the payment page hands over to it). */
export type CheckoutInput = {
  userId: string;
  membershipType: MembershipType;
  price: Money;
  /** The same key gives the same page (a double click, a retried request). */
  idempotencyKey: string;
  /** Where the provider sends the reader after paying, and after turning back. */
  successUrl: string;
  cancelUrl: string;
  /** Issue 23: `price` is a discounted price for the first `numCycles` payments, `regularPrice` after (/discount). */
  discount?: { numCycles: number; regularPrice: Money } | undefined;
};

/** Issue 23: a hosted page where a reader pays once for a gift order kept in the store as `checkoutRef`. */
export type GiftCheckoutInput = {
  userId: string;
  checkoutRef: string;
  /** The product's name on the provider's page, and the price of one. */
  productName: string;
  unitPrice: Money;
  quantity: number;
  idempotencyKey: string;
  successUrl: string;
  cancelUrl: string;
};

/** Issue 23 part C: a writer's payout account at a hosted provider (Stripe Connect), onboarded on its own pages. */
export type PayoutAccountInput = { userId: string; country: string; email: string | null; idempotencyKey: string };

/**
 * What a hosted provider reports beside subscriptions (issue 23): a gift paid for on its page, a payout account's
 * state changed, a payout's transfer reversed. Each has an id unique to that provider; applying one twice changes
 * nothing.
 */
export type PlatformEvent =
  | { id: string; type: 'gift_paid'; checkoutRef: string; chargeRef: string; amount: Money; occurredAt: number }
  | { id: string; type: 'payout_account_changed'; accountRef: string; state: PayoutAccountState; occurredAt: number }
  | { id: string; type: 'payout_reversed'; payoutRef: string; occurredAt: number }
  /** A member's subscription charge refunded in whole (Stripe: charge.refunded; chargeRef is the charge's invoice). */
  | { id: string; type: 'charge_refunded'; chargeRef: string; occurredAt: number };

/** A hosted page where a member gives a new card for their subscription's renewals. */
export type CardUpdateCheckoutInput = {
  subscriptionRef: string;
  idempotencyKey: string;
  successUrl: string;
  cancelUrl: string;
};

export type HostedPage = { ok: true; url: string };

/** What happened to a subscription, as the provider reports it. Each has an id unique to that provider. */
export type ProviderEvent =
  | {
      /** A subscription paid for on a hosted page: the membership begins (once, however often it is reported). */
      id: string;
      type: 'started';
      subscriptionRef: string;
      occurredAt: number;
      userId: string;
      membershipType: MembershipType;
      amount: Money;
      periodStart: number;
      periodEnd: number;
      /** Null when the provider keeps no card on the subscription itself. */
      paymentMethod: PaymentMethod | null;
      /** The first charge (billing history). */
      chargeRef: string;
      /** Issue 23: begun at a discount (the /discount offer) for `numCycles` payments, ending at `endsAt`. */
      discount?: { numCycles: number; regularPrice: Money; endsAt: number } | undefined;
    }
  | {
      id: string;
      type: 'renewed';
      subscriptionRef: string;
      occurredAt: number;
      periodStart: number;
      periodEnd: number;
      membershipType: MembershipType;
      amount: Money;
      chargeRef: string;
    }
  | { id: string; type: 'payment_failed'; subscriptionRef: string; occurredAt: number; attempt: number; amount: Money }
  | { id: string; type: 'ended'; subscriptionRef: string; occurredAt: number }
  | { id: string; type: 'payment_method_updated'; subscriptionRef: string; occurredAt: number; paymentMethod: PaymentMethod }
  /** Cancelled at the period's end, or taken back, outside Quire (the provider's own customer pages or dashboard). */
  | { id: string; type: 'cancellation_changed'; subscriptionRef: string; occurredAt: number; cancelAtPeriodEnd: boolean };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Charges the first period and keeps the card for renewals; or refuses with the reader's reason. */
  startSubscription(input: StartSubscriptionInput): Promise<SubscriptionStart | PaymentRefusal>;
  /** Cancel at the period's end (true), or take that back (false). */
  setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<void>;
  /** From the next period on, bill another plan (null takes a scheduled switch back). */
  scheduleSwitch(subscriptionRef: string, to: { membershipType: MembershipType; price: Money } | null): Promise<void>;
  /** A new card for the renewals to come (a hosted provider refuses with hosted_checkout_required). */
  replaceCard(subscriptionRef: string, card: CardDetails, now: number): Promise<{ ok: true; paymentMethod: PaymentMethod } | PaymentRefusal>;
  /** Issue 23: charges once (a gift) with card fields (the sandbox); a hosted provider has `giftCheckout` instead. */
  charge?(input: OneTimeChargeInput): Promise<OneTimeCharge | PaymentRefusal>;
  /** Issue 23, hosted providers: the provider's page where a gift is paid once; `gift_paid` follows. */
  giftCheckout?(input: GiftCheckoutInput): Promise<HostedPage | PaymentRefusal>;
  /**
   * Issue 23: from the next renewal on, bill `price` for `numCycles` payments, then `regularPrice` (a cancellation
   * discount the member accepted). Optional, like `charge`.
   */
  applyDiscount?(subscriptionRef: string, discount: { price: Money; numCycles: number; regularPrice: Money }): Promise<void>;
  /**
   * Issue 23 part C: pays a Partner Program writer (the sandbox at once; Stripe by a transfer to the writer's
   * connected account). A refusal is `{ ok: false }`; a throw means the outcome is unknown (the payout stays PROCESSING).
   */
  payout?(input: PayoutInput): Promise<PayoutResult>;
  /** Issue 23 part C, hosted providers: opens a payout account for a writer (its state follows onboarding). */
  createPayoutAccount?(input: PayoutAccountInput): Promise<{ ok: true; accountRef: string } | PaymentRefusal>;
  /** Issue 23 part C, hosted providers: the provider's onboarding page for the account (a link that expires). */
  payoutOnboarding?(input: { accountRef: string; refreshUrl: string; returnUrl: string }): Promise<HostedPage | PaymentRefusal>;
  /** Issue 23 part C, hosted providers: the account's state now (platform-reference §3), read from the provider. */
  payoutAccountState?(accountRef: string): Promise<PayoutAccountState>;
  /** Hosted providers only: the provider's page where the reader pays; `started` follows once they have. */
  checkout?(input: CheckoutInput): Promise<HostedPage | PaymentRefusal>;
  /** Hosted providers only: the provider's page where a member gives a new card; `payment_method_updated` follows. */
  cardUpdateCheckout?(input: CardUpdateCheckoutInput): Promise<HostedPage | PaymentRefusal>;
}
