// The plans and payment pages' operations: who is asking (a member already? which provider?), and buying.
import type {
  PlansViewerQueryData,
  PlansViewerQueryVariables,
  StartMembershipCheckoutMutationData,
  StartMembershipCheckoutMutationVariables,
  StartMembershipMutationData,
  StartMembershipMutationVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export type PlansViewerData = PlansViewerQueryData;

/** The plans and payment pages: is the reader signed in, and a member already? */
export const PlansViewerQuery: Operation<PlansViewerQueryData, PlansViewerQueryVariables> = {
  name: 'PlansViewerQuery',
  source: /* GraphQL */ `
    query PlansViewerQuery {
      paymentConfiguration { provider hostedCheckout }
      viewer { id membership { id tier } membershipStatus { membershipType isCancelled } }
    }
  `,
};

export const StartMembershipMutation: Operation<StartMembershipMutationData, StartMembershipMutationVariables> = {
  name: 'StartMembership',
  source: /* GraphQL */ `
    mutation StartMembership($input: StartMembershipInput!) {
      startMembership(input: $input) { ok code message fieldErrors { field message } status { membershipId membershipType } }
    }
  `,
};

/** Hosted providers (Stripe): where the reader pays, on the provider's own page. */
export const StartMembershipCheckoutMutation: Operation<StartMembershipCheckoutMutationData, StartMembershipCheckoutMutationVariables> = {
  name: 'StartMembershipCheckout',
  source: /* GraphQL */ `
    mutation StartMembershipCheckout($membershipType: MembershipType!, $idempotencyKey: String!) {
      startMembershipCheckout(membershipType: $membershipType, idempotencyKey: $idempotencyKey) { ok code message url }
    }
  `,
};
