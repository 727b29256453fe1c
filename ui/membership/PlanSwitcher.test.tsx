// reader-experience §4 plan switching in the browser: the picker is core's plan-switch machine at work —
// its choice, its guard on confirming, its error cleared by a new choice, its onSwitched with the server's
// answer.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { statusData, TEST_NOW } from './membership-fixtures.ts';
import { toMembershipStatus } from './membership-queries.ts';
import { PlanSwitcher } from './PlanSwitcher.tsx';

afterEach(cleanup);
const DAY = 86_400_000;

function show(status = statusData(), answers: unknown[] = []) {
  const request = vi.fn(async () => answers.shift());
  const onSwitched = vi.fn();
  renderWithPageData(<PlanSwitcher status={toMembershipStatus(status)!} transport={{ request } as unknown as GraphQLTransport} onSwitched={onSwitched} />);
  return { request, onSwitched, confirm: () => screen.getByRole('button', { name: /Switch plan|Keep my current plan|Saving…/ }) as HTMLButtonElement };
}

describe('reader-experience §4 plan switching (the plan-switch machine in the settings)', () => {
  it('starts on the scheduled plan, which cannot be confirmed again; the current plan takes the schedule back', () => {
    const { confirm } = show(statusData({ switchPlanSchedule: { startAt: TEST_NOW + 20 * DAY, price: { amount: 1500, currency: 'USD' }, membershipType: 'PREMIUM_MONTHLY' } }));
    expect((screen.getByRole('radio', { name: /Friend, monthly/ }) as HTMLInputElement).checked).toBe(true);
    expect(confirm().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Member, monthly/ }));
    expect(confirm().textContent).toBe('Keep my current plan');
    expect(confirm().disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /Friend, yearly/ }));
    expect(confirm().textContent).toBe('Switch plan');
  });

  it('shows a refusal until the next choice, then switches and hands the page the new status', async () => {
    const switched = statusData({ switchPlanSchedule: { startAt: TEST_NOW + 20 * DAY, price: { amount: 15000, currency: 'USD' }, membershipType: 'PREMIUM_YEARLY' } });
    const { request, onSwitched, confirm } = show(statusData(), [
      { data: { switchMembershipPlan: { ok: false, code: 'NOT_ALLOWED', message: 'Not now.', fieldErrors: [], status: null } } },
      { data: { switchMembershipPlan: { ok: true, code: null, message: null, fieldErrors: [], status: switched } } },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /Friend, monthly/ }));
    await act(async () => fireEvent.click(confirm()));
    expect(screen.getByRole('alert').textContent).toBe('Not now.');
    // The machine's choose step clears the error: a new choice is a new question.
    fireEvent.click(screen.getByRole('radio', { name: /Friend, yearly/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.click(confirm()));
    expect(request.mock.calls.map((c) => (c as unknown[])[1])).toEqual([{ membershipType: 'PREMIUM_MONTHLY' }, { membershipType: 'PREMIUM_YEARLY' }]);
    expect(onSwitched).toHaveBeenCalledWith(toMembershipStatus(switched), 'PREMIUM_YEARLY');
    expect(confirm().disabled).toBe(true);
  });
});
