// The demo writer's own stories in every Your Stories state (issue 15), so /me/stories is never empty at first
// start: a newcomer signs in as maya_chen (README: the dev sign-in) and finds two drafts, one scheduled story,
// one unlisted story and one in the trash. Derived from the corpus and `now` with no randomness, so the corpus
// itself is unchanged.
import type { Paragraph } from '../../../core/content/paragraph.ts';
import { slugify } from '../../../core/content/post-id.ts';
import { readingTimeMinutes } from '../../../core/format/reading-time.ts';
import type { NewPost, NewPostTag } from '../database.types.ts';
import type { DemoCorpus } from './corpus.types.ts';

export const DEMO_WRITER = 'maya_chen';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Spec = {
  /** Hex, as post addresses need; fixed so links in docs and tests stay put. */
  id: string;
  title: string;
  subtitle: string;
  paragraphs: readonly string[];
  tags: readonly string[];
  state: 'draft' | 'scheduled' | 'unlisted' | 'trashed';
  /** Hours before `now` of the last edit. */
  editedHoursAgo: number;
};

const SPECS: readonly Spec[] = [
  {
    id: 'de5a0000d001',
    title: 'Notes toward a slower inbox',
    subtitle: 'A draft about answering fewer messages, better.',
    paragraphs: [
      'Most of what lands in my inbox can wait a day, and almost none of it needs an answer within the hour.',
      'This draft collects the rules I have been trying: two windows a day, no replies from the phone, and a short list of people who always get through.',
    ],
    tags: [],
    state: 'draft',
    editedHoursAgo: 3,
  },
  {
    id: 'de5a0000d002',
    title: 'What the garden taught me about deadlines',
    subtitle: '',
    paragraphs: ['Tomatoes do not care about the sprint calendar.'],
    tags: [],
    state: 'draft',
    editedHoursAgo: 50,
  },
  {
    id: 'de5a0000d003',
    title: 'A week without meetings, one year later',
    subtitle: 'What stuck, what quietly came back, and what I would do again.',
    paragraphs: [
      'A year ago our team tried a week with no meetings at all. This is the follow-up I promised.',
      'The short version: the written updates stayed, the standing meetings came back, and nobody misses the status calls.',
    ],
    tags: ['productivity', 'remote-work'],
    state: 'scheduled',
    editedHoursAgo: 20,
  },
  {
    id: 'de5a0000d004',
    title: 'Reading list for new team leads',
    subtitle: 'Shared with my team; unlisted so it stays out of the feeds.',
    paragraphs: ['Six books and a dozen essays I hand to everyone who starts leading a team, with a line on why each matters.'],
    tags: ['leadership'],
    state: 'unlisted',
    editedHoursAgo: 72,
  },
  {
    id: 'de5a0000d005',
    title: 'An old post about my old setup',
    subtitle: 'A draft that went nowhere: moved to the trash.',
    paragraphs: ['The desk, the keyboard and the editor I used three jobs ago, and none of them survive today.'],
    tags: [],
    state: 'trashed',
    editedHoursAgo: 24 * 30,
  },
];

function bodyOf(spec: Spec): Paragraph[] {
  return spec.paragraphs.map((text, i) => ({ name: `w${spec.id.slice(-1)}${i}`, type: 'P', text, markups: [] }));
}

/** How many stories writerStoriesOf adds to the corpus's. */
export const DEMO_WRITER_STORY_COUNT = SPECS.length;

/** The demo writer's stories and their tags; none when the corpus has no such writer or the ids are taken. */
export function writerStoriesOf(corpus: DemoCorpus, now: Date): { posts: NewPost[]; postTags: NewPostTag[] } {
  const writer = corpus.users.find((u) => u.username === DEMO_WRITER);
  const taken = new Set(corpus.posts.map((p) => p.id));
  const tagSlugs = new Set(corpus.tags.map((t) => t.slug));
  if (!writer || SPECS.some((s) => taken.has(s.id))) return { posts: [], postTags: [] };
  const posts: NewPost[] = [];
  const postTags: NewPostTag[] = [];
  for (const spec of SPECS) {
    const body = bodyOf(spec);
    const updatedAt = new Date(now.getTime() - spec.editedHoursAgo * HOUR_MS);
    const createdAt = new Date(updatedAt.getTime() - 2 * DAY_MS);
    // The trashed one was never published, so the reading feeds' checks over the seed need not know the trash.
    const published = spec.state === 'unlisted';
    const publishedAt = published ? new Date(createdAt.getTime() + HOUR_MS) : null;
    posts.push({
      id: spec.id,
      creatorId: writer.id,
      publicationId: null,
      title: spec.title,
      subtitle: spec.subtitle,
      slug: slugify(spec.title),
      body: JSON.stringify(body),
      visibility: spec.state === 'unlisted' ? 'UNLISTED' : 'PUBLIC',
      isLocked: false,
      readingTime: readingTimeMinutes(body, spec.title, spec.subtitle),
      previewImage: null,
      primaryTopicId: null,
      statusForCollection: null,
      publishedAt,
      latestPublishedAt: publishedAt,
      scheduledAt: spec.state === 'scheduled' ? new Date(now.getTime() + 2 * DAY_MS) : null,
      deletedAt: spec.state === 'trashed' ? new Date(now.getTime() - 2 * DAY_MS) : null,
      revision: spec.state === 'draft' ? 3 : 5,
      createdAt,
      updatedAt,
    });
    spec.tags
      .filter((slug) => tagSlugs.has(slug))
      .forEach((tagSlug, position) => postTags.push({ postId: spec.id, tagSlug, position }));
  }
  return { posts, postTags };
}
