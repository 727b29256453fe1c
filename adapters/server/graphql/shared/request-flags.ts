// The variant flags in effect for a request's viewer, read once per request (the operations of a
// batch share their context, and so the flags), and the permissions that flags grant (platform-reference §6).
import type { VariantFlagsService } from '../../flags/variant-flags.service.ts';
import type { GraphQLContext } from '../context.ts';
import { badRequest } from './errors.ts';
import { requestScoped } from './request-scoped.ts';

/** The flags service; server rendering has none. */
export function flagsService(ctx: GraphQLContext): VariantFlagsService {
  if (!ctx.variantFlags) throw badRequest('Variant flags need a browser request.');
  return ctx.variantFlags;
}

const perRequest = requestScoped((ctx) => flagsService(ctx).forUser(ctx.viewerId));

/** The flags in effect for this request's viewer, read once per request. */
export function requestFlags(ctx: GraphQLContext): ReturnType<VariantFlagsService['forUser']> {
  return perRequest.of(ctx);
}

/** The flags the request read already (the page route reads them before it renders): its operations reuse them. */
export function knownRequestFlags(ctx: GraphQLContext, flags: Awaited<ReturnType<VariantFlagsService['forUser']>>): void {
  perRequest.set(ctx, Promise.resolve(flags));
}

/** After a flag is set, a later operation in the batch reads the new value. */
export function forgetRequestFlags(ctx: GraphQLContext): void {
  perRequest.forget(ctx);
}

/** platform-reference §6: whether the viewer may read suspended stories (can_view_suspended_content). */
export async function canViewSuspendedContent(ctx: GraphQLContext): Promise<boolean> {
  if (!ctx.variantFlags) return false;
  return (await requestFlags(ctx)).enabled.has('can_view_suspended_content');
}

/** Staff (QUIRE_STAFF_USERNAMES) may moderate and clear lockouts; without the flags service, nobody is. */
export async function isStaff(ctx: GraphQLContext): Promise<boolean> {
  return ctx.variantFlags ? ctx.variantFlags.isStaff(ctx.viewerId) : false;
}
