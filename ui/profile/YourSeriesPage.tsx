// platform-reference §2.1 /me/series and /me/series/{filterBy} (the your-stories page; core/profile/your-series.ts):
// the signed-in writer's series in two tabs — Public (with a story readers can read) and Without stories — each
// linking to its page, where the writer changes it; new series start from a story's settings.
import { parseSeriesFilter, seriesInTab, YOUR_SERIES_COPY, YOUR_SERIES_TABS } from '../../core/profile/your-series.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { YourSeriesQuery } from './profile-queries.ts';
import { SeriesRow } from './SeriesRow.tsx';

export function YourSeriesPage() {
  const { state } = usePageData();
  const filter = parseSeriesFilter(state.route?.params.filterBy) ?? 'public';
  const all = usePreloaded(YourSeriesQuery, {})?.viewer?.series ?? [];
  const counted = all.map((s) => ({ ...s, readableStories: s.posts.length }));
  const shown = seriesInTab(counted, filter);
  return (
    <PageFrame
      page="your-stories"
      main={
        <>
          <h1>{YOUR_SERIES_COPY.heading}</h1>
          <p className="your-series__hint">
            {YOUR_SERIES_COPY.startHint} <a href={hrefFor('ShowYourStories', { filterBy: 'public' })}>Your published stories</a>
          </p>
          <nav aria-label="Your series tabs">
            <ul className="tabs">
              {YOUR_SERIES_TABS.map((t) => (
                <li key={t.filter}>
                  <a
                    className="tabs__tab"
                    data-label={t.label}
                    href={hrefFor('ShowYourSeries', { filterBy: t.filter })}
                    aria-current={t.filter === filter ? 'page' : undefined}
                  >
                    {t.label} <span className="stories-tabs__count">{seriesInTab(counted, t.filter).length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {shown.length === 0 ? (
            <p className="feed__status">{all.length === 0 ? YOUR_SERIES_COPY.none : filter === 'public' ? YOUR_SERIES_COPY.emptyPublic : YOUR_SERIES_COPY.emptyEmpty}</p>
          ) : (
            <ul className="profile-series-list" aria-label={YOUR_SERIES_COPY.heading}>
              {shown.map((s) => (
                <SeriesRow key={s.id} series={s} />
              ))}
            </ul>
          )}
        </>
      }
    />
  );
}
