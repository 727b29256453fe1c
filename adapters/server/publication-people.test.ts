// Issue 22 part A through the fetch handler (GraphQL, xsrf, permissions), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: a user creates a publication (reserved and taken slugs refused with their messages), invites a second
// user who accepts (ADDED_AS_WRITER and an e-mail), the writer submits a draft with enable_submissions_v2, the
// owner requests changes (CHANGES_REQUESTED), the writer resubmits, the writer cannot accept, the owner accepts
// (SUBMISSION_ACCEPTED; the story is in the publication's stream), features it (STORY_FEATURED; the homepage's
// featured section leads with it); the last owner stays; an editor cannot remove an owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { DEFAULT_FLAGS } from './composition-root.ts';
import { signedIn, type Browser, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const LOOPBACK = '127.0.0.1';

const CREATE_PUBLICATION = `mutation CreatePublication($input: CreatePublicationInput!) { createPublication(input: $input) { id slug name role } }`;
const INVITE = `mutation Invite($p: ID!, $who: String!, $role: CollectionRole!) { invitePublicationMember(publicationId: $p, who: $who, role: $role) { id role inviteeUsername } }`;
const RESPOND = `mutation Respond($id: ID!, $accept: Boolean!) { respondToPublicationInvitation(invitationId: $id, accept: $accept) { id slug role } }`;
const REMOVE = `mutation Remove($p: ID!, $u: ID!) { removePublicationMember(publicationId: $p, userId: $u) }`;
const SET_ROLE = `mutation SetRole($p: ID!, $u: ID!, $role: CollectionRole!) { setPublicationMemberRole(publicationId: $p, userId: $u, role: $role) }`;
const PEOPLE = `query People($slug: String!) { publicationPeople(slug: $slug) { viewerRole viewerMayInvite members { userId username role viewerMayRemove } invitations { id inviteeUsername role } viewerInvitation { id role } } }`;
const CREATE_DRAFT = `mutation CreateDraftMutation($input: CreateDraftInput!) { createDraft(input: $input) { __typename ... on DraftSaved { post { id revision } } } }`;
const SUBMIT = `mutation Submit($p: ID!, $post: ID!) { submitToPublication(publicationId: $p, postId: $post) { id status actions { action } } }`;
const UPDATE = `mutation Update($id: ID!, $action: SubmissionAction!, $note: String) { updateSubmission(submissionId: $id, action: $action, note: $note) { id status note publishedUrl actions { action } } }`;
const INBOX = `query Inbox($slug: String!) { editorInbox(slug: $slug) { viewerRole submissions { id status title preview actions { action label } } } }`;
const OUTBOX = `query Outbox { writerOutbox { id status statusLabel publishedUrl publicationName } }`;
const FEATURE = `mutation Feature($p: ID!, $ids: [ID!]!) { setFeaturedStories(publicationId: $p, postIds: $ids) }`;
const HOMEPAGE = `query Home($slug: String!) { publication(slug: $slug) { homepage { sections { type posts { items { post { id } } } } } } }`;

const paragraph = (text: string, i = 0) => ({ name: `p${i}`, type: 'P', text, markups: [] });

for (const factory of testStores()) {
  describe(`publications run by their people on ${factory.name} (issue 22; platform-reference §3 roles and submission status)`, () => {
    let store: Store;
    let app: App;
    let maya: Browser;
    let theo: Browser;
    let publication: { id: string; slug: string };
    const slug = `night-desk-${factory.name}`;

    const errorOf = (answer: GraphQLAnswer) => answer.errors?.[0] as { message: string; extensions: { code: string } } | undefined;
    const userId = async (username: string) => (await store.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const notes = async (username: string, kind: string) =>
      store.db.selectFrom('notifications').select(['kind', 'postId', 'publicationId']).where('recipientId', '=', await userId(username)).where('kind', '=', kind).execute();

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, flags: new Set([...DEFAULT_FLAGS, 'enable_submissions_v2']) });
      maya = await signedIn(app, 'maya_chen', LOOPBACK);
      theo = await signedIn(app, 'theo_okafor', LOOPBACK);
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('creates a publication: the creator is its owner; a reserved or taken slug gets a clear message; without xsrf nothing is made', async () => {
      const reserved = await maya.request(CREATE_PUBLICATION, { input: { name: 'Search', slug: 'search', tagline: '' } });
      expect(errorOf(reserved)).toMatchObject({ message: '“search” is reserved for a page of the site. Choose another address.', extensions: { code: 'BAD_USER_INPUT' } });
      const taken = await maya.request(CREATE_PUBLICATION, { input: { name: 'Again', slug: 'The-Long-Draft', tagline: '' } });
      expect(errorOf(taken)).toMatchObject({ message: 'The address “the-long-draft” is taken. Choose another.', extensions: { code: 'BAD_USER_INPUT' } });
      const forged = await maya.graphql({ query: CREATE_PUBLICATION, variables: { input: { name: 'Forged', slug: `forged-${factory.name}`, tagline: '' } } }, { 'x-xsrf-token': null });
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.status).toBeLessThan(500);
      expect(await store.db.selectFrom('publications').select('id').where('slug', '=', `forged-${factory.name}`).execute()).toEqual([]);
      const made = await maya.request(CREATE_PUBLICATION, { input: { name: 'The Night Desk', slug, tagline: 'Late stories.' } });
      expect(made.errors).toBeUndefined();
      expect(made.data.createPublication).toMatchObject({ slug, name: 'The Night Desk', role: 'OWNER' });
      publication = made.data.createPublication;
      expect((await maya.request(PEOPLE, { slug })).data.publicationPeople).toMatchObject({ viewerRole: 'OWNER', viewerMayInvite: true, members: [{ username: 'maya_chen', role: 'OWNER', viewerMayRemove: false }] });
    });

    it('the owner invites by e-mail (an unknown user: a clear message); the invitee is notified and e-mailed, and accepts as a writer', async () => {
      const unknown = await maya.request(INVITE, { p: publication.id, who: 'nobody_by_that_name', role: 'WRITER' });
      expect(errorOf(unknown)).toMatchObject({ message: 'There is no user named nobody_by_that_name. Check the username or e-mail address.', extensions: { code: 'BAD_USER_INPUT' } });
      const theoEmail = (await store.db.selectFrom('users').select('email').where('username', '=', 'theo_okafor').executeTakeFirstOrThrow()).email;
      const writerCannot = await theo.request(INVITE, { p: publication.id, who: 'maya_chen', role: 'WRITER' });
      expect(errorOf(writerCannot)?.extensions.code).toBe('FORBIDDEN');
      const invited = await maya.request(INVITE, { p: publication.id, who: theoEmail.toUpperCase(), role: 'WRITER' });
      expect(invited.data.invitePublicationMember).toMatchObject({ role: 'WRITER', inviteeUsername: 'theo_okafor' });
      expect(await notes('theo_okafor', 'ADDED_AS_WRITER')).toEqual([{ kind: 'ADDED_AS_WRITER', postId: null, publicationId: publication.id }]);
      const mail = await store.db.selectFrom('mailDeliveries').select(['toAddress', 'subject']).where('key', '=', `publication-invitation:${invited.data.invitePublicationMember.id}`).execute();
      expect(mail).toEqual([{ toAddress: theoEmail, subject: 'Maya Chen invited you to The Night Desk' }]);
      expect((await theo.request(PEOPLE, { slug })).data.publicationPeople).toMatchObject({ viewerRole: null, viewerInvitation: { role: 'WRITER' } });
      const accepted = await theo.request(RESPOND, { id: invited.data.invitePublicationMember.id, accept: true });
      expect(accepted.data.respondToPublicationInvitation).toMatchObject({ slug, role: 'WRITER' });
      expect((await theo.request(RESPOND, { id: invited.data.invitePublicationMember.id, accept: true })).errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    });

    it('submissions: submit, changes requested with a note, resubmitted; the writer cannot accept; the owner accepts and the story is in the publication', async () => {
      const draft = await theo.request(CREATE_DRAFT, { input: { title: 'Night Shift', subtitle: 'A story from the desk', body: JSON.stringify([paragraph('It was late.')]) } });
      const postId = draft.data.createDraft.post.id as string;
      const sent = await theo.request(SUBMIT, { p: publication.id, post: postId });
      expect(sent.data.submitToPublication).toMatchObject({ status: 'OPEN', actions: [{ action: 'withdraw' }, { action: 'cancel' }] });
      const id = sent.data.submitToPublication.id as string;
      const inbox = await maya.request(INBOX, { slug });
      expect(inbox.data.editorInbox.submissions[0]).toMatchObject({ id, status: 'OPEN', title: 'Night Shift', preview: ['It was late.'] });
      expect(errorOf(await theo.request(INBOX, { slug }))?.extensions.code).toBe('FORBIDDEN');
      expect(errorOf(await maya.request(UPDATE, { id, action: 'requestChanges', note: '' }))?.message).toBe('Say what should change.');
      const asked = await maya.request(UPDATE, { id, action: 'requestChanges', note: 'A stronger ending, please.' });
      expect(asked.data.updateSubmission).toMatchObject({ status: 'CHANGES_REQUESTED', note: 'A stronger ending, please.' });
      expect(await notes('theo_okafor', 'CHANGES_REQUESTED')).toHaveLength(1);
      expect((await theo.request(UPDATE, { id, action: 'resubmit' })).data.updateSubmission).toMatchObject({ status: 'CHANGES_MADE' });
      const own = await theo.request(UPDATE, { id, action: 'accept' });
      expect(errorOf(own)).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      const accepted = await maya.request(UPDATE, { id, action: 'accept' });
      expect(accepted.data.updateSubmission).toMatchObject({ status: 'ACCEPTED', actions: [] });
      expect(accepted.data.updateSubmission.publishedUrl).toMatch(new RegExp(`^/${slug}/night-shift-`));
      expect(errorOf(await maya.request(UPDATE, { id, action: 'accept' }))?.extensions.code).toBe('BAD_USER_INPUT');
      expect(await notes('theo_okafor', 'SUBMISSION_ACCEPTED')).toEqual([{ kind: 'SUBMISSION_ACCEPTED', postId, publicationId: publication.id }]);
      expect((await theo.request(OUTBOX)).data.writerOutbox[0]).toMatchObject({ id, status: 'ACCEPTED', statusLabel: 'Accepted', publicationName: 'The Night Desk' });
      const home = await maya.request(HOMEPAGE, { slug });
      const latest = home.data.publication.homepage.sections.find((s: { type: string }) => s.type === 'LATEST');
      expect(latest.posts.items.map((i: { post: { id: string } }) => i.post.id)).toContain(postId);
    });

    it('featuring a story leads the homepage with it and tells its writer; a writer cannot feature', async () => {
      const postId = (await store.db.selectFrom('posts').select('id').where('publicationId', '=', publication.id).executeTakeFirstOrThrow()).id;
      expect(errorOf(await theo.request(FEATURE, { p: publication.id, ids: [postId] }))?.extensions.code).toBe('FORBIDDEN');
      expect((await maya.request(FEATURE, { p: publication.id, ids: [postId] })).data.setFeaturedStories).toEqual([postId]);
      const home = await maya.request(HOMEPAGE, { slug });
      expect(home.data.publication.homepage.sections[0]).toMatchObject({ type: 'FEATURED', posts: { items: [{ post: { id: postId } }] } });
      expect(await notes('theo_okafor', 'STORY_FEATURED')).toEqual([{ kind: 'STORY_FEATURED', postId, publicationId: publication.id }]);
    });

    it('the last owner can neither leave nor be demoted; an editor cannot remove the owner; a writer may leave', async () => {
      const mayaId = await userId('maya_chen');
      const theoId = await userId('theo_okafor');
      const last = await maya.request(REMOVE, { p: publication.id, u: mayaId });
      expect(errorOf(last)).toMatchObject({ message: 'A publication needs at least one owner. Make someone else an owner first.', extensions: { code: 'BAD_USER_INPUT' } });
      expect(errorOf(await maya.request(SET_ROLE, { p: publication.id, u: mayaId, role: 'EDITOR' }))?.extensions.code).toBe('BAD_USER_INPUT');
      expect((await maya.request(SET_ROLE, { p: publication.id, u: theoId, role: 'EDITOR' })).data.setPublicationMemberRole).toBe(true);
      expect(await notes('theo_okafor', 'ADDED_AS_EDITOR')).toHaveLength(1);
      expect(errorOf(await theo.request(REMOVE, { p: publication.id, u: mayaId }))).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect((await theo.request(REMOVE, { p: publication.id, u: theoId })).data.removePublicationMember).toBe(true);
      expect((await maya.request(PEOPLE, { slug })).data.publicationPeople.members).toEqual([{ userId: mayaId, username: 'maya_chen', role: 'OWNER', viewerMayRemove: false }]);
    });

    it('the pages answer 200 for their people, with what they show; a reader who is not an editor gets no inbox', async () => {
      const html = async (browser: Browser, path: string) => {
        const response = await browser.fetch(path, { redirect: 'manual' });
        return { status: response.status, text: await response.text() };
      };
      const postId = (await store.db.selectFrom('posts').select('id').where('publicationId', '=', publication.id).executeTakeFirstOrThrow()).id;
      expect(await html(maya, '/new-publication')).toMatchObject({ status: 200, text: expect.stringContaining('Create publication') });
      expect(await html(maya, `/${slug}/permissions`)).toMatchObject({ status: 200, text: expect.stringContaining('Send invitation') });
      expect(await html(maya, `/${slug}/manage/inbox`)).toMatchObject({ status: 200, text: expect.stringContaining('Night Shift') });
      expect(await html(maya, `/${slug}/manage/stories/featured`)).toMatchObject({ status: 200, text: expect.stringContaining('Move up') });
      expect(await html(maya, '/me/settings/publishing')).toMatchObject({ status: 200, text: expect.stringContaining('The Night Desk') });
      expect(await html(theo, '/me/outbox')).toMatchObject({ status: 200, text: expect.stringContaining('Accepted') });
      const draft = await theo.request(CREATE_DRAFT, { input: { title: 'Another', subtitle: '', body: JSON.stringify([paragraph('y')]) } });
      expect(await html(theo, `/me/find-publication-for-submission/${draft.data.createDraft.post.id}`)).toMatchObject({ status: 200 });
      expect((await html(theo, `/me/find-publication-for-submission/${postId}`)).text).toContain('Only a draft can be submitted');
      const refused = await html(theo, `/${slug}/manage/inbox`);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    });

    it('without enable_submissions_v2 a submission is refused with a clear message', async () => {
      const plain = testApp(store, { devSignIn: true });
      const owner = await signedIn(plain, 'maya_chen', LOOPBACK);
      const draft = await owner.request(CREATE_DRAFT, { input: { title: 'Plain', subtitle: '', body: JSON.stringify([paragraph('x')]) } });
      const answer = await owner.request(SUBMIT, { p: publication.id, post: draft.data.createDraft.post.id });
      expect(errorOf(answer)).toMatchObject({ message: 'Submissions are not turned on.', extensions: { code: 'BAD_USER_INPUT' } });
    });
  });
}
