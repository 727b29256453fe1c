// Issue 21 (your account) through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the Account
// and Publishing tabs' pages, profile information (with bad input refused and nothing changed), a username change
// and the old address's 301, an e-mail change confirmed by its signed link, exports (one at a time, made by the job,
// downloadable by their owner only), leaving a publication (never its last owner), account deletion (gone from its
// profile, search and its sessions), and avatar uploads with a crop.
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS, ACCOUNT_MESSAGES } from '../../core/account/account-rules.ts';
import { PROFILE_MESSAGES } from '../../core/onboarding/profile-rules.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const SETTINGS = `{ accountSettings { username name email unverifiedEmail bio imageId pronouns tippingLink allowEmailAddressSharingEditorWriter
  publications { id name role canLeave } latestExport { id state url } } }`;
const PROFILE = `mutation($input: ProfileInformationInput!) { updateProfileInformation(input: $input) {
  ok nameError bioError pronounsError tippingLinkError imageIdError settings { name bio pronouns tippingLink imageId } } }`;
const USERNAME = 'mutation($u: String!) { changeUsername(username: $u) { ok message settings { username } } }';
const EMAIL = 'mutation($e: String!) { changeEmail(email: $e) { ok message settings { email unverifiedEmail } } }';
const RESEND = 'mutation { sendVerificationEmail { ok message } }';
const EXPORT = 'mutation { requestDataExport { ok message settings { latestExport { id state url } } } }';
const DELETE = 'mutation($c: String!, $s: DeletedStories!) { deleteAccount(confirmUsername: $c, stories: $s) { ok message } }';
const LEAVE = 'mutation($p: ID!) { leavePublication(publicationId: $p) { ok message } }';
const SHARING = 'mutation($a: Boolean!) { setAllowEmailAddressSharingEditorWriter(allow: $a) { allowEmailAddressSharingEditorWriter } }';
const VIEWER = '{ viewer { id username unverifiedEmail } }';
const SEARCH_PEOPLE = 'query($q: String!) { search(query: $q, requests: [{ index: users }]) { users { hits { userId username } } } }';

for (const factory of testStores()) {
  describe(`your account on ${factory.name} (issue 21, reader-experience §2.2 Settings, platform-reference §3)`, () => {
    let store: Store;
    let app: App;
    let serial = 0;

    /** A new account, signed in. */
    async function newReader(): Promise<{ browser: Browser; id: string; username: string; email: string }> {
      serial += 1;
      const id = `acc0a7d${String(serial).padStart(5, '0')}`;
      const username = `acct_${factory.name.slice(0, 2)}_${serial}`;
      const email = `${username}@example.org`;
      await store.db.insertInto('users').values({ id, username, name: `Reader ${serial}`, email }).execute();
      return { browser: await signedIn(app, username), id, username, email };
    }

    const deliveriesTo = (address: string) => store.db.selectFrom('mailDeliveries').select(['subject', 'textBody', 'category']).where('toAddress', '=', address).execute();

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('renders the Account tab at /me/settings and /me/settings/account, and Publishing, with their anchors; signed out signs in first', async () => {
      const { browser, username } = await newReader();
      for (const path of ['/me/settings', '/me/settings/account']) {
        const answer = await browser.get(path);
        expect(answer.status).toBe(200);
        const html = await answer.text();
        expect(html).toContain('<title>Settings – Quire</title>');
        for (const anchor of ['email', 'username', 'profileInformation']) expect(html).toContain(`id="${anchor}"`);
        expect(html).toContain(`value="${username}"`);
        expect(html).toMatch(/aria-current="page"[^>]*>Account</);
      }
      const publishing = await (await browser.get('/me/settings/publishing')).text();
      for (const anchor of ['managePublications', 'audience-development', 'followers']) expect(publishing).toContain(`id="${anchor}"`);
      expect((await browser.get('/me/settings/security')).status).toBe(200);
      const visitor = anonymous(app);
      expect((await visitor.get('/me/settings/account')).status).toBe(302);
      expect((await visitor.get('/me/settings')).status).toBe(302);
      expect((await visitor.get('/me/about')).status).toBe(302);
    });

    it('saves profile information and shows it on the profile, its About page and the top bar; bad input changes nothing', async () => {
      const { browser, username } = await newReader();
      const saved = await browser.op(PROFILE, { input: { name: ' Ada  Lovelace ', bio: 'Writes about engines.', pronouns: ['she/her', ' ', 'she/her'], tippingLink: 'https://tips.example/ada' } });
      expect(saved).toMatchObject({ ok: true, nameError: null, settings: { name: 'Ada Lovelace', bio: 'Writes about engines.', pronouns: ['she/her'], tippingLink: 'https://tips.example/ada' } });
      const profile = await (await browser.get(`/@${username}`)).text();
      expect(profile).toContain('Ada Lovelace');
      expect(profile).toContain('Writes about engines.');
      // The top bar's account button carries the new name (avatar initials come from it).
      expect(profile).toContain('data-initials="AL"');
      const about = await browser.get(`/@${username}/about`);
      expect(about.status).toBe(200);
      const aboutHtml = await about.text();
      expect(aboutHtml).toMatch(/Pronouns: (<!-- -->)?she\/her/);
      expect(aboutHtml).toContain('href="https://tips.example/ada"');
      expect(aboutHtml).toContain('Edit bio');
      expect(await (await browser.get('/me/about')).text()).toContain('Writes about engines.');
      // Someone else's About page has no Edit.
      const other = await newReader();
      expect(await (await other.browser.get(`/@${username}/about`)).text()).not.toContain('Edit bio');

      const refused = await browser.op(PROFILE, { input: { name: '', bio: 'x'.repeat(161), pronouns: ['a', 'b', 'c', 'd', 'e'], tippingLink: 'javascript:alert(1)' } });
      expect(refused).toMatchObject({
        ok: false,
        nameError: PROFILE_MESSAGES.nameMissing,
        bioError: ACCOUNT_MESSAGES.bioTooLong,
        pronounsError: ACCOUNT_MESSAGES.pronounsTooMany,
        tippingLinkError: ACCOUNT_MESSAGES.tippingLinkInvalid,
        settings: { name: 'Ada Lovelace', bio: 'Writes about engines.' },
      });
      expect((await browser.op(PROFILE, { input: { name: 'Ada', bio: '', pronouns: [], tippingLink: 'ftp://x.example' } })).tippingLinkError).toBe(ACCOUNT_MESSAGES.tippingLinkInvalid);
      // An avatar that is not one of the reader's uploads is refused.
      expect((await browser.op(PROFILE, { input: { name: 'Ada', bio: '', pronouns: [], tippingLink: '', imageId: 'demo-not-mine' } })).imageIdError).toMatch(/not one of your uploads/);
      // Without the xsrf token nothing is changed.
      const forged = await browser.graphql({ query: PROFILE, variables: { input: { name: 'Forged', bio: '', pronouns: [], tippingLink: '' } } }, { 'x-xsrf-token': null });
      expect(forged.status).toBe(403);
      expect((await browser.op(SETTINGS)).name).toBe('Ada Lovelace');
    });

    it('changes the username; the old addresses redirect 301 to the new; taken and reserved names are refused', async () => {
      const { browser, username } = await newReader();
      const other = await newReader();
      expect(await browser.op(USERNAME, { u: other.username.toUpperCase() })).toMatchObject({ ok: false, message: PROFILE_MESSAGES.usernameTaken, settings: { username } });
      expect(await browser.op(USERNAME, { u: 'search' })).toMatchObject({ ok: false, message: PROFILE_MESSAGES.usernameReserved });
      expect(await browser.op(USERNAME, { u: 'settings' })).toMatchObject({ ok: false, message: PROFILE_MESSAGES.usernameReserved });
      expect(await browser.op(USERNAME, { u: 'a b' })).toMatchObject({ ok: false, message: PROFILE_MESSAGES.usernameInvalid });
      const renamed = `${username}_new`;
      expect(await browser.op(USERNAME, { u: `@${renamed.toUpperCase()}` })).toMatchObject({ ok: true, settings: { username: renamed } });
      const old = await anonymous(app).get(`/@${username}`);
      expect(old.status).toBe(301);
      expect(old.headers.get('location')).toBe(`/@${renamed}`);
      const oldAbout = await anonymous(app).get(`/@${username}/followers`);
      expect(oldAbout.status).toBe(301);
      expect(oldAbout.headers.get('location')).toBe(`/@${renamed}/followers`);
      expect((await anonymous(app).get(`/@${renamed}`)).status).toBe(200);
      // /me is the reader's own profile, under the new name.
      const me = await browser.get('/me');
      expect(me.headers.get('location')).toBe(`/@${renamed}`);
      // Someone else may take the old name; then it is theirs and no longer redirects.
      expect((await other.browser.op(USERNAME, { u: username })).ok).toBe(true);
      expect((await anonymous(app).get(`/@${username}`)).status).toBe(200);
      // A name never held is not found.
      expect((await anonymous(app).get('/@nobody_ever_here')).status).toBe(404);
    });

    it('changes the e-mail address only once its signed link is opened; an address in use is refused with nothing changed', async () => {
      const { browser, email } = await newReader();
      const other = await newReader();
      expect(await browser.op(EMAIL, { e: 'not an address' })).toMatchObject({ ok: false, message: 'Please enter a valid email address.' });
      expect(await browser.op(EMAIL, { e: other.email.toUpperCase() })).toMatchObject({ ok: false, message: ACCOUNT_ERRORS.EMAIL_TAKEN, settings: { email, unverifiedEmail: null } });
      expect(await browser.op(RESEND)).toMatchObject({ ok: false, message: ACCOUNT_MESSAGES.noPendingEmail });
      const fresh = `fresh_${serial}@example.org`;
      expect(await browser.op(EMAIL, { e: ` ${fresh} ` })).toMatchObject({ ok: true, settings: { email, unverifiedEmail: fresh } });
      expect((await browser.op(VIEWER)).unverifiedEmail).toBe(fresh);
      // The account page shows the notice with Resend email.
      const page = await (await browser.get('/me/settings/account')).text();
      expect(page).toContain('Verify your email to get full access to your account.');
      expect(page).toContain('Resend email');
      expect((await browser.op(RESEND)).ok).toBe(true);
      const mails = await deliveriesTo(fresh);
      expect(mails).toHaveLength(2);
      expect(mails.every((m) => m.category === 'account.email-change')).toBe(true);
      const link = /http:\/\/localhost(\/me\/send-verify\?token=[^\s"]+)/.exec(mails[1]!.textBody)?.[1];
      expect(link).toBeTruthy();
      // The first link was replaced by the resent one.
      const firstLink = /http:\/\/localhost(\/me\/send-verify\?token=[^\s"]+)/.exec(mails[0]!.textBody)?.[1];
      const token = decodeURIComponent(new URL(`http://x${link}`).searchParams.get('token')!);
      const visitor = anonymous(app);
      // GET only asks; a tampered token is refused.
      expect((await visitor.get(link!)).status).toBe(200);
      expect((await store.db.selectFrom('users').select('email').where('email', '=', fresh).execute()).length).toBe(0);
      const post = (t: string) => visitor.fetch('/me/send-verify', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: t }).toString() });
      expect((await post(`${token}x`)).status).toBe(400);
      if (firstLink && firstLink !== link) {
        const firstToken = decodeURIComponent(new URL(`http://x${firstLink}`).searchParams.get('token')!);
        if (firstToken !== token) expect((await post(firstToken)).status).toBe(400);
      }
      const confirmed = await post(token);
      expect(confirmed.status).toBe(200);
      expect(await confirmed.text()).toContain(ACCOUNT_MESSAGES.emailConfirmed);
      expect(await browser.op(SETTINGS)).toMatchObject({ email: fresh, unverifiedEmail: null });
      // Used once.
      expect((await post(token)).status).toBe(400);
    });

    it('makes one export at a time in the background, e-mails it, and lets only its owner download the zip', async () => {
      const { browser, email, id } = await newReader();
      await browser.op(PROFILE, { input: { name: 'Exporter', bio: 'Has data.', pronouns: [], tippingLink: '' } });
      const first = await browser.op(EXPORT);
      expect(first).toMatchObject({ ok: true, message: ACCOUNT_MESSAGES.exportRequested, settings: { latestExport: { state: 'pending', url: null } } });
      expect(await browser.op(EXPORT)).toMatchObject({ ok: false, message: ACCOUNT_MESSAGES.exportPending });
      // One job, not two.
      const jobs = await store.db.selectFrom('jobs').select('payload').where('kind', '=', 'account.export').execute();
      expect(jobs.filter((j) => (j.payload as { userId?: string }).userId === id)).toHaveLength(1);
      const pending = await store.db.selectFrom('dataExports').select('id').where('userId', '=', id).execute();
      expect(pending).toHaveLength(1);
      await app.jobs.runDue();
      const settings = await browser.op(SETTINGS);
      expect(settings.latestExport).toMatchObject({ state: 'ready' });
      const url: string = settings.latestExport.url;
      expect(url).toMatch(/^\/me\/export\/[0-9a-f]{24}$/);
      const mails = await deliveriesTo(email);
      expect(mails.filter((m) => m.category === 'account.export')).toHaveLength(1);
      expect(mails.find((m) => m.category === 'account.export')!.textBody).toContain(`http://localhost${url}`);
      const download = await browser.get(url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/zip');
      expect(download.headers.get('cache-control')).toContain('no-store');
      const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
      expect(Object.keys(files).sort()).toEqual(expect.arrayContaining(['README.txt', 'follows.json', 'highlights.json', 'lists.json', 'profile.json', 'settings.json']));
      expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ name: 'Exporter', bio: 'Has data.', email });
      // Someone else, or nobody, never gets it.
      expect((await (await newReader()).browser.get(url)).status).toBe(404);
      expect((await anonymous(app).get(url)).status).toBe(302);
      // An address of another shape is no export: not found, never 'not built'.
      for (const other of ['/me/export/x1', `/me/export/${'0'.repeat(24)}`, '/me/export/a.zip']) expect((await browser.get(other)).status, other).toBe(404);
      // Running the job again sends nothing twice.
      await app.jobs.runDue();
      expect((await deliveriesTo(email)).filter((m) => m.category === 'account.export')).toHaveLength(1);
      // Once ready, another may be asked for.
      expect((await browser.op(EXPORT)).ok).toBe(true);
    });

    it('exports a writer\'s stories as JSON and Markdown', async () => {
      const writer = await store.db
        .selectFrom('posts')
        .innerJoin('users', 'users.id', 'posts.creatorId')
        .select(['users.username', 'users.id'])
        .where('posts.publishedAt', 'is not', null)
        .where('posts.type', '=', 'STORY')
        .limit(1)
        .executeTakeFirstOrThrow();
      const browser = await signedIn(app, writer.username);
      expect((await browser.op(EXPORT)).ok).toBe(true);
      await app.jobs.runDue();
      const url: string = (await browser.op(SETTINGS)).latestExport.url;
      const files = unzipSync(new Uint8Array(await (await browser.get(url)).arrayBuffer()));
      const stories = Object.keys(files).filter((f) => f.startsWith('stories/'));
      const json = stories.find((f) => f.endsWith('.json'))!;
      const story = JSON.parse(strFromU8(files[json]!));
      expect(Array.isArray(story.body)).toBe(true);
      const markdown = strFromU8(files[json.replace(/\.json$/, '.md')]!);
      expect(markdown.startsWith(`# ${story.title.replace(/([\\`*_[\]<>#|])/g, '\\$1')}`)).toBe(true);
    });

    it('lets staff leave a publication, but never its last owner', async () => {
      const owner = await newReader();
      const editor = await newReader();
      const publicationId = `pubacc${serial}${factory.name.slice(0, 2)}`;
      await store.db.insertInto('publications').values({ id: publicationId, slug: `acct-pub-${serial}-${factory.name.slice(0, 2)}`, name: 'Account Weekly' }).execute();
      await store.db.insertInto('publicationEditors').values([
        { publicationId, userId: owner.id, role: 'OWNER' },
        { publicationId, userId: editor.id, role: 'EDITOR' },
      ]).execute();
      expect((await owner.browser.op(SETTINGS)).publications).toEqual([{ id: publicationId, name: 'Account Weekly', role: 'OWNER', canLeave: false }]);
      expect(await owner.browser.op(LEAVE, { p: publicationId })).toEqual({ ok: false, message: ACCOUNT_MESSAGES.leaveLastOwner });
      expect(await editor.browser.op(LEAVE, { p: publicationId })).toEqual({ ok: true, message: 'You left Account Weekly.' });
      expect(await editor.browser.op(LEAVE, { p: publicationId })).toEqual({ ok: false, message: ACCOUNT_MESSAGES.notInPublication });
      expect((await owner.browser.op(SHARING, { a: true })).allowEmailAddressSharingEditorWriter).toBe(true);
      expect((await owner.browser.op(SETTINGS)).allowEmailAddressSharingEditorWriter).toBe(true);
    });

    it('deletes an account once its username is typed: its profile, stories and search hits are gone and its sessions end', async () => {
      const writer = await store.db
        .selectFrom('users')
        .select(['users.id', 'users.username', 'users.name'])
        .where(({ exists, selectFrom }) => exists(selectFrom('posts').select('posts.id').whereRef('posts.creatorId', '=', 'users.id').where('posts.publishedAt', 'is not', null).where('posts.type', '=', 'STORY')))
        .where('users.username', '<>', 'maya_chen')
        .orderBy('users.username', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const post = await store.db.selectFrom('posts').select('id').where('creatorId', '=', writer.id).where('publishedAt', 'is not', null).limit(1).executeTakeFirstOrThrow();
      const browser = await signedIn(app, writer.username);
      const people = async () => ((await anonymous(app).op(SEARCH_PEOPLE, { q: writer.name })).users.hits as { userId: string }[]).map((h) => h.userId);
      expect(await people()).toContain(writer.id);
      expect(await browser.op(DELETE, { c: 'someone else', s: 'REMOVE' })).toEqual({ ok: false, message: ACCOUNT_MESSAGES.deleteConfirmMismatch });
      expect((await anonymous(app).get(`/@${writer.username}`)).status).toBe(200);
      expect(await browser.op(DELETE, { c: `@${writer.username.toUpperCase()}`, s: 'REMOVE' })).toEqual({ ok: true, message: 'Your account is deleted.' });
      expect((await anonymous(app).get(`/@${writer.username}`)).status).toBe(404);
      expect((await anonymous(app).get(`/p/${post.id}`)).status).toBe(404);
      expect(await people()).not.toContain(writer.id);
      expect(await browser.op(VIEWER)).toBeNull();
      expect(await store.db.selectFrom('sessions').selectAll().where('userId', '=', writer.id).execute()).toHaveLength(0);
    });

    it('keeps published stories under "Deleted account" when asked, whose profile is not found', async () => {
      const writer = await store.db
        .selectFrom('users')
        .select(['users.id', 'users.username'])
        .where(({ exists, selectFrom }) => exists(selectFrom('posts').select('posts.id').whereRef('posts.creatorId', '=', 'users.id').where('posts.publishedAt', 'is not', null).where('posts.type', '=', 'STORY')))
        .where('users.username', '<>', 'maya_chen')
        .where('users.id', '<>', 'deleted-account')
        .orderBy('users.username')
        .limit(1)
        .executeTakeFirstOrThrow();
      const post = await store.db.selectFrom('posts').select('id').where('creatorId', '=', writer.id).where('publishedAt', 'is not', null).limit(1).executeTakeFirstOrThrow();
      const browser = await signedIn(app, writer.username);
      expect((await browser.op(DELETE, { c: writer.username, s: 'ANONYMISE' })).ok).toBe(true);
      expect((await anonymous(app).get(`/@${writer.username}`)).status).toBe(404);
      const story = await anonymous(app).get(`/p/${post.id}`);
      expect(story.status).toBe(200);
      const html = await story.text();
      expect(html).toContain('Deleted account');
      expect((await anonymous(app).get('/@deleted_account')).status).toBe(404);
      // The anonymous author is no one to find in People.
      const hits = (await anonymous(app).op(SEARCH_PEOPLE, { q: 'Deleted account' })).users.hits as { userId: string }[];
      expect(hits.map((h) => h.userId)).not.toContain('deleted-account');
    });

    it('crops an uploaded avatar to the square asked for, and refuses a file that is not an image', async () => {
      const { browser } = await newReader();
      // 300 × 100: red on the left third, blue on the rest.
      const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#0000ff' } })
        .composite([{ input: await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } }).png().toBuffer(), left: 0, top: 0 }])
        .png()
        .toBuffer();
      const upload = (crop: string, bytes: Uint8Array, type = 'image/png') => {
        const form = new FormData();
        form.append('image', new Blob([bytes as BlobPart], { type }), 'a.png');
        return browser.fetch(`/_/upload?purpose=avatar&crop=${crop}`, { method: 'POST', headers: { 'x-xsrf-token': browser.xsrf }, body: form });
      };
      const colourOf = async (id: string) => {
        const image = await browser.get(`/media/${id}`);
        const { data } = await sharp(Buffer.from(await image.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
        return { r: data[0]!, b: data[2]! };
      };
      const left = await upload('0,0,1', png);
      expect(left.status).toBe(201);
      const leftId = ((await left.json()) as { id: string }).id;
      expect((await colourOf(leftId)).r).toBeGreaterThan(200);
      const right = await upload('1,0,1', png);
      const rightId = ((await right.json()) as { id: string }).id;
      expect((await colourOf(rightId)).b).toBeGreaterThan(200);
      expect((await upload('2,0,1', png)).status).toBe(400);
      const text = await upload('0,0,1', new TextEncoder().encode('not an image at all'), 'text/plain');
      expect(text.status).toBe(415);
      expect(((await text.json()) as { message: string }).message).toMatch(/not an image/);
      const saved = await browser.op(PROFILE, { input: { name: 'Pictured', bio: '', pronouns: [], tippingLink: '', imageId: leftId } });
      expect(saved).toMatchObject({ ok: true, settings: { imageId: leftId } });
      const profile = await (await browser.get('/me/settings/account')).text();
      // The top bar's avatar and the settings' show the picture.
      expect(profile).toContain(`/media/${leftId}?w=64`);
    });
  });
}
