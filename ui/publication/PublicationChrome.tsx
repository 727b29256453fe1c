// Issue 22 part B: what every page of a publication draws around its content — the publication's bar (name,
// header colour, navigation tabs; compact where platform-reference §2.4 says), and with enable_lite_publications
// the publication's footer (platform-reference §2.3) — in the layout the server chose for the page.
import type { ReactNode } from 'react';
import { LITE_PUBLICATIONS_FLAG } from '../../core/layout/page-layouts.ts';
import { publicationTabs } from '../../core/publication/publication-tabs.ts';
import { hrefFor } from '../chrome/links.ts';
import { PublicationBar, type PublicationContext } from '../components/PublicationNav.tsx';
import { usePageData } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import './publication-pages.css';

export type PublicationChromeData = {
  name: string;
  slug: string;
  headerColor: string | null;
  navigationItems: readonly { title: string; destination: string; value: string }[];
};

export function publicationContextOf(publication: PublicationChromeData): PublicationContext {
  return { name: publication.name, slug: publication.slug, headerColor: publication.headerColor, tabs: publicationTabs(publication.navigationItems, publication.slug) };
}

/** The publication's footer under enable_lite_publications: its own pages, by name. */
function PublicationFooter({ publication }: { publication: PublicationChromeData }) {
  const params = { collectionSlug: publication.slug };
  const links: [string, string][] = [
    ['About', hrefFor('ShowCollectionMasthead', params)],
    ['Latest', hrefFor('ShowCollectionLatest', params)],
    ['Archive', hrefFor('ShowCollectionArchive', params)],
    ['Followers', hrefFor('ShowCollectionLiteFollowers', params)],
    ['Write for us', hrefFor('ShowCollectionWriteForUs', params)],
  ];
  return (
    <nav className="publication-footer" aria-label={`${publication.name} pages`}>
      <a className="publication-footer__name" href={hrefFor('ShowCollectionHome', params)}>
        {publication.name}
      </a>
      <ul>
        {links.map(([label, href]) => (
          <li key={label}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PublicationFrame({
  page,
  publication,
  main,
  aside,
  asideLabel,
}: {
  page: string;
  publication: PublicationChromeData;
  main: ReactNode;
  aside?: ReactNode;
  asideLabel?: string;
}) {
  const { state } = usePageData();
  const context = publicationContextOf(publication);
  const inPublicationLayout = state.layout?.layout === 'publication';
  const lite = state.flags.includes(LITE_PUBLICATIONS_FLAG);
  return (
    <PageFrame
      page={page}
      publicationBar={(compact) => <PublicationBar publication={context} compact={compact} />}
      {...(asideLabel ? { asideLabel } : {})}
      aside={aside ?? null}
      main={
        <>
          {/* The other layouts have no publication bar of their own: the page draws it above its content. */}
          {!inPublicationLayout && <PublicationBar publication={context} compact={false} />}
          {main}
          {lite && <PublicationFooter publication={publication} />}
        </>
      }
    />
  );
}
