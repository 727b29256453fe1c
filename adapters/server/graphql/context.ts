// What every resolver is handed: the request's loaders and repositories, the services behind it, and who asks.
// One context per HTTP request (graphql.ts), shared by the operations of a batch.
import type { RateDecision } from '../../../core/limits/rate-limit.ts';
import type { ClientEvent } from '../../../core/events/event-queue.ts';
import type { AuthService, Requester } from '../auth/auth.service.ts';
import type { SecurityService } from '../auth/security.service.ts';
import type { EditingService } from '../editing/editing.service.ts';
import type { AccountService } from '../account/account.service.ts';
import type { ClapsService } from '../claps/claps.service.ts';
import type { HighlightsService } from '../highlights/highlights.service.ts';
import type { GiftsService } from '../membership/gifts.service.ts';
import type { PartnerService } from '../partner/partner.service.ts';
import type { VariantFlagsService } from '../flags/variant-flags.service.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import type { ResponsesService } from '../responses/responses.service.ts';
import type { Loaders } from './loaders.ts';
import type { PublicationPeopleService } from '../publications/publication-people.service.ts';
import type { Repositories } from './repositories.ts';

export type GraphQLContext = {
  loaders: Loaders;
  repos: Repositories;
  /** Buying and managing memberships; null where no request stands behind the operation (server rendering). */
  membership: MembershipService | null;
  /** Sign-in; null where no request stands behind the operation (server rendering). */
  auth: AuthService | null;
  requester: Requester | null;
  /** The signed-in reader's id, from the session; null when logged out. */
  viewerId: string | null;
  /** When the session last signed in (ms); null or absent when unknown (core/auth/recent-auth.policy.ts). */
  authenticatedAt?: number | null;
  /** The configured product name, for messages. */
  productName: string;
  /**
   * Issue 22 custom domains: the configured public origin's host (what a custom domain's DNS record points at) and
   * the product's own hosts; absent where no request stands behind the operation.
   */
  siteHosts?: { host: string; own: ReadonlySet<string> };
  /**
   * Issue 21 (reader-experience §4 alternate-user banner): the accounts this browser knows besides the active one —
   * its other signed-in accounts (live sessions, in the cookie's order) and the one that last signed out here. Absent
   * where no request stands behind the operation.
   */
  browserAccounts?: (() => Promise<{ others: string[]; remembered: string | null }>) | null;
  /** The flags in effect and setVariantFlag; absent where no request stands behind the operation. */
  variantFlags?: VariantFlagsService | null;
  /** platform-reference §6: whether analytics from this request may be stored; absent means no request to ask. */
  analyticsAllowed?: () => Promise<boolean>;
  /** platform-reference §6: the request comes from a bot (its user agent); absent where no request stands behind the operation. */
  bot?: boolean;
  /**
   * Security finding 12: spends the request's network's reports budget, one unit per event, as the report
   * endpoints do; absent where no request stands behind the operation (server rendering).
   */
  reportBudget?: (units: number) => Promise<RateDecision>;
  /** Writing and publishing's mutations (issue 15); absent where no request stands behind the operation. */
  editing?: EditingService | null;
  /** Issue 21: the Account and Publishing tabs' mutations; absent where no request stands behind the operation. */
  account?: AccountService | null;
  /** Issue 16: the clap mutation's service; absent where no request stands behind the operation. */
  claps?: ClapsService | null;
  /** Responses' mutations (issue 16); absent where no request stands behind the operation. */
  responses?: ResponsesService | null;
  /** Highlights and reading history's mutations (issue 16); absent where no request stands behind the operation. */
  highlights?: HighlightsService | null;
  /** Issue 22: publications run by their people; absent where no request stands behind the operation. */
  publicationPeople?: PublicationPeopleService | null;
  /** Issue 23: adds newly stored client events to the stats rollups; absent where no request stands behind the operation. */
  recordStats?: ((events: readonly ClientEvent[]) => Promise<void>) | null;
  /** Issue 23: gifts, the first-year discount and the cancel flow. */
  gifts?: GiftsService | null;
  /** Issue 23 part C: the Partner Program (enrolment, payout information, the dashboard, payouts, closing a month). */
  partner?: PartnerService | null;
  /** Issue 21: the Security and apps tab's queries and mutations; absent where no request stands behind the operation. */
  security?: SecurityService | null;
  /** Issue 21: the asking session's token hash (the sessions list marks it; "sign out all others" keeps it). */
  sessionTokenHash?: string | null;
};
