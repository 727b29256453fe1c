// Security finding 7: the GraphQL endpoint shares its answers (with credentials) with the configured public
// origin only. yoga's default reflects any Origin with credentials; a foreign Origin now gets no
// Access-Control-Allow-Origin at all, so a browser keeps the answer from that page.
import type { CORSOptions } from '@whatwg-node/server';

export function corsFor(publicOrigin: string): (request: Request) => CORSOptions {
  const allowed: CORSOptions = { origin: [publicOrigin], credentials: true };
  return (request) => (request.headers.get('origin') === publicOrigin ? allowed : false);
}
