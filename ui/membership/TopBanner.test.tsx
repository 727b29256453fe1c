// reader-experience §4 top banners in the browser: which one shows for which membership (core's choice
// drawn), its colour, its link, and dismissal — remembered locally, DismissFlag sent once.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { memoryKeyValueStore } from '../../adapters/storage/key-value-store.memory.ts';
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { testViewer } from '../testing/viewer.ts';
import { statusData, TEST_NOW } from './membership-fixtures.ts';
import type { MembershipStatusData } from './membership-queries.ts';
import { TopBanner } from './TopBanner.tsx';

afterEach(cleanup);
const DAY = 86_400_000;
const member = testViewer({ membership: { tier: 'MEMBER', memberSince: '2026-01-01T00:00:00.000Z', isCancelled: false } });

function transportFor(status: MembershipStatusData | null, flags: string[] = []) {
  const requests: { name: string; variables: Record<string, unknown> }[] = [];
  const transport: GraphQLTransport = {
    request: vi.fn(async (operation: { name: string }, variables: Record<string, unknown>) => {
      requests.push({ name: operation.name, variables });
      if (operation.name === 'UseReactivateMembershipUpsellQuery') return { data: { viewer: { id: 'u1', membershipStatus: status } } } as never;
      if (operation.name === 'UsePaymentMethodRetentionQuery') return { data: { viewer: { id: 'u1', dismissableFlags: flags.map((flag) => ({ flag, dismissedAt: 1 })) } } } as never;
      return { data: { dismissFlag: { id: 'u1', dismissableFlags: [{ flag: variables.flag, dismissedAt: TEST_NOW }] } } } as never;
    }),
  };
  return { transport, requests };
}

async function show(options: { status: MembershipStatusData | null; viewer?: ReturnType<typeof testViewer>; route?: string; storage?: KeyValueStore; flags?: string[]; now?: number }) {
  const { transport, requests } = transportFor(options.status, options.flags);
  const storage = options.storage ?? memoryKeyValueStore();
  const routeName = options.route ?? 'ShowHome';
  await act(async () => {
    renderWithPageData(<TopBanner viewer={options.viewer ?? member} transport={transport} />, {
      state: { route: { name: routeName, page: 'home', kind: 'page', params: {} } },
      ports: { storage, clock: { now: () => options.now ?? TEST_NOW } },
    });
  });
  return { requests, storage, banner: () => document.querySelector<HTMLElement>('.top-banner') };
}

describe('reader-experience §4 top banners (UI)', () => {
  it('reports the upsell viewed (and its button presented), clicked and dismissed, through the page\u2019s event log', async () => {
    const log = vi.fn();
    window.__quireEvents = { log } as unknown as NonNullable<Window['__quireEvents']>;
    try {
      await show({ status: null, viewer: testViewer() });
      expect(log.mock.calls.map((c) => c[0])).toEqual(['upsell.viewed', 'button.clientPresented']);
      fireEvent.click(screen.getByRole('link', { name: 'Become a member' }));
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(log.mock.calls.map((c) => c[0]).slice(2)).toEqual(['upsell.clicked', 'upsell.dismissed']);
    } finally {
      delete window.__quireEvents;
    }
  });

  it('keeps events logged before reporting starts, for it to send', async () => {
    delete window.__quireEvents;
    window.__quireEventBacklog = [];
    await show({ status: null, viewer: testViewer() });
    expect(window.__quireEventBacklog.map((e) => e.key)).toEqual(['upsell.viewed', 'button.clientPresented']);
    delete window.__quireEventBacklog;
  });

  it('offers membership to a signed-in non-member, without asking the server, and hides for 90 days once dismissed', async () => {
    const { requests, banner, storage } = await show({ status: null, viewer: testViewer() });
    expect(requests).toEqual([]);
    expect(banner()?.textContent).toContain('Get unlimited access to the best of Quire for less than $1/week.');
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/plans');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();
    expect(storage.get('membership-banner-dismissed:upsell:u1')).toBe(String(TEST_NOW));
  });

  it('shows the reactivate banner to a cancelled member, its link opening the modal, not dismissible in the last 4 weeks', async () => {
    const { banner } = await show({ status: statusData({ isCancelled: true, currentPeriodEndsAt: TEST_NOW + 10 * DAY }) });
    expect(banner()?.dataset.banner).toBe('reactivate');
    expect(banner()?.textContent).toContain('Your membership will expire on December 1, 2026');
    expect(screen.getByRole('link', { name: 'Reactivate membership' }).getAttribute('href')).toBe('#reactivateMembership');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('shows the expired-card banner on Home in neutral colour, links to the payment settings, and sends its flag once', async () => {
    const { banner, requests, storage } = await show({ status: statusData({ hasCreditCardExpired: true }) });
    expect(banner()?.className).toContain('top-banner--neutral');
    expect(banner()?.textContent).toContain('Your payment method has expired.');
    expect(screen.getByRole('link', { name: 'Update to keep your membership' }).getAttribute('href')).toBe('/me/settings/membership#payment');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(banner()).toBeNull();
    expect(requests.filter((r) => r.name === 'DismissFlag')).toEqual([
      { name: 'DismissFlag', variables: { userId: 'u1', flag: 'PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER' } },
    ]);
    expect(storage.get('dismissed-flags:u1')).toContain('PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER');
  });

  it('keeps payment banners to Home, Settings and posts: none on a profile', async () => {
    const { banner } = await show({ status: statusData({ hasCreditCardExpired: true }), route: 'ShowUser' });
    expect(banner()).toBeNull();
  });

  it('shows a failed renewal in error colour, not dismissible', async () => {
    const { banner } = await show({ status: statusData({ hasRecurringPaymentFailedMoreThanOnce: true, paymentFailedAt: TEST_NOW - DAY, currentPeriodEndsAt: TEST_NOW - 4 * DAY }) });
    expect(banner()?.className).toContain('top-banner--error');
    expect(banner()?.textContent).toContain('Your subscription payment failed.');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('warns of a card expiring before a period that ends this week; a flag dismissed on the server keeps it hidden', async () => {
    const expiring = statusData({ currentPeriodEndsAt: Date.parse('2026-12-01T00:00:00.000Z'), paymentMethod: { kind: 'CARD', cardType: 'VISA', lastFour: '4242', expirationMonth: 11, expirationYear: 2026 } });
    const now = Date.parse('2026-11-27T12:00:00.000Z');
    const shown = await show({ status: expiring, now });
    expect(shown.banner()?.textContent).toContain('Your payment method will expire soon.');
    cleanup();
    const hidden = await show({ status: expiring, now, flags: ['PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER'] });
    expect(hidden.banner()).toBeNull();
  });

  it('runs the top-banner machine: a dismissed upsell stays away while the tab is revisited within 90 days, and is back after', async () => {
    const storage = memoryKeyValueStore();
    let now = TEST_NOW;
    const { transport } = transportFor(null);
    await act(async () => {
      renderWithPageData(<TopBanner viewer={testViewer()} transport={transport} />, { ports: { storage, clock: { now: () => now } } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(document.querySelector('.top-banner')).toBeNull();
    const revisit = (at: number) => {
      now = at;
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    revisit(TEST_NOW + 89 * DAY);
    expect(document.querySelector('.top-banner')).toBeNull();
    // Only the machine's banner.clock transition decides again: nothing else re-reads the dismissal.
    revisit(TEST_NOW + 90 * DAY);
    expect(document.querySelector('.top-banner')?.getAttribute('data-banner')).toBe('upsell');
  });

  it('shows nothing to a member in good standing', async () => {
    const { banner } = await show({ status: statusData() });
    expect(banner()).toBeNull();
  });
});
