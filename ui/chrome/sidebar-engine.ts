// The sidebar machine at work (reader-experience §2.4), loaded once the page has hydrated: until it arrives
// the sidebar paints from core's opensAtStart rule, and what the reader does meanwhile waits for it. Kept
// out of the initial JavaScript, which then carries no XState at all.
import { createActor } from 'xstate';
import { SIDEBAR_STORAGE_KEY, type SidebarMode } from '../../core/layout/sidebar.ts';
import { sidebarMachine, type SidebarEvent } from '../../core/layout/sidebar.machine.ts';
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';

export type SidebarView = { open: boolean; mode: SidebarMode };
export type SidebarEngine = { send: (event: SidebarEvent) => void; stop: () => void };

export function startSidebarEngine(options: {
  storage: KeyValueStore | null;
  mode: SidebarMode;
  rememberedOpen: boolean;
  onChange: (view: SidebarView) => void;
}): SidebarEngine {
  const machine = sidebarMachine.provide({
    actions: { persist: ({ context }) => options.storage?.set(SIDEBAR_STORAGE_KEY, context.rememberedOpen ? 'open' : 'closed') },
  });
  const actor = createActor(machine, { input: { mode: options.mode, rememberedOpen: options.rememberedOpen } });
  actor.subscribe((snapshot) => options.onChange({ open: snapshot.matches('open'), mode: snapshot.context.mode }));
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
