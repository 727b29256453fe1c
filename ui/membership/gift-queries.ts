// Issue 23 part B: the operations of the gift, redeem, discount, cancel, receipt and welcome pages.
import type {
  BuyGiftMutationData,
  BuyGiftMutationVariables,
  CancellationOfferQueryData,
  CancellationOfferQueryVariables,
  CancelMembershipWithReasonMutationData,
  CancelMembershipWithReasonMutationVariables,
  CancelPageQueryData,
  CancelPageQueryVariables,
  CheckGiftCodeMutationData,
  CheckGiftCodeMutationVariables,
  DiscountPageQueryData,
  DiscountPageQueryVariables,
  GiftPageQueryData,
  GiftPageQueryVariables,
  ReceiptPageQueryData,
  ReceiptPageQueryVariables,
  StartDiscountedMembershipMutationData,
  StartDiscountedMembershipMutationVariables,
  StartDiscountedMembershipCheckoutMutationData,
  StartDiscountedMembershipCheckoutMutationVariables,
  StartGiftCheckoutMutationData,
  StartGiftCheckoutMutationVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const GiftPageQuery: Operation<GiftPageQueryData, GiftPageQueryVariables> = {
  name: 'GiftPageQuery',
  source: /* GraphQL */ `
    query GiftPageQuery {
      giftProduct { name description price { amount currency } termMonths }
      paymentConfiguration { provider hostedCheckout }
      viewer { id membership { id tier } giftOrders { id giftType giftTypeCode quantity amount { amount currency } recipientEmail sendAt createdAt codes { code redeemed expiresAt } } }
    }
  `,
};

export const BuyGiftMutation: Operation<BuyGiftMutationData, BuyGiftMutationVariables> = {
  name: 'BuyGift',
  source: /* GraphQL */ `
    mutation BuyGift($input: BuyGiftInput!) {
      buyGift(input: $input) { ok code message fieldErrors { field message } order { id giftType quantity recipientEmail sendAt codes { code redeemed expiresAt } } }
    }
  `,
};

/** Issue 23 with Stripe: the gift is paid on Stripe's page; its codes are mailed once Stripe confirms. */
export const StartGiftCheckoutMutation: Operation<StartGiftCheckoutMutationData, StartGiftCheckoutMutationVariables> = {
  name: 'StartGiftCheckout',
  source: /* GraphQL */ `
    mutation StartGiftCheckout($input: GiftCheckoutInput!) {
      startGiftCheckout(input: $input) { ok code message fieldErrors { field message } url }
    }
  `,
};

/** Issue 23 with Stripe: the /discount offer on Stripe's page. */
export const StartDiscountedMembershipCheckoutMutation: Operation<StartDiscountedMembershipCheckoutMutationData, StartDiscountedMembershipCheckoutMutationVariables> = {
  name: 'StartDiscountedMembershipCheckout',
  source: /* GraphQL */ `
    mutation StartDiscountedMembershipCheckout($idempotencyKey: String!) {
      startDiscountedMembershipCheckout(idempotencyKey: $idempotencyKey) { ok code message url }
    }
  `,
};

export const CheckGiftCodeMutation: Operation<CheckGiftCodeMutationData, CheckGiftCodeMutationVariables> = {
  name: 'CheckGiftCode',
  source: /* GraphQL */ `
    mutation CheckGiftCode($code: String!) {
      checkGiftCode(code: $code) { ok code message status }
    }
  `,
};

export const DiscountPageQuery: Operation<DiscountPageQueryData, DiscountPageQueryVariables> = {
  name: 'DiscountPageQuery',
  source: /* GraphQL */ `
    query DiscountPageQuery {
      firstYearOffer { price { amount currency } crossout { amount currency } saved { amount currency } percentOff }
      paymentConfiguration { provider hostedCheckout }
      viewer { id membership { id tier } hasPastMemberships }
    }
  `,
};

export const StartDiscountedMembershipMutation: Operation<StartDiscountedMembershipMutationData, StartDiscountedMembershipMutationVariables> = {
  name: 'StartDiscountedMembership',
  source: /* GraphQL */ `
    mutation StartDiscountedMembership($input: DiscountedMembershipInput!) {
      startDiscountedMembership(input: $input) { ok code message fieldErrors { field message } status { membershipId } }
    }
  `,
};

export const CancelPageQuery: Operation<CancelPageQueryData, CancelPageQueryVariables> = {
  name: 'CancelPageQuery',
  source: /* GraphQL */ `
    query CancelPageQuery {
      viewer { id membershipStatus { membershipId membershipType amount currency currentPeriodEndsAt isCancelled paymentProvider planV2 { discount { numCycles } } } }
    }
  `,
};

export const CancellationOfferQuery: Operation<CancellationOfferQueryData, CancellationOfferQueryVariables> = {
  name: 'CancellationOfferQuery',
  source: /* GraphQL */ `
    query CancellationOfferQuery($reason: CancellationReason!) {
      cancellationOffer(reason: $reason) { ok code message offer { percentOff price { amount currency } regularPrice { amount currency } saved { amount currency } numCycles } }
    }
  `,
};

export const CancelMembershipWithReasonMutation: Operation<CancelMembershipWithReasonMutationData, CancelMembershipWithReasonMutationVariables> = {
  name: 'CancelMembershipWithReason',
  source: /* GraphQL */ `
    mutation CancelMembershipWithReason($reason: CancellationReason!, $acceptDiscount: Boolean!) {
      cancelMembershipWithReason(reason: $reason, acceptDiscount: $acceptDiscount) { ok code message discounted status { currentPeriodEndsAt isCancelled } }
    }
  `,
};

export const ReceiptPageQuery: Operation<ReceiptPageQueryData, ReceiptPageQueryVariables> = {
  name: 'ReceiptPageQuery',
  source: /* GraphQL */ `
    query ReceiptPageQuery($chargeId: ID!) {
      viewer { id receipt(chargeId: $chargeId) { id membershipType amount { amount currency } status createdAt periodStart periodEnd paymentMethod { kind cardType lastFour } payerName payerEmail } }
    }
  `,
};
