// Highlights and reading history (issue 16, part 4) through the fetch handler, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: every bad range answered BadRequest with its reason and nothing stored; a
// locked story highlighted only within the preview by a non-member; signed out Unauthorized; a mutation or the
// quotes path without the xsrf token refused; creates idempotent under 30 concurrent requests; the Top highlight
// once two readers agree, and the story's cached page purged when it appears; the reader's highlights paged
// newest first; the reading history recorded once per story, not while paused, nor for one's own story;
// remove with restore (Undo), and clear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paragraph } from '../../../core/content/paragraph.ts';
import { HIGHLIGHT_MESSAGES } from '../../../core/highlights/highlight.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow, testStores } from '../../postgres/testing/test-stores.ts';
import type { App } from '../app.ts';
import { DEFAULT_EDGE_CACHE } from '../edge-cache/edge-cache.server.ts';
import { anonymous, signedIn, type Browser } from '../testing/browser.ts';
import { testApp } from '../testing/test-app.ts';
import { highlightsRepository } from '../../postgres/highlights.repository.ts';
import { rateLimitsRepository } from '../../postgres/rate-limits.repository.ts';
import { readingHistoryRepository } from '../../postgres/reading-history.repository.ts';
import { createHighlightsService } from './highlights.service.ts';

const LOOPBACK = '127.0.0.1';
const ERRORS = '... on BadRequest { message } ... on Unauthorized { message } ... on NotFound { message } ... on RateLimited { message }';
const MISSING = '... on Unauthorized { message } ... on NotFound { message }';
const REFUSED = '... on BadRequest { message } ... on Unauthorized { message } ... on NotFound { message }';
const HIGHLIGHT = 'id postId startParagraph startOffset endParagraph endOffset quote createdAt post { id }';
const CREATE = `mutation CreateHighlight($input: HighlightInput!) { createHighlight(input: $input) { __typename ... on HighlightCreated { created highlight { ${HIGHLIGHT} } } ${ERRORS} } }`;
const DELETE = `mutation DeleteHighlight($id: ID!) { deleteHighlight(highlightId: $id) { __typename ... on HighlightDeleted { highlight { id } } ${MISSING} } }`;
const POST = `query P($id: ID!) { post(id: $id) { id url viewerHighlights { ${HIGHLIGHT} } topHighlight { startParagraph startOffset endParagraph endOffset quote readers } } }`;
const YOURS = `query Y($first: Int, $after: String) { yourHighlights(first: $first, after: $after) { items { id quote } nextCursor } }`;
const USERS = `query U($username: String!, $first: Int, $after: String) { userHighlights(username: $username, first: $first, after: $after) { items { id quote } nextCursor } }`;
const RECORD = `mutation R($id: ID!) { recordPostRead(postId: $id) { __typename ... on PostReadRecorded { recorded } ${MISSING} } }`;
const HISTORY = `query H($first: Int, $after: String) { readingHistory(first: $first, after: $after) { isPaused nextCursor items { lastReadAt post { id } } } }`;
const REMOVE = `mutation Rm($id: ID!) { removeFromReadingHistory(postId: $id) { __typename ... on ReadingHistoryEntryChanged { postId lastReadAt } ${REFUSED} } }`;
const RESTORE = `mutation Rs($id: ID!, $at: Float!) { restoreToReadingHistory(postId: $id, lastReadAt: $at) { __typename ... on ReadingHistoryEntryChanged { postId lastReadAt } ${REFUSED} } }`;
const CLEAR = `mutation C { clearReadingHistory { __typename ... on ReadingHistoryCleared { removed } ... on Unauthorized { message } } }`;
const PAUSE = `mutation Pz($paused: Boolean!) { setReadingHistoryPaused(paused: $paused) { __typename ... on ReadingHistoryPauseSet { paused } ... on Unauthorized { message } } }`;

type StoryRow = { id: string; creatorId: string; body: Paragraph[]; isLocked: boolean };

for (const factory of testStores()) {
  describe(`highlights and reading history on ${factory.name} (issue 16; platform-reference §2.2, §7.4, §8, §9)`, () => {
    let store: Store;
    let app: App;
    let ana: Browser;
    let ben: Browser;
    let open: StoryRow[];
    let locked: StoryRow;
    let clock: Date;
    const readers = [`hl_ana_${factory.name}`, `hl_ben_${factory.name}`];

    beforeAll(async () => {
      store = await factory.open();
      await store.db.insertInto('users').values(readers.map((u) => ({ id: u, username: u, name: u, email: `${u}@example.test` }))).execute();
      const stories = await store.db
        .selectFrom('posts')
        .select(['id', 'creatorId', 'body', 'isLocked'])
        .where('publishedAt', 'is not', null)
        .where('deletedAt', 'is', null)
        .where('suspendedAt', 'is', null)
        .where('visibility', '<>', 'UNLISTED')
        .orderBy('id')
        .execute();
      const textual = (s: StoryRow) => s.body.filter((p) => p.type === 'P' && p.text.length > 20).length >= 4;
      // Stories the demo corpus left without highlights, so each test starts from none.
      const highlighted = new Set((await store.db.selectFrom('highlights').select('postId').distinct().execute()).map((r) => r.postId));
      open = stories.filter((s) => !s.isLocked && textual(s) && !highlighted.has(s.id)).slice(0, 20);
      const lockedStory = stories.find((s) => s.isLocked && s.body.filter((p) => p.type === 'P').length > 4);
      if (open.length < 14 || !lockedStory) throw new Error('The demo corpus should hold open and locked stories with several paragraphs');
      locked = lockedStory;
      clock = seedNow();
      app = testApp(store, { devSignIn: true, now: () => clock, edgeCache: DEFAULT_EDGE_CACHE });
      ana = await signedIn(app, readers[0]!, LOOPBACK);
      ben = await signedIn(app, readers[1]!, LOOPBACK);
    });
    afterAll(async () => {
      await store?.close();
    });

    const firstText = (story: StoryRow, n = 0) => story.body.filter((p) => p.type === 'P' && p.text.length > 20)[n]!;
    const range = (paragraph: Paragraph, start: number, end: number) => ({ startParagraph: paragraph.name, startOffset: start, endParagraph: paragraph.name, endOffset: end });
    const create = (who: Browser, postId: string, r: ReturnType<typeof range>) => who.op(CREATE, { input: { postId, ...r } });

    it('answers every bad range BadRequest with its reason, and stores nothing', async () => {
      const story = open[0]!;
      const p = firstText(story);
      expect(await create(ana, story.id, range(p, 0, p.text.length + 1))).toEqual({
        __typename: 'BadRequest',
        message: HIGHLIGHT_MESSAGES.pastEnd(p.name, p.text.length),
      });
      expect(await create(ana, story.id, { ...range(p, 0, 3), startParagraph: 'no-such-paragraph' })).toEqual({ __typename: 'BadRequest', message: HIGHLIGHT_MESSAGES.unknownParagraph('no-such-paragraph') });
      expect(await create(ana, story.id, range(p, 8, 3))).toEqual({ __typename: 'BadRequest', message: HIGHLIGHT_MESSAGES.backwards });
      expect(await create(ana, 'ffffffffffff', range(p, 0, 3))).toEqual({ __typename: 'NotFound', message: 'There is no such story.' });
      expect(await store.db.selectFrom('highlights').select('id').where('userId', '=', readers[0]!).execute()).toEqual([]);
    });

    it('lets a reader who is not a member highlight a locked story only within its preview', async () => {
      const paragraphs = locked.body.filter((p) => p.type === 'P');
      const past = paragraphs[paragraphs.length - 1]!;
      expect(await create(ana, locked.id, range(past, 0, 5))).toEqual({ __typename: 'BadRequest', message: HIGHLIGHT_MESSAGES.notReadable });
      const first = paragraphs[0]!;
      expect((await create(ana, locked.id, range(first, 0, 5))).__typename).toBe('HighlightCreated');
    });

    it('answers a signed-out reader Unauthorized, and refuses a mutation or the quotes path without the xsrf token', async () => {
      const story = open[1]!;
      const p = firstText(story);
      const stranger = await anonymous(app, LOOPBACK).start();
      expect((await create(stranger, story.id, range(p, 0, 4))).__typename).toBe('Unauthorized');
      const noToken = await ana.graphql({ query: CREATE, variables: { input: { postId: story.id, ...range(p, 0, 4) } } }, { 'x-xsrf-token': null });
      expect(noToken.status).toBeGreaterThanOrEqual(400);
      expect(noToken.status).toBeLessThan(500);
      const quotePath = `/_/p/${story.id}/quotes/create`;
      const refused = await ana.fetch(quotePath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(range(p, 0, 4)) });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ ok: false, error: 'FORBIDDEN' });
      const anonymousQuote = await stranger.fetch(quotePath, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': stranger.xsrf }, body: '{}' });
      expect(anonymousQuote.status).toBe(401);
      expect(await store.db.selectFrom('highlights').select('id').where('postId', '=', story.id).execute()).toEqual([]);
    });

    it('creates by the quotes path with the token; bad JSON and bad ranges are 400 with a message', async () => {
      const story = open[2]!;
      const p = firstText(story);
      const post = (body: string) => ana.fetch(`/_/p/${story.id}/quotes/create`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': ana.xsrf }, body });
      const created = await post(JSON.stringify({ paragraphName: p.name, start: 0, end: 10 }));
      expect(created.status).toBe(201);
      expect(await created.json()).toMatchObject({ ok: true, highlight: { postId: story.id, quote: p.text.slice(0, 10) } });
      expect((await post(JSON.stringify({ paragraphName: p.name, start: 0, end: 10 }))).status).toBe(200);
      const notJson = await post('not json');
      expect(notJson.status).toBe(400);
      const past = await post(JSON.stringify(range(p, 0, p.text.length + 5)));
      expect(past.status).toBe(400);
      expect(await past.json()).toMatchObject({ message: HIGHLIGHT_MESSAGES.pastEnd(p.name, p.text.length) });
    });

    it('makes one highlight of 50 concurrent creates of one range, and deletes only the reader\'s own', async () => {
      const story = open[3]!;
      const p = firstText(story);
      const results = await Promise.all(Array.from({ length: 50 }, () => create(ana, story.id, range(p, 2, 12))));
      expect(results.every((r) => r.__typename === 'HighlightCreated')).toBe(true);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.highlight.id)).size).toBe(1);
      const id = results[0].highlight.id as string;
      expect((await ben.op(DELETE, { id })).__typename).toBe('NotFound');
      expect((await ana.op(POST, { id: story.id })).viewerHighlights.map((h: { id: string }) => h.id)).toEqual([id]);
      expect((await ana.op(DELETE, { id })).__typename).toBe('HighlightDeleted');
      expect((await ana.op(POST, { id: story.id })).viewerHighlights).toEqual([]);
    });

    it('shows the Top highlight once two readers agree, and purges the story\'s cached page when it appears', async () => {
      const story = open[4]!;
      const p = firstText(story, 1);
      const { url } = await anonymous(app).op(POST, { id: story.id });
      const page = () => app.fetch(new Request(`http://localhost${url}`), { remoteAddress: LOOPBACK });
      await page();
      expect((await page()).headers.get('x-quire-cache')).toBe('HIT');
      await create(ana, story.id, range(p, 0, 15));
      expect((await anonymous(app).op(POST, { id: story.id })).topHighlight).toBeNull();
      expect((await page()).headers.get('x-quire-cache')).toBe('HIT');
      await create(ben, story.id, range(p, 0, 15));
      const top = (await anonymous(app).op(POST, { id: story.id })).topHighlight;
      expect(top).toEqual({ ...range(p, 0, 15), quote: p.text.slice(0, 15), readers: 2 });
      const fresh = await page();
      expect(fresh.headers.get('x-quire-cache')).toBe('MISS');
      const html = await fresh.text();
      expect(html).toContain('Top highlight');
    });

    it('pages the reader\'s highlights newest first, for the Library and on their profile', async () => {
      for (let i = 5; i < 12; i++) {
        const story = open[i]!;
        clock = new Date(clock.getTime() + 1000);
        expect((await create(ben, story.id, range(firstText(story), 0, 6 + i))).__typename).toBe('HighlightCreated');
      }
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const pageOf: { items: { id: string; quote: string }[]; nextCursor: string | null } = await ben.op(YOURS, { first: 3, after });
        seen.push(...pageOf.items.map((h) => h.quote));
        if (!pageOf.nextCursor) break;
        after = pageOf.nextCursor;
      }
      expect(seen.length).toBe(new Set(seen).size);
      expect(seen.slice(0, 7)).toEqual(open.slice(5, 12).map((s, k) => firstText(s).text.slice(0, 11 + k)).reverse());
      const publicPage = await anonymous(app).op(USERS, { username: readers[1], first: 50 });
      expect(publicPage.items.map((h: { quote: string }) => h.quote)).toEqual(seen);
      expect(await anonymous(app).op(USERS, { username: 'nobody_at_all' })).toBeNull();
      const signedOut = await anonymous(app).request(YOURS);
      expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('records each story once, newest first; nothing while paused, nothing of one\'s own story', async () => {
      for (const story of open.slice(0, 4)) expect(await ana.op(RECORD, { id: story.id })).toEqual({ __typename: 'PostReadRecorded', recorded: true });
      expect(await ana.op(RECORD, { id: open[0]!.id })).toEqual({ __typename: 'PostReadRecorded', recorded: true });
      let history = await ana.op(HISTORY, { first: 10 });
      expect(history.items.map((i: { post: { id: string } }) => i.post.id).sort()).toEqual(open.slice(0, 4).map((s) => s.id).sort());
      expect(history.isPaused).toBe(false);
      expect(await ana.op(PAUSE, { paused: true })).toEqual({ __typename: 'ReadingHistoryPauseSet', paused: true });
      expect(await ana.op(RECORD, { id: open[5]!.id })).toEqual({ __typename: 'PostReadRecorded', recorded: false });
      history = await ana.op(HISTORY, { first: 10 });
      expect(history.isPaused).toBe(true);
      expect(history.items).toHaveLength(4);
      await ana.op(PAUSE, { paused: false });
      const writer = await store.db.selectFrom('users').select('username').where('id', '=', open[6]!.creatorId).executeTakeFirstOrThrow();
      const author = await signedIn(app, writer.username, LOOPBACK);
      expect(await author.op(RECORD, { id: open[6]!.id })).toEqual({ __typename: 'PostReadRecorded', recorded: false });
      expect(await ana.op(RECORD, { id: 'ffffffffffff' })).toMatchObject({ __typename: 'NotFound' });
      expect((await anonymous(app, LOOPBACK).start().then((b) => b.op(RECORD, { id: open[0]!.id }))).__typename).toBe('Unauthorized');
    });

    it('removes a story with an Undo that puts it back in its place, and clears everything', async () => {
      const before = (await ana.op(HISTORY, { first: 10 })).items as { lastReadAt: number; post: { id: string } }[];
      const removed = await ana.op(REMOVE, { id: before[1]!.post.id });
      expect(removed).toEqual({ __typename: 'ReadingHistoryEntryChanged', postId: before[1]!.post.id, lastReadAt: before[1]!.lastReadAt });
      expect((await ana.op(HISTORY, { first: 10 })).items).toHaveLength(before.length - 1);
      expect((await ana.op(REMOVE, { id: before[1]!.post.id })).__typename).toBe('NotFound');
      expect((await ana.op(RESTORE, { id: before[1]!.post.id, at: before[1]!.lastReadAt })).__typename).toBe('ReadingHistoryEntryChanged');
      expect((await ana.op(HISTORY, { first: 10 })).items).toEqual(before);
      expect((await ana.op(RESTORE, { id: before[1]!.post.id, at: Date.now() + 1e12 })).__typename).toBe('BadRequest');
      expect(await ana.op(CLEAR)).toEqual({ __typename: 'ReadingHistoryCleared', removed: before.length });
      expect((await ana.op(HISTORY, { first: 10 })).items).toEqual([]);
    });

    it('serves the pages: signed out to sign-in first; the Library tabs and the profile\'s highlights server-rendered', async () => {
      for (const path of ['/me/lists/reading-history', '/me/readinghistory', '/me/list/highlights']) {
        const response = await anonymous(app).get(path);
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get('location')!, 'http://localhost');
        expect(location.pathname).toBe('/m/signin');
        expect(location.searchParams.get('redirect')).toBe(path);
      }
      const maya = await signedIn(app, 'maya_chen', LOOPBACK);
      const history = await (await maya.get('/me/lists/reading-history')).text();
      expect(history).toContain('Reading history');
      expect(history).toContain('aria-current="page"');
      expect((history.match(/class="post-card"/g) ?? []).length).toBeGreaterThan(0);
      const settings = await maya.get('/me/readinghistory');
      expect(settings.status).toBe(200);
      const settingsHtml = await settings.text();
      expect(settingsHtml).toContain('Pause reading history');
      expect(settingsHtml).toContain('Clear all');
      const library = await maya.get('/me/list/highlights');
      expect(library.status).toBe(200);
      expect(await library.text()).toContain('class="highlight-list__quote"');
      // Other lists are the lists' own page, which the Highlights tab shares: the Reading list answers there.
      expect((await maya.get('/me/list/reading-list')).status).toBe(200);
      const profile = await anonymous(app).get('/@maya_chen/highlights');
      expect(profile.status).toBe(200);
      const profileHtml = await profile.text();
      expect(profileHtml).toContain('Maya Chen’s highlights');
      expect(profileHtml).toContain('class="highlight-list__quote"');
      expect((await anonymous(app).get('/@Maya_Chen/highlights')).status).toBe(301);
      expect((await anonymous(app).get('/@nobody_here_at_all/highlights')).status).toBe(404);
    });

    it('holds each reader to the rate limit, counted in the store, with a message saying when to try again', async () => {
      const service = createHighlightsService({
        highlights: highlightsRepository(store.db),
        history: readingHistoryRepository(store.db),
        purger: null,
        rateLimits: rateLimitsRepository(store.db),
        now: () => clock,
        createLimit: { name: 'highlights.create.test', max: 3, windowMs: 3_600_000 },
      });
      const story = open[13]!;
      const p = firstText(story);
      const results = await Promise.all([0, 1, 2, 3, 4].map((i) => service.create(readers[0]!, { postId: story.id, ...range(p, i, i + 5) }, { isMember: false })));
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      const refused = results.find((r) => !r.ok);
      expect(refused).toMatchObject({ ok: false, kind: 'RateLimited' });
      expect(refused && !refused.ok && refused.message).toMatch(/^You have made many highlights in a short time\. Please try again in \d+ minutes?\.$/);
    });

    it('leaves a member\'s highlight past a locked story\'s preview out of the lists others see', async () => {
      const paragraphs = locked.body.filter((p) => p.type === 'P');
      const past = paragraphs[paragraphs.length - 1]!;
      await store.db.insertInto('highlights').values({ userId: readers[1]!, postId: locked.id, ...range(past, 0, 8), quote: past.text.slice(0, 8), createdAt: new Date(clock.getTime() + 60_000) }).execute();
      const seenByOthers = (await anonymous(app).op(USERS, { username: readers[1], first: 50 })).items.map((h: { quote: string }) => h.quote);
      expect(seenByOthers).not.toContain(past.text.slice(0, 8));
      const seenByThemselves = (await ben.op(USERS, { username: readers[1], first: 50 })).items.map((h: { quote: string }) => h.quote);
      expect(seenByThemselves[0]).toBe(past.text.slice(0, 8));
    });
  });
}
