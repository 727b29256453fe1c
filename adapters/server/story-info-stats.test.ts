// Issue 23 (stats) through the app's fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a story's stats
// reached from the story (/p/{postId}/info and /p/{postId}/info/{order}/{filter}: its days in an order and filtered,
// unknown values 404), its traffic sources (/p/{postId}/referrers), and a newsletter's stats
// (/newsletters/{id}/stats: subscribers per day and each issue's e-mails) — for their owners only (403 otherwise).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../core/stats/stats-period.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';
import { STATS_MESSAGES } from './stats/stats-reports.ts';

const ORIGIN = 'https://quire.example';

const NEWSLETTER_STATS = /* GraphQL */ `
  query N($newsletterId: ID!, $period: String!) {
    newsletterStats(newsletterId: $newsletterId, period: $period) {
      __typename
      ... on NewsletterStats { name subscribers gained lost series { bucket gained lost total } issues { post { id } recipients sent pending failed } }
      ... on Forbidden { message }
      ... on NotFound { message }
      ... on BadRequest { message }
    }
  }
`;

/** The rows of the page's per-day table, in the order shown: each `<th scope="row">` that is a day. */
const daysIn = (html: string) => [...html.matchAll(/<th scope="row">(\d{4}-\d{2}-\d{2})<\/th>/g)].map((m) => m[1]);

for (const factory of testStores()) {
  describe(`issue 23 a story's info and referrers, a newsletter's stats, on ${factory.name}`, () => {
    let store: Store;
    let app: App;
    const writer = 'info_writer';
    const stranger = 'info_stranger';
    const subscriber = 'info_subscriber';
    const postId = 'info_post';
    const letter = 'nl-info_writer';
    const today = () => dayOf(seedNow().getTime());

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, publicOrigin: ORIGIN });
      await store.db
        .insertInto('users')
        .values([writer, stranger, subscriber].map((id) => ({ id, username: id, name: id.replace('_', ' '), email: `${id}@example.test` })))
        .execute();
      await store.db
        .insertInto('posts')
        .values({ id: postId, creatorId: writer, title: 'A story with info', body: '[]', readingTime: 2, publishedAt: new Date(seedNow().getTime() - 5 * 86_400_000) })
        .execute();
      // Two days of figures: three views and no claps two days ago; one view and two claps yesterday.
      const early = addDays(today(), -2);
      const late = addDays(today(), -1);
      await sql`insert into story_stats_daily (post_id, day, views, reads, claps) values
        (${postId}, ${early}::date, 3, 1, 0), (${postId}, ${late}::date, 1, 0, 2)
        on conflict (post_id, day) do update set views = excluded.views, reads = excluded.reads, claps = excluded.claps`.execute(store.db);
      await sql`insert into story_traffic_daily (post_id, day, source, views) values
        (${postId}, ${early}::date, 'search', 3), (${postId}, ${late}::date, 'social', 1)`.execute(store.db);
    });
    afterAll(async () => {
      await store.close();
    });

    it('/p/{postId}/info is the story’s stats for its writer, newest day first; 403 for anyone else, 404 for no story', async () => {
      const w = await signedIn(app, writer);
      const page = await w.get(`/p/${postId}/info?period=7d`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('A story with info');
      expect(html).toContain('Days with claps');
      const days = daysIn(html);
      expect(days).toHaveLength(7);
      expect(days[0]).toBe(today());
      const refused = await (await signedIn(app, stranger)).get(`/p/${postId}/info`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('you can see the stats of your own stories only');
      expect((await w.get('/p/no_such_story_here/info')).status).toBe(404);
      expect((await w.get(`/p/${postId}/info?period=forever`)).status).toBe(404);
      const out = await anonymous(app).get(`/p/${postId}/info`);
      expect(out.status).toBe(302);
      expect(out.headers.get('location')).toContain('signin');
    });

    it('/p/{postId}/info/{order}/{filter} orders and filters the days; any other value is not found', async () => {
      const w = await signedIn(app, writer);
      const claps = await w.get(`/p/${postId}/info/newest/claps?period=7d`);
      expect(claps.status).toBe(200);
      expect(daysIn(await claps.text())).toEqual([addDays(today(), -1)]);
      const views = await w.get(`/p/${postId}/info/oldest/views?period=7d`);
      expect(daysIn(await views.text())).toEqual([addDays(today(), -2), addDays(today(), -1)]);
      const all = daysIn(await (await w.get(`/p/${postId}/info/oldest/all?period=7d`)).text());
      expect(all).toHaveLength(7);
      expect(all).toEqual([...all].sort());
      expect((await w.get(`/p/${postId}/info/sideways/all`)).status).toBe(404);
      expect((await w.get(`/p/${postId}/info/newest/likes`)).status).toBe(404);
      expect((await (await signedIn(app, stranger)).get(`/p/${postId}/info/newest/claps`)).status).toBe(403);
    });

    it('/p/{postId}/referrers lists every source with its views over the period, for the writer only', async () => {
      const w = await signedIn(app, writer);
      const page = await w.get(`/p/${postId}/referrers?period=7d`);
      expect(page.status).toBe(200);
      const html = await page.text();
      // (React marks the seam between a number and its % sign with an empty comment.)
      expect(html).toMatch(/<th scope="row">Search engines<\/th><td>3<\/td><td>75(<!-- -->)?%<\/td>/);
      expect(html).toMatch(/<th scope="row">Social media<\/th><td>1<\/td><td>25(<!-- -->)?%<\/td>/);
      expect(html).toContain('What each source counts');
      // The sources in the table are most viewed first.
      expect(html.indexOf('>Search engines</th>')).toBeLessThan(html.indexOf('>Social media</th>'));
      expect((await (await signedIn(app, stranger)).get(`/p/${postId}/referrers`)).status).toBe(403);
      expect((await w.get('/p/no_such_story_here/referrers')).status).toBe(404);
      expect((await w.get(`/p/${postId}/referrers?period=10y`)).status).toBe(404);
    });

    it("shows a writer's newsletter stats to that writer: subscribers per day, unsubscribes, each issue's e-mails", async () => {
      await store.db.insertInto('newsletters').values({ id: letter, type: 'author', slug: writer, name: 'Info letter', userId: writer } as never).execute();
      const at = seedNow();
      await store.db
        .insertInto('newsletterSubscriptions')
        .values([
          { newsletterId: letter, userId: subscriber, email: null, status: 'active', source: 'test', createdAt: at, updatedAt: at },
          { newsletterId: letter, userId: null, email: 'gone@example.test', status: 'active', source: 'test', createdAt: at, updatedAt: at },
        ] as never)
        .execute();
      await store.db.updateTable('newsletterSubscriptions').set({ status: 'unsubscribed', updatedAt: at } as never).where('email', '=', 'gone@example.test').execute();
      const ref = `newsletter:${letter}:post:${postId}`;
      await store.db
        .insertInto('mailDeliveries')
        .values(['sent', 'failed', 'pending'].map((state, i) => ({
          key: `info-test:${ref}:${i}`, category: 'newsletter.story', toAddress: `r${i}@example.test`, subject: 'A story with info', textBody: '', htmlBody: '',
          messageId: `<info${i}@example.test>`, ref, state, maxAttempts: 3, runAt: at, createdAt: at,
        })) as never)
        .execute();
      const w = await signedIn(app, writer);
      const r = (await w.request(NEWSLETTER_STATS, { newsletterId: letter, period: '7d' })).data.newsletterStats;
      expect(r.__typename).toBe('NewsletterStats');
      expect({ subscribers: r.subscribers, gained: r.gained, lost: r.lost }).toEqual({ subscribers: 1, gained: 2, lost: 1 });
      expect(r.series).toHaveLength(7);
      expect(r.series.at(-1)).toEqual({ bucket: today(), gained: 2, lost: 1, total: 1 });
      expect(r.issues).toEqual([{ post: { id: postId }, recipients: 3, sent: 1, pending: 1, failed: 1 }]);
      const page = await w.get(`/newsletters/${letter}/stats?period=7d`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Info letter: stats');
      expect(html).toContain('Unsubscribed');
      const s = await signedIn(app, stranger);
      expect((await s.request(NEWSLETTER_STATS, { newsletterId: letter, period: '7d' })).data.newsletterStats).toEqual({ __typename: 'Forbidden', message: STATS_MESSAGES.notYourNewsletter });
      expect((await s.get(`/newsletters/${letter}/stats`)).status).toBe(403);
      expect((await w.request(NEWSLETTER_STATS, { newsletterId: 'nl-nobody', period: '7d' })).data.newsletterStats.__typename).toBe('NotFound');
      expect((await w.get('/newsletters/nl-nobody/stats')).status).toBe(404);
      expect((await w.request(NEWSLETTER_STATS, { newsletterId: letter, period: '10y' })).data.newsletterStats.__typename).toBe('BadRequest');
      expect((await anonymous(app).get(`/newsletters/${letter}/stats`)).status).toBe(302);
    });

    it("shows a publication's newsletter stats to its owners, 403 to anyone else", async () => {
      const { rows } = await sql<{ letter: string; owner: string }>`
        select n.id as letter, (select u.username from publication_editors e join users u on u.id = e.user_id where e.publication_id = p.id and e.role = 'OWNER' limit 1) as owner
        from publications p join newsletters n on n.publication_id = p.id order by p.slug limit 1`.execute(store.db);
      const target = rows[0]!;
      const owner = await signedIn(app, target.owner);
      expect((await owner.request(NEWSLETTER_STATS, { newsletterId: target.letter, period: '30d' })).data.newsletterStats.__typename).toBe('NewsletterStats');
      expect((await owner.get(`/newsletters/${target.letter}/stats`)).status).toBe(200);
      expect((await (await signedIn(app, stranger)).get(`/newsletters/${target.letter}/stats`)).status).toBe(403);
    });
  });
}
