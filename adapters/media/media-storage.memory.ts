// The MediaStorage port in memory: for tests and for an app built without a media folder. Nothing here is
// shared between processes, so a server always gets the local folder or S3 (adapters/server/main.ts).
import { isMediaKey } from '../../core/media/media-id.ts';
import type { MediaStorage, StoredMedia } from '../../core/ports/media-storage.port.ts';

export function memoryMediaStorage(): MediaStorage & { keys(): string[] } {
  const objects = new Map<string, StoredMedia>();
  const checked = (key: string) => {
    if (!isMediaKey(key)) throw new RangeError(`Not a media key: ${JSON.stringify(key)}`);
    return key;
  };
  return {
    async put(key, body, contentType) {
      objects.set(checked(key), { body: body.slice(), contentType });
    },
    async get(key) {
      const found = objects.get(checked(key));
      return found ? { body: found.body.slice(), contentType: found.contentType } : null;
    },
    async exists(key) {
      return objects.has(checked(key));
    },
    keys: () => [...objects.keys()].sort(),
  };
}
