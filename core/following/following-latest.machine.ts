// reader-experience §4 "Following-latest indicator" and §2.4 (the sidebar's dot badge) as a statechart,
// one actor per followed entity: the dot shows when the entity published after it was last seen (or was
// never seen). The rule is following-latest.ts `hasNewContent`; storing the seen time is the composition
// root's `persistSeen` action (following-latest.ts `markSeen`), so this machine does no I/O.
//
// States: deciding → dot | noDot. `followingLatest.published` (a newer lastPublishedAt arrived) and
// `followingLatest.storageChanged` (another tab stored a seen time) decide again; `followingLatest.open`
// (the reader opened the entity's feed) marks it seen and clears the dot. The sidebar's Following list
// (ui/following/SidebarFollowingList.tsx) runs one per entry.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { hasNewContent, lastSeenOf, type LastSeen } from './following-latest.ts';

export type FollowingLatestContext = {
  entityId: string;
  /** Epoch ms of the entity's latest story; null when it never published. */
  lastPublishedAt: number | null;
  /** The stored last-seen time; null when never seen. */
  lastSeenAt: number | null;
};

export type FollowingLatestInput = { entityId: string; lastPublishedAt: number | null; lastSeen: LastSeen };

export type FollowingLatestEvent =
  | { type: 'followingLatest.published'; at: number }
  | { type: 'followingLatest.open' }
  | { type: 'followingLatest.storageChanged'; lastSeen: LastSeen };

export const followingLatestMachine = setup({
  types: {
    context: {} as FollowingLatestContext,
    events: {} as FollowingLatestEvent,
    input: {} as FollowingLatestInput,
  },
  guards: {
    hasNewContent: ({ context }) => hasNewContent(context.lastPublishedAt, context.lastSeenAt ?? undefined),
  },
  actions: {
    setPublished: assign({ lastPublishedAt: ({ context }, params: { at: number }) => Math.max(context.lastPublishedAt ?? params.at, params.at) }),
    markSeen: assign({ lastSeenAt: ({ context }) => context.lastPublishedAt ?? context.lastSeenAt }),
    readStored: assign({ lastSeenAt: ({ context }, params: { lastSeen: LastSeen }) => lastSeenOf(params.lastSeen, context.entityId) ?? null }),
    /** Provided by the composition root: following-latest.ts markSeen(store, entityId, lastPublishedAt). */
    persistSeen: (_, _params: { entityId: string; lastPublishedAt: number | null }) => {},
  },
}).createMachine({
  id: 'followingLatest',
  context: ({ input }) => ({
    entityId: input.entityId,
    lastPublishedAt: input.lastPublishedAt,
    lastSeenAt: lastSeenOf(input.lastSeen, input.entityId) ?? null,
  }),
  initial: 'deciding',
  on: {
    'followingLatest.published': { target: '.deciding', actions: { type: 'setPublished', params: ({ event }) => ({ at: event.at }) } },
    'followingLatest.storageChanged': { target: '.deciding', actions: { type: 'readStored', params: ({ event }) => ({ lastSeen: event.lastSeen }) } },
    'followingLatest.open': {
      target: '.deciding',
      actions: [
        'markSeen',
        { type: 'persistSeen', params: ({ context }) => ({ entityId: context.entityId, lastPublishedAt: context.lastPublishedAt }) },
      ],
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'hasNewContent', target: 'dot' }, { target: 'noDot' }],
    },
    dot: {},
    noDot: {},
  },
});

export type FollowingLatestSnapshot = SnapshotFrom<typeof followingLatestMachine>;
