// Security findings 4 and 16: core/graphql/request-limits.ts — how many items a list field asks for (the
// cost rule's multiplier), what a field costs, and U+0000 found at any depth of a variable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsNul } from '../core/http/input-text.ts';
import { fieldCost, listSizeOf, MAX_LIST_SIZE } from '../core/graphql/request-limits.ts';

const defined = (...names: string[]) => new Set(names);

describe('security finding 4: the list rule of the cost limit', () => {
  it('takes first or limit as the list size up to 100, and refuses more', () => {
    fc.assert(
      fc.property(fc.constantFrom('first', 'limit'), fc.integer({ min: 0, max: 10_000 }), (argument, value) => {
        const size = listSizeOf({ [argument]: value }, defined(argument, 'after'));
        expect(size).toEqual(value > MAX_LIST_SIZE ? { kind: 'tooLarge', argument, value } : { kind: 'size', size: value });
      }),
    );
  });

  it('counts an unsized first or limit as the most it could be, a feed page as 10 and a search index as 3 by default', () => {
    expect(listSizeOf({}, defined('first'))).toEqual({ kind: 'size', size: MAX_LIST_SIZE });
    expect(listSizeOf({}, defined('paging'))).toEqual({ kind: 'size', size: 10 });
    expect(listSizeOf({ paging: { limit: 25 } }, defined('paging'))).toEqual({ kind: 'size', size: 25 });
    expect(listSizeOf({ requests: [{ index: 'posts' }, { index: 'users', paging: { limit: 20 } }] }, defined('requests'))).toEqual({ kind: 'size', size: 20 });
    expect(listSizeOf({ requests: [{ index: 'posts' }] }, defined('requests'))).toEqual({ kind: 'size', size: 3 });
    // An argument the field does not have says nothing; a field with no sizing argument is not a sized list.
    expect(listSizeOf({ first: 5000 }, defined('id'))).toEqual({ kind: 'none' });
  });

  it('counts a paging or search limit at 100 at most instead of refusing it (the resolvers refuse it with BAD_USER_INPUT)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (limit) => {
        expect(listSizeOf({ paging: { limit } }, defined('paging'))).toEqual({ kind: 'size', size: Math.min(limit, MAX_LIST_SIZE) });
        expect(listSizeOf({ requests: [{ paging: { limit } }] }, defined('requests'))).toEqual({ kind: 'size', size: Math.min(Math.max(3, limit), MAX_LIST_SIZE) });
      }),
    );
  });

  it('multiplies a sized list field\'s children by its size, and never costs less than 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 10_000 }), (size, child) => {
        expect(fieldCost({ kind: 'size', size }, child)).toBe(1 + size * child);
        expect(fieldCost({ kind: 'none' }, child)).toBe(1 + child);
      }),
    );
  });
});

describe('security finding 16: U+0000 in variables', () => {
  it('finds U+0000 in a string, a key, or anywhere inside arrays and objects, however deep', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, s) => {
        const clean = JSON.parse(JSON.stringify(value).replace(/\\u0000/g, '')) as unknown;
        expect(containsNul(clean)).toBe(false);
        expect(containsNul({ a: [clean, `${s}\u0000`] })).toBe(true);
        expect(containsNul([{ [`k\u0000${s}`]: 1 }])).toBe(true);
      }),
    );
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
