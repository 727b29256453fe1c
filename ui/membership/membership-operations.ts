// The membership's operations beyond the settings query (issue 6): the top banner's, the reactivation
// modal's (reader-experience §7 ReactivateMembershipConfirmationModalWrapperQuery and
// UncancelMembershipMutation), DismissFlag, and the mutations behind the settings' actions. Loaded with
// the code that runs them (after hydration, or on a click), never with a page's first JavaScript.
import type { MembershipType } from '../../core/membership/types.ts';
import type { Operation } from '../post-card-fields.ts';
import { withStatusFields, type DismissedFlagData, type MembershipStatusData } from './membership-queries.ts';

export type TopBannerData = {
  viewer: { id: string; membershipStatus: MembershipStatusData | null; dismissableFlags: DismissedFlagData[] } | null;
};

/** What the top banners need (reader-experience §4), run after hydration by the banner's chunk. */
export const TopBannerQuery: Operation<TopBannerData, Record<string, never>> = {
  name: 'TopBannerQuery',
  source: withStatusFields(`
    query TopBannerQuery {
      viewer { id membershipStatus { ...MembershipStatusFields } dismissableFlags { flag dismissedAt } }
    }
  `),
};

export type ReactivateModalData = { viewer: { id: string; viewerEdge: { id: string; membership: MembershipStatusData | null } } | null };

/** reader-experience §7: only while the modal is visible. */
export const ReactivateMembershipConfirmationModalWrapperQuery: Operation<ReactivateModalData, Record<string, never>> = {
  name: 'ReactivateMembershipConfirmationModalWrapperQuery',
  source: withStatusFields(`
    query ReactivateMembershipConfirmationModalWrapperQuery {
      viewer { id viewerEdge { id membership { ...MembershipStatusFields } } }
    }
  `),
};

export type UncancelMembershipData = { uncancelMembership: { __typename: string; membershipId?: string; code?: string; message?: string } };

export const UncancelMembershipMutation: Operation<UncancelMembershipData, { membershipId: string }> = {
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

export type DismissFlagData = { dismissFlag: { id: string; dismissableFlags: DismissedFlagData[] } };

/** reader-experience §7 DismissFlag. */
export const DismissFlagMutation: Operation<DismissFlagData, { userId: string; flag: string }> = {
  name: 'DismissFlag',
  source: /* GraphQL */ `
    mutation DismissFlag($userId: ID!, $flag: String!) {
      dismissFlag(userId: $userId, flag: $flag) { id dismissableFlags { flag dismissedAt } }
    }
  `,
};

export type MembershipResultData = {
  ok: boolean;
  code: string | null;
  message: string | null;
  fieldErrors: { field: string; message: string }[];
  status: MembershipStatusData | null;
};

const RESULT_FIELDS = 'ok code message fieldErrors { field message } status { ...MembershipStatusFields }';

export const CancelMembershipMutation: Operation<{ cancelMembership: MembershipResultData }, Record<string, never>> = {
  name: 'CancelMembershipMutation',
  source: withStatusFields(`mutation CancelMembershipMutation { cancelMembership { ${RESULT_FIELDS} } }`),
};

export const SwitchMembershipPlanMutation: Operation<{ switchMembershipPlan: MembershipResultData }, { membershipType: MembershipType }> = {
  name: 'SwitchMembershipPlanMutation',
  source: withStatusFields(`
    mutation SwitchMembershipPlanMutation($membershipType: MembershipType!) { switchMembershipPlan(membershipType: $membershipType) { ${RESULT_FIELDS} } }
  `),
};

export type CardInputVars = { card: { number: string; expirationDate: string; cvv: string; postalCode: string } };

export const UpdatePaymentMethodMutation: Operation<{ updatePaymentMethod: MembershipResultData }, CardInputVars> = {
  name: 'UpdatePaymentMethodMutation',
  source: withStatusFields(`
    mutation UpdatePaymentMethodMutation($card: CardInput!) { updatePaymentMethod(card: $card) { ${RESULT_FIELDS} } }
  `),
};

export type HostedPageData = { updatePaymentMethodCheckout: { ok: boolean; code: string | null; message: string | null; url: string | null } };

/** Stripe: the address of Stripe's page where the member gives a new card. */
export const UpdatePaymentMethodCheckoutMutation = {
  name: 'UpdatePaymentMethodCheckout',
  source: /* GraphQL */ `
    mutation UpdatePaymentMethodCheckout($idempotencyKey: String!) {
      updatePaymentMethodCheckout(idempotencyKey: $idempotencyKey) { ok code message url }
    }
  `,
};
