// Issue 23 (Partner Program): the earnings formula, once. Each month, each member's payments in that month, net of
// the payment provider's fees, are shared between the stories that member read that month in proportion to the
// seconds they spent reading each. Money is in minor units; a member's shares sum to exactly the distributed amount
// (largest-remainder rounding: each story gets the floor of its exact share, and the cents left over go one each
// to the largest fractional remainders, ties by story id), so no cent is lost or made. A member who read no
// partner story that month distributes nothing.

/** A month as 'YYYY-MM' (UTC). */
export type Month = string;

export const monthOf = (epochMs: number): Month => new Date(epochMs).toISOString().slice(0, 7);
export const monthStart = (month: Month): number => Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
export const nextMonth = (month: Month): Month => monthOf(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
export const previousMonth = (month: Month): Month => monthOf(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1));
export const isMonth = (value: string): value is Month => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/**
 * The fee rule of the sandbox payment provider (and the estimate used for Stripe charges, whose actual fee Quire
 * does not fetch yet): 2.9% of the charge, rounded half up to the cent, plus 30 cents; never more than the charge.
 */
export function providerFee(amount: number): number {
  if (amount <= 0) return 0;
  return Math.min(amount, Math.floor((amount * 29 + 500) / 1000) + 30);
}

/** A payment net of its fee: what the member's month distributes. */
export const netOfFee = (amount: number): number => amount - providerFee(amount);

/**
 * Splits `amount` (a non-negative integer) between keys in proportion to their weights (non-negative integers,
 * at least one positive), largest remainder first. The result sums to `amount` exactly. Keys with weight 0 get 0.
 */
export function shareByWeight(amount: number, weights: ReadonlyMap<string, number>): Map<string, number> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount must be a non-negative integer');
  const entries = [...weights].filter(([, w]) => w > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const out = new Map<string, number>();
  for (const key of weights.keys()) out.set(key, 0);
  if (entries.length === 0) return out;
  const total = entries.reduce((s, [, w]) => s + BigInt(w), 0n);
  const big = BigInt(amount);
  const parts = entries.map(([key, w]) => {
    const exact = big * BigInt(w);
    return { key, floor: exact / total, remainder: exact % total };
  });
  let left = big - parts.reduce((s, p) => s + p.floor, 0n);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? (a.key < b.key ? -1 : 1) : a.remainder > b.remainder ? -1 : 1));
  for (const p of byRemainder) {
    if (left === 0n) break;
    p.floor += 1n;
    left -= 1n;
  }
  for (const p of parts) out.set(p.key, Number(p.floor));
  return out;
}

export type MemberMonth = {
  memberId: string;
  /** The member's payments this month (minor units, before fees). */
  payments: readonly number[];
  /** Seconds read per story this month (partner stories only). */
  secondsByPost: ReadonlyMap<string, number>;
};

export type MemberDistribution = { memberId: string; distributed: number; shares: Map<string, number> };

/** One member's month: their payments net of fees, shared by reading time. */
export function distributeMember(m: MemberMonth): MemberDistribution {
  const read = [...m.secondsByPost.values()].some((s) => s > 0);
  const distributed = read ? m.payments.reduce((s, p) => s + netOfFee(p), 0) : 0;
  return { memberId: m.memberId, distributed, shares: shareByWeight(distributed, m.secondsByPost) };
}

/** A month's credits per story (summed over members): what the close writes to the writers' ledgers. */
export function storyEarnings(members: readonly MemberMonth[]): { byPost: Map<string, number>; distributed: number } {
  const byPost = new Map<string, number>();
  let distributed = 0;
  for (const m of members) {
    const d = distributeMember(m);
    distributed += d.distributed;
    for (const [post, cents] of d.shares) if (cents > 0) byPost.set(post, (byPost.get(post) ?? 0) + cents);
  }
  return { byPost, distributed };
}

/** The last month that may be closed at `now`: the month before the current one (a month closes once it is over). */
export const closableMonth = (now: number): Month => previousMonth(monthOf(now));
