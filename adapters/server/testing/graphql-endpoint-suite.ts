// The GraphQL endpoint security suites' one harness (security/graphql-endpoint.test.ts and
// graphql-endpoint-limits.test.ts): a store opened and closed around the suite, repositories that count their
// calls, an app over them and an anonymous browser, a fresh network address per request (so sign-in caps and
// report budgets never meet), and "nothing ran" — no repository call, no mail, no stack trace in the answer.
// Call it inside a describe: it registers the suite's beforeAll and afterAll.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Store } from '../../postgres/store.ts';
import type { StoreFactory } from '../../postgres/testing/test-stores.ts';
import type { App, AppOptions } from '../app.ts';
import { anonymous, type Browser } from './browser.ts';
import { countedRepositories } from './counted-repositories.ts';
import { endpointCaller, type Answer } from './endpoint-caller.ts';
import { testApp } from './test-app.ts';

export function graphqlEndpointSuite(factory: StoreFactory) {
  let store: Store;
  let app: App;
  let counted: ReturnType<typeof countedRepositories>;
  let anon: Browser;
  let network = 10;
  /** Each test its own network, so sign-in caps and report budgets never meet. */
  const nextAddress = () => `198.51.100.${network++}`;
  const build = (overrides: Partial<AppOptions> = {}) => testApp(store, { repos: counted.repos, ...overrides });
  const caller = endpointCaller({ app: () => app, anon: () => anon, nextAddress });
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(store.db)).rows[0]!.n);
  const mails = () => count(sql<{ n: string }>`select count(*) as n from mail_outbox`);

  /** Runs `send` and checks it ran nothing: no repository call, no mail, no stack trace. */
  async function refusedBeforeRunning(send: () => Promise<Answer>): Promise<Answer> {
    const [mailsBefore, callsBefore] = [await mails(), counted.calls()];
    const answer = await send();
    expect(counted.calls()).toBe(callsBefore);
    expect(await mails()).toBe(mailsBefore);
    expect(JSON.stringify(answer.body)).not.toMatch(/\n\s+at /);
    return answer;
  }

  beforeAll(async () => {
    store = await factory.open();
    counted = countedRepositories(store);
    app = build();
    anon = await anonymous(app).start();
  });
  afterAll(async () => {
    await store.close();
  });

  return {
    ...caller,
    build,
    nextAddress,
    mails,
    refusedBeforeRunning,
    /** How many client events of this key the store holds. */
    events: (key: string) => count(sql<{ n: string }>`select count(*) as n from client_events where key = ${key}`),
    get anon() {
      return anon;
    },
  };
}
