// reader-experience §2.6: a publication's navigation tabs, in the editors' order, then its external links
// after a divider, each opening in a new tab; and the publication layout's bar (compact: 57px) with the
// name on the header colour. Pages that belong to a publication draw the bar; the homepage the tabs.
import { headerTextTone } from '../../core/publication/header-tone.ts';
import type { PublicationTab, PublicationTabs } from '../../core/publication/publication-tabs.ts';
import { hrefFor } from '../chrome/links.ts';

export type PublicationContext = {
  name: string;
  slug: string;
  headerColor: string | null;
  tabs: PublicationTabs;
};

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

export function PublicationBar({ publication, compact }: { publication: PublicationContext; compact: boolean }) {
  const tone = headerTextTone(publication.headerColor);
  return (
    <div
      className={`publication-bar${compact ? ' publication-bar--compact' : ''}${tone ? ` tone--${tone}` : ''}`}
      style={tone ? { background: `#${publication.headerColor}` } : undefined}
    >
      <a className="publication-bar__name" href={hrefFor('ShowCollectionHome', { collectionSlug: publication.slug })}>
        {publication.name}
      </a>
      <PublicationNav name={publication.name} tabs={publication.tabs} className="publication-bar__nav" />
    </div>
  );
}
