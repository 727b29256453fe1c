// The plan-switch machine's call (core/membership/plan-switch.machine.ts): SwitchMembershipPlanMutation over
// the batched transport, its answer as the machine's result.
import { fromPromise } from 'xstate';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import type { PlanSwitchResult } from '../../core/membership/plan-switch.machine.ts';
import type { MembershipType } from '../../core/membership/types.ts';
import { SwitchMembershipPlanMutation, type MembershipResultData } from './membership-operations.ts';
import { toMembershipStatus } from './membership-queries.ts';

export function planSwitchActors(transport: GraphQLTransport | null) {
  return {
    switchPlan: fromPromise<PlanSwitchResult, { membershipType: MembershipType }>(async ({ input }) => {
      if (!transport) throw new Error('No transport');
      const result = await transport.request<{ switchMembershipPlan: MembershipResultData }>(SwitchMembershipPlanMutation, { membershipType: input.membershipType });
      const answer = result.data?.switchMembershipPlan;
      return { ok: answer?.ok === true, status: toMembershipStatus(answer?.status), ...(answer?.message ? { message: answer.message } : {}) };
    }),
  };
}
