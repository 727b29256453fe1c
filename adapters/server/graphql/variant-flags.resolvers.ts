// issue 7: resolvers for variant-flags.graphql.ts — thin: shape the input, ask the flags service.
import { GraphQLError } from 'graphql';
import { VARIANT_FLAGS, type FlagName, type FlagValue } from '../../../core/flags/variant-flags.ts';
import type { GraphQLContext } from './resolvers.ts';

type FlagValueInput = { boolValue?: boolean | null; stringValue?: string | null; numberValue?: number | null };

const flagObject = (name: FlagName, value: FlagValue) => ({
  name,
  valueType: VARIANT_FLAGS[name].type.toUpperCase(),
  boolValue: typeof value === 'boolean' ? value : null,
  stringValue: typeof value === 'string' ? value : null,
  numberValue: typeof value === 'number' ? value : null,
  description: VARIANT_FLAGS[name].description,
});

function service(ctx: GraphQLContext) {
  if (!ctx.variantFlags) throw new GraphQLError('Variant flags need a browser request.', { extensions: { code: 'BAD_REQUEST' } });
  return ctx.variantFlags;
}

/** The one value an input carries, or null (clear); two at once is refused. */
function valueOf(input: FlagValueInput | null | undefined): FlagValue | null {
  const given = [input?.boolValue, input?.stringValue, input?.numberValue].filter((v) => v !== null && v !== undefined);
  if (given.length > 1) throw new GraphQLError('Give one of boolValue, stringValue and numberValue.', { extensions: { code: 'BAD_USER_INPUT' } });
  return given[0] ?? null;
}

/** One read a request: the operations of a batch share their context, and so the flags. */
const perRequest = new WeakMap<GraphQLContext, ReturnType<ReturnType<typeof service>['forUser']>>();

/** The flags in effect for this request's viewer, read once per request. */
export function requestFlags(ctx: GraphQLContext) {
  let read = perRequest.get(ctx);
  if (!read) perRequest.set(ctx, (read = service(ctx).forUser(ctx.viewerId)));
  return read;
}

/** platform-reference §6: whether the viewer may read suspended stories (can_view_suspended_content). */
export async function canViewSuspendedContent(ctx: GraphQLContext): Promise<boolean> {
  if (!ctx.variantFlags) return false;
  return (await requestFlags(ctx)).enabled.has('can_view_suspended_content');
}

export const variantFlagResolvers = {
  Query: {
    async variantFlags(_: unknown, __: unknown, ctx: GraphQLContext) {
      const flags = await requestFlags(ctx);
      return [...flags.values].map(([name, value]) => flagObject(name, value));
    },
  },
  Mutation: {
    async setVariantFlag(_: unknown, args: { name: string; value?: FlagValueInput | null; userId?: string | null }, ctx: GraphQLContext) {
      const result = await service(ctx).set(ctx.viewerId, args.name, valueOf(args.value), args.userId ?? null);
      perRequest.delete(ctx); // a later operation in the batch reads the new value
      return flagObject(result.name, result.value);
    },
  },
};
