// Issue 15 "What a user gets": a draft survives a closed tab and a crash. The editor keeps the writer's unsaved
// copy on the device (the KeyValueStore port, local storage) until the server has it, and on load restores it
// when it is newer than the server's copy. A copy based on an older revision is restored too: its first save
// then meets the conflict choice, so nothing is lost either way.
import { z } from 'zod';
import { bodySchema } from '../content/paragraph.ts';
import type { DraftContent } from './autosave.machine.ts';

export const LOCAL_COPY_PREFIX = 'quire:editor:draft:';
/** A story not yet created on the server is kept under this key until its first save answers. */
export const NEW_STORY_KEY = `${LOCAL_COPY_PREFIX}new`;

export const localCopyKey = (postId: string | null): string => (postId === null ? NEW_STORY_KEY : `${LOCAL_COPY_PREFIX}${postId}`);

export type LocalCopy = { postId: string | null; baseRevision: number; savedAt: number; content: DraftContent };

const localCopySchema = z.object({
  postId: z.string().min(1).nullable(),
  baseRevision: z.number().int().min(0),
  savedAt: z.number(),
  content: z.object({ title: z.string(), subtitle: z.string(), body: bodySchema }),
});

export function serializeLocalCopy(copy: LocalCopy): string {
  return JSON.stringify(copy);
}

/** A stored copy, or null when there is none or it cannot be read (a copy from an older editor, a broken value). */
export function parseLocalCopy(raw: string | null): LocalCopy | null {
  if (raw === null) return null;
  try {
    const parsed = localCopySchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as LocalCopy) : null;
  } catch {
    return null;
  }
}

function sameContent(a: DraftContent, b: DraftContent): boolean {
  return a.title === b.title && a.subtitle === b.subtitle && JSON.stringify(a.body) === JSON.stringify(b.body);
}

export type ServerDraft = { postId: string; revision: number; updatedAt: number; content: DraftContent };

/**
 * Whether the device's copy should replace the server's in the editor on load: it is for this story, it holds
 * something the server does not, and it is not older than the server's last save (when the server moved on
 * from the copy's revision, the copy was written after that save only if its time says so).
 */
export function shouldRestoreLocalCopy(local: LocalCopy | null, server: ServerDraft | null): boolean {
  if (local === null) return false;
  if (server === null) return local.postId === null && (local.content.title !== '' || local.content.subtitle !== '' || local.content.body.length > 0);
  if (local.postId !== server.postId) return false;
  if (sameContent(local.content, server.content)) return false;
  return local.baseRevision >= server.revision || local.savedAt > server.updatedAt;
}
