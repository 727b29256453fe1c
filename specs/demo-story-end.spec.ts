// Issue 18 demo corpus: at first start a story's end has something to lead on to — most published stories show a
// full 'More from {writer}', and stories in publications show 'More from {publication}' (the selection of
// core/stories/story-end.ts over the corpus's newest-first stories, as the store reads them).
import { describe, expect, it } from 'vitest';
import { generateDemoCorpus } from '../adapters/postgres/seed/corpus.ts';
import { MORE_FROM_COUNT, selectStoryEnd } from '../core/stories/story-end.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const corpus = generateDemoCorpus({ seed: 20261121, now: NOW });
const listed = corpus.posts
  .filter((p) => p.publishedAt !== null && p.visibility !== 'UNLISTED')
  .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || (a.id < b.id ? 1 : -1));

function endOf(post: (typeof listed)[number]) {
  const publicationId = post.statusForCollection === 'APPROVED' ? post.publicationId : null;
  const byWriter = listed.filter((p) => p.creatorId === post.creatorId);
  const inPublication = listed.filter((p) => publicationId !== null && p.publicationId === publicationId && p.statusForCollection === 'APPROVED');
  return selectStoryEnd({ id: post.id, creatorId: post.creatorId, publicationId }, byWriter, inPublication);
}

describe('issue 18 story end: the demo corpus', () => {
  it('shows a full More from the writer at the end of most stories', () => {
    const full = listed.filter((p) => endOf(p).moreFromWriter.length === MORE_FROM_COUNT).length;
    expect(full / listed.length).toBeGreaterThan(0.5);
  });

  it('shows More from the publication at the end of stories a publication accepted', () => {
    const inPublications = listed.filter((p) => p.statusForCollection === 'APPROVED' && p.publicationId !== null);
    expect(inPublications.length).toBeGreaterThan(10);
    const shown = inPublications.filter((p) => endOf(p).moreFromPublication.length > 0).length;
    expect(shown / inPublications.length).toBeGreaterThan(0.8);
  });
});
