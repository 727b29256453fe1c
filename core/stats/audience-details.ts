// Issue 23 (stats), /@{username}/audience/{details} (platform-reference §2.1 lists the route and /@{username}'s
// audience/{kind} subpage without its kinds; designed here): one audience figure in detail — `followers` (people
// following the writer) or `subscribers` (active subscribers of the writer's newsletter) — gained, lost and net per
// day, and the count at the end of each day, worked back from today's count through the days' net changes (the
// rollups keep gains and losses per day, not the count, so no past day needs a scan of who followed when).
export const AUDIENCE_DETAILS = ['followers', 'subscribers'] as const;
export type AudienceDetails = (typeof AUDIENCE_DETAILS)[number];

export const AUDIENCE_DETAIL_LABELS: Record<AudienceDetails, { title: string; noun: string }> = {
  followers: { title: 'Followers', noun: 'followers' },
  subscribers: { title: 'Email subscribers', noun: 'email subscribers' },
};

export function parseAudienceDetails(value: string | null | undefined): AudienceDetails | null {
  return (AUDIENCE_DETAILS as readonly string[]).includes(value ?? '') ? (value as AudienceDetails) : null;
}

export type DetailPoint = { bucket: string; gained: number; lost: number };
export type DetailRow = DetailPoint & { net: number; total: number };

/**
 * Each bucket with its net change and the count at its end, the last bucket ending at `now` (today's count). A count
 * worked back below zero (a change the rollups missed, like follows from before they existed) is shown as zero.
 */
export function runningTotals(now: number, points: readonly DetailPoint[]): DetailRow[] {
  const out: DetailRow[] = [];
  let end = now;
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i]!;
    const net = p.gained - p.lost;
    out.push({ ...p, net, total: Math.max(0, end) });
    end -= net;
  }
  return out.reverse();
}
