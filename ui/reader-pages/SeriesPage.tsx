// A series (/s/{slug}; core/reader-pages/series.ts): its writer, title and description, then its stories in the
// writer's order, each marked 'Part n of m'. Two-column layout: the writer beside it.
import { lazy, Suspense, useState } from 'react';
import { seriesPartLabel } from '../../core/reader-pages/series.ts';
import { PostCard } from '../components/PostCard.tsx';
import { ProfileAbout } from '../components/ProfileAbout.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { SeriesPageQuery } from './reader-pages-queries.ts';
import { SaidLine, useSeriesWrites } from './SeriesControls.tsx';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

export function SeriesPage() {
  const { state } = usePageData();
  const ref = state.route?.params.sequenceSlug ?? state.route?.params.postId ?? '';
  const series = usePreloaded(SeriesPageQuery, { ref })?.series;
  // The writer's changes of order: the stories as they now stand (null: as the page came).
  const [order, setOrder] = useState<string[] | null>(null);
  const writes = useSeriesWrites();
  if (!series) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const byId = new Map(series.posts.map((p) => [p.id, p]));
  const posts = order ? order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) : series.posts;
  const total = posts.length;
  const move = async (ids: string[], message: string) => {
    const saved = await writes.reorder({ id: series.id, title: series.title, description: series.description, url: series.url, posts: [] }, ids, message);
    if (saved) setOrder(saved.posts.map((p) => p.id));
  };
  const ids = posts.map((p) => p.id);
  const swap = (i: number, j: number) => {
    const next = [...ids];
    [next[i], next[j]] = [next[j]!, next[i]!];
    return next;
  };
  return (
    <PageFrame
      page="series"
      asideLabel={`About ${series.creator.name}`}
      aside={<ProfileAbout user={series.creator} />}
      main={
        <>
          <header className="tag__header">
            <p className="tag__kicker">
              A series by <a href={series.creator.url}>{series.creator.name}</a>
            </p>
            <h1 className="page-heading">{series.title}</h1>
            {series.description && <p className="tag__description">{series.description}</p>}
            <p className="tag__count">{total === 1 ? '1 story' : `${total} stories`}</p>
          </header>
          {total === 0 ? (
            <p className="feed__status">This series has no stories yet.</p>
          ) : (
            <ol className="feed series__parts" aria-label={`Stories in ${series.title}`}>
              {posts.map((post, i) => (
                <li key={post.id}>
                  <p className="series__part">{seriesPartLabel(i, total)}</p>
                  <PostCard post={post} showWriter={false} eagerImage={i === 0} />
                  {series.viewerIsCreator && (
                    <div className="series__controls" role="group" aria-label={`Arrange ${post.title}`}>
                      <button type="button" className="button button--small button--outline" disabled={writes.busy || i === 0} onClick={() => void move(swap(i, i - 1), `${post.title} moved up.`)}>
                        Move up
                      </button>
                      <button type="button" className="button button--small button--outline" disabled={writes.busy || i === total - 1} onClick={() => void move(swap(i, i + 1), `${post.title} moved down.`)}>
                        Move down
                      </button>
                      <button type="button" className="button button--small button--outline" disabled={writes.busy} onClick={() => void move(ids.filter((id) => id !== post.id), `${post.title} was taken out of the series.`)}>
                        Remove
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
          <SaidLine said={writes.said} />
          {series.viewerIsCreator && (
            <p className="post-settings__hint">
              <a href={`${series.url}/edit`}>Edit series</a>: its title, description and stories.
            </p>
          )}
        </>
      }
    />
  );
}
