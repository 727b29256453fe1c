// The deterministic demo corpus. Checks the invariants the seed, the feeds and the README rely on.
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

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9]/.test(c);

/**
 * Every invariant that must hold for any seed. Returns the violations found (empty when all hold), so a
 * failure lists what broke instead of stopping at the first of ~100k checks.
 */
function invariantViolations(c: DemoCorpus, now: Date): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string): void => {
    if (!ok) problems.push(problem);
  };
  const nowMs = now.getTime();
  const userIds = new Set(c.users.map((u) => u.id));
  const pubIds = new Set(c.publications.map((p) => p.id));
  const topicIds = new Set(c.topics.map((t) => t.id));
  const tagSlugs = new Set(c.tags.map((t) => t.slug));
  const staffByPub = groupBy(c.editors, (e) => e.publicationId);
  const navByPub = groupBy(c.navigationItems, (n) => n.publicationId);
  const topicsByPost = groupBy(c.postTopics, (pt) => pt.postId);
  const tagsByPost = groupBy(c.postTags, (pt) => pt.postId);
  const followsByUser = groupBy(c.userFollows, (f) => f.followerId);
  const membership = new Set(c.editors.map((e) => `${e.publicationId}/${e.userId}`));

  // Counts
  const writersWithPosts = new Set(c.posts.map((p) => p.creatorId));
  check(writersWithPosts.size >= 60, `only ${writersWithPosts.size} users have posts`);
  check(c.publications.length === 8, `${c.publications.length} publications`);
  check(c.posts.length === 600, `${c.posts.length} posts`);
  check(c.topics.length === 20, `${c.topics.length} topics`);
  check(c.tags.length >= 50, `${c.tags.length} tags`);

  // Uniqueness and id shapes
  const unique = (label: string, values: readonly string[]) => {
    const dups = duplicates(values);
    check(dups.length === 0, `duplicate ${label}: ${dups.slice(0, 3).join(', ')}`);
  };
  unique('user id', c.users.map((u) => u.id));
  unique('username', c.users.map((u) => u.username));
  unique('post id', c.posts.map((p) => p.id));
  unique('post slug', c.posts.map((p) => p.slug));
  unique('publication slug', c.publications.map((p) => p.slug));
  unique('topic slug', c.topics.map((t) => t.slug));
  unique('tag slug', c.tags.map((t) => t.slug));
  unique('entity id', [...c.users.map((u) => u.id), ...c.publications.map((p) => p.id), ...c.topics.map((t) => t.id)]);
  for (const id of [...c.posts.map((p) => p.id), ...c.topics.map((t) => t.id)]) check(HEX12.test(id), `id ${id} is not 12 hex`);

  // Users
  for (const u of c.users) {
    check(USERNAME.test(u.username), `username ${u.username}`);
    check(u.email === `${u.username}@example.com`, `email ${u.email}`);
    check(u.imageId === null, `${u.username} has an image`);
    check(/^\S+ \S+/.test(u.name), `name ${u.name}`);
    check(/^[A-Z].*\.$/.test(u.bio) && !/[.!?] /.test(u.bio), `bio is not one sentence: ${u.bio}`);
    const created = time(u.createdAt);
    check(created <= nowMs && created >= nowMs - 3 * 366 * DAY_MS, `${u.username} created outside the last 3 years`);
  }

  // Publications, editors, navigation
  for (const p of c.publications) {
    check(/^[0-9a-f]{6}$/i.test(p.headerColor ?? ''), `${p.slug} header color ${p.headerColor}`);
    check(p.avatarId === null && p.domain === null, `${p.slug} has an avatar or domain`);
    const staff = staffByPub.get(p.id) ?? [];
    const count = (role: string) => staff.filter((e) => e.role === role).length;
    check(count('OWNER') === 1, `${p.slug} has ${count('OWNER')} owners`);
    check(count('EDITOR') >= 1 && count('EDITOR') <= 3, `${p.slug} has ${count('EDITOR')} editors`);
    check(count('WRITER') >= 2 && count('WRITER') <= 6, `${p.slug} has ${count('WRITER')} writers`);
    check(duplicates(staff.map((e) => e.userId)).length === 0, `${p.slug} lists a user twice`);
    for (const e of staff) check(userIds.has(e.userId), `${p.slug} editor ${e.userId} is no user`);

    const nav = navByPub.get(p.id) ?? [];
    check(nav.length >= 3 && nav.length <= 6, `${p.slug} has ${nav.length} navigation items`);
    check(nav.every((n, i) => n.position === i), `${p.slug} navigation positions are not 0..n-1`);
    const external = nav.filter((n) => n.destination === 'EXTERNAL_URL');
    check(external.length <= 1, `${p.slug} has ${external.length} external links`);
    check(external.length === 0 || nav.at(-1)?.destination === 'EXTERNAL_URL', `${p.slug} external link is not last`);
    for (const n of nav) {
      const value = n.value;
      if (['ABOUT', 'LATEST', 'TRENDING', 'ARCHIVE'].includes(n.destination)) check(value === '', `${n.destination} value '${value}'`);
      if (n.destination === 'TAG_FEED') check(tagSlugs.has(value), `tag feed to unknown tag ${value}`);
      if (n.destination === 'EXTERNAL_URL') check(value.startsWith('https://example.org/'), `external url ${value}`);
      if (n.destination === 'SECTION' || n.destination === 'PAGE') check(/^[a-z0-9-]+$/.test(value), `${n.destination} slug ${value}`);
    }
  }

  // Posts
  let locked = 0;
  let inPublication = 0;
  let complete = 0;
  const paragraphTypes = new Map<string, number>();
  const markupTypes = new Map<string, number>();
  for (const post of c.posts) {
    const at = `post ${post.id}`;
    check(userIds.has(post.creatorId), `${at}: unknown creator`);
    check(post.slug === slugify(post.title), `${at}: slug is not slugify(title)`);
    check(!/lorem|ipsum/i.test(post.title + post.subtitle), `${at}: lorem ipsum`);
    check(/^[A-Z].*\.$/.test(post.subtitle), `${at}: subtitle '${post.subtitle}'`);
    check(post.body.length >= 6 && post.body.length <= 30, `${at}: ${post.body.length} paragraphs`);
    check(post.readingTime === readingTimeMinutes(post.body, post.title, post.subtitle), `${at}: reading time`);
    check(post.isLocked === (post.visibility === 'LOCKED'), `${at}: isLocked ${post.isLocked} with ${post.visibility}`);
    if (post.isLocked) locked++;
    check(topicIds.has(post.primaryTopicId ?? ''), `${at}: primary topic`);

    if (post.publicationId === null || post.publicationId === undefined) {
      check(post.statusForCollection === null, `${at}: status without publication`);
    } else {
      inPublication++;
      check(pubIds.has(post.publicationId), `${at}: unknown publication`);
      check(['APPROVED', 'PENDING'].includes(post.statusForCollection ?? ''), `${at}: status ${post.statusForCollection}`);
      check(membership.has(`${post.publicationId}/${post.creatorId}`), `${at}: creator is not on the publication's staff`);
    }

    // Dates: never after now; created ≤ published ≤ latest published ≤ updated.
    const created = time(post.createdAt);
    const updated = time(post.updatedAt);
    check(updated <= nowMs, `${at}: updated after now`);
    check(created <= updated, `${at}: created after updated`);
    if (post.publishedAt === null) {
      check(post.latestPublishedAt === null, `${at}: draft with latestPublishedAt`);
    } else {
      const published = time(post.publishedAt);
      const latest = time(post.latestPublishedAt);
      check(created <= published, `${at}: created after published`);
      check(published <= latest, `${at}: published after latest published`);
      check(latest <= updated, `${at}: latest published after updated`);
      check(latest <= nowMs, `${at}: published after now`);
      check(published >= nowMs - 541 * DAY_MS, `${at}: published more than 540 days ago`);
    }

    // Body
    const parsed = parseBody(post.body);
    check(parsed.ok, `${at}: body fails parseBody: ${parsed.ok ? '' : parsed.issues.join('; ')}`);
    check(duplicates(post.body.map((p) => p.name)).length === 0, `${at}: paragraph names repeat`);
    const firstImage = post.body.find((p) => p.type === 'IMG');
    check((post.previewImage?.id ?? null) === (firstImage?.metadata?.id ?? null), `${at}: preview image is not the first image`);
    for (const p of post.body) {
      const where = `${at}/${p.name}`;
      paragraphTypes.set(p.type, (paragraphTypes.get(p.type) ?? 0) + 1);
      check(/^[0-9a-f]{4}$/.test(p.name), `${where}: name`);
      if (p.type === 'HR') check(p.text === '', `${where}: HR with text`);
      if (p.type === 'IMG') {
        const m = p.metadata;
        check(/^demo-[0-9a-f]{12}$/.test(m?.id ?? ''), `${where}: image id ${m?.id}`);
        check((m?.originalWidth ?? 0) >= 1200 && (m?.originalWidth ?? 0) <= 2400, `${where}: image width`);
        check((m?.originalHeight ?? 0) >= 600 && (m?.originalHeight ?? 0) <= 1600, `${where}: image height`);
        check(/^[A-Z].+\.$/.test(m?.alt ?? ''), `${where}: alt '${m?.alt}'`);
      } else {
        check(p.metadata === undefined, `${where}: metadata on ${p.type}`);
      }
      if (p.type !== 'PRE') check(!/lorem|ipsum|[{}]/i.test(p.text), `${where}: unfilled or placeholder text '${p.text}'`);
      for (const m of p.markups) {
        markupTypes.set(m.type, (markupTypes.get(m.type) ?? 0) + 1);
        check(m.start < m.end && m.end <= p.text.length, `${where}: markup ${m.type} ${m.start}-${m.end} out of range`);
        // Word boundaries: no letter or digit continues a word across either edge.
        const cutsStart = isWordChar(p.text[m.start - 1]) && isWordChar(p.text[m.start]);
        const cutsEnd = isWordChar(p.text[m.end - 1]) && isWordChar(p.text[m.end]);
        check(!cutsStart && !cutsEnd, `${where}: markup ${m.type} cuts a word`);
        if (m.type === 'A') check(/^(https:\/\/example\.org\/|\/@[a-z0-9_]+$)/.test(m.href ?? ''), `${where}: href ${m.href}`);
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
      if (runType === 'OLI' || runType === 'ULI') check(run >= 3 && run <= 5, `${at}: ${runType} run of ${run}`);
      runType = t;
      run = 1;
    }
    if (PARAGRAPH_TYPES.every((t) => typesOf(post.body).has(t))) complete++;

    // Topics and tags
    const topics = (topicsByPost.get(post.id) ?? []).map((pt) => pt.topicId);
    check(topics.includes(post.primaryTopicId ?? ''), `${at}: primary topic missing from postTopics`);
    check(topics.length <= 3 && duplicates(topics).length === 0, `${at}: topics ${topics.join(',')}`);
    for (const t of topics) check(topicIds.has(t), `${at}: unknown topic ${t}`);
    const tags = tagsByPost.get(post.id) ?? [];
    check(tags.length >= 1 && tags.length <= 5, `${at}: ${tags.length} tags`);
    check(tags.every((t, i) => t.position === i), `${at}: tag positions are not 0..n-1`);
    check(duplicates(tags.map((t) => t.tagSlug)).length === 0, `${at}: repeated tag`);
    for (const t of tags) check(tagSlugs.has(t.tagSlug), `${at}: unknown tag ${t.tagSlug}`);
  }
  for (const t of PARAGRAPH_TYPES) check((paragraphTypes.get(t) ?? 0) >= 20, `paragraph type ${t} used ${paragraphTypes.get(t) ?? 0} times`);
  for (const t of MARKUP_TYPES) check((markupTypes.get(t) ?? 0) >= 20, `markup ${t} used ${markupTypes.get(t) ?? 0} times`);
  check(complete >= 20, `only ${complete} posts use all paragraph types`);
  check(locked / c.posts.length > 0.1 && locked / c.posts.length < 0.3, `${locked} locked posts`);
  // A real share in publications, and most posts still their writers own (it varies by seed: writers with memberships post more or less).
  check(inPublication / c.posts.length > 0.2 && inPublication / c.posts.length < 0.65, `${inPublication} posts in publications`);
  const postIds = new Set(c.posts.map((p) => p.id));
  for (const pt of c.postTopics) check(postIds.has(pt.postId), `postTopic for unknown post ${pt.postId}`);
  for (const pt of c.postTags) check(postIds.has(pt.postId), `postTag for unknown post ${pt.postId}`);

  // Follows
  const inLastYear = (d: Date | string | undefined) => time(d) <= nowMs && time(d) >= nowMs - 365 * DAY_MS;
  for (const f of c.userFollows) {
    check(f.followerId !== f.followeeId, `${f.followerId} follows themselves`);
    check(userIds.has(f.followerId) && userIds.has(f.followeeId), `follow between unknown users`);
    check(inLastYear(f.createdAt), `user follow dated outside the last year`);
  }
  unique('user follow', c.userFollows.map((f) => `${f.followerId}>${f.followeeId}`));
  for (const u of c.users) {
    const n = followsByUser.get(u.id)?.length ?? 0;
    check(n >= 5 && n <= 30, `${u.username} follows ${n} users`);
  }
  for (const f of c.publicationFollows) {
    check(userIds.has(f.followerId) && pubIds.has(f.publicationId), `publication follow with unknown ids`);
    check(inLastYear(f.createdAt), `publication follow dated outside the last year`);
  }
  unique('publication follow', c.publicationFollows.map((f) => `${f.followerId}>${f.publicationId}`));
  const perUser = groupBy(c.publicationFollows, (f) => f.followerId);
  for (const [user, follows] of perUser) check(follows.length <= 5, `${user} follows ${follows.length} publications`);

  return problems;
}

function expectInvariants(c: DemoCorpus, now: Date): void {
  expect(invariantViolations(c, now).slice(0, 20)).toEqual([]);
}

describe('the demo corpus (reader-experience §3 entities, platform-reference §3 paragraph types)', () => {
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

  it('satisfies every invariant for the default seed', { timeout: 30_000 }, () => {
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
