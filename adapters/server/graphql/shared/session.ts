// Who may ask: the signed-in reader behind a request, and the reader's own lists (Viewer is the signed-in user).
import type { User } from '../../../../core/content/entities.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { GraphQLContext } from '../context.ts';
import { unauthenticated } from './errors.ts';

/** The signed-in reader of a browser request; anything else is refused with UNAUTHENTICATED. */
export function signedIn(ctx: GraphQLContext): { auth: AuthService; viewerId: string } {
  if (!ctx.auth || !ctx.viewerId) throw unauthenticated();
  return { auth: ctx.auth, viewerId: ctx.viewerId };
}

/**
 * The signed-in reader's id, for what needs no auth service: a server-rendered page's context has the viewer but
 * no auth service, so the queries it preloads (Your Stories, the edit page) ask this rather than signedIn().
 */
export function signedInViewer(ctx: GraphQLContext): string {
  if (!ctx.viewerId) throw unauthenticated();
  return ctx.viewerId;
}

/** The viewer's own lists (Viewer is the signed-in user): anyone else's are nobody's business. */
export function ownList(user: User, ctx: GraphQLContext): string {
  if (ctx.viewerId !== user.id) throw unauthenticated();
  return user.id;
}
