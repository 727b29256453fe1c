// Issue 22 part B: /{publication}/featured — the stories its editors featured, in their order, as the homepage's
// featured section reads them (the featured order itself is managed at /manage/stories/featured). It shares the
// homepage's page name (publication-profile), so the homepage's chunk draws it; kept small for that.
import type { ReactNode } from 'react';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { PublicationFeaturedQuery } from '../publication-page-queries.ts';
import { PublicationFrame } from './PublicationChrome.tsx';

export function PublicationFeaturedPage({ notFound }: { notFound: ReactNode }) {
  const { state } = usePageData();
  const publication = usePreloaded(PublicationFeaturedQuery, { slug: state.route?.params.collectionSlug ?? '' })?.publication;
  if (!publication) return <>{notFound}</>;
  return (
    <PublicationFrame
      page="publication-profile"
      publication={publication}
      main={
        <>
          <header className="publication-page__header">
            <p className="publication-page__kicker">
              <a href={publication.url}>{publication.name}</a>
            </p>
            <h1 className="page-heading">Featured</h1>
          </header>
          <PagedPostList
            label={`Featured in ${publication.name}`}
            showCollection={false}
            eagerFirstImage
            first={{ items: publication.featured.items.map((i) => i.post), next: null }}
            empty={<p className="feed__status">{publication.name} has not featured a story yet.</p>}
            fetchPage={null}
          />
        </>
      }
    />
  );
}
