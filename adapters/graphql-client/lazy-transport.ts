// The batched transport, loaded on the first request rather than with the page: most pages ask for nothing
// until the reader does something or the page has hydrated (the initial-JavaScript budget). Requests made
// while it loads wait for it together, and so still go out in one batch.
import type { BatchedClientOptions, GraphQLTransport } from './batched-client.ts';

export function lazyBatchedTransport(options: BatchedClientOptions): GraphQLTransport {
  let client: Promise<GraphQLTransport> | null = null;
  const load = () =>
    (client ??= import('./batched-client.ts').then(
      (m) => m.createBatchedClient(options),
      (error: unknown) => {
        client = null;
        throw error;
      },
    ));
  return {
    request: (operation, variables) => load().then((transport) => transport.request(operation, variables)),
  };
}
