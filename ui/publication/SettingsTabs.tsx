// The tabs of a publication's settings (reader-experience §2.6 Settings), shared by the Info & Homepage chunk
// (PublicationSettingsPage.tsx) and the feature pages' and followers' chunk (publications/FeatureSettingsPages.tsx).
import { hrefFor } from '../chrome/links.ts';

export const PUBLICATION_SETTINGS_TABS = [
  ['ShowCollectionSettings', 'Info & Homepage'],
  ['ShowCollectionNavigationSettings', 'Navigation'],
  ['ShowCollectionFeaturePages', 'Feature pages'],
  ['ShowCollectionSubpageList', 'Subpages'],
  ['ShowCollectionAboutSettings', 'About'],
  ['ShowCollectionFollowersSettings', 'Followers'],
  ['ShowCollectionCustomDomainSettings', 'Custom domain'],
] as const;

export function SettingsTabs({ slug, current }: { slug: string; current: string }) {
  return (
    <nav aria-label="Settings">
      <ul className="publication-settings__tabs">
        {PUBLICATION_SETTINGS_TABS.map(([name, label]) => (
          <li key={name}>
            <a href={hrefFor(name, { collectionSlug: slug })} {...(name === current ? { 'aria-current': 'page' as const } : {})}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
