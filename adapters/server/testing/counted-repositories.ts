// For the security suites: "nothing ran" is checked by counting repository calls.
import type { Store } from '../../postgres/store.ts';
import { createRepositories, type Repositories } from '../graphql/repositories.ts';

/** The store's repositories, each method call counted: a request refused before it runs makes none. */
export function countedRepositories(store: Store): { repos: Repositories; calls: () => number } {
  let calls = 0;
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
                return (value as (...a: unknown[]) => unknown).apply(target, args);
              };
            },
          }),
    ]),
  ) as Repositories;
  return { repos: counted, calls: () => calls };
}
