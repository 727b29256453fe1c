// Variant-flag settings, global and per user. Implemented by adapters/postgres/variant-flags.repository.ts.
import type { FlagSetting, FlagValue } from '../flags/variant-flags.ts';

export interface VariantFlagsRepository {
  /** The global settings and, for a user id, that user's. */
  settingsFor(userId: string | null): Promise<FlagSetting[]>;
  /** Stores a checked value for a scope ('global' or a user id), replacing any earlier one. */
  set(scope: string, name: string, value: FlagValue, now: Date): Promise<void>;
  /** Removes a scope's setting: the flag falls back to the next level. */
  clear(scope: string, name: string): Promise<void>;
}
