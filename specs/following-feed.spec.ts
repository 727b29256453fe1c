// reader-experience §2.2 ShowFollowingFeed and platform-reference §7.4 followingFeed (sortType): the rules
// the server and the page share (core/following/following-feed.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FOLLOWING_ENTITY_NAMES,
  effectiveSelection,
  entityNameOf,
  entityTypeOf,
  parseEntityName,
  targetKindOf,
  typenameOf,
} from '../core/following/following-feed.ts';
import { buildPath } from '../core/routing/paths.ts';

const id = fc.stringMatching(/^[0-9a-f]{12}$/);

describe('the following feed (reader-experience §2.2 ShowFollowingFeed)', () => {
  it('knows exactly two entity names, writers and publications, and refuses anything else', () => {
    expect(FOLLOWING_ENTITY_NAMES).toEqual(['writers', 'publications']);
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parsed = parseEntityName(s);
        expect(parsed === null ? !FOLLOWING_ENTITY_NAMES.includes(s as never) : parsed === s).toBe(true);
      }),
    );
    expect(parseEntityName('Writers')).toBeNull();
    expect(parseEntityName(undefined)).toBeNull();
  });

  it('maps each entity name to its GraphQL kind and back, to a follow target and a typename', () => {
    for (const name of FOLLOWING_ENTITY_NAMES) expect(entityNameOf(entityTypeOf(name))).toBe(name);
    expect(targetKindOf('WRITERS')).toBe('user');
    expect(targetKindOf('PUBLICATIONS')).toBe('collection');
    expect(typenameOf('WRITERS')).toBe('User');
    expect(typenameOf('PUBLICATIONS')).toBe('Publication');
  });

  it('keeps a selection only when it is one of the followed entities of the kind', () => {
    fc.assert(
      fc.property(fc.uniqueArray(id, { maxLength: 20 }), fc.option(id, { nil: null }), (followed, requested) => {
        const chosen = effectiveSelection(requested, followed);
        if (requested !== null && followed.includes(requested)) expect(chosen).toBe(requested);
        else expect(chosen).toBeNull();
      }),
    );
    expect(effectiveSelection('', [''])).toBeNull();
  });

  it('builds the address with the selection in the query string, which the route keeps', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FOLLOWING_ENTITY_NAMES), id, (entityName, selection) => {
        const built = buildPath('ShowFollowingFeed', { entityName, selection });
        expect(built).toEqual({ ok: true, path: `/me/following-feed/${entityName}?selection=${selection}`, warnings: [] });
      }),
    );
  });
});
