// The flags in effect for a request and the staff's way to set them. Three levels: QUIRE_FLAGS (the
// defaults, names on for everyone), stored global settings, stored per-user settings (a user's wins).
// One store query a request: the global settings and the signed-in user's, read together.
import { GraphQLError } from 'graphql';
import {
  checkFlagValue,
  defaultFlags,
  effectiveFlags,
  enabledFlagNames,
  GLOBAL_SCOPE,
  type EffectiveFlags,
  type FlagName,
  type FlagValue,
} from '../../../core/flags/variant-flags.ts';
import type { Repositories } from '../graphql/repositories.ts';

export type VariantFlagsService = ReturnType<typeof createVariantFlagsService>;

export type RequestFlags = {
  /** Every registered flag with its value for this request. */
  values: EffectiveFlags;
  /** The names that are on (boolean true, plus unregistered QUIRE_FLAGS names): `state.flags` and routing. */
  enabled: ReadonlySet<string>;
};

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

export function createVariantFlagsService(deps: {
  repos: Pick<Repositories, 'variantFlags' | 'users'>;
  /** QUIRE_FLAGS: names on for everyone unless a stored setting says otherwise. */
  envFlags: ReadonlySet<string>;
  staffUsernames: ReadonlySet<string>;
  now: () => Date;
  /** A global setting changed every page: the edge cache purges them. */
  onGlobalChange?: () => Promise<void>;
}) {
  const defaults = defaultFlags(deps.envFlags);

  async function forUser(userId: string | null): Promise<RequestFlags> {
    const values = effectiveFlags(defaults, await deps.repos.variantFlags.settingsFor(userId), userId);
    return { values, enabled: enabledFlagNames(values, deps.envFlags) };
  }

  /** Whether a signed-in user is staff (QUIRE_STAFF_USERNAMES). */
  async function isStaff(userId: string | null): Promise<boolean> {
    if (!userId || deps.staffUsernames.size === 0) return false;
    const [user] = await deps.repos.users.usersByIds([userId]);
    return !!user && deps.staffUsernames.has(user.username);
  }

  return {
    forUser,
    isStaff,
    staffUsernames: deps.staffUsernames,

    /**
     * Staff only: sets (or, with value null, clears) a flag globally (userId null) or for one user. Returns the
     * flag's value now in effect at that level.
     */
    async set(actorId: string | null, name: string, value: FlagValue | null, userId: string | null): Promise<{ name: FlagName; value: FlagValue }> {
      if (!(await isStaff(actorId))) {
        throw new GraphQLError('Only staff may set variant flags.', { extensions: { code: 'FORBIDDEN' } });
      }
      const check = checkFlagValue(name, value ?? defaultsOf(name));
      if (!check.ok) throw badInput(check.reason);
      if (userId !== null) {
        const [target] = await deps.repos.users.usersByIds([userId]);
        if (!target) throw badInput(`There is no user with id "${userId}".`);
      }
      const scope = userId ?? GLOBAL_SCOPE;
      if (value === null) await deps.repos.variantFlags.clear(scope, check.name);
      else await deps.repos.variantFlags.set(scope, check.name, check.value, deps.now());
      if (userId === null) await deps.onGlobalChange?.();
      const now = await forUser(userId);
      return { name: check.name, value: now.values.get(check.name)! };
    },
  };

  function defaultsOf(name: string): unknown {
    return defaults.get(name as FlagName);
  }
}
