// Issue 17 notifications through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the producers
// write the right notifications (a follow, claps grouped per story and day, a response, a reply's writer, a mention, a
// highlight, a published story fanned out to followers by its job), a muted writer never notifies, settings are
// respected, opening the page marks read up to its moment while a notification arriving meanwhile stays unread, bad
// input is a clear error (never a 5xx), the pages render, and the unsubscribe link refuses a changed token.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../../core/notifications/unsubscribe-token.ts';
import { insertNotification, notificationsRepository } from '../../postgres/notifications.repository.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow, testStores } from '../../postgres/testing/test-stores.ts';
import type { App } from '../app.ts';
import { anonymous, signedIn, type Browser } from '../testing/browser.ts';
import { testApp } from '../testing/test-app.ts';
import { notificationMail } from './notification-mail.ts';
import { unsubscribeSigner } from './unsubscribe-signer.ts';
import { serverSecretsRepository } from '../../postgres/server-secrets.repository.ts';

const LOOPBACK = '127.0.0.1';
const COUNT = 'query UnreadNotificationCount { notificationStatus { unreadNotificationCount } }';
const PAGE = 'query N($tab: NotificationsTab, $first: Int, $after: String) { notifications(tab: $tab, first: $first, after: $after) { items { id kind text href othersCount read } nextCursor } }';
const MARK = 'mutation M($upTo: Float!) { markNotificationsRead(upTo: $upTo) { __typename ... on NotificationsMarkedRead { marked status { unreadNotificationCount } } ... on BadRequest { message } ... on Unauthorized { message } } }';
const SET_KIND = 'mutation S($kind: NotificationKind!, $inApp: Boolean!, $email: Boolean!) { setNotificationKindSetting(kind: $kind, inApp: $inApp, email: $email) { __typename ... on NotificationSettingsSaved { settings { digest kinds { kind inApp email } } } ... on BadRequest { message } ... on Unauthorized { message } } }';
const SET_DIGEST = 'mutation D($digest: DigestFrequency!) { setNotificationDigest(digest: $digest) { __typename ... on NotificationSettingsSaved { settings { digest } } ... on Unauthorized { message } } }';
const SETTINGS = 'query { notificationSettings { digest kinds { kind inApp email emailable } } }';
const CLAP = 'mutation C($input: ClapInput!) { clap(input: $input) { __typename } }';
const FOLLOW = 'mutation F($id: ID!) { followUser(targetUserId: $id) { id } }';
const MUTE = 'mutation M($id: ID!) { muteUser(targetUserId: $id) { viewerEdge { isMuting } } }';
const RESPOND = 'mutation R($input: PublishResponseInput!) { publishResponse(input: $input) { __typename ... on ResponsePublished { response { id } } } }';
const CREATE = 'mutation C($input: CreateDraftInput!) { createDraft(input: $input) { __typename ... on DraftSaved { post { id revision } } } }';
const PUBLISH = 'mutation P($input: PublishPostInput!) { publishPost(input: $input) { __typename ... on PostPublished { post { id url } } } }';
const UNSUBSCRIBE = 'mutation U($token: String!) { unsubscribeNotificationEmail(token: $token) { __typename ... on NotificationEmailUnsubscribed { kind } ... on BadRequest { message } } }';

const body = (text: string) => JSON.stringify([{ name: 'p0', type: 'P', text, markups: [] }]);
let keys = 0;
const clientId = () => `n-${Date.now().toString(36)}-${(++keys).toString(36)}`;

for (const factory of testStores()) {
  describe(`notifications on ${factory.name} (issue 17; reader-experience §2.3 notifications badge, §7 UnreadNotificationCount)`, () => {
    let store: Store;
    let app: App;
    let clock: Date;
    let ids: Map<string, string>;
    const browsers = new Map<string, Browser>();
    const as = async (username: string) => {
      if (!browsers.has(username)) browsers.set(username, await signedIn(app, username, LOOPBACK));
      return browsers.get(username)!;
    };
    const count = async (username: string) => (await (await as(username)).op(COUNT)).unreadNotificationCount as number;
    const items = async (username: string, tab = 'ALL') => (await (await as(username)).op(PAGE, { tab, first: 50 })).items as { kind: string; text: string; href: string; othersCount: number; read: boolean }[];
    /** Users who have published nothing yet, so they can be writers of fresh stories in each test. */
    let spare: string[];
    let demo: { unread: number; page: Awaited<ReturnType<typeof items>> };
    const take = () => {
      const user = spare.shift();
      if (!user) throw new Error('The suite ran out of demo users: raise the number it takes.');
      return user;
    };
    /** A user with no notifications and no fan-out still pending that could reach them. */
    const fresh = async () => {
      const user = take();
      await app.jobs.runDue();
      await store.db.deleteFrom('notifications').where('recipientId', '=', ids.get(user)!).execute();
      return user;
    };

    async function storyBy(username: string, title: string) {
      const writer = await as(username);
      const draft = (await writer.op(CREATE, { input: { title, subtitle: '', body: body('The first paragraph of a story.') } })).post;
      const published = await writer.op(PUBLISH, { input: { postId: draft.id, revision: draft.revision, tags: [], isLocked: false, license: 'ALL_RIGHTS_RESERVED' } });
      expect(published.__typename).toBe('PostPublished');
      return published.post as { id: string; url: string };
    }

    beforeAll(async () => {
      store = await factory.open();
      clock = seedNow();
      app = testApp(store, { devSignIn: true, now: () => clock });
      const users = await store.db.selectFrom('users').select(['id', 'username']).orderBy('username').execute();
      ids = new Map(users.map((u) => [u.username, u.id]));
      spare = users.map((u) => u.username).filter((u) => !['theo_okafor', 'lena_fischer', 'maya_chen'].includes(u)).slice(0, 80);
      // The demo corpus's, as a newcomer signed in as a demo reader sees them; then each test starts from none.
      demo = { unread: await count('maya_chen'), page: await items('maya_chen') };
      await store.db.deleteFrom('notifications').execute();
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('the demo corpus gives a demo reader a badge and a full page: grouped claps, responses, followers, read and unread', () => {
      expect(demo.unread).toBeGreaterThan(0);
      expect(demo.page.length).toBeGreaterThanOrEqual(20);
      expect(demo.page.some((n) => n.read)).toBe(true);
      expect(demo.page.some((n) => !n.read)).toBe(true);
      const kinds = new Set(demo.page.map((n) => n.kind));
      expect(kinds.has('CLAPS') || kinds.has('FOLLOW') || kinds.has('RESPONSE')).toBe(true);
    });

    it('a follow notifies the writer once; the page links to the follower; marking read clears the badge', async () => {
      const [reader, writer] = [take(), take()];
      expect(await count(writer)).toBe(0);
      await (await as(reader)).op(FOLLOW, { id: ids.get(writer) });
      await (await as(reader)).op(FOLLOW, { id: ids.get(writer) });
      expect(await count(writer)).toBe(1);
      const [n] = await items(writer);
      expect(n).toMatchObject({ kind: 'FOLLOW', href: `/@${reader}`, read: false });
      expect(n!.text).toMatch(/ started following you$/);
      // A follow is stamped by the store's clock (it is written in the follow's own transaction).
      const marked = await (await as(writer)).op(MARK, { upTo: Date.now() + 1000 });
      expect(marked).toEqual({ __typename: 'NotificationsMarkedRead', marked: 1, status: { unreadNotificationCount: 0 } });
      expect(await count(writer)).toBe(0);
    });

    it("claps group per story and day: 'X and 2 others clapped for {story}', each reader once however often they clap", async () => {
      const writer = take();
      const story = await storyBy(writer, 'A story to clap for');
      const readers = [take(), take(), take()];
      for (const r of readers) await (await as(r)).op(CLAP, { input: { postId: story.id, clientId: clientId(), claps: 2 } });
      await (await as(readers[0]!)).op(CLAP, { input: { postId: story.id, clientId: clientId(), claps: 5 } });
      const claps = (await items(writer)).filter((n) => n.kind === 'CLAPS');
      expect(claps).toHaveLength(1);
      expect(claps[0]).toMatchObject({ othersCount: 2, href: story.url });
      expect(claps[0]!.text).toMatch(/ and 2 others clapped for A story to clap for$/);
      expect(await count(writer)).toBe(1);
    });

    it('a response notifies the writer, a reply the response’s writer, an @mention the reader named; the Responses tab shows them', async () => {
      const [writer, responder, replier, named] = [take(), take(), take(), take()];
      const story = await storyBy(writer, 'A story to respond to');
      const response = await (await as(responder)).op(RESPOND, { input: { inResponseToPostId: story.id, bodyModel: body(`Good points, @${named}.`), clientId: clientId() } });
      expect(response.__typename).toBe('ResponsePublished');
      await (await as(replier)).op(RESPOND, { input: { inResponseToPostId: response.response.id, bodyModel: body('I agree.'), clientId: clientId() } });
      expect((await items(writer, 'RESPONSES')).map((n) => n.kind)).toEqual(['RESPONSE']);
      expect((await items(responder, 'RESPONSES')).map((n) => n.kind)).toEqual(['REPLY']);
      const [mention] = await items(named, 'RESPONSES');
      expect(mention).toMatchObject({ kind: 'MENTION' });
      expect(mention!.text).toMatch(/ mentioned you in a response to A story to respond to$/);
      // The Responses tab leaves out a follow; All has both.
      await (await as(named)).op(FOLLOW, { id: ids.get(writer) });
      await (await as(responder)).op(FOLLOW, { id: ids.get(named) });
      expect((await items(named)).map((n) => n.kind).sort()).toEqual(['FOLLOW', 'MENTION']);
      expect((await items(named, 'RESPONSES')).map((n) => n.kind)).toEqual(['MENTION']);
    });

    it('a published story reaches its writer’s followers by a job, once however often the job runs; a muted writer never notifies', async () => {
      const writer = take();
      const [follower, muter] = [take(), take()];
      for (const r of [follower, muter]) await (await as(r)).op(FOLLOW, { id: ids.get(writer) });
      await (await as(muter)).op(MUTE, { id: ids.get(writer) });
      const story = await storyBy(writer, 'News from a followed writer');
      const aboutStory = async () => (await items(follower)).filter((n) => n.kind === 'STORY_PUBLISHED' && n.href === story.url);
      // Not before the job runs: the publish request does not fan out.
      expect(await aboutStory()).toHaveLength(0);
      await app.jobs.runDue();
      const told = await aboutStory();
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ href: story.url });
      expect(told[0]!.text).toMatch(/ published News from a followed writer$/);
      expect(await store.db.selectFrom('notifications').select('id').where('recipientId', '=', ids.get(muter)!).where('postId', '=', story.id).execute()).toHaveLength(0);
      // Run again (a retried job): nothing twice.
      expect(await notificationsRepository(store.db).fanOutStory({ postId: story.id, batchSize: 1, now: clock })).toBe(0);
      expect(await aboutStory()).toHaveLength(1);
    });

    it('concurrent claps by many readers, some twice, join one notification that counts each reader once', async () => {
      const recipientId = ids.get(await fresh())!;
      const post = await store.db.selectFrom('posts').select('id').where('type', '=', 'STORY').executeTakeFirstOrThrow();
      const readers = spare.splice(0, 8).map((u) => ids.get(u)!);
      const repo = notificationsRepository(store.db);
      await Promise.all([...readers, ...readers.slice(0, 4)].map((actorId) => repo.notify({ kind: 'CLAPS', recipientId, actorId, postId: post.id, at: clock })));
      const rows = await store.db.selectFrom('notifications').select(['actorCount', 'actorId']).where('recipientId', '=', recipientId).where('kind', '=', 'CLAPS').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.actorCount).toBe(readers.length);
      expect(readers).toContain(rows[0]!.actorId);
      expect(await repo.unreadCount(recipientId)).toBe(1);
    });

    it('a scheduled story tells its writer’s followers when it is published, not before', async () => {
      const writer = take();
      const follower = await fresh();
      await (await as(follower)).op(FOLLOW, { id: ids.get(writer) });
      const w = await as(writer);
      const draft = (await w.op(CREATE, { input: { title: 'A story for later', subtitle: '', body: body('Published on schedule.') } })).post;
      const scheduled = await w.op(PUBLISH, { input: { postId: draft.id, revision: draft.revision, tags: [], isLocked: false, license: 'ALL_RIGHTS_RESERVED', scheduledAt: clock.getTime() + 3_600_000 } });
      expect(scheduled.__typename).toBe('PostPublished');
      const told = async () => (await store.db.selectFrom('notifications').select('id').where('recipientId', '=', ids.get(follower)!).where('postId', '=', draft.id).execute()).length;
      await app.jobs.runDue();
      expect(await told()).toBe(0);
      const saved = clock;
      clock = new Date(saved.getTime() + 2 * 3_600_000);
      try {
        await app.jobs.runDue();
        await app.jobs.runDue();
      } finally {
        clock = saved;
      }
      expect(await told()).toBe(1);
    });

    it('a muted writer never notifies, whatever the kind (property, on the store)', async () => {
      const recipient = ids.get(take())!;
      const muted = ids.get(take())!;
      await store.db.insertInto('userMutes').values({ muterId: recipient, muteeId: muted }).execute();
      const post = await store.db.selectFrom('posts').select('id').where('creatorId', '=', recipient).executeTakeFirst();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('FOLLOW', 'CLAPS', 'RESPONSE', 'REPLY', 'MENTION', 'HIGHLIGHT', 'NEW_SUBSCRIBER', 'ADDED_AS_WRITER') , async (kind) => {
          await insertNotification(store.db, { kind: kind as 'FOLLOW', recipientId: recipient, actorId: muted, postId: post?.id ?? null }, clock);
          const rows = await store.db.selectFrom('notifications').select('id').where('recipientId', '=', recipient).where('actorId', '=', muted).execute();
          expect(rows).toHaveLength(0);
        }),
        { numRuns: 12 },
      );
    });

    it('a kind turned off in the app writes nothing; the settings persist; the digest is DAILY, WEEKLY or OFF', async () => {
      const [writer, reader] = [take(), take()];
      const w = await as(writer);
      expect((await w.op(SET_KIND, { kind: 'FOLLOW', inApp: false, email: false })).__typename).toBe('NotificationSettingsSaved');
      await (await as(reader)).op(FOLLOW, { id: ids.get(writer) });
      expect((await items(writer)).filter((n) => n.kind === 'FOLLOW')).toHaveLength(0);
      const settings = await w.op(SETTINGS);
      expect(settings.kinds.find((k: { kind: string }) => k.kind === 'FOLLOW')).toEqual({ kind: 'FOLLOW', inApp: false, email: false, emailable: true });
      expect(settings.kinds.find((k: { kind: string }) => k.kind === 'STORY_PUBLISHED')).toMatchObject({ email: false, emailable: false });
      expect(settings.digest).toBe('DAILY');
      expect(await w.op(SET_DIGEST, { digest: 'WEEKLY' })).toEqual({ __typename: 'NotificationSettingsSaved', settings: { digest: 'WEEKLY' } });
      expect((await w.op(SETTINGS)).digest).toBe('WEEKLY');
    });

    it('every bad input is a clear error, never a 5xx', async () => {
      const w = await as(take());
      expect(await w.op(SET_KIND, { kind: 'PAYMENT_FAILED', inApp: false, email: false })).toEqual({ __typename: 'BadRequest', message: 'This kind of notification cannot be turned off.' });
      expect(await w.op(SET_KIND, { kind: 'STORY_PUBLISHED', inApp: true, email: true })).toEqual({ __typename: 'BadRequest', message: 'This kind of notification is not sent by e-mail.' });
      expect(await w.op(MARK, { upTo: -1 })).toEqual({ __typename: 'BadRequest', message: 'upTo must be a time in milliseconds.' });
      const bad = await w.graphql({ query: SET_KIND, variables: { kind: 'NOT_A_KIND', inApp: true, email: true } });
      expect(bad.status).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
      const guest = await anonymous(app, LOOPBACK).start();
      expect(await guest.op(COUNT)).toEqual({ unreadNotificationCount: 0 });
      expect(await guest.op(MARK, { upTo: 1 })).toEqual({ __typename: 'Unauthorized', message: 'Sign in to see your notifications.' });
      const answer = await guest.request(PAGE, {});
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // A mutation without the xsrf token is refused.
      const noXsrf = await w.graphql({ query: MARK, variables: { upTo: 1 } }, { 'x-xsrf-token': null });
      expect(noXsrf.status).toBeGreaterThanOrEqual(400);
      expect(noXsrf.status).toBeLessThan(500);
    });

    it('marking read up to the page’s moment races a new notification and the count stays right', async () => {
      const writer = await fresh();
      const recipientId = ids.get(writer)!;
      const repo = notificationsRepository(store.db);
      const seen = new Date(clock.getTime() - 1000);
      await repo.notify({ kind: 'FOLLOW', recipientId, actorId: ids.get(take())!, at: new Date(seen.getTime() - 1000) });
      const later = [take(), take(), take()].map((u) => ids.get(u)!);
      await Promise.all([repo.markRead(recipientId, seen), ...later.map((actorId, i) => repo.notify({ kind: 'FOLLOW', recipientId, actorId, at: new Date(seen.getTime() + 1 + i) }))]);
      expect(await repo.unreadCount(recipientId)).toBe(3);
      expect(await count(writer)).toBe(3);
    });

    it('the kept unread count equals the unread rows after any interleaving of notifying, regrouping, marking read and deleting (property, migration 0033)', async () => {
      const recipientId = ids.get(await fresh())!;
      const actors = [take(), take(), take()].map((u) => ids.get(u)!);
      const posts = (await store.db.selectFrom('posts').select('id').where('type', '=', 'STORY').limit(3).execute()).map((p) => p.id);
      const repo = notificationsRepository(store.db);
      const counted = async () =>
        Number((await store.db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).where('recipientId', '=', recipientId).where('readAt', 'is', null).executeTakeFirstOrThrow()).n);
      const step = fc.oneof(
        fc.record({ op: fc.constant('follow' as const), actor: fc.nat(2), at: fc.nat(1000) }),
        fc.record({ op: fc.constant('clap' as const), actor: fc.nat(2), post: fc.nat(2), at: fc.nat(1000) }),
        fc.record({ op: fc.constant('read' as const), at: fc.nat(1000) }),
        fc.record({ op: fc.constant('delete' as const), at: fc.nat(1000) }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
          const base = clock.getTime();
          // Several steps run together, as concurrent requests would.
          await Promise.all(
            steps.map((s) => {
              const at = new Date(base + s.at);
              if (s.op === 'follow') return repo.notify({ kind: 'FOLLOW', recipientId, actorId: actors[s.actor]!, at });
              if (s.op === 'clap') return repo.notify({ kind: 'CLAPS', recipientId, actorId: actors[s.actor]!, postId: posts[s.post]!, at });
              if (s.op === 'read') return repo.markRead(recipientId, at);
              return store.db.deleteFrom('notifications').where('recipientId', '=', recipientId).where('createdAt', '<=', at).execute();
            }),
          );
          expect(await repo.unreadCount(recipientId)).toBe(await counted());
          await store.db.deleteFrom('notifications').where('recipientId', '=', recipientId).execute();
          await store.db.deleteFrom('notificationActors').where('recipientId', '=', recipientId).execute();
          expect(await repo.unreadCount(recipientId)).toBe(0);
        }),
        { numRuns: 15 },
      );
    });

    it('e-mails a response at once through the mail queue, once; the digest gathers the rest once per period; a kind turned off sends nothing', async () => {
      const [writer, responder, quiet] = [take(), take(), take()];
      const story = await storyBy(writer, 'A story worth an e-mail');
      const writerEmail = (await store.db.selectFrom('users').select('email').where('username', '=', writer).executeTakeFirstOrThrow()).email;
      const sentTo = async (address: string) => store.db.selectFrom('mailOutbox').select(['subject', 'textBody']).where('toAddress', '=', address).execute();
      await (await as(responder)).op(RESPOND, { input: { inResponseToPostId: story.id, bodyModel: body('An e-mailed response.'), clientId: clientId() } });
      await app.jobs.runDue();
      await app.mailSender.runDue();
      await app.jobs.runDue();
      await app.mailSender.runDue();
      const mails = (await sentTo(writerEmail)).filter((m) => m.subject.includes('responded to A story worth an e-mail'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.textBody).toContain('/me/notifications/unsubscribe?token=');
      // Claps go in the digest: the writer's DAILY digest of the period, sent once however often the job runs.
      await (await as(quiet)).op(CLAP, { input: { postId: story.id, clientId: clientId(), claps: 3 } });
      const saved = clock;
      clock = new Date(Date.UTC(saved.getUTCFullYear(), saved.getUTCMonth(), saved.getUTCDate() + 1, 9));
      try {
        await sql`update notifications set created_at = ${new Date(clock.getTime() + 3_600_000)} where recipient_id = ${ids.get(writer)!} and kind = 'CLAPS'`.execute(store.db);
        const digests = notificationMail({ notifications: notificationsRepository(store.db), mail: app.mail, secrets: serverSecretsRepository(store.db), layout: { productName: 'Quire', operatorAddress: '' }, publicOrigin: 'http://localhost', now: () => clock });
        clock = new Date(clock.getTime() + 24 * 3_600_000);
        expect(await digests.sendDigests()).toBeGreaterThanOrEqual(1);
        expect(await digests.sendDigests()).toBe(0);
        await app.mailSender.runDue();
        const digest = (await sentTo(writerEmail)).filter((m) => /new on Quire$/.test(m.subject));
        expect(digest).toHaveLength(1);
        expect(digest[0]!.textBody).toMatch(/clapped for A story worth an e-mail/);
      } finally {
        clock = saved;
      }
      // E-mail of responses turned off: the next response is in the app, not in the inbox.
      expect((await (await as(writer)).op(SET_KIND, { kind: 'RESPONSE', inApp: true, email: false })).__typename).toBe('NotificationSettingsSaved');
      await (await as(quiet)).op(RESPOND, { input: { inResponseToPostId: story.id, bodyModel: body('Not e-mailed.'), clientId: clientId() } });
      await app.jobs.runDue();
      await app.mailSender.runDue();
      expect((await sentTo(writerEmail)).filter((m) => m.subject.includes('responded to'))).toHaveLength(1);
      expect((await items(writer, 'RESPONSES')).length).toBe(2);
    });

    it('renders the pages: /me/notifications (signed in only), the settings tab, and the unsubscribe link, whose changed token is refused', async () => {
      const username = take();
      const reader = await as(username);
      const page = await reader.get('/me/notifications');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1 id="notifications-title">Notifications</h1>');
      expect((await reader.get('/me/notifications?tab=responses')).status).toBe(200);
      expect((await anonymous(app, LOOPBACK).get('/me/notifications')).status).toBe(302);
      const settings = await reader.get('/me/settings/notifications');
      expect(settings.status).toBe(200);
      expect(await settings.text()).toContain('id="email-settings"');
      const token = unsubscribeToken({ userId: ids.get(username)!, kind: 'RESPONSE' }, await unsubscribeSigner(serverSecretsRepository(store.db)));
      const unsubscribePage = await anonymous(app, LOOPBACK).get(`/me/notifications/unsubscribe?token=${token}`);
      expect(unsubscribePage.status).toBe(200);
      expect(await unsubscribePage.text()).toContain('Responses to your stories');
      const guest = await anonymous(app, LOOPBACK).start();
      const changed = token.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
      expect((await guest.op(UNSUBSCRIBE, { token: changed })).__typename).toBe('BadRequest');
      expect((await guest.op(UNSUBSCRIBE, { token: token.replace('RESPONSE', 'MENTION') })).__typename).toBe('BadRequest');
      expect(await guest.op(UNSUBSCRIBE, { token })).toEqual({ __typename: 'NotificationEmailUnsubscribed', kind: 'RESPONSE' });
      expect((await reader.op(SETTINGS)).kinds.find((k: { kind: string }) => k.kind === 'RESPONSE')).toMatchObject({ inApp: true, email: false });
    });
  });
}
