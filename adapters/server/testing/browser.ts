// A browser for integration tests through the fetch handler: its cookies, its xsrf token and the network it
// comes from. Each request is its own fetch, so `Promise.all` of them is as concurrent as real browsers.
// Suites get theirs from `signedIn` (a demo user's session and its xsrf token), `anonymous` (no cookie, no
// token until `start()`) and `SignedInBrowsers` (one signed-in browser per user, kept).
import type { App } from '../app.ts';
import { DEV_SIGN_IN_PATH } from '../dev-session.ts';

export type GraphQLAnswer = { data: any; errors?: { message: string; extensions?: { code?: string } }[] };

/** The app itself, or a way to reach the current one when a suite rebuilds it between tests. */
export type AppRef = App | (() => App);

export class Browser {
  cookies = new Map<string, string>();
  xsrf = '';
  private readonly app: () => App;

  /**
   * `address` is the socket address its requests come from; without one they come from no known address, as
   * a request handed to `app.fetch` alone does (the network 'unknown').
   */
  constructor(
    app: AppRef,
    readonly address?: string,
  ) {
    this.app = typeof app === 'function' ? app : () => app;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  absorb(response: Response): Response {
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (/Max-Age=0/.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** A request with its cookies (unless `init` names a cookie header of its own); none when it holds none. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', this.cookieHeader());
    const request = new Request(`http://localhost${path}`, { ...init, headers });
    return this.absorb(await this.app().fetch(request, { remoteAddress: this.address }));
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(path, { headers });
  }

  /** Its anonymous xsrf token, or its session's once signed in. */
  async start(): Promise<this> {
    this.xsrf = ((await (await this.get('/_/xsrf')).json()) as { token: string }).token;
    return this;
  }

  /** Signs in as a demo user through the development sign-in route (the app needs `devSignIn`); takes the session's xsrf token. */
  async signIn(username: string): Promise<this> {
    const response = await this.get(`${DEV_SIGN_IN_PATH}?username=${encodeURIComponent(username)}`);
    if (response.status !== 302) throw new Error(`Signing in as ${username} answered ${response.status}: is devSignIn on, and is there such a user?`);
    return this.start();
  }

  /** A POST to the GraphQL endpoint with its xsrf token, when it has one; `headers` add to or replace its own, and a null one leaves it out. */
  async graphql(body: unknown, headers: Record<string, string | null> = {}): Promise<Response> {
    const sent = Object.entries({ 'content-type': 'application/json', 'x-xsrf-token': this.xsrf || null, ...headers }).filter(
      (entry): entry is [string, string] => entry[1] !== null,
    );
    return this.fetch('/_/graphql', { method: 'POST', headers: sent, body: JSON.stringify(body) });
  }

  /** One operation; the whole answer. */
  async request(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer> {
    return (await (await this.graphql({ query, variables })).json()) as GraphQLAnswer;
  }

  /** One operation's first field. */
  async op(query: string, variables: Record<string, unknown> = {}): Promise<any> {
    const answer = await this.request(query, variables);
    return Object.values(answer.data ?? {})[0];
  }
}

/** A browser signed in as `username` (a demo user; the app needs `devSignIn`), with its session's xsrf token. */
export function signedIn(app: AppRef, username: string, address?: string): Promise<Browser> {
  return new Browser(app, address).signIn(username);
}

/** A browser that has not signed in: no cookie and no xsrf token until it asks for one with `start()`. */
export function anonymous(app: AppRef, address?: string): Browser {
  return new Browser(app, address);
}

/** One signed-in browser per user, made on first use and kept; `null` stands for a fresh anonymous browser. */
export class SignedInBrowsers {
  private readonly known = new Map<string, Promise<Browser>>();
  constructor(private readonly app: AppRef) {}

  as(username: string | null): Promise<Browser> {
    if (username === null) return Promise.resolve(anonymous(this.app));
    let browser = this.known.get(username);
    if (!browser) {
      browser = signedIn(this.app, username);
      this.known.set(username, browser);
    }
    return browser;
  }

  /** Forgets every session kept (they expire as a suite's clock moves on): the next `as` signs in afresh. */
  forget(): void {
    this.known.clear();
  }
}
