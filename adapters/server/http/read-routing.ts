// Issue 20, read replicas (DATABASE_REPLICA_URL): which database a request's reads come from, decided here and
// nowhere else (the store's routing driver, adapters/postgres/store.ts ReadRouting, does what this says).
// - A GET or HEAD (a page, a feed, a sitemap, an image) reads from the replica: its plain SELECTs go there.
// - Anything else (a form post, a GraphQL request, an upload) reads and writes on the primary.
// - Read-your-writes: a request that changed something (and, among GETs, one that sets a cookie: a sign-in link's
//   landing) answers with a short-lived cookie (quire_rw, a few seconds:
//   READ_YOUR_WRITES_MS); while a browser carries it, its GETs read from the primary too, so the reader who just
//   followed, clapped or edited sees it at once even if the replica is behind. The cookie holds no data and costs
//   no store look-up; signed-in pages are never cached, so it never splits the page cache. Within any one request,
//   once a statement has written, the request's later reads go to the primary as well.
// The page cache: a page rendered from a lagging replica right after a purge could be cached stale, so with a
// replica every purge is sent again READ_YOUR_WRITES_MS later (edge-cache.server.ts repurgeAfterMs).
import type { ReadRouting } from '../../postgres/store.ts';
import { parseCookies } from '../dev-session.ts';

export const READ_YOUR_WRITES_COOKIE = 'quire_rw';
/** How long after a write a browser's reads stay on the primary; also the replica lag a second purge covers. */
export const READ_YOUR_WRITES_MS = 5000;

const READS = new Set(['GET', 'HEAD']);

/** Whether this request's reads may come from the replica. */
export function readsFromReplica(request: Request): boolean {
  return READS.has(request.method) && !parseCookies(request.headers.get('cookie')).has(READ_YOUR_WRITES_COOKIE);
}

/** Answers the request with its reads routed; a request that wrote keeps its browser on the primary a while. */
export async function routeReads(request: Request, reads: ReadRouting | undefined, answer: () => Promise<Response>, secure: boolean): Promise<Response> {
  if (!reads?.hasReplica) return answer();
  const { value: response, wrote } = await reads.run(readsFromReplica(request), answer);
  if (!wrote || (READS.has(request.method) && !response.headers.has('set-cookie'))) return response;
  // Headers of a Response.redirect() are immutable: answer with a copy.
  const marked = new Response(response.body, response);
  marked.headers.append('set-cookie', `${READ_YOUR_WRITES_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=${READ_YOUR_WRITES_MS / 1000}${secure ? '; Secure' : ''}`);
  return marked;
}
