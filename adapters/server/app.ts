// The server as one fetch handler (Request → Response): the GraphQL endpoint, media, the client's
// static assets and server-rendered pages. node:http serves it in main.ts; tests call it in process.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createGraphQLEndpoint, GRAPHQL_PATH, requestContext } from './graphql/graphql.ts';
import type { Repositories } from './graphql/repositories.ts';
import { demoImageSvg, isDemoImageId } from './media.ts';
import type { ClientAssets } from './render/document.ts';
import { renderPage, renderServerError, type RenderOptions } from './render/render-page.tsx';

export type AppOptions = {
  repos: Repositories;
  productName: string;
  assets: ClientAssets;
  /** Where the built client lives (dist/client); null when serving no static files (tests). */
  clientDir: string | null;
  buildVersion: string;
  /** The clock: the only source of "now" on the server. */
  now: () => Date;
  graphiql?: boolean;
  /** Where unexpected errors go; never to the client. */
  logError?: (error: unknown, context: string) => void;
};

export type App = { fetch(request: Request): Promise<Response> };

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // platform-reference §2.3: pages may not be framed (the allow_iframe flag arrives with flags).
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
};

/** A batch of 20 operations fits in far less; anything larger is refused before it is read. */
export const MAX_GRAPHQL_BODY_BYTES = 256 * 1024;

const ASSET_NAME = /^[A-Za-z0-9_.-]+$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

export function createApp(options: AppOptions): App {
  const graphql = createGraphQLEndpoint(options.repos, { graphiql: options.graphiql ?? false });
  const logError = options.logError ?? ((error, context) => console.error(`[${context}]`, error));

  function renderOptions(): RenderOptions {
    return {
      productName: options.productName,
      assets: options.assets,
      buildVersion: options.buildVersion,
      now: options.now(),
    };
  }

  async function serveAsset(name: string): Promise<Response> {
    if (!options.clientDir || !ASSET_NAME.test(name)) return text(404, 'Not found');
    try {
      const body = await readFile(path.join(options.clientDir, 'assets', name));
      return new Response(body, {
        headers: {
          'content-type': CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
          // Built asset names carry a content hash: they never change.
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
    } catch {
      return text(404, 'Not found');
    }
  }

  function serveMedia(id: string): Response {
    if (!isDemoImageId(id)) return text(404, 'Not found');
    return new Response(demoImageSvg(id), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
    });
  }

  async function servePage(request: Request, url: URL): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return text(405, 'Pages answer GET and HEAD only.', { allow: 'GET, HEAD' });
    }
    // platform-reference §2.3: a trailing slash is removed.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const trimmed = url.pathname.replace(/\/+$/, '') || '/';
      return new Response(null, { status: 301, headers: { location: trimmed + url.search } });
    }
    const htmlHeaders = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...SECURITY_HEADERS };
    try {
      const page = await renderPage(url.pathname, requestContext(options.repos), renderOptions());
      if ('location' in page) return new Response(null, { status: page.status, headers: { location: page.location } });
      return new Response(request.method === 'HEAD' ? null : page.html, { status: page.status, headers: htmlHeaders });
    } catch (error) {
      logError(error, `render ${url.pathname}`);
      return new Response(renderServerError(renderOptions()), { status: 500, headers: htmlHeaders });
    }
  }

  return {
    async fetch(request: Request): Promise<Response> {
      const url = new URL(request.url);
      if (url.pathname === GRAPHQL_PATH) {
        const length = Number(request.headers.get('content-length') ?? 0);
        if (length > MAX_GRAPHQL_BODY_BYTES) {
          return Response.json(
            { errors: [{ message: `The request body is larger than ${MAX_GRAPHQL_BODY_BYTES / 1024} KB.`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
            { status: 413 },
          );
        }
        return graphql.fetch(request);
      }
      if (url.pathname.startsWith('/assets/')) return serveAsset(url.pathname.slice('/assets/'.length));
      if (url.pathname.startsWith('/media/')) return serveMedia(decodeURIComponentSafe(url.pathname.slice('/media/'.length)));
      return servePage(request, url);
    },
  };
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return '';
  }
}
