// Issue 22: the slugs a publication may not take — every literal first segment of the route table (lowercase:
// `me`, `new-story`, `tag`, `search`…), so a new route reserves its prefix by being added. Server-side only (the
// browser's bundle carries only the linked routes of the table).
import { ROUTE_TABLE } from '../routing/route-table.ts';

export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  ROUTE_TABLE.map((r) => r.path.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith(':') && !segment.startsWith('@') && !segment.includes('*'))
    .map((segment) => segment.toLowerCase()),
);
