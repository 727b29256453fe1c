// platform-reference §4 and §9: the edge-cache decision per page as a machine. It starts in Control
// (nothing enabled caching), moves to Enabled when a page rule enables it with its tags, and to
// Disabled on any reason; Disabled never leaves, so it wins over Enabled whatever the order.
import { assertEvent, setup, assign } from 'xstate';
import type { EdgeCacheEvent, EdgeCacheReason } from './edge-cache.ts';

export type EdgeCacheContext = { tags: readonly string[]; reasons: readonly EdgeCacheReason[] };

export const edgeCacheMachine = setup({
  types: { context: {} as EdgeCacheContext, events: {} as EdgeCacheEvent },
  actions: {
    addTags: assign({
      tags: ({ context, event }) => {
        assertEvent(event, 'edgeCache.enable');
        return [...new Set([...context.tags, ...event.tags])];
      },
    }),
    addReason: assign({
      reasons: ({ context, event }) => {
        assertEvent(event, 'edgeCache.disable');
        return context.reasons.includes(event.reason) ? context.reasons : [...context.reasons, event.reason];
      },
    }),
  },
}).createMachine({
  id: 'edgeCache',
  context: { tags: [], reasons: [] },
  initial: 'Control',
  states: {
    Control: {
      on: {
        'edgeCache.enable': { target: 'Enabled', actions: 'addTags' },
        'edgeCache.disable': { target: 'Disabled', actions: 'addReason' },
      },
    },
    Enabled: {
      on: {
        'edgeCache.enable': { actions: 'addTags' },
        'edgeCache.disable': { target: 'Disabled', actions: 'addReason' },
      },
    },
    Disabled: {
      // Disabled wins: enabling is ignored, further reasons are kept for the debug header.
      on: { 'edgeCache.disable': { actions: 'addReason' } },
    },
  },
});
