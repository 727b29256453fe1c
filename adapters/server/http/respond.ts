// The small answers every handler gives: plain text, redirects that stay on the origin, cookies, HTML pages.
import { publicOriginLocation, sameOriginLocation } from '../../../core/routing/navigation.ts';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

/** Every redirect the server makes stays on its own origin: a location is a path, never `//host` or `/\\host`. */
export const redirect = (location: string, status = 302): Response => new Response(null, { status, headers: { location: sameOriginLocation(location) } });

/** A page's redirect: a path on this origin, or an address on the configured public origin (core/routing/navigation.ts). */
export const pageRedirect = (location: string, status: number, publicOrigin: string): Response =>
  new Response(null, { status, headers: { location: publicOriginLocation(location, publicOrigin) } });

export function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const c of cookies) response.headers.append('set-cookie', c);
  return response;
}

/** A server-made HTML page that is never cached (messages, the outbox). */
export const htmlPage = (html: string, status = 200): Response =>
  new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS } });

export const json = (body: unknown, status = 200): Response => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
