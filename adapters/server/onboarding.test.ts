// Issue 18 onboarding through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the three
// steps' pages (signed in only, in their layouts, carrying the onboarding redirect target), the name and username
// (validated, the username's uniqueness decided by the store in one write however two readers race), and tag
// follows (Follow on /tag/{tagSlug}, Following on /me/following).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const UPDATE = `mutation($name: String!, $username: String!) {
  updateProfile(name: $name, username: $username) {
    __typename ... on ProfileUpdated { viewer { name username } } ... on ProfileRefused { nameError usernameError }
  }
}`;
const FOLLOW_TAG = 'mutation($slug: String!) { followTag(tagSlug: $slug) { slug viewerFollows } }';
const UNFOLLOW_TAG = 'mutation($slug: String!) { unfollowTag(tagSlug: $slug) { slug viewerFollows } }';
const FOLLOWED_TAGS = '{ followedTags { slug displayTitle } }';

for (const factory of testStores()) {
  describe(`onboarding on ${factory.name} (issue 18, platform-reference §2.1 Onboarding, §3)`, () => {
    let store: Store;
    let app: App;
    let serial = 0;

    /** A new account, as a sign-up makes it, signed in. */
    async function newReader(name: string): Promise<{ browser: Browser; id: string; username: string }> {
      serial += 1;
      const id = `0nb0a7d${String(serial).padStart(5, '0')}`;
      const username = `new_reader_${factory.name.slice(0, 2)}_${serial}`;
      await store.db.insertInto('users').values({ id, username, name, email: `${username}@example.org`, needsOnboarding: true }).execute();
      return { browser: await signedIn(app, username), id, username };
    }

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
    });
    afterAll(async () => {
      await store?.close();
    });

    it('asks a visitor to sign in first, and comes back to the step with its target', async () => {
      const visitor = await anonymous(app).start();
      const answer = await visitor.fetch('/get-started?redirect=%2Fp%2Fabc');
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`/m/signin?redirect=${encodeURIComponent('/get-started?redirect=%2Fp%2Fabc')}`);
      expect((await visitor.fetch('/get-started/topics')).status).toBe(302);
      expect((await visitor.fetch('/me/following/suggestions')).status).toBe(302);
    });

    it('renders /get-started in the wordmark layout with the name and username pre-filled in labelled fields', async () => {
      const { browser, username } = await newReader('new.reader');
      const answer = await browser.fetch('/get-started?redirect=%2Fp%2Fabc');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control') ?? '').not.toMatch(/public/);
      const html = await answer.text();
      expect(html).toContain('<title>Get started – Quire</title>');
      expect(html).toContain('layout--wordmark');
      expect(html).toMatch(/<label for="([^"]+)">Your name<\/label><input[^>]*id="\1"[^>]*value="new.reader"/);
      expect(html).toMatch(new RegExp(`<label for="([^"]+)">Username</label>.*id="\\1"[^>]*value="${username}"`, 's'));
      expect(html).toContain('Step <!-- -->1<!-- --> of <!-- -->3');
      // Skip goes to the next step, carrying where the reader was headed.
      expect(html).toContain('href="/get-started/topics?redirect=%2Fp%2Fabc">Skip for now</a>');
    });

    it('saves a valid name and username, normalised; refuses bad ones with a message per field', async () => {
      const { browser, id } = await newReader('Someone');
      expect(await browser.op(UPDATE, { name: '  Ada   Lovelace ', username: '@Ada_Onboard' })).toEqual({
        __typename: 'ProfileUpdated',
        viewer: { name: 'Ada Lovelace', username: 'ada_onboard' },
      });
      expect(await store.db.selectFrom('users').select(['name', 'username']).where('id', '=', id).executeTakeFirst()).toEqual({ name: 'Ada Lovelace', username: 'ada_onboard' });
      expect(await browser.op(UPDATE, { name: ' ', username: 'a b' })).toEqual({
        __typename: 'ProfileRefused',
        nameError: 'Please enter your name.',
        usernameError: 'Usernames use only letters, numbers and underscores, and start with a letter or a number.',
      });
      expect(await browser.op(UPDATE, { name: 'Ada', username: 'MAYA_CHEN' })).toEqual({ __typename: 'ProfileRefused', nameError: null, usernameError: 'That username is taken. Try another.' });
      // Refusals changed nothing.
      expect(await store.db.selectFrom('users').select(['name', 'username']).where('id', '=', id).executeTakeFirst()).toEqual({ name: 'Ada Lovelace', username: 'ada_onboard' });
      // Keeping one's own username is fine.
      expect((await browser.op(UPDATE, { name: 'Ada L.', username: 'ada_onboard' })).__typename).toBe('ProfileUpdated');
    });

    it('gives one username to one of two readers racing for it, and the other the taken message', async () => {
      const [a, b] = await Promise.all([newReader('A'), newReader('B')]);
      const wanted = `race_${factory.name.slice(0, 2)}`;
      const answers = await Promise.all([a.browser.op(UPDATE, { name: 'A', username: wanted }), b.browser.op(UPDATE, { name: 'B', username: wanted })]);
      expect(answers.map((r) => r.__typename).sort()).toEqual(['ProfileRefused', 'ProfileUpdated']);
      expect(answers.find((r) => r.__typename === 'ProfileRefused')!.usernameError).toBe('That username is taken. Try another.');
      expect(await store.db.selectFrom('users').select('id').where('username', '=', wanted).execute()).toHaveLength(1);
    });

    it('refuses updateProfile to a visitor and without the xsrf token', async () => {
      const visitor = await anonymous(app).start();
      expect((await visitor.request(UPDATE, { name: 'X', username: 'xyz_visitor' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const { browser } = await newReader('Forged');
      const forged = await browser.graphql({ query: UPDATE, variables: { name: 'X', username: 'xyz_forged' } }, { 'x-xsrf-token': null });
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.status).toBeLessThan(500);
    });

    it('renders the topics step with a checkbox per topic, and the suggestions with the way to the target', async () => {
      const { browser } = await newReader('Topics');
      const topicsPage = await (await browser.fetch('/get-started/topics')).text();
      const topicCount = (await store.db.selectFrom('topics').select('id').execute()).length;
      expect(topicsPage).toContain('<legend>Topics</legend>');
      expect(topicsPage.match(/type="checkbox" name="topic"/g)).toHaveLength(topicCount);
      expect(topicsPage).toContain('href="/me/following/suggestions">Skip for now</a>');
      const suggestions = await (await browser.fetch('/me/following/suggestions')).text();
      expect(suggestions).toContain('<title>Who to follow – Quire</title>');
      expect(suggestions).toContain('href="/">Continue to Home</a>');
      expect(suggestions.match(/who-to-follow__entry/g)!.length).toBeGreaterThanOrEqual(3);
      const onward = await (await browser.fetch('/me/following/suggestions?redirect=%2Fp%2Fabc')).text();
      expect(onward).toContain('href="/p/abc">Continue</a>');
      // Another site is never a target.
      const evil = await (await browser.fetch('/me/following/suggestions?redirect=%2F%2Fevil.example')).text();
      expect(evil).toContain('href="/">Continue to Home</a>');
    });

    it('follows and unfollows a tag, idempotently: Following on its page and on /me/following', async () => {
      const reader = await signedIn(app, 'lena_fischer');
      const tag = await store.db.selectFrom('tags').select(['slug', 'displayTitle']).orderBy('slug').limit(1).executeTakeFirstOrThrow();
      expect(await reader.op(FOLLOW_TAG, { slug: tag.slug.toUpperCase() })).toEqual({ slug: tag.slug, viewerFollows: true });
      expect(await reader.op(FOLLOW_TAG, { slug: tag.slug })).toEqual({ slug: tag.slug, viewerFollows: true });
      expect(await reader.op(FOLLOWED_TAGS)).toEqual([tag]);
      const page = await (await reader.fetch(`/tag/${tag.slug}`)).text();
      expect(page).toContain('aria-pressed="true"');
      const index = await (await reader.fetch('/me/following')).text();
      expect(index).toContain(`href="/tag/${tag.slug}"`);
      expect(index).toMatch(/followed-topics__row.*aria-pressed="true"/s);
      expect(await reader.op(UNFOLLOW_TAG, { slug: tag.slug })).toEqual({ slug: tag.slug, viewerFollows: false });
      expect(await reader.op(UNFOLLOW_TAG, { slug: tag.slug })).toEqual({ slug: tag.slug, viewerFollows: false });
      expect(await reader.op(FOLLOWED_TAGS)).toEqual([]);
    });

    it('refuses a tag follow to a visitor and for an unknown tag, each with its message', async () => {
      const visitor = await anonymous(app).start();
      const tag = await store.db.selectFrom('tags').select('slug').limit(1).executeTakeFirstOrThrow();
      expect((await visitor.request(FOLLOW_TAG, { slug: tag.slug })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const page = await (await visitor.fetch(`/tag/${tag.slug}`)).text();
      expect(page).toContain('aria-pressed="false"');
      const reader = await signedIn(app, 'lena_fischer');
      const unknown = await reader.request(FOLLOW_TAG, { slug: 'no-such-tag' });
      expect(unknown.errors?.[0]).toMatchObject({ message: 'There is no such tag.', extensions: { code: 'NOT_FOUND' } });
    });
  });
}
