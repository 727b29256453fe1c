// The server as the integration suites build it: the store's repositories, no client assets, the test
// clock, and the dev outbox as its mailer. Each suite overrides what it tests.
import { randomUUID } from 'node:crypto';
import { outboxMailer } from '../../postgres/mailer.outbox.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow } from '../../postgres/testing/test-stores.ts';
import { createApp, type App, type AppOptions } from '../app.ts';
import { createRepositories } from '../graphql/repositories.ts';
import { NO_ASSETS } from '../render/document.ts';
import { DEFAULT_EDGE_CACHE } from '../edge-cache/edge-cache.server.ts';

export function testApp(store: Store, overrides: Partial<AppOptions> = {}): App {
  const now = overrides.now ?? seedNow;
  const outbox = outboxMailer(store.db, { now, newId: () => randomUUID(), log: () => {} });
  return createApp({
    repos: createRepositories(store),
    productName: 'Quire',
    assets: NO_ASSETS,
    clientDir: null,
    buildVersion: 'test',
    now,
    mailer: outbox,
    outbox,
    // Suites write the store directly between renders: no in-process page cache unless a suite asks for it.
    edgeCache: { ...DEFAULT_EDGE_CACHE, inProcess: null },
    ...overrides,
  });
}
