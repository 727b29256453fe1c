// platform-reference §7.1: every operation goes to one batched endpoint by POST with same-origin
// credentials; operations issued within a 20 ms window travel together, at most 20 to a request.
// Partial data comes back with its errors rather than being thrown away. graphql-request (with the
// graphql parser it brings) loads on the first request, not with the page: the initial bundle has a budget.
import type { GraphQLClient } from 'graphql-request';

export const BATCH_WINDOW_MS = 20;
export const MAX_BATCH_SIZE = 20;

export type OperationResult<TData> = { data: TData | null; errors?: { message: string }[] | undefined };

export interface GraphQLTransport {
  request<TData>(operation: { name: string; source: string }, variables: Record<string, unknown>): Promise<OperationResult<TData>>;
}

type Pending = {
  source: string;
  variables: Record<string, unknown>;
  resolve: (result: OperationResult<unknown>) => void;
  reject: (error: unknown) => void;
};

export type BatchedClientOptions = {
  uri: string;
  fetch?: typeof fetch;
  headers?: () => Record<string, string>;
  windowMs?: number;
  maxBatch?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  /** The xsrf token mutations carry (issue 4); asked for only when a batch holds a mutation. */
  xsrfToken?: () => Promise<string | null>;
};

const isMutation = (source: string) => /^\s*mutation\b/.test(source);

export function createBatchedClient(options: BatchedClientOptions): GraphQLTransport {
  const windowMs = options.windowMs ?? BATCH_WINDOW_MS;
  const maxBatch = options.maxBatch ?? MAX_BATCH_SIZE;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  let client: Promise<GraphQLClient> | null = null;
  const getClient = () =>
    (client ??= import('graphql-request').then(
      ({ GraphQLClient }) =>
        new GraphQLClient(options.uri, {
          credentials: 'same-origin',
          errorPolicy: 'all',
          ...(options.fetch ? { fetch: options.fetch } : {}),
          headers: () => options.headers?.() ?? {},
        }),
    ));
  let queue: Pending[] = [];
  let timerSet = false;

  async function send(batch: Pending[]): Promise<void> {
    try {
      const token = batch.some((p) => isMutation(p.source)) ? await options.xsrfToken?.() : null;
      const results = (await (await getClient()).batchRequests(
        batch.map((p) => ({ document: p.source, variables: p.variables })),
        token ? { 'x-xsrf-token': token } : undefined,
      )) as OperationResult<unknown>[];
      batch.forEach((p, i) => {
        const result = results[i];
        if (result) p.resolve({ data: result.data ?? null, errors: result.errors });
        else p.reject(new Error('The server answered fewer operations than were sent.'));
      });
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }

  function flush(): void {
    timerSet = false;
    const all = queue;
    queue = [];
    for (let i = 0; i < all.length; i += maxBatch) void send(all.slice(i, i + maxBatch));
  }

  return {
    request<TData>(operation: { name: string; source: string }, variables: Record<string, unknown>) {
      return new Promise<OperationResult<TData>>((resolve, reject) => {
        queue.push({ source: operation.source, variables, resolve: resolve as Pending['resolve'], reject });
        if (queue.length >= maxBatch) flush();
        else if (!timerSet) {
          timerSet = true;
          setTimer(flush, windowMs);
        }
      });
    },
  };
}
