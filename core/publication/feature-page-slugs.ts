// The addresses a feature page may not take (feature-pages.ts): every literal second segment of a publication's
// routes (about, archive, settings, stats…), since /{publication}/{slug}/… would otherwise be read as that page
// (the router prefers a literal segment), and 'home' for clarity. Read from the route table, so a new publication
// route reserves its segment by being added. Server-side only: the browser's bundle carries only linked routes.
import { ROUTE_TABLE } from '../routing/route-table.ts';

export const FEATURE_PAGE_RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'home',
  ...ROUTE_TABLE.map((r) => r.path.split('/'))
    .filter((segments) => segments[1] === ':collectionSlug' && segments.length > 2)
    .map((segments) => segments[2]!)
    .filter((segment) => !segment.startsWith(':') && !segment.startsWith('@') && !segment.includes('*'))
    .map((segment) => segment.toLowerCase()),
]);
