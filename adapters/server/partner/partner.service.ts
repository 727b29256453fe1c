// Issue 23 part C: the Partner Program's use cases over the store (adapters/postgres/partner.repository.ts) and the
// PaymentProvider port's optional `payout`: eligibility and enrolment, payout information, closing a month (the
// monthly job and the staff action), and payouts. Answers carry the reason a request cannot be done; nothing here
// throws for a reader's mistake.
import type { Currency } from '../../../core/membership/types.ts';
import { ineligibilityReasons, INELIGIBILITY_MESSAGES, type IneligibilityReason } from '../../../core/partner/eligibility.ts';
import { closableMonth, isMonth, monthOf, type Month } from '../../../core/partner/earnings.ts';
import {
  NO_PAYOUT_ACCOUNT_MESSAGE,
  NOT_ENROLLED_MESSAGE,
  NOTHING_TO_PAY_MESSAGE,
  PAYOUT_RECORDING_ERROR,
} from '../../../core/partner/partner-types.ts';
import type { PartnerRepository, PayoutAccount } from '../../../core/ports/partner-repository.port.ts';
import type { PaymentProvider } from '../../../core/ports/payment-provider.port.ts';

/** Said on the Stripe pages and payout settings when the server's provider cannot pay writers. */
export const STRIPE_PAYOUTS_UNAVAILABLE = 'Stripe payouts are not available on this server yet: the Partner Program pays through the sandbox only.';
export const MONTH_NOT_OVER_MESSAGE = 'A month can be closed only once it is over.';
export const BAD_MONTH_MESSAGE = 'Give the month as YYYY-MM.';
export const PAYOUT_ACCOUNT_NOT_ACTIVE_MESSAGE = 'Your payout account is not active: update your payout information first.';

export type PartnerStatus = {
  enrolled: boolean;
  isMember: boolean;
  account: PayoutAccount | null;
  reasons: { reason: IneligibilityReason; message: string }[];
  /** Whether this server's provider can pay writers (the sandbox can; Stripe Connect is not built). */
  payoutsAvailable: boolean;
  providerName: string;
};

export type PartnerFailure = { ok: false; code: string; message: string };

export function createPartnerService(deps: {
  repo: PartnerRepository;
  provider: PaymentProvider;
  isMember: (userId: string) => Promise<boolean>;
  now: () => Date;
}) {
  const payoutsAvailable = typeof deps.provider.payout === 'function' && deps.provider.name === 'SANDBOX';

  async function status(userId: string): Promise<PartnerStatus> {
    const [enrollment, account, isMember] = await Promise.all([deps.repo.enrollment(userId), deps.repo.payoutAccount(userId), deps.isMember(userId)]);
    const reasons = ineligibilityReasons({ isMember, hasPayoutAccount: account !== null && account.state === 'ACTIVE' });
    return {
      enrolled: enrollment?.status === 'ENROLLED',
      isMember,
      account,
      reasons: reasons.map((reason) => ({ reason, message: INELIGIBILITY_MESSAGES[reason] })),
      payoutsAvailable,
      providerName: deps.provider.name,
    };
  }

  return {
    status,
    payoutsAvailable,

    /** Payout information: the sandbox keeps it as an ACTIVE account at once. */
    async savePayoutInformation(userId: string, input: { holderName: string; country: string }): Promise<{ ok: true } | PartnerFailure> {
      const holderName = input.holderName.trim();
      const country = input.country.trim().toUpperCase();
      if (holderName.length < 1 || holderName.length > 200) return { ok: false, code: 'BAD_NAME', message: 'Give the account holder’s name (at most 200 characters).' };
      if (!/^[A-Z]{2}$/.test(country)) return { ok: false, code: 'BAD_COUNTRY', message: 'Choose your country.' };
      if (!payoutsAvailable) return { ok: false, code: 'PAYOUTS_UNAVAILABLE', message: STRIPE_PAYOUTS_UNAVAILABLE };
      try {
        await deps.repo.savePayoutAccount(userId, { provider: 'SANDBOX', accountRef: `sandbox_acct_${userId}`, state: 'ACTIVE', holderName, country }, deps.now().getTime());
      } catch {
        return { ok: false, code: 'PAYOUT_RECORDING_FAILED', message: PAYOUT_RECORDING_ERROR };
      }
      return { ok: true };
    },

    async enroll(userId: string): Promise<{ ok: true } | PartnerFailure> {
      const s = await status(userId);
      if (s.reasons.length > 0) return { ok: false, code: s.reasons[0]!.reason, message: s.reasons.map((r) => r.message).join(' ') };
      await deps.repo.setEnrollment(userId, 'ENROLLED', deps.now().getTime());
      return { ok: true };
    },

    async unenroll(userId: string): Promise<{ ok: true } | PartnerFailure> {
      const enrollment = await deps.repo.enrollment(userId);
      if (enrollment?.status !== 'ENROLLED') return { ok: false, code: 'NOT_ENROLLED', message: NOT_ENROLLED_MESSAGE };
      await deps.repo.setEnrollment(userId, 'NOT_ENROLLED', deps.now().getTime());
      return { ok: true };
    },

    /** Closes a month that is over (the staff action; the job closes the last one). */
    async closeMonth(month: string, closedBy: string | null) {
      if (!isMonth(month)) return { ok: false as const, code: 'BAD_MONTH', message: BAD_MONTH_MESSAGE };
      if (month >= monthOf(deps.now().getTime())) return { ok: false as const, code: 'MONTH_NOT_OVER', message: MONTH_NOT_OVER_MESSAGE };
      return { ok: true as const, result: await deps.repo.closeMonth(month, { now: deps.now().getTime(), closedBy }) };
    },

    /** The monthly job: closes the month before the current one, once (the store's unique month key). */
    async closeLastMonth(): Promise<Month> {
      const month = closableMonth(deps.now().getTime());
      await deps.repo.closeMonth(month, { now: deps.now().getTime(), closedBy: null });
      return month;
    },

    async requestPayout(userId: string, currency: Currency): Promise<{ ok: true; status: string; amount: number } | PartnerFailure> {
      if (!payoutsAvailable || !deps.provider.payout) return { ok: false, code: 'PAYOUTS_UNAVAILABLE', message: STRIPE_PAYOUTS_UNAVAILABLE };
      const started = await deps.repo.startPayout(userId, currency, deps.now().getTime());
      if (!started.ok) {
        const message = {
          NO_PAYOUT_ACCOUNT: NO_PAYOUT_ACCOUNT_MESSAGE,
          ACCOUNT_NOT_ACTIVE: PAYOUT_ACCOUNT_NOT_ACTIVE_MESSAGE,
          NOTHING_TO_PAY: NOTHING_TO_PAY_MESSAGE,
          NOT_ENROLLED: NOT_ENROLLED_MESSAGE,
        }[started.code];
        return { ok: false, code: started.code, message };
      }
      const { payout, account } = started;
      let result: Awaited<ReturnType<NonNullable<PaymentProvider['payout']>>>;
      try {
        result = await deps.provider.payout({ accountRef: account.accountRef, amount: { amount: payout.amount, currency }, idempotencyKey: payout.id, now: deps.now().getTime() });
      } catch (error) {
        result = { ok: false, message: error instanceof Error ? error.message : 'The payment provider did not answer.' };
      }
      if (result.ok && result.status === 'PAID') {
        await deps.repo.finishPayout(payout.id, { status: 'PAID', providerRef: result.payoutRef }, deps.now().getTime());
        return { ok: true, status: 'PAID', amount: payout.amount };
      }
      if (!result.ok) {
        await deps.repo.finishPayout(payout.id, { status: 'FAILED', failure: result.message }, deps.now().getTime());
        return { ok: false, code: 'PAYOUT_FAILED', message: `The payout failed: ${result.message}` };
      }
      return { ok: true, status: 'PROCESSING', amount: payout.amount };
    },

    async dashboard(userId: string) {
      const [s, earnings, ledger, balances, payouts, months] = await Promise.all([
        status(userId),
        deps.repo.storyEarnings(userId),
        deps.repo.ledger(userId, 100),
        deps.repo.balances(userId),
        deps.repo.payouts(userId, 50),
        deps.repo.closedMonths(12),
      ]);
      return { status: s, earnings, ledger, balances, payouts, closedMonths: months };
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
