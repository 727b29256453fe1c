// Issue 2: the deterministic demo corpus. Checks the invariants the seed, the feeds and the README rely on.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEMO_USERS, generateDemoCorpus } from '../adapters/postgres/seed/corpus.ts';
import type { DemoCorpus } from '../adapters/postgres/seed/corpus.types.ts';
import { MARKUP_TYPES, PARAGRAPH_TYPES, parseBody } from '../core/content/paragraph.ts';
import type { Paragraph } from '../core/content/paragraph.ts';
import { slugify } from '../core/content/post-id.ts';
import { readingTimeMinutes } from '../core/format/reading-time.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const SEED = 20261121;
const DAY_MS = 86_400_000;
const HEX12 = /^[0-9a-f]{12}$/;
const USERNAME = /^[a-z0-9_]{3,30}$/;

const corpus = generateDemoCorpus({ seed: SEED, now: NOW });

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const dups = new Set<T>();
  for (const v of values) (seen.has(v) ? dups : seen).add(v);
  return [...dups];
}

function time(d: Date | string | null | undefined): number {
  if (d === null || d === undefined) throw new Error('expected a date');
  return new Date(d).getTime();
}

function typesOf(body: readonly Paragraph[]): Set<string> {
  return new Set(body.map((p) => p.type));
}

/** Every invariant that must hold for any seed; throws (via expect) on the first violation. */
function expectInvariants(c: DemoCorpus, now: Date): void {
  const nowMs = now.getTime();
  const userIds = new Set(c.users.map((u) => u.id));
  const pubIds = new Set(c.publications.map((p) => p.id));
  const topicIds = new Set(c.topics.map((t) => t.id));
  const tagSlugs = new Set(c.tags.map((t) => t.slug));

  // Counts
  const writersWithPosts = new Set(c.posts.map((p) => p.creatorId));
  expect(writersWithPosts.size).toBeGreaterThanOrEqual(60);
  expect(c.publications).toHaveLength(8);
  expect(c.posts).toHaveLength(600);
  expect(c.topics).toHaveLength(20);
  expect(c.tags.length).toBeGreaterThanOrEqual(50);

  // Uniqueness and id shapes
  expect(duplicates(c.users.map((u) => u.id))).toEqual([]);
  expect(duplicates(c.users.map((u) => u.username))).toEqual([]);
  expect(duplicates(c.posts.map((p) => p.id))).toEqual([]);
  expect(duplicates(c.posts.map((p) => p.slug))).toEqual([]);
  expect(duplicates(c.publications.map((p) => p.slug))).toEqual([]);
  expect(duplicates(c.topics.map((t) => t.slug))).toEqual([]);
  expect(duplicates(c.tags.map((t) => t.slug))).toEqual([]);
  expect(duplicates([...c.users.map((u) => u.id), ...c.publications.map((p) => p.id), ...c.topics.map((t) => t.id)])).toEqual([]);
  for (const id of [...c.posts.map((p) => p.id), ...c.topics.map((t) => t.id)]) expect(id).toMatch(HEX12);

  // Users
  for (const u of c.users) {
    expect(u.username).toMatch(USERNAME);
    expect(u.email).toBe(`${u.username}@example.com`);
    expect(u.imageId).toBeNull();
    expect(u.name).toMatch(/^\S+ \S+/);
    expect(u.bio).toMatch(/^[A-Z].*\.$/);
    expect(time(u.createdAt)).toBeLessThanOrEqual(nowMs);
    expect(time(u.createdAt)).toBeGreaterThanOrEqual(nowMs - 3 * 366 * DAY_MS);
  }

  // Publications, editors, navigation
  for (const p of c.publications) {
    expect(p.headerColor).toMatch(/^[0-9a-f]{6}$/i);
    expect(p.avatarId).toBeNull();
    expect(p.domain).toBeNull();
    const staff = c.editors.filter((e) => e.publicationId === p.id);
    expect(staff.filter((e) => e.role === 'OWNER')).toHaveLength(1);
    const editorCount = staff.filter((e) => e.role === 'EDITOR').length;
    const writerCount = staff.filter((e) => e.role === 'WRITER').length;
    expect(editorCount).toBeGreaterThanOrEqual(1);
    expect(editorCount).toBeLessThanOrEqual(3);
    expect(writerCount).toBeGreaterThanOrEqual(2);
    expect(writerCount).toBeLessThanOrEqual(6);
    expect(duplicates(staff.map((e) => e.userId))).toEqual([]);
    for (const e of staff) expect(userIds.has(e.userId)).toBe(true);

    const nav = c.navigationItems.filter((n) => n.publicationId === p.id);
    expect(nav.length).toBeGreaterThanOrEqual(3);
    expect(nav.length).toBeLessThanOrEqual(6);
    expect(nav.map((n) => n.position)).toEqual(nav.map((_, i) => i));
    const external = nav.filter((n) => n.destination === 'EXTERNAL_URL');
    expect(external.length).toBeLessThanOrEqual(1);
    if (external.length === 1) expect(nav.at(-1)?.destination).toBe('EXTERNAL_URL');
    for (const n of nav) {
      if (['ABOUT', 'LATEST', 'TRENDING', 'ARCHIVE'].includes(n.destination)) expect(n.value).toBe('');
      if (n.destination === 'TAG_FEED') expect(tagSlugs.has(n.value)).toBe(true);
      if (n.destination === 'EXTERNAL_URL') expect(n.value).toMatch(/^https:\/\/example\.org\//);
      if (n.destination === 'SECTION' || n.destination === 'PAGE') expect(n.value).toMatch(/^[a-z0-9-]+$/);
    }
  }

  // Posts
  let locked = 0;
  let inPublication = 0;
  let showcase = 0;
  const paragraphTypes = new Map<string, number>();
  const markupTypes = new Map<string, number>();
  for (const post of c.posts) {
    expect(userIds.has(post.creatorId)).toBe(true);
    expect(post.slug).toBe(slugify(post.title));
    expect(post.title).not.toMatch(/lorem|ipsum/i);
    expect(post.subtitle).toMatch(/^[A-Z].*\.$/);
    expect(post.body.length).toBeGreaterThanOrEqual(6);
    expect(post.body.length).toBeLessThanOrEqual(30);
    expect(post.readingTime).toBe(readingTimeMinutes(post.body, post.title, post.subtitle));
    expect(post.isLocked).toBe(post.visibility === 'LOCKED');
    if (post.isLocked) locked++;
    expect(topicIds.has(post.primaryTopicId ?? '')).toBe(true);

    if (post.publicationId === null || post.publicationId === undefined) {
      expect(post.statusForCollection).toBeNull();
    } else {
      inPublication++;
      expect(pubIds.has(post.publicationId)).toBe(true);
      expect(['APPROVED', 'PENDING']).toContain(post.statusForCollection);
      const member = c.editors.some((e) => e.publicationId === post.publicationId && e.userId === post.creatorId);
      expect(member).toBe(true);
    }

    // Dates: never after now; created ≤ published ≤ latest published ≤ updated.
    const created = time(post.createdAt);
    const updated = time(post.updatedAt);
    expect(updated).toBeLessThanOrEqual(nowMs);
    expect(created).toBeLessThanOrEqual(updated);
    if (post.publishedAt === null) {
      expect(post.latestPublishedAt).toBeNull();
    } else {
      const published = time(post.publishedAt);
      const latest = time(post.latestPublishedAt);
      expect(created).toBeLessThanOrEqual(published);
      expect(published).toBeLessThanOrEqual(latest);
      expect(latest).toBeLessThanOrEqual(updated);
      expect(latest).toBeLessThanOrEqual(nowMs);
      expect(published).toBeGreaterThanOrEqual(nowMs - 541 * DAY_MS);
    }

    // Body
    expect(parseBody(post.body)).toEqual({ ok: true, body: post.body });
    expect(duplicates(post.body.map((p) => p.name))).toEqual([]);
    const firstImage = post.body.find((p) => p.type === 'IMG');
    expect(post.previewImageId).toBe(firstImage?.metadata?.id ?? null);
    for (const p of post.body) {
      paragraphTypes.set(p.type, (paragraphTypes.get(p.type) ?? 0) + 1);
      expect(p.name).toMatch(/^[0-9a-f]{4}$/);
      if (p.type === 'HR') expect(p.text).toBe('');
      if (p.type === 'IMG') {
        expect(p.metadata?.id).toMatch(/^demo-[0-9a-f]{12}$/);
        expect(p.metadata?.originalWidth).toBeGreaterThanOrEqual(1200);
        expect(p.metadata?.originalWidth).toBeLessThanOrEqual(2400);
        expect(p.metadata?.originalHeight).toBeGreaterThanOrEqual(600);
        expect(p.metadata?.originalHeight).toBeLessThanOrEqual(1600);
        expect(p.metadata?.alt).toMatch(/^[A-Z].+\.$/);
      } else {
        expect(p.metadata).toBeUndefined();
      }
      if (p.type === 'P') expect(p.text).not.toMatch(/lorem|ipsum|\{\w+\}/i);
      for (const m of p.markups) {
        markupTypes.set(m.type, (markupTypes.get(m.type) ?? 0) + 1);
        expect(m.start).toBeLessThan(m.end);
        expect(m.end).toBeLessThanOrEqual(p.text.length);
        // Word boundaries: no letter or digit continues a word across either edge.
        expect(/[A-Za-z0-9]/.test(p.text[m.start - 1] ?? ' ') && /[A-Za-z0-9]/.test(p.text[m.start] ?? ' ')).toBe(false);
        expect(/[A-Za-z0-9]/.test(p.text[m.end - 1] ?? ' ') && /[A-Za-z0-9]/.test(p.text[m.end] ?? ' ')).toBe(false);
        if (m.type === 'A') expect(m.href).toMatch(/^(https:\/\/example\.org\/|\/@[a-z0-9_]+$)/);
      }
    }
    // Lists come in runs of 3–5 items.
    let run = 0;
    let runType = '';
    for (const p of [...post.body, null]) {
      const t = p?.type ?? '';
      if (t === runType && (t === 'OLI' || t === 'ULI')) {
        run++;
        continue;
      }
      if (runType === 'OLI' || runType === 'ULI') {
        expect(run).toBeGreaterThanOrEqual(3);
        expect(run).toBeLessThanOrEqual(5);
      }
      runType = t;
      run = 1;
    }
    if (PARAGRAPH_TYPES.every((t) => typesOf(post.body).has(t))) showcase++;
  }
  for (const t of PARAGRAPH_TYPES) expect(paragraphTypes.get(t) ?? 0, `paragraph type ${t}`).toBeGreaterThanOrEqual(20);
  for (const t of MARKUP_TYPES) expect(markupTypes.get(t) ?? 0, `markup type ${t}`).toBeGreaterThanOrEqual(20);
  expect(showcase).toBeGreaterThanOrEqual(20);
  expect(locked / c.posts.length).toBeGreaterThan(0.1);
  expect(locked / c.posts.length).toBeLessThan(0.3);
  expect(inPublication / c.posts.length).toBeGreaterThan(0.3);
  expect(inPublication / c.posts.length).toBeLessThan(0.5);

  // Post topics and tags
  const postIds = new Set(c.posts.map((p) => p.id));
  for (const post of c.posts) {
    const topics = c.postTopics.filter((pt) => pt.postId === post.id).map((pt) => pt.topicId);
    expect(topics).toContain(post.primaryTopicId);
    expect(topics.length).toBeLessThanOrEqual(3);
    expect(duplicates(topics)).toEqual([]);
    const tags = c.postTags.filter((pt) => pt.postId === post.id);
    expect(tags.length).toBeGreaterThanOrEqual(1);
    expect(tags.length).toBeLessThanOrEqual(5);
    expect(tags.map((t) => t.position)).toEqual(tags.map((_, i) => i));
    expect(duplicates(tags.map((t) => t.tagSlug))).toEqual([]);
    for (const t of tags) expect(tagSlugs.has(t.tagSlug)).toBe(true);
  }
  for (const pt of c.postTopics) expect(postIds.has(pt.postId) && topicIds.has(pt.topicId)).toBe(true);

  // Follows
  for (const f of c.userFollows) {
    expect(f.followerId).not.toBe(f.followeeId);
    expect(userIds.has(f.followerId) && userIds.has(f.followeeId)).toBe(true);
    expect(time(f.createdAt)).toBeLessThanOrEqual(nowMs);
    expect(time(f.createdAt)).toBeGreaterThanOrEqual(nowMs - 365 * DAY_MS);
  }
  expect(duplicates(c.userFollows.map((f) => `${f.followerId}>${f.followeeId}`))).toEqual([]);
  for (const u of c.users) {
    const n = c.userFollows.filter((f) => f.followerId === u.id).length;
    expect(n).toBeGreaterThanOrEqual(5);
    expect(n).toBeLessThanOrEqual(30);
  }
  for (const f of c.publicationFollows) {
    expect(userIds.has(f.followerId) && pubIds.has(f.publicationId)).toBe(true);
    expect(time(f.createdAt)).toBeLessThanOrEqual(nowMs);
    expect(time(f.createdAt)).toBeGreaterThanOrEqual(nowMs - 365 * DAY_MS);
  }
  expect(duplicates(c.publicationFollows.map((f) => `${f.followerId}>${f.publicationId}`))).toEqual([]);
}

describe('issue 2 demo corpus (reader-experience §3 entities, platform-reference §3 paragraph types)', () => {
  it('has the promised sizes: ≥60 writers with posts, 8 publications, 600 posts, 20 topics', () => {
    const writers = new Set(corpus.posts.map((p) => p.creatorId));
    expect(writers.size).toBeGreaterThanOrEqual(60);
    expect(corpus.users.length).toBeGreaterThanOrEqual(writers.size);
    expect(corpus.publications).toHaveLength(8);
    expect(corpus.posts).toHaveLength(600);
    expect(corpus.topics).toHaveLength(20);
  });

  it('is deterministic: the same seed and now give deep-equal output', () => {
    expect(generateDemoCorpus({ seed: SEED, now: NOW })).toEqual(corpus);
  });

  it('differs for a different seed', () => {
    const other = generateDemoCorpus({ seed: SEED + 1, now: NOW });
    expect(other).not.toEqual(corpus);
    expect(other.posts.map((p) => p.title)).not.toEqual(corpus.posts.map((p) => p.title));
  });

  it('gives unique ids, usernames and slugs', () => {
    expect(duplicates(corpus.users.map((u) => u.username))).toEqual([]);
    expect(duplicates(corpus.posts.map((p) => p.id))).toEqual([]);
    expect(duplicates(corpus.publications.map((p) => p.slug))).toEqual([]);
    expect(duplicates(corpus.tags.map((t) => t.slug))).toEqual([]);
    for (const u of corpus.users) expect(u.username).toMatch(USERNAME);
  });

  it('gives each publication exactly one OWNER', () => {
    for (const p of corpus.publications) {
      expect(corpus.editors.filter((e) => e.publicationId === p.id && e.role === 'OWNER')).toHaveLength(1);
    }
  });

  it('uses every paragraph type and markup many times, and ≥20 posts use all twelve paragraph types', () => {
    const paragraphs = corpus.posts.flatMap((p) => p.body);
    for (const t of PARAGRAPH_TYPES) expect(paragraphs.filter((p) => p.type === t).length, t).toBeGreaterThanOrEqual(20);
    const markups = paragraphs.flatMap((p) => p.markups);
    for (const t of MARKUP_TYPES) expect(markups.filter((m) => m.type === t).length, t).toBeGreaterThanOrEqual(20);
    const complete = corpus.posts.filter((post) => PARAGRAPH_TYPES.every((t) => typesOf(post.body).has(t)));
    expect(complete.length).toBeGreaterThanOrEqual(20);
  });

  it('writes bodies that pass parseBody', () => {
    for (const post of corpus.posts) expect(parseBody(post.body).ok, post.id).toBe(true);
  });

  it('has no self-follows and no duplicate follows', () => {
    for (const f of corpus.userFollows) expect(f.followerId).not.toBe(f.followeeId);
    expect(duplicates(corpus.userFollows.map((f) => `${f.followerId}>${f.followeeId}`))).toEqual([]);
    expect(duplicates(corpus.publicationFollows.map((f) => `${f.followerId}>${f.publicationId}`))).toEqual([]);
  });

  it('never dates anything after now, and orders created ≤ published ≤ latest published ≤ updated', () => {
    const nowMs = NOW.getTime();
    const drafts = corpus.posts.filter((p) => p.publishedAt === null);
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.length).toBeLessThan(30);
    for (const p of corpus.posts) {
      expect(time(p.updatedAt)).toBeLessThanOrEqual(nowMs);
      if (p.publishedAt !== null) {
        expect(time(p.createdAt)).toBeLessThanOrEqual(time(p.publishedAt));
        expect(time(p.publishedAt)).toBeLessThanOrEqual(time(p.latestPublishedAt));
        expect(time(p.latestPublishedAt)).toBeLessThanOrEqual(time(p.updatedAt));
      } else {
        expect(p.latestPublishedAt).toBeNull();
      }
    }
    for (const d of [...corpus.users, ...corpus.userFollows, ...corpus.publicationFollows]) {
      expect(time(d.createdAt)).toBeLessThanOrEqual(nowMs);
    }
  });

  it('locks a post exactly when its visibility is LOCKED, and leaves a few unlisted', () => {
    for (const p of corpus.posts) expect(p.isLocked).toBe(p.visibility === 'LOCKED');
    const unlisted = corpus.posts.filter((p) => p.visibility === 'UNLISTED').length;
    expect(unlisted).toBeGreaterThan(0);
    expect(unlisted).toBeLessThan(60);
  });

  it('contains the README demo users as writers with many posts', () => {
    expect(DEMO_USERS).toHaveLength(4);
    for (const demo of DEMO_USERS) {
      const user = corpus.users.find((u) => u.username === demo.username);
      expect(user?.name).toBe(demo.name);
      const posts = corpus.posts.filter((p) => p.creatorId === user?.id);
      expect(posts.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('satisfies every invariant for the default seed', () => {
    expectInvariants(corpus, NOW);
  });

  it('satisfies every invariant for any seed and any now', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }),
        (seed, now) => {
          const generated = generateDemoCorpus({ seed, now });
          expectInvariants(generated, now);
          for (const demo of DEMO_USERS) expect(generated.users.some((u) => u.username === demo.username)).toBe(true);
        },
      ),
      { numRuns: 3 },
    );
  });
});
