import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testViewer } from '../testing/viewer.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';

afterEach(cleanup);

const viewer = testViewer({
  adminCollections: [
    { id: 'c1', name: 'Field Notes', slug: 'field-notes' },
    { id: 'c2', name: 'Slow Kitchen', slug: 'slow-kitchen' },
  ],
});

const links = { about: '/about', blog: 'https://blog.example.org', press: '/press', rules: '/rules', status: 'https://status.example.org' };

describe('reader-experience §2.7 avatar menu (UI)', () => {
  it('opens on the button, lists the entries with their links, and signs out with the xsrf token', () => {
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: 'tok123', siteLinks: links } });
    const button = screen.getByRole('button', { name: 'Your account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
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

  it("logs 'No xsrf token found' and offers no sign-out address without a token", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: null, siteLinks: {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Your account' }));
    expect(screen.getByRole('menuitem', { name: /Sign out/ }).getAttribute('href')).toBeNull();
    expect(error.mock.calls.some(([e]) => e instanceof Error && e.message === 'No xsrf token found')).toBe(true);
    error.mockRestore();
  });

  it('closes on Escape and gives focus back to the button', () => {
    renderWithPageData(<AvatarMenu viewer={viewer} />, { state: { viewer, xsrf: 't', siteLinks: {} } });
    const button = screen.getByRole('button', { name: 'Your account' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
