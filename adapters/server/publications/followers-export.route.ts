// Settings → Followers, Download as CSV: GET /{publication}/settings/followers/export — the publication's followers,
// the most recent follow first (core/publication/followers-csv.ts), for its owners and editors (the settings' role
// check, core/publication/settings.ts canChangeSettings). Logged out: 401; anyone else: 403; no such publication:
// 404 — each a plain-text reason. Read a page of the follow list at a time, never the whole table in one query.
import { decodeFollowCursor, type FollowCursor } from '../../../core/feed/follow-cursor.ts';
import { followersCsv, followersCsvFileName, type FollowerCsvRow } from '../../../core/publication/followers-csv.ts';
import { canChangeSettings } from '../../../core/publication/settings.ts';
import type { Services } from '../composition-root.ts';

export const FOLLOWERS_EXPORT_PATH = /^\/([^/]+)\/settings\/followers\/export\/?$/;

/** Follow rows read per statement. */
const BATCH = 500;

const NO_STORE = { 'cache-control': 'no-store, private' };
const text = (status: number, message: string) => new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } });

export async function serveFollowersExport(s: Services, request: Request, rawSlug: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Use GET.', { status: 405, headers: { allow: 'GET, HEAD', ...NO_STORE } });
  let slug: string;
  try {
    slug = decodeURIComponent(rawSlug).toLowerCase();
  } catch {
    return text(400, 'This address is not valid.');
  }
  const session = await s.sessionOf(request);
  if (!session.userId) return text(401, 'Sign in to download the followers of a publication you edit.');
  const [publication] = await s.repos.publications.publicationsBySlugs([slug]);
  if (!publication) return text(404, 'There is no publication at this address.');
  const edge = (await s.repos.follows.collectionEdges(session.userId, [publication.id])).get(publication.id);
  if (!canChangeSettings(edge?.staffRole)) return text(403, `Only the owners and editors of ${publication.name} can download its followers.`);
  const rows: FollowerCsvRow[] = [];
  if (request.method === 'GET') {
    let after: FollowCursor | null = null;
    for (;;) {
      const page = await s.repos.follows.publicationFollowersOf(publication.id, BATCH, after);
      const users = new Map((await s.repos.users.usersByIds(page.map((r) => r.id))).map((u) => [u.id, u]));
      for (const row of page) {
        const user = users.get(row.id);
        if (user) rows.push({ name: user.name, username: user.username, followedAt: row.followedAt });
      }
      const last = page[page.length - 1];
      if (page.length < BATCH || !last) break;
      after = decodeFollowCursor(last.cursor);
      if (!after) break;
    }
  }
  return new Response(request.method === 'HEAD' ? null : followersCsv(rows, s.options.publicOrigin), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${followersCsvFileName(publication.slug)}"`,
      ...NO_STORE,
    },
  });
}
