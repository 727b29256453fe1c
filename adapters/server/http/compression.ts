// Compression of what the server sends (issue 19): text goes out as Brotli or gzip, whichever the browser
// prefers of the two (Accept-Encoding, negotiated by `negotiator`), with `Vary: Accept-Encoding` so a cache
// in front keeps the variants apart. Built assets are compressed once at build time
// (scripts/build/precompress.ts, at the highest levels) and served from their .br and .gz files; pages and
// GraphQL answers are compressed as they leave, at levels that cost about a millisecond; a page the
// in-process cache holds is compressed once per encoding and kept beside it.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller bodies gain little: the headers and a round trip cost more than the bytes saved. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Media types worth compressing; images, fonts and media are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|graphql-response\+json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType.trim());
}

const OFFERED = ['br', 'gzip', 'identity'];

/**
 * The encoding to send, of Brotli and gzip, by the request's Accept-Encoding (q-values honoured; Brotli wins a
 * tie); null for none (no header, `identity` only, or both refused).
 */
export function chooseEncoding(acceptEncoding: string | null): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  // negotiator 1.x takes the server's order for ties; its published types predate the second argument.
  const encodings = negotiator.encodings.bind(negotiator) as (available: string[], options: { preferred: string[] }) => string[];
  const preferred = encodings(OFFERED, { preferred: OFFERED })[0];
  return preferred === 'br' || preferred === 'gzip' ? preferred : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses on the way out, on libuv's thread pool (the event loop keeps serving). Brotli at quality 5 and gzip
 * at level 6: a 60 KB page takes about a millisecond either way and shrinks five- to eightfold.
 */
export async function compress(body: Uint8Array | string, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  if (encoding === 'br') {
    return (await brotli(input, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    })) as Uint8Array<ArrayBuffer>;
  }
  return (await gzipAsync(input, { level: 6 })) as Uint8Array<ArrayBuffer>;
}

/** Adds Accept-Encoding to a response's Vary header (once). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!vary.split(',').some((v) => v.trim().toLowerCase() === 'accept-encoding' || v.trim() === '*')) headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * The response as this request should get it: a compressible body of at least MIN_COMPRESSED_BYTES, not already
 * encoded, is compressed in the encoding the request prefers. Responses the server streams (no fixed body:
 * event streams, downloads) and partial or empty ones pass untouched.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has('content-encoding') || !isCompressible(response.headers.get('content-type'))) return response;
  if (response.status === 204 || response.status === 206 || response.status === 304) return response;
  // An event stream must flow as it is written; buffering it to compress would hold it back.
  if (response.headers.get('content-type')!.startsWith('text/event-stream')) return response;
  const headers = new Headers(response.headers);
  varyOnEncoding(headers);
  const encoding = request.method === 'HEAD' ? null : chooseEncoding(request.headers.get('accept-encoding'));
  // Nothing to compress into: the body passes through as it is, unread, with its Vary.
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength < MIN_COMPRESSED_BYTES) {
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }
  const compressed = await compress(body, encoding);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  // The encoded bytes are another representation: a strong validator would claim byte equality with the
  // raw one, so it becomes weak (If-None-Match compares weakly: a reader holding either still gets its 304).
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  return new Response(compressed, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The compressed copies of cached pages: made once per page and encoding on first demand, dropped with the
 * page (the cache replaces a page's object when it stores it anew, and forgets it when purged).
 */
export function compressedCopies<T extends object>() {
  const copies = new WeakMap<T, Partial<Record<ContentEncoding, Promise<Uint8Array<ArrayBuffer>>>>>();
  return (page: T, body: string, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> => {
    let forPage = copies.get(page);
    if (!forPage) copies.set(page, (forPage = {}));
    let copy = forPage[encoding];
    if (!copy) {
      copy = compress(body, encoding);
      forPage[encoding] = copy;
      // A failure is not kept: the next hit tries again.
      copy.catch(() => {
        if (forPage[encoding] === copy) delete forPage[encoding];
      });
    }
    return copy;
  };
}
