// The 'plans' page name (wordmark layout): /plans and /upgrade let a reader choose Member or Friend,
// monthly or yearly (reader-experience §9 prices); /payment takes the card (§3 card fields: number,
// expirationDate, cvv, postalCode) and makes them a member, then sends them back where they came from.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { safeRedirectPath } from '../../core/auth/redirect.ts';
import { validateCardInput, type CardField as CardFieldName, type CardFieldErrors, type CardInput } from '../../core/membership/card-input.ts';
import { CARD_FIELDS, CardField, cardFieldId, EMPTY_CARD } from '../membership/CardFields.tsx';
import { formatMoney } from '../../core/membership/money.ts';
import { DEFAULT_BILLING_PERIOD, membershipTypeParam, planOffer, planOffers, priceLabel, tierTitle, type PlanOffer } from '../../core/membership/plan-offers.ts';
import type { BillingPeriod } from '../../core/membership/types.ts';
import { hrefFor } from '../chrome/links.ts';
import { newIdempotencyKey } from '../membership/idempotency.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { usePorts } from '../ports.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { landingSections } from '../../core/landing/landing-pages.ts';
import { PostBody } from '../components/PostBody.tsx';
import { EditLandingButton } from '../landing/EditLandingButton.tsx';
import { LandingPageQuery } from '../landing/landing-queries.ts';
import {
  PlansViewerQuery,
  StartMembershipCheckoutMutation,
  StartMembershipMutation,
  type PlansViewerData,
} from '../membership/plans-queries.ts';

/** One key per visit to the page: a double click or a retried request never buys twice. */
function useIdempotencyKey(): string {
  return useMemo(newIdempotencyKey, []);
}

const settingsHref = () => hrefFor('ShowSettingsTab', { setting: 'membership' });

function CurrentMembership({ viewer }: { viewer: NonNullable<PlansViewerData['viewer']> }) {
  if (!viewer.membership) return null;
  return (
    <p className="plans__current" role="note">
      You are a {tierTitle(viewer.membership.tier)}. <a href={settingsHref()}>Manage your membership</a>
    </p>
  );
}

function PlanCard({ offer, href, current }: { offer: PlanOffer; href: string; current: boolean }) {
  const headingId = useId();
  return (
    <li className={`plan-card${offer.tier === 'FRIEND' ? ' plan-card--friend' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="plan-card__title">
        {offer.title}
      </h2>
      <p className="plan-card__price">
        <span className="plan-card__amount">{priceLabel(offer)}</span>
        {offer.crossout && offer.saved && (
          <>
            {' '}
            <s className="plan-card__crossout">
              <span className="visually-hidden">instead of </span>
              {formatMoney(offer.crossout)}
            </s>
            <span className="plan-card__saved">Save {formatMoney(offer.saved)}</span>
          </>
        )}
      </p>
      <ul className="plan-card__benefits">
        {offer.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      {current ? (
        <p className="plan-card__current">Your plan</p>
      ) : (
        <a className="button plan-card__cta" href={href}>
          Get {offer.title}
        </a>
      )}
    </li>
  );
}

function PlanChooser({ viewer, redirect, title = 'Choose your membership', level = 1 }: { viewer: PlansViewerData['viewer']; redirect: string | null; title?: string; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const { copy } = usePageData();
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const offers = planOffers(period, copy.productName);
  const legendId = useId();
  const payHref = (offer: PlanOffer) => hrefFor('ShowPay', { membershipType: offer.membershipType, ...(redirect ? { redirect } : {}) });
  return (
    <section className="plans" aria-labelledby="plans-title">
      <Heading id="plans-title" className="plans__title">
        {title}
      </Heading>
      <p className="plans__lede">
        Members read every story on {copy.productName} and support the writers they read. Friends give more of it to those writers.
      </p>
      {viewer && <CurrentMembership viewer={viewer} />}
      <div role="radiogroup" aria-labelledby={legendId} className="plans__period">
        <span id={legendId} className="visually-hidden">
          Billing
        </span>
        {(['ANNUAL', 'MONTHLY'] as const).map((p) => (
          <label key={p} className={`plans__period-option${period === p ? ' plans__period-option--on' : ''}`}>
            <input type="radio" name="billing" value={p} checked={period === p} onChange={() => setPeriod(p)} />
            {p === 'ANNUAL' ? 'Yearly' : 'Monthly'}
          </label>
        ))}
      </div>
      <ul className="plans__cards">
        {offers.map((offer) => (
          <PlanCard key={offer.membershipType} offer={offer} href={payHref(offer)} current={viewer?.membershipStatus?.membershipType === offer.membershipType} />
        ))}
      </ul>
    </section>
  );
}

type Submission = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; message: string } | { status: 'done' };

function PaymentForm({ offer, redirect }: { offer: PlanOffer; redirect: string | null }) {
  const { transport } = usePageData();
  const { clock } = usePorts();
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' });
  const idempotencyKey = useIdempotencyKey();
  const ids = { form: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport || submission.status === 'sending' || submission.status === 'done') return;
    const found = validateCardInput(card, clock.now());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(cardFieldId(ids.form, Object.keys(found)[0] as CardFieldName))?.focus();
      return;
    }
    setSubmission({ status: 'sending' });
    try {
      const result = await transport.request(StartMembershipMutation, {
        input: { membershipType: offer.membershipType, card, idempotencyKey },
      });
      const answer = result.data?.startMembership;
      if (!answer) throw new Error(result.errors?.[0]?.message ?? 'The payment did not go through.');
      if (answer.ok) {
        setSubmission({ status: 'done' });
        // Issue 23: a first payment with nowhere to go back to lands on /welcome-member.
        window.location.assign(safeRedirectPath(redirect, hrefFor('ShowWelcomeMember')));
        return;
      }
      setErrors(Object.fromEntries(answer.fieldErrors.map((e) => [e.field, e.message])));
      setSubmission({ status: 'failed', message: answer.message ?? 'The payment did not go through.' });
    } catch (error) {
      setSubmission({ status: 'failed', message: error instanceof Error ? error.message : 'The payment did not go through.' });
    }
  };

  const busy = submission.status === 'sending' || submission.status === 'done';
  return (
    <form className="payment__form" onSubmit={submit} noValidate aria-describedby={submission.status === 'failed' ? ids.error : undefined}>
      {CARD_FIELDS.map(({ field }) => (
        <CardField
          key={field}
          field={field}
          idPrefix={ids.form}
          card={card}
          setCard={setCard}
          errors={errors}
          className={`field${field === 'number' ? ' field--wide' : ''}`}
        />
      ))}
      {submission.status === 'failed' && (
        <p id={ids.error} role="alert" className="payment__error">
          {submission.message}
        </p>
      )}
      <button type="submit" className="button payment__submit" disabled={busy} aria-busy={submission.status === 'sending'}>
        {submission.status === 'sending' ? 'Processing…' : submission.status === 'done' ? 'Welcome aboard' : `Pay ${formatMoney(offer.price)} and become a ${offer.title}`}
      </button>
      <p className="payment__terms">
        Your {offer.per === 'year' ? 'yearly' : 'monthly'} membership renews every {offer.per} until you cancel, which you can do at any time in Settings.
      </p>
    </form>
  );
}

/** Stripe: the card is given on Stripe's own page; the membership begins when Stripe confirms the payment. */
function HostedCheckout({ offer }: { offer: PlanOffer }) {
  const { transport } = usePageData();
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' });
  const idempotencyKey = useIdempotencyKey();
  const go = async () => {
    if (!transport || submission.status === 'sending') return;
    setSubmission({ status: 'sending' });
    try {
      const result = await transport.request(StartMembershipCheckoutMutation, { membershipType: offer.membershipType, idempotencyKey });
      const answer = result.data?.startMembershipCheckout;
      if (answer?.ok && answer.url) {
        setSubmission({ status: 'done' });
        window.location.assign(answer.url);
        return;
      }
      setSubmission({ status: 'failed', message: answer?.message ?? result.errors?.[0]?.message ?? 'The payment page did not open.' });
    } catch (error) {
      setSubmission({ status: 'failed', message: error instanceof Error ? error.message : 'The payment page did not open.' });
    }
  };
  return (
    <div className="payment__form">
      {submission.status === 'failed' && (
        <p role="alert" className="payment__error">
          {submission.message}
        </p>
      )}
      <button type="button" className="button payment__submit" onClick={go} disabled={submission.status === 'sending' || submission.status === 'done'}>
        {submission.status === 'sending' ? 'Opening the payment page…' : `Continue to payment: ${priceLabel(offer)}`}
      </button>
      <p className="payment__terms">You give your card on Stripe's secure page; it never passes through this site.</p>
    </div>
  );
}

function Payment({ viewer, membershipType, redirect, hosted, sandbox }: { viewer: PlansViewerData['viewer']; membershipType: string | undefined; redirect: string | null; hosted: boolean; sandbox: boolean }) {
  const { copy } = usePageData();
  const offer = planOffer(membershipTypeParam(membershipType), copy.productName);
  const changeHref = hrefFor('ShowPlans', redirect ? { redirect } : {});
  return (
    <section className="payment" aria-labelledby="payment-title">
      <h1 id="payment-title" className="plans__title">
        {`Become a ${offer.title}`}
      </h1>
      {viewer?.membership ? (
        <p className="plans__current" role="note">
          You already have a membership. <a href={settingsHref()}>Manage it in Settings</a>
        </p>
      ) : (
        <>
          <div className="payment__summary">
            <p>
              <strong>{offer.title}</strong> · {priceLabel(offer)}
              {offer.saved && <span className="plan-card__saved"> Save {formatMoney(offer.saved)}</span>}
            </p>
            <a href={changeHref}>Change plan</a>
          </div>
          {sandbox && (
            <p className="payment__sandbox" role="note">
              Test payments only: no money moves. Use the card 4242 4242 4242 4242 with any future date and any three digits; 4000 0000 0000 0002 is declined.
            </p>
          )}
          {hosted ? <HostedCheckout offer={offer} /> : <PaymentForm offer={offer} redirect={redirect} />}
        </>
      )}
    </section>
  );
}

export function PlansPage() {
  const { state } = usePageData();
  const data = usePreloaded(PlansViewerQuery, {});
  const viewer = data?.viewer ?? null;
  const route = state.route;
  const redirect = route?.params.redirect ? safeRedirectPath(route.params.redirect) : null;
  return (
    <PageFrame
      page="plans"
      main={
        route?.name === 'ShowPay' ? (
          <Payment
            viewer={viewer}
            membershipType={route.params.membershipType}
            redirect={redirect}
            hosted={data?.paymentConfiguration.hostedCheckout ?? false}
            sandbox={data?.paymentConfiguration.provider === 'SANDBOX'}
          />
        ) : (
          <PlanChooser viewer={viewer} redirect={redirect} />
        )
      }
    />
  );
}


/** /plans/confirmation/{membershipType}: after buying, when there was no story to go back to. */
export function PlansConfirmationPage() {
  const { state, copy } = usePageData();
  const offer = planOffer(membershipTypeParam(state.route?.params.membershipType), copy.productName);
  return (
    <PageFrame
      page="plans-confirmation"
      main={
        <section className="plans plans--confirmation" aria-labelledby="confirmation-title">
          <h1 id="confirmation-title" className="plans__title">
            {`Welcome, ${offer.title}`}
          </h1>
          <p className="plans__lede">
            Thank you for supporting the writers on {copy.productName}. Every member-only story is open to you now.
          </p>
          <p className="plans__actions">
            <a className="button" href={hrefFor('ShowHome')}>
              Start reading
            </a>
            <a href={settingsHref()}>Manage your membership</a>
          </p>
        </section>
      }
    />
  );
}

/**
 * /membership (landing-membership, basic layout): what membership is — a landing page's text staff edit in the story
 * editor (core/landing/landing-pages.ts) — with the plans, their prices and buttons between its lede and the rest.
 */
export function MembershipLandingPage() {
  const { copy } = usePageData();
  const viewer = usePreloaded(PlansViewerQuery, {})?.viewer ?? null;
  const landing = usePreloaded(LandingPageQuery, { key: 'membership' })?.landingPage ?? null;
  const { lede, rest } = landingSections(landing?.paragraphs ?? []);
  return (
    <PageFrame
      page="landing-membership"
      main={
        <div className="landing">
          <header className="landing__header">
            {/* reader-experience §2.3: on the membership pages the logo goes to Membership settings. */}
            <a className="wordmark" href={hrefFor('ShowSettingsTab', { setting: 'membership' })} aria-label={`${copy.productName}: Membership settings`}>
              {copy.productName}
            </a>
          </header>
          <section className="landing__hero" aria-labelledby="landing-title">
            <h1 id="landing-title" className="plans__title">
              {landing?.title ?? `Membership on ${copy.productName}`}
            </h1>
            {landing?.editable && <EditLandingButton landingKey="membership" />}
            <div className="plans__lede post-body">
              <PostBody paragraphs={lede} />
            </div>
          </section>
          <PlanChooser viewer={viewer} redirect={null} title="Plans" level={2} />
          {rest.length > 0 && (
            <section className="landing__faq post-body" aria-label="About membership">
              <PostBody paragraphs={rest} />
            </section>
          )}
        </div>
      }
    />
  );
}
