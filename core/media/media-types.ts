// The image types an upload may be (issue 15, Images): JPEG, PNG, GIF, WebP and AVIF, recognised from the
// file's first bytes — never from its name or the Content-Type the browser claims. SVG (a document that can
// carry script), HTML, HEIC and everything else is refused. The server confirms the type by decoding the
// image too (adapters/media/image-processing.ts); this is the first, cheap gate.

export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

/** The bytes from `start` as Latin-1 text (byte for character). */
function ascii(bytes: Uint8Array, start: number, length: number): string {
  if (bytes.length < start + length) return '';
  let text = '';
  for (let i = start; i < start + length; i++) text += String.fromCharCode(bytes[i]!);
  return text;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const AVIF_BRANDS: ReadonlySet<string> = new Set(['avif', 'avis']);

/**
 * An ISO base media file (AVIF, HEIC, MP4 …) begins with an `ftyp` box: size, 'ftyp', a major brand, a minor
 * version and compatible brands. It is AVIF when the major brand or a compatible brand is `avif`/`avis`.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false;
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (size < 16 || size > bytes.length) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  for (let at = 16; at + 4 <= size; at += 4) if (AVIF_BRANDS.has(ascii(bytes, at, 4))) return true;
  return false;
}

/** The image type the bytes begin with, or null when they are none of the five. */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}
