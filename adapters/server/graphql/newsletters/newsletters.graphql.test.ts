// reader-experience §3 NewsletterV3 through GraphQL, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: User.newsletterV3
// and Publication.newsletterV3 give the spec's fields, the viewer's subscription follows subscribe and unsubscribe,
// and the subscriber count is the owner's alone (null for another reader and for a logged-out visitor) — also on the
// writer's own profile page, server-rendered, which no other reader's page carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../postgres/store.ts';
import { testStores } from '../../../postgres/testing/test-stores.ts';
import type { App } from '../../app.ts';
import { anonymous, signedIn, type Browser } from '../../testing/browser.ts';
import { testApp } from '../../testing/test-app.ts';

const LOOPBACK = '127.0.0.1';
const FIELDS = 'id type slug name collectionSlug user { id name username } viewerEdge { isSubscribed } subscriberCount';
const OF_USER = `query U($username: String!) { user(username: $username) { newsletterV3 { ${FIELDS} } } }`;
const OF_PUBLICATION = `query P($slug: String!) { publication(slug: $slug) { newsletterV3 { ${FIELDS} } } }`;

type NewsletterV3 = { id: string; type: string; slug: string; name: string; collectionSlug: string | null; user: { id: string; name: string; username: string }; viewerEdge: { isSubscribed: boolean }; subscriberCount: number | null };

for (const factory of testStores()) {
  describe(`NewsletterV3 in GraphQL on ${factory.name} (reader-experience §3 NewsletterV3)`, () => {
    let store: Store;
    let app: App;
    let maya: Browser;
    let theo: Browser;
    let guest: Browser;
    const ids = new Map<string, string>();

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
      for (const u of await store.db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['maya_chen', 'theo_okafor']).execute()) ids.set(u.username, u.id);
      maya = await signedIn(app, 'maya_chen', LOOPBACK);
      theo = await signedIn(app, 'theo_okafor', LOOPBACK);
      guest = await anonymous(app, LOOPBACK).start();
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it("a writer's newsletter: the spec's fields, the viewer's subscription, and the count for the owner only", async () => {
      const ofUser = async (who: Browser) => (await who.op(OF_USER, { username: 'maya_chen' })).newsletterV3 as NewsletterV3;
      const newsletterId = `nl-${ids.get('maya_chen')}`;
      await app.newsletters.unsubscribe(ids.get('theo_okafor')!, newsletterId);
      const before = (await ofUser(maya)).subscriberCount!;
      const asTheo = await ofUser(theo);
      expect(asTheo).toEqual({
        id: newsletterId,
        type: 'AUTHOR',
        slug: 'maya_chen',
        name: 'Maya Chen',
        collectionSlug: null,
        user: { id: ids.get('maya_chen')!, name: 'Maya Chen', username: 'maya_chen' },
        viewerEdge: { isSubscribed: false },
        subscriberCount: null,
      });
      expect(before).toBeGreaterThanOrEqual(0);
      expect((await ofUser(guest)).subscriberCount).toBeNull();
      expect((await ofUser(guest)).viewerEdge.isSubscribed).toBe(false);

      expect((await app.newsletters.subscribe(ids.get('theo_okafor')!, newsletterId, 'test')).ok).toBe(true);
      expect((await ofUser(theo)).viewerEdge.isSubscribed).toBe(true);
      expect((await ofUser(theo)).subscriberCount).toBeNull();
      expect((await ofUser(maya)).subscriberCount).toBe(before + 1);
      expect((await ofUser(maya)).viewerEdge.isSubscribed).toBe(false);

      await app.newsletters.unsubscribe(ids.get('theo_okafor')!, newsletterId);
      expect((await ofUser(theo)).viewerEdge.isSubscribed).toBe(false);
      expect((await ofUser(maya)).subscriberCount).toBe(before);
    });

    it('the writer sees their subscriber count on their own profile, linking to the import; other readers do not', async () => {
      const count = ((await maya.op(OF_USER, { username: 'maya_chen' })).newsletterV3 as NewsletterV3).subscriberCount!;
      const own = await (await maya.get('/@maya_chen')).text();
      expect(own).toContain(`<a href="/me/subscribers/import">${count} ${count === 1 ? 'subscriber' : 'subscribers'}</a>`);
      expect(own).toContain('OwnNewsletterCountQuery');
      for (const other of [theo, guest]) {
        const html = await (await other.get('/@maya_chen')).text();
        expect(html).not.toContain('/me/subscribers/import');
        expect(html).not.toContain('OwnNewsletterCountQuery');
        expect(html).toContain('href="/subscribe/@maya_chen"');
      }
    });

    it("a publication's newsletter is COLLECTION with its slug, run by the owner, who alone sees the count", async () => {
      const row = await store.db
        .selectFrom('publications as p')
        .innerJoin('publicationEditors as e', 'e.publicationId', 'p.id')
        .innerJoin('users as u', 'u.id', 'e.userId')
        .select(['p.slug', 'p.name', 'u.id as ownerId', 'u.username', 'u.name as ownerName'])
        .where('e.role', '=', 'OWNER')
        .orderBy('p.slug')
        .executeTakeFirstOrThrow();
      const owner = await signedIn(app, row.username, LOOPBACK);
      const asOwner = (await owner.op(OF_PUBLICATION, { slug: row.slug })).newsletterV3 as NewsletterV3;
      expect(asOwner).toMatchObject({ type: 'COLLECTION', slug: row.slug, name: row.name, collectionSlug: row.slug, user: { id: row.ownerId, name: row.ownerName, username: row.username } });
      expect(typeof asOwner.subscriberCount).toBe('number');
      const reader = row.username === 'theo_okafor' ? maya : theo;
      expect(((await reader.op(OF_PUBLICATION, { slug: row.slug })).newsletterV3 as NewsletterV3).subscriberCount).toBeNull();
      expect(((await guest.op(OF_PUBLICATION, { slug: row.slug })).newsletterV3 as NewsletterV3).subscriberCount).toBeNull();
    });
  });
}
