// A publication's followers as CSV (Settings → Followers, Download as CSV; the pattern of a writer's audience export,
// /@{username}/audience/stats/export): one row per follower, the most recent follow first — name, username, profile
// address and when the follow began (ISO 8601, UTC). Fields are quoted where needed and a leading =, +, - or @ is
// defused so a spreadsheet never runs a follower's name as a formula.
import { csvField } from '../newsletters/subscriber-csv.ts';

export const FOLLOWERS_CSV_HEADER = ['name', 'username', 'profile', 'followed_since'] as const;

export type FollowerCsvRow = { name: string; username: string; followedAt: Date };

/** The CSV text: the header, then a line per follower; `origin` is the configured public origin (profile addresses). */
export function followersCsv(rows: readonly FollowerCsvRow[], origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const lines = [FOLLOWERS_CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push([row.name, row.username, `${base}/@${row.username}`, row.followedAt.toISOString()].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The file's name: the publication's slug, safe as a file name. */
export const followersCsvFileName = (slug: string) => `${slug.replace(/[^A-Za-z0-9_-]/g, '_')}-followers.csv`;
