// reader-experience §2.7: the 240px avatar menu, a WAI-ARIA menu button. Entries and their conditions
// come from core's avatar-menu policy; sign-out carries the session's xsrf token.
import { useState } from 'react';
import { avatarMenuModel, type MenuLink } from '../../core/layout/avatar-menu.policy.ts';
import { AVATAR_FOOTER_KEYS, AVATAR_MORE_KEYS, footerLinks } from '../../core/layout/footer-links.ts';
import type { Viewer } from '../../core/session/viewer.ts';
import { Avatar } from '../components/Avatar.tsx';
import { usePageData } from '../data.tsx';
import { hrefFor } from './links.ts';
import { useMenuButton } from './useMenuButton.ts';

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

export function AvatarMenu({ viewer }: { viewer: Viewer }) {
  const { state, copy } = usePageData();
  const menu = useMenuButton();
  const [showMore, setShowMore] = useState(false);
  const model = avatarMenuModel(viewer, new Set(state.flags), copy.productName);
  const sections = model.kind === 'viewer' ? model.sections : [model.links];
  const footer = footerLinks(AVATAR_FOOTER_KEYS, state.siteLinks);
  const more = footerLinks(AVATAR_MORE_KEYS, state.siteLinks);
  return (
    <div className="avatar-menu">
      <button type="button" className="avatar-menu__button" aria-label="Your account" {...menu.buttonProps}>
        <Avatar id={viewer.id} name={viewer.name} size="XS" />
      </button>
      {menu.visible && (
        <div
          {...menu.menuProps}
          aria-label="Your account"
          className={`menu avatar-menu__menu${menu.open ? '' : ' menu--closing'}`}
        >
          {sections.map((section, i) => (
            <div role="group" key={i} className="menu__section">
              {section.map((link) => (
                <MenuItem key={link.key} link={link} xsrf={state.xsrf} />
              ))}
            </div>
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
      )}
    </div>
  );
}
