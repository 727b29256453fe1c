// QUIRE_TEST_CLOCK's clock (server-clock.ts): the real time without it; with it, the given instant at start, running
// on at the real pace (never standing still, never going back).
import { describe, expect, it } from 'vitest';
import { serverClock } from './server-clock.ts';

describe('the server clock', () => {
  it('is the real time without a test clock', () => {
    let real = 1_000;
    const now = serverClock(null, () => real);
    expect(now().getTime()).toBe(1_000);
    real = 5_000;
    expect(now().getTime()).toBe(5_000);
  });

  it('starts at the test instant and runs on at the real pace', () => {
    let real = 1_000;
    const start = Date.parse('2026-12-01T01:00:00Z');
    const now = serverClock(start, () => real);
    expect(now().toISOString()).toBe('2026-12-01T01:00:00.000Z');
    real += 90_000;
    expect(now().toISOString()).toBe('2026-12-01T01:01:30.000Z');
  });
});
