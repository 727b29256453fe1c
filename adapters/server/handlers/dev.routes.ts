// Development routes: the mail outbox (sign-in codes when no SMTP server is set) and a post's title edit
// until the editor exists. Each answers only where Services.devRouteOpen allows (README: Security).
import { hasNul, NUL_MESSAGE } from '../../../core/http/input-text.ts';
import type { Services } from '../composition-root.ts';
import type { ServerContext } from '../graphql/graphql.ts';
import { htmlPage, json, text } from '../http/respond.ts';
import { outboxPage } from '../render/plain-pages.ts';

export const OUTBOX_PATH = '/_/dev/outbox';
/** POST /_/dev/posts/{id}/title with {"title"}: a post edit until the editor exists (dev sign-in on, loopback only). */
export const DEV_POST_TITLE_PATH = /^\/_\/dev\/posts\/([A-Za-z0-9_-]+)\/title$/;

export async function serveOutbox(services: Services, request: Request, serverContext: ServerContext): Promise<Response> {
  const { outbox, productName } = services.options;
  if (!outbox || !services.devRouteOpen(request, serverContext)) return text(404, 'Not found');
  return htmlPage(outboxPage(productName, await outbox.list(50)));
}

/** A post's new title, purged as the editor's save will be (the e2e and integration tests use it). */
export async function serveDevPostTitle(services: Services, request: Request, postId: string, serverContext: ServerContext): Promise<Response> {
  if (!services.options.devSignIn || !services.devRouteOpen(request, serverContext)) return text(404, 'Not found');
  if (request.method !== 'POST') return text(405, 'POST a JSON body {"title": "…"}.', { allow: 'POST' });
  const body = (await request.json().catch(() => null)) as { title?: unknown } | null;
  const title = typeof body?.title === 'string' ? body.title.trim() : '';
  if (!title || title.length > 200) return text(400, 'The title must be 1 to 200 characters.');
  if (hasNul(title)) return text(400, NUL_MESSAGE);
  const post = await services.repos.posts.setTitle(postId, title, services.options.now());
  return post ? json({ ok: true, id: post.id }) : text(404, 'There is no such post.');
}
