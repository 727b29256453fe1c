// Issue 16: the claps' and sharing's own addresses.
// - POST /_/vote/p/{postId} (platform-reference §7.4; method and payload not shown there, so designed here): a
//   JSON body { "claps": n, "clientId": "…" } with the session's xsrf token in the x-xsrf-token header, answered
//   with JSON { ok: true, postId, clapCount, viewerClapCount } — the same service as the clap mutation — or
//   { ok: false, error, message } with 400 (bad input), 401 (signed out), 403 (no xsrf token), 404 (no story the
//   reader may clap) or 405 (not POST).
// - GET /p/{postId}/share/{channel} (platform-reference §2.1): a 302 to the network's share address for the
//   story's public URL, built from the configured public origin (core/sharing/share-links.ts).
import { CLAP_MESSAGES } from '../../../core/claps/clap-rules.ts';
import { isPublished } from '../../../core/content/entities.ts';
import { postPath } from '../../../core/routing/links.ts';
import { shareChannelOf, shareTargetUrl } from '../../../core/sharing/share-links.ts';
import type { Services } from '../composition-root.ts';
import { text } from '../http/respond.ts';
import type { ClapError } from './claps.service.ts';

export const VOTE_PATH = /^\/_\/vote\/p\/([A-Za-z0-9_-]{1,64})$/;
export const SHARE_PATH = /^\/p\/([A-Za-z0-9_-]{1,64})\/share\/([A-Za-z]{1,20})$/;

const NO_STORE = { 'cache-control': 'no-store' };
const STATUS: Record<ClapError['kind'], number> = { BadRequest: 400, Unauthorized: 401, NotFound: 404 };
const ERROR_CODE: Record<ClapError['kind'], string> = { BadRequest: 'BAD_REQUEST', Unauthorized: 'UNAUTHORIZED', NotFound: 'NOT_FOUND' };

export const VOTE_MESSAGES = {
  method: 'POST a JSON body { "claps": n, "clientId": "…" } with the x-xsrf-token header.',
  xsrf: 'This request needs a valid xsrf token in the x-xsrf-token header.',
  body: 'The body must be JSON: { "claps": n, "clientId": "…" }.',
} as const;

const refusal = (status: number, error: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ ok: false, error, message }, { status, headers: { ...NO_STORE, ...headers } });

export async function serveVote(services: Services, request: Request, postId: string): Promise<Response> {
  if (request.method !== 'POST') return refusal(405, 'METHOD_NOT_ALLOWED', VOTE_MESSAGES.method, { allow: 'POST' });
  const { userId } = await services.sessionOf(request);
  if (!userId) return refusal(401, 'UNAUTHORIZED', CLAP_MESSAGES.signIn);
  if (!(await services.xsrf.ok(request))) return refusal(403, 'FORBIDDEN', VOTE_MESSAGES.xsrf);
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const body = mediaType === 'application/json' ? ((await request.json().catch(() => null)) as unknown) : null;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refusal(400, 'BAD_REQUEST', VOTE_MESSAGES.body);
  const { claps, clientId } = body as { claps?: unknown; clientId?: unknown };
  const result = await services.claps.clap(userId, { postId, claps, clientId });
  if (!result.ok) return refusal(STATUS[result.kind], ERROR_CODE[result.kind], result.message);
  return Response.json({ ok: true, postId, clapCount: result.clapCount, viewerClapCount: result.viewerClapCount }, { headers: NO_STORE });
}

export async function serveShare(services: Services, request: Request, params: { postId: string; channel: string }): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Not allowed', { allow: 'GET, HEAD' });
  const channel = shareChannelOf(params.channel);
  if (!channel) return text(404, 'There is no such share channel.');
  const [post] = await services.repos.posts.postsByIds([params.postId]);
  if (!post || !isPublished(post) || post.suspendedAt !== null) return text(404, CLAP_MESSAGES.notAvailable);
  const [[creator], [collection]] = await Promise.all([
    services.repos.users.usersByIds([post.creatorId]),
    post.publicationId !== null && post.statusForCollection === 'APPROVED' ? services.repos.publications.publicationsByIds([post.publicationId]) : Promise.resolve([]),
  ]);
  if (!creator) return text(404, CLAP_MESSAGES.notAvailable);
  const url = new URL(postPath(post, creator.username, collection?.slug), services.options.publicOrigin).toString();
  return new Response(null, { status: 302, headers: { location: shareTargetUrl(channel, url, post.title), 'cache-control': 'no-store' } });
}
