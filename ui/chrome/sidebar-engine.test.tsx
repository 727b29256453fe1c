// reader-experience §2.4 and §9: the sidebar engine runs the first-time tooltip's machine on the timers it is
// given, shows it after the delay, and remembers its dismissal in storage.
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { memoryKeyValueStore } from '../../adapters/storage/key-value-store.memory.ts';
import { SIDEBAR_TOOLTIP_STORAGE_KEY } from '../../core/layout/sidebar.ts';
import { TOOLTIP_SHOW_DELAY_MS } from '../../core/layout/sidebar-tooltip.machine.ts';
import { startSidebarEngine, type SidebarView } from './sidebar-engine.ts';

function engine(seen: boolean) {
  const storage = memoryKeyValueStore();
  if (seen) storage.set(SIDEBAR_TOOLTIP_STORAGE_KEY, '1');
  const timers = new SimulatedClock();
  const views: SidebarView[] = [];
  const started = startSidebarEngine({ storage, mode: 'fixed', rememberedOpen: true, onChange: (v) => views.push(v), timers });
  return { storage, timers, views, started, last: () => views.at(-1)! };
}

describe('reader-experience §2.4 sidebar tooltip (engine)', () => {
  it('shows the tooltip after the delay and remembers its dismissal', () => {
    const { storage, timers, started, last } = engine(false);
    expect(last()).toEqual({ open: true, mode: 'fixed', tooltip: false });
    timers.increment(TOOLTIP_SHOW_DELAY_MS);
    expect(last().tooltip).toBe(true);
    started.send({ type: 'sidebar.toggle' });
    expect(last()).toEqual({ open: false, mode: 'fixed', tooltip: true });
    started.send({ type: 'tooltip.dismiss' });
    expect(last().tooltip).toBe(false);
    expect(storage.get(SIDEBAR_TOOLTIP_STORAGE_KEY)).toBe('1');
    started.stop();
  });

  it('never shows it to a browser that has seen it', () => {
    const { timers, views, started } = engine(true);
    timers.increment(10 * TOOLTIP_SHOW_DELAY_MS);
    expect(views.length).toBeGreaterThan(0);
    expect(views.every((v) => !v.tooltip)).toBe(true);
    started.stop();
  });
});
