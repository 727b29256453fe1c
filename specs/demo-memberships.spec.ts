// README Demo content: the demo accounts in each membership state show what their names say —
// read through core's own rules (banners.policy.ts, eligibility.policy.ts) from the rows the seed writes,
// at any seed time; the corpus itself is unchanged, and Quire's books agree with the sandbox's.
import { describe, expect, it } from 'vitest';
import { statusOf } from '../adapters/server/membership/membership.service.ts';
import type { MembershipRecord } from '../core/ports/memberships-repository.port.ts';
import { generateDemoCorpus } from '../adapters/postgres/seed/corpus.ts';
import { DEMO_SEED } from '../adapters/postgres/seed/seed.ts';
import { demoMembershipsOf } from '../adapters/postgres/seed/demo-memberships.ts';
import { topBanner } from '../core/membership/banners.policy.ts';
import { canSwitchPlan } from '../core/membership/eligibility.policy.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const corpus = generateDemoCorpus({ seed: DEMO_SEED, now: NOW });

function statuses(now: Date) {
  const demo = demoMembershipsOf(corpus, now);
  const byUser = new Map(demo.users.map((u) => [u.id, u.username]));
  return new Map(
    demo.memberships.map((m) => {
      const row = { ...m, paymentMethod: JSON.parse(String(m.paymentMethod)) } as unknown as MembershipRecord;
      return [byUser.get(m.userId)!, statusOf(row, now.getTime())];
    }),
  );
}

const bannerOn = (username: string, now: Date, routeName = 'ShowHome') =>
  topBanner({
    productName: 'Quire',
    nativeApp: false,
    hydrated: true,
    routeName,
    pageLocked: false,
    viewer: { id: username, hasMembership: true },
    membership: statuses(now).get(username)!,
    upsellDismissedAt: null,
    reactivateDismissedAt: null,
    dismissedFlags: new Set(),
    now: now.getTime(),
  });

describe('demo membership accounts (reader-experience §4)', () => {
  it('adds six readers beside the corpus, with ids and names of their own', () => {
    const demo = demoMembershipsOf(corpus, NOW);
    expect(demo.users.map((u) => u.username)).toEqual([
      'nora_member',
      'felix_friend',
      'clara_cancelled',
      'eli_expired_card',
      'pia_payment_failed',
      'kai_card_expiring',
    ]);
    const ids = new Set(corpus.users.map((u) => u.id));
    for (const u of demo.users) expect(ids.has(u.id)).toBe(false);
    expect(demoMembershipsOf(corpus, NOW)).toEqual(demo);
  });

  it('keeps both books in agreement: one sandbox subscription per membership, same plan, period, card and cancellation', () => {
    const demo = demoMembershipsOf(corpus, NOW);
    for (const m of demo.memberships) {
      const sub = demo.sandboxSubscriptions.find((s) => s.ref === m.subscriptionRef)!;
      expect(sub).toMatchObject({ userId: m.userId, membershipType: m.membershipType, amount: m.amount, periodEnd: m.currentPeriodEndsAt, cancelAtPeriodEnd: m.isCancelled, failedAttempts: m.failedPaymentCount });
      expect(JSON.parse(String(sub.paymentMethod))).toEqual(JSON.parse(String(m.paymentMethod)));
      expect(demo.charges.filter((c) => c.membershipId === m.id && c.status === 'FAILED')).toHaveLength(m.failedPaymentCount ?? 0);
    }
  });

  for (const now of [NOW, new Date('2026-12-03T08:00:00.000Z'), new Date('2027-02-26T23:00:00.000Z')]) {
    it(`shows each state's banner at ${now.toISOString()}`, () => {
      expect(bannerOn('nora_member', now)).toBeNull();
      expect(canSwitchPlan(statuses(now).get('nora_member')!)).toBe(true);
      expect(bannerOn('felix_friend', now)).toBeNull();
      expect(statuses(now).get('felix_friend')!.membershipType).toBe('PREMIUM_YEARLY');
      expect(bannerOn('clara_cancelled', now)).toMatchObject({ kind: 'reactivate', dismissible: false });
      expect(bannerOn('eli_expired_card', now)).toMatchObject({ kind: 'paymentExpired', tone: 'neutral', text: 'Your payment method has expired.' });
      expect(bannerOn('eli_expired_card', now, 'ShowUser')).toBeNull();
      expect(bannerOn('pia_payment_failed', now)).toMatchObject({ kind: 'paymentFailed', tone: 'error', dismissible: false });
      const status = statuses(now).get('kai_card_expiring')!;
      const lastWeek = status.currentPeriodEndsAt - now.getTime() <= 7 * 86_400_000;
      expect(bannerOn('kai_card_expiring', now)?.kind ?? null).toBe(lastWeek ? 'paymentWillExpire' : null);
      expect(status.hasCreditCardExpired).toBe(false);
    });
  }
});
