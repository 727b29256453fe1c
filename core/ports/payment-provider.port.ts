// Who charges a membership (issue 6). A provider keeps the subscription — its card, its periods, its
// renewals — and tells the membership what happened through events: the built-in sandbox (the default; no
// account anywhere, test card numbers, a clock tests can advance) or Stripe when keys are configured. The
// membership applies each event exactly once, in whatever order they arrive.
import type { MembershipType, Money, PaymentMethod, PaymentProviderName } from '../membership/types.ts';

/** Card fields as the payment page collects them (reader-experience §3: number, expirationDate, cvv, postalCode). */
export type CardDetails = { number: string; expirationMonth: number; expirationYear: number; cvc: string; postalCode: string };

/** Why a provider refused: its message is for the reader. */
export type PaymentRefusal = {
  ok: false;
  code: 'card_declined' | 'expired_card' | 'incorrect_number' | 'incorrect_cvc' | 'processing_error';
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
};

/** What happened to a subscription, as the provider reports it. Each has an id unique to that provider. */
export type ProviderEvent =
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
  | { id: string; type: 'payment_method_updated'; subscriptionRef: string; occurredAt: number; paymentMethod: PaymentMethod };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Charges the first period and keeps the card for renewals; or refuses with the reader's reason. */
  startSubscription(input: StartSubscriptionInput): Promise<SubscriptionStart | PaymentRefusal>;
  /** Cancel at the period's end (true), or take that back (false). */
  setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<void>;
  /** From the next period on, bill another plan (null takes a scheduled switch back). */
  scheduleSwitch(subscriptionRef: string, to: { membershipType: MembershipType; price: Money } | null): Promise<void>;
  /** A new card for the renewals to come. */
  replaceCard(subscriptionRef: string, card: CardDetails, now: number): Promise<{ ok: true; paymentMethod: PaymentMethod } | PaymentRefusal>;
}
