// reader-experience §2.1 and platform-reference §2.4: the five layouts. Basic: the page alone. Wordmark:
// a centred wordmark above one column. Top navigation: the top bar above one 680px column. Two column: a
// 680px main column with 24px side margins and a 352px (lg) / 368px (xl) right column, hidden below 904px.
// Publication: the top bar, then the publication's own bar (compact: 57px) with its name, header colour
// and navigation. Signed-in readers get the left sidebar beside every layout with the top bar.
import type { ReactNode } from 'react';
import type { PageLayout } from '../../core/layout/page-layouts.ts';
import { MEMBERSHIP_PAGES, SLIM_NAVIGATION_FLAG } from '../../core/layout/top-bar.policy.ts';
import { Footer } from '../chrome/Footer.tsx';
import { AccountStateChrome } from '../chrome/AccountStateChrome.tsx';
import { MembershipChrome } from '../chrome/MembershipChrome.tsx';
import { hrefFor } from '../chrome/links.ts';
import { Sidebar, useSidebar } from '../chrome/Sidebar.tsx';
import { TopBar } from '../chrome/TopBar.tsx';
import { usePageData } from '../data.tsx';
import { usePorts } from '../ports.tsx';


type Slots = {
  main: ReactNode;
  aside?: ReactNode;
  asideLabel?: string;
  /** The publication layout's bar, drawn by the page that has the publication (ui/components/PublicationNav.tsx). */
  publicationBar?: ((compact: boolean) => ReactNode) | null;
};

function Main({ className, children }: { className: string; children: ReactNode }) {
  return (
    <main id="main" className={className} tabIndex={-1}>
      {children}
    </main>
  );
}

/** The top bar, and the sidebar for signed-in readers when the slim navigation is on. */
function Shell({ children }: { children: ReactNode }) {
  const { state, transport } = usePageData();
  const { storage } = usePorts();
  const withSidebar = state.viewer !== null && state.flags.includes(SLIM_NAVIGATION_FLAG);
  const sidebar = useSidebar(withSidebar ? storage : null);
  return (
    <div className={`app-shell${withSidebar ? ' app-shell--with-sidebar' : ''}`} data-sidebar={withSidebar ? (sidebar.hydrated ? (sidebar.open ? 'open' : 'closed') : 'default') : undefined}>
      <TopBar onToggleSidebar={withSidebar ? sidebar.toggle : undefined} sidebarOpen={sidebar.open} />
      <MembershipChrome viewer={state.viewer} transport={transport} />
      <AccountStateChrome viewer={state.viewer} transport={transport} rulesHref={state.siteLinks.rules ?? null} />
      <div className="app-shell__body">
        {withSidebar && state.viewer && <Sidebar viewer={state.viewer} control={sidebar} />}
        <div className="app-shell__content">{children}</div>
      </div>
    </div>
  );
}

export function LayoutFor({ layout, slots }: { layout: PageLayout; slots: Slots }) {
  const { copy, state } = usePageData();
  // reader-experience §2.3: on the membership pages the logo goes to Membership settings, as in the top bar.
  const page = state.route?.page;
  const logoHref = page && MEMBERSHIP_PAGES.has(page) ? hrefFor('ShowSettingsTab', { setting: 'membership' }) : hrefFor('ShowHome');
  switch (layout.layout) {
    case 'basic':
      return (
        <div className="layout layout--basic">
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <Main className="basic__main">{slots.main}</Main>
          <Footer />
        </div>
      );
    case 'wordmark':
      return (
        <div className="layout layout--wordmark">
          <header className="wordmark-bar" role="banner">
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <a className="wordmark" href={logoHref} aria-label={logoHref === hrefFor('ShowHome') ? `${copy.productName} home` : `${copy.productName}: Membership settings`}>
              {copy.productName}
            </a>
          </header>
          <Main className="wordmark__main">{slots.main}</Main>
          <Footer />
        </div>
      );
    case 'top-navigation':
      return (
        <Shell>
          <Main className="top-navigation__main">{slots.main}</Main>
          <Footer />
        </Shell>
      );
    case 'two-column':
      return (
        <Shell>
          <div className="two-column">
            <Main className="two-column__main">{slots.main}</Main>
            <aside className="two-column__aside" aria-label={slots.asideLabel ?? 'More'}>
              <div className="two-column__aside-inner">
                {slots.aside}
                <Footer compact />
              </div>
            </aside>
          </div>
          <div className="two-column__footer-below">
            <Footer />
          </div>
        </Shell>
      );
    case 'publication':
      return (
        <Shell>
          {/* reader-experience §2.6: without publication context (loading or failed) the page renders without it. */}
          {slots.publicationBar?.(layout.compactNav === true)}
          <Main className="top-navigation__main">{slots.main}</Main>
          {!layout.noFooterDividerMargin ? <Footer /> : <Footer compact sitemap />}
        </Shell>
      );
  }
}

const FALLBACK_LAYOUT: PageLayout = { layout: 'top-navigation' };

/**
 * A page in the layout its page name has in platform-reference §2.4. The server decided it (the
 * preloaded state's layout); `page` names the page for the reader of this code and for that check.
 */
export function PageFrame({ page, ...slots }: Slots & { page: string }) {
  const { state } = usePageData();
  const layout = state.route?.page === page && state.layout ? state.layout : FALLBACK_LAYOUT;
  return <LayoutFor layout={layout} slots={slots} />;
}
