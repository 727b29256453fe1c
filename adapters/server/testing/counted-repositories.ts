// For the security suites: "nothing ran" is checked by counting repository calls; for the batching
// suite, how often each repository method ran (a batch's operations share one request's loaders).
import type { Store } from '../../postgres/store.ts';
import { createRepositories, type Repositories } from '../graphql/repositories.ts';

/** The store's repositories, each method call counted: a request refused before it runs makes none. */
export function countedRepositories(store: Store): { repos: Repositories; calls: () => number; callsOf: (method: string) => number } {
  let calls = 0;
  const byMethod = new Map<string, number>();
  const repos = createRepositories(store);
  const counted = Object.fromEntries(
    Object.entries(repos).map(([name, repo]) => [
      name,
      name === 'rateLimits'
        ? repo
        : new Proxy(repo as object, {
            get(target, key, receiver) {
              const value = Reflect.get(target, key, receiver) as unknown;
              if (typeof value !== 'function') return value;
              return (...args: unknown[]) => {
                calls++;
                const method = `${name}.${String(key)}`;
                byMethod.set(method, (byMethod.get(method) ?? 0) + 1);
                return (value as (...a: unknown[]) => unknown).apply(target, args);
              };
            },
          }),
    ]),
  ) as Repositories;
  return { repos: counted, calls: () => calls, callsOf: (method) => byMethod.get(method) ?? 0 };
}
