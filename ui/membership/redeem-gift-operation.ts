// Issue 23: the one operation the Settings tab's gift section needs, apart from the gift pages' others so the
// settings chunk carries only it.
import type { RedeemGiftMutationData, RedeemGiftMutationVariables } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const RedeemGiftMutation: Operation<RedeemGiftMutationData, RedeemGiftMutationVariables> = {
  name: 'RedeemGift',
  source: /* GraphQL */ `
    mutation RedeemGift($code: String!) {
      redeemGift(code: $code) { ok code message status { membershipId currentPeriodEndsAt } }
    }
  `,
};
