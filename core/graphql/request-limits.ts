// The limits every GraphQL request from outside the server is held to (security findings 3, 4 and 16): how
// deep, wide, long and costly one document may be, which mutations may run at most once a request, and how
// many items a list field may be asked for. The endpoint's yoga plugins (adapters/server/graphql/) enforce
// them on the parsed document before any resolver runs; the in-process renderer's trusted operations are not
// held to them. Every page's operations stay well under each (adapters/server/security/client-documents.test.ts).

/** Fields nested in one another (fragments flattened). */
export const MAX_DEPTH = 8;
/** Aliased fields in one document (`__typename` aliases are free). */
export const MAX_ALIASES = 15;
/** Lexical tokens in one document: graphql's parser stops at this many. */
export const MAX_TOKENS = 2000;
/** Directives used in one document. */
export const MAX_DIRECTIVES = 10;
/** The most items one list field may be asked for (`first`, `limit`). */
export const MAX_LIST_SIZE = 100;
/**
 * The cost budget of one document: every field costs 1, and a list field multiplies its children's cost by
 * the items it asks for (listSizeOf). The largest page operation costs well under a third of it.
 */
export const MAX_COST = 5000;

/** Selections weighed for the cost (a fragment counted each time it is spread) before a document is refused. */
export const MAX_WEIGHED_SELECTIONS = 10_000;

/** A feed's page when `paging` gives no limit (core/feed/paging.ts DEFAULT_PAGE_LIMIT). */
const DEFAULT_PAGING_LIMIT = 10;
/** A search index's hits when its request gives no paging limit (platform-reference §9). */
const DEFAULT_SEARCH_HITS = 3;

/**
 * Mutations with effects beyond the reader's own rows — sign-in (mail, codes, password guesses) and reports
 * (stored events) — may appear at most once in a request, counted across its batch and its aliases.
 */
export const SINGLE_USE_MUTATIONS: ReadonlySet<string> = new Set([
  'sendAcctAuthEmail',
  'verifyLoginCode',
  'loginWithPassword',
  'verifyTwoFactorCode',
  // Issue 21: secrets judged with the lockouts, and passkey ceremonies.
  'setPassword',
  'turnOnTwoFactor',
  'turnOffTwoFactor',
  'regenerateRecoveryCodes',
  'startPasskeySignIn',
  'finishPasskeySignIn',
  'logClientEvents',
  'LogExperimentExposure',
  'LogGateExposure',
  'SearchClickEvent',
]);
export const MAX_SINGLE_USE_MUTATIONS = 1;

/** What a field's arguments ask of a list: how many items, none (not a sized list), or more than allowed. */
export type ListSize = { kind: 'size'; size: number } | { kind: 'none' } | { kind: 'tooLarge'; argument: string; value: number };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const count = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : null);

/**
 * The items a list field asks for, from the arguments the schema gives it (`defined`) and the values they were
 * given (coerced, schema defaults included): `first` or `limit` (over MAX_LIST_SIZE: refused; absent with no
 * default: counted at MAX_LIST_SIZE); a feed's `paging.limit` (default 10) or a search's largest
 * `requests[].paging.limit` (default 3). Those two are counted at MAX_LIST_SIZE at most rather than refused:
 * their resolvers refuse anything over 25 or 50 with BAD_USER_INPUT before reading a row.
 */
export function listSizeOf(args: Readonly<Record<string, unknown>>, defined: ReadonlySet<string>): ListSize {
  for (const argument of ['first', 'limit'] as const) {
    if (!defined.has(argument)) continue;
    const value = count(args[argument]);
    if (value === null) return { kind: 'size', size: MAX_LIST_SIZE };
    if (value > MAX_LIST_SIZE) return { kind: 'tooLarge', argument, value };
    return { kind: 'size', size: value };
  }
  if (defined.has('paging')) {
    const limit = isRecord(args.paging) ? count(args.paging.limit) : null;
    return { kind: 'size', size: Math.min(limit ?? DEFAULT_PAGING_LIMIT, MAX_LIST_SIZE) };
  }
  if (defined.has('requests')) {
    const requests = Array.isArray(args.requests) ? args.requests : [];
    const limits = requests.map((r) => (isRecord(r) && isRecord(r.paging) ? count(r.paging.limit) : null) ?? DEFAULT_SEARCH_HITS);
    return { kind: 'size', size: Math.min(Math.max(DEFAULT_SEARCH_HITS, ...limits), MAX_LIST_SIZE) };
  }
  return { kind: 'none' };
}

/** A field's cost: 1, plus its children's, multiplied by the items it asks for when it is a sized list. */
export function fieldCost(size: ListSize, childCost: number): number {
  return 1 + (size.kind === 'size' ? size.size : 1) * childCost;
}
