// A tag's tabs (core/reader-pages/tag-pages.ts TAG_TABS): Latest, Recommended, Who to follow — on each of its pages.
import { TAG_TABS, tagTabPath, type TagTab } from '../../core/reader-pages/tag-pages.ts';

export function TagTabs({ tagSlug, title, current }: { tagSlug: string; title: string; current: TagTab }) {
  return (
    <nav aria-label={`${title} pages`}>
      <ul className="tabs">
        {TAG_TABS.map((t) => (
          <li key={t.tab}>
            <a className="tabs__tab" data-label={t.label} href={tagTabPath(tagSlug, t.tab)} aria-current={t.tab === current ? 'page' : undefined}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
