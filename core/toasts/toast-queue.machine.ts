// reader-experience §4 (Toasts: one at a time from a queue; visible, auto-hides after its duration,
// pauses on hover and resumes on leave, fades out, then hides; Undo actions) and §9 (toast fade 300 ms,
// widths 300/500/640), platform-reference §3 (Toast) and §4 (Toast queue: add appends, show-next moves
// the first queued toast to current, clear empties current; enqueue defaults 5000 ms and MESSAGE; dequeue
// and clear all).
//
// States: idle → visible.{counting | paused | held} → fading → idle (which shows the next queued toast at
// once). `current` is the toast on screen: it stays set while it fades, so the UI can draw the fade-out,
// and the next toast becomes current only when the fade is over. Hover applies to a counting toast only:
// a FOREVER/NEXTPAGE toast has nothing to pause and a fading one finishes its fade.
//
// Action: `toast.action` on a visible toast whose action is a named call ('Resend email') calls `onAction`
// the same way, and fades the toast.
//
// Undo: `toast.undo` on a visible toast with an undo action calls the `onUndo` action (a no-op here; the
// composition root provides it with `machine.provide`, and runs `undoPlan` from undo.ts) and fades the
// toast. Nothing is kept in context: the composition root owns the call, its result and any reload.
//
// Pausing without a clock: core reads no time, so a timed toast counts down in TOAST_TICK_MS ticks, each
// an XState delay (`TICK`) that takes one tick off `remaining` in context. Hovering leaves `counting` for
// `paused`, which cancels the pending tick; leaving re-enters `counting` with the `remaining` that is left,
// so the count resumes rather than restarts. The granularity is one tick: the part of a tick in progress
// when the pointer enters is not counted, so each pause can lengthen a toast's life by under 100 ms.
// The last tick is shortened to what remains, so an unpaused toast hides after exactly its duration.
// (A test clock must fire each timer at its own due time, as a browser does: XState's SimulatedClock
// `increment` jumps and would fire a chain of ticks only once per call. See specs/toast-queue.spec.ts.)
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  DEFAULT_TOAST_STYLE,
  defaultDurationFor,
  TOAST_DEFAULT_DURATION_MS,
  type ToastDuration,
  type ToastStyle,
} from './toast-styles.ts';
import type { UndoAction } from './undo.ts';

export { TOAST_DEFAULT_DURATION_MS };
export type { ToastDuration, ToastStyle };

/** reader-experience §9: "toast fade 300 ms". */
export const TOAST_FADE_MS = 300;
/** The count-down step of a timed toast, and so the granularity of pause and resume. */
export const TOAST_TICK_MS = 100;

/**
 * reader-experience §9: "Toast width 300/500/640px by screen size", against its breakpoints (552, 728,
 * 904, 1080): 300 below md (728, phones and small tablets), 500 from md, 640 from xl (1080, where the
 * left sidebar is fixed too).
 */
export const TOAST_WIDTHS = { sm: 300, md: 500, lg: 640 } as const;
export const TOAST_WIDTH_BREAKPOINTS = { md: 728, lg: 1080 } as const;

export function toastWidthFor(viewportWidth: number): number {
  if (viewportWidth >= TOAST_WIDTH_BREAKPOINTS.lg) return TOAST_WIDTHS.lg;
  if (viewportWidth >= TOAST_WIDTH_BREAKPOINTS.md) return TOAST_WIDTHS.md;
  return TOAST_WIDTHS.sm;
}

/**
 * A toast's own button or link beside Undo (reader-experience §8: the unverified e-mail toast's 'Resend email',
 * the suspended account's link to the reasons). A `call` is named, not a function, so a toast stays data (it
 * is preloaded, compared and drawn in the gallery): the composition root maps the name to the mutation it runs
 * (`onAction`). A `link` is an address the UI draws as a link.
 */
export type ToastAction =
  | { kind: 'call'; name: ToastActionName; label: string }
  | { kind: 'link'; label: string; href: string };

/** The calls a toast can carry; the composition root runs each (e.g. RESEND_VERIFICATION_EMAIL → sendVerificationEmail). */
export const TOAST_ACTION_NAMES = ['RESEND_VERIFICATION_EMAIL'] as const;
export type ToastActionName = (typeof TOAST_ACTION_NAMES)[number];

/** platform-reference §3: message, duration, toastStyle, extraParams (optional testId); plus an id, an undo and an action. */
export type Toast = {
  /** Comes with the event: core makes no ids. */
  id: string;
  message: string;
  duration: ToastDuration;
  style: ToastStyle;
  undo?: UndoAction;
  action?: ToastAction;
  extraParams?: { testId?: string };
};

/** What `toast.enqueue` carries: id and message, the rest defaulted (normalizeToast). */
export type ToastInput = Pick<Toast, 'id' | 'message'> & Partial<Omit<Toast, 'id' | 'message'>>;

export type ToastQueueContext = {
  queue: Toast[];
  /** The toast on screen, visible or fading; null when idle. */
  current: Toast | null;
  /** Milliseconds left before a timed current toast starts to fade (whole ticks; 0 when not timed). */
  remaining: number;
};

/** Toasts already queued when the actor starts (the preloaded toast queue, platform-reference §3). */
export type ToastQueueInput = { queue?: ToastInput[] } | undefined;

export type ToastQueueEvent =
  | { type: 'toast.enqueue'; toast: ToastInput }
  | { type: 'toast.dequeue'; id: string }
  | { type: 'toast.clear' }
  | { type: 'toast.clearAll' }
  | { type: 'toast.pointerEnter' }
  | { type: 'toast.pointerLeave' }
  | { type: 'toast.navigate' }
  | { type: 'toast.undo' }
  /** The toast's `call` action was pressed (a `link` action is a plain link: nothing to send). */
  | { type: 'toast.action' };

/** What `onUndo` is given: the composition root runs `undoPlan(undo)` (undo.ts). */
export type UndoRequest = { toastId: string; undo: UndoAction };

/** What `onAction` is given: the composition root runs the call the name stands for. */
export type ActionRequest = { toastId: string; name: ToastActionName };

/**
 * platform-reference §4 enqueue defaults: style MESSAGE and the style's default duration (5000 ms for
 * MESSAGE and most styles; toast-styles.ts lists the few that stay longer). A duration that is not a
 * usable number is made one: NaN takes the default, Infinity means FOREVER, a negative number 0.
 */
export function normalizeToast(input: ToastInput): Toast {
  const style = input.style ?? DEFAULT_TOAST_STYLE;
  const toast: Toast = { id: input.id, message: input.message, duration: normalizeDuration(input.duration, style), style };
  if (input.undo !== undefined) toast.undo = input.undo;
  if (input.action !== undefined) toast.action = input.action;
  if (input.extraParams !== undefined) toast.extraParams = input.extraParams;
  return toast;
}

function normalizeDuration(duration: ToastDuration | undefined, style: ToastStyle): ToastDuration {
  if (duration === undefined || Number.isNaN(duration)) return defaultDurationFor(style);
  if (typeof duration !== 'number') return duration;
  if (duration === Infinity) return 'FOREVER';
  return Math.max(0, duration);
}

export const isTimed = (toast: Toast): toast is Toast & { duration: number } => typeof toast.duration === 'number';

/**
 * Ids name toasts: enqueueing an id that is already waiting, or already on screen and not fading, changes
 * nothing (a toast raised twice, e.g. the verify-email toast on each page, shows once). A fading toast is
 * on its way out, so its id may be enqueued again.
 */
function hasId(context: ToastQueueContext, id: string, countCurrent: boolean): boolean {
  return context.queue.some((t) => t.id === id) || (countCurrent && context.current?.id === id);
}

function initialQueue(inputs: ToastInput[]): Toast[] {
  const queue: Toast[] = [];
  for (const input of inputs) if (!queue.some((t) => t.id === input.id)) queue.push(normalizeToast(input));
  return queue;
}

const undoRequestOf = (context: ToastQueueContext): UndoRequest | null =>
  context.current?.undo ? { toastId: context.current.id, undo: context.current.undo } : null;

const actionRequestOf = (context: ToastQueueContext): ActionRequest | null =>
  context.current?.action?.kind === 'call' ? { toastId: context.current.id, name: context.current.action.name } : null;

type IdParams = { id: string };

export const toastQueueMachine = setup({
  types: {
    context: {} as ToastQueueContext,
    events: {} as ToastQueueEvent,
    input: {} as ToastQueueInput,
  },
  delays: {
    /** A whole tick, or what remains if less, so that a toast hides after exactly its duration. */
    TICK: ({ context }) => Math.min(TOAST_TICK_MS, context.remaining),
    FADE: TOAST_FADE_MS,
  },
  guards: {
    isNewToast: ({ context }, { id }: IdParams) => !hasId(context, id, true),
    isNotQueued: ({ context }, { id }: IdParams) => !hasId(context, id, false),
    nextIsTimed: ({ context }) => context.queue[0] !== undefined && isTimed(context.queue[0]),
    hasQueued: ({ context }) => context.queue.length > 0,
    timeUp: ({ context }) => context.remaining <= 0,
    isCurrent: ({ context }, { id }: IdParams) => context.current?.id === id,
    currentIsNextPage: ({ context }) => context.current?.duration === 'NEXTPAGE',
    currentHasUndo: ({ context }) => undoRequestOf(context) !== null,
    currentHasCall: ({ context }) => actionRequestOf(context) !== null,
  },
  actions: {
    append: assign({ queue: ({ context }, params: { toast: ToastInput }) => [...context.queue, normalizeToast(params.toast)] }),
    removeQueued: assign({ queue: ({ context }, { id }: IdParams) => context.queue.filter((t) => t.id !== id) }),
    /** show-next (platform-reference §4): the first queued toast becomes current. */
    showNext: assign(({ context }) => {
      const [next = null, ...rest] = context.queue;
      return { queue: rest, current: next, remaining: next !== null && isTimed(next) ? next.duration : 0 };
    }),
    tick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - TOAST_TICK_MS) }),
    /** The fade is over: clear empties current (platform-reference §4). */
    dropCurrent: assign({ current: null, remaining: 0 }),
    emptyAll: assign({ queue: [], current: null, remaining: 0 }),
    /** A NEXTPAGE toast lasts until the next page, so one still waiting when the page changes is stale. */
    dropNextPageQueued: assign({ queue: ({ context }) => context.queue.filter((t) => t.duration !== 'NEXTPAGE') }),
    /** Provided by the composition root: runs `undoPlan(undo)` (undo.ts), reloading when it says so. */
    onUndo: (_, _params: UndoRequest) => {},
    /** Provided by the composition root: runs the call the toast's action names. */
    onAction: (_, _params: ActionRequest) => {},
  },
}).createMachine({
  id: 'toastQueue',
  context: ({ input }) => ({ queue: initialQueue(input?.queue ?? []), current: null, remaining: 0 }),
  initial: 'idle',
  on: {
    'toast.enqueue': {
      guard: { type: 'isNewToast', params: ({ event }) => ({ id: event.toast.id }) },
      actions: { type: 'append', params: ({ event }) => ({ toast: event.toast }) },
    },
    'toast.dequeue': { actions: { type: 'removeQueued', params: ({ event }) => ({ id: event.id }) } },
    // platform-reference §4 clear all: at once, no fade.
    'toast.clearAll': { target: '.idle', actions: 'emptyAll' },
    'toast.navigate': { actions: 'dropNextPageQueued' },
  },
  states: {
    idle: {
      // show-next, as soon as there is something to show.
      always: [
        { guard: 'nextIsTimed', target: 'visible.counting', actions: 'showNext' },
        { guard: 'hasQueued', target: 'visible.held', actions: 'showNext' },
      ],
    },
    visible: {
      // Always entered through idle's show-next, which picks counting or held by the toast's duration.
      initial: 'counting',
      on: {
        'toast.clear': 'fading',
        // Dequeueing the toast on screen takes it away like clear (with the fade); any other id leaves the queue.
        'toast.dequeue': [
          { guard: { type: 'isCurrent', params: ({ event }) => ({ id: event.id }) }, target: 'fading' },
          { actions: { type: 'removeQueued', params: ({ event }) => ({ id: event.id }) } },
        ],
        'toast.navigate': [
          { guard: 'currentIsNextPage', target: 'fading', actions: 'dropNextPageQueued' },
          { actions: 'dropNextPageQueued' },
        ],
        // The undo button: hand the action to the composition root, and take the toast away.
        'toast.undo': {
          guard: 'currentHasUndo',
          target: 'fading',
          actions: { type: 'onUndo', params: ({ context }) => undoRequestOf(context) as UndoRequest },
        },
        // The toast's own call ('Resend email'): hand it to the composition root, and take the toast away (the
        // answer, e.g. the sent-verification toast, is the composition root's to enqueue).
        'toast.action': {
          guard: 'currentHasCall',
          target: 'fading',
          actions: { type: 'onAction', params: ({ context }) => actionRequestOf(context) as ActionRequest },
        },
      },
      states: {
        counting: {
          always: { guard: 'timeUp', target: '#toastQueue.fading' },
          after: { TICK: { target: 'counting', reenter: true, actions: 'tick' } },
          on: { 'toast.pointerEnter': 'paused' },
        },
        paused: {
          on: { 'toast.pointerLeave': 'counting' },
        },
        /** FOREVER and NEXTPAGE toasts: no count-down; they go on clear (or navigate, for NEXTPAGE). */
        held: {},
      },
    },
    fading: {
      on: {
        // The fading toast is leaving: its id may come back (it will show after the fade).
        'toast.enqueue': {
          guard: { type: 'isNotQueued', params: ({ event }) => ({ id: event.toast.id }) },
          actions: { type: 'append', params: ({ event }) => ({ toast: event.toast }) },
        },
      },
      after: { FADE: { target: 'idle', actions: 'dropCurrent' } },
    },
  },
});

export type ToastQueueSnapshot = SnapshotFrom<typeof toastQueueMachine>;
