// The editor's autosave, running: core's machine (core/editor/autosave.machine.ts) with its calls — createDraft /
// saveDraft and the server's copy for "Reload" over the page's GraphQL transport — and the device copy in the
// KeyValueStore from ui/ports.tsx. Loaded after the editor paints (no page's first JavaScript carries XState).
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { GraphQLTransport, OperationResult } from '../../adapters/graphql-client/batched-client.ts';
import { parseBody } from '../../core/content/paragraph.ts';
import {
  autosaveMachine,
  type AutosaveInput,
  type SaveAnswer,
  type SaveDraftRequest,
  type ServerCopy,
} from '../../core/editor/autosave.machine.ts';
import { localCopyKey, NEW_STORY_KEY, parseLocalCopy, serializeLocalCopy, shouldRestoreLocalCopy, type LocalCopy, type ServerDraft } from '../../core/editor/local-copy.ts';
import type { Clock } from '../../core/ports/clock.port.ts';
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';
import { CreateDraftMutation, EditablePostQuery, SaveDraftMutation, type EditablePostData } from './editor-operations.ts';

export type AutosaveSnapshot = SnapshotFrom<typeof autosaveMachine>;
export type AutosaveActor = ReturnType<typeof startAutosave>;

type SaveResultData = { __typename: string; message?: string; currentRevision?: number; post?: EditablePostData } | null | undefined;

function answerOf(result: OperationResult<Record<string, SaveResultData>>, field: string, onSaved: (post: EditablePostData) => void): SaveAnswer {
  const answer = result.data?.[field];
  if (!answer) {
    const message = result.errors?.[0]?.message;
    if (message) return { kind: 'refused', message };
    throw new Error('No answer to the save');
  }
  if (answer.__typename === 'DraftSaved' && answer.post) {
    onSaved(answer.post);
    return { kind: 'saved', postId: answer.post.id, revision: answer.post.revision };
  }
  if (answer.__typename === 'Conflict') return { kind: 'conflict', message: answer.message ?? '409: Conflict', currentRevision: answer.currentRevision ?? 0 };
  return { kind: 'refused', message: answer.message ?? 'The story could not be saved.' };
}

export type AutosaveDeps = {
  transport: GraphQLTransport;
  storage: KeyValueStore | null;
  clock: Clock;
  /** The publication a new story starts in (the 'Write a story' of a publication's menu), if any. */
  publicationId?: string | null;
  /** Every successful save's story as the server now has it. */
  onSaved: (post: EditablePostData) => void;
};

export function startAutosave(input: AutosaveInput, deps: AutosaveDeps) {
  const { transport, storage, clock } = deps;
  const machine = autosaveMachine.provide({
    actors: {
      save: fromPromise<SaveAnswer, SaveDraftRequest>(async ({ input: request }) => {
        const { title, subtitle } = request.content;
        const body = JSON.stringify(request.content.body);
        if (request.postId === null) {
          const result = await transport.request(CreateDraftMutation, {
            input: { title, subtitle, body, ...(deps.publicationId ? { publicationId: deps.publicationId } : {}) },
          });
          return answerOf(result as OperationResult<Record<string, SaveResultData>>, 'createDraft', deps.onSaved);
        }
        const result = await transport.request(SaveDraftMutation, {
          input: { postId: request.postId, baseRevision: request.baseRevision, title, subtitle, body },
        });
        return answerOf(result as OperationResult<Record<string, SaveResultData>>, 'saveDraft', deps.onSaved);
      }),
      loadServerCopy: fromPromise<ServerCopy, { postId: string }>(async ({ input }) => {
        const result = await transport.request(EditablePostQuery, { id: input.postId });
        const post = result.data?.editablePost;
        if (!post) throw new Error(result.errors?.[0]?.message ?? 'The story could not be loaded.');
        const parsed = parseBody(JSON.parse(post.body));
        deps.onSaved(post);
        return { revision: post.revision, content: { title: post.title, subtitle: post.subtitle, body: parsed.ok ? parsed.body : [] } };
      }),
    },
    actions: {
      storeLocalCopy: ({ context }) => {
        if (!storage) return;
        const copy = { postId: context.postId, baseRevision: context.revision, savedAt: clock.now(), content: context.content };
        storage.set(localCopyKey(context.postId), serializeLocalCopy(copy));
      },
      clearLocalCopy: ({ context }) => {
        if (!storage) return;
        storage.remove(NEW_STORY_KEY);
        if (context.postId) storage.remove(localCopyKey(context.postId));
        if (context.previousPostId) storage.remove(localCopyKey(context.previousPostId));
      },
    },
  });
  return createActor(machine, { input }).start();
}

/** The device's copy of this story when it holds something newer than the server's (core's rule), else null. */
export function restorableCopy(storage: KeyValueStore | null, server: ServerDraft | null): LocalCopy | null {
  const local = parseLocalCopy(storage?.get(localCopyKey(server?.postId ?? null)) ?? null);
  return shouldRestoreLocalCopy(local, server) ? local : null;
}
