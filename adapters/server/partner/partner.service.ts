// Issue 23 part C: the Partner Program's use cases over the store (adapters/postgres/partner.repository.ts) and the
// PaymentProvider port's payout methods: eligibility and enrolment, payout information (the sandbox's account, or a
// Stripe Connect account onboarded on Stripe's pages), closing a month (the monthly job and the staff action), and
// payouts, held while the account is not ACTIVE (core/partner/payouts.ts). Answers carry the reason a request cannot
// be done; nothing here throws for a reader's mistake.
import type { Currency } from '../../../core/membership/types.ts';
import { ineligibilityReasons, INELIGIBILITY_MESSAGES, type IneligibilityReason } from '../../../core/partner/eligibility.ts';
import { closableMonth, isMonth, monthOf, type Month } from '../../../core/partner/earnings.ts';
import {
  NO_PAYOUT_ACCOUNT_MESSAGE,
  NOT_ENROLLED_MESSAGE,
  NOTHING_TO_PAY_MESSAGE,
  PAYOUT_RECORDING_ERROR,
} from '../../../core/partner/partner-types.ts';
import type { PayoutAccountState } from '../../../core/partner/partner-types.ts';
import { heldPayoutsOn, sandboxPayoutAccountState } from '../../../core/partner/payouts.ts';
import type { PartnerRepository, Payout, PayoutAccount } from '../../../core/ports/partner-repository.port.ts';
import type { PaymentProvider, PayoutResult, PlatformEvent } from '../../../core/ports/payment-provider.port.ts';

/** Said on the payout pages when this server's provider cannot pay writers at all. */
export const PAYOUTS_UNAVAILABLE_MESSAGE = 'Payouts are not available on this server.';
/** A payout the provider did not answer for is sent again after this long (the partner job, hourly). */
export const PROCESSING_RETRY_AFTER_MS = 60 * 60 * 1000;
export const MONTH_NOT_OVER_MESSAGE = 'A month can be closed only once it is over.';
export const BAD_MONTH_MESSAGE = 'Give the month as YYYY-MM.';
export const PAYOUT_ACCOUNT_SUSPENDED_MESSAGE = 'Your payout account is suspended: it cannot be paid. Contact us.';
export const PAYOUT_ON_HOLD_MESSAGE = 'Your payout is on hold until your payout account is active: finish your payout information.';
export const PAYOUT_ACCOUNT_ELSEWHERE_MESSAGE = 'Your payout information was given for another payment provider: add it again to be paid.';
export const REFUND_IN_STRIPE_MESSAGE = 'Payments go through Stripe here: refund the charge in Stripe, and its refund arrives by the webhook.';
export const CHARGE_NOT_FOUND_MESSAGE = 'There is no member’s charge with this id.';
export const CHARGE_NOT_PAID_MESSAGE = 'This charge was not paid: there is nothing to refund.';
export const NOT_STRIPE_ACCOUNT_MESSAGE = 'Your payouts do not go through Stripe: there is no Stripe account to connect.';

export type PartnerStatus = {
  enrolled: boolean;
  isMember: boolean;
  account: PayoutAccount | null;
  reasons: { reason: IneligibilityReason; message: string }[];
  /** Whether this server's provider can pay writers (the sandbox, and Stripe through Connect). */
  payoutsAvailable: boolean;
  providerName: string;
};

export type PartnerFailure = { ok: false; code: string; message: string };

export function createPartnerService(deps: {
  repo: PartnerRepository;
  provider: PaymentProvider;
  isMember: (userId: string) => Promise<boolean>;
  now: () => Date;
  /** Stripe's onboarding pages send the writer back here (QUIRE_PUBLIC_URL), never to the request's Host. */
  publicOrigin: string;
  emailOf?: (userId: string) => Promise<string | null>;
  logError?: (error: unknown, context: string) => void;
}) {
  const provider = deps.provider;
  const payoutsAvailable = typeof provider.payout === 'function';
  /** A hosted provider (Stripe Connect) onboards writers on its own pages. */
  const hosted = typeof provider.createPayoutAccount === 'function' && typeof provider.payoutOnboarding === 'function';
  const logError = deps.logError ?? ((error: unknown, context: string) => console.error(`[${context}]`, error));
  const recordingFailed = (): PartnerFailure => ({ ok: false, code: 'PAYOUT_RECORDING_FAILED', message: PAYOUT_RECORDING_ERROR });
  const at = () => deps.now().getTime();

  async function status(userId: string): Promise<PartnerStatus> {
    const [enrollment, account, isMember] = await Promise.all([deps.repo.enrollment(userId), deps.repo.payoutAccount(userId), deps.isMember(userId)]);
    // Payout information given for another provider (the sandbox's, before Stripe was configured) pays nothing here.
    const reasons = ineligibilityReasons({ isMember, hasPayoutAccount: account !== null && account.state === 'ACTIVE' && account.provider === provider.name });
    return {
      enrolled: enrollment?.status === 'ENROLLED',
      isMember,
      account,
      reasons: reasons.map((reason) => ({ reason, message: INELIGIBILITY_MESSAGES[reason] })),
      payoutsAvailable,
      providerName: provider.name,
    };
  }

  /** Sends one PROCESSING payout through the provider and records what it said. */
  async function send(payout: Payout, account: PayoutAccount): Promise<{ ok: true; status: 'PAID' | 'PROCESSING'; amount: number } | PartnerFailure> {
    let result: PayoutResult;
    try {
      result = await provider.payout!({ accountRef: account.accountRef, amount: { amount: payout.amount, currency: payout.currency }, idempotencyKey: payout.id, now: at() });
    } catch (error) {
      // No answer: the transfer may have been made. The payout stays PROCESSING (its id is the transfer's idempotency
      // key, so sending it again cannot pay twice); nothing goes back on the balance until the provider says so.
      logError(error, `partner payout ${payout.id}`);
      return { ok: true, status: 'PROCESSING', amount: payout.amount };
    }
    if (result.ok && result.status === 'PAID') {
      await deps.repo.finishPayout(payout.id, { status: 'PAID', providerRef: result.payoutRef }, at());
      return { ok: true, status: 'PAID', amount: payout.amount };
    }
    if (!result.ok) {
      await deps.repo.finishPayout(payout.id, { status: 'FAILED', failure: result.message }, at());
      return { ok: false, code: 'PAYOUT_FAILED', message: `The payout failed: ${result.message}` };
    }
    return { ok: true, status: 'PROCESSING', amount: payout.amount };
  }

  /** The account's state as the provider reports it, and what that does to the payouts on hold (core: heldPayoutsOn). */
  async function applyAccountState(userId: string, account: PayoutAccount, state: PayoutAccountState): Promise<void> {
    await deps.repo.setPayoutAccountState(account.provider, account.accountRef, state, at());
    const held = heldPayoutsOn(state);
    if (held === 'FORFEIT') await deps.repo.forfeitHeldPayouts(userId, at());
    if (held === 'SEND') {
      for (const released of await deps.repo.releaseHeldPayouts(userId, at())) await send(released.payout, released.account);
    }
  }

  /** A new onboarding link for the writer's Stripe account, returning to `returnPath`. */
  async function onboardingLink(accountRef: string, returnPath: string): Promise<{ ok: true; url: string } | PartnerFailure> {
    const link = await provider.payoutOnboarding!({
      accountRef,
      refreshUrl: `${deps.publicOrigin}/partner-program/stripe/reconnect`,
      returnUrl: `${deps.publicOrigin}${returnPath}`,
    });
    return link.ok ? { ok: true, url: link.url } : recordingFailed();
  }

  return {
    status,
    payoutsAvailable,

    /**
     * Payout information: the sandbox keeps it as an ACTIVE account at once; with Stripe, a connected account is
     * opened (once) and the answer is its onboarding page's address (`url`): the account is INACTIVE until the writer
     * finishes there, and /partner-program/stripe/finish reads its state.
     */
    async savePayoutInformation(userId: string, input: { holderName: string; country: string }): Promise<{ ok: true; url: string | null } | PartnerFailure> {
      const holderName = input.holderName.trim();
      const country = input.country.trim().toUpperCase();
      if (holderName.length < 1 || holderName.length > 200) return { ok: false, code: 'BAD_NAME', message: 'Give the account holder’s name (at most 200 characters).' };
      if (!/^[A-Z]{2}$/.test(country)) return { ok: false, code: 'BAD_COUNTRY', message: 'Choose your country.' };
      if (!payoutsAvailable) return { ok: false, code: 'PAYOUTS_UNAVAILABLE', message: PAYOUTS_UNAVAILABLE_MESSAGE };
      try {
        if (!hosted) {
          // The sandbox's test holder names give the other account states (core: SANDBOX_PAYOUT_HOLDERS); saving
          // again sends or forfeits the payouts on hold, as Stripe's account.updated does.
          const account = { provider: 'SANDBOX' as const, accountRef: `sandbox_acct_${userId}`, state: sandboxPayoutAccountState(holderName), holderName, country };
          await deps.repo.savePayoutAccount(userId, account, at());
          await applyAccountState(userId, { ...account, updatedAt: at() }, account.state);
          return { ok: true, url: null };
        }
        const existing = await deps.repo.payoutAccount(userId);
        let accountRef = existing?.provider === 'STRIPE' ? existing.accountRef : null;
        if (!accountRef) {
          const created = await provider.createPayoutAccount!({ userId, country, email: (await deps.emailOf?.(userId)) ?? null, idempotencyKey: userId });
          if (!created.ok) return recordingFailed();
          accountRef = created.accountRef;
        }
        const state = existing?.provider === 'STRIPE' ? existing.state : 'INACTIVE';
        await deps.repo.savePayoutAccount(userId, { provider: 'STRIPE', accountRef, state, holderName, country: existing?.provider === 'STRIPE' ? existing.country : country }, at());
        const link = await onboardingLink(accountRef, '/partner-program/stripe/finish');
        return link.ok ? { ok: true, url: link.url } : link;
      } catch (error) {
        logError(error, 'partner payout information');
        return recordingFailed();
      }
    },

    /**
     * Back from Stripe's onboarding (/partner-program/stripe/finish, /stripe/reconnect/success): the account's state
     * read from Stripe, recorded, and the payouts on hold sent (ACTIVE) or forfeited (SUSPENDED).
     */
    async refreshPayoutAccount(userId: string): Promise<{ ok: true; account: PayoutAccount } | PartnerFailure> {
      const account = await deps.repo.payoutAccount(userId);
      if (!account) return { ok: false, code: 'NO_PAYOUT_ACCOUNT', message: NO_PAYOUT_ACCOUNT_MESSAGE };
      if (account.provider !== 'STRIPE' || !provider.payoutAccountState) return { ok: false, code: 'NOT_STRIPE', message: NOT_STRIPE_ACCOUNT_MESSAGE };
      try {
        const state = await provider.payoutAccountState(account.accountRef);
        await applyAccountState(userId, account, state);
        return { ok: true, account: { ...account, state } };
      } catch (error) {
        logError(error, 'partner payout account refresh');
        return recordingFailed();
      }
    },

    /** /partner-program/stripe/reconnect: a fresh onboarding link (the last one expired, or more is due). */
    async reconnectLink(userId: string): Promise<{ ok: true; url: string } | PartnerFailure> {
      const account = await deps.repo.payoutAccount(userId);
      if (!account) return { ok: false, code: 'NO_PAYOUT_ACCOUNT', message: NO_PAYOUT_ACCOUNT_MESSAGE };
      if (account.provider !== 'STRIPE' || !hosted) return { ok: false, code: 'NOT_STRIPE', message: NOT_STRIPE_ACCOUNT_MESSAGE };
      try {
        return await onboardingLink(account.accountRef, '/partner-program/stripe/reconnect/success');
      } catch (error) {
        logError(error, 'partner payout reconnect');
        return recordingFailed();
      }
    },

    /**
     * The hourly job: payouts left PROCESSING (the provider did not answer) for an hour are sent again; the provider
     * finds a transfer it already made rather than making another (Stripe: the payout's transfer group).
     */
    async resendProcessing(): Promise<number> {
      if (!payoutsAvailable) return 0;
      const stuck = await deps.repo.processingPayouts(at() - PROCESSING_RETRY_AFTER_MS, 50);
      for (const { payout, account } of stuck) await send(payout, account);
      return stuck.length;
    },

    /** What Stripe reported about a connected account or a transfer (the webhook); applying it twice changes nothing. */
    async applyPlatformEvent(event: Exclude<PlatformEvent, { type: 'gift_paid' }>): Promise<void> {
      if (event.type === 'payout_reversed') {
        await deps.repo.reversePayout('STRIPE', event.payoutRef, at());
        return;
      }
      if (event.type === 'charge_refunded') {
        // A charge Quire does not know (a gift's, another product's) is not_found: nothing to take back.
        await deps.repo.refundCharge({ chargeRef: event.chargeRef, source: 'STRIPE', refundedBy: null, now: at() });
        return;
      }
      const userId = await deps.repo.payoutAccountOwner('STRIPE', event.accountRef);
      const account = userId ? await deps.repo.payoutAccount(userId) : null;
      if (!userId || !account) return; // Not a writer's account here (another platform's, or deleted).
      await applyAccountState(userId, account, event.state);
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

    /**
     * Staff, in the sandbox (with Stripe, refunds are made in Stripe and arrive as charge.refunded): a member's charge
     * refunded. Its month closed already, the writers it paid are debited their shares (core/partner/refunds.ts).
     */
    async refundCharge(chargeId: string, staffId: string) {
      if (provider.name !== 'SANDBOX') return { ok: false as const, code: 'NOT_SANDBOX', message: REFUND_IN_STRIPE_MESSAGE };
      const r = await deps.repo.refundCharge({ chargeId, source: 'STAFF', refundedBy: staffId, now: at() });
      if (r.status === 'not_found') return { ok: false as const, code: 'NOT_FOUND', message: CHARGE_NOT_FOUND_MESSAGE };
      if (r.status === 'not_paid') return { ok: false as const, code: 'NOT_PAID', message: CHARGE_NOT_PAID_MESSAGE };
      return { ok: true as const, result: r };
    },

    /** The monthly job: closes the month before the current one, once (the store's unique month key). */
    async closeLastMonth(): Promise<Month> {
      const month = closableMonth(deps.now().getTime());
      await deps.repo.closeMonth(month, { now: deps.now().getTime(), closedBy: null });
      return month;
    },

    async requestPayout(userId: string, currency: Currency): Promise<{ ok: true; status: string; amount: number; message: string | null } | PartnerFailure> {
      if (!payoutsAvailable) return { ok: false, code: 'PAYOUTS_UNAVAILABLE', message: PAYOUTS_UNAVAILABLE_MESSAGE };
      const account = await deps.repo.payoutAccount(userId);
      if (account && account.provider !== provider.name) return { ok: false, code: 'PAYOUT_ACCOUNT_ELSEWHERE', message: PAYOUT_ACCOUNT_ELSEWHERE_MESSAGE };
      const started = await deps.repo.startPayout(userId, currency, at());
      if (!started.ok) {
        const message = {
          NO_PAYOUT_ACCOUNT: NO_PAYOUT_ACCOUNT_MESSAGE,
          ACCOUNT_SUSPENDED: PAYOUT_ACCOUNT_SUSPENDED_MESSAGE,
          NOTHING_TO_PAY: NOTHING_TO_PAY_MESSAGE,
          NOT_ENROLLED: NOT_ENROLLED_MESSAGE,
        }[started.code];
        return { ok: false, code: started.code, message };
      }
      if (started.payout.status === 'ON_HOLD') return { ok: true, status: 'ON_HOLD', amount: started.payout.amount, message: PAYOUT_ON_HOLD_MESSAGE };
      const sent = await send(started.payout, started.account);
      return sent.ok ? { ...sent, message: null } : sent;
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
