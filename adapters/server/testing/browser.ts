// A browser for integration tests through the fetch handler: its cookies, its xsrf token and the network it
// comes from. Each request is its own fetch, so `Promise.all` of them is as concurrent as real browsers.
import type { App } from '../app.ts';

export type GraphQLAnswer = { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };

export class Browser {
  cookies = new Map<string, string>();
  xsrf = '';
  constructor(
    private readonly app: () => App,
    readonly address = '203.0.113.7',
  ) {}

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

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('cookie')) headers.set('cookie', this.cookieHeader());
    return this.absorb(await this.app().fetch(new Request(`http://localhost${path}`, { ...init, headers }), { remoteAddress: this.address }));
  }

  get(path: string): Promise<Response> {
    return this.fetch(path);
  }

  /** Its anonymous xsrf token, or its session's once signed in. */
  async start(): Promise<this> {
    this.xsrf = ((await (await this.get('/_/xsrf')).json()) as { token: string }).token;
    return this;
  }

  async graphql(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch('/_/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': this.xsrf, ...headers },
      body: JSON.stringify(body),
    });
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
