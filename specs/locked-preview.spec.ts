import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_READER, canReadFullPost, lockedPreview, PREVIEW_TEXT_PARAGRAPHS } from '../core/content/access.ts';
import { PARAGRAPH_TYPES, type Paragraph } from '../core/content/paragraph.ts';

const paragraph = fc.record({
  name: fc.string({ minLength: 1, maxLength: 4 }),
  type: fc.constantFrom(...PARAGRAPH_TYPES),
  text: fc.string({ maxLength: 10 }),
  markups: fc.constant([]),
}) as fc.Arbitrary<Paragraph>;

describe('reader-experience §4 meter state and §6 member-only stories: what a locked post shows', () => {
  it('shows a prefix of the body with at most three text paragraphs', () => {
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 30 }), (body) => {
        const preview = lockedPreview(body);
        expect(body.slice(0, preview.length)).toEqual(preview);
        const texts = preview.filter((p) => ['P', 'BQ', 'PQ'].includes(p.type)).length;
        expect(texts).toBeLessThanOrEqual(PREVIEW_TEXT_PARAGRAPHS);
        if (preview.length < body.length) expect(texts).toBe(PREVIEW_TEXT_PARAGRAPHS);
      }),
    );
  });

  it('lets members and the author read in full, and everyone read an open post', () => {
    const locked = { isLocked: true, creatorId: 'u1' };
    expect(canReadFullPost(locked, ANONYMOUS_READER)).toBe(false);
    expect(canReadFullPost(locked, { isMember: true, userId: 'u2' })).toBe(true);
    expect(canReadFullPost(locked, { isMember: false, userId: 'u1' })).toBe(true);
    expect(canReadFullPost({ isLocked: false, creatorId: 'u1' }, ANONYMOUS_READER)).toBe(true);
  });
});
