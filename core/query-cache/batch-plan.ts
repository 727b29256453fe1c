// platform-reference §7.1 and §9 (batch max 20, interval 20 ms): how a queue of operations issued within
// one window splits into requests, and how a batch's answer reaches its callers. Pure: the client
// (adapters/graphql-client/batched-client.ts) owns the timer and the fetch.
//
// Classes: "read-heavy operations are grouped into separate batches by class". Quire's classes are the
// operation kinds: queries (read-heavy) and mutations. A request never mixes them, so a slow or failing
// write never holds up or fails the page's reads, and only mutation batches carry the xsrf token.
// Subscriptions are not used. Within a class, operations keep the order they were issued in.
//
// Security finding 4: the server runs the single-use mutations (sign-in, reports: core/graphql/request-limits.ts)
// at most once a request, so an operation naming one travels in a request of its own.
import { SINGLE_USE_MUTATIONS } from '../graphql/request-limits.ts';

export const BATCH_WINDOW_MS = 20;
export const MAX_BATCH_SIZE = 20;

export type OperationClass = 'query' | 'mutation';
export const OPERATION_CLASSES: readonly OperationClass[] = ['query', 'mutation'];

/** A GraphQL document's class, from its first definition keyword (an anonymous `{ … }` is a query). */
export function operationClassOf(source: string): OperationClass {
  const stripped = source.replace(/#[^\n]*/g, '');
  return /^\s*mutation\b/.test(stripped) ? 'mutation' : 'query';
}

const SINGLE_USE_NAME = new RegExp(`\\b(?:${[...SINGLE_USE_MUTATIONS].join('|')})\\b`);

/**
 * Whether an operation must travel alone: a mutation naming a single-use mutation. Read from the client's
 * own document text, and on the safe side: a name merely mentioned costs a request of its own, never a
 * refusal. The server decides on the parsed document.
 */
export function travelsAlone(source: string): boolean {
  return operationClassOf(source) === 'mutation' && SINGLE_USE_NAME.test(source.replace(/#[^\n]*/g, ''));
}

export type Batch<T> = { cls: OperationClass; items: T[] };

/**
 * The requests a window's queue makes: per class, ⌈n/max⌉ batches of at most `max` operations, in issue
 * order within each class; query batches first (the page's reads), then mutation batches. An operation
 * `aloneOf` picks out gets a batch of its own, after its class's others, in issue order among themselves.
 */
export function planBatches<T>(
  queue: readonly T[],
  classOf: (item: T) => OperationClass,
  max = MAX_BATCH_SIZE,
  aloneOf: (item: T) => boolean = () => false,
): Batch<T>[] {
  if (!(max >= 1)) throw new Error('A batch holds at least one operation');
  const batches: Batch<T>[] = [];
  for (const cls of OPERATION_CLASSES) {
    const items = queue.filter((item) => classOf(item) === cls);
    const together = items.filter((item) => !aloneOf(item));
    for (let i = 0; i < together.length; i += max) batches.push({ cls, items: together.slice(i, i + max) });
    for (const item of items) if (aloneOf(item)) batches.push({ cls, items: [item] });
  }
  return batches;
}

/** The operation-name header for a request: its operations' names, in order, joined by commas. */
export const OPERATION_NAME_SEPARATOR = ',';
export function operationNameHeader(names: readonly string[]): string {
  return names.join(OPERATION_NAME_SEPARATOR);
}

export type GraphQLError = { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> };
/** One operation's answer: partial data travels with its errors, never thrown away. */
export type OperationResult<TData = unknown> = { data: TData | null; errors?: GraphQLError[] | undefined };
/** What each caller receives: its answer, or the reason its whole batch failed. */
export type Settlement = { ok: true; result: OperationResult } | { ok: false; error: Error };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Pairs a batch's answer with its operations by position (the endpoint answers a JSON array in request
 * order). A request that failed as a whole (network, HTTP status, a body that is not an array) fails every
 * operation of that batch and no other; an entry missing or malformed fails only its own operation.
 */
export function settleBatch(size: number, answer: { ok: true; body: unknown } | { ok: false; error: Error }): Settlement[] {
  if (!answer.ok) return Array.from({ length: size }, () => ({ ok: false as const, error: answer.error }));
  const body = answer.body;
  // A single operation may be answered with a bare object by some servers; accept it for a batch of one.
  const entries = Array.isArray(body) ? body : size === 1 && isRecord(body) ? [body] : null;
  if (!entries) {
    const error = new Error('The GraphQL endpoint did not answer with one result per operation.');
    return Array.from({ length: size }, () => ({ ok: false as const, error }));
  }
  return Array.from({ length: size }, (_, i): Settlement => {
    const entry: unknown = entries[i];
    if (!isRecord(entry) || (!('data' in entry) && !('errors' in entry))) {
      return { ok: false, error: new Error('The server answered fewer operations than were sent.') };
    }
    const errors = Array.isArray(entry.errors) ? (entry.errors as GraphQLError[]) : undefined;
    return { ok: true, result: { data: entry.data ?? null, ...(errors && errors.length > 0 ? { errors } : {}) } };
  });
}
