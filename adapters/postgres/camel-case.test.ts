// The copy-on-write camel-casing (camel-case.ts) spells every result exactly as Kysely's CamelCasePlugin does, and
// hands on untouched what has no key to change.
import fc from 'fast-check';
import { CamelCasePlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QuireCamelCasePlugin } from './camel-case.ts';

const key = fc.stringMatching(/^_?[a-z][a-zA-Z0-9]{0,6}(_[a-z0-9]{1,4}){0,2}$/);
const leaf = fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.boolean(), fc.constant(null), fc.date({ noInvalidDate: true }));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array')),
  object: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  array: fc.array(tie('value'), { maxLength: 4 }),
}));
const row = fc.dictionary(key, value, { maxKeys: 6 });

describe('camel-casing results (issue 19: the uncached path)', () => {
  /** The stock plugin, its (protected) row mapping opened for the comparison. */
  const stock = new (class extends CamelCasePlugin {
    override mapRow(r: Record<string, unknown>): Record<string, unknown> {
      return super.mapRow(r);
    }
  })();
  const ours = new QuireCamelCasePlugin();

  it('maps every row exactly as the stock plugin does', () => {
    fc.assert(
      fc.property(row, (r) => {
        expect(ours.mapRow(structuredClone(r))).toEqual(stock.mapRow(structuredClone(r)));
      }),
    );
  });

  it('hands on a value whose keys need no change as it is, and rebuilds only what changes', () => {
    const body = [{ type: 'P', text: 'x', markups: [{ type: 'A', start: 0, end: 1, href: 'https://e.example' }] }];
    const mapped = ours.mapRow({ post_id: 'p1', body, nested: { created_at: 1 } });
    expect(mapped).toEqual({ postId: 'p1', body, nested: { createdAt: 1 } });
    expect(mapped.body).toBe(body);
    const same = { id: 'x', body };
    expect(ours.mapRow(same)).toBe(same);
  });

  it('leaves an array inside an array as it is, as the stock plugin does', () => {
    const inner = [{ snake_key: 1 }];
    const r = { list: [inner] };
    expect(ours.mapRow(r)).toEqual(stock.mapRow(r));
    expect((ours.mapRow(r).list as unknown[][])[0]).toBe(inner);
  });
});
