import { describe, expect, it } from 'vitest';
import { startupErrors } from '../core/copy/copy.ts';
import { readStartup } from '../core/startup/startup.ts';

const state = {
  productName: 'Quire',
  now: '2026-11-21T12:00:00.000Z',
  route: null,
  status: 404,
  buildVersion: '1',
  viewer: null,
  xsrf: null,
  flags: [],
  siteLinks: {},
  socialProviders: [],
  layout: null,
};

describe('platform-reference §2.6 start-up and §8 start-up errors', () => {
  it('boots from the three globals', () => {
    const result = readStartup({ __PRELOADED_STATE__: state, __GRAPHQL_URI__: '/_/graphql', __APOLLO_STATE__: {} });
    expect(result).toEqual({ ok: true, startup: { state, graphqlUri: '/_/graphql', queryCache: {} } });
  });

  it('reports each missing global with its message', () => {
    expect(readStartup({})).toEqual({
      ok: false,
      errors: [
        'Expected window.__PRELOADED_STATE__ to exist.',
        'Expected window.__GRAPHQL_URI__ to exist.',
        'Expected window.__APOLLO_STATE__ to exist.',
      ],
    });
    expect(readStartup({ __PRELOADED_STATE__: state, __APOLLO_STATE__: {} })).toEqual({
      ok: false,
      errors: [startupErrors.graphqlUri],
    });
  });

  it('treats a malformed global as missing', () => {
    expect(readStartup({ __PRELOADED_STATE__: { ...state, now: 'not a date' }, __GRAPHQL_URI__: '/g', __APOLLO_STATE__: [] })).toEqual({
      ok: false,
      errors: [startupErrors.preloadedState, startupErrors.apolloState],
    });
    expect(readStartup({ __PRELOADED_STATE__: state, __GRAPHQL_URI__: 42, __APOLLO_STATE__: {} })).toMatchObject({
      ok: false,
      errors: [startupErrors.graphqlUri],
    });
  });
});

describe("reader-experience §4 server render status: 500, or 409 on '409: Conflict'", () => {
  it('answers 409 only when the message says so', async () => {
    const { serverErrorStatus } = await import('../core/startup/render-status.ts');
    expect(serverErrorStatus(new Error('Request failed: 409: Conflict'))).toBe(409);
    expect(serverErrorStatus('409: Conflict')).toBe(409);
    expect(serverErrorStatus(new Error('409 Conflict'))).toBe(500);
    expect(serverErrorStatus(new Error('database is down'))).toBe(500);
    expect(serverErrorStatus(null)).toBe(500);
  });
});
