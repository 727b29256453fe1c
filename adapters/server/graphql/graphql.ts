// The GraphQL endpoint (graphql-yoga, batched, at most 20 operations a request) and the in-process
// executor the server renderer uses, both over one schema and one set of resolvers. The endpoint takes JSON by
// POST and queries by GET, holds every request to the guard's rules before anything runs
// (request-guard.plugin.ts), shares answers with the public origin only (cors.ts), and in production hides
// field suggestions and refuses introspection. The renderer's operations are the server's own and are not
// held to the guard's limits.
import { execute, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { createSchema, createYoga } from 'graphql-yoga';
import { MAX_BATCH_SIZE } from '../../../core/query-cache/batch-plan.ts';
import { DEFAULT_PRODUCT_NAME } from '../../../core/copy/copy.ts';
import { isBotUserAgent } from '../../../core/events/consent.ts';
import type { AuthService, Requester } from '../auth/auth.service.ts';
import type { SecurityService } from '../auth/security.service.ts';
import type { EditingService } from '../editing/editing.service.ts';
import type { AccountService } from '../account/account.service.ts';
import { accountTypeDefs } from './account/account.graphql.ts';
import { accountResolvers } from './account/account.resolvers.ts';
import type { VariantFlagsService } from '../flags/variant-flags.service.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import type { GiftsService } from '../membership/gifts.service.ts';
import type { PartnerService } from '../partner/partner.service.ts';
import type { ReportAllowance } from '../reporting/report-limit.ts';
import { authTypeDefs } from './auth/auth.graphql.ts';
import { securityTypeDefs } from './security/security.graphql.ts';
import { securityResolvers } from './security/security.resolvers.ts';
import { authResolvers } from './auth/auth.resolvers.ts';
import type { GraphQLContext } from './context.ts';
import { corsFor } from './cors.ts';
import { createDocumentCache } from './document-cache.ts';
import { editingTypeDefs } from './editing/editing.graphql.ts';
import { clapsTypeDefs } from './claps/claps.graphql.ts';
import { clapsResolvers } from './claps/claps.resolvers.ts';
import type { ClapsService } from '../claps/claps.service.ts';
import { editingResolvers } from './editing/editing.resolvers.ts';
import { highlightsTypeDefs } from './highlights/highlights.graphql.ts';
import { highlightsResolvers } from './highlights/highlights.resolvers.ts';
import { notificationUnsubscribeTypeDefs, notificationsTypeDefs } from './notifications/notifications.graphql.ts';
import { notificationsResolvers } from './notifications/notifications.resolvers.ts';
import { newsletterTypeDefs } from './newsletters/newsletters.graphql.ts';
import { newsletterResolvers } from './newsletters/newsletters.resolvers.ts';
import type { HighlightsService } from '../highlights/highlights.service.ts';
import { feedTypeDefs } from './feed/feed.graphql.ts';
import { feedResolvers } from './feed/feed.resolvers.ts';
import { followListResolvers } from './following/follow-lists.resolvers.ts';
import { followResolvers } from './following/follow.resolvers.ts';
import { followingFeedResolvers } from './following/following-feed.resolvers.ts';
import { followingTypeDefs } from './following/following.graphql.ts';
import { createLoaders } from './loaders.ts';
import { listsTypeDefs } from './lists/lists.graphql.ts';
import { listsResolvers } from './lists/lists.resolvers.ts';
import { loggingTypeDefs } from './logging/logging.graphql.ts';
import { loggingResolvers } from './logging/logging.resolvers.ts';
import { membershipTypeDefs } from './membership/membership.graphql.ts';
import { giftsTypeDefs } from './gifts/gifts.graphql.ts';
import { partnerTypeDefs } from './partner/partner.graphql.ts';
import { partnerResolvers } from './partner/partner.resolvers.ts';
import { giftsResolvers } from './gifts/gifts.resolvers.ts';
import { landingTypeDefs } from './landing/landing.graphql.ts';
import { landingResolvers } from './landing/landing.resolvers.ts';
import { membershipResolvers } from './membership/membership.resolvers.ts';
import { readerMembershipResolvers } from './membership/reader-membership.resolvers.ts';
import { moderationTypeDefs } from './moderation/moderation.graphql.ts';
import { moderationResolvers } from './moderation/moderation.resolvers.ts';
import { paymentTypeDefs } from './payments/payments.graphql.ts';
import { paymentResolvers } from './payments/payments.resolvers.ts';
import { postTypeDefs } from './posts/posts.graphql.ts';
import { postResolvers } from './posts/posts.resolvers.ts';
import { publicationHomepageResolvers } from './publications/publication-homepage.resolvers.ts';
import { publicationTypeDefs } from './publications/publications.graphql.ts';
import { publicationSettingsTypeDefs } from './publications/publication-settings.graphql.ts';
import { publicationSettingsResolvers } from './publications/publication-settings.resolvers.ts';
import { featurePagesTypeDefs } from './publications/feature-pages.graphql.ts';
import { featurePagesResolvers } from './publications/feature-pages.resolvers.ts';
import { publicationResolvers } from './publications/publications.resolvers.ts';
import { publicationContentTypeDefs } from './publications/publication-content.graphql.ts';
import { publicationContentResolvers } from './publications/publication-content.resolvers.ts';
import { publicationPeopleTypeDefs } from './publications/publication-people.graphql.ts';
import { publicationPeopleResolvers } from './publications/publication-people.resolvers.ts';
import type { PublicationPeopleService } from '../publications/publication-people.service.ts';
import type { Repositories } from './repositories.ts';
import { requestGuardPlugin } from './request-guard.plugin.ts';
import { responsesTypeDefs } from './responses/responses.graphql.ts';
import { responsesResolvers } from './responses/responses.resolvers.ts';
import type { ResponsesService } from '../responses/responses.service.ts';
import { recommendationsTypeDefs } from './recommendations/recommendations.graphql.ts';
import { recommendationsResolvers } from './recommendations/recommendations.resolvers.ts';
import { rootTypeDefs } from './root.graphql.ts';
import type { ClientEvent } from '../../../core/events/event-queue.ts';
import { statsTypeDefs } from './stats/stats.graphql.ts';
import { statsResolvers } from './stats/stats.resolvers.ts';
import { searchTypeDefs } from './search/search.graphql.ts';
import { searchResolvers } from './search/search.resolvers.ts';
import { topicTypeDefs } from './topics/topics.graphql.ts';
import { readerPagesTypeDefs } from './reader-pages/reader-pages.graphql.ts';
import { browseTypeDefs } from './browse/browse.graphql.ts';
import { browseResolvers } from './browse/browse.resolvers.ts';
import { topicCurationTypeDefs } from './topics/topic-curation.graphql.ts';
import { topicCurationResolvers } from './topics/topic-curation.resolvers.ts';
import { readerPagesResolvers } from './reader-pages/reader-pages.resolvers.ts';
import { profileTypeDefs } from './profile/profile.graphql.ts';
import { profileResolvers } from './profile/profile.resolvers.ts';
import { topicResolvers } from './topics/topics.resolvers.ts';
import { userTypeDefs } from './users/users.graphql.ts';
import { userResolvers } from './users/users.resolvers.ts';
import { variantFlagTypeDefs } from './variant-flags/variant-flags.graphql.ts';
import { variantFlagResolvers } from './variant-flags/variant-flags.resolvers.ts';

export const GRAPHQL_PATH = '/_/graphql';

/** What node:http (or a test) hands the fetch handler beside the request. */
export type ServerContext = {
  remoteAddress?: string | undefined;
  /** The client's network as the request intake decided it (the socket, or a trusted proxy's word). */
  network?: string | undefined;
};
/** platform-reference §9: batch max 20, the one limit the browser's transport keeps too (core/query-cache/batch-plan.ts). */
export const MAX_BATCH = MAX_BATCH_SIZE;

/** The schema, one feature at a time: each folder's SDL (root.graphql.ts holds the roots they extend) and resolvers. */
export const schema = createSchema<GraphQLContext>({
  typeDefs: [
    rootTypeDefs,
    feedTypeDefs,
    postTypeDefs,
    userTypeDefs,
    publicationTypeDefs,
    publicationSettingsTypeDefs,
    featurePagesTypeDefs,
    followingTypeDefs,
    authTypeDefs,
    securityTypeDefs,
    membershipTypeDefs,
    giftsTypeDefs,
    partnerTypeDefs,
    landingTypeDefs,
    paymentTypeDefs,
    loggingTypeDefs,
    variantFlagTypeDefs,
    moderationTypeDefs,
    topicTypeDefs,
    searchTypeDefs,
    editingTypeDefs,
    clapsTypeDefs,
    listsTypeDefs,
    responsesTypeDefs,
    highlightsTypeDefs,
    notificationsTypeDefs,
    notificationUnsubscribeTypeDefs,
    newsletterTypeDefs,
    recommendationsTypeDefs,
    publicationPeopleTypeDefs,
    publicationContentTypeDefs,
    statsTypeDefs,
    accountTypeDefs,
    readerPagesTypeDefs,
    profileTypeDefs,
    browseTypeDefs,
    topicCurationTypeDefs,
  ],
  resolvers: [
    feedResolvers,
    postResolvers,
    userResolvers,
    publicationResolvers,
    publicationHomepageResolvers,
    publicationSettingsResolvers,
    featurePagesResolvers,
    followResolvers,
    followListResolvers,
    followingFeedResolvers,
    authResolvers,
    securityResolvers,
    membershipResolvers,
    giftsResolvers,
    partnerResolvers,
    landingResolvers,
    readerMembershipResolvers,
    paymentResolvers,
    loggingResolvers,
    variantFlagResolvers,
    moderationResolvers,
    topicResolvers,
    searchResolvers,
    editingResolvers,
    clapsResolvers,
    listsResolvers,
    responsesResolvers,
    highlightsResolvers,
    notificationsResolvers,
    newsletterResolvers,
    recommendationsResolvers,
    publicationPeopleResolvers,
    publicationContentResolvers,
    statsResolvers,
    accountResolvers,
    readerPagesResolvers,
    profileResolvers,
    browseResolvers,
    topicCurationResolvers,
  ],
});

/** Issue 22 custom domains: the public origin's host (what a domain's DNS record points at) and the product's own hosts. */
export function siteHostsOf(publicOrigin: string, mainHosts: Iterable<string> | undefined): { host: string; own: ReadonlySet<string> } {
  const host = new URL(publicOrigin).hostname.toLowerCase();
  return { host, own: new Set([host, ...[...(mainHosts ?? [])].map((h) => h.toLowerCase())]) };
}

export function requestContext(
  repos: Repositories,
  auth: AuthService | null = null,
  requester: Requester | null = null,
  viewerId: string | null = null,
  productName = DEFAULT_PRODUCT_NAME,
  membership: MembershipService | null = null,
  variantFlags: VariantFlagsService | null = null,
): GraphQLContext {
  return { loaders: createLoaders(repos, viewerId), repos, membership, auth, requester, viewerId, productName, variantFlags };
}

export type GraphQLEndpoint = ReturnType<typeof createGraphQLEndpoint>;

export function createGraphQLEndpoint(
  repos: Repositories,
  options: {
    graphiql: boolean;
    auth: AuthService;
    requesterOf: (request: Request, serverContext: ServerContext) => Requester;
    /** The request's session: who is signed in, and when they last proved it (core/auth/recent-auth.policy.ts). */
    sessionOf: (request: Request) => Promise<{ userId: string | null; authenticatedAt: number | null; tokenHash?: string | null }>;
    /** Issue 21: the Security and apps tab's service. */
    security?: SecurityService;
    productName: string;
    membership: MembershipService;
    /** VariantFlagsQuery and setVariantFlag. */
    variantFlags?: VariantFlagsService;
    /** platform-reference §6: whether this request's visitor consents to analytics (logClientEvents, exposures). */
    analyticsAllowed?: (request: Request, viewerId: string | null) => Promise<boolean>;
    /** Security finding 3: whether a request carries the browser's xsrf token; every mutation needs it. */
    xsrfOk: (request: Request) => Promise<boolean>;
    /** Security finding 7: the only origin answers are shared with (QUIRE_PUBLIC_URL's). */
    publicOrigin: string;
    /** The product's own hosts (a custom domain may be none of them nor under one). */
    mainHosts?: ReadonlySet<string>;
    /** Security finding 17: production refuses introspection and gives no field suggestions. */
    production: boolean;
    /** Security finding 12: the reports budget the logging mutations spend, shared with POST /_/batch. */
    reportAllowance: ReportAllowance;
    /** Writing and publishing's mutations (issue 15). */
    editing?: EditingService;
    /** Issue 21: the Account and Publishing tabs' mutations. */
    account?: AccountService;
    /** Issue 16: the clap mutation's service (shared with POST /_/vote/p/{postId}). */
    claps?: ClapsService;
    /** Responses' mutations (issue 16). */
    responses?: ResponsesService;
    /** Highlights and reading history's mutations (issue 16). */
    highlights?: HighlightsService;
    /** Issue 22: publications run by their people (create, roles, submissions, featured stories). */
    publicationPeople?: PublicationPeopleService;
    /** Issue 23: adds newly stored client events (logClientEvents) to the stats rollups. */
    recordStats?: (events: readonly ClientEvent[], request: Request, network: string, viewerId: string | null) => Promise<void>;
    /** Issue 23: gifts, the first-year discount and the cancel flow. */
    gifts?: GiftsService;
    /** Issue 23 part C: the Partner Program. */
    partner?: PartnerService;
    /** Issue 21: the accounts the request's browser knows besides the active one (the alternate-user banner). */
    browserAccountsOf?: (request: Request, viewerId: string | null) => Promise<{ others: string[]; remembered: string | null }>;
  },
) {
  const contexts = new WeakMap<Request, Promise<GraphQLContext>>();
  const siteHosts = siteHostsOf(options.publicOrigin, options.mainHosts);
  const documents = createDocumentCache();
  return createYoga({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    batching: { limit: MAX_BATCH },
    graphiql: options.graphiql,
    landingPage: false,
    logging: false,
    cors: corsFor(options.publicOrigin),
    // The browser sends JSON only; file uploads are not a feature.
    multipart: false,
    // The guard parses each document once, into this cache; yoga reads it there.
    parserAndValidationCache: { documentCache: documents },
    plugins: [
      requestGuardPlugin({ schema, documents, xsrfOk: options.xsrfOk, maxBatch: MAX_BATCH, production: options.production }),
      ...(options.production ? [blockFieldSuggestionsPlugin()] : []),
    ],
    // Unexpected errors reach the client as "Unexpected error." without a stack; expected ones
    // (GraphQLError with a code) keep their message.
    maskedErrors: true,
    // One context per HTTP request, not per operation: the operations of a batch share their
    // DataLoaders, so 20 feed queries cost one statement per kind of row, not twenty.
    context: ({ request, ...serverContext }: { request: Request } & ServerContext): Promise<GraphQLContext> => {
      let ctx = contexts.get(request);
      if (!ctx) {
        ctx = options
          .sessionOf(request)
          .then(({ userId: viewerId, authenticatedAt, tokenHash }) => {
            const requester = options.requesterOf(request, serverContext);
            const context = {
              ...requestContext(repos, options.auth, requester, viewerId, options.productName, options.membership, options.variantFlags ?? null),
              authenticatedAt,
            };
            const allowed = options.analyticsAllowed;
            // platform-reference §6: bots send no search click analytics.
            const withBot: GraphQLContext = {
              ...context,
              bot: isBotUserAgent(request.headers.get('user-agent')),
              reportBudget: (units) => options.reportAllowance(requester.network, units),
              editing: options.editing ?? null,
              account: options.account ?? null,
              claps: options.claps ?? null,
              responses: options.responses ?? null,
              highlights: options.highlights ?? null,
              publicationPeople: options.publicationPeople ?? null,
              recordStats: options.recordStats ? (events: readonly ClientEvent[]) => options.recordStats!(events, request, requester.network, viewerId) : null,
              gifts: options.gifts ?? null,
              partner: options.partner ?? null,
              security: options.security ?? null,
              sessionTokenHash: tokenHash ?? null,
              siteHosts,
              browserAccounts: options.browserAccountsOf ? () => options.browserAccountsOf!(request, viewerId) : null,
            };
            return allowed ? { ...withBot, analyticsAllowed: () => allowed(request, viewerId) } : withBot;
          });
        contexts.set(request, ctx);
      }
      return ctx;
    },
  });
}

/**
 * Each page operation once parsed, validated and compiled (issue 19: the uncached path). graphql-jit turns an
 * operation into a function of its own — no walk of the document per field per request, far fewer objects made —
 * and answers as graphql-js does; an operation it cannot compile runs on graphql-js's execute.
 */
const prepared = new Map<string, { document: DocumentNode; compiled: CompiledQuery | null }>();

/** Runs an operation in process, as the page renderer does before it renders. */
export async function runOperation(
  ctx: GraphQLContext,
  source: string,
  variables: Record<string, unknown>,
): Promise<ExecutionResult> {
  let operation = prepared.get(source);
  if (!operation) {
    const document = parse(source);
    const errors = validate(schema, document);
    if (errors.length > 0) throw new Error(`Invalid page operation: ${errors.map((e) => e.message).join('; ')}`);
    const compiled = compileQuery(schema, document);
    operation = { document, compiled: isCompiledQuery(compiled) ? compiled : null };
    prepared.set(source, operation);
  }
  if (operation.compiled) return operation.compiled.query(undefined, ctx, variables);
  return execute({ schema, document: operation.document, variableValues: variables, contextValue: ctx });
}
