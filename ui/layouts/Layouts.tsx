// reader-experience §2.1 / platform-reference §2.4: the page layouts. Two column: a 680px main column
// with 24px side margins and a 352px (lg) / 368px (xl) right column, hidden below 904px. Top navigation:
// the bar above one centred column.
import type { ReactNode } from 'react';
import { TopBar } from '../components/TopBar.tsx';

export function TwoColumnLayout({ main, aside, asideLabel }: { main: ReactNode; aside: ReactNode; asideLabel: string }) {
  return (
    <div className="layout layout--two-column">
      <TopBar />
      <div className="two-column">
        <main id="main" className="two-column__main" tabIndex={-1}>
          {main}
        </main>
        <aside className="two-column__aside" aria-label={asideLabel}>
          {aside}
        </aside>
      </div>
    </div>
  );
}

export function TopNavigationLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--top-navigation">
      <TopBar />
      <main id="main" className="top-navigation__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
