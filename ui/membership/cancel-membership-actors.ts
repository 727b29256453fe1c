// The cancel-membership machine's call (core/membership/cancel-membership.machine.ts): CancelMembershipMutation
// over the batched transport, its answer as the machine's result.
import { fromPromise } from 'xstate';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import type { CancelMembershipResult } from '../../core/membership/cancel-membership.machine.ts';
import { CancelMembershipMutation } from './membership-operations.ts';
import { toMembershipStatus } from './membership-queries.ts';

export function cancelMembershipActors(transport: GraphQLTransport | null) {
  return {
    cancelMembership: fromPromise<CancelMembershipResult>(async () => {
      if (!transport) throw new Error('No transport');
      const result = await transport.request(CancelMembershipMutation, {});
      const answer = result.data?.cancelMembership;
      return { ok: answer?.ok === true, status: toMembershipStatus(answer?.status), ...(answer?.message ? { message: answer.message } : {}) };
    }),
  };
}
