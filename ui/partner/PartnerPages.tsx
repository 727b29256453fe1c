// Issue 23 part C: the Partner Program's pages — enrolment (/me/partner/enroll/{step}), the dashboard
// (/me/partner/dashboard/{tab}: earnings per story and month, the ledger, payouts), payout settings, unenrolling,
// and the Stripe Connect pages (back from Stripe's onboarding: the account's state read from Stripe; a fresh link
// when the last one expired).
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ENROLL_STEPS, parseEnrollStep, type EnrollStep } from '../../core/partner/eligibility.ts';
import { DASHBOARD_TABS, parseDashboardTab, PAYOUT_RECORDING_ERROR, PAYOUT_STATUS_LABELS, type DashboardTab, type PayoutStatus } from '../../core/partner/partner-types.ts';
import { formatLongDate } from '../../core/format/date.ts';
import { formatReadingTime } from '../../core/stats/stats-period.ts';
import { NEGATIVE_BALANCE_MESSAGE } from '../../core/partner/refunds.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { TableRegion } from '../components/TableRegion.tsx';
import {
  ClosePartnerMonthMutation,
  RefundMemberChargeMutation,
  EnrollInPartnerProgramMutation,
  PartnerPageQuery,
  ReconnectStripePayoutsMutation,
  RefreshPayoutAccountMutation,
  RequestPayoutMutation,
  SavePayoutInformationMutation,
  UnenrollFromPartnerProgramMutation,
} from './partner-queries.ts';

type Money = { amount: number; currency: string };
/** Exact to the cent: the ledger's figures must add up as shown. */
export const cents = (m: Money): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: m.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(m.amount / 100);

const STEP_TITLES: Record<EnrollStep, string> = { eligibility: 'Eligibility', payout: 'Payout information', terms: 'Join' };
const TAB_TITLES: Record<DashboardTab, string> = { earnings: 'Earnings', ledger: 'Ledger', payouts: 'Payouts' };
/** The countries the sandbox takes payout information for (ISO 3166-1 alpha-2). */
const COUNTRIES: readonly [string, string][] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['AU', 'Australia'],
  ['JP', 'Japan'],
];

function Frame({ page, title, lede, children }: { page: string; title: string; lede?: ReactNode; children?: ReactNode }) {
  const id = useId();
  return (
    <PageFrame
      page={page}
      main={
        <section className="plans partner" aria-labelledby={id}>
          <h1 id={id} className="plans__title">
            {title}
          </h1>
          {lede && <p className="plans__lede">{lede}</p>}
          {children}
        </section>
      }
    />
  );
}

function useProgram() {
  return usePreloaded(PartnerPageQuery, {})?.viewer?.partnerProgram ?? null;
}

/** Sends one mutation, then reloads (or goes to `next`); its failure message shows in an alert. */
function useAction() {
  const { transport } = usePageData();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'failed'; message: string } | { kind: 'done'; message: string }>({ kind: 'idle' });
  const run = async (send: () => Promise<{ ok: boolean; message: string | null; url?: string | null } | null | undefined>, next: string | null, doneMessage?: string) => {
    if (!transport) return;
    setState({ kind: 'sending' });
    try {
      const answer = await send();
      if (!answer) throw new Error('Something went wrong.');
      if (!answer.ok) return setState({ kind: 'failed', message: answer.message ?? 'Something went wrong.' });
      if (doneMessage) setState({ kind: 'done', message: doneMessage });
      // A hosted provider's page (Stripe's onboarding) comes first when the answer names one.
      window.location.assign(answer.url ?? next ?? window.location.pathname);
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'Something went wrong.' });
    }
  };
  const message =
    state.kind === 'failed' ? (
      <p role="alert" className="payment__error">
        {state.message}
      </p>
    ) : state.kind === 'done' ? (
      <p role="status">{state.message}</p>
    ) : null;
  return { transport, run, busy: state.kind === 'sending', message };
}

// ── /me/partner/enroll/{step}, /partner-program-application ───────────────────────────────────────────────────

export function PartnerApplicationPage() {
  const { state, copy } = usePageData();
  const program = useProgram();
  const step = parseEnrollStep(state.route?.params.step) ?? 'eligibility';
  const title = `Join the ${copy.productName} Partner Program`;
  if (!program) return <Frame page="partner-program-application" title={title} lede="Sign in to apply." />;
  if (program.enrollmentStatus === 'ENROLLED') {
    return (
      <Frame page="partner-program-application" title={title} lede="You are enrolled in the Partner Program.">
        <p className="plans__actions">
          <a className="button" href={hrefFor('ShowPartnerDashboard')}>
            Open your dashboard
          </a>
        </p>
      </Frame>
    );
  }
  return (
    <Frame page="partner-program-application" title={title} lede="Member-only stories by Partner Program writers earn a share of the members’ payments, by reading time.">
      <nav aria-label="Steps">
        <ol className="partner__steps">
          {ENROLL_STEPS.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {i + 1}. {STEP_TITLES[s]}
            </li>
          ))}
        </ol>
      </nav>
      {step === 'eligibility' && <EligibilityStep program={program} />}
      {step === 'payout' && <PayoutForm program={program} next={hrefFor('ShowPartnerEnrollStep', { step: 'terms' })} />}
      {step === 'terms' && <TermsStep program={program} />}
    </Frame>
  );
}

type Program = NonNullable<ReturnType<typeof useProgram>>;

function EligibilityStep({ program }: { program: Program }) {
  const membershipMissing = program.ineligibilityReasons.some((r) => r.reason === 'LACK_OF_MEMBERSHIP');
  return (
    <div>
      <h2>Who can join</h2>
      <ul>
        <li>{program.isMember ? 'You have a membership.' : 'You need a membership.'}</li>
        <li>{program.payoutAccount?.state === 'ACTIVE' ? 'Your payout information is in.' : 'You need to add payout information (the next step).'}</li>
      </ul>
      <p className="plans__actions">
        {membershipMissing ? (
          <a className="button" href={hrefFor('ShowPlans')}>
            Become a member
          </a>
        ) : (
          <a className="button" href={hrefFor('ShowPartnerEnrollStep', { step: 'payout' })}>
            Continue
          </a>
        )}
      </p>
    </div>
  );
}

function TermsStep({ program }: { program: Program }) {
  const { copy } = usePageData();
  const { transport, run, busy, message } = useAction();
  const enroll = () =>
    void run(async () => (await transport!.request(EnrollInPartnerProgramMutation, {})).data?.enrollInPartnerProgram, hrefFor('ShowPartnerDashboard'));
  return (
    <div>
      <h2>How you earn</h2>
      <ul>
        <li>Each month, every member’s payments that month, less the payment provider’s fee, are shared between the member-only stories they read, in proportion to the time they spent reading each.</li>
        <li>Your stories earn when you mark them member-only (“eligible to earn money”) in the story’s settings.</li>
        <li>A month is closed after it ends; its earnings then show on your dashboard and in your balance, which you can pay out.</li>
      </ul>
      {program.ineligibilityReasons.length > 0 && (
        <div role="note">
          <p>You cannot join yet:</p>
          <ul>
            {program.ineligibilityReasons.map((r) => (
              <li key={r.reason}>{r.message}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="plans__actions">
        <button type="button" className="button" disabled={busy || program.ineligibilityReasons.length > 0} onClick={enroll}>
          Join the {copy.productName} Partner Program
        </button>
      </p>
      {message}
    </div>
  );
}

function PayoutForm({ program, next }: { program: Program; next: string }) {
  const { transport, run, busy, message } = useAction();
  const [holderName, setHolderName] = useState(program.payoutAccount?.holderName ?? '');
  const [country, setCountry] = useState(program.payoutAccount?.country ?? 'US');
  const nameId = useId();
  const countryId = useId();
  if (!program.payoutsAvailable) return <PayoutsUnavailable />;
  const stripe = program.providerName === 'STRIPE';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => (await transport!.request(SavePayoutInformationMutation, { input: { holderName, country } })).data?.savePayoutInformation, next);
  };
  return (
    <form className="payment__form" onSubmit={submit}>
      <h2>Payout information</h2>
      {stripe ? (
        <p role="note">Payouts go through Stripe. Saving takes you to Stripe to give your bank details and verify who you are; you come back here when you are done.</p>
      ) : (
        <p className="payment__sandbox" role="note">
          This server pays through the sandbox payment provider: payouts are recorded as paid at once, and no money moves.
        </p>
      )}
      <div className="field field--wide">
        <label htmlFor={nameId}>Account holder’s name</label>
        <input id={nameId} value={holderName} maxLength={200} required autoComplete="name" onChange={(e) => setHolderName(e.target.value)} />
      </div>
      <div className="field field--wide">
        <label htmlFor={countryId}>Country</label>
        <select id={countryId} value={country} onChange={(e) => setCountry(e.target.value)}>
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {stripe ? 'Continue to Stripe' : 'Save payout information'}
      </button>
      {message}
    </form>
  );
}

function PayoutsUnavailable() {
  return <p role="note">Payouts are not available on this server. Ask the operator.</p>;
}

// ── /me/partner/dashboard/{tab}, /@{username}/partner/dashboard/{tab} ──────────────────────────────────────────

export function PartnerDashboardPage() {
  const { state, copy } = usePageData();
  const program = useProgram();
  const tab = parseDashboardTab(state.route?.params.tab) ?? 'earnings';
  const title = 'Partner Program dashboard';
  if (!program) return <Frame page="partner-program-dashboard" title={title} lede="Sign in to see your dashboard." />;
  const enrolled = program.enrollmentStatus === 'ENROLLED';
  return (
    <Frame
      page="partner-program-dashboard"
      title={title}
      lede={enrolled ? `Your earnings from the ${copy.productName} Partner Program.` : 'You are not enrolled in the Partner Program; earnings from when you were stay yours.'}
    >
      {!enrolled && (
        <p>
          <a href={hrefFor('ShowPartnerEnroll')}>Join the Partner Program</a>
        </p>
      )}
      <Balance program={program} />
      <nav aria-label="Dashboard">
        <ul className="partner__tabs">
          {DASHBOARD_TABS.map((t) => (
            <li key={t}>
              <a href={hrefFor('ShowPartnerDashboardTab', { tab: t })} aria-current={t === tab ? 'page' : undefined}>
                {TAB_TITLES[t]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'earnings' && <EarningsTab program={program} />}
      {tab === 'ledger' && <LedgerTab program={program} />}
      {tab === 'payouts' && <PayoutsTab program={program} />}
      {program.isStaff && <CloseMonth />}
      {program.isStaff && program.providerName === 'SANDBOX' && <RefundCharge />}
      <p className="partner__links">
        <a href={hrefFor('ShowPayoutSetup')}>Payout settings</a>
        {enrolled && (
          <>
            {' · '}
            <a href={hrefFor('ShowPartnerUnenroll')}>Leave the Partner Program</a>
          </>
        )}
      </p>
    </Frame>
  );
}

function Balance({ program }: { program: Program }) {
  const { transport, run, busy, message } = useAction();
  const balances = program.balances.length > 0 ? program.balances : [{ amount: 0, currency: 'USD' }];
  return (
    <div className="partner__balance" role="region" aria-label="Balance">
      <h2>Balance</h2>
      {balances.map((b) => (
        <p key={b.currency}>
          <strong data-testid={`balance-${b.currency}`}>{cents(b)}</strong>{' '}
          {b.amount > 0 && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void run(async () => (await transport!.request(RequestPayoutMutation, { currency: b.currency })).data?.requestPayout, hrefFor('ShowPartnerDashboardTab', { tab: 'payouts' }))}
            >
              Pay out {cents(b)}
            </button>
          )}
        </p>
      ))}
      {balances.some((b) => b.amount < 0) && <p>{NEGATIVE_BALANCE_MESSAGE}</p>}
      {!program.payoutAccount && (
        <p>
          Payouts need payout information: <a href={hrefFor('ShowPayoutSetup')}>add it</a>.
        </p>
      )}
      {message}
    </div>
  );
}

function EarningsTab({ program }: { program: Program }) {
  const id = useId();
  const months = [...new Set(program.earnings.map((e) => e.month))];
  if (program.earnings.length === 0) {
    return (
      <div>
        <h2 id={id}>Earnings</h2>
        <p>No earnings yet. {program.closedMonths[0] ? `The last month closed was ${program.closedMonths[0].month}.` : 'No month has been closed yet.'}</p>
      </div>
    );
  }
  return (
    <div>
      <h2 id={id}>Earnings</h2>
      {months.map((month) => {
        const rows = program.earnings.filter((e) => e.month === month);
        const total = rows.reduce((s, e) => s + e.amount.amount, 0);
        return (
          <TableRegion key={month} label={`Earnings in ${month}`}>
            <table className="data-table data-table--titles partner__table" data-month={month}>
              <caption>
                {month}: {cents({ amount: total, currency: rows[0]!.amount.currency })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Story</th>
                  <th scope="col">Member reading time</th>
                  <th scope="col">Members</th>
                  <th scope="col">Earned</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((e) => (
                  <tr key={`${e.postId}-${e.amount.currency}`} data-post={e.postId}>
                    <th scope="row">
                      <a href={hrefFor('ShowPost', { postId: e.postId })}>{e.title || 'Untitled story'}</a>
                    </th>
                    <td>{formatReadingTime(e.seconds)}</td>
                    <td>{e.members}</td>
                    <td data-testid="earned">{cents(e.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        );
      })}
    </div>
  );
}

function LedgerTab({ program }: { program: Program }) {
  return (
    <div>
      <h2>Ledger</h2>
      {program.ledger.length === 0 ? (
        <p>No transactions yet.</p>
      ) : (
        <TableRegion label="Ledger">
          <table className="data-table partner__table">
            <caption>Credits, debits and transfers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {program.ledger.map((e) => (
                <tr key={e.id}>
                  <td>{formatLongDate(e.createdAt)}</td>
                  <td>{e.type}</td>
                  <td>{e.description}</td>
                  <td>{(e.type === 'CREDIT' ? '' : '−') + cents(e.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </div>
  );
}

function PayoutsTab({ program }: { program: Program }) {
  return (
    <div>
      <h2>Payouts</h2>
      {program.payouts.length === 0 ? (
        <p>No payouts yet.</p>
      ) : (
        <TableRegion label="Payouts">
          <table className="data-table partner__table">
            <caption>Payouts, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {program.payouts.map((p) => (
                <tr key={p.id}>
                  <td>{formatLongDate(p.createdAt)}</td>
                  <td>{cents(p.amount)}</td>
                  <td data-status={p.status}>
                    {PAYOUT_STATUS_LABELS[p.status as PayoutStatus] ?? p.status}
                    {p.failure ? `: ${p.failure}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </div>
  );
}

/** Staff: close a month that is over (the hourly job closes last month by itself). */
function CloseMonth() {
  const { transport, busy } = useAction();
  const [month, setMonth] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport) return;
    const result = await transport.request(ClosePartnerMonthMutation, { month });
    const r = result.data?.closePartnerMonth;
    if (!r) return setAnswer({ ok: false, text: result.errors?.[0]?.message ?? 'Something went wrong.' });
    if (!r.ok) return setAnswer({ ok: false, text: r.message ?? 'Something went wrong.' });
    if (r.status === 'already_closed') return setAnswer({ ok: true, text: r.message ?? `${month} was closed already.` });
    setAnswer({ ok: true, text: `${r.month} closed: ${r.members} members, ${cents({ amount: r.credited ?? 0, currency: 'USD' })} credited.` });
    window.location.reload();
  };
  return (
    <form className="partner__close" onSubmit={(e) => void submit(e)} aria-label="Close a month (staff)">
      <h2>Close a month (staff)</h2>
      <div className="field">
        <label htmlFor={id}>Month (YYYY-MM)</label>
        <input id={id} value={month} onChange={(e) => setMonth(e.target.value)} pattern="\d{4}-\d{2}" placeholder="2026-10" required />
      </div>
      <button type="submit" className="button button--outline" disabled={busy}>
        Close the month
      </button>
      {answer && <p role={answer.ok ? 'status' : 'alert'}>{answer.text}</p>}
    </form>
  );
}

/** Staff, in the sandbox: refund a member's charge (with Stripe, refunds arrive from Stripe by the webhook). */
function RefundCharge() {
  const { transport, busy } = useAction();
  const [chargeId, setChargeId] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport) return;
    const result = await transport.request(RefundMemberChargeMutation, { chargeId });
    const r = result.data?.refundMemberCharge;
    if (!r) return setAnswer({ ok: false, text: result.errors?.[0]?.message ?? 'Something went wrong.' });
    if (!r.ok) return setAnswer({ ok: false, text: r.message ?? 'Something went wrong.' });
    if (r.status === 'already_refunded') return setAnswer({ ok: true, text: r.message ?? 'This charge was refunded already.' });
    setAnswer({
      ok: true,
      text: r.closed
        ? `Refunded. ${r.month} was closed: ${r.writers} ${r.writers === 1 ? 'writer was' : 'writers were'} debited ${cents({ amount: r.distributed ?? 0, currency: r.currency ?? 'USD' })} in all.`
        : `Refunded. ${r.month} is not closed yet: the payment is left out of it.`,
    });
  };
  return (
    <form className="partner__close" onSubmit={(e) => void submit(e)} aria-label="Refund a member’s charge (staff)">
      <h2>Refund a member’s charge (staff)</h2>
      <div className="field">
        <label htmlFor={id}>Charge id (from the member’s billing history)</label>
        <input id={id} value={chargeId} onChange={(e) => setChargeId(e.target.value)} required maxLength={200} />
      </div>
      <button type="submit" className="button button--outline" disabled={busy}>
        Refund the charge
      </button>
      {answer && <p role={answer.ok ? 'status' : 'alert'}>{answer.text}</p>}
    </form>
  );
}

// ── /me/settings/payout/*, /me/partner/taxes, /partner-program/payout/{step} ────────────────────────────────────

export function PartnerPayoutSettingsPage() {
  const program = useProgram();
  const title = 'Payout settings';
  if (!program) return <Frame page="partner-program-payout-settings" title={title} lede="Sign in to see your payout settings." />;
  const a = program.payoutAccount;
  return (
    <Frame page="partner-program-payout-settings" title={title}>
      {a ? (
        <dl className="receipt">
          <dt>Paid through</dt>
          <dd>{a.provider === 'SANDBOX' ? 'The sandbox (no money moves)' : 'Stripe'}</dd>
          <dt>Account holder</dt>
          <dd>{a.holderName}</dd>
          <dt>Country</dt>
          <dd>{a.country}</dd>
          <dt>State</dt>
          <dd>{a.state}</dd>
        </dl>
      ) : (
        <p>You have no payout information yet.</p>
      )}
      <PayoutForm program={program} next={hrefFor('ShowPartnerDashboard')} />
    </Frame>
  );
}

// ── /partner-program/stripe/{finish,reconnect,reconnect/success}, /me/settings/payout/stripe/finish ─────────────

const ACCOUNT_STATE_TEXT: Record<string, string> = {
  ACTIVE: 'Your Stripe account is active: your payouts go to it.',
  INACTIVE: 'Your Stripe account is not set up yet: finish giving your details on Stripe.',
  PENDING_ACTION: 'Stripe needs more information before it can pay you: continue on Stripe.',
  SUSPENDED: 'Stripe has suspended your account: it cannot be paid. Contact us.',
};

/** Back from Stripe: the account's state read from Stripe (once, on arrival), and what to do next. */
function StripeReturn({ page, title }: { page: string; title: string }) {
  const { transport } = usePageData();
  const program = useProgram();
  const [state, setState] = useState<{ kind: 'reading' } | { kind: 'failed'; message: string } | { kind: 'read'; state: string }>({ kind: 'reading' });
  useEffect(() => {
    if (!transport || program?.payoutAccount?.provider !== 'STRIPE') return;
    let live = true;
    void transport
      .request(RefreshPayoutAccountMutation, {})
      .then((result) => {
        const answer = result.data?.refreshPayoutAccount;
        if (!live) return;
        if (answer?.ok && answer.program?.payoutAccount) setState({ kind: 'read', state: answer.program.payoutAccount.state });
        else setState({ kind: 'failed', message: answer?.message ?? PAYOUT_RECORDING_ERROR });
      })
      .catch(() => live && setState({ kind: 'failed', message: PAYOUT_RECORDING_ERROR }));
    return () => {
      live = false;
    };
  }, [transport, program?.payoutAccount?.provider]);
  if (!program || program.payoutAccount?.provider !== 'STRIPE') return <NoStripeAccount page={page} title={title} program={program} />;
  return (
    <Frame page={page} title={title}>
      {state.kind === 'reading' && <p role="status">Checking your Stripe account…</p>}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
      {state.kind === 'read' && (
        <p role="status" data-state={state.state}>
          {ACCOUNT_STATE_TEXT[state.state] ?? state.state}
        </p>
      )}
      {state.kind === 'read' && (state.state === 'INACTIVE' || state.state === 'PENDING_ACTION') ? <ReconnectButton /> : null}
      <p>
        <a href={hrefFor('ShowPartnerDashboard')}>Your Partner Program dashboard</a>
      </p>
    </Frame>
  );
}

function NoStripeAccount({ page, title, program }: { page: string; title: string; program: Program | null }) {
  return (
    <Frame page={page} title={title}>
      <p>
        {program?.providerName === 'STRIPE' ? 'You have not connected a Stripe account yet.' : 'This server pays through the sandbox payment provider, not Stripe: there is no Stripe account to connect.'}{' '}
        <a href={hrefFor('ShowPayoutSetup')}>Payout settings</a>
      </p>
    </Frame>
  );
}

function ReconnectButton() {
  const { transport, run, busy, message } = useAction();
  return (
    <>
      <p className="plans__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void run(async () => (await transport!.request(ReconnectStripePayoutsMutation, {})).data?.reconnectStripePayouts, null)}>
          Continue on Stripe
        </button>
      </p>
      {message}
    </>
  );
}

/** Stripe sends the writer here when the onboarding link expired or was used: a fresh one, on request. */
export function PartnerStripeReconnectPage() {
  const program = useProgram();
  const title = 'Reconnect Stripe';
  if (!program || program.payoutAccount?.provider !== 'STRIPE') return <NoStripeAccount page="partner-program-stripe-reconnect" title={title} program={program} />;
  return (
    <Frame page="partner-program-stripe-reconnect" title={title} lede="The link to Stripe expired. Continue on Stripe to finish giving your payout details.">
      <ReconnectButton />
    </Frame>
  );
}

export const PartnerStripeFinishPage = () => <StripeReturn page="partner-program-stripe-finish" title="Connect Stripe" />;
export const PartnerStripeReconnectSuccessPage = () => <StripeReturn page="partner-program-stripe-reconnect-success" title="Stripe reconnected" />;

// ── /me/partner/unenroll ───────────────────────────────────────────────────────────────────────────────────

export function PartnerUnenrollPage() {
  const program = useProgram();
  const { transport, run, busy, message } = useAction();
  const title = 'Leave the Partner Program';
  if (!program || program.enrollmentStatus !== 'ENROLLED') {
    return (
      <Frame page="partner-program-unenroll" title={title} lede="You are not enrolled in the Partner Program.">
        <p>
          <a href={hrefFor('ShowPartnerEnroll')}>Join the Partner Program</a>
        </p>
      </Frame>
    );
  }
  return (
    <Frame page="partner-program-unenroll" title={title} lede="Your stories stop earning from the next month closed. Your balance stays yours, and you can pay it out.">
      <p className="plans__actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(async () => (await transport!.request(UnenrollFromPartnerProgramMutation, {})).data?.unenrollFromPartnerProgram, hrefFor('ShowPartnerDashboard'))}
        >
          Leave the Partner Program
        </button>
        <a href={hrefFor('ShowPartnerDashboard')}>Stay</a>
      </p>
      {message}
    </Frame>
  );
}
