// The media storage port (issue 15, Images): where the bytes of uploaded images live, by key. A local folder
// by default (adapters/media/media-storage.local.ts), any S3-compatible object store when configured
// (adapters/media/media-storage.s3.ts). Keys are made by core/media/media-id.ts (`{id}/{width}`); the store's
// media table says which keys an upload has, so an object without a row is never served.

/** A stored object: its bytes and the content type it was put with. */
export type StoredMedia = { body: Uint8Array; contentType: string };

export interface MediaStorage {
  /** Stores `body` under `key`, replacing any object there; durable once the promise resolves. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  /** Whether an object is stored under `key`. */
  exists(key: string): Promise<boolean>;
}
