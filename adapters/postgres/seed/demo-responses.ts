// The demo corpus's responses (issue 16), so a newcomer sees conversations at first start: responses and replies
// (to depth 3) on many corpus stories — maya_chen's among them — from the corpus's other users, with short
// realistic bodies; one story whose discussion is closed and one hidden response (on a story of maya_chen's, hidden
// by her). Responses are posts (type RESPONSE, published); their parents' counts come from migration 0024's
// trigger as they are inserted, level by level. Derived from the corpus and `now` with a seeded generator and no
// clock, so the same seed always gives the same conversations.
import type { Paragraph } from '../../../core/content/paragraph.ts';
import { readingTimeMinutes } from '../../../core/format/reading-time.ts';
import { responseTitle } from '../../../core/responses/responses.ts';
import type { NewPost } from '../database.types.ts';
import type { DemoCorpus, DemoPost } from './corpus.types.ts';

export const DEMO_RESPONDED_WRITER = 'maya_chen';

const HOUR_MS = 3_600_000;

const OPENERS = [
  'This is the clearest explanation of {topic} I have read in a while.',
  'I have been thinking about exactly this for weeks.',
  'Thank you for writing this.',
  'I disagree with part of this, but respectfully.',
  'Saving this to share with my team.',
  'The part about {topic} really landed for me.',
  'Great piece — a question, though.',
  'I tried something similar last year.',
] as const;
const MIDDLES = [
  'The example in the middle made it click: it is the small habits that add up, not the big plans.',
  'What surprised me most was how little it took to get started once the first step was written down.',
  'I wonder how this holds up on a larger team, where the same idea has to survive a dozen opinions.',
  'In my experience the hard part is not knowing what to do but doing it on the third boring week.',
  'Would you write a follow-up on what went wrong along the way? Those stories teach me the most.',
  'I would add one thing: measure before and after, or it is easy to fool yourself.',
] as const;
const REPLIES = [
  'Agreed, and well put.',
  'Same here — the third week is where it falls apart for me too.',
  'Good question. I think it depends on who owns the decision.',
  'Thanks for adding this; I had not thought about measuring it.',
  'I had the opposite experience, oddly enough.',
  'This thread is better than most articles on the topic.',
] as const;

/** mulberry32: a small deterministic generator from a 32-bit seed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const paragraphs = (texts: readonly string[], id: string): Paragraph[] => texts.map((text, i) => ({ name: `${id.slice(-6)}${i}`, type: 'P', text, markups: [] }));

/** A published response's columns, whatever it answers: its body, title, reading time and times. */
function responseRow(id: string, creatorId: string, at: Date, texts: readonly string[]) {
  const body = paragraphs(texts, id);
  return {
    id,
    creatorId,
    title: responseTitle(body),
    subtitle: '',
    slug: '',
    body: JSON.stringify(body),
    readingTime: readingTimeMinutes(body, '', ''),
    publishedAt: at,
    latestPublishedAt: at,
    createdAt: at,
    updatedAt: at,
    type: 'RESPONSE' as const,
  };
}

type DemoResponse = NewPost & { id: string; creatorId: string; publishedAt: Date; inResponseToPostId: string };

export type DemoResponses = {
  /** Responses by depth: insert [0] before [1] before [2], so every parent exists when its replies arrive. */
  levels: DemoResponse[][];
  /** The story whose author closed discussion. */
  closedStoryId: string;
  /** The hidden response, and the story it answers. */
  hidden: { responseId: string; storyId: string };
};

export function demoResponsesOf(corpus: DemoCorpus, now: Date): DemoResponses {
  const random = generator(0x5e5f0);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const maya = corpus.users.find((u) => u.username === DEMO_RESPONDED_WRITER);
  const readable = corpus.posts.filter((p) => p.publishedAt !== null && p.publishedAt.getTime() < now.getTime()).sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || (a.id < b.id ? -1 : 1));
  const mayas = readable.filter((p) => p.creatorId === maya?.id);
  const others = readable.filter((p) => p.creatorId !== maya?.id);
  const stories: DemoPost[] = [...mayas, ...others.filter((_, i) => i % 3 === 0).slice(0, 60)];
  const responders = corpus.users.filter((u) => u.id !== maya?.id);
  const topicName = (post: DemoPost) => corpus.topics.find((t) => t.id === post.primaryTopicId)?.name.toLowerCase() ?? 'this';

  const levels: DemoResponse[][] = [[], [], []];
  let counter = 0;
  const make = (story: DemoPost, parent: { id: string; creatorId: string; at: Date }, depth: number, texts: string[]): DemoResponse => {
    const id = `fe5c${(counter++).toString(16).padStart(8, '0')}`;
    const authors = responders.filter((u) => u.id !== parent.creatorId);
    const author = pick(authors.length > 0 ? authors : responders);
    const at = new Date(Math.min(now.getTime() - 60_000, parent.at.getTime() + Math.ceil(random() * 48) * HOUR_MS));
    const row: DemoResponse = { ...responseRow(id, author.id, at, texts), inResponseToPostId: parent.id, responseRootId: story.id, responseDepth: depth };
    levels[depth - 1]!.push(row);
    return row;
  };

  for (const story of stories) {
    const topic = topicName(story);
    const count = 1 + Math.floor(random() * (story.creatorId === maya?.id ? 5 : 3));
    for (let i = 0; i < count; i++) {
      const response = make(story, { id: story.id, creatorId: story.creatorId, at: story.publishedAt! }, 1, [pick(OPENERS).replace('{topic}', topic), pick(MIDDLES)]);
      if (random() < 0.5) {
        const reply = make(story, { id: response.id, creatorId: response.creatorId, at: response.publishedAt }, 2, [pick(REPLIES)]);
        if (random() < 0.5) make(story, { id: reply.id, creatorId: reply.creatorId, at: reply.publishedAt }, 3, [pick(REPLIES)]);
      }
    }
  }

  // One hidden response: on maya_chen's newest story, hidden by her.
  const hiddenStory = mayas[0] ?? stories[0]!;
  const hiddenRow = levels[0]!.find((r) => r.inResponseToPostId === hiddenStory.id)!;
  hiddenRow.hiddenAt = hiddenRow.publishedAt;
  hiddenRow.hiddenBy = hiddenStory.creatorId;
  // One story with discussion closed: not one of maya_chen's (the walkthrough responds to hers).
  const closedStoryId = (others[0] ?? stories[stories.length - 1]!).id;
  return { levels, closedStoryId, hidden: { responseId: hiddenRow.id, storyId: hiddenStory.id } };
}

/** A response to a list (migration 0026): its parent is the list, and so is its thread's root. */
type DemoListResponse = NewPost & { id: string; creatorId: string; publishedAt: Date };

const LIST_RESPONSES = [
  'Thank you for putting this together: I found two writers here I now follow.',
  'A good order to read them in, too. The third one changed how I think about the first.',
  'I would add a story or two on the same theme, but this is a fine start.',
  'Saved the whole list for the weekend.',
] as const;

/**
 * A few responses on each of the readers' public lists, and a reply from the list's owner under the first, so a
 * newcomer opening a list sees a conversation (reader-experience §3 Catalog.responses). Level 1 then level 2.
 */
export function demoListResponsesOf(lists: readonly { id: string; userId: string; type: string; visibility: string; createdAt: Date }[], corpus: DemoCorpus, now: Date): DemoListResponse[][] {
  const random = generator(0x115f0);
  const levels: DemoListResponse[][] = [[], []];
  let counter = 0;
  const make = (list: { id: string }, parentId: string | null, creatorId: string, at: Date, text: string): DemoListResponse => {
    const id = `f15c${(counter++).toString(16).padStart(8, '0')}`;
    const row: DemoListResponse = {
      ...responseRow(id, creatorId, at, [text]),
      inResponseToPostId: parentId,
      inResponseToCatalogId: parentId === null ? list.id : null,
      responseRootCatalogId: list.id,
      responseDepth: parentId === null ? 1 : 2,
    };
    levels[parentId === null ? 0 : 1]!.push(row);
    return row;
  };
  for (const list of lists) {
    if (list.type !== 'LISTS' || list.visibility !== 'PUBLIC') continue;
    const responders = corpus.users.filter((u) => u.id !== list.userId && u.createdAt.getTime() <= now.getTime());
    if (responders.length === 0) continue;
    const count = 1 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) {
      const author = responders[Math.floor(random() * responders.length)]!;
      const at = new Date(Math.min(now.getTime() - 60_000, list.createdAt.getTime() + (i + 1) * 6 * HOUR_MS));
      const response = make(list, null, author.id, at, LIST_RESPONSES[(i + counter) % LIST_RESPONSES.length]!);
      if (i === 0) make(list, response.id, list.userId, new Date(Math.min(now.getTime() - 30_000, at.getTime() + HOUR_MS)), 'Glad it helped: more to come.');
    }
  }
  return levels;
}
