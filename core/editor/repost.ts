// platform-reference §2.1 /new-story/repost/{repostId}: a new story that reposts another opens the editor with the
// reposted story linked in its first paragraph ('Reposting “{title}” by {writer}.', the title a link to the story),
// which the writer keeps, changes or deletes like any other text; the draft is made on the first keystroke.
import type { Paragraph } from '../content/paragraph.ts';

export type RepostSource = { title: string; url: string; creatorName: string };

/** The new story's first paragraph: what it reposts, linked. */
export function repostBody(source: RepostSource): Paragraph[] {
  const title = source.title.trim() || 'Untitled story';
  const lead = 'Reposting “';
  const text = `${lead}${title}” by ${source.creatorName}.`;
  return [{ name: 'rp01', type: 'P', text, markups: [{ type: 'A', start: lead.length, end: lead.length + title.length, href: source.url }] }];
}
