// The MediaStorage port over a local folder (QUIRE_MEDIA_DIR, default ./data/media): one file per key, written
// to a temporary name and renamed into place, so a reader never sees half an image and a crash leaves none.
// The folder is made on the first write. Keys are only what core makes (`{id}/{width}`): anything else is
// refused, so no key can reach outside the folder.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey } from '../../core/media/media-id.ts';
import type { MediaStorage, StoredMedia } from '../../core/ports/media-storage.port.ts';

/** Each object's content type is kept beside it, in a small sidecar file. */
const TYPE_SUFFIX = '.type';

function fileOf(root: string, key: string): string {
  if (!isMediaKey(key)) throw new RangeError(`Not a media key: ${JSON.stringify(key)}`);
  return path.join(root, ...key.split('/'));
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Writes `data` to `file` durably: a temporary file, flushed, then renamed over the name. */
async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function localMediaStorage(root: string): MediaStorage {
  const folder = path.resolve(root);
  return {
    async put(key, body, contentType) {
      const file = fileOf(folder, key);
      await mkdir(path.dirname(file), { recursive: true });
      // The type first: an image file without its type is never read as one (get needs both).
      await writeAtomically(file + TYPE_SUFFIX, contentType);
      await writeAtomically(file, body);
    },
    async get(key): Promise<StoredMedia | null> {
      const file = fileOf(folder, key);
      try {
        const [body, contentType] = await Promise.all([readFile(file), readFile(file + TYPE_SUFFIX, 'utf8')]);
        return { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), contentType };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(folder, key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}
