// The GraphQL endpoint as the security suites call it (graphql-endpoint.test.ts, graphql-endpoint-limits.test.ts):
// a raw request with any body, method, content type and headers, as the anonymous browser (its cookie, and its
// xsrf token unless `token: false`), each from its own network unless `address` says; the answer's status,
// headers and body (JSON when it parses, else the text).
import type { App } from '../app.ts';
import type { Browser } from './browser.ts';

export const GRAPHQL_URL = 'http://localhost/_/graphql';

export type Answer = { status: number; headers: Headers; body: any };

export type CallOptions = {
  method?: string;
  contentType?: string | null;
  token?: boolean;
  headers?: Record<string, string>;
  app?: App;
  address?: string;
  search?: string;
};

/** `app` and `anon` are read at each call: suites build them in beforeAll. */
export function endpointCaller(current: { app: () => App; anon: () => Browser; nextAddress: () => string }) {
  async function call(body: BodyInit | null, options: CallOptions = {}): Promise<Answer> {
    const anon = current.anon();
    const headers: Record<string, string> = { cookie: anon.cookieHeader(), ...options.headers };
    if (options.contentType !== null) headers['content-type'] = options.contentType ?? 'application/json';
    if (options.token ?? true) headers['x-xsrf-token'] = anon.xsrf;
    const response = await (options.app ?? current.app()).fetch(
      new Request(GRAPHQL_URL + (options.search ?? ''), { method: options.method ?? 'POST', headers, body }),
      { remoteAddress: options.address ?? current.nextAddress() },
    );
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }
  return {
    call,
    post: (payload: unknown, options: CallOptions = {}) => call(JSON.stringify(payload), options),
    /** The first error's extension code. */
    codeOf: (answer: Answer): unknown => answer.body?.errors?.[0]?.extensions?.code,
  };
}
