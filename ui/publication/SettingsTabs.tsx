// The tabs of a publication's settings (reader-experience §2.6 Settings), shared by the Info & Homepage chunk
// (PublicationSettingsPage.tsx) and the feature pages' and followers' part (publications/FeatureSettingsPages.tsx).
// Each tab is an address under the settings' own (/{publication}/settings…), named here by what follows it.
import { hrefFor } from '../chrome/links.ts';

export const PUBLICATION_SETTINGS_TABS = [
  ['', 'Info & Homepage'],
  ['/navigation', 'Navigation'],
  ['/feature-pages', 'Feature pages'],
  ['/subpages', 'Subpages'],
  ['/about', 'About'],
  ['/followers', 'Followers'],
  ['/custom-domain', 'Custom domain'],
] as const;

export type SettingsTabKey = (typeof PUBLICATION_SETTINGS_TABS)[number][0];

/** A settings tab's address: the settings' own, and the tab's part after it. */
export const settingsTabHref = (slug: string, tab: SettingsTabKey): string => `${hrefFor('ShowCollectionSettings', { collectionSlug: slug })}${tab}`;

export function SettingsTabs({ slug, current }: { slug: string; current: SettingsTabKey }) {
  return (
    <nav aria-label="Settings">
      <ul className="publication-settings__tabs">
        {PUBLICATION_SETTINGS_TABS.map(([tab, label]) => (
          <li key={label}>
            <a href={settingsTabHref(slug, tab)} {...(tab === current ? { 'aria-current': 'page' as const } : {})}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
