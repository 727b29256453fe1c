// Ids of uploaded images and the storage keys of their widths (issue 15, Images; /media/{mediaResourceId},
// platform-reference §2.1). An id is 24 lower-case hex characters made from 12 random bytes the caller brings
// (core takes no randomness of its own); the demo corpus's ids ("demo-…") are a different shape, so neither can
// be mistaken for the other.

export const MEDIA_ID_BYTES = 12;
const MEDIA_ID = /^[0-9a-f]{24}$/;

export const isMediaId = (id: string): boolean => MEDIA_ID.test(id);

/** An id from MEDIA_ID_BYTES random bytes. */
export function mediaIdFrom(random: Uint8Array): string {
  if (random.length < MEDIA_ID_BYTES) throw new RangeError(`A media id needs ${MEDIA_ID_BYTES} random bytes.`);
  return [...random.subarray(0, MEDIA_ID_BYTES)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where one width of an image is stored: `{id}/{width}`. */
export function mediaKey(id: string, width: number): string {
  if (!isMediaId(id) || !Number.isInteger(width) || width < 1) throw new RangeError('Not a media id and width.');
  return `${id}/${width}`;
}

/** Keys are only ever what mediaKey makes: storage adapters refuse anything else (no path can escape its folder). */
export const isMediaKey = (key: string): boolean => /^[0-9a-f]{24}\/[1-9][0-9]{0,4}$/.test(key);
