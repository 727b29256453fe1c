// Resolvers for variant-flags.graphql.ts — thin: shape the input, ask the flags service.
import { VARIANT_FLAGS, type FlagName, type FlagValue, type FlagValueType } from '../../../../core/flags/variant-flags.ts';
import type { FlagValueInput, Resolvers, VariantFlagValueType } from '../generated/resolvers-types.ts';
import { badInput } from '../shared/errors.ts';
import { flagsService, forgetRequestFlags, requestFlags } from '../shared/request-flags.ts';

const VALUE_TYPES: Record<FlagValueType, VariantFlagValueType> = { boolean: 'BOOLEAN', string: 'STRING', number: 'NUMBER' };

const flagObject = (name: FlagName, value: FlagValue) => ({
  name,
  valueType: VALUE_TYPES[VARIANT_FLAGS[name].type],
  boolValue: typeof value === 'boolean' ? value : null,
  stringValue: typeof value === 'string' ? value : null,
  numberValue: typeof value === 'number' ? value : null,
  description: VARIANT_FLAGS[name].description,
});

/** The one value an input carries, or null (clear); two at once is refused. */
function valueOf(input: FlagValueInput | null | undefined): FlagValue | null {
  const given = [input?.boolValue, input?.stringValue, input?.numberValue].filter((v) => v !== null && v !== undefined);
  if (given.length > 1) throw badInput('Give one of boolValue, stringValue and numberValue.');
  return given[0] ?? null;
}

export const variantFlagResolvers: Resolvers = {
  Query: {
    async variantFlags(_, __, ctx) {
      const flags = await requestFlags(ctx);
      return [...flags.values].map(([name, value]) => flagObject(name, value));
    },
  },
  Mutation: {
    async setVariantFlag(_, args, ctx) {
      const result = await flagsService(ctx).set(ctx.viewerId, args.name, valueOf(args.value), args.userId ?? null);
      forgetRequestFlags(ctx); // a later operation in the batch reads the new value
      return flagObject(result.name, result.value);
    },
  },
};
