// A tag's archive by date (/tag/{tagSlug}/archive, /{year}, /{year}/{month}, /{year}/{month}/{day}; page tag-archive)
// and the top stories of a day (/top-stories, /top-stories/{monthDayYearSlug}; page topic), one chunk in the
// top-navigation layout, server-rendered with their first page of stories and 'Show more' after it. Dates are UTC
// calendar days (core/browse/top-stories.ts, core/publication/archive.ts). In the topic pages' chunk (TopicPages.tsx
// shows these on their routes): a chunk of its own would lengthen the browser entry's table, which every page carries.
import { lazy, Suspense } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { archiveDateOf, archiveLabel, MONTH_NAMES } from '../../core/publication/archive.ts';
import { dayFromSlug, dayLabel, neighbourDays, topStoriesHeading, topStoriesPath, TOP_STORIES_PAGE_SIZE, utcDay, type Day } from '../../core/browse/top-stories.ts';
import { tagPath } from '../../core/routing/links.ts';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import type { FeedPageData } from '../post-card-fields.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import { BROWSE_PAGE_SIZE, TagArchiveIndexQuery, TagArchivePostsQuery, TagArchiveQuery, TopStoriesQuery } from './browse-queries.ts';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const notFound = (
  <Suspense fallback={null}>
    <NotFoundPage />
  </Suspense>
);

const pad = (n: number) => String(n).padStart(2, '0');
const storyCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'story' : 'stories'}`;

type Index = readonly { year: number; month: number; count: number }[];

function Stories({ label, feed, empty, next }: { label: string; feed: FeedPageData; empty: string; next: ((cursor: string) => Promise<FeedPageData | null | undefined>) | null }) {
  return (
    <PagedPostList
      label={label}
      first={{ items: feed.items.map((i) => i.post), next: feed.pagingInfo.next?.to ?? null }}
      empty={<p className="feed__status">{empty}</p>}
      fetchPage={
        next
          ? async (cursor) => {
              const page = await next(cursor);
              if (!page) throw new Error('The stories did not load');
              return { items: page.items.map((i) => i.post), next: page.pagingInfo.next?.to ?? null };
            }
          : null
      }
    />
  );
}

/** The years and months that hold stories, each with its count and its page. */
function ArchiveIndexList({ base, index }: { base: string; index: Index }) {
  const years = [...new Set(index.map((r) => r.year))];
  if (years.length === 0) return <p className="feed__status">No stories yet.</p>;
  return (
    <ul className="browse__years" aria-label="Archive by year">
      {years.map((year) => {
        const months = index.filter((r) => r.year === year);
        return (
          <li key={year}>
            <a href={`${base}/${year}`}>{year}</a> <span className="browse__note">({formatCount(months.reduce((n, m) => n + m.count, 0))})</span>
            <ul className="browse__months" aria-label={`Months of ${year}`}>
              {months.map((m) => (
                <li key={m.month}>
                  <a href={`${base}/${year}/${pad(m.month)}`}>{MONTH_NAMES[m.month - 1]}</a> <span className="browse__note">({formatCount(m.count)})</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function TagArchiveHeader({ tag, title }: { tag: { slug: string; displayTitle: string; postCount: number }; title: string }) {
  return (
    <header className="tag__header">
      <p className="tag__kicker">
        <a href={tagPath(tag.slug)}>{tag.displayTitle}</a>
      </p>
      <h1 className="page-heading">{title}</h1>
      <p className="tag__count">{storyCount(tag.postCount)} in all · dates in UTC</p>
    </header>
  );
}

function TagArchiveIndexPage({ tagSlug }: { tagSlug: string }) {
  const tag = usePreloaded(TagArchiveIndexQuery, { tagSlug })?.tag;
  if (!tag) return notFound;
  return (
    <PageFrame
      page="tag-archive"
      main={
        <>
          <TagArchiveHeader tag={tag} title={`Archive of ${tag.displayTitle}`} />
          <h2 className="visually-hidden">Months</h2>
          <ArchiveIndexList base={`${tagPath(tag.slug)}/archive`} index={tag.archiveIndex} />
        </>
      }
    />
  );
}

function TagArchiveDatePage({ tagSlug }: { tagSlug: string }) {
  const { state, transport } = usePageData();
  const date = archiveDateOf(state.route?.params ?? {});
  const vars = { tagSlug, year: date?.year ?? 0, month: date?.month ?? null, day: date?.day ?? null };
  const tag = usePreloaded(TagArchiveQuery, { ...vars, paging: { limit: BROWSE_PAGE_SIZE } })?.tag;
  if (!tag || !date) return notFound;
  const label = archiveLabel(date);
  const base = `${tagPath(tag.slug)}/archive`;
  return (
    <PageFrame
      page="tag-archive"
      main={
        <>
          <TagArchiveHeader tag={tag} title={`${tag.displayTitle}: ${label}`} />
          <nav aria-label="Archive" className="browse__note">
            <a href={base}>All of the archive</a>
            {date.month !== undefined && (
              <>
                {' · '}
                <a href={`${base}/${date.year}`}>{date.year}</a>
              </>
            )}
            {date.day !== undefined && (
              <>
                {' · '}
                <a href={`${base}/${date.year}/${pad(date.month!)}`}>
                  {MONTH_NAMES[date.month! - 1]} {date.year}
                </a>
              </>
            )}
          </nav>
          <h2 className="visually-hidden">Stories</h2>
          <Stories
            label={`Stories of ${label} in ${tag.displayTitle}`}
            feed={tag.archive}
            empty={`No story about ${tag.displayTitle} was published in ${label}.`}
            next={transport ? async (cursor) => (await transport.request(TagArchivePostsQuery, { ...vars, paging: { limit: BROWSE_PAGE_SIZE, to: cursor } })).data?.tag?.archive : null}
          />
          {date.day === undefined && (
            <>
              <h2 className="aside-heading">{date.month === undefined ? `Months of ${date.year}` : 'Other months'}</h2>
              <ArchiveIndexList base={base} index={tag.archiveIndex.filter((r) => r.year === date.year)} />
            </>
          )}
        </>
      }
    />
  );
}

export function TagArchivePage() {
  const { state } = usePageData();
  const tagSlug = state.route?.params.tagSlug ?? '';
  return state.route?.params.year === undefined ? <TagArchiveIndexPage tagSlug={tagSlug} /> : <TagArchiveDatePage tagSlug={tagSlug} />;
}

const isoDay = (day: Day) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

export function TopStoriesPage() {
  const { state, transport } = usePageData();
  const today = utcDay(new Date(state.now));
  const slug = state.route?.params.monthDayYearSlug;
  const day = slug === undefined ? today : dayFromSlug(slug);
  const data = usePreloaded(TopStoriesQuery, { day: day ? isoDay(day) : '', paging: { limit: TOP_STORIES_PAGE_SIZE } });
  if (!day || !data) return notFound;
  const heading = topStoriesHeading(day, today);
  const { previous, next } = neighbourDays(day, today);
  return (
    <PageFrame
      page="topic"
      main={
        <>
          <header className="tag__header">
            <h1 className="page-heading">{heading}</h1>
            <p className="tag__description">The stories read and clapped most on {dayLabel(day)} (UTC), by readers and claps that day.</p>
          </header>
          <nav aria-label="Other days" className="browse__days">
            {previous && (
              <a href={topStoriesPath(previous, today)} rel="prev">
                ← {dayLabel(previous)}
              </a>
            )}
            {next && (
              <a href={topStoriesPath(next, today)} rel="next">
                {dayLabel(next)} →
              </a>
            )}
          </nav>
          <h2 className="visually-hidden">Stories</h2>
          <Stories
            label={heading}
            feed={data.topStories}
            empty={`No story was read or clapped on ${dayLabel(day)}.`}
            next={transport ? async (cursor) => (await transport.request(TopStoriesQuery, { day: isoDay(day), paging: { limit: TOP_STORIES_PAGE_SIZE, to: cursor } })).data?.topStories : null}
          />
        </>
      }
    />
  );
}

