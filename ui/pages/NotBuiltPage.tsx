// Every route of the table resolves. Pages Quire has not built yet say so honestly, in their own layout
// (with their publication's bar when they belong to one), with status 501.
import { publicationTabs } from '../../core/publication/publication-tabs.ts';
import { pathTo } from '../../core/routing/paths.ts';
import { routeLabel } from '../../core/routing/route-label.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PublicationBar, type PublicationContext } from '../components/PublicationNav.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { PublicationNavigationContextQuery } from '../queries.ts';

function usePublicationContext(): PublicationContext | null {
  const { state } = usePageData();
  const slug = state.route?.params.collectionSlug ?? state.route?.params.publicationSlug ?? '';
  const publication = usePreloaded(PublicationNavigationContextQuery, { slug })?.publication;
  if (!publication) return null;
  return {
    name: publication.name,
    slug: publication.slug,
    headerColor: publication.headerColor,
    tabs: publicationTabs(publication.navigationItems, publication.slug),
  };
}

export function NotBuiltPage() {
  const { state } = usePageData();
  const page = state.route?.page ?? 'not-available';
  // Named by its route, in the reader's words: pages that share a layout are different pages.
  const label = state.route ? routeLabel(state.route.name) : 'This';
  const publication = usePublicationContext();
  return (
    <PageFrame
      page={page}
      publicationBar={publication ? (compact) => <PublicationBar publication={publication} compact={compact} /> : null}
      main={
        <section className="not-built" aria-labelledby="not-built-title">
          <h1 id="not-built-title">This page is not built yet</h1>
          <p>
            The <strong>{label}</strong> page is part of the plan but has not been built. Everything already built is a click away.
          </p>
          <a className="button" href={pathTo('ShowHome')}>
            Home
          </a>
        </section>
      }
      aside={null}
    />
  );
}
