// The GraphQL list arguments' bounds (core/graphql/input-bounds.ts; platform-reference §3 paging, §7.4): a value is
// taken exactly when it is a whole number in its range, and refused with the message that names the range.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundMessage, INPUT_BOUNDS, withinBound } from '../core/graphql/input-bounds.ts';
import { MAX_LIST_SIZE } from '../core/graphql/request-limits.ts';

const bounds = Object.values(INPUT_BOUNDS);

describe('list argument bounds (platform-reference §3 paging, §7.4)', () => {
  it('takes exactly the whole numbers within each bound', () => {
    fc.assert(
      fc.property(fc.constantFrom(...bounds), fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.constant(Number.NaN), fc.string(), fc.constant(null)), (bound, value) => {
        const inRange = typeof value === 'number' && Number.isInteger(value) && value >= bound.min && value <= bound.max;
        expect(withinBound(value, bound)).toEqual(inRange ? { ok: true, value } : { ok: false, message: boundMessage(bound) });
      }),
    );
  });

  it('says the range in the words clients already read', () => {
    expect(boundMessage(INPUT_BOUNDS.followList)).toBe('first must be a whole number from 1 to 50.');
    expect(boundMessage(INPUT_BOUNDS.editors)).toBe('first must be a whole number from 0 to 100.');
    expect(boundMessage(INPUT_BOUNDS.recommendedTopics)).toBe('The limit must be a whole number from 1 to 25.');
    // Every list argument stays within the request guard's ceiling (core/graphql/request-limits.ts).
    for (const bound of bounds) expect(bound.max).toBeLessThanOrEqual(MAX_LIST_SIZE);
  });
});
