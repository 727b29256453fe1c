// reader-experience §2.2 Settings → 'Membership and payment' in the browser: what each membership state
// shows and offers, switching plan, cancelling through the confirm dialog, and a new card checked by
// core's rules before the server's answer is shown.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import { statusData, TEST_NOW } from '../membership/membership-fixtures.ts';
import type { MembershipSettingsData, MembershipStatusData } from '../membership/membership-queries.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { MembershipSettingsPage } from './MembershipSettingsPage.tsx';

afterEach(cleanup);
const DAY = 86_400_000;

function render(status: MembershipStatusData | null, options: { transport?: GraphQLTransport; hasPastMemberships?: boolean } = {}) {
  const data: MembershipSettingsData = {
    paymentConfiguration: { hostedCheckout: false },
    viewer: {
      id: 'u1',
      membership: status ? { id: 'mem_1', tier: 'MEMBER', memberSince: TEST_NOW - 100 * DAY, friendSince: null } : null,
      membershipStatus: status,
      hasPastMemberships: options.hasPastMemberships ?? false,
      billingHistory: status
        ? [{ id: 'c1', membershipType: 'MONTHLY', amount: { amount: 500, currency: 'USD' }, status: 'PAID', createdAt: TEST_NOW - 10 * DAY, periodStart: TEST_NOW - 10 * DAY, periodEnd: TEST_NOW + 20 * DAY }]
        : [],
    },
  };
  return renderWithPageData(<MembershipSettingsPage />, {
    cache: { [cacheKey('MembershipSettingsQuery', {})]: { data } },
    transport: options.transport ?? null,
    state: {
      now: new Date(TEST_NOW).toISOString(),
      route: { name: 'ShowSettingsTab', page: 'settings', kind: 'page', params: { setting: 'membership' } },
      layout: { layout: 'two-column' },
    },
  });
}

describe("reader-experience §2.2 settings: 'Membership and payment' (UI)", () => {
  it('shows an active member the plan, the next payment, the card, the billing history and the actions', () => {
    render(statusData());
    expect(screen.getByRole('link', { name: 'Membership and payment' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByText('Member, monthly').length).toBeGreaterThan(0);
    expect(screen.getByTestId('membership-period').textContent).toBe('Your next payment of $5 is on December 11, 2026.');
    expect(screen.getByTestId('payment-summary').textContent).toBe('Ending in 4242 (Expires 12/2030)');
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel membership' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reactivate membership' })).toBeNull();
    expect(screen.getByRole('table').textContent).toContain('$5');
    expect(document.getElementById('payment')).not.toBeNull();
  });

  it('offers a cancelled member reactivation (through the modal) and no plan switch', () => {
    render(statusData({ isCancelled: true }));
    expect(screen.getByTestId('membership-period').textContent).toBe('Your membership will expire on December 11, 2026.');
    expect(screen.getByRole('link', { name: 'Reactivate membership' }).getAttribute('href')).toBe('#reactivateMembership');
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
  });

  it('tells a member whose payment failed, with an expired card, and offers no plan switch', () => {
    render(statusData({ paymentFailedAt: TEST_NOW - DAY, hasCreditCardExpired: true, paymentMethod: { kind: 'CARD', cardType: 'VISA', lastFour: '4242', expirationMonth: 10, expirationYear: 2026 } }));
    expect(screen.getByTestId('payment-summary').textContent).toBe('Ending in 4242 (Expired 10/2026)');
    expect(screen.getByTestId('payment-failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
  });

  it('shows a scheduled switch', () => {
    render(statusData({ switchPlanSchedule: { startAt: TEST_NOW + 20 * DAY, price: { amount: 1500, currency: 'USD' }, membershipType: 'PREMIUM_MONTHLY' } }));
    expect(screen.getByTestId('membership-switch').textContent).toBe('Your plan changes to Friend, monthly ($15/month) on December 11, 2026.');
  });

  it('shows a reader without a membership how to become one', () => {
    render(null);
    expect(screen.getByText(/You are not a member/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/plans');
  });

  it('switches plan from the next period and says so', async () => {
    const switched = statusData({ switchPlanSchedule: { startAt: TEST_NOW + 20 * DAY, price: { amount: 15000, currency: 'USD' }, membershipType: 'PREMIUM_YEARLY' } });
    const request = vi.fn(async () => ({ data: { switchMembershipPlan: { ok: true, code: null, message: null, fieldErrors: [], status: switched } } }));
    render(statusData(), { transport: { request } as unknown as GraphQLTransport });
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    const friendYearly = await screen.findByRole('radio', { name: /Friend, yearly · \$150\/year/ });
    fireEvent.click(friendYearly);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch plan' })));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ name: 'SwitchMembershipPlanMutation' }), { membershipType: 'PREMIUM_YEARLY' });
    expect(screen.getByTestId('membership-switch').textContent).toBe('Your plan changes to Friend, yearly ($150/year) on December 11, 2026.');
    // Said once: the scheduled line has the plan and the day; the notice only confirms.
    expect(screen.getByRole('status').textContent).toBe('Your plan change is saved.');
  });

  it('cancels only after the confirm dialog, which Escape closes without cancelling', async () => {
    const request = vi.fn(async () => ({ data: { cancelMembership: { ok: true, code: null, message: null, fieldErrors: [], status: statusData({ isCancelled: true }) } } }));
    render(statusData(), { transport: { request } as unknown as GraphQLTransport });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your membership?' });
    // The dialog moves focus to its safe choice once it is shown (an effect after the dialog's first paint).
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Keep membership'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    await screen.findByRole('dialog');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Cancel membership' }).at(-1)!));
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('membership-period').textContent).toBe('Your membership will expire on December 11, 2026.');
    // The expiry is said once, by the period line; the notice says what happened.
    expect(screen.getByRole('status').textContent).toBe('Your membership is cancelled.');
    expect(screen.getAllByText(/will expire on/)).toHaveLength(1);
  });

  it('says in the cancel dialog that a scheduled switch will not happen, and after cancelling that it was dropped', async () => {
    const schedule = { startAt: TEST_NOW + 20 * DAY, price: { amount: 1500, currency: 'USD' }, membershipType: 'PREMIUM_MONTHLY' } as const;
    const request = vi.fn(async () => ({ data: { cancelMembership: { ok: true, code: null, message: null, fieldErrors: [], status: statusData({ isCancelled: true }) } } }));
    render(statusData({ switchPlanSchedule: schedule }), { transport: { request } as unknown as GraphQLTransport });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your membership?' });
    expect(dialog.textContent).toContain('Your change to Friend, monthly on December 11, 2026 will not happen.');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Cancel membership' }).at(-1)!));
    expect(screen.getByRole('status').textContent).toMatch(/^Your membership is cancelled, and the change to Friend, monthly scheduled for December 11, 2026 with it\./);
    expect(screen.queryByTestId('membership-switch')).toBeNull();
  });

  it('checks a new card with core’s rules, then shows the server’s refusal', async () => {
    const request = vi.fn(async () => ({ data: { updatePaymentMethod: { ok: false, code: 'card_declined', message: 'Your card was declined.', fieldErrors: [], status: null } } }));
    render(statusData(), { transport: { request } as unknown as GraphQLTransport });
    fireEvent.click(screen.getByRole('button', { name: 'Update payment method' }));
    const form = await screen.findByRole('form', { name: 'New card' });
    await act(async () => fireEvent.submit(form));
    expect(screen.getByText('Enter the card number.')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.change(screen.getByLabelText('Expiration date'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '10115' } });
    await act(async () => fireEvent.submit(form));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your card was declined.'));
    expect(request).toHaveBeenCalledTimes(1);
  });
});
