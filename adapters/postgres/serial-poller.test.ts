// The shared poll loop (adapters/postgres/serial-poller.ts): one pass at a time, a stop that waits for the pass under
// way, and a failing pass that never stops the loop or reaches the caller of start().
import { describe, expect, it, vi } from 'vitest';
import { createSerialPoller } from './serial-poller.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the serial poller', () => {
  it('runs queued work one pass at a time, in order', async () => {
    const poller = createSerialPoller({ pollMs: 60_000, tick: async () => {} });
    const order: string[] = [];
    const gate = deferred();
    const first = poller.queued(async () => {
      order.push('first begins');
      await gate.promise;
      order.push('first ends');
    });
    const second = poller.queued(async () => void order.push('second'));
    await Promise.resolve();
    expect(order).toEqual(['first begins']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(order).toEqual(['first begins', 'first ends', 'second']);
  });

  it('a failing start-up pass resolves start(); stop() waits for the pass under way and says stopping', async () => {
    const poller = createSerialPoller({ pollMs: 60_000, tick: async () => {} });
    await expect(poller.start(async () => Promise.reject(new Error('store down')))).resolves.toBeUndefined();
    expect(poller.started).toBe(true);
    const gate = deferred();
    let finished = false;
    void poller.queued(async () => {
      await gate.promise;
      finished = true;
    });
    const stopped = poller.stop();
    expect(poller.stopping).toBe(true);
    expect(poller.started).toBe(false);
    gate.resolve();
    await stopped;
    expect(finished).toBe(true);
  });

  it('polls every pollMs, wake() polls at once, and a failing tick keeps the loop going', async () => {
    vi.useFakeTimers();
    try {
      let ticks = 0;
      const poller = createSerialPoller({
        pollMs: 1000,
        tick: async () => {
          ticks += 1;
          throw new Error('SMTP down');
        },
      });
      poller.wake(); // not polling yet: nothing
      await vi.advanceTimersByTimeAsync(5000);
      expect(ticks).toBe(0);
      await poller.start(async () => {});
      await vi.advanceTimersByTimeAsync(999);
      expect(ticks).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(ticks).toBe(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(ticks).toBe(2);
      poller.wake();
      await vi.advanceTimersByTimeAsync(0);
      expect(ticks).toBe(3);
      await poller.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(ticks).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
