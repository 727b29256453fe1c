// The rules of POST /_/upload (platform-reference §2.1; issue 15, Images): the size limit, the purposes an
// image is uploaded for, the per-user rate limit, and the errors the route answers with (a stable code and a
// message for the editor to show).
import type { RateLimit } from '../limits/rate-limit.ts';
import { AVATAR_WIDTHS, IMAGE_WIDTHS } from './media-widths.ts';

/** The field of the multipart form that holds the image. */
export const UPLOAD_FIELD = 'image';

/** QUIRE_UPLOAD_MAX_MB's default: 25 MB (1 MB = 1024 × 1024 bytes). */
export const DEFAULT_UPLOAD_MAX_MB = 25;
export const bytesOfMb = (mb: number): number => Math.floor(mb * 1024 * 1024);

/**
 * What the form around the file may add (boundaries, part headers, a small field or two): the request body may
 * be this much larger than the image limit before reading stops.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The most pixels an upload may decode to (a small file can claim a vast canvas): 50 megapixels, more than any
 * camera photo a story needs, so a decompression bomb costs at most a bounded amount of memory.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * What the image is for: a story image (stored at the widths pages use), or an avatar or favicon (a centred
 * square crop at 128 and its 2× 256).
 */
export const UPLOAD_PURPOSES = ['image', 'avatar', 'favicon'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** `?purpose=`: absent is a story image; an unknown one is null (a 400). */
export function parsePurpose(raw: string | null): UploadPurpose | null {
  if (raw === null || raw === '') return 'image';
  return (UPLOAD_PURPOSES as readonly string[]).includes(raw) ? (raw as UploadPurpose) : null;
}

/** Whether this purpose is cropped to a centred square. */
export const isSquareCrop = (purpose: UploadPurpose): boolean => purpose !== 'image';

/**
 * Issue 21 (avatar upload with crop): `?crop=x,y,size` — a square chosen in the browser, as fractions of the shown
 * (auto-rotated) image: its left and top edge and its side as a fraction of the image's shorter side. Absent: the
 * centred square. Anything else is refused (400), so a crop is never guessed.
 */
export type SquareCrop = { x: number; y: number; size: number };

export function parseCrop(raw: string | null): SquareCrop | null | 'invalid' {
  if (raw === null || raw === '') return null;
  const parts = raw.split(',');
  if (parts.length !== 3 || parts.some((p) => !/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/.test(p.trim()))) return 'invalid';
  const [x, y, size] = parts.map(Number) as [number, number, number];
  if (size <= 0) return 'invalid';
  return { x, y, size };
}

/** The crop in pixels of an image `width` × `height`: clamped inside it, at least one pixel. */
export function cropPixels(crop: SquareCrop, width: number, height: number): { left: number; top: number; side: number } {
  const side = Math.max(1, Math.min(Math.round(crop.size * Math.min(width, height)), width, height));
  const left = Math.min(Math.max(0, Math.round(crop.x * width)), width - side);
  const top = Math.min(Math.max(0, Math.round(crop.y * height)), height - side);
  return { left, top, side };
}

/** The widths an image for this purpose is stored at, before dropping those it does not reach. */
export const targetWidthsOf = (purpose: UploadPurpose): readonly number[] => (isSquareCrop(purpose) ? AVATAR_WIDTHS : IMAGE_WIDTHS);

/** Uploads per user: 60 an hour, counted in the store (core/limits/rate-limit.ts). */
export const uploadRateLimit = (perHour = 60): RateLimit => ({ name: 'media-upload', max: perHour, windowMs: 60 * 60_000 });

export type UploadErrorCode = 'TOO_LARGE' | 'UNSUPPORTED_TYPE' | 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'RATE_LIMITED';

export const UPLOAD_STATUS: Readonly<Record<UploadErrorCode, number>> = {
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
};

export const UPLOAD_MESSAGES = {
  tooLarge: (maxMb: number) => `The image is larger than ${maxMb} MB. Choose a smaller one.`,
  tooManyPixels: () => `The image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels. Choose a smaller one.`,
  unsupportedType: () => 'This file is not an image we can use. Upload a JPEG, PNG, GIF, WebP or AVIF image.',
  unreadable: () => 'The image could not be read: it may be damaged or incomplete. Try another file.',
  notMultipart: () => `Send the image as multipart/form-data, in one file field named "${UPLOAD_FIELD}".`,
  noFile: () => `The form has no file in a field named "${UPLOAD_FIELD}".`,
  manyFiles: () => `Send one image at a time, in one file field named "${UPLOAD_FIELD}".`,
  badCrop: () => 'The crop must be three numbers between 0 and 1: left, top and side.',
  badPurpose: () => `The purpose must be one of ${UPLOAD_PURPOSES.join(', ')}.`,
  unauthorized: () => 'Sign in to upload images.',
  forbidden: () => 'This request needs a valid xsrf token in the x-xsrf-token header.',
  rateLimited: (retryAfterSeconds: number) => `You have uploaded too many images: try again in ${retryAfterSeconds} s.`,
  methodNotAllowed: () => 'Images are uploaded with POST.',
} as const;

/** The JSON body of every refusal. */
export type UploadError = { error: UploadErrorCode; message: string };

/** The JSON body of a stored upload (201): what the editor's image node keeps (core/content/paragraph.ts ImageMetadata). */
export type UploadResult = { id: string; width: number; height: number; mimeType: string };
