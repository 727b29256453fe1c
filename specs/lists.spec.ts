// Lists (catalogs): platform-reference §3 (Lists, catalog visibility, list statuses, reading-list filters), §2.2
// (reading-list URLs) and reader-experience §2.2 (ShowList 'highlights', ShowUserList 'reading-list'), §5 and §7
// (the catalog cache: keyed by user id, type, limit and visibility; a listing merged as a next page only when a
// cursor or limit is given; never a duplicate). The rules are core/lists/catalogs.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_DESCRIPTION_MAX,
  CATALOG_NAME_MAX,
  catalogShareTarget,
  catalogSlugId,
  checkCatalogInput,
  followRefusal,
  itemQueryFor,
  LIST_MESSAGES,
  mayChangeCatalog,
  mayEditCatalog,
  maySeeCatalog,
  movedPosition,
  parseCatalogSlugId,
  PREDEFINED_CATALOGS,
  positionBetween,
  type CatalogAccessView,
  type CatalogType,
  type CatalogVisibility,
} from '../core/lists/catalogs.ts';
import { mergeCatalogPage } from '../core/query-cache/query-cache.ts';
import { matchRoute } from '../core/routing/routes.ts';

const hexId = fc.stringMatching(/^[0-9a-f]{12}$/);

describe('platform-reference §3 Lists: the predefined lists, visibilities, statuses and reading-list filters', () => {
  it('has the three predefined lists with their slugs; the Reading list is private', () => {
    expect(PREDEFINED_CATALOGS.map((p) => [p.type, p.slug, p.visibility])).toEqual([
      ['READING_LIST', 'reading-list', 'PRIVATE'],
      ['CURRENTLY_READING', 'currently-reading', 'LOCKED'],
      ['PURCHASED', 'purchased', 'LOCKED'],
    ]);
  });

  it('reading-list filters: SAVED in list order, RECENT newest first, ARCHIVED apart, HIGHLIGHTS not items', () => {
    expect(itemQueryFor('SAVED')).toEqual({ archived: false, order: 'position' });
    expect(itemQueryFor(null)).toEqual({ archived: false, order: 'position' });
    expect(itemQueryFor('RECENT')).toEqual({ archived: false, order: 'recent' });
    expect(itemQueryFor('ARCHIVED')).toEqual({ archived: true, order: 'recent' });
    expect(itemQueryFor('HIGHLIGHTS')).toEqual({ highlights: true });
  });

  it('a move is one new position strictly between its new neighbours, so the order changes by one place', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 12 }), fc.nat(), fc.boolean(), (raw, at, up) => {
        const positions = [...raw].sort((a, b) => a - b);
        const index = at % positions.length;
        const next = movedPosition(positions, index, up ? 'up' : 'down');
        if (up && index === 0) return next === null;
        if (!up && index === positions.length - 1) return next === null;
        if (next === null) return false;
        const order = positions.map((p, i) => ({ p: i === index ? next : p, i })).sort((a, b) => a.p - b.p).map((x) => x.i);
        const expected = positions.map((_, i) => i);
        const to = up ? index - 1 : index + 1;
        expected.splice(index, 1);
        expected.splice(to, 0, index);
        return JSON.stringify(order) === JSON.stringify(expected);
      }),
    );
    expect(positionBetween(null, null)).toBe(0);
    expect(positionBetween(null, 3)).toBe(2);
    expect(positionBetween(3, null)).toBe(4);
  });
});

describe('platform-reference §2.2 reading-list URLs', () => {
  it('the predefined lists go by their slugs; others by a name slug joined to the id, parsed back', () => {
    for (const p of PREDEFINED_CATALOGS) {
      expect(catalogSlugId({ id: 'abc123abc123', type: p.type, name: 'anything' })).toBe(p.slug);
      expect(parseCatalogSlugId(p.slug)).toEqual({ kind: 'predefined', type: p.type });
    }
    fc.assert(
      fc.property(fc.string(), hexId, (name, id) => {
        const ref = parseCatalogSlugId(catalogSlugId({ id, type: 'LISTS', name }));
        return ref?.kind === 'id' && ref.id === id;
      }),
    );
    expect(catalogSlugId({ id: '3f2a00000001', type: 'LISTS', name: 'Essays worth rereading' })).toBe('essays-worth-rereading-3f2a00000001');
  });

  it("reader-experience §2.2: 'highlights' counts as the Library; a slug without hex digits names no list", () => {
    expect(parseCatalogSlugId('highlights')).toEqual({ kind: 'highlights' });
    expect(parseCatalogSlugId('just-words')).toBeNull();
  });

  it('list addresses match the list routes', () => {
    expect(matchRoute('/@maya_chen/list/essays-worth-rereading-3f2a00000001')?.page).toBe('user-catalog');
    expect(matchRoute('/me/list/reading-list')?.page).toBe('your-catalog');
    expect(matchRoute('/embed/list/essays-3f2a00000001')?.page).toBe('embed-catalog');
  });

  it('share paths for linkedIn, twitter and facebook carry the list’s absolute address', () => {
    const url = 'https://quire.example/@maya/list/essays-3f2a00000001';
    expect(catalogShareTarget('twitter', url, 'Essays')).toBe(`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=Essays`);
    expect(catalogShareTarget('facebook', url, 'Essays')).toContain(encodeURIComponent(url));
    expect(catalogShareTarget('linkedIn', url, 'Essays')).toContain(encodeURIComponent(url));
  });
});

describe('issue 16 bad input: list names and descriptions', () => {
  it('a name of 0 or 300 characters is refused with a clear message; 1..60 after trimming is fine', () => {
    expect(checkCatalogInput({ name: '' })).toEqual({ ok: false, message: LIST_MESSAGES.nameRequired });
    expect(checkCatalogInput({ name: '   \n ' })).toEqual({ ok: false, message: LIST_MESSAGES.nameRequired });
    expect(checkCatalogInput({ name: 'x'.repeat(300) })).toEqual({ ok: false, message: LIST_MESSAGES.nameTooLong });
    expect(LIST_MESSAGES.nameTooLong).toBe('A list name can be at most 60 characters.');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: CATALOG_NAME_MAX }).filter((s) => s.trim().length > 0 && !/\s{2}/.test(s.trim())), (name) => {
        const checked = checkCatalogInput({ name: `  ${name}  ` });
        return checked.ok && checked.value.name === name.trim().replace(/\s+/g, ' ');
      }),
    );
  });

  it('a description over 280 characters and a visibility other than PUBLIC or PRIVATE are refused', () => {
    expect(checkCatalogInput({ name: 'a', description: 'd'.repeat(CATALOG_DESCRIPTION_MAX + 1) })).toEqual({ ok: false, message: LIST_MESSAGES.descriptionTooLong });
    expect(checkCatalogInput({ name: 'a', visibility: 'LOCKED' })).toEqual({ ok: false, message: LIST_MESSAGES.badVisibility });
    expect(checkCatalogInput({ name: 'a' })).toEqual({ ok: true, value: { name: 'a', description: '', visibility: 'PRIVATE' } });
  });
});

describe('issue 16 who may see, change and follow a list', () => {
  const types: CatalogType[] = ['READING_LIST', 'CURRENTLY_READING', 'PURCHASED', 'LISTS'];
  const visibilities: CatalogVisibility[] = ['PUBLIC', 'PRIVATE', 'LOCKED'];
  const catalog = fc.record({ userId: fc.constantFrom('owner', 'other'), type: fc.constantFrom(...types), visibility: fc.constantFrom(...visibilities) }) as fc.Arbitrary<CatalogAccessView>;
  const viewer = fc.constantFrom<string | null>('owner', 'other', 'third', null);

  it('never shows someone else’s PRIVATE or LOCKED list, and only its owner changes a list', () => {
    fc.assert(
      fc.property(catalog, viewer, (c, v) => {
        const sees = maySeeCatalog(c, v);
        if (c.userId !== v && c.visibility !== 'PUBLIC' && sees) return false;
        if (mayChangeCatalog(c, v) !== (v !== null && v === c.userId)) return false;
        if (mayEditCatalog(c, v) && c.type !== 'LISTS') return false;
        const refusal = followRefusal(c, v);
        if (refusal === null && (v === null || v === c.userId || !sees)) return false;
        return true;
      }),
    );
    expect(followRefusal({ userId: 'a', type: 'LISTS', visibility: 'PRIVATE' }, 'b')).toBe(LIST_MESSAGES.notFound);
    expect(followRefusal({ userId: 'a', type: 'LISTS', visibility: 'PUBLIC' }, 'a')).toBe(LIST_MESSAGES.selfFollow);
  });
});

describe('reader-experience §7 and §5: catalog pages merged without duplicates, only with a cursor or limit', () => {
  const item = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') });
  const page = fc.record({ items: fc.array(item, { maxLength: 8 }), next: fc.option(fc.string(), { nil: null }) });
  it('merging never duplicates an item, keeps every prior item when paged, and replaces when not paged', () => {
    fc.assert(
      fc.property(page, page, fc.option(fc.string(), { nil: undefined }), fc.option(fc.nat(), { nil: undefined }), (prior, incoming, cursor, limit) => {
        const merged = mergeCatalogPage(prior, incoming, { cursor, limit });
        const ids = merged.items.map((i) => i.id);
        if (new Set(ids).size !== ids.length) return false;
        const paged = cursor !== undefined || limit !== undefined;
        const expected = new Set([...(paged ? prior.items : []), ...incoming.items].map((i) => i.id));
        return ids.length === expected.size && ids.every((id) => expected.has(id)) && merged.next === incoming.next;
      }),
    );
  });
});
