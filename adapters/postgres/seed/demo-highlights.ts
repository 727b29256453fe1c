// Demo highlights and reading history (issue 16, part 4), so a newcomer sees them at first start: several
// readers highlight sentences of many published stories — on every third story the same sentence by two to five
// readers, so its 'Top highlight' shows — and the demo writer maya_chen has highlights of her own (the Library's
// Highlights tab, /@maya_chen/highlights) and a reading history. Derived from the corpus and `now` with no
// randomness; highlights stay within what every reader may read (a member-only story's preview).
import { lockedPreview } from '../../../core/content/access.ts';
import { checkHighlight, type HighlightRange } from '../../../core/highlights/highlight.ts';
import type { Paragraph } from '../../../core/content/paragraph.ts';
import type { HighlightsTable, ReadingHistoryTable } from '../database.types.ts';
import type { Insertable } from 'kysely';
import type { DemoCorpus } from './corpus.types.ts';
import { DEMO_WRITER } from './writer-stories.ts';

const HOUR_MS = 3_600_000;
/** Stories that get highlights, newest first; maya_chen's reading history length. */
const HIGHLIGHTED_STORIES = 60;
const HISTORY_LENGTH = 15;
const MAYA_HIGHLIGHTS = 12;

export type DemoHighlights = {
  highlights: Insertable<HighlightsTable>[];
  readingHistory: Insertable<ReadingHistoryTable>[];
};

/** The n-th sentence of a paragraph as a range (the whole text when it has fewer sentences). */
function sentence(paragraph: Paragraph, n: number): HighlightRange {
  const ends: number[] = [];
  const pattern = /[.!?](\s|$)/g;
  for (let match = pattern.exec(paragraph.text); match; match = pattern.exec(paragraph.text)) ends.push(match.index + 1);
  const index = Math.min(n, Math.max(0, ends.length - 1));
  const start = index === 0 ? 0 : ends[index - 1]! + 1;
  const end = ends[index] ?? paragraph.text.length;
  return { startParagraph: paragraph.name, startOffset: Math.min(start, end - 1), endParagraph: paragraph.name, endOffset: end };
}

export function demoHighlightsOf(corpus: DemoCorpus, now: Date): DemoHighlights {
  const maya = corpus.users.find((u) => u.username === DEMO_WRITER);
  const readers = corpus.users.filter((u) => u.username !== DEMO_WRITER).sort((a, b) => (a.id < b.id ? -1 : 1));
  const published = corpus.posts
    .filter((p) => p.publishedAt !== null && p.publishedAt <= now && p.visibility !== 'UNLISTED')
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || (a.id < b.id ? -1 : 1));
  const highlights: Insertable<HighlightsTable>[] = [];
  const taken = new Set<string>();
  const add = (userId: string, post: (typeof published)[number], readable: Paragraph[], range: HighlightRange, hoursAfter: number) => {
    const checked = checkHighlight(readable, range);
    const key = `${userId}|${post.id}|${range.startParagraph}|${range.startOffset}|${range.endOffset}`;
    if (!checked.ok || taken.has(key) || userId === post.creatorId) return;
    taken.add(key);
    const at = Math.min(post.publishedAt!.getTime() + hoursAfter * HOUR_MS, now.getTime() - HOUR_MS);
    highlights.push({ userId, postId: post.id, ...checked.range, quote: checked.quote, createdAt: new Date(at) });
  };

  published.slice(0, HIGHLIGHTED_STORIES).forEach((post, i) => {
    const readable = lockedPreview(post.body).filter((p) => p.type === 'P' && p.text.length > 40);
    if (readable.length === 0 || readers.length < 6) return;
    const preview = lockedPreview(post.body);
    // Every third story: one sentence several readers agree on (its Top highlight).
    if (i % 3 === 0) {
      const agreed = sentence(readable[Math.min(1, readable.length - 1)]!, 0);
      const count = 2 + (i % 4);
      for (let k = 0; k < count; k++) add(readers[(i + k * 3) % readers.length]!.id, post, preview, agreed, 2 + k);
    }
    // And one reader's own sentence on every story.
    add(readers[(i * 7 + 1) % readers.length]!.id, post, preview, sentence(readable[i % readable.length]!, 1), 5);
  });

  const readingHistory: Insertable<ReadingHistoryTable>[] = [];
  if (maya) {
    const notHers = published.filter((p) => p.creatorId !== maya.id);
    notHers.slice(0, MAYA_HIGHLIGHTS).forEach((post, i) => {
      const readable = lockedPreview(post.body).filter((p) => p.type === 'P' && p.text.length > 40);
      if (readable.length > 0) add(maya.id, post, lockedPreview(post.body), sentence(readable[0]!, i % 2), 1 + i);
    });
    notHers.slice(0, HISTORY_LENGTH).forEach((post, i) => {
      readingHistory.push({ userId: maya.id, postId: post.id, lastReadAt: new Date(now.getTime() - (i + 1) * 5 * HOUR_MS) });
    });
  }
  return { highlights, readingHistory };
}
