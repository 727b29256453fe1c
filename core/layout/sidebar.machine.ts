// reader-experience §2.4: the left sidebar. Fixed beside the page at xl (1080px and up), a slide-over
// drawer with a scrim below that. Its open state is animated and, on the largest screens, remembered
// (the remembered value comes in with the input; saving it is the composition root's action).
import { assign, setup } from 'xstate';
import { opensAtStart, type SidebarMode } from './sidebar.ts';

export type { SidebarMode } from './sidebar.ts';

export type SidebarContext = { mode: SidebarMode; rememberedOpen: boolean };

export type SidebarEvent =
  | { type: 'sidebar.toggle' }
  | { type: 'sidebar.close' }
  | { type: 'sidebar.viewport'; mode: SidebarMode };

export const sidebarMachine = setup({
  types: {
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
    input: {} as { mode: SidebarMode; rememberedOpen: boolean },
  },
  guards: {
    fixedAndRememberedOpen: ({ context }) => opensAtStart(context.mode, context.rememberedOpen),
    isFixed: ({ context }) => context.mode === 'fixed',
  },
  actions: {
    setMode: assign({ mode: (_, params: { mode: SidebarMode }) => params.mode }),
    rememberOpen: assign({ rememberedOpen: ({ context }) => (context.mode === 'fixed' ? true : context.rememberedOpen) }),
    rememberClosed: assign({ rememberedOpen: ({ context }) => (context.mode === 'fixed' ? false : context.rememberedOpen) }),
    /** Provided by the composition root: writes rememberedOpen to storage. */
    persist: () => {},
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ mode: input.mode, rememberedOpen: input.rememberedOpen }),
  initial: 'deciding',
  on: {
    'sidebar.viewport': { target: '.deciding', actions: { type: 'setMode', params: ({ event }) => ({ mode: event.mode }) } },
  },
  states: {
    deciding: {
      always: [{ guard: 'fixedAndRememberedOpen', target: 'open' }, { target: 'closed' }],
    },
    open: {
      on: {
        'sidebar.toggle': { target: 'closed', actions: ['rememberClosed', 'persist'] },
        'sidebar.close': { target: 'closed', actions: ['rememberClosed', 'persist'] },
      },
    },
    closed: {
      on: { 'sidebar.toggle': { target: 'open', actions: ['rememberOpen', 'persist'] } },
    },
  },
});
