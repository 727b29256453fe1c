// reader-experience §2.2 ShowYourLists (shown as Library): the Library's tabs, each its own address — Your lists,
// Saved lists (ShowYourFollowedLists), Highlights (ShowList with 'highlights') and Reading history.
import { pathTo } from '../../core/routing/paths.ts';

export type LibraryTab = 'lists' | 'saved' | 'highlights' | 'history';

const TABS: readonly { tab: LibraryTab; label: string; href: string }[] = [
  { tab: 'lists', label: 'Your lists', href: pathTo('ShowYourLists', {}) },
  { tab: 'saved', label: 'Saved lists', href: pathTo('ShowYourFollowedLists', {}) },
  { tab: 'highlights', label: 'Highlights', href: pathTo('ShowList', { catalogSlugId: 'highlights' }) },
  { tab: 'history', label: 'Reading history', href: pathTo('ShowYourListsReadingHistory', {}) },
];

/** The Library's heading and tab links; the current tab is marked for assistive technology. */
export function LibraryTabs({ current }: { current: LibraryTab }) {
  return (
    <>
      <h1 className="library__title">Library</h1>
      <nav className="library__tabs" aria-label="Library">
        <ul>
          {TABS.map((t) => (
            <li key={t.tab}>
              <a href={t.href} aria-current={t.tab === current ? 'page' : undefined} className={t.tab === current ? 'library__tab library__tab--current' : 'library__tab'}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
