// Issue 15 (writing and publishing), platform-reference §2.2, reader-experience §4 (Your Stories' moves), §7
// (deletePost, UndeletePostMutation), §9 (deleted for good 14 days after the trash): one story's lifecycle as a
// chart — draft → scheduled → published ⇄ unlisted → trashed → deleted — with who may do what as guards. The
// guards and the context's updates are post-lifecycle.ts's pure rules (mayAct, planMove, planPublish, planTrash,
// planUndelete, isDueForDeletion); specs/post-lifecycle.spec.ts checks that the chart allows exactly what they
// allow and lands where lifecycleStateOf says. The server applies the same pure rules in the store.
import { assertEvent, assign, setup } from 'xstate';
import {
  isDueForDeletion,
  isDueToPublish,
  lifecycleStateOf,
  mayAct,
  planMove,
  planPublish,
  planTrash,
  planUndelete,
  type Actor,
  type Lifecycle,
  type LifecycleAction,
  type StoriesTab,
} from './post-lifecycle.ts';

export type PostLifecycleContext = { lifecycle: Lifecycle };

export type PostLifecycleEvent =
  | { type: 'post.publish'; actor: Actor; isLocked: boolean; now: number }
  | { type: 'post.schedule'; actor: Actor; isLocked: boolean; scheduledAt: number; now: number }
  /** The post.publish job: publishes a scheduled story when it falls due. */
  | { type: 'post.scheduleDue'; now: number }
  | { type: 'post.move'; actor: Actor; tab: StoriesTab }
  | { type: 'post.trash'; actor: Actor; now: number }
  | { type: 'post.undelete'; actor: Actor }
  /** The trash sweep: deletes for good what has been in the trash 14 days. */
  | { type: 'post.sweep'; now: number };

const moveAction = (l: Lifecycle, tab: StoriesTab): LifecycleAction | null => {
  const move = planMove(l, tab);
  return move.ok ? move.action : null;
};

/** The state a lifecycle is in, as the chart names it. */
export const chartStateOf = (l: Lifecycle): 'draft' | 'scheduled' | 'published' | 'unlisted' | 'trashed' =>
  ({ DRAFT: 'draft', SCHEDULED: 'scheduled', PUBLISHED: 'published', UNLISTED: 'unlisted', TRASHED: 'trashed' } as const)[lifecycleStateOf(l)];

export const postLifecycleMachine = setup({
  types: {
    context: {} as PostLifecycleContext,
    events: {} as PostLifecycleEvent,
    input: {} as { lifecycle: Lifecycle },
  },
  guards: {
    mayPublish: ({ context, event }) => {
      assertEvent(event, 'post.publish');
      return mayAct(event.actor, 'publish') && planPublish(context.lifecycle, { isLocked: event.isLocked, scheduledAt: null, now: event.now }).ok;
    },
    maySchedule: ({ context, event }) => {
      assertEvent(event, 'post.schedule');
      return event.scheduledAt > event.now && mayAct(event.actor, 'publish') && planPublish(context.lifecycle, { ...event }).ok;
    },
    isDueToPublish: ({ context, event }) => {
      assertEvent(event, 'post.scheduleDue');
      return isDueToPublish(context.lifecycle, event.now);
    },
    mayMove: ({ context, event }) => {
      assertEvent(event, 'post.move');
      const action = moveAction(context.lifecycle, event.tab);
      return action !== null && mayAct(event.actor, action);
    },
    mayMoveToDrafts: ({ context, event }) => {
      assertEvent(event, 'post.move');
      return event.tab === 'DRAFTS' && moveAction(context.lifecycle, 'DRAFTS') !== null && mayAct(event.actor, 'unpublish');
    },
    mayTrash: ({ context, event }) => {
      assertEvent(event, 'post.trash');
      return mayAct(event.actor, 'trash') && planTrash(context.lifecycle, event.now).ok;
    },
    mayUndelete: ({ context, event }) => {
      assertEvent(event, 'post.undelete');
      return mayAct(event.actor, 'undelete') && planUndelete(context.lifecycle).ok;
    },
    isDueForDeletion: ({ context, event }) => {
      assertEvent(event, 'post.sweep');
      return isDueForDeletion(context.lifecycle, event.now);
    },
    /** After an undelete: which state the story goes back to (the lifecycle keeps it; no history needed). */
    wasDraft: ({ context }) => chartStateOf(context.lifecycle) === 'draft',
    wasScheduled: ({ context }) => chartStateOf(context.lifecycle) === 'scheduled',
    wasUnlisted: ({ context }) => chartStateOf(context.lifecycle) === 'unlisted',
    wasTrashed: ({ context }) => chartStateOf(context.lifecycle) === 'trashed',
  },
  actions: {
    publish: assign(({ context, event }) => {
      assertEvent(event, ['post.publish', 'post.scheduleDue']);
      const isLocked = event.type === 'post.publish' ? event.isLocked : context.lifecycle.isLocked;
      const plan = planPublish(context.lifecycle, { isLocked, scheduledAt: null, now: event.now });
      return plan.ok ? { lifecycle: plan.next } : {};
    }),
    schedule: assign(({ context, event }) => {
      assertEvent(event, 'post.schedule');
      const plan = planPublish(context.lifecycle, { isLocked: event.isLocked, scheduledAt: event.scheduledAt, now: event.now });
      return plan.ok ? { lifecycle: plan.next } : {};
    }),
    move: assign(({ context, event }) => {
      assertEvent(event, 'post.move');
      const plan = planMove(context.lifecycle, event.tab);
      return plan.ok ? { lifecycle: plan.next } : {};
    }),
    trash: assign(({ context, event }) => {
      assertEvent(event, 'post.trash');
      const plan = planTrash(context.lifecycle, event.now);
      return plan.ok ? { lifecycle: plan.next } : {};
    }),
    undelete: assign(({ context }) => {
      const plan = planUndelete(context.lifecycle);
      return plan.ok ? { lifecycle: plan.next } : {};
    }),
  },
}).createMachine({
  id: 'postLifecycle',
  context: ({ input }) => ({ lifecycle: input.lifecycle }),
  initial: 'restoring',
  states: {
    /** Where a story loaded from the store starts, and where a publish or an undelete lands: the state its columns say (an unlisted story stays unlisted when published again). */
    restoring: {
      always: [
        { guard: { type: 'wasDraft' }, target: 'draft' },
        { guard: { type: 'wasScheduled' }, target: 'scheduled' },
        { guard: { type: 'wasUnlisted' }, target: 'unlisted' },
        { guard: { type: 'wasTrashed' }, target: 'trashed' },
        { target: 'published' },
      ],
    },
    draft: {
      on: {
        'post.publish': { guard: { type: 'mayPublish' }, target: 'restoring', actions: { type: 'publish' } },
        'post.schedule': { guard: { type: 'maySchedule' }, target: 'scheduled', actions: { type: 'schedule' } },
        // The Undo of an unpublish: back to where it was published.
        'post.move': { guard: { type: 'mayMove' }, target: 'restoring', actions: { type: 'move' } },
        'post.trash': { guard: { type: 'mayTrash' }, target: 'trashed', actions: { type: 'trash' } },
      },
    },
    scheduled: {
      on: {
        'post.publish': { guard: { type: 'mayPublish' }, target: 'restoring', actions: { type: 'publish' } },
        'post.schedule': { guard: { type: 'maySchedule' }, target: 'scheduled', actions: { type: 'schedule' } },
        'post.scheduleDue': { guard: { type: 'isDueToPublish' }, target: 'restoring', actions: { type: 'publish' } },
        'post.trash': { guard: { type: 'mayTrash' }, target: 'trashed', actions: { type: 'trash' } },
      },
    },
    published: {
      on: {
        // Publishing again: the saved edits go out.
        'post.publish': { guard: { type: 'mayPublish' }, target: 'published', actions: { type: 'publish' } },
        'post.move': [
          { guard: { type: 'mayMoveToDrafts' }, target: 'draft', actions: { type: 'move' } },
          { guard: { type: 'mayMove' }, target: 'unlisted', actions: { type: 'move' } },
        ],
        'post.trash': { guard: { type: 'mayTrash' }, target: 'trashed', actions: { type: 'trash' } },
      },
    },
    unlisted: {
      on: {
        'post.publish': { guard: { type: 'mayPublish' }, target: 'unlisted', actions: { type: 'publish' } },
        'post.move': [
          { guard: { type: 'mayMoveToDrafts' }, target: 'draft', actions: { type: 'move' } },
          { guard: { type: 'mayMove' }, target: 'published', actions: { type: 'move' } },
        ],
        'post.trash': { guard: { type: 'mayTrash' }, target: 'trashed', actions: { type: 'trash' } },
      },
    },
    trashed: {
      on: {
        'post.undelete': { guard: { type: 'mayUndelete' }, target: 'restoring', actions: { type: 'undelete' } },
        'post.sweep': { guard: { type: 'isDueForDeletion' }, target: 'deleted' },
      },
    },
    /** Deleted for good: the row is gone. */
    deleted: { type: 'final' },
  },
});
