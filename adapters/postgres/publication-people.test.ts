// Issue 22 part A in the store (publication-people.repository.ts, migration 0038), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: creating a publication (slug unique case-insensitively), invitations, the last-owner
// rule, the submission flow, and an accept that publishes exactly once however many accept at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationPeopleRepository } from './publication-people.repository.ts';
import { postEditingRepository } from './post-editing.repository.ts';
import { publicationHomepageRepository } from './publication-homepage.repository.ts';
import type { Store } from './store.ts';
import { seedNow, testStores } from './testing/test-stores.ts';

for (const factory of testStores()) {
  describe(`publication people in the store on ${factory.name} (issue 22)`, () => {
    let store: Store;
    let repo: ReturnType<typeof publicationPeopleRepository>;
    let users: string[];
    const now = () => seedNow();
    let counter = 0;

    async function draftOf(creatorId: string): Promise<string> {
      const id = `pp-draft-${factory.name}-${++counter}`;
      await postEditingRepository(store.db).createDraft({ id, creatorId, title: `Draft ${counter}`, subtitle: 'A subtitle', body: [], publicationId: null, now: now() });
      return id;
    }

    async function publication(ownerId: string): Promise<string> {
      const made = await repo.create({ slug: `pp-${factory.name}-${++counter}`, name: `People ${counter}`, tagline: '', avatarId: null, ownerId, now: now() });
      if (!made.ok) throw new Error('slug');
      return made.id;
    }

    beforeAll(async () => {
      store = await factory.open();
      repo = publicationPeopleRepository(store.db);
      users = (await store.db.selectFrom('users').select('id').orderBy('id').limit(5).execute()).map((r) => r.id);
    });
    afterAll(async () => {
      await store?.close();
    });

    it('the demo corpus shows the demo writer an invitation, a submission in review in her inbox, and featured stories', async () => {
      const maya = (await store.db.selectFrom('users').select('id').where('username', '=', 'maya_chen').executeTakeFirstOrThrow()).id;
      expect(await repo.invitationsOfUser(maya)).toMatchObject([{ id: 'demo-invitation-1', role: 'WRITER' }]);
      const submission = await repo.submissionById('demo-submission-1');
      expect(submission).toMatchObject({ status: 'IN_REVIEW', postTitle: 'Notes from the night shift' });
      expect(['OWNER', 'EDITOR']).toContain(await repo.roleIn(maya, submission!.publicationId));
      expect((await repo.featuredIds(submission!.publicationId)).length + (await store.db.selectFrom('publicationFeaturedPosts').select('postId').execute()).length).toBeGreaterThan(0);
    });

    it('a new publication is its creator’s (OWNER), with a featured then a latest section; a slug is unique whatever its case', async () => {
      const made = await repo.create({ slug: `Fresh-${factory.name}`, name: 'Fresh', tagline: 'New', avatarId: null, ownerId: users[0]!, now: now() });
      expect(made.ok).toBe(true);
      if (!made.ok) return;
      expect(await repo.roleIn(users[0]!, made.id)).toBe('OWNER');
      const sections = await publicationHomepageRepository(store.db).sectionsOf(made.id);
      expect(sections.map((s) => s.type)).toEqual(['FEATURED', 'LATEST']);
      expect(await repo.slugTaken(`FRESH-${factory.name}`)).toBe(true);
      expect(await repo.create({ slug: `fresh-${factory.name.toUpperCase()}`, name: 'Again', tagline: '', avatarId: null, ownerId: users[1]!, now: now() })).toEqual({ ok: false, error: 'SLUG_TAKEN' });
    });

    it('an owner invites; the invitee accepts and is a writer; a writer cannot invite; a declined invitation is gone', async () => {
      const [owner, writer, other] = users as [string, string, string];
      const pub = await publication(owner);
      const invited = await repo.invite({ publicationId: pub, inviterId: owner, inviteeId: writer, inviteeLabel: 'w', role: 'WRITER', now: now() });
      expect(invited.ok).toBe(true);
      expect(await repo.invite({ publicationId: pub, inviterId: owner, inviteeId: writer, inviteeLabel: 'w', role: 'WRITER', now: now() })).toMatchObject({ ok: false, error: 'BAD_REQUEST' });
      if (!invited.ok) return;
      expect((await repo.invitationsOfUser(writer)).map((i) => i.id)).toContain(invited.invitation.id);
      expect(await repo.respond({ invitationId: invited.invitation.id, userId: other, accept: true, now: now() })).toMatchObject({ ok: false, error: 'NOT_FOUND' });
      expect((await repo.respond({ invitationId: invited.invitation.id, userId: writer, accept: true, now: now() })).ok).toBe(true);
      expect(await repo.roleIn(writer, pub)).toBe('WRITER');
      expect(await repo.invite({ publicationId: pub, inviterId: writer, inviteeId: other, inviteeLabel: 'o', role: 'WRITER', now: now() })).toMatchObject({ ok: false, error: 'FORBIDDEN' });
      const second = await repo.invite({ publicationId: pub, inviterId: owner, inviteeId: other, inviteeLabel: 'o', role: 'EDITOR', now: now() });
      if (!second.ok) throw new Error('invite');
      expect((await repo.respond({ invitationId: second.invitation.id, userId: other, accept: false, now: now() })).ok).toBe(true);
      expect(await repo.roleIn(other, pub)).toBeNull();
      expect(await repo.invitationsOfPublication(pub)).toEqual([]);
    });

    it('the last owner can neither leave, be removed nor be demoted; an editor cannot remove an owner; anyone may leave', async () => {
      const [owner, editor, writer] = users as [string, string, string];
      const pub = await publication(owner);
      await store.db.insertInto('publicationEditors').values([{ publicationId: pub, userId: editor, role: 'EDITOR' }, { publicationId: pub, userId: writer, role: 'WRITER' }]).execute();
      expect(await repo.remove({ publicationId: pub, actorId: editor, targetId: owner })).toMatchObject({ ok: false, error: 'FORBIDDEN' });
      expect(await repo.remove({ publicationId: pub, actorId: owner, targetId: owner })).toMatchObject({ ok: false, error: 'BAD_REQUEST', message: expect.stringContaining('at least one owner') });
      expect(await repo.changeRole({ publicationId: pub, actorId: owner, targetId: owner, role: 'EDITOR' })).toMatchObject({ ok: false, error: 'BAD_REQUEST' });
      expect((await repo.remove({ publicationId: pub, actorId: writer, targetId: writer })).ok).toBe(true);
      // With two owners, both leaving at once: exactly one goes.
      await store.db.updateTable('publicationEditors').set({ role: 'OWNER' }).where('publicationId', '=', pub).where('userId', '=', editor).execute();
      const both = await Promise.all([repo.remove({ publicationId: pub, actorId: owner, targetId: owner }), repo.remove({ publicationId: pub, actorId: editor, targetId: editor })]);
      expect(both.filter((r) => r.ok)).toHaveLength(1);
      expect((await repo.members(pub)).filter((m) => m.role === 'OWNER')).toHaveLength(1);
    });

    it('submit → changes requested → resubmitted → accepted: the story publishes in the publication, and a writer cannot accept their own', async () => {
      const [owner, writer] = users as [string, string];
      const pub = await publication(owner);
      await store.db.insertInto('publicationEditors').values({ publicationId: pub, userId: writer, role: 'WRITER' }).execute();
      const post = await draftOf(writer);
      expect(await repo.submit({ publicationId: pub, postId: post, writerId: owner, now: now() })).toMatchObject({ ok: false, error: 'FORBIDDEN' });
      const sent = await repo.submit({ publicationId: pub, postId: post, writerId: writer, now: now() });
      if (!sent.ok) throw new Error(sent.message);
      expect(sent.submission.status).toBe('OPEN');
      expect(await repo.submit({ publicationId: pub, postId: post, writerId: writer, now: now() })).toMatchObject({ ok: false, error: 'BAD_REQUEST' });
      const id = sent.submission.id;
      expect(await repo.transition({ id, action: 'accept', actorId: writer, now: now() })).toMatchObject({ ok: false, error: 'FORBIDDEN' });
      const asked = await repo.transition({ id, action: 'requestChanges', actorId: owner, note: 'Tighten the opening.', now: now() });
      expect(asked).toMatchObject({ ok: true, submission: { status: 'CHANGES_REQUESTED', note: 'Tighten the opening.' } });
      expect(await repo.transition({ id, action: 'accept', actorId: owner, now: now() })).toMatchObject({ ok: false, error: 'CONFLICT' });
      expect(await repo.transition({ id, action: 'resubmit', actorId: writer, now: now() })).toMatchObject({ ok: true, submission: { status: 'CHANGES_MADE' } });
      const accepted = await repo.transition({ id, action: 'accept', actorId: owner, now: now() });
      expect(accepted).toMatchObject({ ok: true, submission: { status: 'ACCEPTED' }, published: { postId: post, scheduled: false } });
      const row = await store.db.selectFrom('posts').select(['publicationId', 'statusForCollection', 'publishedAt']).where('id', '=', post).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ publicationId: pub, statusForCollection: 'APPROVED' });
      expect(row.publishedAt).not.toBeNull();
      expect((await repo.outbox(writer, 50)).find((s) => s.id === id)?.status).toBe('ACCEPTED');
      expect((await repo.inbox(pub, ['ACCEPTED'], 50)).map((s) => s.id)).toEqual([id]);
    });

    it('ten concurrent accepts of one submission publish the story exactly once', async () => {
      const [owner, writer, editor] = users as [string, string, string];
      const pub = await publication(owner);
      await store.db.insertInto('publicationEditors').values([{ publicationId: pub, userId: writer, role: 'WRITER' }, { publicationId: pub, userId: editor, role: 'EDITOR' }]).execute();
      const post = await draftOf(writer);
      const sent = await repo.submit({ publicationId: pub, postId: post, writerId: writer, now: now() });
      if (!sent.ok) throw new Error(sent.message);
      const revision = async () => (await store.db.selectFrom('posts').select('revision').where('id', '=', post).executeTakeFirstOrThrow()).revision;
      const before = await revision();
      const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => repo.transition({ id: sent.submission.id, action: 'accept', actorId: i % 2 ? owner : editor, now: now() })));
      expect(outcomes.filter((o) => o.ok && o.published !== null)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.error === 'CONFLICT')).toBe(true);
      expect(await revision()).toBe(before + 1);
    });

    it('featured stories: an editor sets and orders them, the homepage follows; a writer cannot; only published stories of the publication', async () => {
      const [owner, writer] = users as [string, string];
      const pub = await publication(owner);
      await store.db.insertInto('publicationEditors').values({ publicationId: pub, userId: writer, role: 'WRITER' }).execute();
      const stories: string[] = [];
      for (let i = 0; i < 2; i++) {
        const post = await draftOf(writer);
        const sent = await repo.submit({ publicationId: pub, postId: post, writerId: writer, now: now() });
        if (!sent.ok) throw new Error(sent.message);
        await repo.transition({ id: sent.submission.id, action: 'accept', actorId: owner, now: new Date(now().getTime() + i * 1000) });
        stories.push(post);
      }
      expect(await repo.setFeatured({ publicationId: pub, actorId: writer, postIds: stories })).toMatchObject({ ok: false, error: 'FORBIDDEN' });
      expect(await repo.setFeatured({ publicationId: pub, actorId: owner, postIds: [await draftOf(writer)] })).toMatchObject({ ok: false, error: 'BAD_REQUEST' });
      const first = await repo.setFeatured({ publicationId: pub, actorId: owner, postIds: [stories[1]!, stories[0]!] });
      expect(first).toMatchObject({ ok: true, added: [{ postId: stories[1] }, { postId: stories[0] }] });
      const home = publicationHomepageRepository(store.db);
      expect((await home.featured(pub, 3, null)).map((p) => p.id)).toEqual([stories[1], stories[0]]);
      const reordered = await repo.setFeatured({ publicationId: pub, actorId: owner, postIds: [stories[0]!, stories[1]!] });
      expect(reordered).toMatchObject({ ok: true, added: [] });
      expect((await home.featured(pub, 3, null)).map((p) => p.id)).toEqual([stories[0], stories[1]]);
      expect(await repo.featuredIds(pub)).toEqual([stories[0], stories[1]]);
    });
  });
}
