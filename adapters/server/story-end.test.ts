// Issue 18: the end of a story (More from the writer and the publication, the reader's mutes applied) and a story
// page's head (canonical on the configured origin whatever the Host, Open Graph, Twitter, JSON-LD escaped) — on
// PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MORE_FROM_COUNT, selectStoryEnd, storyEndReadLimits } from '../../core/stories/story-end.ts';
import { postsRepository } from '../postgres/posts.repository.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';
import { DEFAULT_EDGE_CACHE } from './edge-cache/edge-cache.server.ts';

const ORIGIN = 'https://quire.example';

const STORY_END = /* GraphQL */ `
  query E($id: ID!) {
    post(id: $id) {
      id
      storyEnd {
        moreFromWriter { id creator { id } collection { id } statusForCollection firstPublishedAt }
        moreFromPublication { id creator { id } collection { id } statusForCollection firstPublishedAt }
      }
    }
  }
`;

type Card = { id: string; creator: { id: string }; collection: { id: string } | null; statusForCollection: string | null; firstPublishedAt: number };

/** The attributes of the head's tags, and its JSON-LD blocks' raw text. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (re: RegExp) => re.exec(head)?.[1] ?? null;
  const meta = (key: string) => attr(new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { head, canonical: attr(/<link rel="canonical" href="([^"]*)">/), meta, jsonLd };
}

const unescapeHtml = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

for (const factory of testStores()) {
  describe(`issue 18 story end and story head on ${factory.name}`, () => {
    let store: Store;
    let app: App;
    /** A published story whose writer has more than five, in a publication with stories by others. */
    let story: { id: string; creatorId: string; publicationId: string };

    const listed = sql<boolean>`published_at is not null and visibility <> 'UNLISTED' and suspended_at is null and deleted_at is null and type = 'STORY'`;

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, publicOrigin: ORIGIN });
      const { rows } = await sql<{ id: string; creatorId: string; publicationId: string }>`
        select p.id, p.creator_id, p.publication_id from posts p
        where p.status_for_collection = 'APPROVED' and ${listed}
          and (select count(*) from posts w where w.creator_id = p.creator_id and w.published_at is not null) > 5
          and (select count(distinct o.creator_id) from posts o where o.publication_id = p.publication_id and o.status_for_collection = 'APPROVED') > 1
        order by p.published_at desc limit 1`.execute(store.db);
      expect(rows[0], 'the demo corpus has a prolific writer in a publication').toBeDefined();
      story = rows[0]!;
    });
    afterAll(async () => {
      await store.close();
    });

    it('shows four of the writer’s other stories, newest first, never the story itself', async () => {
      const end = (await anonymous(app).op(STORY_END, { id: story.id })).storyEnd as { moreFromWriter: Card[]; moreFromPublication: Card[] };
      expect(end.moreFromWriter).toHaveLength(MORE_FROM_COUNT);
      expect(end.moreFromWriter.every((c) => c.creator.id === story.creatorId)).toBe(true);
      expect(end.moreFromWriter.map((c) => c.id)).not.toContain(story.id);
      const dates = end.moreFromWriter.map((c) => c.firstPublishedAt);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      // They are the newest four: no other listed story of the writer is newer than the last shown.
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from posts where creator_id = ${story.creatorId} and id <> ${story.id}
        and ${listed} and published_at > to_timestamp(${dates.at(-1)! / 1000})`.execute(store.db);
      expect(rows[0]!.n).toBeLessThan(MORE_FROM_COUNT);
    });

    it('shows the publication’s other accepted stories, none repeated from the writer’s section', async () => {
      const end = (await anonymous(app).op(STORY_END, { id: story.id })).storyEnd as { moreFromWriter: Card[]; moreFromPublication: Card[] };
      expect(end.moreFromPublication.length).toBeGreaterThan(0);
      expect(end.moreFromPublication.length).toBeLessThanOrEqual(MORE_FROM_COUNT);
      for (const c of end.moreFromPublication) {
        expect(c.collection?.id).toBe(story.publicationId);
        expect(c.statusForCollection).toBe('APPROVED');
        expect(c.id).not.toBe(story.id);
      }
      const writers = new Set(end.moreFromWriter.map((c) => c.id));
      expect(end.moreFromPublication.filter((c) => writers.has(c.id))).toEqual([]);
    });

    it('leaves out what the reader muted: the writer’s section, and a muted writer’s stories in the publication', async () => {
      const reader = await signedIn(app, 'lena_fischer');
      const lenaId = (await store.db.selectFrom('users').select('id').where('username', '=', 'lena_fischer').executeTakeFirstOrThrow()).id;
      // A story lena did not write, so she may mute its writer.
      const before = (await reader.op(STORY_END, { id: story.id })).storyEnd as { moreFromWriter: Card[]; moreFromPublication: Card[] };
      expect(story.creatorId).not.toBe(lenaId);
      const other = before.moreFromPublication.find((c) => c.creator.id !== story.creatorId && c.creator.id !== lenaId);
      await reader.op(`mutation M($id: ID!) { muteUser(targetUserId: $id) { id } }`, { id: story.creatorId });
      if (other) await reader.op(`mutation M($id: ID!) { muteUser(targetUserId: $id) { id } }`, { id: other.creator.id });
      const after = (await reader.op(STORY_END, { id: story.id })).storyEnd as { moreFromWriter: Card[]; moreFromPublication: Card[] };
      expect(after.moreFromWriter).toEqual([]);
      expect(after.moreFromPublication.filter((c) => c.creator.id === story.creatorId || c.creator.id === other?.creator.id)).toEqual([]);
      // Issue 19: the end is read as everyone sees it and lena's mutes applied after; the sections are exactly what
      // reading them with her mutes in the store gives (a list cut short is read again).
      const direct = await postsRepository(store.db).storyEndCandidates(story, storyEndReadLimits(), lenaId);
      const mutes = { writerIds: new Set([story.creatorId, ...(other ? [other.creator.id] : [])]), publicationIds: new Set<string>() };
      const expected = selectStoryEnd(story, direct.byWriter, direct.inPublication, mutes);
      expect(after.moreFromPublication.map((c) => c.id)).toEqual(expected.moreFromPublication.map((p) => p.id));
      expect(after.moreFromPublication.length).toBe(Math.min(MORE_FROM_COUNT, expected.moreFromPublication.length));
      // Muting the publication empties its section.
      await reader.op(`mutation M($id: ID!) { muteCollection(targetCollectionId: $id) { id } }`, { id: story.publicationId });
      const muted = (await reader.op(STORY_END, { id: story.id })).storyEnd as { moreFromWriter: Card[]; moreFromPublication: Card[] };
      expect(muted.moreFromPublication).toEqual([]);
      // A logged-out reader is unaffected by lena's mutes.
      const anon = (await anonymous(app).op(STORY_END, { id: story.id })).storyEnd as { moreFromWriter: Card[] };
      expect(anon.moreFromWriter).toHaveLength(MORE_FROM_COUNT);
    });

    it('renders the story’s end in the page itself: the author card and More from the writer and the publication', async () => {
      const url = (await anonymous(app).op(`query U($id: ID!) { post(id: $id) { url creator { name } collection { name } } }`, { id: story.id })) as {
        url: string;
        creator: { name: string };
        collection: { name: string };
      };
      const html = await (await anonymous(app).get(url.url)).text();
      const text = unescapeHtml(html);
      expect(text).toContain(`Written by ${url.creator.name}`);
      expect(text).toContain(`More from ${url.creator.name}`);
      expect(text).toContain(`Published in ${url.collection.name}`);
      expect(text).toContain(`More from ${url.collection.name}`);
      // The cards' data is in the preloaded cache: the browser does not ask again.
      expect(html).toContain('StoryEndQuery');
    });

    it('builds the head from the configured origin even when the Host header is forged', async () => {
      const { url } = (await anonymous(app).op(`query U($id: ID!) { post(id: $id) { url } }`, { id: story.id })) as { url: string };
      const forged = await app.fetch(new Request(`http://evil.example${url}`, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } }));
      expect(forged.status).toBe(200);
      const html = await forged.text();
      const head = headOf(html);
      expect(head.canonical).toBe(`${ORIGIN}${url}`);
      expect(head.head).not.toContain('evil.example');
      expect(head.meta('og:url')).toBe(`${ORIGIN}${url}`);
      expect(head.meta('og:type')).toBe('article');
      expect(head.meta('og:title')).toBeTruthy();
      expect(head.meta('description')).toBe(head.meta('og:description'));
      expect(head.meta('article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(head.meta('article:author')).toMatch(new RegExp(`^${ORIGIN}/@`));
      expect(['summary', 'summary_large_image']).toContain(head.meta('twitter:card'));
      expect(head.jsonLd).toHaveLength(1);
      const article = JSON.parse(head.jsonLd[0]!) as Record<string, any>;
      expect(article['@type']).toBe('Article');
      expect(article.url).toBe(`${ORIGIN}${url}`);
      expect(article.author).toMatchObject({ '@type': 'Person' });
      expect(article.author.url).toMatch(new RegExp(`^${ORIGIN}/@`));
      expect(article.publisher['@type']).toBe('Organization');
    });

    it('marks a story with a preview image as a large-image card with og:image on the origin', async () => {
      const withImage = await store.db
        .selectFrom('posts')
        .select(['id'])
        .where('previewImage', 'is not', null)
        .where(listed)
        .orderBy('publishedAt', 'desc')
        .executeTakeFirst();
      if (!withImage) return;
      const { url } = (await anonymous(app).op(`query U($id: ID!) { post(id: $id) { url } }`, { id: withImage.id })) as { url: string };
      const head = headOf(await (await anonymous(app).get(url)).text());
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect(head.meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/media/`));
    });

    it('marks a member-only story as paywalled content (isAccessibleForFree false with hasPart)', async () => {
      const locked = await store.db.selectFrom('posts').select(['id']).where('isLocked', '=', true).where(listed).executeTakeFirst();
      expect(locked, 'the demo corpus has a member-only story').toBeDefined();
      const { url } = (await anonymous(app).op(`query U($id: ID!) { post(id: $id) { url } }`, { id: locked!.id })) as { url: string };
      const article = JSON.parse(headOf(await (await anonymous(app).get(url)).text()).jsonLd[0]!) as Record<string, any>;
      expect(article.isAccessibleForFree).toBe(false);
      expect(article.hasPart).toEqual({ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.post-body' });
    });

    it('a new story by the writer purges their cached story pages: the next load shows it in More from the writer', async () => {
      // The in-process page cache on, as a server runs it (the suite's own app has none).
      const cached = testApp(store, { devSignIn: true, publicOrigin: ORIGIN, edgeCache: DEFAULT_EDGE_CACHE });
      const writer = await signedIn(cached, 'maya_chen');
      const mayaId = (await store.db.selectFrom('users').select('id').where('username', '=', 'maya_chen').executeTakeFirstOrThrow()).id;
      const row = await store.db.selectFrom('posts').select('id').where('creatorId', '=', mayaId).where(listed).orderBy('publishedAt', 'desc').executeTakeFirstOrThrow();
      const get = (path: string) => cached.fetch(new Request(`http://localhost${path}`), { remoteAddress: '127.0.0.1' });
      const url = new URL((await get(`/p/${row.id}`)).headers.get('location') ?? `/p/${row.id}`, 'http://localhost').pathname;
      await get(url);
      const hit = await get(url);
      expect(hit.headers.get('x-quire-cache')).toBe('HIT');
      const title = `A brand new story ${factory.name}`;
      const created = await writer.op(
        `mutation C($input: CreateDraftInput!) { createDraft(input: $input) { __typename ... on DraftSaved { post { id revision } } } }`,
        { input: { title, subtitle: '', body: JSON.stringify([{ name: 'p0', type: 'P', text: 'Its first paragraph.', markups: [] }]) } },
      );
      expect(created.__typename).toBe('DraftSaved');
      const published = await writer.op(
        `mutation P($input: PublishPostInput!) { publishPost(input: $input) { __typename } }`,
        { input: { postId: created.post.id, revision: created.post.revision, tags: [], isLocked: false, license: 'ALL_RIGHTS_RESERVED', publicationId: null } },
      );
      expect(published.__typename).toBe('PostPublished');
      const after = await get(url);
      expect(after.headers.get('x-quire-cache')).toBe('MISS');
      expect(unescapeHtml(await after.text())).toContain(title);
    });

    it('escapes a hostile title in the JSON-LD: no </script> breaks out, and it parses back to the title', async () => {
      const hostile = `</script><script>alert(1)</script><!-- "quoted" & \u2028`;
      await store.db.updateTable('posts').set({ title: hostile }).where('id', '=', story.id).execute();
      const { url } = (await anonymous(app).op(`query U($id: ID!) { post(id: $id) { url } }`, { id: story.id })) as { url: string };
      const html = await (await anonymous(app).get(url)).text();
      expect(html).not.toContain('<script>alert(1)');
      const head = headOf(html);
      expect(head.jsonLd).toHaveLength(1);
      expect((JSON.parse(head.jsonLd[0]!) as { headline: string }).headline).toBe(hostile);
      expect(unescapeHtml(head.meta('og:title') ?? '')).toBe(hostile);
    });
  });
}
