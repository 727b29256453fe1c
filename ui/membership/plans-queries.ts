// The plans and payment pages' operations (issue 6): who is asking (a member already? which provider?), and buying.
import type { MembershipType } from '../../core/membership/types.ts';
import type { Operation } from '../post-card-fields.ts';

export type PlansViewerData = {
  paymentConfiguration: { provider: string; hostedCheckout: boolean };
  viewer: { id: string; membership: { id: string; tier: 'MEMBER' | 'FRIEND' } | null; membershipStatus: { membershipType: MembershipType; isCancelled: boolean } | null } | null;
};

/** The plans and payment pages: is the reader signed in, and a member already? */
export const PlansViewerQuery: Operation<PlansViewerData, Record<string, never>> = {
  name: 'PlansViewerQuery',
  source: /* GraphQL */ `
    query PlansViewerQuery {
      paymentConfiguration { provider hostedCheckout }
      viewer { id membership { id tier } membershipStatus { membershipType isCancelled } }
    }
  `,
};

export type StartMembershipData = {
  startMembership: {
    ok: boolean;
    code: string | null;
    message: string | null;
    fieldErrors: { field: string; message: string }[];
    status: { membershipId: string; membershipType: MembershipType } | null;
  };
};

export type StartMembershipVars = {
  input: {
    membershipType: MembershipType;
    card: { number: string; expirationDate: string; cvv: string; postalCode: string };
    idempotencyKey: string;
  };
};

export const StartMembershipMutation: Operation<StartMembershipData, StartMembershipVars> = {
  name: 'StartMembership',
  source: /* GraphQL */ `
    mutation StartMembership($input: StartMembershipInput!) {
      startMembership(input: $input) { ok code message fieldErrors { field message } status { membershipId membershipType } }
    }
  `,
};

export type StartCheckoutData = { startMembershipCheckout: { ok: boolean; code: string | null; message: string | null; url: string | null } };

/** Hosted providers (Stripe): where the reader pays, on the provider's own page. */
export const StartMembershipCheckoutMutation: Operation<StartCheckoutData, { membershipType: MembershipType; idempotencyKey: string }> = {
  name: 'StartMembershipCheckout',
  source: /* GraphQL */ `
    mutation StartMembershipCheckout($membershipType: MembershipType!, $idempotencyKey: String!) {
      startMembershipCheckout(membershipType: $membershipType, idempotencyKey: $idempotencyKey) { ok code message url }
    }
  `,
};
