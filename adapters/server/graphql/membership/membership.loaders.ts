// The memberships' DataLoader, one per request.
import DataLoader from 'dataloader';
import type { MembershipSummary } from '../../../../core/membership/types.ts';
import type { Repositories } from '../repositories.ts';
import { fromMap } from '../shared/batch-keys.ts';

export function membershipLoaders(repos: Repositories) {
  return {
    /** Active memberships' tier and dates, for badges and for reading locked stories. */
    membershipByUserId: new DataLoader<string, MembershipSummary | null>(async (ids) => fromMap(ids, await repos.memberships.summaries(ids), null)),
  };
}
