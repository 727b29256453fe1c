// Issue 23 part B: giving a membership (/gift landing, /gift-checkout and /gift-plans, /group-gift), redeeming a
// code (/redeem, /redeem-gift), the first-year discount (/discount), the cancel flow (/me/membership/cancel), a
// printable receipt (/me/billing-history/receipt/{chargeId}) and /welcome-member. One chunk; never on a reading page.
import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { CANCELLATION_QUESTION, CANCELLATION_REASON_LABELS } from '../../core/copy/gift-copy.ts';
import { CANCELLATION_REASONS, type CancellationReason } from '../../core/membership/cancellation.ts';
import { validateCardInput, type CardField as CardFieldName, type CardFieldErrors, type CardInput } from '../../core/membership/card-input.ts';
import { GROUP_GIFT_MAX, GROUP_GIFT_MIN } from '../../core/membership/gift-code.ts';
import { GIFT_MESSAGE_MAX } from '../../core/membership/gift-order.ts';
import { formatMoney } from '../../core/membership/money.ts';
import { formatLongDate, isoDay } from '../../core/format/date.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { CARD_FIELDS, CardField, cardFieldId, EMPTY_CARD } from '../membership/CardFields.tsx';
import { newIdempotencyKey } from '../membership/idempotency.ts';
import { RedeemGiftForm } from '../membership/RedeemGiftForm.tsx';
import {
  BuyGiftMutation,
  CancellationOfferQuery,
  CancelMembershipWithReasonMutation,
  CancelPageQuery,
  CheckGiftCodeMutation,
  DiscountPageQuery,
  GiftPageQuery,
  ReceiptPageQuery,
  StartDiscountedMembershipCheckoutMutation,
  StartDiscountedMembershipMutation,
  StartGiftCheckoutMutation,
} from '../membership/gift-queries.ts';
import { usePorts } from '../ports.tsx';

const settingsHref = () => hrefFor('ShowSettingsTab', { setting: 'membership' });
type Money = { amount: number; currency: string };
const money = (m: Money) => formatMoney(m as Parameters<typeof formatMoney>[0]);

function Titled({ page, title, children, lede }: { page: string; title: string; lede?: ReactNode; children?: ReactNode }) {
  const id = useId();
  return (
    <PageFrame
      page={page}
      main={
        <section className="plans gifts" aria-labelledby={id}>
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

/** The card's four fields, checked with core's rules before anything is sent. */
function useCard() {
  const { clock } = usePorts();
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const prefix = useId();
  const check = () => {
    const found = validateCardInput(card, clock.now());
    setErrors(found);
    const first = Object.keys(found)[0] as CardFieldName | undefined;
    if (first) document.getElementById(cardFieldId(prefix, first))?.focus();
    return !first;
  };
  const fields = CARD_FIELDS.map(({ field }) => (
    <CardField key={field} field={field} idPrefix={prefix} card={card} setCard={setCard} errors={errors} className={`field${field === 'number' ? ' field--wide' : ''}`} />
  ));
  return { card, fields, check, setErrors };
}

function SandboxNote({ provider }: { provider: string | undefined }) {
  if (provider !== 'SANDBOX') return null;
  return (
    <p className="payment__sandbox" role="note">
      Test payments only: no money moves. Use the card 4242 4242 4242 4242 with any future date and any three digits; 4000 0000 0000 0002 is declined.
    </p>
  );
}

function TextField({ label, value, onChange, error, type = 'text', hint, ...rest }: { label: string; value: string; onChange: (v: string) => void; error?: string | undefined; type?: string; hint?: string; min?: string; max?: string; autoComplete?: string }) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field field--wide">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} {...rest} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

// ── /gift ──────────────────────────────────────────────────────────────────────────────────────────────────

export function GiftLandingPage() {
  const { copy } = usePageData();
  const data = usePreloaded(GiftPageQuery, {});
  const product = data?.giftProduct;
  // Back from the provider's payment page (?paid=1): read after hydration, so the server's page is the same for all.
  const [paid, setPaid] = useState(false);
  useEffect(() => setPaid(new URLSearchParams(window.location.search).get('paid') === '1'), []);
  return (
    <Titled page="landing-gift" title={`Give ${copy.productName}`} lede={product ? `${product.description} ${money(product.price)}, paid once.` : undefined}>
      {paid && (
        <p role="status" className="gifts__done">
          Thank you! Your gift is paid: we e-mail you its codes, and the recipient their gift on the day you chose.
        </p>
      )}
      <ul className="gifts__choices">
        <li>
          <h2>For one person</h2>
          <p>We e-mail your gift and your message on the day you choose.</p>
          <a className="button" href={hrefFor('ShowLiteGiftCheckout')}>
            Give a membership
          </a>
        </li>
        <li>
          <h2>For a group</h2>
          <p>
            Buy {GROUP_GIFT_MIN} to {GROUP_GIFT_MAX} memberships and get a code for each to hand out.
          </p>
          <a className="button button--outline" href={hrefFor('ShowGroupGift')}>
            Give several
          </a>
        </li>
      </ul>
      <p>
        Got a gift code? <a href={hrefFor('ShowRedeem')}>Redeem it</a>.
      </p>
    </Titled>
  );
}

// ── /gift-checkout, /gift-plans and /group-gift ───────────────────────────────────────────────────────────────

type BoughtOrder = { id: string; giftType: string; quantity: number; recipientEmail: string | null; sendAt: number | null; codes: { code: string }[] };

function GiftForm({ group }: { group: boolean }) {
  const { transport, copy } = usePageData();
  const { clock } = usePorts();
  const data = usePreloaded(GiftPageQuery, {});
  const key = useMemo(newIdempotencyKey, []);
  const { card, fields, check, setErrors } = useCard();
  const [form, setForm] = useState({ recipientEmail: '', recipientName: '', senderName: '', message: '', sendOn: '', quantity: String(GROUP_GIFT_MIN), newMembersOnly: false });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'failed'; message: string } | { kind: 'done'; order: BoughtOrder }>({ kind: 'idle' });
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const product = data?.giftProduct;
  const quantity = group ? Math.max(0, Math.floor(Number(form.quantity)) || 0) : 1;
  const today = isoDay(clock.now());

  if (!data?.viewer) {
    return (
      <p>
        <a className="button" href={hrefFor('ShowSignIn', { redirect: group ? hrefFor('ShowGroupGift') : hrefFor('ShowLiteGiftCheckout') })}>
          Sign in to give a membership
        </a>
      </p>
    );
  }
  const hosted = data.paymentConfiguration.hostedCheckout;
  if (state.kind === 'done') {
    const o = state.order;
    return (
      <div role="status" className="gifts__done">
        <h2>Thank you!</h2>
        {o.giftType === 'gift' ? (
          <p>
            Your gift goes to {o.recipientEmail} {o.sendAt && isoDay(o.sendAt) !== today ? `on ${formatLongDate(o.sendAt)}` : 'now'}. We e-mailed you a copy of the code.
          </p>
        ) : (
          <p>Here are your {o.quantity} gift codes. We e-mailed them to you too.</p>
        )}
        <ul className="gifts__codes">
          {o.codes.map((c) => (
            <li key={c.code}>
              <code>{c.code}</code>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport || state.kind === 'sending' || (!hosted && !check())) return;
    setState({ kind: 'sending' });
    try {
      if (hosted) {
        // Paid on the provider's page: the codes are mailed once it confirms the payment.
        const result = await transport.request(StartGiftCheckoutMutation, {
          input: { ...form, giftType: group ? 'group-gift' : 'gift', quantity, newMembersOnly: group && form.newMembersOnly, idempotencyKey: key },
        });
        const answer = result.data?.startGiftCheckout;
        if (!answer) throw new Error(result.errors?.[0]?.message ?? 'The payment page could not be opened.');
        if (answer.ok && answer.url) return window.location.assign(answer.url);
        setFieldErrors(Object.fromEntries(answer.fieldErrors.map((e) => [e.field, e.message])));
        return setState({ kind: 'failed', message: answer.message ?? 'The payment page could not be opened.' });
      }
      const result = await transport.request(BuyGiftMutation, {
        input: { ...form, giftType: group ? 'group-gift' : 'gift', quantity, newMembersOnly: group && form.newMembersOnly, card, idempotencyKey: key },
      });
      const answer = result.data?.buyGift;
      if (!answer) throw new Error(result.errors?.[0]?.message ?? 'The payment did not go through.');
      if (answer.ok && answer.order) return setState({ kind: 'done', order: answer.order });
      const byField = Object.fromEntries(answer.fieldErrors.map((e) => [e.field, e.message]));
      setFieldErrors(byField);
      setErrors(byField);
      setState({ kind: 'failed', message: answer.message ?? 'The payment did not go through.' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The payment did not go through.' });
    }
  };

  return (
    <form className="payment__form gifts__form" onSubmit={submit} noValidate>
      {group ? (
        <>
          <TextField label="How many memberships" type="number" value={form.quantity} onChange={set('quantity')} min={String(GROUP_GIFT_MIN)} max={String(GROUP_GIFT_MAX)} error={fieldErrors.quantity} />
          <div className="field field--wide field--check">
            <input id="gift-new-only" type="checkbox" checked={form.newMembersOnly} onChange={(e) => setForm((f) => ({ ...f, newMembersOnly: e.target.checked }))} />
            <label htmlFor="gift-new-only">Only for readers who have never been members</label>
          </div>
        </>
      ) : (
        <>
          <TextField label="Their e-mail" type="email" autoComplete="off" value={form.recipientEmail} onChange={set('recipientEmail')} error={fieldErrors.recipientEmail} />
          <TextField label="Their name" value={form.recipientName} onChange={set('recipientName')} error={fieldErrors.recipientName} />
          <TextField label="Delivery date" type="date" value={form.sendOn} onChange={set('sendOn')} min={today} error={fieldErrors.sendOn} hint="Leave empty to send it now." />
        </>
      )}
      <TextField label="Your name" autoComplete="name" value={form.senderName} onChange={set('senderName')} error={fieldErrors.senderName} />
      <div className="field field--wide">
        <label htmlFor="gift-message">Message (optional)</label>
        <textarea id="gift-message" value={form.message} maxLength={GIFT_MESSAGE_MAX} rows={4} onChange={(e) => set('message')(e.target.value)} />
      </div>
      <SandboxNote provider={data.paymentConfiguration.provider} />
      {hosted ? null : fields}
      {state.kind === 'failed' && (
        <p role="alert" className="payment__error">
          {state.message}
        </p>
      )}
      <button type="submit" className="button payment__submit" disabled={state.kind === 'sending'} aria-busy={state.kind === 'sending'}>
        {state.kind === 'sending'
          ? 'Processing…'
          : `${hosted ? 'Continue to payment: ' : 'Pay '}${product ? money({ amount: product.price.amount * quantity, currency: product.price.currency }) : ''}`.trim()}
      </button>
      <p className="payment__terms">
        {quantity === 1 ? 'A year' : `${quantity} years`} of {copy.productName} membership, paid once. A gift does not renew.
      </p>
    </form>
  );
}

export function GiftCheckoutPage() {
  const { copy } = usePageData();
  const product = usePreloaded(GiftPageQuery, {})?.giftProduct;
  return (
    <Titled page="gift-membership" title={`Give a year of ${copy.productName}`} lede={product && `${product.description} ${money(product.price)}.`}>
      <GiftForm group={false} />
    </Titled>
  );
}

export function GroupGiftPage() {
  const { copy } = usePageData();
  return (
    <Titled page="group-gift-membership" title={`Give ${copy.productName} to a group`} lede={`A code for each person: every code is a year of membership.`}>
      <GiftForm group />
    </Titled>
  );
}

// ── /redeem, /redeem-gift and Settings #redeemGiftMembership ─────────────────────────────────────────────────

export function RedeemGiftPage() {
  const { state } = usePageData();
  const data = usePreloaded(GiftPageQuery, {});
  const [initial, setInitial] = useState('');
  // The e-mail's link carries the code (?code=…): read after hydration, so the server's page is the same for all.
  useEffect(() => setInitial(new URLSearchParams(window.location.search).get('code') ?? ''), []);
  return (
    <Titled page="redeem-gift-membership" title="Redeem a gift">
      {data?.viewer ? (
        <RedeemGiftForm key={initial} initialCode={initial} />
      ) : (
        <p>
          <a className="button" href={hrefFor('ShowSignIn', { redirect: state.route?.name === 'ShowRedeemGift' ? hrefFor('ShowRedeemGift') : hrefFor('ShowRedeem') })}>
            Sign in to redeem your gift
          </a>
        </p>
      )}
    </Titled>
  );
}

/** Kept for a code check without redeeming (the mutation is rate limited like redeeming). */
export { CheckGiftCodeMutation };

// ── /discount ──────────────────────────────────────────────────────────────────────────────────────────────

export function DiscountPage() {
  const { transport, copy } = usePageData();
  const data = usePreloaded(DiscountPageQuery, {});
  const key = useMemo(newIdempotencyKey, []);
  const { card, fields, check, setErrors } = useCard();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const offer = data?.firstYearOffer;
  const hosted = data?.paymentConfiguration.hostedCheckout ?? false;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport || state.kind === 'sending' || state.kind === 'done' || (!hosted && !check())) return;
    setState({ kind: 'sending' });
    try {
      if (hosted) {
        const result = await transport.request(StartDiscountedMembershipCheckoutMutation, { idempotencyKey: key });
        const answer = result.data?.startDiscountedMembershipCheckout;
        if (answer?.ok && answer.url) {
          setState({ kind: 'done' });
          return window.location.assign(answer.url);
        }
        return setState({ kind: 'failed', message: answer?.message ?? result.errors?.[0]?.message ?? 'The payment page could not be opened.' });
      }
      const result = await transport.request(StartDiscountedMembershipMutation, { input: { card, idempotencyKey: key } });
      const answer = result.data?.startDiscountedMembership;
      if (answer?.ok) {
        setState({ kind: 'done' });
        window.location.assign(hrefFor('ShowWelcomeMember'));
        return;
      }
      setErrors(Object.fromEntries((answer?.fieldErrors ?? []).map((e) => [e.field, e.message])));
      setState({ kind: 'failed', message: answer?.message ?? result.errors?.[0]?.message ?? 'The payment did not go through.' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The payment did not go through.' });
    }
  };
  const viewer = data?.viewer;
  return (
    <Titled page="discount-plans" title={`${offer?.percentOff ?? 50}% off your first year`} lede={`Become a ${copy.productName} member on the yearly plan for less.`}>
      {offer && (
        <p className="plan-card__price">
          <span className="plan-card__amount">{`${money(offer.price)} for the first year`}</span>{' '}
          <s className="plan-card__crossout">
            <span className="visually-hidden">instead of </span>
            {money(offer.crossout)}
          </s>{' '}
          <span className="plan-card__saved">{`Save ${money(offer.saved)}`}</span>
        </p>
      )}
      {!viewer ? (
        <p>
          <a className="button" href={hrefFor('ShowSignIn', { redirect: hrefFor('ShowDiscountPlans') })}>
            Sign in to get the discount
          </a>
        </p>
      ) : viewer.membership ? (
        <p className="plans__current" role="note">
          You already have a membership. <a href={settingsHref()}>Manage it in Settings</a>
        </p>
      ) : viewer.hasPastMemberships ? (
        <p role="note">The first-year discount is for new members. <a href={hrefFor('ShowPlans')}>See the plans</a></p>
      ) : (
        <form className="payment__form" onSubmit={submit} noValidate>
          <SandboxNote provider={data.paymentConfiguration.provider} />
          {hosted ? null : fields}
          {state.kind === 'failed' && (
            <p role="alert" className="payment__error">
              {state.message}
            </p>
          )}
          <button type="submit" className="button payment__submit" disabled={state.kind === 'sending' || state.kind === 'done'}>
            {state.kind === 'sending' ? 'Processing…' : offer ? `${hosted ? 'Continue to payment: ' : 'Pay '}${money(offer.price)} and become a Member` : 'Pay'}
          </button>
          <p className="payment__terms">{offer && `After the first year your membership renews at ${money(offer.crossout)} a year until you cancel, which you can do at any time in Settings.`}</p>
        </form>
      )}
    </Titled>
  );
}

// ── /me/membership/cancel ──────────────────────────────────────────────────────────────────────────────────

type Offer = { percentOff: number; price: Money; regularPrice: Money; numCycles: number } | null;

export function CancelMembershipPage() {
  const { transport } = usePageData();
  const status = usePreloaded(CancelPageQuery, {})?.viewer?.membershipStatus ?? null;
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [offer, setOffer] = useState<{ reason: CancellationReason; offer: Offer } | null>(null);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'failed'; message: string } | { kind: 'done'; discounted: boolean; endsAt: number }>({ kind: 'idle' });
  const legend = useId();

  if (!status) {
    return (
      <Titled page="cancel-membership" title="Cancel your membership">
        <p>You do not have a membership to cancel. <a href={hrefFor('ShowPlans')}>See the plans</a></p>
      </Titled>
    );
  }
  if (state.kind === 'done') {
    return (
      <Titled page="cancel-membership" title={state.discounted ? 'Your discount is on' : 'Your membership is cancelled'}>
        <p role="status">
          {state.discounted
            ? 'Thank you for staying. Your next payments are discounted for a year.'
            : `You keep your membership until ${formatLongDate(state.endsAt)}. You can take the cancellation back until then in Settings.`}
        </p>
        <p>
          <a href={settingsHref()}>Back to Settings</a>
        </p>
      </Titled>
    );
  }
  if (status.isCancelled) {
    return (
      <Titled page="cancel-membership" title="Cancel your membership">
        <p>
          {status.paymentProvider === 'GIFT' ? 'Your gift membership does not renew: it' : 'Your membership is already cancelled: it'} ends on {formatLongDate(status.currentPeriodEndsAt)}.{' '}
          <a href={settingsHref()}>Back to Settings</a>
        </p>
      </Titled>
    );
  }

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport || !reason) return;
    setState({ kind: 'sending' });
    try {
      const result = await transport.request(CancellationOfferQuery, { reason });
      const answer = result.data?.cancellationOffer;
      if (!answer?.ok) throw new Error(answer?.message ?? result.errors?.[0]?.message ?? 'Something went wrong.');
      if (!answer.offer) return void (await decide(false, reason));
      setOffer({ reason, offer: answer.offer });
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'Something went wrong.' });
    }
  };
  const decide = async (acceptDiscount: boolean, why: CancellationReason) => {
    if (!transport) return;
    setState({ kind: 'sending' });
    try {
      const result = await transport.request(CancelMembershipWithReasonMutation, { reason: why, acceptDiscount });
      const answer = result.data?.cancelMembershipWithReason;
      if (!answer?.ok || !answer.status) throw new Error(answer?.message ?? result.errors?.[0]?.message ?? 'Something went wrong.');
      setState({ kind: 'done', discounted: answer.discounted, endsAt: answer.status.currentPeriodEndsAt });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'Something went wrong.' });
    }
  };
  const busy = state.kind === 'sending';

  return (
    <Titled page="cancel-membership" title="Cancel your membership">
      {offer?.offer ? (
        <div className="gifts__offer" role="region" aria-label="Before you go">
          <h2>Before you go: {offer.offer.percentOff}% off for a year</h2>
          <p>
            Stay and pay {money(offer.offer.price)} instead of {money(offer.offer.regularPrice)} for your next {offer.offer.numCycles === 1 ? 'yearly payment' : `${offer.offer.numCycles} monthly payments`}.
          </p>
          <p className="plans__actions">
            <button type="button" className="button" disabled={busy} onClick={() => void decide(true, offer.reason)}>
              Take {offer.offer.percentOff}% off
            </button>
            <button type="button" className="button button--outline" disabled={busy} onClick={() => void decide(false, offer.reason)}>
              No thanks, cancel
            </button>
          </p>
        </div>
      ) : (
        <form onSubmit={ask} className="gifts__reasons">
          <fieldset aria-labelledby={legend}>
            <legend id={legend}>{CANCELLATION_QUESTION}</legend>
            {CANCELLATION_REASONS.map((r) => (
              <div key={r} className="field--check">
                <input type="radio" id={`reason-${r}`} name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
                <label htmlFor={`reason-${r}`}>{CANCELLATION_REASON_LABELS[r]}</label>
              </div>
            ))}
          </fieldset>
          <p className="plans__actions">
            <button type="submit" className="button" disabled={!reason || busy}>
              Continue
            </button>
            <a href={settingsHref()}>Keep my membership</a>
          </p>
        </form>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="payment__error">
          {state.message}
        </p>
      )}
    </Titled>
  );
}

// ── /me/billing-history/receipt/{chargeId} ─────────────────────────────────────────────────────────────────

export function ReceiptPage() {
  const { state, copy } = usePageData();
  const chargeId = state.route?.params.chargeId ?? '';
  const receipt = usePreloaded(ReceiptPageQuery, { chargeId })?.viewer?.receipt ?? null;
  if (!receipt) return <Titled page="billing-receipt" title="Receipt" lede="There is no such receipt." />;
  const method = receipt.paymentMethod;
  return (
    <Titled page="billing-receipt" title={`Receipt from ${copy.productName}`}>
      <dl className="receipt">
        <dt>Receipt number</dt>
        <dd>{receipt.id}</dd>
        <dt>Date</dt>
        <dd>{formatLongDate(receipt.createdAt)}</dd>
        <dt>Billed to</dt>
        <dd>
          {receipt.payerName} ({receipt.payerEmail})
        </dd>
        <dt>For</dt>
        <dd>
          {copy.productName} membership ({receipt.membershipType.toLowerCase().replace('_', ' ')})
          {receipt.periodStart && receipt.periodEnd ? `, ${formatLongDate(receipt.periodStart)} – ${formatLongDate(receipt.periodEnd)}` : ''}
        </dd>
        <dt>Amount</dt>
        <dd>{money(receipt.amount)}</dd>
        <dt>Status</dt>
        <dd>{receipt.status === 'PAID' ? 'Paid' : 'Failed'}</dd>
        {method && method.lastFour && (
          <>
            <dt>Paid with</dt>
            <dd>
              {method.cardType} ending in {method.lastFour}
            </dd>
          </>
        )}
      </dl>
      <p className="receipt__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>{' '}
        <a href={settingsHref()}>Back to billing history</a>
      </p>
    </Titled>
  );
}

// ── /welcome-member ────────────────────────────────────────────────────────────────────────────────────────

export function WelcomeMemberPage() {
  const { copy } = usePageData();
  return (
    <Titled page="welcome-member" title={`Welcome to ${copy.productName} membership`} lede={`Thank you for supporting the writers on ${copy.productName}. Every member-only story is open to you now.`}>
      <p className="plans__actions">
        <a className="button" href={hrefFor('ShowHome')}>
          Start reading
        </a>
        <a href={settingsHref()}>Manage your membership</a>
      </p>
    </Titled>
  );
}
