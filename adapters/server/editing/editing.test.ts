// Writing and publishing (issue 15) through the fetch handler, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: drafts and revisions (two saves on one base: one wins, the other gets Conflict, nothing lost),
// every "Bad input" of the issue answered with a message and nothing saved, someone else's story Forbidden,
// publishing with tags into a publication (role checked), visible on home, tag, profile and search and purged
// from the cache; Your Stories' moves and their undo; trash (gone everywhere but Deleted) and restore;
// scheduled publishing by the post.publish job; the 14-day sweep; the demo writer's stories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleOf } from '../../postgres/post-editing.repository.ts';
import { storiesTabOf } from '../../../core/content/post-lifecycle.ts';
import { DRAFTS_CREATED_LIMIT, LIMIT_MESSAGES, PARAGRAPHS_MAX } from '../../../core/content/post-limits.ts';
import type { EnqueueOptions, JobQueue } from '../../../core/ports/job-queue.port.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow, testStores } from '../../postgres/testing/test-stores.ts';
import type { App } from '../app.ts';
import { DEFAULT_EDGE_CACHE } from '../edge-cache/edge-cache.server.ts';
import { DEFAULT_FLAGS } from '../composition-root.ts';
import { anonymous, signedIn, type Browser, type GraphQLAnswer } from '../testing/browser.ts';
import { testApp } from '../testing/test-app.ts';
import { editingJobHandlers, TRASH_SWEEP_JOB } from './jobs.ts';
import { POST_PUBLISH_JOB, postPublishJobKey } from './editing.service.ts';

const LOOPBACK = '127.0.0.1';
const DAY = 86_400_000;

/** An in-memory JobQueue: one pending job per key, as the port promises. */
class FakeJobs implements JobQueue {
  pending = new Map<string, { kind: string; payload: unknown; runAt: Date }>();
  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<string> {
    const key = options.key ?? `${kind}:${this.pending.size}`;
    this.pending.set(key, { kind, payload, runAt: options.runAt ?? new Date(0) });
    return key;
  }
  async cancel(key: string): Promise<boolean> {
    return this.pending.delete(key);
  }
}

const EDITABLE = 'id revision state title subtitle body hasUnpublishedChanges tags publicationId isLocked previewParagraphs license scheduledAt publishedAt updatedAt url editUrl';
const STORY = 'id title state tab readingTime wordCount deletedAt permanentlyDeletedAt url editUrl publicationName';
const ERRORS = '... on BadRequest { message } ... on Unauthorized { message } ... on Forbidden { message } ... on NotFound { message }';

const CREATE = `mutation CreateDraftMutation($input: CreateDraftInput!) { createDraft(input: $input) { __typename ... on DraftSaved { post { ${EDITABLE} } } ${ERRORS} ... on Conflict { message currentRevision } } }`;
const SAVE = `mutation SaveDraftMutation($input: SaveDraftInput!) { saveDraft(input: $input) { __typename ... on DraftSaved { post { ${EDITABLE} } } ${ERRORS} ... on Conflict { message currentRevision } } }`;
const PUBLISH = `mutation PublishPostMutation($input: PublishPostInput!) { publishPost(input: $input) { __typename ... on PostPublished { post { ${EDITABLE} } } ${ERRORS} ... on Conflict { message currentRevision } } }`;
const MOVE = `mutation MovePostMutation($id: ID!, $tab: StoriesTab!) { movePost(targetPostId: $id, tab: $tab) { __typename ... on PostMoved { fromTab post { ${STORY} } } ${ERRORS} } }`;
const DELETE = `mutation deletePost($id: ID!) { deletePost(targetPostId: $id) { __typename ... on PostDeleted { post { ${STORY} } } ${ERRORS} } }`;
const UNDELETE = `mutation UndeletePostMutation($id: ID!) { undeletePost(targetPostId: $id) { __typename ... on PostUndeleted { post { ${STORY} } } ${ERRORS} } }`;
const EDITABLE_QUERY = `query EditablePostQuery($id: ID!) { editablePost(id: $id) { ${EDITABLE} } }`;
const STORIES = `query YourStoriesQuery($tab: StoriesTab!, $first: Int, $after: String) { yourStories(tab: $tab, first: $first, after: $after) { items { ${STORY} } nextCursor } yourStoriesCounts { drafts public unlisted responses deleted } }`;

const paragraph = (text: string, i = 0, extra: Record<string, unknown> = {}) => ({ name: `p${i}`, type: 'P', text, markups: [], ...extra });
const body = (...texts: string[]) => JSON.stringify(texts.map((t, i) => paragraph(t, i)));

for (const factory of testStores()) {
  describe(`writing and publishing on ${factory.name} (issue 15; platform-reference §2.2, §8, §9; reader-experience §4, §7, §9)`, () => {
    let store: Store;
    let app: App;
    let clock: Date;
    let jobs: FakeJobs;
    let maya: Browser;
    let theo: Browser;
    let mayaId: string;
    /** A publication where maya has a role, and one where she has none. */
    let ownPublication: { id: string; slug: string };
    let otherPublication: { id: string };
    const unique = `${Date.now().toString(36)}${factory.name}`;

    const ask = async (who: Browser, query: string, variables: Record<string, unknown> = {}) => {
      const response = await who.graphql({ query, variables });
      expect(response.status).toBeLessThan(500);
      return (await response.json()) as GraphQLAnswer;
    };
    const create = async (who: Browser, input: Record<string, unknown>) => (await ask(who, CREATE, { input })).data.createDraft;
    const save = async (who: Browser, input: Record<string, unknown>) => (await ask(who, SAVE, { input })).data.saveDraft;
    const publish = async (who: Browser, input: Record<string, unknown>) =>
      (await ask(who, PUBLISH, { input: { tags: [], isLocked: false, license: 'ALL_RIGHTS_RESERVED', ...input } })).data.publishPost;
    const stored = (id: string) => store.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
    const newDraft = async (title: string, text = 'The first paragraph of a story.') => {
      const created = await create(maya, { title, subtitle: '', body: body(text) });
      expect(created.__typename).toBe('DraftSaved');
      return created.post as { id: string; revision: number };
    };
    const homeIds = async () => {
      const answer = await ask(anonymous(app), '{ webRecommendedFeed(paging: { limit: 25 }) { items { post { id } } } }');
      return answer.data.webRecommendedFeed.items.map((i: { post: { id: string } }) => i.post.id) as string[];
    };
    const tagIds = async (slug: string) => {
      const answer = await ask(anonymous(app), 'query T($slug: String!) { tagFeed(tagSlug: $slug, paging: { limit: 25 }) { items { post { id } } } }', { slug });
      return answer.data.tagFeed.items.map((i: { post: { id: string } }) => i.post.id) as string[];
    };
    const profileIds = async () => {
      const answer = await ask(anonymous(app), '{ user(username: "maya_chen") { posts(paging: { limit: 25 }) { items { post { id } } } } }');
      return answer.data.user.posts.items.map((i: { post: { id: string } }) => i.post.id) as string[];
    };
    const searchIds = async (text: string) => {
      const answer = await ask(anonymous(app), 'query S($q: String!) { search(query: $q, requests: [{ index: posts }]) { posts { hits { postId } } } }', { q: text });
      return (answer.data.search.posts?.hits ?? []).map((h: { postId: string }) => h.postId) as string[];
    };
    const page = (path: string, who?: Browser) => (who ? who.get(path) : app.fetch(new Request(`http://localhost${path}`), { remoteAddress: LOOPBACK }));

    beforeAll(async () => {
      store = await factory.open();
      clock = seedNow();
      jobs = new FakeJobs();
      app = testApp(store, { devSignIn: true, now: () => clock, jobQueue: jobs, edgeCache: DEFAULT_EDGE_CACHE });
      maya = await signedIn(app, 'maya_chen', LOOPBACK);
      theo = await signedIn(app, 'theo_okafor', LOOPBACK);
      mayaId = (await store.db.selectFrom('users').select('id').where('username', '=', 'maya_chen').executeTakeFirstOrThrow()).id;
      const roles = await store.db.selectFrom('publicationEditors').select(['publicationId']).where('userId', '=', mayaId).execute();
      const all = await store.db.selectFrom('publications').select(['id', 'slug']).orderBy('id').execute();
      const mine = all.find((p) => roles.some((r) => r.publicationId === p.id));
      const notMine = all.find((p) => !roles.some((r) => r.publicationId === p.id));
      if (!mine || !notMine) throw new Error('The demo corpus should give maya_chen a role in some publication and none in another');
      ownPublication = mine;
      otherPublication = notMine;
    });
    afterAll(async () => {
      await store?.close();
    });

    // First: later tests move the clock on, and the sweep then publishes and deletes these.
    it('counts new drafts in the store: 110 at once from one writer, exactly 100 are created and the rest told to wait', async () => {
      const samirId = (await store.db.selectFrom('users').select('id').where('username', '=', 'samir_haddad').executeTakeFirstOrThrow()).id;
      const before = await store.db.selectFrom('posts').select((e) => e.fn.countAll<number>().as('n')).where('creatorId', '=', samirId).executeTakeFirstOrThrow();
      const results = await Promise.all(
        Array.from({ length: 110 }, (_, i) => app.editing.createDraft(samirId, { title: `Burst ${i}`, subtitle: '', body: body('One line.') })),
      );
      const refused = results.filter((r) => !r.ok);
      expect(results.filter((r) => r.ok)).toHaveLength(DRAFTS_CREATED_LIMIT.max);
      expect(refused).toHaveLength(10);
      for (const r of refused) expect(r).toMatchObject({ kind: 'BadRequest', message: expect.stringMatching(/^Too many saves in a short time\. Wait \d+ seconds? and try again/) });
      const after = await store.db.selectFrom('posts').select((e) => e.fn.countAll<number>().as('n')).where('creatorId', '=', samirId).executeTakeFirstOrThrow();
      expect(Number(after.n) - Number(before.n)).toBe(DRAFTS_CREATED_LIMIT.max);
    });

    it('the demo writer starts with two drafts, a scheduled story, an unlisted one and one in the trash', async () => {
      const demo = await store.db
        .selectFrom('posts')
        .select(['id', 'storiesTab', 'scheduledAt'])
        .where('id', 'in', ['de5a0000d001', 'de5a0000d002', 'de5a0000d003', 'de5a0000d004', 'de5a0000d005'])
        .orderBy('id')
        .execute();
      expect(demo.map((d) => d.storiesTab)).toEqual(['DRAFTS', 'DRAFTS', 'DRAFTS', 'UNLISTED', 'DELETED']);
      expect(demo[2]!.scheduledAt).not.toBeNull();
      const first = (await ask(maya, STORIES, { tab: 'UNLISTED' })).data.yourStories.items.map((i: { id: string }) => i.id);
      expect(first).toContain('de5a0000d004');
    });

    it('creates a draft at revision 1 and saves it on its revision; signed out: Unauthorized', async () => {
      const draft = await newDraft(`Draft ${unique}`);
      expect(draft).toMatchObject({ revision: 1, state: 'DRAFT', url: null, editUrl: `/p/${draft.id}/edit`, hasUnpublishedChanges: false, license: 'ALL_RIGHTS_RESERVED' });
      expect(draft.id).toMatch(/^[0-9a-f]{12}$/);
      const saved = await save(maya, { postId: draft.id, baseRevision: 1, title: `Draft ${unique}, edited`, subtitle: 'Sub', body: body('One', 'Two') });
      expect(saved.__typename).toBe('DraftSaved');
      expect(saved.post).toMatchObject({ revision: 2, title: `Draft ${unique}, edited`, subtitle: 'Sub' });
      expect(JSON.parse(saved.post.body)).toEqual(JSON.parse(body('One', 'Two')));
      const loaded = (await ask(maya, EDITABLE_QUERY, { id: draft.id })).data.editablePost;
      expect(loaded).toEqual(saved.post);

      const visitor = await anonymous(app, LOOPBACK).start();
      expect((await create(visitor, { title: 'x', subtitle: '', body: '[]' })).__typename).toBe('Unauthorized');
      expect((await save(visitor, { postId: draft.id, baseRevision: 2, title: 'x', subtitle: '', body: '[]' })).__typename).toBe('Unauthorized');
      expect((await stored(draft.id))?.revision).toBe(2);
    });

    it('two saves on one base revision at once: exactly one wins, the other gets Conflict with the current revision, and nothing is lost', async () => {
      const draft = await newDraft(`Race ${unique}`);
      for (let round = 0; round < 3; round++) {
        const base = (await stored(draft.id))!.revision;
        const [a, b] = await Promise.all([
          save(maya, { postId: draft.id, baseRevision: base, title: `Tab A ${round}`, subtitle: '', body: body(`Text from tab A, round ${round}`) }),
          save(maya, { postId: draft.id, baseRevision: base, title: `Tab B ${round}`, subtitle: '', body: body(`Text from tab B, round ${round}`) }),
        ]);
        const kinds = [a.__typename, b.__typename].sort();
        expect(kinds).toEqual(['Conflict', 'DraftSaved']);
        const winner = a.__typename === 'DraftSaved' ? a : b;
        const loser = a.__typename === 'DraftSaved' ? b : a;
        expect(loser.message).toMatch(/^409: Conflict/);
        expect(loser.currentRevision).toBe(base + 1);
        const row = (await stored(draft.id))!;
        expect(row.revision).toBe(base + 1);
        expect(row.title).toBe(winner.post.title);
        // The loser's copy is still in its tab: it can keep it as a new draft.
        const kept = await newDraft(`Kept copy ${round}`);
        expect(kept.revision).toBe(1);
      }
    });

    it('answers every bad input of the issue with a message and saves nothing', async () => {
      const draft = await newDraft(`Guarded ${unique}`, 'Original text.');
      const before = (await stored(draft.id))!;
      const attempts: [Record<string, unknown>, string | RegExp][] = [
        [{ title: 'x'.repeat(201) }, LIMIT_MESSAGES.titleTooLong],
        [{ subtitle: 'x'.repeat(301) }, LIMIT_MESSAGES.subtitleTooLong],
        [{ body: '{not json' }, LIMIT_MESSAGES.bodyNotJson],
        [{ body: JSON.stringify([paragraph('click', 0, { markups: [{ type: 'A', start: 0, end: 5, href: 'javascript:alert(1)' }] })]) }, /Paragraph 1: A link must start with/],
        [{ body: JSON.stringify([paragraph('out', 0, { markups: [{ type: 'EM', start: 0, end: 40 }] })]) }, /Paragraph 1: A markup reaches past the end of its paragraph/],
        [{ body: JSON.stringify([{ ...paragraph('x'), type: 'MARQUEE' }]) }, /Paragraph 1: Unknown paragraph type "MARQUEE"/],
        [{ body: JSON.stringify(Array.from({ length: PARAGRAPHS_MAX + 1 }, (_, i) => paragraph('a', i))) }, LIMIT_MESSAGES.tooManyParagraphs],
        [{ body: JSON.stringify([paragraph('x'.repeat(1_000_001))]) }, LIMIT_MESSAGES.bodyTooLarge],
      ];
      for (const [change, message] of attempts) {
        const answer = await save(maya, { postId: draft.id, baseRevision: before.revision, title: 'Fine', subtitle: '', body: body('Fine'), ...change });
        expect(answer.__typename, JSON.stringify(change).slice(0, 80)).toBe('BadRequest');
        expect(answer.message).toMatch(message);
      }
      const tooManyTags = await publish(maya, { postId: draft.id, revision: before.revision, tags: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'] });
      expect(tooManyTags).toEqual({ __typename: 'BadRequest', message: LIMIT_MESSAGES.tooManyTags });
      const badLicence = await ask(maya, PUBLISH, { input: { postId: draft.id, revision: before.revision, tags: [], isLocked: false, license: 'WTFPL' } });
      expect(badLicence.errors?.[0]?.message).toMatch(/WTFPL/);
      const untitled = await newDraft('');
      expect(await publish(maya, { postId: untitled.id, revision: 1 })).toEqual({ __typename: 'BadRequest', message: LIMIT_MESSAGES.titleRequired });
      expect((await stored(untitled.id))).toMatchObject({ publishedAt: null, revision: 1 });
      const past = await publish(maya, { postId: draft.id, revision: before.revision, scheduledAt: clock.getTime() - 1000 });
      expect(past).toEqual({ __typename: 'BadRequest', message: LIMIT_MESSAGES.scheduleInPast });
      const after = (await stored(draft.id))!;
      expect(after).toEqual(before);
      expect(await store.db.selectFrom('postTags').select('tagSlug').where('postId', '=', draft.id).execute()).toEqual([]);
    });

    it('publishes with the preview image the writer chose among the story’s images, and refuses one the story does not hold', async () => {
      const img = (id: string, i: number) => paragraph('', i, { type: 'IMG', metadata: { id, originalWidth: 800, originalHeight: 600, alt: `Picture ${id}` } });
      const created = await create(maya, { title: 'Two pictures', subtitle: '', body: JSON.stringify([paragraph('Words first.', 0), img('demo-aaaaaa', 1), img('demo-bbbbbb', 2)]) });
      expect(created.__typename).toBe('DraftSaved');
      const refused = await publish(maya, { postId: created.post.id, revision: created.post.revision, previewImageId: 'demo-cccccc' });
      expect(refused).toMatchObject({ __typename: 'BadRequest', message: LIMIT_MESSAGES.previewImage });
      expect((await stored(created.post.id))!.publishedAt).toBeNull();
      const published = await publish(maya, { postId: created.post.id, revision: created.post.revision, previewImageId: 'demo-bbbbbb' });
      expect(published.__typename).toBe('PostPublished');
      expect((await stored(created.post.id))!.previewImage).toMatchObject({ id: 'demo-bbbbbb' });
    });

    it('with enable_submissions_v2 a WRITER’s story published into a publication is a submission (IN_REVIEW); without the flag, or by an OWNER, it is accepted', async () => {
      const theoId = (await store.db.selectFrom('users').select('id').where('username', '=', 'theo_okafor').executeTakeFirstOrThrow()).id;
      await store.db.insertInto('publicationEditors').values({ publicationId: ownPublication.id, userId: theoId, role: 'WRITER' }).onConflict((oc) => oc.columns(['publicationId', 'userId']).doUpdateSet({ role: 'WRITER' })).execute();
      const flagged = testApp(store, { devSignIn: true, now: () => clock, jobQueue: jobs, flags: new Set([...DEFAULT_FLAGS, 'enable_submissions_v2']) });
      const theoFlagged = await signedIn(flagged, 'theo_okafor', LOOPBACK);
      const draft = (await (await theoFlagged.graphql({ query: CREATE, variables: { input: { title: 'A submission', subtitle: '', body: body('For the editors.') } } })).json()) as GraphQLAnswer;
      const post = draft.data.createDraft.post as { id: string; revision: number };
      const answer = (await (
        await theoFlagged.graphql({ query: PUBLISH, variables: { input: { postId: post.id, revision: post.revision, tags: [], isLocked: false, license: 'ALL_RIGHTS_RESERVED', publicationId: ownPublication.id } } })
      ).json()) as GraphQLAnswer;
      expect(answer.data.publishPost.__typename).toBe('PostPublished');
      expect(await stored(post.id)).toMatchObject({ publicationId: ownPublication.id, statusForCollection: 'IN_REVIEW' });
      // The same writer's story without the flag is accepted at once; so is the OWNER's under it.
      const plain = await create(theo, { title: 'Not a submission', subtitle: '', body: body('Straight in.') });
      expect((await publish(theo, { postId: plain.post.id, revision: plain.post.revision, publicationId: ownPublication.id })).__typename).toBe('PostPublished');
      expect(await stored(plain.post.id)).toMatchObject({ statusForCollection: 'APPROVED' });
      const mayaFlagged = await signedIn(flagged, 'maya_chen', LOOPBACK);
      const own = (await (await mayaFlagged.graphql({ query: CREATE, variables: { input: { title: 'An owner’s story', subtitle: '', body: body('Mine.') } } })).json()) as GraphQLAnswer;
      const ownPost = own.data.createDraft.post as { id: string; revision: number };
      await mayaFlagged.graphql({ query: PUBLISH, variables: { input: { postId: ownPost.id, revision: ownPost.revision, tags: [], isLocked: false, license: 'ALL_RIGHTS_RESERVED', publicationId: ownPublication.id } } });
      const role = await store.db.selectFrom('publicationEditors').select('role').where('publicationId', '=', ownPublication.id).where('userId', '=', mayaId).executeTakeFirstOrThrow();
      expect(await stored(ownPost.id)).toMatchObject({ statusForCollection: role.role === 'WRITER' ? 'IN_REVIEW' : 'APPROVED' });
      await store.db.deleteFrom('publicationEditors').where('publicationId', '=', ownPublication.id).where('userId', '=', theoId).execute();
    });

    it("refuses someone else's story: Forbidden to read, save, publish, move or trash it", async () => {
      const draft = await newDraft(`Private ${unique}`);
      const read = await ask(theo, EDITABLE_QUERY, { id: draft.id });
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(read.data?.editablePost ?? null).toBeNull();
      expect((await save(theo, { postId: draft.id, baseRevision: 1, title: 'Mine now', subtitle: '', body: '[]' })).__typename).toBe('Forbidden');
      expect((await publish(theo, { postId: draft.id, revision: 1 })).__typename).toBe('Forbidden');
      expect((await ask(theo, DELETE, { id: draft.id })).data.deletePost.__typename).toBe('Forbidden');
      expect((await ask(theo, MOVE, { id: draft.id, tab: 'PUBLIC' })).data.movePost.__typename).toBe('Forbidden');
      const row = (await stored(draft.id))!;
      expect(row).toMatchObject({ revision: 1, title: `Private ${unique}`, deletedAt: null, publishedAt: null });
      // Its page is its author's alone, never cached (platform-reference §9 'This is a draft post').
      expect((await page(`/p/${draft.id}`)).status).toBe(404);
      expect((await page(`/p/${draft.id}`, theo)).status).toBe(404);
      expect((await page(`/p/${draft.id}`, maya)).status).toBe(200);
      expect((await ask(maya, EDITABLE_QUERY, { id: 'ffffffffffff' })).data.editablePost).toBeNull();
    });

    it('publishes with tags into a publication where the writer has a role; elsewhere Forbidden and nothing changes', async () => {
      const title = `Lanternfish ${unique}`;
      const draft = await newDraft(title, 'Deep water stories.');
      const refused = await publish(maya, { postId: draft.id, revision: 1, tags: ['Deep Sea'], publicationId: otherPublication.id });
      expect(refused).toEqual({ __typename: 'Forbidden', message: 'You can only publish in a publication where you are an owner, editor or writer.' });
      expect(await store.db.selectFrom('postTags').select('tagSlug').where('postId', '=', draft.id).execute()).toEqual([]);
      expect((await stored(draft.id))).toMatchObject({ publishedAt: null, revision: 1, publicationId: null });

      // Home is cached before; the publish purges it.
      await page('/');
      expect((await page('/')).headers.get('x-quire-cache')).toBe('HIT');
      const newTag = `lantern-${unique.toLowerCase()}`;
      const done = await publish(maya, { postId: draft.id, revision: 1, tags: [`Lantern ${unique}`, 'Deep Sea', 'deep-sea'], publicationId: ownPublication.id, license: 'CC_40_BY' });
      expect(done.__typename).toBe('PostPublished');
      expect(done.post).toMatchObject({ state: 'PUBLISHED', revision: 2, tags: [newTag, 'deep-sea'], publicationId: ownPublication.id, license: 'CC_40_BY' });
      expect(done.post.publishedAt).toBe(clock.getTime());
      expect(done.post.url).toBe(`/${ownPublication.slug}/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '')}-${draft.id}`);
      expect((await page('/')).headers.get('x-quire-cache')).toBe('MISS');
      expect(await homeIds()).toContain(draft.id);
      expect(await tagIds(newTag)).toContain(draft.id);
      expect(await profileIds()).toContain(draft.id);
      expect(await searchIds(`Lanternfish ${unique}`)).toContain(draft.id);
      const tagRow = await store.db.selectFrom('tags').selectAll().where('slug', '=', newTag).executeTakeFirst();
      expect(tagRow).toEqual({ slug: newTag, listedPostCount: 1, displayTitle: `Lantern ${unique}` });
      expect((await page(done.post.url)).status).toBe(200);

      // Edits to a published story wait for the next publish; readers keep the published text.
      const edited = await save(maya, { postId: draft.id, baseRevision: 2, title, subtitle: '', body: body('Deep water stories, revised.') });
      expect(edited.post).toMatchObject({ hasUnpublishedChanges: true, revision: 3, state: 'PUBLISHED' });
      expect((await stored(draft.id))!.body[0]!.text).toBe('Deep water stories.');
      const stale = await publish(maya, { postId: draft.id, revision: 2, tags: ['deep-sea'] });
      expect(stale).toMatchObject({ __typename: 'Conflict', currentRevision: 3 });
      // Left out, the publication stays the story's own.
      const republished = await publish(maya, { postId: draft.id, revision: 3, tags: ['deep-sea'] });
      expect(republished.post).toMatchObject({ hasUnpublishedChanges: false, revision: 4, publishedAt: clock.getTime(), publicationId: ownPublication.id });
      expect((await stored(draft.id))!.body[0]!.text).toBe('Deep water stories, revised.');
    });

    it('suggests existing tags by prefix, most used first, and lists the publications the writer may publish in', async () => {
      const answer = await ask(maya, 'query TagSuggestionsQuery($p: String!) { tagSuggestions(prefix: $p, first: 5) { slug displayTitle postCount } }', { p: 'Lantern' });
      expect(answer.data.tagSuggestions.map((t: { slug: string }) => t.slug)).toContain(`lantern-${unique.toLowerCase()}`);
      const counts = answer.data.tagSuggestions.map((t: { postCount: number }) => t.postCount);
      expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
      expect((await ask(maya, 'query T { tagSuggestions(prefix: "zzzzqqq") { slug } }')).data.tagSuggestions).toEqual([]);
      const targets = (await ask(maya, 'query PublishTargetsQuery { publishTargets { id name role } }')).data.publishTargets as { id: string; role: string }[];
      expect(targets.map((t) => t.id)).toContain(ownPublication.id);
      expect(targets.map((t) => t.id)).not.toContain(otherPublication.id);
      for (const t of targets) expect(['OWNER', 'EDITOR', 'WRITER']).toContain(t.role);
      expect((await ask(anonymous(app), 'query { publishTargets { id } }')).data.publishTargets).toEqual([]);
    });

    it('moves a story Public → Unlisted and back (the Undo), and to Drafts and back, exactly', async () => {
      const draft = await newDraft(`Mover ${unique}`);
      await publish(maya, { postId: draft.id, revision: 1 });
      const original = (await stored(draft.id))!;
      const unlisted = (await ask(maya, MOVE, { id: draft.id, tab: 'UNLISTED' })).data.movePost;
      expect(unlisted).toMatchObject({ __typename: 'PostMoved', fromTab: 'PUBLIC', post: { tab: 'UNLISTED', state: 'UNLISTED' } });
      expect(await homeIds()).not.toContain(draft.id);
      expect((await page(`/p/${draft.id}`)).status).toBeLessThan(400);
      const back = (await ask(maya, MOVE, { id: draft.id, tab: unlisted.fromTab })).data.movePost;
      expect(back).toMatchObject({ __typename: 'PostMoved', fromTab: 'UNLISTED', post: { tab: 'PUBLIC' } });
      const toDrafts = (await ask(maya, MOVE, { id: draft.id, tab: 'DRAFTS' })).data.movePost;
      expect(toDrafts.post).toMatchObject({ tab: 'DRAFTS', state: 'DRAFT', url: null });
      expect((await page(`/p/${draft.id}`)).status).toBe(404);
      await ask(maya, MOVE, { id: draft.id, tab: toDrafts.fromTab });
      expect(await stored(draft.id)).toEqual(original);
      const refused = (await ask(maya, MOVE, { id: draft.id, tab: 'DELETED' })).data.movePost;
      expect(refused).toEqual({ __typename: 'BadRequest', message: 'Delete the story to move it to the trash.' });
    });

    it('trash takes a story out of every feed, search, the profile and its page; the Deleted tab shows it; undelete restores it', async () => {
      const title = `Hagfish ${unique}`;
      const draft = await newDraft(title);
      await publish(maya, { postId: draft.id, revision: 1, tags: ['deep-sea'] });
      expect(await homeIds()).toContain(draft.id);
      const url = (await ask(maya, EDITABLE_QUERY, { id: draft.id })).data.editablePost.url as string;
      const deleted = (await ask(maya, DELETE, { id: draft.id })).data.deletePost;
      expect(deleted).toMatchObject({ __typename: 'PostDeleted', post: { tab: 'DELETED', state: 'TRASHED', deletedAt: clock.getTime(), permanentlyDeletedAt: clock.getTime() + 14 * DAY, url: null } });
      expect(await homeIds()).not.toContain(draft.id);
      expect(await tagIds('deep-sea')).not.toContain(draft.id);
      expect(await profileIds()).not.toContain(draft.id);
      expect(await searchIds(title)).not.toContain(draft.id);
      expect((await page(url)).status).toBe(404);
      expect((await page(`/p/${draft.id}`, maya)).status).toBe(404);
      expect((await ask(anonymous(app), 'query P($id: ID!) { post(id: $id) { id } }', { id: draft.id })).data.post).toBeNull();
      const tab = (await ask(maya, STORIES, { tab: 'DELETED', first: 50 })).data.yourStories;
      expect(tab.items.map((i: { id: string }) => i.id)).toContain(draft.id);
      expect((await save(maya, { postId: draft.id, baseRevision: 2, title, subtitle: '', body: body('x') })).__typename).toBe('BadRequest');

      const restored = (await ask(maya, UNDELETE, { id: draft.id })).data.undeletePost;
      expect(restored).toMatchObject({ __typename: 'PostUndeleted', post: { tab: 'PUBLIC', deletedAt: null } });
      expect(await homeIds()).toContain(draft.id);
      expect((await page(url)).status).toBe(200);
    });

    it('Your Stories pages each tab by keyset and counts them; the stored tab agrees with core for every story', async () => {
      const counts = (await ask(maya, STORIES, { tab: 'DRAFTS', first: 2 })).data.yourStoriesCounts;
      const seen: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 100; i++) {
        const answer: GraphQLAnswer = await ask(maya, STORIES, { tab: 'DRAFTS', first: 2, after });
        seen.push(...answer.data.yourStories.items.map((s: { id: string; tab: string }) => (expect(s.tab).toBe('DRAFTS'), s.id)));
        after = answer.data.yourStories.nextCursor;
        if (!after) break;
      }
      expect(seen.length).toBe(counts.drafts);
      expect(new Set(seen).size).toBe(seen.length);
      expect((await ask(maya, STORIES, { tab: 'DRAFTS', first: 51 })).errors?.[0]?.message).toBe('first must be a whole number from 1 to 50.');
      expect((await ask(maya, STORIES, { tab: 'DRAFTS', after: 'nonsense' })).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');

      const rows = await store.db.selectFrom('posts').select(['type', 'visibility', 'isLocked', 'publishedAt', 'previouslyPublishedAt', 'scheduledAt', 'deletedAt', 'storiesTab']).execute();
      for (const row of rows) expect(row.storiesTab).toBe(storiesTabOf(lifecycleOf(row)));
    });

    it('schedules a story: not visible, one post.publish job under its key; the job publishes it when due, once', async () => {
      const draft = await newDraft(`Scheduled ${unique}`);
      const at = clock.getTime() + 2 * DAY;
      const scheduled = await publish(maya, { postId: draft.id, revision: 1, scheduledAt: at });
      expect(scheduled.post).toMatchObject({ state: 'SCHEDULED', scheduledAt: at, publishedAt: null });
      expect(jobs.pending.get(postPublishJobKey(draft.id))).toEqual({ kind: POST_PUBLISH_JOB, payload: { postId: draft.id }, runAt: new Date(at) });
      expect(await homeIds()).not.toContain(draft.id);

      const handlers = editingJobHandlers(app.editing);
      const job = { id: 'j1', kind: POST_PUBLISH_JOB, payload: { postId: draft.id }, runAt: new Date(at), attempt: 1 };
      await handlers[POST_PUBLISH_JOB]!(job); // too early: nothing happens
      expect((await stored(draft.id))!.publishedAt).toBeNull();
      const saved = clock;
      clock = new Date(at + 1000);
      try {
        await handlers[POST_PUBLISH_JOB]!(job);
        expect((await stored(draft.id))!.publishedAt?.getTime()).toBe(at + 1000);
        expect(await homeIds()).toContain(draft.id);
        const revision = (await stored(draft.id))!.revision;
        await handlers[POST_PUBLISH_JOB]!(job);
        expect((await stored(draft.id))!.revision).toBe(revision);
      } finally {
        clock = saved;
      }
    });

    it('the sweep deletes for good only what has been in the trash 14 days or more', async () => {
      const older = await newDraft(`Old trash ${unique}`);
      await ask(maya, DELETE, { id: older.id });
      const saved = clock;
      try {
        clock = new Date(saved.getTime() + 3 * DAY);
        const newer = await newDraft(`New trash ${unique}`);
        await ask(maya, DELETE, { id: newer.id });
        const sweep = editingJobHandlers(app.editing)[TRASH_SWEEP_JOB]!;
        const job = { id: 's', kind: TRASH_SWEEP_JOB, payload: null, runAt: clock, attempt: 1 };
        clock = new Date(saved.getTime() + 14 * DAY - 1);
        await sweep(job);
        expect(await stored(older.id)).toBeDefined();
        clock = new Date(saved.getTime() + 14 * DAY);
        await sweep(job);
        expect(await stored(older.id)).toBeUndefined();
        expect(await stored(newer.id)).toBeDefined();
        clock = new Date(saved.getTime() + 17 * DAY);
        await sweep(job);
        expect(await stored(newer.id)).toBeUndefined();
      } finally {
        clock = saved;
      }
    });

  });
}
