// Issue 15 (writing and publishing): a story's lifecycle. platform-reference §2.2 (the Your Stories tabs),
// reader-experience §4 (moves and their Undo), §7 (deletePost, UndeletePostMutation), §9 (deleted for good 14
// days after the trash); the post-lifecycle chart agrees with the pure rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chartStateOf, postLifecycleMachine, type PostLifecycleEvent } from '../core/content/post-lifecycle.machine.ts';
import {
  collectionStatusOnPublish,
  isDueForDeletion,
  isListed,
  isReadable,
  lifecycleStateOf,
  listedVisibility,
  mayAct,
  permanentlyDeletedAt,
  planMove,
  planPublish,
  planTrash,
  planUndelete,
  readPublishInput,
  readTag,
  STORIES_TABS,
  storiesTabOf,
  tagSlug,
  TRASH_RETENTION_MS,
  type Actor,
  type Lifecycle,
} from '../core/content/post-lifecycle.ts';
import { LIMIT_MESSAGES, SCHEDULE_MAX_AHEAD_MS, TAGS_MAX } from '../core/content/post-limits.ts';

const NOW = 1_767_614_400_000;
const DAY = 86_400_000;

const time = fc.integer({ min: NOW - 400 * DAY, max: NOW + 30 * DAY });

/**
 * Any lifecycle a story can be in: a draft (maybe unpublished from somewhere, maybe scheduled), a published story
 * (listed: its visibility follows its lock; or unlisted), any of them maybe in the trash.
 */
const lifecycle: fc.Arbitrary<Lifecycle> = fc
  .record({
    type: fc.constantFrom('STORY' as const, 'RESPONSE' as const),
    isLocked: fc.boolean(),
    unlisted: fc.boolean(),
    kind: fc.constantFrom('draft', 'unpublished', 'scheduled', 'published'),
    at: time,
    trashedAt: fc.option(time, { nil: null }),
  })
  .map(({ type, isLocked, unlisted, kind, at, trashedAt }) => ({
    type,
    isLocked,
    visibility: unlisted ? 'UNLISTED' : listedVisibility(isLocked),
    publishedAt: kind === 'published' ? at : null,
    previouslyPublishedAt: kind === 'unpublished' ? at : null,
    scheduledAt: kind === 'scheduled' ? at : null,
    deletedAt: trashedAt,
  }));

const tab = fc.constantFrom(...STORIES_TABS);
const author: Actor = { isAuthor: true, publicationRole: null };
const actor: fc.Arbitrary<Actor> = fc.record({
  isAuthor: fc.boolean(),
  publicationRole: fc.constantFrom(null, 'OWNER' as const, 'EDITOR' as const, 'WRITER' as const),
});

describe('platform-reference §2.2 Your Stories tabs: every story is in exactly one tab', () => {
  it('trashed stories are in Deleted, unpublished ones in Drafts, published responses in Responses', () => {
    fc.assert(
      fc.property(lifecycle, (l) => {
        const t = storiesTabOf(l);
        expect(STORIES_TABS).toContain(t);
        if (l.deletedAt !== null) expect(t).toBe('DELETED');
        else if (l.publishedAt === null) expect(t).toBe('DRAFTS');
        else if (l.type === 'RESPONSE') expect(t).toBe('RESPONSES');
        else expect(t).toBe(l.visibility === 'UNLISTED' ? 'UNLISTED' : 'PUBLIC');
      }),
    );
  });

  it('names the states as the issue does: a draft with a schedule is SCHEDULED, an unlisted published story UNLISTED', () => {
    const base: Lifecycle = { type: 'STORY', visibility: 'PUBLIC', isLocked: false, publishedAt: null, previouslyPublishedAt: null, scheduledAt: null, deletedAt: null };
    expect(lifecycleStateOf(base)).toBe('DRAFT');
    expect(lifecycleStateOf({ ...base, scheduledAt: NOW })).toBe('SCHEDULED');
    expect(lifecycleStateOf({ ...base, publishedAt: NOW })).toBe('PUBLISHED');
    expect(lifecycleStateOf({ ...base, publishedAt: NOW, visibility: 'UNLISTED' })).toBe('UNLISTED');
    expect(lifecycleStateOf({ ...base, publishedAt: NOW, deletedAt: NOW })).toBe('TRASHED');
  });
});

describe('reader-experience §4 Your Stories moves: undo of any move returns the exact prior state', () => {
  it('moving back to fromTab gives the same lifecycle, field for field', () => {
    fc.assert(
      fc.property(lifecycle, tab, (l, to) => {
        const move = planMove(l, to);
        if (!move.ok) return;
        expect(storiesTabOf(move.next)).toBe(to);
        expect(move.fromTab).toBe(storiesTabOf(l));
        const undo = planMove(move.next, move.fromTab);
        expect(undo.ok).toBe(true);
        if (undo.ok) expect(undo.next).toEqual(l);
      }),
    );
  });

  it('trash and restore (deletePost then UndeletePostMutation) give the same lifecycle', () => {
    fc.assert(
      fc.property(lifecycle, time, (l, now) => {
        const trashed = planTrash(l, now);
        expect(trashed.ok).toBe(l.deletedAt === null);
        if (!trashed.ok) return;
        expect(storiesTabOf(trashed.next)).toBe('DELETED');
        const restored = planUndelete(trashed.next);
        expect(restored.ok && restored.next).toEqual(l);
      }),
    );
  });

  it('moves the common ways and refuses the rest with a message', () => {
    const published: Lifecycle = { type: 'STORY', visibility: 'PUBLIC', isLocked: false, publishedAt: NOW, previouslyPublishedAt: null, scheduledAt: null, deletedAt: null };
    const unlisted = planMove(published, 'UNLISTED');
    expect(unlisted.ok && unlisted.next.visibility).toBe('UNLISTED');
    const unpublished = planMove(published, 'DRAFTS');
    expect(unpublished.ok && unpublished.next).toMatchObject({ publishedAt: null, previouslyPublishedAt: NOW });
    expect(planMove(published, 'DELETED')).toEqual({ ok: false, error: 'USE_DELETE', message: 'Delete the story to move it to the trash.' });
    expect(planMove(published, 'PUBLIC')).toMatchObject({ ok: false, error: 'SAME_TAB' });
    const draft: Lifecycle = { ...published, publishedAt: null };
    expect(planMove(draft, 'PUBLIC')).toEqual({ ok: false, error: 'NEVER_PUBLISHED', message: 'Publish the story first.' });
    expect(planMove({ ...draft, scheduledAt: NOW + DAY }, 'PUBLIC')).toMatchObject({ ok: false, error: 'SCHEDULED' });
    expect(planMove({ ...published, deletedAt: NOW }, 'PUBLIC')).toMatchObject({ ok: false, error: 'USE_UNDELETE' });
  });
});

describe('reader-experience §9 trash: nothing in trash is visible anywhere but Deleted', () => {
  it('a trashed story is neither readable nor listed, and its only tab is Deleted', () => {
    fc.assert(
      fc.property(lifecycle, (l) => {
        if (l.deletedAt === null) return;
        expect(isReadable(l)).toBe(false);
        expect(isListed(l)).toBe(false);
        expect(storiesTabOf(l)).toBe('DELETED');
      }),
    );
  });

  it('no move takes a story out of the trash, and no publish publishes a trashed one', () => {
    fc.assert(
      fc.property(lifecycle, tab, fc.boolean(), (l, to, isLocked) => {
        if (l.deletedAt === null) return;
        expect(planMove(l, to).ok).toBe(false);
        expect(planPublish(l, { isLocked, scheduledAt: null, now: NOW }).ok).toBe(false);
      }),
    );
  });

  it("'moved-to-trash story permanently deleted after 14 days': due exactly from deletedAt + 14 days", () => {
    fc.assert(
      fc.property(time, fc.integer({ min: -3 * DAY, max: 3 * DAY }), (deletedAt, offset) => {
        expect(permanentlyDeletedAt(deletedAt)).toBe(deletedAt + 14 * DAY);
        const now = deletedAt + TRASH_RETENTION_MS + offset;
        expect(isDueForDeletion({ deletedAt }, now)).toBe(offset >= 0);
      }),
    );
    expect(isDueForDeletion({ deletedAt: null }, NOW)).toBe(false);
  });
});

describe('issue 15 who may do what: the author, publication OWNER/EDITOR/WRITER', () => {
  it('the author may do anything; an owner or editor may edit, publish and list; a writer or stranger nothing of another\u2019s', () => {
    fc.assert(
      fc.property(actor, fc.constantFrom('view', 'edit', 'publish', 'relist', 'unlist', 'unpublish', 'trash', 'undelete' as const), (a, action) => {
        const allowed = mayAct(a, action);
        if (a.isAuthor) expect(allowed).toBe(true);
        else if (a.publicationRole === 'OWNER' || a.publicationRole === 'EDITOR') expect(allowed).toBe(!['unpublish', 'trash', 'undelete'].includes(action));
        else expect(allowed).toBe(false);
      }),
    );
  });
});

describe('issue 15 publishing: the post-lifecycle chart allows exactly what the pure rules allow', () => {
  const event: fc.Arbitrary<PostLifecycleEvent> = fc.oneof(
    fc.record({ type: fc.constant('post.publish' as const), actor, isLocked: fc.boolean(), now: time }),
    fc.record({ type: fc.constant('post.schedule' as const), actor, isLocked: fc.boolean(), scheduledAt: time, now: time }),
    fc.record({ type: fc.constant('post.scheduleDue' as const), now: time }),
    fc.record({ type: fc.constant('post.move' as const), actor, tab }),
    fc.record({ type: fc.constant('post.trash' as const), actor, now: time }),
    fc.record({ type: fc.constant('post.undelete' as const), actor }),
    fc.record({ type: fc.constant('post.sweep' as const), now: fc.integer({ min: NOW, max: NOW + 60 * DAY }) }),
  );

  /** What the pure rules make of the event: the next lifecycle, 'deleted', or null when refused. */
  function pure(l: Lifecycle, e: PostLifecycleEvent): Lifecycle | 'deleted' | null {
    switch (e.type) {
      case 'post.publish': {
        if (!mayAct(e.actor, 'publish')) return null;
        const plan = planPublish(l, { isLocked: e.isLocked, scheduledAt: null, now: e.now });
        return plan.ok ? plan.next : null;
      }
      case 'post.schedule': {
        if (!mayAct(e.actor, 'publish') || e.scheduledAt <= e.now) return null;
        const plan = planPublish(l, { isLocked: e.isLocked, scheduledAt: e.scheduledAt, now: e.now });
        return plan.ok ? plan.next : null;
      }
      case 'post.scheduleDue': {
        if (lifecycleStateOf(l) !== 'SCHEDULED' || l.scheduledAt! > e.now) return null;
        const plan = planPublish(l, { isLocked: l.isLocked, scheduledAt: null, now: e.now });
        return plan.ok ? plan.next : null;
      }
      case 'post.move': {
        const plan = planMove(l, e.tab);
        return plan.ok && mayAct(e.actor, plan.action) ? plan.next : null;
      }
      case 'post.trash': {
        const plan = planTrash(l, e.now);
        return plan.ok && mayAct(e.actor, 'trash') ? plan.next : null;
      }
      case 'post.undelete': {
        const plan = planUndelete(l);
        return plan.ok && mayAct(e.actor, 'undelete') ? plan.next : null;
      }
      case 'post.sweep':
        return isDueForDeletion(l, e.now) ? 'deleted' : null;
    }
  }

  it('folding any events through the chart and through the rules ends in the same state, step by step', () => {
    fc.assert(
      fc.property(lifecycle, fc.array(event, { maxLength: 12 }), (start, events) => {
        const actorRef = createActor(postLifecycleMachine, { input: { lifecycle: start } }).start();
        let l: Lifecycle | 'deleted' = start;
        expect(actorRef.getSnapshot().value).toBe(chartStateOf(start));
        for (const e of events) {
          if (l === 'deleted') break;
          const next = pure(l, e);
          actorRef.send(e);
          const snapshot = actorRef.getSnapshot();
          if (next === 'deleted') {
            expect(snapshot.value).toBe('deleted');
            expect(snapshot.status).toBe('done');
          } else if (next === null) {
            expect(snapshot.value).toBe(chartStateOf(l));
            expect(snapshot.context.lifecycle).toEqual(l);
          } else {
            expect(snapshot.value).toBe(chartStateOf(next));
            expect(snapshot.context.lifecycle).toEqual(next);
          }
          l = next ?? l;
        }
        actorRef.stop();
      }),
      { numRuns: 300 },
    );
  });

  it('an author publishes a draft, unlists it, trashes it and the sweep deletes it 14 days on', () => {
    const draft: Lifecycle = { type: 'STORY', visibility: 'PUBLIC', isLocked: false, publishedAt: null, previouslyPublishedAt: null, scheduledAt: null, deletedAt: null };
    const a = createActor(postLifecycleMachine, { input: { lifecycle: draft } }).start();
    a.send({ type: 'post.publish', actor: author, isLocked: true, now: NOW });
    expect(a.getSnapshot().value).toBe('published');
    expect(a.getSnapshot().context.lifecycle).toMatchObject({ publishedAt: NOW, visibility: 'LOCKED' });
    a.send({ type: 'post.move', actor: { isAuthor: false, publicationRole: 'WRITER' }, tab: 'UNLISTED' });
    expect(a.getSnapshot().value).toBe('published');
    a.send({ type: 'post.move', actor: author, tab: 'UNLISTED' });
    expect(a.getSnapshot().value).toBe('unlisted');
    a.send({ type: 'post.trash', actor: author, now: NOW + DAY });
    a.send({ type: 'post.sweep', now: NOW + 14 * DAY });
    expect(a.getSnapshot().value).toBe('trashed');
    a.send({ type: 'post.sweep', now: NOW + 15 * DAY });
    expect(a.getSnapshot().value).toBe('deleted');
  });
});

describe('issue 15 Bad input: the publish dialog’s choices', () => {
  const ok = { tags: ['Writing'], isLocked: false, license: 'ALL_RIGHTS_RESERVED' };

  it('at most 5 tags, repeats (by slug) merged first', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Go', 'Rust', 'TypeScript', 'Deno', 'Bun', 'Zig', 'Nim', 'go', ' GO '), { maxLength: 10 }), (tags) => {
        const result = readPublishInput({ ...ok, tags }, NOW);
        const distinct = new Set(tags.map(tagSlug)).size;
        expect(result.ok).toBe(distinct <= TAGS_MAX);
        if (!result.ok) expect(result.message).toBe(LIMIT_MESSAGES.tooManyTags);
        else expect(result.input.tags.map((t) => t.slug)).toEqual([...new Set(tags.map(tagSlug))]);
      }),
    );
  });

  it('tag slugs are lowercase words joined by single dashes; a tag with no letter or digit is refused', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const tag = readTag(typed);
        if (tag) expect(tag.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
    expect(readTag('Machine  Learning')).toEqual({ slug: 'machine-learning', displayTitle: 'Machine Learning' });
    expect(readTag('Café au lait')?.slug).toBe('cafe-au-lait');
    expect(readTag('!!!')).toBeNull();
    expect(readPublishInput({ ...ok, tags: ['!!!'] }, NOW)).toEqual({ ok: false, message: LIMIT_MESSAGES.badTag });
  });

  it('a known licence only, and a schedule in the future within a year', () => {
    expect(readPublishInput({ ...ok, license: 'WTFPL' }, NOW)).toEqual({ ok: false, message: 'Choose a licence from the list.' });
    expect(readPublishInput({ ...ok, scheduledAt: NOW }, NOW)).toEqual({ ok: false, message: LIMIT_MESSAGES.scheduleInPast });
    expect(readPublishInput({ ...ok, scheduledAt: NOW + SCHEDULE_MAX_AHEAD_MS + 1 }, NOW)).toEqual({ ok: false, message: LIMIT_MESSAGES.scheduleTooFar });
    expect(readPublishInput({ ...ok, scheduledAt: NOW + DAY }, NOW)).toMatchObject({ ok: true, input: { scheduledAt: NOW + DAY } });
    expect(readPublishInput({ ...ok, previewParagraphs: 0 }, NOW)).toEqual({ ok: false, message: LIMIT_MESSAGES.previewParagraphs });
  });
});

describe('platform-reference §3 submission status: with enable_submissions_v2 a WRITER’s story is a submission', () => {
  const publication = fc.option(fc.constantFrom('pub-a', 'pub-b'), { nil: null });
  const status = fc.option(fc.constantFrom('APPROVED', 'IN_REVIEW', 'REJECTED'), { nil: null });
  const role = fc.constantFrom(null, 'OWNER' as const, 'EDITOR' as const, 'WRITER' as const);

  it('none outside a publication, unchanged in the same one, in review for a WRITER under the flag, else accepted', () => {
    fc.assert(
      fc.property(publication, publication, status, role, fc.boolean(), (publicationId, previousPublication, previousStatus, r, submissionsV2) => {
        const got = collectionStatusOnPublish({ publicationId, previous: { publicationId: previousPublication, status: previousStatus }, role: r, submissionsV2 });
        if (publicationId === null) expect(got).toBeNull();
        else if (publicationId === previousPublication && previousStatus !== null) expect(got).toBe(previousStatus);
        else expect(got).toBe(submissionsV2 && r === 'WRITER' ? 'IN_REVIEW' : 'APPROVED');
      }),
    );
  });

  it('an OWNER or EDITOR publishing into a new publication is accepted at once, flag or not', () => {
    for (const r of ['OWNER', 'EDITOR'] as const) {
      expect(collectionStatusOnPublish({ publicationId: 'pub-a', previous: { publicationId: null, status: null }, role: r, submissionsV2: true })).toBe('APPROVED');
    }
  });
});
