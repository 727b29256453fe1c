// reader-experience §2.12 the Friend badge and its popover in the browser: hover or focus shows it (its
// code loaded then), it hides 100 ms after the pointer leaves, Escape closes it; Upgrade for a Member goes
// to the manage-membership page.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPageData } from '../testing/render-page.tsx';
import { testViewer } from '../testing/viewer.ts';
import { MembershipBadge } from './MembershipBadge.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const member = testViewer({ membership: { tier: 'MEMBER', memberSince: '2026-01-01T00:00:00.000Z', isCancelled: false } });

describe('reader-experience §2.12 Friend badge and popover (UI)', () => {
  it('shows a plain Member badge for a Member', () => {
    renderWithPageData(<MembershipBadge tier="MEMBER" friendSince={null} isOwn={false} />);
    expect(screen.getByText('Member').tagName).toBe('SPAN');
  });

  it('opens on focus, offers a Member the upgrade to manage-membership, and closes on Escape', async () => {
    renderWithPageData(<MembershipBadge tier="FRIEND" friendSince={Date.parse('2026-03-02T00:00:00Z')} isOwn={false} />, { state: { viewer: member } });
    const badge = screen.getByRole('button', { name: 'Friend' });
    await act(async () => badge.focus());
    const popover = await screen.findByRole('dialog', { name: 'Friend of Quire' });
    expect(popover.style.width).toBe('240px');
    expect(popover.textContent).toContain('Friend since Mar 2026');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/manage-membership');
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(badge, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides 100 ms after the pointer leaves, and shows no Upgrade to a Friend', async () => {
    const friend = testViewer({ membership: { tier: 'FRIEND', memberSince: '2026-01-01T00:00:00.000Z', isCancelled: false } });
    renderWithPageData(<MembershipBadge tier="FRIEND" friendSince={null} isOwn />, { state: { viewer: friend } });
    const wrap = screen.getByRole('button', { name: 'Friend' }).parentElement!;
    fireEvent.pointerEnter(wrap);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    vi.useFakeTimers();
    fireEvent.pointerLeave(wrap);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
