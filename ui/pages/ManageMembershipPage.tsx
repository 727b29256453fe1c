// platform-reference §2.4 manage-membership and its confirmation (wordmark layout); reader-experience §2.2
// ShowManageMembershipPage and ShowManageMembershipConfirmationPage, §2.12 (the Friend popover's Upgrade
// for a current Member comes here), §4 plan switching. The reader picks the plan to switch to (from the
// next period on); the confirmation page says what changes when. Both say the same as the settings tab
// ('Membership and payment'), from the same core model, and link back to it.
import { useState } from 'react';
import {
  BECOME_MEMBER_LINK,
  GENERIC_MEMBERSHIP_ERROR,
  NO_MEMBERSHIP_TEXT,
  PAYMENT_FAILED_SETTINGS_TEXT,
  PAYMENT_UPDATED_TEXT,
  UPDATE_PAYMENT_BUTTON,
} from '../../core/copy/membership-copy.ts';
import { membershipSettingsModel, planName } from '../../core/membership/membership-settings.ts';
import { MEMBERSHIP_TYPES, type MembershipType } from '../../core/membership/types.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { MembershipSettingsQuery, toMembershipStatus } from '../membership/membership-queries.ts';
import { useLazyComponent } from '../chrome/lazy-component.ts';
import { newIdempotencyKey } from '../membership/idempotency.ts';
import { UpdatePaymentMethodCheckoutMutation } from '../membership/membership-operations.ts';
import { usePorts } from '../ports.tsx';
import { loadCardForm, loadPlanSwitcher } from './MembershipSettingsPage.tsx';

const settingsHref = () => hrefFor('ShowSettingsTab', { setting: 'membership' });

function NotAMember() {
  const { copy } = usePageData();
  return (
    <>
      <p>{NO_MEMBERSHIP_TEXT(copy.productName)}</p>
      <p>
        <a className="button" href={hrefFor('ShowPlans')}>
          {BECOME_MEMBER_LINK}
        </a>
      </p>
    </>
  );
}

export function ManageMembershipPage() {
  const { state, transport } = usePageData();
  const data = usePreloaded(MembershipSettingsQuery, {});
  const [status] = useState(() => toMembershipStatus(data?.viewer?.membershipStatus));
  const model = status ? membershipSettingsModel(status, Date.parse(state.now)) : null;
  // The picker's code comes after the page (it is shared with the settings tab, where it loads on a click).
  const { Component: PlanSwitcher } = useLazyComponent(loadPlanSwitcher, model?.canSwitchPlan === true);
  return (
    <PageFrame
      page="manage-membership"
      main={
        <div className="manage-membership">
          <h1>Change your plan</h1>
          {!status || !model ? (
            <NotAMember />
          ) : (
            <>
              <p className="settings__line">
                You are on <strong>{model.plan}</strong> · {model.price}. {model.periodLine}
              </p>
              {model.scheduledSwitch && <p className="settings__line">{model.scheduledSwitch}</p>}
              {model.canSwitchPlan ? (
                PlanSwitcher && <PlanSwitcher
                  status={status}
                  transport={transport}
                  onSwitched={(_, to) => window.location.assign(hrefFor('ShowManageMembershipConfirmationPage', { membershipType: to }))}
                />
              ) : (
                <p className="membership-muted">
                  {status.isCancelled
                    ? 'A cancelled membership cannot change plan. Reactivate it first.'
                    : 'Your plan cannot change right now: update your payment method first.'}
                </p>
              )}
            </>
          )}
          <p>
            <a href={settingsHref()}>Back to Membership and payment</a>
          </p>
        </div>
      }
    />
  );
}

const isMembershipType = (value: string | undefined): value is MembershipType => MEMBERSHIP_TYPES.some((t) => t === value);

export function ManageMembershipConfirmationPage() {
  const { state } = usePageData();
  const data = usePreloaded(MembershipSettingsQuery, {});
  const status = toMembershipStatus(data?.viewer?.membershipStatus);
  const asked = state.route?.params.membershipType;
  const model = status ? membershipSettingsModel(status, Date.parse(state.now)) : null;
  let line: string;
  if (!status || !model) line = 'You do not have a membership.';
  else if (isMembershipType(asked) && status.switchPlanSchedule?.membershipType === asked && model.scheduledSwitch) line = model.scheduledSwitch;
  else if (asked === status.membershipType) line = `You are on ${planName(status.membershipType)}. ${model.periodLine}`;
  else line = 'No plan change is scheduled.';
  return (
    <PageFrame
      page="manage-membership-confirmation"
      main={
        <div className="manage-membership">
          <h1>Your plan</h1>
          <p className="settings__line" data-testid="membership-switch">
            {line}
          </p>
          <p>
            <a className="button" href={settingsHref()}>
              Go to Membership and payment
            </a>
          </p>
        </div>
      }
    />
  );
}

// ── /me/settings/payment/update (ShowPaymentMethod) ─────────────────────────────────────────────────────────
// Issue 23: the card on file and a new one — the card form with the sandbox; with Stripe, Stripe's page (a Checkout
// session in setup mode: a SetupIntent), which comes back here; the new card shows once Stripe has told the webhook.

export function UpdatePaymentPage() {
  const { state, transport } = usePageData();
  const { clock } = usePorts();
  const data = usePreloaded(MembershipSettingsQuery, {});
  const [status, setStatus] = useState(() => toMembershipStatus(data?.viewer?.membershipStatus));
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hosted = data?.paymentConfiguration.hostedCheckout ?? false;
  const model = status ? membershipSettingsModel(status, Date.parse(state.now)) : null;
  const { Component: CardForm } = useLazyComponent(loadCardForm, model?.canUpdatePayment === true && !hosted);
  const openHostedCardPage = async () => {
    if (!transport) return;
    setBusy(true);
    setError(null);
    try {
      const result = await transport.request(UpdatePaymentMethodCheckoutMutation, { idempotencyKey: newIdempotencyKey() });
      const answer = result.data?.updatePaymentMethodCheckout;
      if (answer?.ok && answer.url) return window.location.assign(answer.url);
      setError(answer?.message ?? GENERIC_MEMBERSHIP_ERROR);
    } catch {
      setError(GENERIC_MEMBERSHIP_ERROR);
    }
    setBusy(false);
  };
  return (
    <PageFrame
      page="update-payment"
      main={
        <section className="manage-membership" aria-labelledby="update-payment-heading">
          <h1 id="update-payment-heading">Update your payment method</h1>
          {!status || !model ? (
            <NotAMember />
          ) : (
            <>
              <p className="settings__line" data-testid="payment-summary">
                {model.paymentSummary ?? 'No payment method on file.'}
              </p>
              {model.paymentFailed && <p className="settings__line membership-error">{PAYMENT_FAILED_SETTINGS_TEXT}</p>}
              {notice && (
                <p role="status" className="membership-success">
                  {notice}
                </p>
              )}
              {!model.canUpdatePayment ? (
                <p className="membership-muted">This membership’s payment cannot be changed here.</p>
              ) : hosted ? (
                <div className="settings__actions">
                  <p>You give your new card on our payment provider’s secure page; it shows here once they confirm it.</p>
                  <button type="button" className="button" disabled={busy} onClick={() => void openHostedCardPage()}>
                    {UPDATE_PAYMENT_BUTTON}
                  </button>
                  {error && (
                    <p role="alert" className="membership-error">
                      {error}
                    </p>
                  )}
                </div>
              ) : (
                CardForm && (
                  <CardForm
                    transport={transport}
                    now={() => clock.now()}
                    onCancel={() => window.location.assign(settingsHref())}
                    onUpdated={(next) => {
                      setStatus(next);
                      setNotice(PAYMENT_UPDATED_TEXT);
                    }}
                  />
                )
              )}
            </>
          )}
          <p>
            <a href={settingsHref()}>Back to Membership and payment</a>
          </p>
        </section>
      }
    />
  );
}
