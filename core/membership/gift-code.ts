// platform-reference §3 "Gift code status: ALREADY_USED, EXPIRED, NOT_FOUND, NOT_REDEEMABLE_BY_PAST_MEMBERS, VALID" and
// §6 "a one-year gift product": what a gift code looks like, how what a reader types is read back into one, and which
// status a code has for a given reader at a given moment.
//
// A code is 16 symbols of Crockford's base 32 (0-9 and A-Z without I, L, O, U: 80 bits of entropy from the
// server's random bytes), shown in four groups of four (`7KQ2-M9XD-4RTA-0WZ3`). What a reader types is forgiving:
// lower case, spaces and hyphens anywhere, and the look-alikes Crockford names (O for 0, I and L for 1) all read as
// the same code. The randomness comes in as bytes (core has no Math.random): the server passes crypto bytes.

export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CODE_LENGTH = 16;
/** Bits of entropy in a code: 16 symbols × 5 bits. */
export const GIFT_CODE_BITS = GIFT_CODE_LENGTH * 5;
/** Random bytes one code is drawn from (80 bits = 10 bytes). */
export const GIFT_CODE_BYTES = GIFT_CODE_BITS / 8;

/** A gift's term: a one-year membership (platform-reference §6 "a one-year gift product"). */
export const GIFT_TERM_MONTHS = 12;
/** How long a gift code can be redeemed after it is delivered: one year. */
export const GIFT_CODE_VALID_MS = 365 * 24 * 60 * 60 * 1000;
/** Codes in one group gift (reader-experience §3 gift type group-gift, code 31). */
export const GROUP_GIFT_MIN = 2;
export const GROUP_GIFT_MAX = 50;

/** The code for 10 random bytes: each 5 bits one symbol. */
export function giftCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== GIFT_CODE_BYTES) throw new Error(`A gift code needs ${GIFT_CODE_BYTES} random bytes.`);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += GIFT_CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** The code as shown: four groups of four joined by hyphens. */
export const formatGiftCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/**
 * What a reader typed, read as a code: upper case, separators dropped, look-alikes mapped. Null when it cannot be a
 * code at all (wrong length, a symbol outside the alphabet) — answered as NOT_FOUND without looking anything up.
 */
export function normalizeGiftCode(typed: string): string | null {
  if (typed.length > 64) return null;
  const compact = typed
    .toUpperCase()
    .replace(/[\s\-–—_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (compact.length !== GIFT_CODE_LENGTH) return null;
  for (const ch of compact) if (!GIFT_CODE_ALPHABET.includes(ch)) return null;
  return compact;
}

export const GIFT_CODE_STATUSES = ['VALID', 'ALREADY_USED', 'EXPIRED', 'NOT_FOUND', 'NOT_REDEEMABLE_BY_PAST_MEMBERS'] as const;
export type GiftCodeStatus = (typeof GIFT_CODE_STATUSES)[number];

/** A gift code as the store keeps it, for the status decision. */
export type GiftCodeRecord = {
  redeemedAt: number | null;
  expiresAt: number;
  /** Only for readers who were never members (a buyer's choice on group gifts). */
  newMembersOnly: boolean;
};

/**
 * The status of a code for a reader at `now`. A used code is ALREADY_USED even once past its date (what happened
 * to it matters more than when); an unused one past its date is EXPIRED; a new-members-only code met by a reader
 * with past memberships is NOT_REDEEMABLE_BY_PAST_MEMBERS.
 */
export function giftCodeStatus(gift: GiftCodeRecord | null, reader: { hasPastMemberships: boolean }, now: number): GiftCodeStatus {
  if (!gift) return 'NOT_FOUND';
  if (gift.redeemedAt !== null) return 'ALREADY_USED';
  if (now >= gift.expiresAt) return 'EXPIRED';
  if (gift.newMembersOnly && reader.hasPastMemberships) return 'NOT_REDEEMABLE_BY_PAST_MEMBERS';
  return 'VALID';
}

/**
 * Guessing codes is limited like sign-in codes (core/auth/lockout.policy.ts): each try is counted before the look-up
 * and given back when the code exists, so only codes that are not there count — per reader and per network.
 */
export const GIFT_CODE_GUESSES_PER_READER = { name: 'gift-code-guesses/reader', max: 10, windowMs: 60 * 60 * 1000 } as const;
export const GIFT_CODE_GUESSES_PER_NETWORK = { name: 'gift-code-guesses/network', max: 30, windowMs: 60 * 60 * 1000 } as const;
