// Issue 22's last publication pages through the fetch handler (GraphQL, xsrf, permissions, pages), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL, over the demo corpus: the demo writer (maya_chen) runs a publication with a draft in
// review and a scheduled story (seed/demo-publication-people.ts).
// - the content manager's tabs show them to her, a 404 to its writer and to a stranger; a bad filterBy is a 404;
// - featuring from it and removing a story from the publication (a stranger: FORBIDDEN; without xsrf: nothing);
// - /r/submission/{id} for the editors and the writer, 404 for anyone else;
// - /me/create-submission/{publicationId}/{postId}: the writer's draft 200, a publication not theirs 403, someone
//   else's draft 404;
// - the newsletter's settings: /new-newsletter goes to them; bad input refused with its message; saving changes
//   the landing page and turns the homepage's Subscribe button off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES } from '../../core/publication/submission.ts';
import { DEMO_SCHEDULED_ID, DEMO_SUBMISSION_ID } from '../postgres/seed/demo-publication-people.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { DEFAULT_FLAGS } from './composition-root.ts';
import { signedIn, type Browser, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const LOOPBACK = '127.0.0.1';

const CONTENT = `query Content($slug: String!, $tab: PublicationContentTab!) { publicationContent(slug: $slug, tab: $tab) { publicationId featuredIds counts { published scheduled submissions } stories { id title isFeatured actions { action } } submissions { id title actions { action } } } }`;
const FEATURE = `mutation Feature($p: ID!, $ids: [ID!]!) { setFeaturedStories(publicationId: $p, postIds: $ids) }`;
const REMOVE_STORY = `mutation RemoveStory($p: ID!, $post: ID!) { removeStoryFromPublication(publicationId: $p, postId: $post) }`;
const SUBMISSION = `query Submission($id: ID!) { submission(id: $id) { id status preview actions { action } } }`;
const CREATE_DRAFT = `mutation CreateDraftMutation($input: CreateDraftInput!) { createDraft(input: $input) { __typename ... on DraftSaved { post { id revision } } } }`;
const SETTINGS = `query Settings($slug: String!) { publicationNewsletterSettings(slug: $slug) { publicationId subscriberCount newsletter { slug name description showPromo } } }`;
const SAVE = `mutation Save($p: ID!, $input: PublicationNewsletterInput!) { updatePublicationNewsletter(publicationId: $p, input: $input) { name description showPromo } }`;
const HOME_PROMO = `query Home($slug: String!) { publication(slug: $slug) { newsletterV3 { showPromo } } }`;

const paragraph = (text: string) => ({ name: 'p0', type: 'P', text, markups: [] });

for (const factory of testStores()) {
  describe(`a publication's content manager, submissions and newsletter settings on ${factory.name} (issue 22)`, () => {
    let store: Store;
    let app: App;
    let maya: Browser;
    let writer: Browser;
    let stranger: Browser;
    let publication: { id: string; slug: string; name: string };
    let writerRole: string;

    const errorOf = (answer: GraphQLAnswer) => answer.errors?.[0] as { message: string; extensions: { code: string } } | undefined;
    const html = async (browser: Browser, path: string) => {
      const response = await browser.fetch(path, { redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location'), text: await response.text() };
    };

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, flags: new Set([...DEFAULT_FLAGS, 'enable_submissions_v2']) });
      const demo = await store.db
        .selectFrom('publicationSubmissions as s')
        .innerJoin('publications as p', 'p.id', 's.publicationId')
        .innerJoin('users as w', 'w.id', 's.writerId')
        .innerJoin('publicationEditors as e', (j) => j.onRef('e.publicationId', '=', 's.publicationId').onRef('e.userId', '=', 's.writerId'))
        .select(['p.id', 'p.slug', 'p.name', 'w.username', 'e.role'])
        .where('s.id', '=', DEMO_SUBMISSION_ID)
        .executeTakeFirstOrThrow();
      publication = { id: demo.id, slug: demo.slug, name: demo.name };
      writerRole = demo.role;
      const outsider = await store.db
        .selectFrom('users')
        .select('username')
        .where('username', '<>', 'maya_chen')
        .where('id', 'not in', store.db.selectFrom('publicationEditors').select('userId').where('publicationId', '=', demo.id))
        .orderBy('username')
        .executeTakeFirstOrThrow();
      maya = await signedIn(app, 'maya_chen', LOOPBACK);
      writer = await signedIn(app, demo.username, LOOPBACK);
      stranger = await signedIn(app, outsider.username, LOOPBACK);
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('the demo publication\'s content manager shows its published, scheduled and submitted stories to its editor; others get a 404', async () => {
      const published = (await maya.request(CONTENT, { slug: publication.slug, tab: 'published' })).data.publicationContent;
      expect(published.counts).toMatchObject({ scheduled: 1, submissions: 1 });
      expect(published.counts.published).toBeGreaterThan(0);
      expect(published.stories).toHaveLength(published.counts.published);
      const first = published.stories[0];
      const page = await html(maya, `/${publication.slug}/stories`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Remove from publication');
      const scheduled = await html(maya, `/${publication.slug}/stories/scheduled`);
      expect(scheduled).toMatchObject({ status: 200, text: expect.stringContaining('Before the market opens') });
      const submissions = await html(maya, `/${publication.slug}/submissions`);
      expect(submissions).toMatchObject({ status: 200, text: expect.stringContaining('Notes from the night shift') });
      expect(submissions.text).toContain(`/r/submission/${DEMO_SUBMISSION_ID}`);
      expect((await html(maya, `/${publication.slug}/stories/submissions`)).text).toContain('Notes from the night shift');
      expect((await html(maya, `/${publication.slug}/stories/everything`)).status).toBe(404);
      expect((await html(stranger, `/${publication.slug}/stories`)).status).toBe(404);
      expect(errorOf(await stranger.request(CONTENT, { slug: publication.slug, tab: 'published' }))?.extensions.code).toBe('FORBIDDEN');
      if (writerRole === 'WRITER') {
        expect((await html(writer, `/${publication.slug}/submissions`)).status).toBe(404);
        expect(first.actions).not.toHaveLength(0);
      }
    });

    it('features a story from the content manager, and removes another from the publication; a stranger and a forged request change nothing', async () => {
      const content = (await maya.request(CONTENT, { slug: publication.slug, tab: 'published' })).data.publicationContent;
      const toFeature = content.stories.find((s: { isFeatured: boolean }) => !s.isFeatured);
      expect(toFeature.actions.map((a: { action: string }) => a.action)).toEqual(['feature', 'remove']);
      await maya.request(FEATURE, { p: publication.id, ids: [...content.featuredIds, toFeature.id] });
      const after = (await maya.request(CONTENT, { slug: publication.slug, tab: 'published' })).data.publicationContent;
      expect(after.stories.find((s: { id: string }) => s.id === toFeature.id)).toMatchObject({ isFeatured: true, actions: [{ action: 'unfeature' }, { action: 'remove' }] });

      const forStranger = await stranger.request(REMOVE_STORY, { p: publication.id, post: toFeature.id });
      expect(errorOf(forStranger)?.extensions.code).toBe('FORBIDDEN');
      const forged = await maya.graphql({ query: REMOVE_STORY, variables: { p: publication.id, post: toFeature.id } }, { 'x-xsrf-token': null });
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.status).toBeLessThan(500);
      expect((await store.db.selectFrom('posts').select('publicationId').where('id', '=', toFeature.id).executeTakeFirstOrThrow()).publicationId).toBe(publication.id);

      expect((await maya.request(REMOVE_STORY, { p: publication.id, post: toFeature.id })).data.removeStoryFromPublication).toBe(true);
      const removed = await store.db.selectFrom('posts').select(['publicationId', 'publishedAt']).where('id', '=', toFeature.id).executeTakeFirstOrThrow();
      expect(removed.publicationId).toBeNull();
      expect(removed.publishedAt).not.toBeNull();
      const left = (await maya.request(CONTENT, { slug: publication.slug, tab: 'published' })).data.publicationContent;
      expect(left.featuredIds).not.toContain(toFeature.id);
      expect(left.counts.published).toBe(content.counts.published - 1);
      expect(errorOf(await maya.request(REMOVE_STORY, { p: publication.id, post: toFeature.id }))).toMatchObject({ message: 'That story is not in this publication.', extensions: { code: 'NOT_FOUND' } });
    });

    it('/r/submission/{id}: its editors review it, its writer follows it, anyone else finds nothing', async () => {
      const forEditor = await html(maya, `/r/submission/${DEMO_SUBMISSION_ID}`);
      expect(forEditor.status).toBe(200);
      expect(forEditor.text).toContain('Notes from the night shift');
      expect(forEditor.text).toContain('Request changes');
      const seen = (await writer.request(SUBMISSION, { id: DEMO_SUBMISSION_ID })).data.submission;
      expect(seen).toMatchObject({ id: DEMO_SUBMISSION_ID, status: 'IN_REVIEW', preview: null });
      expect(seen.actions.map((a: { action: string }) => a.action)).toEqual(['withdraw', 'cancel']);
      expect((await html(writer, `/r/submission/${DEMO_SUBMISSION_ID}`)).text).toContain('Withdraw');
      expect((await stranger.request(SUBMISSION, { id: DEMO_SUBMISSION_ID })).data.submission).toBeNull();
      expect((await html(stranger, `/r/submission/${DEMO_SUBMISSION_ID}`)).status).toBe(404);
      expect((await html(maya, '/r/submission/no-such-submission')).status).toBe(404);
    });

    it('/me/create-submission: the writer submits a draft to the publication; not theirs to submit to: 403; someone else\'s draft: 404', async () => {
      const draft = await writer.request(CREATE_DRAFT, { input: { title: 'A new draft for review', subtitle: '', body: JSON.stringify([paragraph('Draft text.')]) } });
      const postId = draft.data.createDraft.post.id as string;
      const page = await html(writer, `/me/create-submission/${publication.id}/${postId}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`Submit to ${publication.name.replace(/&/g, '&amp;')}`);
      expect((await html(maya, `/me/create-submission/${publication.id}/${postId}`)).status).toBe(404);
      const own = await stranger.request(CREATE_DRAFT, { input: { title: 'Not a member', subtitle: '', body: JSON.stringify([paragraph('x')]) } });
      const refused = await html(stranger, `/me/create-submission/${publication.id}/${own.data.createDraft.post.id}`);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain(SUBMISSION_MESSAGES.noRole);
      expect((await html(writer, `/me/create-submission/${publication.id}/${DEMO_SCHEDULED_ID}`)).status).toBe(200);
    });

    it('the newsletter settings: /new-newsletter goes there; bad input refused; saved settings change the landing page and the homepage', async () => {
      const settings = (await maya.request(SETTINGS, { slug: publication.slug })).data.publicationNewsletterSettings;
      expect(settings.newsletter.description).toContain(publication.name);
      const path = `/${publication.slug}/newsletters/${settings.newsletter.slug}/settings`;
      expect(await html(maya, `/${publication.slug}/new-newsletter`)).toMatchObject({ status: 302, location: path });
      expect(await html(maya, path)).toMatchObject({ status: 200, text: expect.stringContaining('Newsletter settings') });
      expect((await html(maya, `/${publication.slug}/newsletters/another/settings`)).status).toBe(404);
      expect((await html(stranger, path)).status).toBe(404);
      expect(errorOf(await stranger.request(SETTINGS, { slug: publication.slug }))?.extensions.code).toBe('FORBIDDEN');

      const empty = await maya.request(SAVE, { p: publication.id, input: { name: '  ', description: '', showPromo: true } });
      expect(errorOf(empty)).toMatchObject({ message: 'Give the newsletter a name.', extensions: { code: 'BAD_USER_INPUT' } });
      const long = await maya.request(SAVE, { p: publication.id, input: { name: 'Desk', description: 'x'.repeat(501), showPromo: true } });
      expect(errorOf(long)?.message).toBe('The description has at most 500 characters.');
      expect(errorOf(await stranger.request(SAVE, { p: publication.id, input: { name: 'Mine', description: '', showPromo: true } }))?.extensions.code).toBe('FORBIDDEN');
      if (writerRole === 'WRITER') expect(errorOf(await writer.request(SAVE, { p: publication.id, input: { name: 'Mine', description: '', showPromo: true } }))?.extensions.code).toBe('FORBIDDEN');

      const saved = await maya.request(SAVE, { p: publication.id, input: { name: ' The Weekly Desk ', description: 'Every Friday, the week in stories.', showPromo: false } });
      expect(saved.data.updatePublicationNewsletter).toEqual({ name: 'The Weekly Desk', description: 'Every Friday, the week in stories.', showPromo: false });
      expect((await html(stranger, `/${publication.slug}/newsletter`)).text).toContain('Every Friday, the week in stories.');
      expect((await stranger.request(HOME_PROMO, { slug: publication.slug })).data.publication.newsletterV3.showPromo).toBe(false);
    });
  });
}
