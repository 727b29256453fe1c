// reader-experience §2.3: the 57px top bar. What it shows comes from core's top-bar policy.
import type { MouseEvent } from 'react';
import { topBarModel } from '../../core/layout/top-bar.policy.ts';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { usePageData } from '../data.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { hrefFor } from './links.ts';
import { NotificationsButton } from './NotificationsBadge.tsx';
import { SearchBox } from './SearchBox.tsx';

function scrollToTopOnHome(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}

export function TopBar({ onToggleSidebar, sidebarOpen }: { onToggleSidebar?: (() => void) | undefined; sidebarOpen?: boolean }) {
  const { state, copy } = usePageData();
  const openSignIn = useOpenSignIn();
  const model = topBarModel({
    signedIn: state.viewer !== null,
    routeName: state.route?.name ?? null,
    page: state.route?.page ?? null,
    flags: new Set(state.flags),
    appConfigured: state.appUrl !== undefined,
  });
  const logoHref = model.logo.route === 'ShowHome' ? hrefFor('ShowHome') : hrefFor(model.logo.route, model.logo.params);
  return (
    <>
      {model.showOpenInApp && (
        <div className="open-in-app">
          <a href={hrefFor('ShowDownloadApp')}>Open in app</a>
        </div>
      )}
      <header className="top-bar" role="banner">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <div className="top-bar__inner">
          {(model.showSidebarToggle || (state.viewer && onToggleSidebar)) && (
            <button
              type="button"
              className="icon-button top-bar__sidebar-toggle"
              aria-label="Navigation"
              aria-expanded={sidebarOpen ?? false}
              aria-controls="sidebar"
              onClick={onToggleSidebar}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </button>
          )}
          <a
            className="wordmark"
            href={logoHref}
            aria-label={`${copy.productName} home`}
            onClick={model.logoScrollsToTop ? scrollToTopOnHome : undefined}
          >
            {copy.productName}
          </a>
          <SearchBox />
          <div className="top-bar__actions">
            {model.showWrite && (
              <a className="top-bar__write" href={hrefFor('ShowNewPost')}>
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M14 4l6 6-10 10H4v-6L14 4z" fill="none" stroke="currentColor" strokeWidth="1.4" />
                </svg>
                <span>Write</span>
              </a>
            )}
            {model.showSearch && (
              <a className="icon-button top-bar__search-link" href={hrefFor('ShowSearch')} aria-label="Search">
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
                  <path d="M15 15l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                </svg>
              </a>
            )}
            {model.showNotifications && <NotificationsButton />}
            {model.loggedOutLinks.map((link) => (
              <a
                key={link.label}
                className={link.operation === 'register' ? 'button button--small' : 'top-bar__sign-in'}
                href={hrefFor('ShowSignIn', { operation: link.operation })}
                onClick={(e) => {
                  // With the app running, the modal opens in place; without it, the sign-in page does the same.
                  e.preventDefault();
                  openSignIn({ entryPoint: link.label === 'Sign in' ? 'signIn' : 'getStarted', operation: link.operation });
                }}
              >
                {link.label}
              </a>
            ))}
            {state.viewer && <AvatarMenu viewer={state.viewer} />}
          </div>
        </div>
      </header>
    </>
  );
}
