// Issue 23 (stats) through the app's fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: client events
// posted to /_/batch become views, reads and reading time (bots, the writer's own visits and non-reads count
// nothing; a view and a read count once per reader per story per day); the stats pages and queries for the writer; 403 with the reason
// for someone else's story and audience; the audience's CSV export; a date range of ten years refused with a 400.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE_TOO_LONG_MESSAGE } from '../../core/stats/stats-period.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';
import { STATS_MESSAGES } from './stats/stats-reports.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ORIGIN = 'https://quire.example';

const POST_STATS = /* GraphQL */ `
  query S($postId: ID!, $period: String!) {
    postStats(postId: $postId, period: $period) {
      __typename
      ... on PostStats { totals { views reads readRatio memberReadingSeconds } sources { source views } series { bucket views reads } }
      ... on Forbidden { message }
      ... on NotFound { message }
      ... on BadRequest { message }
    }
  }
`;

for (const factory of testStores()) {
  describe(`issue 23 stats through the app on ${factory.name}`, () => {
    let store: Store;
    let app: App;
    const writer = 'stats_writer';
    const reader = 'stats_reader';
    const stranger = 'stats_stranger';
    const postId = 'stats_post';
    const now = () => seedNow();

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, publicOrigin: ORIGIN });
      await store.db
        .insertInto('users')
        .values([writer, reader, stranger].map((id) => ({ id, username: id, name: id.replace('_', ' '), email: `${id}@example.test` })))
        .execute();
      await store.db
        .insertInto('posts')
        .values({ id: postId, creatorId: writer, title: 'A story with stats', body: '[]', readingTime: 2, publishedAt: new Date(now().getTime() - 86_400_000) })
        .execute();
    });
    afterAll(async () => {
      await store.close();
    });

    const event = (key: string, data: Record<string, unknown>) => ({ eventId: randomUUID(), timestamp: now().getTime(), key, data: { postId, ...data }, type: 'e' });
    const send = (browser: Browser, events: unknown[], userAgent = CHROME) =>
      browser.fetch('/_/batch', { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': browser.xsrf, 'user-agent': userAgent }, body: JSON.stringify(events) });

    async function statsOf(browser: Browser, period = '7d') {
      const answer = await browser.request(POST_STATS, { postId, period });
      return answer.data.postStats;
    }

    it('counts the views, reads and reading time the story page reports, and nothing from bots or the writer', async () => {
      const readerBrowser = await signedIn(app, reader);
      const writerBrowser = await signedIn(app, writer);
      const anon = await anonymous(app).start();
      // A reader opens the story from a search engine, reads to the end, and spends 90 s on it.
      expect((await send(readerBrowser, [event('post.clientViewed', { referrer: 'https://www.google.com/' }), event('post.clientRead', { reachedEnd: true, secondsSpent: 30 }), event('post.readingTime', { seconds: 90 })])).status).toBe(200);
      // The same reader's view and read again that day (new event ids): no second view, no second read.
      await send(readerBrowser, [event('post.clientViewed', { referrer: '' }), event('post.clientRead', { reachedEnd: true, secondsSpent: 5 })]);
      // A visitor who neither reached the end nor spent the reading time (120 s): a view, not a read.
      await send(anon, [event('post.clientViewed', { referrer: 'https://blog.example.org/' }), event('post.clientRead', { reachedEnd: false, secondsSpent: 20 })]);
      // A bot and the writer: nothing.
      await send(anon, [event('post.clientViewed', {}), event('post.clientRead', { reachedEnd: true })], 'Googlebot/2.1 (+http://www.google.com/bot.html)');
      await send(writerBrowser, [event('post.clientViewed', {}), event('post.clientRead', { reachedEnd: true })]);
      // A retried batch (the same event ids) adds nothing; nor does the visitor's second view that day.
      const retried = [event('post.clientViewed', { referrer: '' })];
      await send(anon, retried);
      await send(anon, retried);

      const stats = await statsOf(writerBrowser);
      expect(stats.__typename).toBe('PostStats');
      expect(stats.totals).toEqual({ views: 2, reads: 1, readRatio: 50, memberReadingSeconds: 0 });
      // Each view under the source of the reader's first view that day.
      expect(Object.fromEntries(stats.sources.map((s: { source: string; views: number }) => [s.source, s.views]))).toEqual({ search: 1, external: 1 });
      expect(stats.series).toHaveLength(7);
    });

    it("counts a member's reading time, capped per report at twice the story's reading time", async () => {
      const { rows } = await sql<{ username: string }>`
        select u.username from memberships m join users u on u.id = m.user_id
        where m.ended_at is null and m.current_period_ends_at > ${now()} order by u.username limit 1`.execute(store.db);
      expect(rows[0], 'the demo corpus has a member').toBeDefined();
      const member = await signedIn(app, rows[0]!.username);
      // The story's reading time is 2 minutes: one report counts at most 240 s.
      await send(member, [event('post.readingTime', { seconds: 200 }), event('post.readingTime', { seconds: 10_000 }), event('post.readingTime', { seconds: -5 })]);
      const stats = await statsOf(await signedIn(app, writer));
      expect(stats.totals).toEqual({ views: 2, reads: 1, readRatio: 50, memberReadingSeconds: 440 });
    });

    it("answers someone else's story with Forbidden and the reason, a missing one with NotFound, a bad period with BadRequest", async () => {
      const strangerBrowser = await signedIn(app, stranger);
      expect(await statsOf(strangerBrowser)).toEqual({ __typename: 'Forbidden', message: STATS_MESSAGES.notYourStory });
      const writerBrowser = await signedIn(app, writer);
      expect((await writerBrowser.request(POST_STATS, { postId: 'no_such_post', period: '7d' })).data.postStats.__typename).toBe('NotFound');
      expect((await statsOf(writerBrowser, '10y')).__typename).toBe('BadRequest');
    });

    it('renders the stats pages for the writer, 403 with the reason for anyone else, sign-in first when signed out', async () => {
      const writerBrowser = await signedIn(app, writer);
      const home = await writerBrowser.get('/me/stats?period=7d');
      expect(home.status).toBe(200);
      const homeHtml = await home.text();
      expect(homeHtml).toContain('A story with stats');
      expect(homeHtml).toContain('<caption>');
      const post = await writerBrowser.get(`/me/stats/post/${postId}`);
      expect(post.status).toBe(200);
      expect(await post.text()).toContain('Traffic sources');
      const other = await (await signedIn(app, stranger)).get(`/me/stats/post/${postId}`);
      expect(other.status).toBe(403);
      expect(await other.text()).toContain('you can see the stats of your own stories only');
      expect((await writerBrowser.get('/me/stats?period=forever')).status).toBe(404);
      const out = await anonymous(app).get('/me/stats');
      expect(out.status).toBe(302);
      expect(out.headers.get('location')).toContain('signin');
      expect((await writerBrowser.get(`/@${writer}/audience`)).status).toBe(200);
      expect((await (await signedIn(app, stranger)).get(`/@${writer}/audience`)).status).toBe(403);
    });

    it('exports the audience as CSV for its writer only', async () => {
      await store.db.insertInto('userFollows').values({ followerId: reader, followeeId: writer, createdAt: now() }).execute();
      const writerBrowser = await signedIn(app, writer);
      const csv = await writerBrowser.get(`/@${writer}/audience/stats/export?period=7d`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[0]).toBe('date,followers_gained,followers_lost,subscribers_gained,subscribers_lost');
      expect(lines).toHaveLength(8);
      expect(lines.at(-1)).toBe(`${now().toISOString().slice(0, 10)},1,0,0,0`);
      const refused = await (await signedIn(app, stranger)).get(`/@${writer}/audience/stats/export`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toBe(STATS_MESSAGES.notYourAudience);
      expect((await anonymous(app).get(`/@${writer}/audience/stats/export`)).status).toBe(401);
      expect((await writerBrowser.get(`/@${writer}/audience/stats/export?period=forever`)).status).toBe(400);
    });

    it("shows a publication's stats to its owners and editors, 403 to its writers and anyone else", async () => {
      const { rows } = await sql<{ slug: string; owner: string; writer: string | null }>`
        select p.slug, (select u.username from publication_editors e join users u on u.id = e.user_id where e.publication_id = p.id and e.role = 'OWNER' limit 1) as owner,
               (select u.username from publication_editors e join users u on u.id = e.user_id where e.publication_id = p.id and e.role = 'WRITER' limit 1) as writer
        from publications p order by p.slug limit 1`.execute(store.db);
      const publication = rows[0]!;
      const owner = await signedIn(app, publication.owner);
      const page = await owner.get(`/${publication.slug}/stats?period=90d`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('The publication’s stories');
      const answer = await owner.request(`query P($slug: String!) { publicationStats(slug: $slug, period: "lifetime") { __typename ... on PublicationStats { window { unit } stories { post { id } } } } }`, { slug: publication.slug });
      expect(answer.data.publicationStats.__typename).toBe('PublicationStats');
      expect(answer.data.publicationStats.window.unit).toBe('month');
      const refused = await (await signedIn(app, stranger)).get(`/${publication.slug}/stats`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('for its editors and owners only');
      if (publication.writer) expect((await (await signedIn(app, publication.writer)).get(`/${publication.slug}/stats`)).status).toBe(403);
    });

    it("lists the stories a publication's newsletter e-mailed with their e-mails by state, for its owners only", async () => {
      const { rows } = await sql<{ slug: string; owner: string; letter: string; postId: string; title: string }>`
        select p.slug, n.id as letter, s.id as post_id, s.title,
               (select u.username from publication_editors e join users u on u.id = e.user_id where e.publication_id = p.id and e.role = 'OWNER' limit 1) as owner
        from publications p join newsletters n on n.publication_id = p.id
        join lateral (select id, title from posts where publication_id = p.id and type = 'STORY' and published_at is not null order by published_at desc limit 1) s on true
        order by p.slug limit 1`.execute(store.db);
      const target = rows[0]!;
      const ref = `newsletter:${target.letter}:post:${target.postId}`;
      const deliveries = ['sent', 'sent', 'failed', 'pending'].map((state, i) => ({
        key: `stats-test:${ref}:${i}`, category: 'newsletter.story', toAddress: `r${i}@example.test`, subject: target.title, textBody: '', htmlBody: '',
        messageId: `<m${i}@example.test>`, ref, state, maxAttempts: 3, runAt: now(), createdAt: now(),
      }));
      await store.db.insertInto('mailDeliveries').values(deliveries as never).execute();
      const owner = await signedIn(app, target.owner);
      const answer = await owner.request(`query D($slug: String!) { publicationDigestStats(slug: $slug) { __typename ... on PublicationDigestStats { digests { post { id } recipients sent pending failed } } } }`, { slug: target.slug });
      expect(answer.data.publicationDigestStats.digests[0]).toEqual({ post: { id: target.postId }, recipients: 4, sent: 2, pending: 1, failed: 1 });
      const page = await owner.get(`/${target.slug}/stats/publication-digests`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('newsletter e-mailed');
      expect((await (await signedIn(app, stranger)).get(`/${target.slug}/stats/publication-digests`)).status).toBe(403);
    });

    it('answers a story over a date range, bounded: ten years is a 400 that says so', async () => {
      const writerBrowser = await signedIn(app, writer);
      const end = now().getTime() + 1;
      const tenYears = await writerBrowser.get(`/me/stats/${postId}/${end - 3650 * 86_400_000}/${end}`);
      expect(tenYears.status).toBe(400);
      expect(await tenYears.json()).toMatchObject({ ok: false, error: 'RANGE_TOO_LONG', message: RANGE_TOO_LONG_MESSAGE });
      expect((await writerBrowser.get(`/me/stats/${postId}/abc/1`)).status).toBe(400);
      const week = await writerBrowser.get(`/me/stats/${postId}/${end - 7 * 86_400_000}/${end}`);
      expect(week.status).toBe(200);
      const body = await week.json();
      expect(body.totals).toMatchObject({ views: 2, reads: 1 });
      expect(body.days.length).toBeGreaterThanOrEqual(7);
      const strangers = await (await signedIn(app, stranger)).get(`/stats/${postId}/${end - 86_400_000}/${end}`);
      expect(strangers.status).toBe(403);
      expect((await anonymous(app).get(`/stats/${postId}/${end - 86_400_000}/${end}`)).status).toBe(401);
    });
    it('counts the events logClientEvents stores too (platform-reference §7.2), once per event', async () => {
      const strangerBrowser = await signedIn(app, stranger);
      const payload = JSON.stringify([event('post.clientViewed', { referrer: 'https://x.com/' }), event('post.clientRead', { reachedEnd: true })]);
      const log = () =>
        strangerBrowser.fetch('/_/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': strangerBrowser.xsrf, 'user-agent': CHROME },
          body: JSON.stringify({ query: 'mutation L($input: LogClientEventsInput!) { logClientEvents(input: $input) { success } }', variables: { input: { payload } } }),
        });
      expect((await log()).status).toBe(200);
      expect((await log()).status).toBe(200);
      const stats = await statsOf(await signedIn(app, writer));
      expect(stats.totals).toMatchObject({ views: 3, reads: 2 });
      expect(stats.sources.find((s: { source: string }) => s.source === 'social')).toEqual({ source: 'social', views: 1 });
    });

    it("shows the writer the responses they wrote, at /me/stats/responses, and not among their stories", async () => {
      const response = 'stats_response';
      await store.db
        .insertInto('posts')
        .values({ id: response, creatorId: writer, title: '', body: '[]', type: 'RESPONSE', inResponseToPostId: postId, readingTime: 1, publishedAt: new Date(now().getTime() - 3_600_000) } as never)
        .execute();
      const readerBrowser = await signedIn(app, reader);
      await send(readerBrowser, [{ ...event('post.clientViewed', { referrer: '' }), data: { postId: response, referrer: '' } }]);
      const writerBrowser = await signedIn(app, writer);
      const answer = await writerBrowser.request(`query R { responseStats(period: "7d") { __typename ... on ResponseStats { totals { views } responses { post { id } views } } } }`);
      expect(answer.data.responseStats).toEqual({ __typename: 'ResponseStats', totals: { views: 1 }, responses: [{ post: { id: response }, views: 1 }] });
      const page = await writerBrowser.get('/me/stats/responses?period=7d');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Stats of your responses');
      expect(html).toContain('Response to ‘A story with stats’');
      const home = await writerBrowser.request(`query W { writerStats(period: "7d") { ... on WriterStats { stories { post { id } } } } }`);
      expect(home.data.writerStats.stories.map((r: { post: { id: string } }) => r.post.id)).toEqual([postId]);
      expect((await writerBrowser.get('/me/stats/responses?period=forever')).status).toBe(404);
      expect((await anonymous(app).get('/me/stats/responses')).status).toBe(302);
    });

    it("shows /@{username}/stats and its story pages to that writer only: 403 for anyone else, 404 for another's story", async () => {
      const writerBrowser = await signedIn(app, writer);
      const own = await writerBrowser.get(`/@${writer}/stats?period=7d`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('A story with stats');
      const strangerBrowser = await signedIn(app, stranger);
      const refused = await strangerBrowser.get(`/@${writer}/stats`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('A writer’s stats are for that writer only');
      expect((await strangerBrowser.request(`query { writerStats(period: "7d", username: "${writer}") { __typename ... on Forbidden { message } } }`)).data.writerStats).toEqual({
        __typename: 'Forbidden',
        message: STATS_MESSAGES.notYourStats,
      });
      expect((await writerBrowser.get('/@no_such_writer_here/stats')).status).toBe(404);
      expect((await writerBrowser.get(`/@${writer}/stats?period=10y`)).status).toBe(404);

      const story = await writerBrowser.get(`/@${writer}/stats/post/${postId}?period=7d`);
      expect(story.status).toBe(200);
      expect(await story.text()).toContain('Traffic sources');
      // The story is not the stranger's: under their address it does not exist.
      expect((await writerBrowser.get(`/@${stranger}/stats/post/${postId}`)).status).toBe(404);
      expect((await strangerBrowser.get(`/@${writer}/stats/post/${postId}`)).status).toBe(403);
    });

    it('shows followers and subscribers in detail at /@{username}/audience/{details}, the count worked back from today’s', async () => {
      await store.db.insertInto('userFollows').values({ followerId: stranger, followeeId: writer, createdAt: now() }).onConflict((oc) => oc.doNothing()).execute();
      const writerBrowser = await signedIn(app, writer);
      const query = `query A($details: String!, $period: String!) { audienceDetails(username: "${writer}", details: $details, period: $period) {
        __typename ... on AudienceDetails { label now gained lost series { bucket gained lost net total } exportUrl } ... on NotFound { message } ... on BadRequest { message } ... on Forbidden { message } } }`;
      const followers = (await writerBrowser.request(query, { details: 'followers', period: '7d' })).data.audienceDetails;
      expect(followers.__typename).toBe('AudienceDetails');
      expect(followers.label).toBe('Followers');
      expect(followers.series).toHaveLength(7);
      expect(followers.series.at(-1).total).toBe(followers.now);
      expect(followers.now).toBeGreaterThanOrEqual(1);
      expect(followers.gained).toBe(followers.series.reduce((n: number, p: { gained: number }) => n + p.gained, 0));
      expect(followers.exportUrl).toBe(`/@${writer}/audience/stats/export?period=7d`);
      expect((await writerBrowser.request(query, { details: 'readers', period: '7d' })).data.audienceDetails).toEqual({ __typename: 'NotFound', message: STATS_MESSAGES.detailsNotFound });
      expect((await writerBrowser.request(query, { details: 'followers', period: '3650d' })).data.audienceDetails.__typename).toBe('BadRequest');
      expect((await (await signedIn(app, stranger)).request(query, { details: 'followers', period: '7d' })).data.audienceDetails.__typename).toBe('Forbidden');

      for (const details of ['followers', 'subscribers']) {
        const page = await writerBrowser.get(`/@${writer}/audience/${details}?period=30d`);
        expect(page.status, details).toBe(200);
        const html = await page.text();
        expect(html).toContain('<caption>');
        expect(html).toContain(details === 'followers' ? 'Followers today' : 'Email subscribers today');
      }
      expect((await writerBrowser.get(`/@${writer}/audience/readers`)).status).toBe(404);
      expect((await (await signedIn(app, stranger)).get(`/@${writer}/audience/followers`)).status).toBe(403);
      expect((await anonymous(app).get(`/@${writer}/audience/followers`)).status).toBe(302);
    });

    it("shows a publication's overview to its owners and editors: the period before, sources, writers; 403 to anyone else", async () => {
      const { rows } = await sql<{ slug: string; owner: string; writer: string | null }>`
        select p.slug, (select u.username from publication_editors e join users u on u.id = e.user_id where e.publication_id = p.id and e.role = 'OWNER' limit 1) as owner,
               (select u.username from publication_editors e join users u on u.id = e.user_id where e.publication_id = p.id and e.role = 'WRITER' limit 1) as writer
        from publications p order by p.slug limit 1`.execute(store.db);
      const publication = rows[0]!;
      const owner = await signedIn(app, publication.owner);
      const query = `query O($slug: String!, $period: String!) { publicationStatsOverview(slug: $slug, period: $period) {
        __typename ... on PublicationStatsOverview { window { from to } totals { views reads } previous { from to totals { views } } sources { views } writers { user { username } stories views reads } }
        ... on Forbidden { message } ... on BadRequest { message } } }`;
      const month = (await owner.request(query, { slug: publication.slug, period: '30d' })).data.publicationStatsOverview;
      expect(month.__typename).toBe('PublicationStatsOverview');
      expect(month.previous.to < month.window.from).toBe(true);
      const sum = (xs: { views: number }[]) => xs.reduce((n, x) => n + x.views, 0);
      // The writers' parts and the sources each add up to the publication's views.
      expect(sum(month.writers)).toBe(month.totals.views);
      expect(sum(month.sources)).toBe(month.totals.views);
      expect((await owner.request(query, { slug: publication.slug, period: 'lifetime' })).data.publicationStatsOverview.previous).toBeNull();
      expect((await owner.request(query, { slug: publication.slug, period: '10y' })).data.publicationStatsOverview.__typename).toBe('BadRequest');
      const page = await owner.get(`/${publication.slug}/stats/overview?period=30d`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('This period and the one before');
      expect(html).toContain('Writers');
      const refused = await (await signedIn(app, stranger)).get(`/${publication.slug}/stats/overview`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('for its editors and owners only');
      expect((await (await signedIn(app, stranger)).request(query, { slug: publication.slug, period: '7d' })).data.publicationStatsOverview.__typename).toBe('Forbidden');
      if (publication.writer) expect((await (await signedIn(app, publication.writer)).get(`/${publication.slug}/stats/overview`)).status).toBe(403);
      expect((await owner.get('/no-such-publication-here/stats/overview')).status).toBe(404);
      // /{publication}/stats/stories is the stats page.
      const stories = await owner.get(`/${publication.slug}/stats/stories`);
      expect(stories.status).toBe(301);
      expect(new URL(stories.headers.get('location')!, ORIGIN).pathname).toBe(`/${publication.slug}/stats`);
    });
  });
}
