// reader-experience §2.6: a publication's navigation tabs, in the editors' order, then its external links
// after a divider, each opening in a new tab. Used by the publication bar and the publication's homepage.
import type { PublicationTab, PublicationTabs } from '../../core/publication/publication-tabs.ts';
import { hrefFor } from '../chrome/links.ts';

export function tabHref(tab: PublicationTab): string {
  return tab.target.kind === 'external' ? tab.target.href : hrefFor(tab.target.route, tab.target.params);
}

export function PublicationNav({ name, tabs, className }: { name: string; tabs: PublicationTabs; className: string }) {
  if (tabs.tabs.length + tabs.external.length === 0) return null;
  return (
    <nav aria-label={`${name} sections`} className={className}>
      <ul className="publication-nav">
        {tabs.tabs.map((tab, i) => (
          <li key={`${i}-${tab.title}`}>
            <a href={tabHref(tab)}>{tab.title}</a>
          </li>
        ))}
        {tabs.external.map((tab, i) => (
          <li key={`x${i}-${tab.title}`} className={i === 0 ? 'publication-nav__external publication-nav__divider' : 'publication-nav__external'}>
            <a href={tabHref(tab)} target="_blank" rel="noopener noreferrer">
              {tab.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
