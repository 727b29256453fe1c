// Every request passes here before any handler reads it (README: Security):
// - its address may hold no NUL (PostgreSQL refuses it in text): 400;
// - its body is read by counting bytes as they arrive, never trusting Content-Length, and reading stops at
//   the route's limit with a 413, so a chunked body of any size costs at most the limit in memory;
// - the network it comes from is the socket's address, or, behind proxies the operator trusts
//   (QUIRE_TRUST_PROXY with QUIRE_TRUSTED_PROXIES), the right-most X-Forwarded-For address that is not one
//   of those proxies (proxy-addr's rule), so a client cannot pick its own address by prepending one;
// - its scheme is https when the public origin is (QUIRE_PUBLIC_URL) or a trusted proxy says so, so cookies
//   set for it are Secure behind a TLS-terminating proxy.
import proxyaddr from 'proxy-addr';
import { addressHasNul, NUL_MESSAGE } from '../../../core/http/input-text.ts';

export type TrustedProxies = (address: string, hop: number) => boolean;

/** QUIRE_TRUSTED_PROXIES: CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal); loopback by default. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['loopback'];

/** Compiles a list of trusted proxies; throws a TypeError naming a bad entry. */
export const compileTrustedProxies = (list: readonly string[]): TrustedProxies => proxyaddr.compile([...list]);

export type IntakeOptions = {
  /** Believe forwarding headers from trusted proxies at all (QUIRE_TRUST_PROXY). */
  trustProxy: boolean;
  trustedProxies: TrustedProxies;
  /** The public origin is https: every request is treated as https (cookies are Secure). */
  secureOrigin: boolean;
  /** The largest body each path may send, in bytes. */
  bodyLimitOf: (pathname: string) => number;
  /** The answer to a body over its limit, shaped for the route. */
  tooLarge: (pathname: string, limit: number) => Response;
};

export type Intake =
  | { ok: true; request: Request; url: URL; network: string; forwarded: boolean }
  | { ok: false; response: Response };

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

const badRequest = (message: string) =>
  new Response(message, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** An answer after which the connection is closed (the rest of an oversized body is never read). */
function closing(response: Response): Response {
  response.headers.set('connection', 'close');
  return response;
}

/** Reads a body chunk by chunk, giving up (and cancelling the stream) once it passes `limit` bytes. */
export async function readBodyWithin(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | 'TOO_LARGE' | 'UNREADABLE'> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return 'TOO_LARGE';
      }
      chunks.push(value);
    }
  } catch {
    return 'UNREADABLE';
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Whether a request reached this server straight from this machine: a loopback socket and no proxy's headers. */
export function isDirectLoopback(request: Request, remoteAddress: string | undefined): boolean {
  const loopback = remoteAddress === '127.0.0.1' || remoteAddress === '::1' || remoteAddress === '::ffff:127.0.0.1';
  return loopback && FORWARDING_HEADERS.every((name) => !request.headers.has(name));
}

export async function takeRequest(request: Request, remoteAddress: string | undefined, options: IntakeOptions): Promise<Intake> {
  let url = new URL(request.url);
  if (addressHasNul(url.pathname, url.search)) return { ok: false, response: badRequest(NUL_MESSAGE) };

  const socket = remoteAddress ?? 'unknown';
  const peerTrusted = options.trustProxy && remoteAddress !== undefined && options.trustedProxies(remoteAddress, 0);
  const network =
    options.trustProxy && remoteAddress !== undefined
      ? proxyaddr({ headers: { 'x-forwarded-for': request.headers.get('x-forwarded-for') ?? undefined }, connection: { remoteAddress } } as never, options.trustedProxies)
      : socket;
  const forwardedProto = peerTrusted ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() : undefined;
  const https = options.secureOrigin || forwardedProto === 'https';
  const rewriteScheme = https && url.protocol !== 'https:';
  if (rewriteScheme) {
    url = new URL(url.href);
    url.protocol = 'https:';
  }
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers.has(name));

  const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
  if (!hasBody) {
    const taken = rewriteScheme ? new Request(url, { method: request.method, headers: request.headers, signal: request.signal }) : request;
    return { ok: true, request: taken, url, network, forwarded };
  }
  const limit = options.bodyLimitOf(url.pathname);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (Number.isFinite(declared) && declared > limit) {
    // The body is left unread, not cancelled: cancelling it before a byte is read resets the connection under
    // node:http, and the client (a browser uploading an image) would see a network error instead of the 413.
    // The answer closes the connection, so the server does not drain what the client still sends.
    return { ok: false, response: closing(options.tooLarge(url.pathname, limit)) };
  }
  const body = await readBodyWithin(request.body!, limit);
  if (body === 'TOO_LARGE') return { ok: false, response: closing(options.tooLarge(url.pathname, limit)) };
  if (body === 'UNREADABLE') return { ok: false, response: badRequest('The request body could not be read.') };
  // The body was counted as it came; handlers read these bytes, and the length is now the true one.
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(body.byteLength));
  return { ok: true, request: new Request(url, { method: request.method, headers, body, signal: request.signal }), url, network, forwarded };
}
