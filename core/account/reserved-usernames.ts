// platform-reference §2.1 and issue 21: the usernames no account may hold. Every literal a route of the route
// table starts with (derived from core/routing/route-table.ts, never a hand list: a route added later is reserved
// at once), every literal segment anywhere in a route (so '/@{username}' never reads as another page's address
// once a profile's leading segment is dropped under its own domain), and a few words that would mislead
// ('me', 'p', 'tag', 'search' are among the route literals already).
import { parsePattern } from '../routing/link-builder.ts';
import { ROUTE_TABLE } from '../routing/route-table.ts';

/** Words reserved beside the route table's: staff-looking names and the anonymised author of kept stories. */
export const EXTRA_RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'anonymous',
  'deleted',
  'deleted_account',
  'help',
  'moderator',
  'null',
  'official',
  'quire',
  'root',
  'security',
  'staff',
  'support',
  'system',
  'undefined',
] as const;

/** The literal segments of every route, lowered: the first one of each path and every other one. */
export function routeLiterals(): Set<string> {
  const literals = new Set<string>();
  for (const def of ROUTE_TABLE) {
    for (const segment of parsePattern(def.path)) if (segment.kind === 'literal') literals.add(segment.value.toLowerCase());
  }
  return literals;
}

/** The first literal of every route's path (its prefix), lowered. */
export function routePrefixes(): Set<string> {
  const prefixes = new Set<string>();
  for (const def of ROUTE_TABLE) {
    const first = parsePattern(def.path)[0];
    if (first?.kind === 'literal') prefixes.add(first.value.toLowerCase());
  }
  return prefixes;
}

let reserved: ReadonlySet<string> | null = null;

/** Every reserved word, lowered (built once from the route table). */
export function reservedUsernames(): ReadonlySet<string> {
  reserved ??= new Set([...routeLiterals(), ...EXTRA_RESERVED_USERNAMES]);
  return reserved;
}

/** Whether a username (any case, a leading '@' dropped) is reserved. */
export const isReservedUsername = (username: string): boolean => reservedUsernames().has(username.trim().replace(/^@/, '').toLowerCase());
