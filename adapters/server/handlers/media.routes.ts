// Images (issue 15; platform-reference §2.1): POST /_/upload stores an image, GET /media/{mediaResourceId}
// serves it.
//
// POST /_/upload[?purpose=avatar|favicon][&crop=x,y,size] — multipart/form-data with one file field named "image" (crop: the
//   square an avatar is cut to, as fractions of the image; core/media/upload.ts parseCrop):
//   - signed in only (401), with the session's xsrf token in the x-xsrf-token header (403), as every write;
//   - at most QUIRE_UPLOAD_MAX_MB (default 25): the request intake stops reading past it (413), and the file
//     itself is held to it (413);
//   - uploads per user are counted in the store (429);
//   - the type is sniffed from the bytes and confirmed by decoding (JPEG, PNG, GIF, WebP, AVIF; else 415);
//   - stored auto-rotated, stripped of metadata, at every width core names (adapters/media/image-processing.ts),
//     then the row is written: until then nothing is served, so a failure part-way leaves nothing visible.
//   201 {"id","width","height","mimeType"}; every refusal is JSON {"error","message"} (core/media/upload.ts).
// GET /media/{id}[?w=] — the narrowest stored width at least w wide (else the widest), cached for good: a given
// id and width never change. The demo corpus's "demo-…" ids are drawn as SVG art (../media.ts).
import type { RateDecision } from '../../../core/limits/rate-limit.ts';
import { isMediaId, mediaKey } from '../../../core/media/media-id.ts';
import { parseRequestedWidth, pickWidth } from '../../../core/media/media-widths.ts';
import { bytesOfMb, parseCrop, parsePurpose, UPLOAD_FIELD, UPLOAD_MESSAGES, UPLOAD_STATUS, type UploadErrorCode, type UploadResult } from '../../../core/media/upload.ts';
import type { MediaStorage } from '../../../core/ports/media-storage.port.ts';
import { processUpload } from '../../media/image-processing.ts';
import type { MediaRepository } from '../../postgres/media.repository.ts';
import { demoImageSvg, isDemoImageId } from '../media.ts';
import { text } from '../http/respond.ts';

export const UPLOAD_PATH = '/_/upload';
export const MEDIA_PREFIX = '/media/';

export type MediaContext = {
  storage: MediaStorage;
  repo: MediaRepository;
  uploadMaxMb: number;
  /** The signed-in user of a request, or null. */
  userIdOf: (request: Request) => Promise<string | null>;
  /** True when the request carries the session's xsrf token (the same check as mutations). */
  xsrfOk: (request: Request) => Promise<boolean>;
  /** Spends one of the user's uploads (core/limits/rate-limit.ts, counted in the store). */
  allowUpload: (userId: string) => Promise<RateDecision>;
  newId: () => string;
  now: () => Date;
  logError: (error: unknown, context: string) => void;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An image is never a document: nothing in it runs, even opened on its own (an SVG above all). */
const IMAGE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" };

export function uploadRefusal(error: UploadErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error, message }, { status: UPLOAD_STATUS[error], headers: { 'cache-control': 'no-store', ...headers } });
}

/** The intake's answer when the body passes the upload limit while it streams in. */
export const uploadTooLarge = (uploadMaxMb: number): Response => uploadRefusal('TOO_LARGE', UPLOAD_MESSAGES.tooLarge(uploadMaxMb));

const isFile = (value: FormDataEntryValue): value is File => typeof value !== 'string';

export async function serveUpload(request: Request, url: URL, ctx: MediaContext): Promise<Response> {
  if (request.method !== 'POST') {
    return Response.json({ error: 'BAD_REQUEST', message: UPLOAD_MESSAGES.methodNotAllowed() }, { status: 405, headers: { allow: 'POST', 'cache-control': 'no-store' } });
  }
  const userId = await ctx.userIdOf(request);
  if (!userId) return uploadRefusal('UNAUTHORIZED', UPLOAD_MESSAGES.unauthorized());
  if (!(await ctx.xsrfOk(request))) return uploadRefusal('FORBIDDEN', UPLOAD_MESSAGES.forbidden());
  const purpose = parsePurpose(url.searchParams.get('purpose'));
  if (!purpose) return uploadRefusal('BAD_REQUEST', UPLOAD_MESSAGES.badPurpose());
  const crop = parseCrop(url.searchParams.get('crop'));
  if (crop === 'invalid') return uploadRefusal('BAD_REQUEST', UPLOAD_MESSAGES.badCrop());
  const allowed = await ctx.allowUpload(userId);
  if (!allowed.ok) return uploadRefusal('RATE_LIMITED', UPLOAD_MESSAGES.rateLimited(allowed.retryAfterSeconds), { 'retry-after': String(allowed.retryAfterSeconds) });

  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'multipart/form-data') return uploadRefusal('BAD_REQUEST', UPLOAD_MESSAGES.notMultipart());
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return uploadRefusal('BAD_REQUEST', UPLOAD_MESSAGES.notMultipart());
  }
  const entries = form.getAll(UPLOAD_FIELD);
  const files = entries.filter(isFile);
  if (files.length === 0) return uploadRefusal('BAD_REQUEST', UPLOAD_MESSAGES.noFile());
  if (entries.length > 1) return uploadRefusal('BAD_REQUEST', UPLOAD_MESSAGES.manyFiles());
  const file = files[0]!;
  if (file.size > bytesOfMb(ctx.uploadMaxMb)) return uploadRefusal('TOO_LARGE', UPLOAD_MESSAGES.tooLarge(ctx.uploadMaxMb));

  const bytes = new Uint8Array(await file.arrayBuffer());
  const processed = await processUpload(bytes, purpose, crop);
  if (!processed.ok) {
    if (processed.error === 'TOO_MANY_PIXELS') return uploadRefusal('TOO_LARGE', UPLOAD_MESSAGES.tooManyPixels());
    return uploadRefusal('UNSUPPORTED_TYPE', processed.error === 'UNREADABLE' ? UPLOAD_MESSAGES.unreadable() : UPLOAD_MESSAGES.unsupportedType());
  }
  const { image } = processed;
  const id = ctx.newId();
  for (const variant of image.variants) await ctx.storage.put(mediaKey(id, variant.width), variant.body, image.mimeType);
  await ctx.repo.add({
    id,
    ownerId: userId,
    purpose,
    mimeType: image.mimeType,
    width: image.width,
    height: image.height,
    byteSize: bytes.byteLength,
    widths: image.variants.map((v) => v.width),
    createdAt: ctx.now(),
  });
  const result: UploadResult = { id, width: image.width, height: image.height, mimeType: image.mimeType };
  return Response.json(result, { status: 201, headers: { 'cache-control': 'no-store' } });
}

const notFound = () => text(404, 'Not found', { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });

/** An ETag names the id and the width: the bytes behind them never change. */
const etagOf = (id: string, width: number | 'svg') => `"${id}-${width}"`;
const matches = (request: Request, etag: string) => (request.headers.get('if-none-match') ?? '').split(',').some((t) => t.trim() === etag || t.trim() === '*');

function image(request: Request, body: Uint8Array | string, contentType: string, etag: string): Response {
  const headers = { 'content-type': contentType, 'cache-control': IMMUTABLE, etag, ...IMAGE_HEADERS };
  if (matches(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : (body as BodyInit), { headers });
}

export async function serveMedia(request: Request, url: URL, encodedId: string, ctx: MediaContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Images are read with GET.', { allow: 'GET, HEAD' });
  let id: string;
  try {
    id = decodeURIComponent(encodedId);
  } catch {
    return notFound();
  }
  if (isDemoImageId(id)) return image(request, demoImageSvg(id), 'image/svg+xml', etagOf(id, 'svg'));
  if (!isMediaId(id)) return notFound();
  const requested = parseRequestedWidth(url.searchParams.get('w'));
  if (!requested.ok) return text(400, 'The w parameter must be a whole number of pixels from 1 to 10000.', { 'cache-control': 'no-store' });
  const record = await ctx.repo.find(id);
  if (!record) return notFound();
  const width = pickWidth(record.widths, requested.width);
  const stored = await ctx.storage.get(mediaKey(id, width));
  if (!stored) {
    ctx.logError(new Error(`The stored image ${mediaKey(id, width)} is missing.`), `GET ${url.pathname}`);
    return notFound();
  }
  return image(request, stored.body, record.mimeType, etagOf(id, width));
}
