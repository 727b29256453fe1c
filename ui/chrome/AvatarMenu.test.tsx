import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testViewer } from '../testing/viewer.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { MENU_FADE_MS } from './useMenuButton.ts';

afterEach(cleanup);

const viewer = testViewer({
  adminCollections: [
    { id: 'c1', name: 'Field Notes', slug: 'field-notes' },
    { id: 'c2', name: 'Slow Kitchen', slug: 'slow-kitchen' },
  ],
});

const links = { about: '/about', blog: 'https://blog.example.org', press: '/press', rules: '/rules', status: 'https://status.example.org' };

describe('reader-experience §2.7 avatar menu (UI)', () => {
  it('paints the button alone: the panel is not there until the menu is opened', () => {
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: 't', siteLinks: links } });
    const button = screen.getByRole('button', { name: 'Your account' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the button, lists the entries with their links, and signs out with the xsrf token', async () => {
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: 'tok123', siteLinks: links } });
    const button = screen.getByRole('button', { name: 'Your account' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('menu', { name: 'Your account' });
    const item = (name: string | RegExp) => screen.getByRole('menuitem', { name });
    expect(item('Write').getAttribute('href')).toBe('/new-story');
    expect(item(/Maya Chen/).getAttribute('href')).toBe('/@maya_chen');
    expect(item('Stories').getAttribute('href')).toBe('/me/stories/drafts');
    expect(item('Field Notes').getAttribute('href')).toBe('/field-notes');
    expect(item('Become a member').getAttribute('href')).toBe('/membership');
    expect(item(/Sign out/).getAttribute('href')).toBe('/m/signout/tok123');
    expect(item(/Sign out/).textContent).toContain('m••••@example.com');
    expect(item('Blog').getAttribute('href')).toBe('https://blog.example.org');
    // Press, Rules and Status wait under 'More'.
    expect(screen.queryByRole('menuitem', { name: 'Press' })).toBeNull();
    fireEvent.click(item('More'));
    expect(item('More').getAttribute('aria-expanded')).toBe('true');
    expect(item('Press').getAttribute('href')).toBe('/press');
    expect(item('Status').getAttribute('href')).toBe('https://status.example.org');
  });

  it("lists the browser's other accounts under 'Switch account', with 'Add another account' (issue 21, reader-experience §4)", async () => {
    const otherAccounts = [{ username: 'samir_haddad', name: 'Samir Haddad', imageId: null }];
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: 'tok123', siteLinks: links, otherAccounts } });
    fireEvent.click(screen.getByRole('button', { name: 'Your account' }));
    const group = await screen.findByRole('group', { name: 'Switch account' });
    const switchTo = new URL(screen.getByRole('menuitem', { name: /Switch account.*Samir Haddad/ }).getAttribute('href')!, 'http://localhost');
    expect(switchTo.pathname).toBe('/m/account/switch');
    expect(switchTo.searchParams.get('to')).toBe('samir_haddad');
    expect(switchTo.searchParams.get('xsrf')).toBe('tok123');
    const add = new URL(screen.getByRole('menuitem', { name: 'Add another account' }).getAttribute('href')!, 'http://localhost');
    expect(add.pathname).toBe('/m/account/add');
    expect(add.searchParams.get('xsrf')).toBe('tok123');
    expect(group.contains(screen.getByRole('menuitem', { name: 'Add another account' }))).toBe(true);
  });

  it("logs 'No xsrf token found' and offers no sign-out address without a token", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: null, siteLinks: {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Your account' }));
    expect((await screen.findByRole('menuitem', { name: /Sign out/ })).getAttribute('href')).toBeNull();
    expect(error.mock.calls.some(([e]) => e instanceof Error && e.message === 'No xsrf token found')).toBe(true);
    error.mockRestore();
  });

  for (const key of ['Enter', ' ', 'ArrowDown'] as const) {
    it(`opened by keyboard (${key === ' ' ? 'Space' : key}) moves focus to the first item once the panel has loaded`, async () => {
      renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: 't', siteLinks: links } });
      const button = screen.getByRole('button', { name: 'Your account' });
      button.focus();
      // A browser turns Enter and Space on a button into a click; ArrowDown is the menu button's own.
      if (key === 'ArrowDown') fireEvent.keyDown(button, { key });
      else fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Write'));
      expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
    });
  }

  it('opened with ArrowUp focuses the last item', async () => {
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: 't', siteLinks: {} } });
    const button = screen.getByRole('button', { name: 'Your account' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Sign out/));
  });

  it('closes on Escape, gives focus back to the button, and fades out over 300 ms', async () => {
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: 't', siteLinks: {} } });
    const button = screen.getByRole('button', { name: 'Your account' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Write'));
    vi.useFakeTimers();
    try {
      fireEvent.keyDown(menu, { key: 'Escape' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(button);
      // Still painted while it fades, then gone.
      expect(menu.className).toContain('menu--closing');
      expect(menu.isConnected).toBe(true);
      vi.advanceTimersByTime(MENU_FADE_MS);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('pointer or focus on the button (which preload the panel) do not open the menu', async () => {
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: 't', siteLinks: {} } });
    const button = screen.getByRole('button', { name: 'Your account' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    await act(async () => {});
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closed again before its panel arrived, the menu never shows (no fade of a menu never painted)', async () => {
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: 't', siteLinks: {} } });
    const button = screen.getByRole('button', { name: 'Your account' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await act(async () => {});
    expect(screen.queryByRole('menu')).toBeNull();
    // And it opens normally afterwards.
    fireEvent.click(button);
    await screen.findByRole('menu', { name: 'Your account' });
  });
});
