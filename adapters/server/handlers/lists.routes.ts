// Lists' non-page paths. POST /_/bookmark/p/{postId} (platform-reference §7.4, payload not shown): the signed-in
// reader's xsrf token in the x-xsrf-token header, then the story is toggled in their Reading list; the answer is
// JSON { postId, saved, itemCount } — 401 signed out, 403 without the token, 404 for no readable story, 405 for
// another method. /@{username}/list/{catalogSlug}/share/{channel} (platform-reference §2.2: share paths for
// linkedIn, twitter and facebook) redirects to the network's share address for the list's absolute URL, built
// from the configured public origin; a list the visitor may not see is 404, as is an unknown channel.
import { isPublished } from '../../../core/content/entities.ts';
import { consume } from '../../../core/limits/rate-limit.ts';
import { CATALOG_WRITES_LIMIT, catalogShareTarget, catalogSlugId, isShareChannel, LIST_MESSAGES, maySeeCatalog, parseCatalogSlugId } from '../../../core/lists/catalogs.ts';
import { pathTo } from '../../../core/routing/paths.ts';
import type { Services } from '../composition-root.ts';
import { json, text } from '../http/respond.ts';

export const BOOKMARK_PATH = /^\/_\/bookmark\/p\/([0-9a-f]{1,64})$/;
export const LIST_SHARE_PATH = /^\/@([^/]+)\/list\/([^/]+)\/share\/([^/]+)$/;

const refuse = (status: number, message: string) => json({ error: message }, status);

export async function serveBookmark(services: Services, request: Request, postId: string): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  const session = await services.sessionOf(request);
  if (!session.userId) return refuse(401, LIST_MESSAGES.signIn);
  if (!(await services.xsrf.ok(request))) return refuse(403, 'The request is missing its xsrf token. Reload the page and try again.');
  const decision = await consume(services.repos.rateLimits, CATALOG_WRITES_LIMIT, session.userId, services.options.now().getTime());
  if (!decision.ok) return refuse(429, LIST_MESSAGES.tooFast(decision.retryAfterSeconds));
  const [post] = await services.repos.posts.postsByIds([postId]);
  if (!post || !isPublished(post)) return refuse(404, LIST_MESSAGES.postNotFound);
  const lists = services.repos.lists;
  const reading = await lists.predefinedOf(session.userId, 'READING_LIST');
  const now = services.options.now();
  const present = (await lists.item(reading.id, postId))?.status === 'APPROVED';
  const change = present ? await lists.removeItem(reading.id, postId, now) : await lists.addItem(reading.id, postId, now);
  return json({ postId, catalogId: reading.id, saved: !present, itemCount: change.count });
}

export async function serveListShare(services: Services, request: Request, params: readonly string[]): Promise<Response> {
  const [username = '', slug = '', channel = ''] = params.map((p) => decodeURIComponent(p));
  if (!isShareChannel(channel)) return text(404, 'There is no such share channel.');
  const ref = parseCatalogSlugId(slug);
  const [owner] = await services.repos.users.usersByUsernames([username]);
  if (!ref || ref.kind !== 'id' || !owner) return text(404, LIST_MESSAGES.notFound);
  const catalog = await services.repos.lists.catalogById(ref.id);
  const viewerId = (await services.sessionOf(request)).userId;
  if (!catalog || catalog.userId !== owner.id || !maySeeCatalog(catalog, viewerId)) return text(404, LIST_MESSAGES.notFound);
  const path = pathTo('ShowUserList', { username: owner.username, catalogSlugId: catalogSlugId(catalog) });
  // The one redirect off the origin: to the network's fixed share address (core's catalogShareTarget), never to input.
  return new Response(null, { status: 302, headers: { location: catalogShareTarget(channel, `${services.options.publicOrigin}${path}`, catalog.name) } });
}
