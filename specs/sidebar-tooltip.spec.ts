// reader-experience §2.4 (the sidebar's first-time tooltip) and §9 (tooltip show delay 500 ms): shown once the
// delay has passed on the actor's clock, never when seen before, gone for good (and remembered) once dismissed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { sidebarTooltipMachine, TOOLTIP_SHOW_DELAY_MS } from '../core/layout/sidebar-tooltip.machine.ts';

function start(seen: boolean) {
  const clock = new SimulatedClock();
  const marks: string[] = [];
  const actor = createActor(sidebarTooltipMachine.provide({ actions: { markSeen: () => void marks.push('markSeen') } }), { input: { seen }, clock }).start();
  return { actor, clock, marks };
}

describe('reader-experience §2.4 sidebar first-time tooltip', () => {
  it('shows after §9’s tooltip show delay of 500 ms, not a millisecond before', () => {
    expect(TOOLTIP_SHOW_DELAY_MS).toBe(500);
    const { actor, clock } = start(false);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(TOOLTIP_SHOW_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('never shows when this browser has seen it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (elapsed) => {
        const { actor, clock } = start(true);
        clock.increment(elapsed);
        expect(actor.getSnapshot().value).toBe('done');
      }),
    );
  });

  it('dismissing hides it for good and remembers it once; a dismissal before it shows changes nothing', () => {
    const { actor, clock, marks } = start(false);
    actor.send({ type: 'tooltip.dismiss' });
    expect(marks).toEqual([]);
    clock.increment(TOOLTIP_SHOW_DELAY_MS);
    actor.send({ type: 'tooltip.dismiss' });
    actor.send({ type: 'tooltip.dismiss' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
    expect(marks).toEqual(['markSeen']);
  });
});
