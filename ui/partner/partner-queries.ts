// Issue 23 part C: the operations of the Partner Program pages (enrol, dashboard, payout settings, Stripe pages).
import type {
  ClosePartnerMonthMutationData,
  ClosePartnerMonthMutationVariables,
  RefundMemberChargeMutationData,
  RefundMemberChargeMutationVariables,
  EnrollInPartnerProgramMutationData,
  EnrollInPartnerProgramMutationVariables,
  PartnerPageQueryData,
  ReconnectStripePayoutsMutationData,
  ReconnectStripePayoutsMutationVariables,
  RefreshPayoutAccountMutationData,
  RefreshPayoutAccountMutationVariables,
  PartnerPageQueryVariables,
  RequestPayoutMutationData,
  RequestPayoutMutationVariables,
  SavePayoutInformationMutationData,
  SavePayoutInformationMutationVariables,
  UnenrollFromPartnerProgramMutationData,
  UnenrollFromPartnerProgramMutationVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const PartnerPageQuery: Operation<PartnerPageQueryData, PartnerPageQueryVariables> = {
  name: 'PartnerPageQuery',
  source: /* GraphQL */ `
    query PartnerPageQuery {
      viewer {
        id
        username
        partnerProgram {
          enrollmentStatus
          isMember
          ineligibilityReasons { reason message }
          payoutAccount { provider state holderName country }
          payoutsAvailable
          providerName
          isStaff
          balances { amount currency }
          earnings { month postId title amount { amount currency } seconds members }
          ledger { id type amount { amount currency } month description createdAt }
          payouts { id amount { amount currency } status provider failure createdAt }
          closedMonths { month closedAt }
        }
      }
    }
  `,
};


export const SavePayoutInformationMutation: Operation<SavePayoutInformationMutationData, SavePayoutInformationMutationVariables> = {
  name: 'SavePayoutInformation',
  source: /* GraphQL */ `
    mutation SavePayoutInformation($input: PayoutInformationInput!) {
      savePayoutInformation(input: $input) { ok code message url }
    }
  `,
};

export const EnrollInPartnerProgramMutation: Operation<EnrollInPartnerProgramMutationData, EnrollInPartnerProgramMutationVariables> = {
  name: 'EnrollInPartnerProgram',
  source: /* GraphQL */ `
    mutation EnrollInPartnerProgram {
      enrollInPartnerProgram { ok code message }
    }
  `,
};

export const UnenrollFromPartnerProgramMutation: Operation<UnenrollFromPartnerProgramMutationData, UnenrollFromPartnerProgramMutationVariables> = {
  name: 'UnenrollFromPartnerProgram',
  source: /* GraphQL */ `
    mutation UnenrollFromPartnerProgram {
      unenrollFromPartnerProgram { ok code message }
    }
  `,
};

export const RequestPayoutMutation: Operation<RequestPayoutMutationData, RequestPayoutMutationVariables> = {
  name: 'RequestPayout',
  source: /* GraphQL */ `
    mutation RequestPayout($currency: String!) {
      requestPayout(currency: $currency) { ok code message }
    }
  `,
};

/** Issue 23 part C: back from Stripe's onboarding, the account's state read from Stripe. */
export const RefreshPayoutAccountMutation: Operation<RefreshPayoutAccountMutationData, RefreshPayoutAccountMutationVariables> = {
  name: 'RefreshPayoutAccount',
  source: /* GraphQL */ `
    mutation RefreshPayoutAccount {
      refreshPayoutAccount { ok code message program { payoutAccount { provider state holderName country } } }
    }
  `,
};

/** Issue 23 part C: a fresh Stripe onboarding link. */
export const ReconnectStripePayoutsMutation: Operation<ReconnectStripePayoutsMutationData, ReconnectStripePayoutsMutationVariables> = {
  name: 'ReconnectStripePayouts',
  source: /* GraphQL */ `
    mutation ReconnectStripePayouts {
      reconnectStripePayouts { ok code message url }
    }
  `,
};

export const ClosePartnerMonthMutation: Operation<ClosePartnerMonthMutationData, ClosePartnerMonthMutationVariables> = {
  name: 'ClosePartnerMonth',
  source: /* GraphQL */ `
    mutation ClosePartnerMonth($month: String!) {
      closePartnerMonth(month: $month) { ok code message status month members distributed credited }
    }
  `,
};


export const RefundMemberChargeMutation: Operation<RefundMemberChargeMutationData, RefundMemberChargeMutationVariables> = {
  name: 'RefundMemberCharge',
  source: /* GraphQL */ `
    mutation RefundMemberCharge($chargeId: ID!) {
      refundMemberCharge(chargeId: $chargeId) { ok code message status month closed distributed currency writers }
    }
  `,
};
