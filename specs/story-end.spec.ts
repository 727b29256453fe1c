import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  followersLine,
  MORE_FROM_COUNT,
  moreFromHeading,
  publishedInHeading,
  recommendedHeading,
  selectStoryEnd,
  storyEndReadLimits,
  writtenByHeading,
  type ReaderMutes,
  type StoryEndCandidate,
} from '../core/stories/story-end.ts';
import { storyCanonicalUrl, storyHead, summarize } from '../core/stories/story-head.ts';

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];
const writers = ['w1', 'w2', 'w3'];
const pubs = ['p1', 'p2'];

const candidate = fc.record({
  id: fc.constantFrom(...ids),
  creatorId: fc.constantFrom(...writers),
  publicationId: fc.option(fc.constantFrom(...pubs), { nil: null }),
});
const story = fc.record({ id: fc.constantFrom(...ids), creatorId: fc.constantFrom(...writers), publicationId: fc.option(fc.constantFrom(...pubs), { nil: null }) });
const mutes: fc.Arbitrary<ReaderMutes> = fc.record({
  writerIds: fc.subarray(writers).map((a) => new Set(a)),
  publicationIds: fc.subarray(pubs).map((a) => new Set(a)),
});
const list = fc.array(candidate, { maxLength: 14 });

const isMuted = (c: StoryEndCandidate, m: ReaderMutes) => m.writerIds.has(c.creatorId) || (c.publicationId !== null && m.publicationIds.has(c.publicationId));

describe('reader-experience §2.1 post, issue 18: the story end — which stories each More from section shows', () => {
  it('never shows the story itself, nor a muted writer or publication, nor the same story twice; at most four each', () => {
    fc.assert(
      fc.property(story, list, list, mutes, (s, byWriter, inPublication, m) => {
        const end = selectStoryEnd(s, byWriter, inPublication, m);
        const all = [...end.moreFromWriter, ...end.moreFromPublication];
        expect(all.some((c) => c.id === s.id)).toBe(false);
        expect(all.some((c) => isMuted(c, m))).toBe(false);
        expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
        expect(end.moreFromWriter.length).toBeLessThanOrEqual(MORE_FROM_COUNT);
        expect(end.moreFromPublication.length).toBeLessThanOrEqual(MORE_FROM_COUNT);
        expect(end.moreFromWriter.every((c) => c.creatorId === s.creatorId)).toBe(true);
        expect(end.moreFromPublication.every((c) => c.publicationId === s.publicationId && s.publicationId !== null)).toBe(true);
      }),
    );
  });

  it('keeps the store’s order (newest first) and fills a section while eligible stories remain', () => {
    fc.assert(
      fc.property(story, list, (s, byWriter) => {
        const end = selectStoryEnd(s, byWriter, []);
        const theirs = byWriter.filter((c) => c.creatorId === s.creatorId && c.id !== s.id);
        const eligible = theirs.filter((c, i) => theirs.findIndex((o) => o.id === c.id) === i);
        expect(end.moreFromWriter).toEqual(eligible.slice(0, MORE_FROM_COUNT));
      }),
    );
  });

  it('hides a muted writer’s section and a muted publication’s section entirely', () => {
    const s = { id: 'a', creatorId: 'w1', publicationId: 'p1' };
    const others = ['b', 'c', 'd', 'e', 'f'].map((id) => ({ id, creatorId: 'w1', publicationId: 'p1' }));
    const byOthers = ['g', 'h'].map((id) => ({ id, creatorId: 'w2', publicationId: 'p1' }));
    expect(selectStoryEnd(s, others, byOthers).moreFromWriter.map((c) => c.id)).toEqual(['b', 'c', 'd', 'e']);
    expect(selectStoryEnd(s, others, [...others, ...byOthers]).moreFromPublication.map((c) => c.id)).toEqual(['f', 'g', 'h']);
    expect(selectStoryEnd(s, others, byOthers, { writerIds: new Set(['w1']), publicationIds: new Set() }).moreFromWriter).toEqual([]);
    expect(selectStoryEnd(s, others, byOthers, { writerIds: new Set(), publicationIds: new Set(['p1']) }).moreFromPublication).toEqual([]);
    // No publication: no publication section.
    expect(selectStoryEnd({ ...s, publicationId: null }, others, byOthers).moreFromPublication).toEqual([]);
  });

  it('reads enough rows for full sections once the story and the writer’s cards leave', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (count) => {
        const s = { id: 's', creatorId: 'w1', publicationId: 'p1' };
        const { byWriter, inPublication } = storyEndReadLimits(count);
        // Worst case: the story and all the writer's cards are among the publication's newest.
        const writerRows = Array.from({ length: byWriter }, (_, i) => ({ id: i === 0 ? 's' : `w${i}`, creatorId: 'w1', publicationId: 'p1' }));
        const pubRows = [...writerRows, ...Array.from({ length: inPublication }, (_, i) => ({ id: `o${i}`, creatorId: 'w2', publicationId: 'p1' }))].slice(0, inPublication);
        const end = selectStoryEnd(s, writerRows, pubRows, undefined, count);
        expect(end.moreFromWriter).toHaveLength(count);
        expect(end.moreFromPublication).toHaveLength(count);
      }),
    );
  });

  it('says the headings exactly', () => {
    expect(moreFromHeading('Ada Byron')).toBe('More from Ada Byron');
    expect(recommendedHeading('Quire')).toBe('Recommended from Quire');
    expect(writtenByHeading('Ada Byron')).toBe('Written by Ada Byron');
    expect(publishedInHeading('The Long Read')).toBe('Published in The Long Read');
    expect(followersLine('1', 1)).toBe('1 follower');
    expect(followersLine('1.2K', 1234)).toBe('1.2K followers');
  });
});

describe('issue 18: a story page’s head (canonical, Open Graph, Twitter card, JSON-LD Article)', () => {
  const base = {
    origin: 'https://quire.example',
    productName: 'Quire',
    title: 'A title',
    subtitle: '',
    excerpt: 'First words of the story.',
    path: '/@ada/a-title-abc123',
    publication: null,
    author: { name: 'Ada', path: '/@ada' },
    previewImageId: null,
    publishedAt: Date.UTC(2026, 0, 2),
    modifiedAt: Date.UTC(2026, 0, 3),
    isLocked: false,
  };

  it('puts the canonical address on the configured origin; under a publication’s live custom domain when it has one', () => {
    expect(storyCanonicalUrl(base)).toBe('https://quire.example/@ada/a-title-abc123');
    const inPub = { ...base, path: '/long-read/a-title-abc123', publication: { name: 'Long Read', slug: 'long-read', domain: null, path: '/long-read' } };
    expect(storyCanonicalUrl(inPub)).toBe('https://quire.example/long-read/a-title-abc123');
    expect(storyCanonicalUrl({ ...inPub, publication: { ...inPub.publication, domain: 'longread.example' } })).toBe('https://longread.example/a-title-abc123');
    expect(storyCanonicalUrl({ ...base, canonicalUrl: 'https://elsewhere.example/post' })).toBe('https://elsewhere.example/post');
    expect(storyCanonicalUrl({ ...base, canonicalUrl: 'javascript:alert(1)' })).toBe('https://quire.example/@ada/a-title-abc123');
  });

  it('uses a large-image card only with an image, and marks member-only stories as paywalled', () => {
    const plain = storyHead(base);
    expect(plain.meta.find((m) => m.key === 'twitter:card')?.content).toBe('summary');
    expect(plain.jsonLd.isAccessibleForFree).toBe(true);
    expect(plain.jsonLd.hasPart).toBeUndefined();
    const rich = storyHead({ ...base, previewImageId: 'img1', isLocked: true });
    expect(rich.meta.find((m) => m.key === 'twitter:card')?.content).toBe('summary_large_image');
    expect(rich.meta.find((m) => m.key === 'og:image')?.content).toBe('https://quire.example/media/img1');
    expect(rich.jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'A title',
      datePublished: '2026-01-02T00:00:00.000Z',
      dateModified: '2026-01-03T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Ada', url: 'https://quire.example/@ada' },
      image: ['https://quire.example/media/img1'],
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.post-body' },
    });
  });

  it('describes with the subtitle, else the excerpt, at most 160 characters', () => {
    expect(storyHead({ ...base, subtitle: 'Sub' }).description).toBe('Sub');
    expect(storyHead(base).description).toBe('First words of the story.');
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        expect(summarize(text).length).toBeLessThanOrEqual(160);
      }),
    );
  });
});
