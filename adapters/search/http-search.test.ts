// platform-reference §7.5 search service contract, against a fake service on a real local HTTP server: the
// multi-index POST with the application id and key headers and URL-encoded params; hits and queryID back;
// a status of 400 or above, a network failure or a malformed answer marks the queries as error.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictiveRequests } from '../../core/search/predictive-search.ts';
import { encodeParams, httpSearch } from './http-search.ts';

type Seen = { headers: IncomingMessage['headers']; body: { requests: { indexName: string; params: string }[] } };

describe('platform-reference §7.5 search service over HTTP', () => {
  let server: Server;
  let url: string;
  const seen: Seen[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        seen.push({ headers: req.headers, body: JSON.parse(text) });
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/1/indexes/*/queries`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the requests with the app id and key, and reads hits and queryID', async () => {
    reply = {
      status: 200,
      body: {
        results: [
          { hits: [{ objectID: 'u1', username: 'maya_chen', name: 'Maya Chen', imageId: null }, { objectID: 'broken' }], queryID: 'q-users' },
          { hits: [{ objectID: 'c1', name: 'The Long Draft', slug: 'the-long-draft' }], queryID: 'q-coll' },
          { hits: [{ objectID: 'design', displayText: 'Design', postCount: 4 }], queryID: 'q-tags' },
        ],
      },
    };
    const service = httpSearch({ url, appId: 'APP', key: 'search-key', userToken: 'tok' });
    const requests = predictiveRequests('ma ya', { scope: null, publicationPage: false, unfiltered: false, loggedIn: true });
    const results = await service.search(requests);
    expect(results).toEqual([
      { ok: true, indexName: 'users', queryId: 'q-users', hits: [{ objectID: 'u1', userId: 'u1', username: 'maya_chen', name: 'Maya Chen', imageId: null }] },
      { ok: true, indexName: 'collections', queryId: 'q-coll', hits: [{ objectID: 'c1', collectionId: 'c1', name: 'The Long Draft', imageId: null, slug: 'the-long-draft' }] },
      { ok: true, indexName: 'tags', queryId: 'q-tags', hits: [{ objectID: 'design', tagSlug: 'design', displayText: 'Design', postCount: 4 }] },
    ]);
    const last = seen[seen.length - 1]!;
    expect(last.headers['x-algolia-application-id']).toBe('APP');
    expect(last.headers['x-algolia-api-key']).toBe('search-key');
    expect(last.headers['x-algolia-usertoken']).toBe('tok');
    expect(last.body.requests.map((r) => r.indexName)).toEqual(['users', 'collections', 'tags']);
    const params = new URLSearchParams(last.body.requests[0]!.params);
    expect(params.get('query')).toBe('ma ya');
    expect(params.get('hitsPerPage')).toBe('3');
    expect(params.get('filters')).toBe('highQuality:true AND NOT type:author');
    expect(params.get('clickAnalytics')).toBe('true');
    expect(params.get('analyticsTags')).toBe('["logged-in"]');
    expect(new URLSearchParams(last.body.requests[2]!.params).get('numericFilters')).toBe('["postCount>=1"]');
    expect(encodeParams({ query: 'a&b=c', hitsPerPage: 8 })).toBe('query=a%26b%3Dc&hitsPerPage=8');
  });

  it('marks the queries as error on a status of 400 or above, a network failure or a malformed answer', async () => {
    const requests = predictiveRequests('x', { scope: null, publicationPage: true, unfiltered: true, loggedIn: false });
    const errors = [{ ok: false, indexName: 'posts', error: 'SEARCH_FAILED' }];
    for (const status of [400, 403, 500, 503]) {
      reply = { status, body: { message: 'no' } };
      expect(await httpSearch({ url, appId: 'A', key: 'K' }).search(requests)).toEqual(errors);
    }
    reply = { status: 200, body: { results: 'nope' } };
    expect(await httpSearch({ url, appId: 'A', key: 'K' }).search(requests)).toEqual(errors);
    expect(await httpSearch({ url: 'http://127.0.0.1:1/queries', appId: 'A', key: 'K' }).search(requests)).toEqual(errors);
  });
});
