// The membership's data as the browser gets it: MembershipStatus on the wire and as core's type,
// and the query of the settings tab and the manage-membership pages. The other operations (the banner's,
// the modal's, the mutations) are in membership-operations.ts, loaded with the code that runs them.
import type { ChargeFacts } from '../../core/membership/membership-settings.ts';
import type { MembershipStatus, Money, PaymentMethod } from '../../core/membership/types.ts';
import type { MembershipSettingsQueryData, MembershipSettingsQueryVariables, MembershipStatusFieldsFragment } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

/** MembershipStatus as GraphQL spells it: strings for its enums, null for a missing object. */
export type MembershipStatusData = MembershipStatusFieldsFragment;

/** The fields of MembershipStatus every operation asks for, as a fragment added to each document. */
const MEMBERSHIP_STATUS_FRAGMENT = /* GraphQL */ `
  fragment MembershipStatusFields on MembershipStatus {
  membershipId membershipType currency amount startedAt currentPeriodEndsAt discountEndsAt isCancelled paymentProvider
  paymentFailedAt hasRecurringPaymentFailedMoreThanOnce hasCreditCardExpired
  planV2 { discount { numCycles regularPrice { amount currency } } }
  switchPlanSchedule { startAt price { amount currency } membershipType }
  paymentMethod { kind cardType lastFour expirationMonth expirationYear }
  }
`;

/**
 * A document that spreads ...MembershipStatusFields, with the fragment added once (a call, so bundlers do not
 * copy the text into every document). npm run codegen reads the fragment from here.
 */
export function withStatusFields(document: string): string {
  return document + MEMBERSHIP_STATUS_FRAGMENT;
}

function paymentMethodOf(data: MembershipStatusData['paymentMethod']): PaymentMethod | null {
  if (!data) return null;
  if (data.kind === 'PAYPAL') return { kind: 'PAYPAL' };
  const kind = data.kind === 'APPLE_PAY' || data.kind === 'GOOGLE_PAY' ? data.kind : 'CARD';
  return {
    kind,
    cardType: (data.cardType ?? 'OTHER') as Extract<PaymentMethod, { kind: 'CARD' }>['cardType'],
    lastFour: data.lastFour ?? '',
    expirationMonth: data.expirationMonth ?? 1,
    expirationYear: data.expirationYear ?? 1970,
  };
}

/** The wire's MembershipStatus as core's (the server speaks core's enums; only nulls and strings differ). */
export function toMembershipStatus(data: MembershipStatusData | null | undefined): MembershipStatus | null {
  if (!data) return null;
  return {
    ...data,
    currency: data.currency as MembershipStatus['currency'],
    paymentProvider: data.paymentProvider as MembershipStatus['paymentProvider'],
    planV2: {
      discount: data.planV2.discount
        ? { numCycles: data.planV2.discount.numCycles, regularPrice: data.planV2.discount.regularPrice as Money }
        : null,
    },
    switchPlanSchedule: data.switchPlanSchedule
      ? { ...data.switchPlanSchedule, price: data.switchPlanSchedule.price as Money }
      : null,
    paymentMethod: paymentMethodOf(data.paymentMethod),
  };
}

export type ChargeData = NonNullable<MembershipSettingsQueryData['viewer']>['billingHistory'][number];

export const toChargeFacts = (c: ChargeData): ChargeFacts => ({
  ...c,
  amount: c.amount as ChargeFacts['amount'],
  status: c.status === 'FAILED' ? 'FAILED' : 'PAID',
});

export type MembershipSettingsData = MembershipSettingsQueryData;

/** The 'Membership and payment' settings tab and the manage-membership pages. */
export const MembershipSettingsQuery: Operation<MembershipSettingsQueryData, MembershipSettingsQueryVariables> = {
  name: 'MembershipSettingsQuery',
  source: withStatusFields(/* GraphQL */ `
    query MembershipSettingsQuery {
      paymentConfiguration { hostedCheckout }
      viewer {
        id
        membership { id tier memberSince friendSince }
        membershipStatus { ...MembershipStatusFields }
        hasPastMemberships
        billingHistory(first: 24) { id membershipType amount { amount currency } status createdAt periodStart periodEnd }
      }
    }
  `),
};

