// The membership's operations beyond the settings query: the top banner's, the reactivation
// modal's (reader-experience §7 ReactivateMembershipConfirmationModalWrapperQuery and
// UncancelMembershipMutation), DismissFlag, and the mutations behind the settings' actions. Loaded with
// the code that runs them (after hydration, or on a click), never with a page's first JavaScript.
import type {
  CancelMembershipMutationData,
  CancelMembershipMutationVariables,
  DismissFlagMutationData,
  DismissFlagMutationVariables,
  MembershipResultFieldsFragment,
  ReactivateMembershipConfirmationModalWrapperQueryData,
  ReactivateMembershipConfirmationModalWrapperQueryVariables,
  SwitchMembershipPlanMutationData,
  SwitchMembershipPlanMutationVariables,
  UncancelMembershipMutationData,
  UncancelMembershipMutationVariables,
  UpdatePaymentMethodCheckoutMutationData,
  UpdatePaymentMethodCheckoutMutationVariables,
  UpdatePaymentMethodMutationData,
  UpdatePaymentMethodMutationVariables,
  UsePaymentMethodRetentionQueryData,
  UsePaymentMethodRetentionQueryVariables,
  UseReactivateMembershipUpsellQueryData,
  UseReactivateMembershipUpsellQueryVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';
import { withStatusFields } from './membership-queries.ts';

/**
 * reader-experience §7 UseReactivateMembershipUpsellQuery: the membership the top banners are decided on (the
 * upsell, the reactivate banner, the payment banners), run after hydration by the banner's chunk.
 */
export const UseReactivateMembershipUpsellQuery: Operation<UseReactivateMembershipUpsellQueryData, UseReactivateMembershipUpsellQueryVariables> = {
  name: 'UseReactivateMembershipUpsellQuery',
  source: withStatusFields(/* GraphQL */ `
    query UseReactivateMembershipUpsellQuery {
      viewer { id membershipStatus { ...MembershipStatusFields } }
    }
  `),
};

/**
 * reader-experience §7 UsePaymentMethodRetentionQuery: the payment banners' flags the reader dismissed (§4:
 * stored per user on the server). Sent with the upsell query, in the same batch.
 */
export const UsePaymentMethodRetentionQuery: Operation<UsePaymentMethodRetentionQueryData, UsePaymentMethodRetentionQueryVariables> = {
  name: 'UsePaymentMethodRetentionQuery',
  source: /* GraphQL */ `
    query UsePaymentMethodRetentionQuery {
      viewer { id dismissableFlags { flag dismissedAt } }
    }
  `,
};

/** reader-experience §7: only while the modal is visible. */
export const ReactivateMembershipConfirmationModalWrapperQuery: Operation<
  ReactivateMembershipConfirmationModalWrapperQueryData,
  ReactivateMembershipConfirmationModalWrapperQueryVariables
> = {
  name: 'ReactivateMembershipConfirmationModalWrapperQuery',
  source: withStatusFields(/* GraphQL */ `
    query ReactivateMembershipConfirmationModalWrapperQuery {
      viewer { id viewerEdge { id membership { ...MembershipStatusFields } } }
    }
  `),
};

export const UncancelMembershipMutation: Operation<UncancelMembershipMutationData, UncancelMembershipMutationVariables> = {
  name: 'UncancelMembershipMutation',
  source: /* GraphQL */ `
    mutation UncancelMembershipMutation($membershipId: ID!) {
      uncancelMembership(input: { membershipId: $membershipId }) {
        __typename
        ... on MutationSuccess { membershipId }
        ... on MutationError { code message }
      }
    }
  `,
};

/** reader-experience §7 DismissFlag. */
export const DismissFlagMutation: Operation<DismissFlagMutationData, DismissFlagMutationVariables> = {
  name: 'DismissFlag',
  source: /* GraphQL */ `
    mutation DismissFlag($userId: ID!, $flag: String!) {
      dismissFlag(userId: $userId, flag: $flag) { id dismissableFlags { flag dismissedAt } }
    }
  `,
};

export type MembershipResultData = MembershipResultFieldsFragment;

/** What the settings' mutations answer; spreads ...MembershipStatusFields, so it goes through withStatusFields too. */
const RESULT_FRAGMENT = /* GraphQL */ `
  fragment MembershipResultFields on MembershipResult { ok code message fieldErrors { field message } status { ...MembershipStatusFields } }
`;

/** A document that spreads ...MembershipResultFields, with both fragments added once. */
const withResultFields = (document: string): string => withStatusFields(document + RESULT_FRAGMENT);

export const CancelMembershipMutation: Operation<CancelMembershipMutationData, CancelMembershipMutationVariables> = {
  name: 'CancelMembershipMutation',
  source: withResultFields(/* GraphQL */ `mutation CancelMembershipMutation { cancelMembership { ...MembershipResultFields } }`),
};

export const SwitchMembershipPlanMutation: Operation<SwitchMembershipPlanMutationData, SwitchMembershipPlanMutationVariables> = {
  name: 'SwitchMembershipPlanMutation',
  source: withResultFields(/* GraphQL */ `
    mutation SwitchMembershipPlanMutation($membershipType: MembershipType!) { switchMembershipPlan(membershipType: $membershipType) { ...MembershipResultFields } }
  `),
};

export const UpdatePaymentMethodMutation: Operation<UpdatePaymentMethodMutationData, UpdatePaymentMethodMutationVariables> = {
  name: 'UpdatePaymentMethodMutation',
  source: withResultFields(/* GraphQL */ `
    mutation UpdatePaymentMethodMutation($card: CardInput!) { updatePaymentMethod(card: $card) { ...MembershipResultFields } }
  `),
};

/** Stripe: the address of Stripe's page where the member gives a new card. */
export const UpdatePaymentMethodCheckoutMutation: Operation<UpdatePaymentMethodCheckoutMutationData, UpdatePaymentMethodCheckoutMutationVariables> = {
  name: 'UpdatePaymentMethodCheckout',
  source: /* GraphQL */ `
    mutation UpdatePaymentMethodCheckout($idempotencyKey: String!) {
      updatePaymentMethodCheckout(idempotencyKey: $idempotencyKey) { ok code message url }
    }
  `,
};
