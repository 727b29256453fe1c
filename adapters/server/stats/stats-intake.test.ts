// Issue 23: the intake's rules with a repository in memory — what becomes a view, a read and reading time; bots and
// the writer count nothing; a failing store is logged and never fails the report.
import { describe, expect, it } from 'vitest';
import type { ClientEvent } from '../../../core/events/event-queue.ts';
import type { StatsEvent, StatsRepository } from '../../../core/ports/stats-repository.port.ts';
import { createStatsIntake, type StatsIntakeRequest } from './stats-intake.ts';

const NOW = Date.UTC(2026, 10, 21, 12);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let seq = 0;
const event = (key: string, data: Record<string, unknown>, timestamp = NOW): ClientEvent => ({ eventId: `e${++seq}`, timestamp, key, data: { postId: 'p1', ...data }, type: 'e' });

function setup(options: { fail?: boolean; member?: boolean } = {}) {
  const recorded: StatsEvent[] = [];
  const errors: string[] = [];
  const stats = {
    storiesFor: async (ids: readonly string[]) => (ids.includes('p1') ? [{ id: 'p1', creatorId: 'writer', readingTimeMinutes: 3 }] : []),
    record: async (events: readonly StatsEvent[]) => {
      if (options.fail) throw new Error('store down');
      recorded.push(...events);
      return { views: events.filter((e) => e.kind === 'view').length, reads: events.filter((e) => e.kind === 'read').length };
    },
  } as unknown as StatsRepository;
  const intake = createStatsIntake({ stats, isMember: async () => options.member ?? false, ownHost: 'quire.example', logError: (_e, context) => void errors.push(context) });
  const run = (events: ClientEvent[], over: Partial<StatsIntakeRequest> = {}) =>
    intake({ events, viewerId: 'reader', userAgent: CHROME, browserKey: 'b1', networkKey: 'n1', now: NOW, ...over });
  return { recorded, errors, run };
}

describe('issue 23 stats intake', () => {
  it('turns a view, a read and reading time into rollup events on the UTC day they happened', async () => {
    const { recorded, run } = setup({ member: true });
    await run([
      event('post.clientViewed', { referrer: 'https://www.bing.com/' }),
      event('post.clientRead', { reachedEnd: false, secondsSpent: 180 }),
      event('post.readingTime', { seconds: 45 }, NOW - 86_400_000),
      event('post.clientViewed', { postId: 'unknown' }),
      event('button.clicked', {}),
    ]);
    expect(recorded).toEqual([
      { kind: 'view', postId: 'p1', day: '2026-11-21', source: 'search', readerKey: 'u:reader' },
      { kind: 'read', postId: 'p1', day: '2026-11-21', readerKey: 'u:reader' },
      { kind: 'readingTime', postId: 'p1', day: '2026-11-20', seconds: 45, member: true, memberId: 'reader' },
    ]);
  });

  it('counts no read short of the end and the reading time, nothing from bots or the writer', async () => {
    const { recorded, run } = setup();
    await run([event('post.clientRead', { reachedEnd: false, secondsSpent: 179 })]);
    await run([event('post.clientViewed', {})], { userAgent: 'Googlebot/2.1' });
    await run([event('post.clientViewed', {})], { userAgent: null });
    await run([event('post.clientViewed', {})], { viewerId: 'writer' });
    expect(recorded).toEqual([]);
    await run([event('post.clientRead', { reachedEnd: true })], { viewerId: null });
    await run([event('post.clientRead', { reachedEnd: true })], { viewerId: null, browserKey: '' });
    await run([event('post.clientViewed', {})], { viewerId: null });
    expect(recorded.map((e) => (e.kind === 'readingTime' ? null : e.readerKey))).toEqual(['b:b1', 'n:n1', 'b:b1']);
  });

  it('logs a failing store and answers as usual', async () => {
    const { errors, run } = setup({ fail: true });
    await expect(run([event('post.clientViewed', {})])).resolves.toBeUndefined();
    expect(errors).toEqual(['stats intake']);
  });
});
