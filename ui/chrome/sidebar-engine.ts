// The sidebar machine at work (reader-experience §2.4), loaded once the page has hydrated: until it arrives
// the sidebar paints from core's opensAtStart rule, and what the reader does meanwhile waits for it. Kept
// out of the initial JavaScript, which then carries no XState at all. The first-time tooltip's machine
// (core/layout/sidebar-tooltip.machine.ts) runs beside it: its delay is the machine's, on the actors' clock.
import { createActor, type ActorOptions, type AnyActorLogic } from 'xstate';
import { SIDEBAR_STORAGE_KEY, SIDEBAR_TOOLTIP_STORAGE_KEY, type SidebarMode } from '../../core/layout/sidebar.ts';
import { sidebarMachine, type SidebarEvent } from '../../core/layout/sidebar.machine.ts';
import { sidebarTooltipMachine, type SidebarTooltipEvent } from '../../core/layout/sidebar-tooltip.machine.ts';
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';

export type SidebarView = { open: boolean; mode: SidebarMode; tooltip: boolean };
export type SidebarEngine = { send: (event: SidebarEvent | SidebarTooltipEvent) => void; stop: () => void };

export function startSidebarEngine(options: {
  storage: KeyValueStore | null;
  mode: SidebarMode;
  rememberedOpen: boolean;
  onChange: (view: SidebarView) => void;
  /** The timers the machines' delays run on (the browser's by default; a SimulatedClock in tests). */
  timers?: ActorOptions<AnyActorLogic>['clock'];
}): SidebarEngine {
  const clock = options.timers ? { clock: options.timers } : {};
  const machine = sidebarMachine.provide({
    actions: { persist: ({ context }) => options.storage?.set(SIDEBAR_STORAGE_KEY, context.rememberedOpen ? 'open' : 'closed') },
  });
  const actor = createActor(machine, { input: { mode: options.mode, rememberedOpen: options.rememberedOpen }, ...clock });
  // Without storage (nowhere to remember it) the tooltip is not shown at all.
  const tooltip = createActor(
    sidebarTooltipMachine.provide({ actions: { markSeen: () => options.storage?.set(SIDEBAR_TOOLTIP_STORAGE_KEY, '1') } }),
    { input: { seen: !options.storage || options.storage.get(SIDEBAR_TOOLTIP_STORAGE_KEY) !== null }, ...clock },
  );
  const view = () => {
    const sidebar = actor.getSnapshot();
    return { open: sidebar.matches('open'), mode: sidebar.context.mode, tooltip: tooltip.getSnapshot().matches('shown') };
  };
  actor.subscribe(() => options.onChange(view()));
  actor.start();
  tooltip.subscribe(() => options.onChange(view()));
  tooltip.start();
  return {
    send: (event) => (event.type === 'tooltip.dismiss' ? tooltip.send(event) : actor.send(event)),
    stop: () => {
      actor.stop();
      tooltip.stop();
    },
  };
}
