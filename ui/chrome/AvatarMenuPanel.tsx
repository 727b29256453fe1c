// reader-experience §2.7: the avatar menu's 240px panel. Entries and their conditions come from core's
// avatar-menu policy; sign-out carries the session's xsrf token. Loaded on first open (and preloaded when
// the pointer or focus reaches the button, ui/chrome/AvatarMenu.tsx), so no page carries it at first paint.
import { Fragment, useState } from 'react';
import { ACCOUNT_SWITCHING_COPY } from '../../core/auth/account-switching.ts';
import { avatarMenuModel, type MenuLink } from '../../core/layout/avatar-menu.policy.ts';
import { AVATAR_FOOTER_KEYS, AVATAR_MORE_KEYS, footerLinks } from '../../core/layout/footer-links.ts';
import type { Viewer } from '../../core/session/viewer.ts';
import { usePageData } from '../data.tsx';
import { hrefFor } from './links.ts';
import type { MenuProps } from './useMenuButton.ts';

/** reader-experience §8: sign-out without an xsrf token logs 'No xsrf token found' and goes nowhere. */
export function signOutHref(xsrf: string | null): string | null {
  if (!xsrf) {
    console.error(new Error('No xsrf token found'));
    return null;
  }
  return hrefFor('AcctSignout', { xsrf });
}

function MenuItem({ link, xsrf }: { link: MenuLink; xsrf: string | null }) {
  const href = link.key === 'signOut' ? signOutHref(xsrf) : hrefFor(link.route, link.params);
  return (
    <a
      role="menuitem"
      tabIndex={-1}
      href={href ?? undefined}
      className={`menu__item${link.smallScreensOnly ? ' menu__item--small-only' : ''}`}
    >
      <span>{link.label}</span>
      {link.detail && <span className="menu__detail">{link.detail}</span>}
    </a>
  );
}

/**
 * Issue 21, reader-experience §4 'Switch account': the browser's other signed-in accounts, each a navigation to
 * /m/account/switch with the active session's xsrf token (as sign-out is), and 'Add another account'.
 */
function AccountSwitcher({ xsrf, others }: { xsrf: string | null; others: { username: string; name: string }[] }) {
  if (!xsrf) return null;
  const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  const query = (params: Record<string, string>) => new URLSearchParams({ ...params, xsrf, redirect: here }).toString();
  return (
    <div role="group" aria-label={ACCOUNT_SWITCHING_COPY.switchAccount} className="menu__section">
      {others.map((account) => (
        <a key={account.username} role="menuitem" tabIndex={-1} href={`/m/account/switch?${query({ to: account.username })}`} className="menu__item">
          <span>{ACCOUNT_SWITCHING_COPY.switchAccount}</span>
          <span className="menu__detail">
            {account.name} (@{account.username})
          </span>
        </a>
      ))}
      <a role="menuitem" tabIndex={-1} href={`/m/account/add?${query({})}`} className="menu__item">
        <span>{ACCOUNT_SWITCHING_COPY.addAccount}</span>
      </a>
    </div>
  );
}

export type AvatarMenuPanelProps = {
  viewer: Viewer;
  /** The menu button's props for the menu element: its ref, role and keyboard handling. */
  menuProps: MenuProps;
  /** Fading out (reader-experience §2.7: over 300 ms). */
  closing: boolean;
};

export function AvatarMenuPanel({ viewer, menuProps, closing }: AvatarMenuPanelProps) {
  const { state, copy } = usePageData();
  const [showMore, setShowMore] = useState(false);
  const model = avatarMenuModel(viewer, new Set(state.flags), copy.productName);
  const sections = model.kind === 'viewer' ? model.sections : [model.links];
  const footer = footerLinks(AVATAR_FOOTER_KEYS, state.siteLinks);
  const more = footerLinks(AVATAR_MORE_KEYS, state.siteLinks);
  return (
    <div {...menuProps} aria-label="Your account" className={`menu avatar-menu__menu${closing ? ' menu--closing' : ''}`}>
      {sections.map((section, i) => (
        <Fragment key={i}>
          {/* The accounts to switch to come just before Sign out, which stays the menu's last entry. */}
          {model.kind === 'viewer' && section.some((l) => l.key === 'signOut') && <AccountSwitcher xsrf={state.xsrf} others={state.otherAccounts ?? []} />}
          <div role="group" className="menu__section">
            {section.map((link) => (
              <MenuItem key={link.key} link={link} xsrf={state.xsrf} />
            ))}
          </div>
        </Fragment>
      ))}
      {(footer.length > 0 || more.length > 0) && (
        <div role="group" aria-label="About" className="menu__footer">
          {footer.map((l) => (
            <a key={l.key} role="menuitem" tabIndex={-1} href={l.href} className="menu__footer-link">
              {l.label}
            </a>
          ))}
          {more.length > 0 && (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-expanded={showMore}
              className="menu__footer-link menu__more"
              onClick={() => setShowMore((v) => !v)}
            >
              More
            </button>
          )}
          {showMore &&
            more.map((l) => (
              <a key={l.key} role="menuitem" tabIndex={-1} href={l.href} className="menu__footer-link">
                {l.label}
              </a>
            ))}
        </div>
      )}
    </div>
  );
}
