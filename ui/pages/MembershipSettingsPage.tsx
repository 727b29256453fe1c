// reader-experience §2.2 Settings → 'Membership and payment' (/me/settings/membership, the settings page,
// two column), with the anchors #membership and #payment: the plan and its price, the next charge or the
// day the membership ends, a scheduled switch, the payment method in §9's words, the actions core allows
// (switch plan, cancel with a confirmation, reactivate through the §2.11 modal, a new card), the billing
// history, and for Members the §4 settings upgrade banner. A reader without a membership is shown how to
// become one. Every rule and sentence comes from core (membership-settings.ts, eligibility.policy.ts,
// membership-copy.ts); this page holds the reader's inputs and the answers of the mutations.
import { useEffect, useState } from 'react';
import {
  BECOME_MEMBER_LINK,
  CANCEL_MEMBERSHIP_BUTTON,
  NO_MEMBERSHIP_TEXT,
  PAST_MEMBERSHIP_TEXT,
  PAYMENT_FAILED_SETTINGS_TEXT,
  PAYMENT_UPDATED_TEXT,
  REACTIVATE_BANNER_LINK,
  SETTINGS_UPGRADE_LINK,
  SETTINGS_UPGRADE_TEXT,
  SWITCH_PLAN_LINK,
  UPDATE_PAYMENT_BUTTON,
  GENERIC_MEMBERSHIP_ERROR,
} from '../../core/copy/membership-copy.ts';
import { readBannerDismissedAt, saveBannerDismissal } from '../../core/membership/banner-dismissals.ts';
import { showSettingsUpgradeBanner } from '../../core/membership/eligibility.policy.ts';
import { billingRow, cancelledNotice, membershipSettingsModel, switchedNotice } from '../../core/membership/membership-settings.ts';
import { REACTIVATE_MEMBERSHIP_HASH } from '../../core/membership/reactivate-hash.ts';
import type { MembershipStatus } from '../../core/membership/types.ts';
import { SETTINGS_TABS, type SettingsTab } from '../../core/routing/settings.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { usePorts } from '../ports.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { componentLoader, preloadProps, useLazyComponent } from '../chrome/lazy-component.ts';
import type { CancelMembershipDialogProps } from '../membership/CancelMembership.tsx';
import { RedeemGiftForm } from '../membership/RedeemGiftForm.tsx';
import type { CardFormProps } from '../membership/CardForm.tsx';
import { newIdempotencyKey } from '../membership/idempotency.ts';
import { MembershipSettingsQuery, toChargeFacts, toMembershipStatus, type MembershipSettingsData } from '../membership/membership-queries.ts';
import type { PlanSwitcherProps } from '../membership/PlanSwitcher.tsx';

// The actions' code (a plan picker, a card form, a confirm dialog) loads on the click that wants it.
export const loadPlanSwitcher = componentLoader<PlanSwitcherProps>(() => import('../membership/PlanSwitcher.tsx').then((m) => m.PlanSwitcher));
export const loadCardForm = componentLoader<CardFormProps>(() => import('../membership/CardForm.tsx').then((m) => m.CardForm));
const loadCancelDialog = componentLoader<CancelMembershipDialogProps>(() => import('../membership/CancelMembership.tsx').then((m) => m.CancelMembershipDialog));

// The manage-membership pages travel in this page's chunk (ui/pages/page-modules.ts).
export { ManageMembershipConfirmationPage, ManageMembershipPage, UpdatePaymentPage } from './ManageMembershipPage.tsx';

export function SettingsTabs({ current = 'membership' }: { current?: SettingsTab }) {
  return (
    <nav aria-label="Settings">
      <ul className="tabs">
        {SETTINGS_TABS.map((t) => (
          <li key={t.setting}>
            <a className="tabs__tab" href={hrefFor('ShowSettingsTab', { setting: t.setting })} aria-current={t.setting === current ? 'page' : undefined}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function UpgradeBanner({ status, userId }: { status: MembershipStatus; userId: string }) {
  const { copy } = usePageData();
  const hydrated = useHydrated();
  const { storage, clock } = usePorts();
  const [, redraw] = useState(0);
  const model = membershipSettingsModel(status, clock.now());
  const show =
    storage !== null &&
    showSettingsUpgradeBanner({
      canSwitchPlan: model.canSwitchPlan,
      hydrated,
      nativeApp: false,
      tier: model.tier,
      dismissedAt: readBannerDismissedAt(storage, 'upgrade', userId),
      now: clock.now(),
      friendScheduled: model.friendScheduled,
    });
  if (!show || !storage) return null;
  return (
    <div className="settings__upgrade" role="region" aria-label="Upgrade">
      <p>
        {SETTINGS_UPGRADE_TEXT(copy.productName)} <a href={hrefFor('ShowManageMembershipPage')}>{SETTINGS_UPGRADE_LINK}</a>
      </p>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss"
        onClick={() => {
          saveBannerDismissal(storage, 'upgrade', userId, clock.now());
          redraw((n) => n + 1);
        }}
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

function CancelButton({ status, onCancelled }: { status: MembershipStatus; onCancelled: (status: MembershipStatus) => void }) {
  const { transport } = usePageData();
  const [open, setOpen] = useState(false);
  const { Component: CancelDialog } = useLazyComponent(loadCancelDialog, open);
  return (
    <>
      <button type="button" className="button button--outline" onClick={() => setOpen(true)} {...preloadProps(loadCancelDialog)}>
        {CANCEL_MEMBERSHIP_BUTTON}
      </button>
      {open && CancelDialog && (
        <CancelDialog
          status={status}
          transport={transport}
          onClose={() => setOpen(false)}
          onCancelled={(next) => {
            setOpen(false);
            onCancelled(next);
          }}
        />
      )}
    </>
  );
}

function Membership({ data, hostedCheckout }: { data: NonNullable<MembershipSettingsData['viewer']>; hostedCheckout: boolean }) {
  const { state, copy, transport } = usePageData();
  const { clock } = usePorts();
  const [hostedError, setHostedError] = useState<string | null>(null);
  /** Stripe: the new card is given on Stripe's page, which comes back here once it is saved. */
  const openHostedCardPage = async () => {
    if (!transport) return;
    setHostedError(null);
    try {
      const { UpdatePaymentMethodCheckoutMutation } = await import('../membership/membership-operations.ts');
      const result = await transport.request(UpdatePaymentMethodCheckoutMutation, { idempotencyKey: newIdempotencyKey() });
      const answer = result.data?.updatePaymentMethodCheckout;
      if (answer?.ok && answer.url) return window.location.assign(answer.url);
      setHostedError(answer?.message ?? GENERIC_MEMBERSHIP_ERROR);
    } catch {
      setHostedError(GENERIC_MEMBERSHIP_ERROR);
    }
  };
  const [status, setStatus] = useState<MembershipStatus | null>(() => toMembershipStatus(data.membershipStatus));
  const [switching, setSwitching] = useState(false);
  const [updatingCard, setUpdatingCard] = useState(false);
  const [notice, setNotice] = useState<{ section: 'membership' | 'payment'; text: string } | null>(null);
  const { Component: PlanSwitcher } = useLazyComponent(loadPlanSwitcher, switching);
  const { Component: CardForm } = useLazyComponent(loadCardForm, updatingCard);
  // Rendered on the server at its clock and hydrated at the same one; later answers use the browser's.
  const now = Date.parse(state.now);
  const history = data.billingHistory.map((c) => billingRow(toChargeFacts(c)));

  if (!status) {
    return (
      <>
      <section id="membership" className="settings__section" aria-labelledby="membership-heading">
        <h2 id="membership-heading">Membership</h2>
        <p className="settings__line">{data.hasPastMemberships ? PAST_MEMBERSHIP_TEXT : NO_MEMBERSHIP_TEXT(copy.productName)}</p>
        <div className="settings__actions">
          <a className="button" href={hrefFor('ShowPlans')}>
            {BECOME_MEMBER_LINK}
          </a>
        </div>
        {history.length > 0 && <BillingHistory rows={history} />}
      </section>
      <GiftSection />
      </>
    );
  }

  const model = membershipSettingsModel(status, now);
  return (
    <>
      <section id="membership" className="settings__section" aria-labelledby="membership-heading">
        <h2 id="membership-heading">Membership</h2>
        <p className="settings__line">
          <strong>{model.plan}</strong> · {model.price}
        </p>
        <p className="settings__line" data-testid="membership-period">
          {model.periodLine}
        </p>
        {model.scheduledSwitch && (
          <p className="settings__line" data-testid="membership-switch">
            {model.scheduledSwitch}
          </p>
        )}
        {notice?.section === 'membership' && (
          <p role="status" className="membership-success">
            {notice.text}
          </p>
        )}
        <div className="settings__actions">
          {model.canSwitchPlan && !switching && (
            <button type="button" className="button button--outline" onClick={() => setSwitching(true)} {...preloadProps(loadPlanSwitcher)}>
              {SWITCH_PLAN_LINK}
            </button>
          )}
          {model.canReactivate && (
            <a className="button" href={REACTIVATE_MEMBERSHIP_HASH}>
              {REACTIVATE_BANNER_LINK}
            </a>
          )}
          {model.canCancel && (
            <CancelButton
              status={status}
              onCancelled={(next) => {
                setStatus(next);
                setSwitching(false);
                setNotice({ section: 'membership', text: cancelledNotice(status) });
              }}
            />
          )}
        </div>
        {switching && model.canSwitchPlan && PlanSwitcher && (
          <PlanSwitcher
            status={status}
            transport={transport}
            onSwitched={(next) => {
              setStatus(next);
              setSwitching(false);
              setNotice({
                section: 'membership',
                text: switchedNotice(next),
              });
            }}
          />
        )}
        {model.canCancel && (
          <p className="settings__line">
            <a href={hrefFor('ShowCancelMembership')}>Thinking of leaving? Tell us why</a>
          </p>
        )}
        {state.viewer && <UpgradeBanner status={status} userId={state.viewer.id} />}
      </section>
      <section id="payment" className="settings__section" aria-labelledby="payment-heading">
        <h2 id="payment-heading">Payment</h2>
        <p className="settings__line" data-testid="payment-summary">
          {model.paymentSummary ?? 'No payment method on file.'}
        </p>
        {model.paymentFailed && (
          <p className="settings__line membership-error" data-testid="payment-failed">
            {PAYMENT_FAILED_SETTINGS_TEXT}
          </p>
        )}
        {notice?.section === 'payment' && (
          <p role="status" className="membership-success">
            {notice.text}
          </p>
        )}
        {model.canUpdatePayment &&
          (updatingCard && CardForm ? (
            <CardForm
              transport={transport}
              now={() => clock.now()}
              onCancel={() => setUpdatingCard(false)}
              onUpdated={(next) => {
                setStatus(next);
                setUpdatingCard(false);
                setNotice({ section: 'payment', text: PAYMENT_UPDATED_TEXT });
              }}
            />
          ) : (
            <div className="settings__actions">
              {hostedCheckout ? (
                <button type="button" className="button button--outline" onClick={() => void openHostedCardPage()}>
                  {UPDATE_PAYMENT_BUTTON}
                </button>
              ) : (
                <button type="button" className="button button--outline" onClick={() => setUpdatingCard(true)} {...preloadProps(loadCardForm)}>
                  {UPDATE_PAYMENT_BUTTON}
                </button>
              )}
              {hostedError && (
                <p role="alert" className="membership-error">
                  {hostedError}
                </p>
              )}
            </div>
          ))}
      </section>
      <section className="settings__section" aria-labelledby="billing-heading">
        <h2 id="billing-heading">Billing history</h2>
        {history.length > 0 ? <BillingHistory rows={history} /> : <p className="membership-muted">No charges yet.</p>}
      </section>
      <GiftSection />
    </>
  );
}

/** reader-experience §2.6 Settings anchor #redeemGiftMembership: redeem a gift code, or give one (issue 23). */
function GiftSection() {
  return (
    <section id="redeemGiftMembership" className="settings__section" aria-labelledby="redeem-gift-heading">
      <h2 id="redeem-gift-heading">Gifts</h2>
      <p className="settings__line">Got a gift code? Redeem it for a year of membership.</p>
      <RedeemGiftForm />
      <p className="settings__line">
        <a href={hrefFor('ShowGiftLanding')}>Give a membership</a>
      </p>
    </section>
  );
}

function BillingHistory({ rows }: { rows: ReturnType<typeof billingRow>[] }) {
  return (
    <table className="billing-history">
      <caption className="visually-hidden">Billing history</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Plan</th>
          <th scope="col">Period</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Receipt</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.date}</td>
            <td>{row.plan}</td>
            <td>{row.period ?? '—'}</td>
            <td>{row.amount}</td>
            <td className={row.failed ? 'billing-history__failed' : undefined}>{row.status}</td>
            <td>{!row.failed && <a href={hrefFor('ShowBillingReceipt', { chargeId: row.id })} aria-label={`Receipt for ${row.date}`}>Receipt</a>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MembershipSettingsPage() {
  const data = usePreloaded(MembershipSettingsQuery, {});
  return (
    <PageFrame
      page="settings"
      asideLabel="About membership"
      main={
        <>
          <h1 className="page-heading">Settings</h1>
          <SettingsTabs />
          {data?.viewer ? <Membership data={data.viewer} hostedCheckout={data.paymentConfiguration?.hostedCheckout ?? false} /> : <p className="membership-error">Your membership could not be loaded. Please reload the page.</p>}
        </>
      }
      aside={<p className="own-list__about">Members read every story and support the writers they read. Changes to your plan start with your next billing period.</p>}
    />
  );
}
