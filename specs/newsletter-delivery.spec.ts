// README: Newsletters → delivery guarantees (issue 17; reader-experience §3 NewsletterV3, §5 'unsubscribe effective
// within 24 hours'): for any interleaving of publishes, repeated fan-outs, crashes of the sender and temporary
// failures, each (story, recipient) is sent exactly once, and a muted or unsubscribed reader is never sent anything.
// The queue is modelled as the store keeps it (a row per key, inserted only when absent; claimed under a lease;
// marked sent in the step that sends it), with core's own rules deciding who receives, under which key, and when a
// failed attempt is tried again. The one window the model leaves out — SMTP accepted, the process killed before the
// row is marked — is the one the README names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterMailFailure, failureKindOf, MAIL_MAX_ATTEMPTS, MAIL_RETRY_POLICY, mailPaceLimit, smtpFailureKind } from '../core/mail/mail-delivery.policy.ts';
import { receivesStory, storyMailKey, subscribeDecision, type Recipient } from '../core/newsletters/newsletter.policy.ts';

type Reader = { id: string; author: 'active' | 'unsubscribed' | 'none'; publication: 'active' | 'unsubscribed' | 'none'; mutesAuthor: boolean; mutesPublication: boolean; byAddress: boolean };
type Action =
  | { kind: 'publish'; inPublication: boolean }
  | { kind: 'fanOut'; story: number }
  | { kind: 'send'; worker: number; fail: 'none' | 'temporary' | 'permanent' }
  | { kind: 'crash'; worker: number }
  | { kind: 'tick'; ms: number };

const LEASE_MS = 300_000;

const readerArb = fc.record({
  author: fc.constantFrom('active', 'unsubscribed', 'none') as fc.Arbitrary<Reader['author']>,
  publication: fc.constantFrom('active', 'unsubscribed', 'none') as fc.Arbitrary<Reader['publication']>,
  mutesAuthor: fc.boolean(),
  mutesPublication: fc.boolean(),
  byAddress: fc.boolean(),
});
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('publish' as const), inPublication: fc.boolean() }),
  fc.record({ kind: fc.constant('fanOut' as const), story: fc.nat(5) }),
  fc.record({ kind: fc.constant('send' as const), worker: fc.nat(1), fail: fc.constantFrom('none', 'none', 'none', 'temporary', 'permanent') as fc.Arbitrary<'none' | 'temporary' | 'permanent'> }),
  fc.record({ kind: fc.constant('crash' as const), worker: fc.nat(1) }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 1_000, max: 3 * 3_600_000 }) }),
);

type Row = { key: string; readerId: string; state: 'pending' | 'sending' | 'sent' | 'failed'; attempts: number; runAt: number; lockedBy: number | null; lockedUntil: number };

function recipientOf(reader: Reader): Recipient {
  return reader.byAddress ? { kind: 'email', email: `${reader.id}@example.com` } : { kind: 'user', userId: reader.id, email: `${reader.id}@example.com` };
}

/** Runs the actions, then drains the queue with no more failures; answers who got what, and who was eligible. */
function simulate(readers: Reader[], actions: Action[]) {
  const stories: { id: string; inPublication: boolean }[] = [];
  const rows = new Map<string, Row>();
  const delivered: { story: string; readerId: string }[] = [];
  let now = 0;

  const fanOut = (story: { id: string; inPublication: boolean }) => {
    for (const reader of readers) {
      // The writer's newsletter and, for a story in the publication, the publication's: one key for both.
      for (const [list, status] of [['author', reader.author], ['publication', story.inPublication ? reader.publication : 'none']] as const) {
        if (status === 'none') continue;
        if (!receivesStory({ status, mutesAuthor: !reader.byAddress && reader.mutesAuthor, mutesPublication: !reader.byAddress && story.inPublication && reader.mutesPublication })) continue;
        const key = storyMailKey(story.id, recipientOf(reader));
        if (!rows.has(key)) rows.set(key, { key, readerId: reader.id, state: 'pending', attempts: 0, runAt: now, lockedBy: null, lockedUntil: 0 });
        void list;
      }
    }
  };
  const claim = (worker: number): Row | undefined => {
    const row = [...rows.values()].find((r) => (r.state === 'pending' && r.runAt <= now) || (r.state === 'sending' && r.lockedUntil <= now && r.attempts < MAIL_MAX_ATTEMPTS));
    if (!row) return undefined;
    row.state = 'sending';
    row.attempts += 1;
    row.lockedBy = worker;
    row.lockedUntil = now + LEASE_MS;
    return row;
  };
  const send = (worker: number, fail: 'none' | 'temporary' | 'permanent') => {
    const row = claim(worker);
    if (!row) return;
    if (fail === 'none') {
      delivered.push({ story: row.key.split(':')[1]!, readerId: row.readerId });
      row.state = 'sent';
      row.lockedBy = null;
      return;
    }
    const outcome = afterMailFailure(fail, row.attempts, now, 0.5);
    row.lockedBy = null;
    if (outcome.outcome === 'retry') {
      row.state = 'pending';
      row.runAt = outcome.runAt;
    } else row.state = 'failed';
  };

  for (const action of actions) {
    if (action.kind === 'publish') {
      const story = { id: `s${stories.length}`, inPublication: action.inPublication };
      stories.push(story);
      fanOut(story);
    } else if (action.kind === 'fanOut') {
      const story = stories[action.story];
      if (story) fanOut(story);
    } else if (action.kind === 'send') send(action.worker, action.fail);
    else if (action.kind === 'crash') {
      // The worker dies holding a claim: nothing is marked; the lease runs out later.
      const row = claim(action.worker);
      void row;
    } else now += action.ms;
  }
  // Drain: time passes, every sender works until nothing is left.
  for (let guard = 0; guard < 10_000; guard++) {
    now += LEASE_MS + 3 * 3_600_000;
    let progressed = false;
    while (claim(0)) {
      const row = [...rows.values()].find((r) => r.state === 'sending' && r.lockedBy === 0)!;
      delivered.push({ story: row.key.split(':')[1]!, readerId: row.readerId });
      row.state = 'sent';
      row.lockedBy = null;
      progressed = true;
    }
    if (!progressed) break;
  }
  return { stories, rows, delivered };
}

describe('newsletter delivery (README: Newsletters → delivery guarantees; reader-experience §3 NewsletterV3)', () => {
  it('each (story, recipient) is sent at most once, and exactly once unless a permanent failure was recorded', () => {
    fc.assert(
      fc.property(fc.array(readerArb, { minLength: 1, maxLength: 6 }), fc.array(actionArb, { maxLength: 60 }), (shapes, actions) => {
        const readers = shapes.map((r, i) => ({ ...r, id: `r${i}` }));
        const { stories, rows, delivered } = simulate(readers, actions);
        const counts = new Map<string, number>();
        for (const d of delivered) counts.set(`${d.story}/${d.readerId}`, (counts.get(`${d.story}/${d.readerId}`) ?? 0) + 1);
        for (const n of counts.values()) expect(n).toBe(1);
        for (const story of stories) {
          for (const reader of readers) {
            const row = rows.get(storyMailKey(story.id, recipientOf(reader)));
            const got = counts.get(`${story.id}/${reader.id}`) ?? 0;
            if (row && row.state !== 'failed') expect(got).toBe(1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a muted or unsubscribed reader is never sent anything', () => {
    fc.assert(
      fc.property(fc.array(readerArb, { minLength: 1, maxLength: 6 }), fc.array(actionArb, { maxLength: 60 }), (shapes, actions) => {
        const readers = shapes.map((r, i) => ({ ...r, id: `r${i}` }));
        const { stories, delivered } = simulate(readers, actions);
        for (const d of delivered) {
          const reader = readers.find((r) => r.id === d.readerId)!;
          const story = stories.find((s) => s.id === d.story)!;
          const viaAuthor = reader.author === 'active' && (reader.byAddress || !reader.mutesAuthor);
          const viaPublication = story.inPublication && reader.publication === 'active' && (reader.byAddress || (!reader.mutesAuthor && !reader.mutesPublication));
          expect(viaAuthor || viaPublication).toBe(true);
          if (!reader.byAddress) expect(reader.mutesAuthor).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the key of a story to a recipient is the same through either newsletter, and differs between stories and recipients', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (story, a, b) => {
        const ua: Recipient = { kind: 'user', userId: a, email: 'x@example.com' };
        expect(storyMailKey(story, ua)).toBe(storyMailKey(story, { ...ua, email: 'other@example.com' }));
        if (a !== b) expect(storyMailKey(story, ua)).not.toBe(storyMailKey(story, { kind: 'user', userId: b, email: 'x@example.com' }));
        expect(storyMailKey(story, ua)).not.toBe(storyMailKey(`${story}x`, ua));
        expect(storyMailKey(story, { kind: 'email', email: a })).not.toBe(storyMailKey(story, ua));
      }),
    );
  });

  it('a 5xx reply is permanent; a 4xx, no reply or an unknown error is temporary and retried within two hours', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 100, max: 699 }), { nil: undefined }), fc.integer({ min: 1, max: MAIL_MAX_ATTEMPTS }), fc.double({ min: 0, max: 0.999, noNaN: true }), (code, attempt, jitter) => {
        const kind = smtpFailureKind(code);
        expect(kind).toBe(code !== undefined && code >= 500 && code < 600 ? 'permanent' : 'temporary');
        const outcome = afterMailFailure(kind, attempt, 0, jitter);
        if (kind === 'permanent' || attempt >= MAIL_MAX_ATTEMPTS) expect(outcome).toEqual({ outcome: 'failed' });
        else {
          expect(outcome.outcome).toBe('retry');
          const at = outcome.outcome === 'retry' ? outcome.runAt : 0;
          expect(at).toBeGreaterThan(0);
          expect(at).toBeLessThanOrEqual(MAIL_RETRY_POLICY.maxMs);
        }
      }),
    );
    expect(failureKindOf(new Error('ECONNREFUSED'))).toBe('temporary');
    expect(failureKindOf(Object.assign(new Error('550'), { mailFailure: 'permanent' }))).toBe('permanent');
  });

  it('reader-experience §2.3 subscribe toasts: self when it is your own newsletter, already when active', () => {
    expect(subscribeDecision('u1', 'u1', null)).toBe('SELF');
    expect(subscribeDecision('u2', 'u1', 'active')).toBe('ALREADY');
    for (const status of [null, 'pending', 'unsubscribed'] as const) expect(subscribeDecision('u2', 'u1', status)).toBe('SUBSCRIBE');
  });
});

describe('the mail pace across the cluster (issue 20: QUIRE_MAIL_RATE for all processes together)', () => {
  it('a window never holds more than the rate allows, and holds at least one message', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 100_000, noNaN: true }), (rate) => {
        const limit = mailPaceLimit(rate);
        expect(limit.max).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(limit.max) && Number.isInteger(limit.windowMs)).toBe(true);
        // Never more than the rate over a window.
        expect((limit.max * 1000) / limit.windowMs).toBeLessThanOrEqual(rate * (1 + 1e-12));
      }),
    );
  });
  it('keeps whole rates exactly and finds the window for a fractional one', () => {
    expect(mailPaceLimit(10)).toEqual({ name: 'mail.pace', max: 10, windowMs: 1000 });
    expect(mailPaceLimit(2.5)).toEqual({ name: 'mail.pace', max: 5, windowMs: 2000 });
    expect(mailPaceLimit(0.2)).toEqual({ name: 'mail.pace', max: 1, windowMs: 5000 });
    expect(mailPaceLimit(Math.PI)).toEqual({ name: 'mail.pace', max: 3, windowMs: 1000 });
  });
});
