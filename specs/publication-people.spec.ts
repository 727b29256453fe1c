// Issue 22: platform-reference §3 collection roles (OWNER ⊇ EDITOR ⊇ WRITER) and submission status — the one
// role-permission table (core/publication/permissions.ts) and the submission status machine
// (core/publication/submission.ts, submission.machine.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, getNextSnapshot } from 'xstate';
import type { CollectionRole } from '../core/content/entities.ts';
import { can, mayRemove, permissionsOf, PUBLICATION_PERMISSIONS, rankOf, ROLE_RANKS } from '../core/publication/permissions.ts';
import {
  availableActions,
  FINAL_STATUSES,
  isFinalStatus,
  planSubmission,
  SUBMISSION_ACTIONS,
  SUBMISSION_STATUSES,
  SUBMISSION_TRANSITIONS,
  type SubmissionActor,
  type SubmissionStatus,
} from '../core/publication/submission.ts';
import { submissionMachine } from '../core/publication/submission.machine.ts';

const role = fc.constantFrom<CollectionRole | null>(null, 'WRITER', 'EDITOR', 'OWNER');
const actor = fc.record({ isWriter: fc.boolean(), role });
const action = fc.constantFrom(...SUBMISSION_ACTIONS);

describe('platform-reference §3 collection roles: one permission table', () => {
  it('no role ever gains a permission of a higher role: a lower role holds a subset of a higher one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLE_RANKS), fc.constantFrom(...ROLE_RANKS), (a, b) => {
        if (rankOf(a) > rankOf(b)) return;
        for (const p of permissionsOf(a)) expect(can(b, p)).toBe(true);
      }),
    );
  });

  it('each role holds exactly what the table gives it', () => {
    expect([...permissionsOf('WRITER')]).toEqual(['submit']);
    expect([...permissionsOf('EDITOR')]).toEqual(['submit', 'publish', 'edit', 'feature', 'removeMembers', 'changeSettings', 'viewStats']);
    expect([...permissionsOf('OWNER')]).toEqual([...PUBLICATION_PERMISSIONS]);
    expect(permissionsOf(null).size).toBe(0);
  });

  it('every permission a lower role lacks stays with the roles above it (a permission never skips a role)', () => {
    for (const p of PUBLICATION_PERMISSIONS) {
      const holders = ROLE_RANKS.map((r) => can(r, p));
      expect(holders.indexOf(true)).toBeGreaterThanOrEqual(0);
      expect(holders.slice(holders.indexOf(true)).every(Boolean)).toBe(true);
    }
  });

  it('anyone may leave; an editor removes only those below; an owner removes anyone', () => {
    fc.assert(
      fc.property(role, fc.constantFrom<CollectionRole>('WRITER', 'EDITOR', 'OWNER'), fc.boolean(), (r, target, self) => {
        const allowed = mayRemove({ userId: 'a', role: r }, { userId: self ? 'a' : 'b', role: target });
        if (self) expect(allowed).toBe(r !== null);
        else expect(allowed).toBe(r === 'OWNER' || (r === 'EDITOR' && target === 'WRITER'));
      }),
    );
  });
});

describe('platform-reference §3 submission status: the transitions', () => {
  it('names every status, three of them final', () => {
    expect([...SUBMISSION_STATUSES].sort()).toEqual(['ACCEPTED', 'CANCELLED', 'CHANGES_MADE', 'CHANGES_REQUESTED', 'IN_REVIEW', 'OPEN', 'REJECTED', 'TRIAGE', 'WIP']);
    expect([...FINAL_STATUSES].sort()).toEqual(['ACCEPTED', 'CANCELLED', 'REJECTED']);
  });

  it('a writer may not accept (or review) their own submission, whatever their role', () => {
    for (const r of ROLE_RANKS) {
      for (const a of SUBMISSION_ACTIONS.filter((x) => SUBMISSION_TRANSITIONS[x].by === 'reviewer')) {
        const plan = planSubmission('IN_REVIEW', a, { isWriter: true, role: r });
        expect(plan).toMatchObject({ ok: false, error: 'FORBIDDEN' });
      }
    }
    expect(planSubmission('IN_REVIEW', 'accept', { isWriter: true, role: 'OWNER' })).toEqual({ ok: false, error: 'FORBIDDEN', message: "You can't review your own submission." });
  });

  it('only an editor or owner accepts; a writer of the publication does not', () => {
    expect(planSubmission('OPEN', 'accept', { isWriter: false, role: 'WRITER' }).ok).toBe(false);
    expect(planSubmission('OPEN', 'accept', { isWriter: false, role: 'EDITOR' })).toEqual({ ok: true, to: 'ACCEPTED', publishes: true });
    expect(planSubmission('OPEN', 'accept', { isWriter: false, role: null }).ok).toBe(false);
  });

  it('nothing leaves a final state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL_STATUSES), action, actor, (s, a, who) => {
        expect(planSubmission(s, a, who).ok).toBe(false);
      }),
    );
  });

  it('the chart and the table agree on every status, action and actor', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUBMISSION_STATUSES), action, actor, (s, a, who) => {
        const snapshot = submissionMachine.resolveState({ value: s, context: { publishedCount: 0 } });
        const next = getNextSnapshot(submissionMachine, snapshot, { type: `submission.${a}`, actor: who });
        const plan = planSubmission(s, a, who);
        expect(next.value).toBe(plan.ok ? plan.to : s);
      }),
    );
  });

  it('any sequence of events: a final state only through an allowed transition, and an accepted submission publishes exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(action, actor), { maxLength: 40 }), (events) => {
        let snapshot = createActor(submissionMachine).getSnapshot();
        let status: SubmissionStatus = 'WIP';
        for (const [a, who] of events) {
          if (snapshot.status === 'done') break;
          const before: SubmissionStatus = status;
          snapshot = getNextSnapshot(submissionMachine, snapshot, { type: `submission.${a}`, actor: who });
          status = snapshot.value as SubmissionStatus;
          if (status !== before) {
            const plan = planSubmission(before, a, who);
            expect(plan.ok && plan.to === status).toBe(true);
          }
        }
        expect(snapshot.context.publishedCount).toBe(status === 'ACCEPTED' ? 1 : 0);
        expect(snapshot.status === 'done').toBe(isFinalStatus(status));
      }),
    );
  });

  it('the inbox and outbox buttons are exactly the allowed actions', () => {
    const editor: SubmissionActor = { isWriter: false, role: 'EDITOR' };
    const writer: SubmissionActor = { isWriter: true, role: 'WRITER' };
    expect(availableActions('OPEN', editor)).toEqual(['triage', 'review', 'requestChanges', 'accept', 'reject']);
    expect(availableActions('CHANGES_REQUESTED', writer)).toEqual(['resubmit', 'withdraw', 'cancel']);
    expect(availableActions('ACCEPTED', editor)).toEqual([]);
  });
});

describe('issue 22 new publication: the slug is not a route prefix and has one shape', () => {
  it('every literal first segment of the route table is reserved, and refused with a clear message', async () => {
    const { checkNewPublication } = await import('../core/publication/new-publication.ts');
    const { RESERVED_SLUGS } = await import('../core/publication/reserved-slugs.ts');
    for (const slug of ['me', 'new-story', 'tag', 'search', 'new-publication']) {
      expect(RESERVED_SLUGS.has(slug)).toBe(true);
      if (slug.length >= 3) expect(checkNewPublication({ name: 'N', slug, tagline: '' }, RESERVED_SLUGS)).toEqual({ ok: false, field: 'slug', message: `“${slug}” is reserved for a page of the site. Choose another address.` });
    }
  });

  it('any accepted slug is lowercase dashes and digits, not reserved', async () => {
    const { checkNewPublication, slugFromName } = await import('../core/publication/new-publication.ts');
    const { RESERVED_SLUGS } = await import('../core/publication/reserved-slugs.ts');
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.string({ maxLength: 20 }), (name, slug) => {
        const checked = checkNewPublication({ name: name || 'x', slug, tagline: '' }, RESERVED_SLUGS);
        if (checked.ok) {
          expect(checked.value.slug).toMatch(/^[a-z][a-z0-9-]{2,39}$/);
          expect(RESERVED_SLUGS.has(checked.value.slug)).toBe(false);
        }
        const suggested = slugFromName(name);
        expect(suggested).toMatch(/^([a-z][a-z0-9-]*)?$/);
      }),
    );
    expect(slugFromName('The Night Desk')).toBe('the-night-desk');
    expect(checkNewPublication({ name: 'The Night Desk', slug: 'The-Night-Desk', tagline: '' }, RESERVED_SLUGS)).toEqual({ ok: true, value: { name: 'The Night Desk', slug: 'the-night-desk', tagline: '' } });
  });
});
