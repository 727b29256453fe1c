// Issue 15 "What a user gets" (the draft saves itself while they type, 'Saving…' / 'Saved'; survives a reload,
// a closed tab and a server restart; never loses text with the same draft open in two tabs) and
// reader-experience §4 '409: Conflict': the editor's autosave.
//
// idle → dirty (each edit restarts a ~1 s debounce; a new story's first edit creates the draft at once) →
// saving → saved | conflict | refused | retrying (back-off 1, 2, 4 … 30 s) | offline (kept dirty until the
// connection is back). The base revision travels with every save; an edit while a save is in flight queues
// exactly one more save when it answers. On a conflict (another tab or device saved first) the writer chooses
// "Reload" (the server's copy replaces theirs) or "Keep mine as a new draft" (createDraft with their copy).
// Every edit is also kept on the device (`storeLocalCopy`, the KeyValueStore the composition root provides)
// until the server has it, so a closed tab or a crash loses nothing.
import { assign, fromPromise, setup } from 'xstate';
import type { Paragraph } from '../content/paragraph.ts';
import { hasUnsavedEdits } from './autosave-status.ts';

export type DraftContent = { title: string; subtitle: string; body: Paragraph[] };

/** Input of the one save call: no postId creates the draft (createDraft), else saveDraft on baseRevision. */
export type SaveDraftRequest = { postId: string | null; baseRevision: number; content: DraftContent };

/** The server's answer to a save; a network failure or a 5xx is a thrown error (retried). */
export type SaveAnswer =
  | { kind: 'saved'; postId: string; revision: number }
  | { kind: 'conflict'; message: string; currentRevision: number }
  | { kind: 'refused'; message: string };

/** The server's copy, for "Reload". */
export type ServerCopy = { revision: number; content: DraftContent };

export type AutosaveInput = {
  postId: string | null;
  revision: number;
  content: DraftContent;
  /** The content differs from the server's (a restored local copy): save it soon. */
  dirty?: boolean;
};

export type AutosaveContext = {
  postId: string | null;
  /** The revision the next save is based on: the server's, as last answered. */
  revision: number;
  /** The writer's latest content. */
  content: DraftContent;
  /** Edits are numbered; the server has everything up to `savedSeq`; `sentSeq` is the save in flight. */
  editSeq: number;
  sentSeq: number;
  savedSeq: number;
  /** Failed attempts in a row (for the back-off). */
  attempts: number;
  online: boolean;
  /** The server's message for a refused save or a conflict, shown as is (role=alert). */
  message: string | null;
  conflictRevision: number | null;
  /** Bumped when the server's copy replaced the writer's ("Reload"): the editor resets its document. */
  reloadedSeq: number;
  /** The post id before "Keep mine as a new draft", so its device copy can be cleared. */
  previousPostId: string | null;
  lastEditAt: number | null;
};

export type AutosaveEvent =
  | { type: 'editor.edit'; content: DraftContent; at: number }
  | { type: 'editor.saveNow' }
  | { type: 'connection.offline' }
  | { type: 'connection.online' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

export const DEBOUNCE_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/** Back-off before retry n (1-based): 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}


type SaveDone = { output: SaveAnswer };

export const autosaveMachine = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
    input: {} as AutosaveInput,
  },
  actors: {
    save: fromPromise<SaveAnswer, SaveDraftRequest>(async () => {
      throw new Error('save must be provided by the composition root');
    }),
    loadServerCopy: fromPromise<ServerCopy, { postId: string }>(async () => {
      throw new Error('loadServerCopy must be provided by the composition root');
    }),
  },
  delays: {
    /** A new story is created on the first keystroke; later edits wait for a pause in typing. */
    debounce: ({ context }) => (context.postId === null ? 0 : DEBOUNCE_MS),
    backoff: ({ context }) => retryDelayMs(context.attempts),
  },
  guards: {
    isOffline: ({ context }) => !context.online,
    hasUnsaved: ({ context }) => hasUnsavedEdits(context),
    answeredSaved: (_, { output }: SaveDone) => output.kind === 'saved',
    answeredConflict: (_, { output }: SaveDone) => output.kind === 'conflict',
  },
  actions: {
    recordEdit: assign(({ context, event }) => {
      if (event.type !== 'editor.edit') return {};
      return { content: event.content, editSeq: context.editSeq + 1, lastEditAt: event.at };
    }),
    markSent: assign(({ context }) => ({ sentSeq: context.editSeq })),
    acceptSaved: assign(({ context }, { output }: SaveDone) => {
      if (output.kind !== 'saved') return {};
      const forked = context.postId !== null && output.postId !== context.postId;
      return {
        postId: output.postId,
        revision: output.revision,
        savedSeq: context.sentSeq,
        attempts: 0,
        message: null,
        conflictRevision: null,
        previousPostId: forked ? context.postId : context.previousPostId,
      };
    }),
    acceptConflict: assign((_, { output }: SaveDone) =>
      output.kind === 'conflict' ? { message: output.message, conflictRevision: output.currentRevision, attempts: 0 } : {},
    ),
    acceptRefusal: assign((_, { output }: SaveDone) => (output.kind === 'refused' ? { message: output.message, attempts: 0 } : {})),
    countFailure: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    goOffline: assign({ online: false }),
    goOnline: assign({ online: true }),
    /** "Reload": the server's copy becomes the writer's; nothing is left unsaved. */
    adoptServerCopy: assign(({ context }, { output }: { output: ServerCopy }) => ({
      content: output.content,
      revision: output.revision,
      savedSeq: context.editSeq,
      sentSeq: context.editSeq,
      message: null,
      conflictRevision: null,
      reloadedSeq: context.reloadedSeq + 1,
    })),
    /** "Keep mine as a new draft": the next save creates a draft from the writer's copy. */
    forkAsNewDraft: assign(({ context }) => ({
      previousPostId: context.postId,
      postId: null,
      revision: 0,
      message: null,
      conflictRevision: null,
      editSeq: Math.max(context.editSeq, context.savedSeq + 1),
    })),
    // Side effects the composition root provides (the device copy in the KeyValueStore).
    storeLocalCopy: () => {},
    clearLocalCopy: () => {},
  },
}).createMachine({
  id: 'autosave',
  context: ({ input }) => ({
    postId: input.postId,
    revision: input.revision,
    content: input.content,
    editSeq: input.dirty ? 1 : 0,
    sentSeq: 0,
    savedSeq: 0,
    attempts: 0,
    online: true,
    message: null,
    conflictRevision: null,
    reloadedSeq: 0,
    previousPostId: null,
    lastEditAt: null,
  }),
  initial: 'start',
  on: {
    'connection.offline': { actions: 'goOffline' },
    'connection.online': { actions: 'goOnline' },
  },
  states: {
    start: {
      always: [{ guard: 'hasUnsaved', target: 'dirty' }, { target: 'idle' }],
    },
    /** Nothing typed since the story was opened: 'Draft'. */
    idle: {
      on: { 'editor.edit': { target: 'dirty', actions: ['recordEdit', 'storeLocalCopy'] } },
    },
    /** Typing: 'Saving…' once the writer pauses. */
    dirty: {
      after: {
        debounce: [{ guard: 'isOffline', target: 'offline' }, { target: 'saving' }],
      },
      on: {
        'editor.edit': { target: 'dirty', reenter: true, actions: ['recordEdit', 'storeLocalCopy'] },
        'editor.saveNow': [{ guard: 'isOffline', target: 'offline' }, { target: 'saving' }],
      },
    },
    saving: {
      entry: 'markSent',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ postId: context.postId, baseRevision: context.revision, content: context.content }),
        onDone: [
          {
            guard: { type: 'answeredSaved', params: ({ event }) => ({ output: event.output }) },
            target: 'afterSave',
            actions: { type: 'acceptSaved', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'answeredConflict', params: ({ event }) => ({ output: event.output }) },
            target: 'conflict',
            actions: { type: 'acceptConflict', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'refused', actions: { type: 'acceptRefusal', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: [
          { guard: 'isOffline', target: 'offline' },
          { target: 'retrying', actions: 'countFailure' },
        ],
      },
      on: {
        // Queued: `editSeq` passes `sentSeq`, and one more save follows the answer.
        'editor.edit': { actions: ['recordEdit', 'storeLocalCopy'] },
      },
    },
    /** An edit that came while the save ran is saved straight away (one more save, not one per keystroke). */
    afterSave: {
      always: [{ guard: 'hasUnsaved', target: 'saving' }, { target: 'saved', actions: 'clearLocalCopy' }],
    },
    /** 'Saved'. */
    saved: {
      on: { 'editor.edit': { target: 'dirty', actions: ['recordEdit', 'storeLocalCopy'] } },
    },
    /** A network failure or a server error: try again after the back-off; the edits stay on the device. */
    retrying: {
      after: { backoff: [{ guard: 'isOffline', target: 'offline' }, { target: 'saving' }] },
      on: {
        'editor.edit': { actions: ['recordEdit', 'storeLocalCopy'] },
        'editor.saveNow': { target: 'saving' },
        'connection.online': { target: 'saving', actions: 'goOnline' },
      },
    },
    /** No connection: kept dirty (and on the device) until it is back. */
    offline: {
      on: {
        'editor.edit': { actions: ['recordEdit', 'storeLocalCopy'] },
        'connection.online': { target: 'saving', actions: 'goOnline' },
      },
    },
    /** The server refused the content (a 4xx with a message, e.g. a title over 200 characters): fix and go on. */
    refused: {
      on: { 'editor.edit': { target: 'dirty', actions: ['recordEdit', 'storeLocalCopy'] } },
    },
    /** Another tab or device saved first (409: Conflict). Nothing is lost: the writer's copy stays here and on the device. */
    conflict: {
      on: {
        'editor.edit': { actions: ['recordEdit', 'storeLocalCopy'] },
        'conflict.reload': { target: 'reloading' },
        'conflict.keepMine': { target: 'saving', actions: ['forkAsNewDraft', 'storeLocalCopy'] },
      },
    },
    reloading: {
      invoke: {
        id: 'loadServerCopy',
        src: 'loadServerCopy',
        input: ({ context }) => ({ postId: context.postId ?? '' }),
        onDone: {
          target: 'saved',
          actions: [{ type: 'adoptServerCopy', params: ({ event }) => ({ output: event.output }) }, 'clearLocalCopy'],
        },
        onError: { target: 'conflict' },
      },
    },
  },
});
