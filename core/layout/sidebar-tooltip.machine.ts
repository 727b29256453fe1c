// reader-experience §2.4 (the sidebar's first-time tooltip) and §9 (tooltip show delay 500 ms): the tooltip
// shows once the delay has passed, unless this browser has seen it, and goes for good when dismissed
// (`markSeen`, the composition root's action, remembers that). The delay is the machine's, so it runs on the
// actor's clock: the browser's timers in the app, a SimulatedClock in the specs.
import { setup } from 'xstate';

/** reader-experience §9 Timing: tooltip show delay. */
export const TOOLTIP_SHOW_DELAY_MS = 500;

export type SidebarTooltipEvent = { type: 'tooltip.dismiss' };

export const sidebarTooltipMachine = setup({
  types: {
    events: {} as SidebarTooltipEvent,
    input: {} as { seen: boolean },
    context: {} as { seen: boolean },
  },
  delays: { showDelay: TOOLTIP_SHOW_DELAY_MS },
  guards: { seen: ({ context }) => context.seen },
  actions: {
    /** Provided by the composition root: remembers in storage that the tooltip was seen. */
    markSeen: () => {},
  },
}).createMachine({
  id: 'sidebarTooltip',
  context: ({ input }) => ({ seen: input.seen }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'seen', target: 'done' }, { target: 'waiting' }] },
    waiting: { after: { showDelay: 'shown' } },
    shown: { on: { 'tooltip.dismiss': { target: 'done', actions: 'markSeen' } } },
    done: { type: 'final' },
  },
});
