// The files the server hands out as they are: the client's built assets and the favicon (media: media.routes.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Services } from '../composition-root.ts';
import { chooseEncoding, isCompressible, varyOnEncoding } from '../http/compression.ts';
import { text } from '../http/respond.ts';
import { escapeHtml } from '../render/escape.ts';

export const FAVICON_PATH = '/favicon.svg';

const ASSET_NAME = /^[A-Za-z0-9_.-]+$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /assets/{name}: built files, named by their content hash, so cached for good. */
export async function serveAsset(services: Services, request: Request, name: string): Promise<Response> {
  const { clientDir, production } = services.options;
  if (!clientDir || !ASSET_NAME.test(name)) return text(404, 'Not found');
  // Source maps are for development: production serves none (README: Security).
  if (production && name.endsWith('.map')) return text(404, 'Not found');
  const file = path.join(clientDir, 'assets', name);
  const headers = new Headers({ 'content-type': CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream', 'cache-control': IMMUTABLE });
  // Issue 19: the build wrote a .br and a .gz beside each text asset (scripts/build/precompress.ts); the
  // browser gets the one it prefers. Without them (a build from before), the app compresses on the way out.
  if (isCompressible(headers.get('content-type'))) {
    varyOnEncoding(headers);
    const encoding = request.method === 'HEAD' ? null : chooseEncoding(request.headers.get('accept-encoding'));
    if (encoding) {
      const compressed = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null);
      if (compressed) {
        headers.set('content-encoding', encoding);
        return new Response(compressed, { headers });
      }
    }
  }
  const body = await readFile(file).catch(() => null);
  if (!body) return text(404, 'Not found');
  return new Response(request.method === 'HEAD' ? null : body, { headers });
}

/** The product's initial on its accent colour. */
export function favicon(productName: string): Response {
  const initial = escapeHtml((productName.trim()[0] ?? 'Q').toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1a6b4f"/><text x="32" y="45" font-family="Georgia, serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
}
