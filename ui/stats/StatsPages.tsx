// Issue 23 (stats): /me/stats (and /@{username}/stats), /me/stats/responses, /me/stats/post/{postId} (and
// /@{username}/stats/post/{postId}), /@{username}/audience and /@{username}/audience/{details}, /{publication}/stats,
// its overview and its digests. Each figure
// is drawn from the preloaded query; each chart (StatsChart: uPlot, loaded after hydration) has a table beside it
// with the same numbers, for screen readers and for anyone who wants the figures. Period tabs are links, so a
// period is an address (?period=7d|30d|90d|lifetime).
import type { ReactNode } from 'react';
import { AUDIENCE_DETAIL_LABELS, AUDIENCE_DETAILS } from '../../core/stats/audience-details.ts';
import { formatChange, formatReadingTime, percentChange, STATS_PERIOD_LABELS, STATS_PERIODS, type StatsPeriod } from '../../core/stats/stats-period.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { TableRegion } from '../components/TableRegion.tsx';
import { StatsChart, type ChartSeries } from './StatsChart.tsx';
import {
  AudienceDetailsQuery,
  AudienceStatsQuery,
  NewsletterStatsQuery,
  PostReferrersQuery,
  PostStatsQuery,
  PublicationDigestStatsQuery,
  PublicationStatsOverviewQuery,
  PublicationStatsQuery,
  ResponseStatsQuery,
  UserPostStatsQuery,
  UserStatsQuery,
  WriterStatsQuery,
} from './stats-queries.ts';
import { formatShortDate } from '../../core/format/date.ts';
import {
  arrangePostInfo,
  DEFAULT_POST_INFO,
  parsePostInfo,
  POST_INFO_FILTER_LABELS,
  POST_INFO_FILTERS,
  POST_INFO_ORDER_LABELS,
  POST_INFO_ORDERS,
  type PostInfoView,
} from '../../core/stats/post-info.ts';
import { newsletterStatsPath, postInfoPath, postReferrersPath } from '../../core/stats/stats-paths.ts';
import { TRAFFIC_SOURCE_LABELS, TRAFFIC_SOURCE_RULES, TRAFFIC_SOURCES } from '../../core/stats/traffic-source.ts';
import type { AudienceStatsQueryData, PostReferrersQueryData, PostStatsQueryData, PublicationStatsOverviewQueryData, ResponseStatsQueryData, WriterStatsQueryData } from '../generated/operations.ts';
import './stats.css';

type WriterStats = Extract<WriterStatsQueryData['writerStats'], { __typename: 'WriterStats' }>;
type Figures = WriterStats['totals'];
type Point = WriterStats['series'][number];
type StoryRow = WriterStats['stories'][number];
type Audience = Extract<AudienceStatsQueryData['audienceStats'], { __typename: 'AudienceStats' }>['audience'];
type Window = WriterStats['window'];
type PostStatsQueryResult = PostStatsQueryData['postStats'];
type ResponseRow = Extract<ResponseStatsQueryData['responseStats'], { __typename: 'ResponseStats' }>['responses'][number];
type Overview = Extract<PublicationStatsOverviewQueryData['publicationStatsOverview'], { __typename: 'PublicationStatsOverview' }>;

/** The page's period, from its address (the server answered not found for any other value). */
function usePeriod(): StatsPeriod {
  const { state } = usePageData();
  const value = state.route?.params.period ?? '30d';
  return (STATS_PERIODS as readonly string[]).includes(value) ? (value as StatsPeriod) : '30d';
}

const number = (n: number) => n.toLocaleString('en-US');

function windowLabel(w: Window): string {
  return w.period === 'lifetime' ? `Lifetime, from ${w.from} to ${w.to} by month` : `${STATS_PERIOD_LABELS[w.period as StatsPeriod] ?? 'Range'}: ${w.from} to ${w.to} (UTC)`;
}

function PeriodTabs({ current, base }: { current: StatsPeriod; base: string }) {
  return (
    <nav className="stats-periods" aria-label="Period">
      <ul>
        {STATS_PERIODS.map((p) => (
          <li key={p}>
            <a href={`${base}?period=${p}`} aria-current={p === current ? 'page' : undefined} className="stats-periods__tab">
              {STATS_PERIOD_LABELS[p]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Totals({ figures, label }: { figures: Figures; label: string }) {
  const items: [string, string][] = [
    ['Views', number(figures.views)],
    ['Reads', number(figures.reads)],
    ['Read ratio', `${figures.readRatio}%`],
    ['Member reading time', formatReadingTime(figures.memberReadingSeconds)],
    ['Claps', number(figures.claps)],
    ['Responses', number(figures.responses)],
    ['Highlights', number(figures.highlights)],
  ];
  return (
    <dl className="stats-totals" aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term} className="stats-totals__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type RowFigures = Pick<Point, 'views' | 'reads' | 'readRatio' | 'memberReadingSeconds' | 'claps' | 'responses'>;

/** The figures' column heads, in the order FigureCells fills them (highlights last, where a table has them). */
function FigureHeads({ highlights = false }: { highlights?: boolean }) {
  return (
    <>
      <th scope="col">Views</th>
      <th scope="col">Reads</th>
      <th scope="col">Read ratio</th>
      <th scope="col">Member reading time</th>
      <th scope="col">Claps</th>
      <th scope="col">Responses</th>
      {highlights && <th scope="col">Highlights</th>}
    </>
  );
}

/** A row's figures under FigureHeads; `highlights` when the table has that column. */
function FigureCells({ figures: f, highlights }: { figures: RowFigures; highlights?: number }) {
  return (
    <>
      <td>{number(f.views)}</td>
      <td>{number(f.reads)}</td>
      <td>{f.readRatio}%</td>
      <td>{formatReadingTime(f.memberReadingSeconds)}</td>
      <td>{number(f.claps)}</td>
      <td>{number(f.responses)}</td>
      {highlights !== undefined && <td>{number(highlights)}</td>}
    </>
  );
}

function SeriesTable({ caption, series, unit }: { caption: string; series: readonly Point[]; unit: string }) {
  return (
    <TableRegion label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{unit === 'month' ? 'Month' : 'Day'}</th>
            <FigureHeads highlights />
          </tr>
        </thead>
        <tbody>
          {series.map((p) => (
            <tr key={p.bucket}>
              <th scope="row">{p.bucket}</th>
              <FigureCells figures={p} highlights={p.highlights} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

const VIEWS_READS: readonly ChartSeries[] = [
  { key: 'views', label: 'Views', color: '#1a8917' },
  { key: 'reads', label: 'Reads', color: '#242424' },
];

/** A titled section of a stats page (its heading labels it for screen readers). */
function StatsSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="stats-section" aria-labelledby={id}>
      <h2 id={id} className="stats-section__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function StoryFiguresSection({ title, window, totals, series }: { title: string; window: Window; totals: Figures; series: readonly Point[] }) {
  const caption = `${title} per ${window.unit}: ${windowLabel(window)}`;
  return (
    <StatsSection id="stats-figures" title={title}>
      <p className="stats-section__note">{windowLabel(window)}</p>
      <Totals figures={totals} label={`${title}, totals`} />
      <StatsChart label={`Chart of views and reads per ${window.unit}; the table below has the same figures.`} buckets={series.map((p) => p.bucket)} series={VIEWS_READS} values={series as never} />
      <SeriesTable caption={caption} series={series} unit={window.unit} />
    </StatsSection>
  );
}

/** Posts with their figures over the period, each titled as a link to its own stats (stories, or responses). */
function PostFiguresTable<R extends StoryRow | ResponseRow>(props: { rows: readonly R[]; caption: string; heading: string; empty: string; title: (row: R) => string }) {
  const { rows, caption, heading, empty, title } = props;
  if (rows.length === 0) return <p className="stats-empty">{empty}</p>;
  return (
    <TableRegion label={caption}>
      <table className="data-table data-table--titles">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <FigureHeads />
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.post.id}>
              <th scope="row">
                <a href={s.statsUrl}>{title(s)}</a>
              </th>
              <FigureCells figures={s} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function StoriesTable({ stories, caption }: { stories: readonly StoryRow[]; caption: string }) {
  return (
    <PostFiguresTable rows={stories} caption={caption} heading="Story" empty="No published stories yet: their stats will show here." title={(s) => s.post.title || 'Untitled story'} />
  );
}

const AUDIENCE_SERIES: readonly ChartSeries[] = [
  { key: 'followersGained', label: 'Followers gained', color: '#1a8917' },
  { key: 'subscribersGained', label: 'Subscribers gained', color: '#6b4fbb' },
];

function AudienceSection({ audience, exportUrl, headingLevel = 2, detailsOf }: { audience: Audience; exportUrl?: string; headingLevel?: 1 | 2; detailsOf?: string }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const caption = `Followers and subscribers per ${audience.window.unit}: ${windowLabel(audience.window)}`;
  return (
    <section className="stats-section" aria-labelledby="stats-audience">
      <Heading id="stats-audience" className={headingLevel === 1 ? 'stats__heading' : 'stats-section__heading'}>
        Audience
      </Heading>
      <p className="stats-section__note">{windowLabel(audience.window)}</p>
      <dl className="stats-totals" aria-label="Audience, totals">
        <div className="stats-totals__item"><dt>Followers</dt><dd>{number(audience.followers)}</dd></div>
        <div className="stats-totals__item"><dt>Subscribers</dt><dd>{number(audience.subscribers)}</dd></div>
        <div className="stats-totals__item"><dt>Followers gained</dt><dd>{number(audience.followersGained)}</dd></div>
        <div className="stats-totals__item"><dt>Subscribers gained</dt><dd>{number(audience.subscribersGained)}</dd></div>
      </dl>
      <StatsChart label={`Chart of followers and subscribers gained per ${audience.window.unit}; the table below has the same figures.`} buckets={audience.series.map((p) => p.bucket)} series={AUDIENCE_SERIES} values={audience.series as never} />
      <TableRegion label={caption}>
        <table className="data-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{audience.window.unit === 'month' ? 'Month' : 'Day'}</th>
              <th scope="col">Followers gained</th>
              <th scope="col">Followers lost</th>
              <th scope="col">Subscribers gained</th>
              <th scope="col">Subscribers lost</th>
            </tr>
          </thead>
          <tbody>
            {audience.series.map((p) => (
              <tr key={p.bucket}>
                <th scope="row">{p.bucket}</th>
                <td>{number(p.followersGained)}</td>
                <td>{number(p.followersLost)}</td>
                <td>{number(p.subscribersGained)}</td>
                <td>{number(p.subscribersLost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {detailsOf && (
        <ul className="stats-links" aria-label="Audience in detail">
          {AUDIENCE_DETAILS.map((d) => (
            <li key={d}>
              <a href={`${hrefFor('ShowUserAudienceDetails', { username: detailsOf, details: d })}?period=${audience.window.period === 'range' ? '30d' : audience.window.period}`}>
                {AUDIENCE_DETAIL_LABELS[d].title} in detail
              </a>
            </li>
          ))}
        </ul>
      )}
      {exportUrl && (
        <p>
          <a className="button button--small" href={exportUrl} download>
            Export as CSV
          </a>
        </p>
      )}
    </section>
  );
}

/** The writer's stats pages, side by side: their stories, the responses they wrote, their audience. */
function WriterStatsNav({ current, username, period }: { current: 'stories' | 'responses' | 'audience'; username: string | null | undefined; period: StatsPeriod }) {
  const q = `?period=${period}`;
  const items: ['stories' | 'responses' | 'audience', string, string][] = [
    ['stories', 'Stories', `${hrefFor('ShowStats')}${q}`],
    ['responses', 'Responses', `${hrefFor('ShowResponsesStats')}${q}`],
  ];
  if (username) items.push(['audience', 'Audience', `${hrefFor('ShowUserAudience', { username })}${q}`]);
  return (
    <nav className="stats-nav" aria-label="Your stats">
      <ul>
        {items.map(([key, label, href]) => (
          <li key={key}>
            <a href={href} aria-current={key === current ? 'page' : undefined}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SourcesTable({ sources, totalViews, caption }: { sources: readonly { source: string; label: string; views: number }[]; totalViews: number; caption: string }) {
  if (sources.length === 0) return <p className="stats-empty">No views in this period.</p>;
  return (
    <TableRegion label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Views</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {sources.map((s) => (
            <tr key={s.source}>
              <th scope="row">{s.label}</th>
              <td>{number(s.views)}</td>
              <td>{totalViews > 0 ? Math.round((s.views / totalViews) * 100) : 0}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

type Typed = { __typename: string };

/**
 * A stats page's frame: the page's preloaded answer is either the figures (`ok`, its typename), drawn by `children`
 * inside the page's layout, or a refusal (signed out, someone else's, not found, a bad period) shown with its reason.
 */
function StatsPageFrame<R extends Typed, N extends R['__typename']>({
  page,
  heading,
  result,
  ok,
  fallback = 'These stats could not be loaded.',
  children,
}: {
  page: string;
  heading: string;
  result: R | null | undefined;
  ok: N;
  fallback?: string;
  children: (result: Extract<R, { __typename: N }>) => ReactNode;
}) {
  if (!result || result.__typename !== ok) {
    const message = result && 'message' in result && typeof result.message === 'string' ? result.message : fallback;
    return (
      <PageFrame
        page={page}
        main={
          <div className="stats">
            <h1 className="stats__heading">{heading}</h1>
            <p className="stats-refusal" role="alert">{message}</p>
            <p><a href="/me/stats">Your stats</a></p>
          </div>
        }
      />
    );
  }
  return <PageFrame page={page} main={<div className="stats">{children(result as Extract<R, { __typename: N }>)}</div>} />;
}

/** /me/stats, /@{username}/stats (the same, for that writer only) and /me/stats/responses. */
export function StatsHomePage() {
  const { state } = usePageData();
  if (state.route?.name === 'ShowResponsesStats') return <ResponseStatsView />;
  if (state.route?.name === 'ShowUserStats') return <UserStatsView username={state.route.params.username ?? ''} />;
  return <MyStatsView />;
}

function MyStatsView() {
  const period = usePeriod();
  const result = usePreloaded(WriterStatsQuery, { period })?.writerStats;
  return <WriterStatsView result={result} base={hrefFor('ShowStats')} period={period} />;
}

function UserStatsView({ username }: { username: string }) {
  const period = usePeriod();
  const result = usePreloaded(UserStatsQuery, { period, username })?.writerStats;
  return <WriterStatsView result={result} base={hrefFor('ShowUserStats', { username })} period={period} />;
}

function WriterStatsView({ result, base, period }: { result: WriterStatsQueryData['writerStats'] | undefined; base: string; period: StatsPeriod }) {
  const { state } = usePageData();
  const username = state.viewer?.username;
  return (
    <StatsPageFrame page="stats-homepage" heading="Stats" result={result} ok="WriterStats" fallback="Your stats could not be loaded.">
      {(r) => (
        <>
          <h1 className="stats__heading">Stats</h1>
          <WriterStatsNav current="stories" username={username} period={period} />
          <PeriodTabs current={period} base={base} />
          <StoryFiguresSection title="Your stories" window={r.window} totals={r.totals} series={r.series} />
          <StatsSection id="stats-stories" title="Stories">
            <StoriesTable stories={r.stories} caption={`Your stories, most viewed first: ${windowLabel(r.window)}`} />
          </StatsSection>
          <AudienceSection audience={r.audience} detailsOf={username ?? undefined} />
          {username && (
            <p>
              <a href={`/@${username}/audience?period=${period}`}>Audience stats and CSV export</a>
            </p>
          )}
        </>
      )}
    </StatsPageFrame>
  );
}

function ResponsesTable({ responses, caption }: { responses: readonly ResponseRow[]; caption: string }) {
  return (
    <PostFiguresTable
      rows={responses}
      caption={caption}
      heading="Response"
      empty="No published responses yet: when you respond to a story, your response’s stats will show here."
      title={(s) => s.post.title || (s.post.inResponseToPost ? `Response to ‘${s.post.inResponseToPost.title || 'Untitled story'}’` : 'Response')}
    />
  );
}

function ResponseStatsView() {
  const { state } = usePageData();
  const period = usePeriod();
  const result = usePreloaded(ResponseStatsQuery, { period })?.responseStats;
  return (
    <StatsPageFrame page="stats-homepage" heading="Stats of your responses" result={result} ok="ResponseStats" fallback="Your stats could not be loaded.">
      {(r) => (
        <>
          <h1 className="stats__heading">Stats of your responses</h1>
          <WriterStatsNav current="responses" username={state.viewer?.username} period={period} />
          <PeriodTabs current={period} base={hrefFor('ShowResponsesStats')} />
          <StoryFiguresSection title="Your responses" window={r.window} totals={r.totals} series={r.series} />
          <StatsSection id="stats-responses" title="Responses">
            <ResponsesTable responses={r.responses} caption={`Your responses, most viewed first: ${windowLabel(r.window)}`} />
          </StatsSection>
        </>
      )}
    </StatsPageFrame>
  );
}

/**
 * /me/stats/post/{postId}, and /@{username}/stats/post/{postId} for a story of that writer's; /p/{postId}/info and
 * /p/{postId}/info/{order}/{filter} (the same, from the story's own address, its per-day table arranged by the
 * address); and /p/{postId}/referrers (its traffic sources), told apart by the query the server preloaded for it.
 */
export function PostStatsPage() {
  const { state } = usePageData();
  const route = state.route;
  const postId = route?.params.postId ?? '';
  const period = usePeriod();
  const referrers = usePreloaded(PostReferrersQuery, { postId, period });
  if (referrers) return <PostReferrersView postId={postId} period={period} result={referrers.postStats} />;
  const view = parsePostInfo(route?.params.order, route?.params.filter) ?? DEFAULT_POST_INFO;
  if (route?.name === 'ShowUserPostStats') return <UserPostStatsView postId={postId} username={route.params.username ?? ''} view={view} />;
  // The address the period tabs keep: this one (the stats page, or the story's info page, filtered or not).
  const base = route?.params.order !== undefined ? postInfoPath(postId, view) : route?.name === 'ShowPostStats' ? hrefFor('ShowPostStats', { postId }) : postInfoPath(postId);
  return <MyPostStatsView postId={postId} view={view} base={base} />;
}

function MyPostStatsView({ postId, view, base }: { postId: string; view: PostInfoView; base: string }) {
  const period = usePeriod();
  const result = usePreloaded(PostStatsQuery, { postId, period })?.postStats;
  return <PostStatsView result={result} period={period} base={base} back={hrefFor('ShowStats')} postId={postId} info={view} />;
}

function UserPostStatsView({ postId, username, view }: { postId: string; username: string; view: PostInfoView }) {
  const period = usePeriod();
  const result = usePreloaded(UserPostStatsQuery, { postId, period, username })?.postStats;
  return <PostStatsView result={result} period={period} base={hrefFor('ShowUserPostStats', { username, postId })} back={hrefFor('ShowUserStats', { username })} postId={postId} info={view} />;
}

/** The per-day table's order and filter on /p/{postId}/info/{order}/{filter}: links, so each is an address. */
function PostInfoChoices({ postId, view, period }: { postId: string; view: PostInfoView; period: StatsPeriod }) {
  const href = (v: PostInfoView) => `${postInfoPath(postId, v)}?period=${period}`;
  return (
    <>
      <nav className="stats-nav" aria-label="Order of the days">
        <ul>
          {POST_INFO_ORDERS.map((o) => (
            <li key={o}>
              <a href={href({ ...view, order: o })} aria-current={o === view.order ? 'page' : undefined}>{POST_INFO_ORDER_LABELS[o]}</a>
            </li>
          ))}
        </ul>
      </nav>
      <nav className="stats-nav" aria-label="Days shown">
        <ul>
          {POST_INFO_FILTERS.map((f) => (
            <li key={f}>
              <a href={href({ ...view, filter: f })} aria-current={f === view.filter ? 'page' : undefined}>{POST_INFO_FILTER_LABELS[f]}</a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function PostStatsView({ result, period, base, back, postId, info }: { result: PostStatsQueryResult | undefined; period: StatsPeriod; base: string; back: string; postId: string; info: PostInfoView }) {
  return (
    <StatsPageFrame page="stats-post" heading="Stats" result={result} ok="PostStats">
      {(r) => {
        const rows = arrangePostInfo(r.series, info);
        const order = POST_INFO_ORDER_LABELS[info.order].toLowerCase();
        const caption = `This story per ${r.window.unit}, ${order}${info.filter === 'all' ? '' : `, ${POST_INFO_FILTER_LABELS[info.filter].toLowerCase()} only`}: ${windowLabel(r.window)}`;
        return (
          <>
            <p className="stats__back"><a href={`${back}?period=${period}`}>All stats</a></p>
            <h1 className="stats__heading">
              Stats for <a href={r.post.url}>{r.post.title || 'Untitled story'}</a>
            </h1>
            <PeriodTabs current={period} base={base} />
            <StatsSection id="stats-figures" title="This story">
              <p className="stats-section__note">{windowLabel(r.window)}</p>
              <Totals figures={r.totals} label="This story, totals" />
              <StatsChart label={`Chart of views and reads per ${r.window.unit}; the table below has the same figures.`} buckets={r.series.map((p) => p.bucket)} series={VIEWS_READS} values={r.series as never} />
              <PostInfoChoices postId={postId} view={info} period={period} />
              {rows.length === 0 ? (
                <p className="stats-empty">No {r.window.unit} in this period had any {info.filter}.</p>
              ) : (
                <SeriesTable caption={caption} series={rows} unit={r.window.unit} />
              )}
            </StatsSection>
            <StatsSection id="stats-sources" title="Traffic sources">
              <SourcesTable sources={r.sources} totalViews={r.totals.views} caption={`Traffic sources: ${windowLabel(r.window)}`} />
              <p><a href={`${postReferrersPath(postId)}?period=${period}`}>Traffic sources in detail</a></p>
            </StatsSection>
          </>
        );
      }}
    </StatsPageFrame>
  );
}

/** /p/{postId}/referrers: where the story's views came from over the period, every source listed with its rule. */
function PostReferrersView({ postId, period, result }: { postId: string; period: StatsPeriod; result: PostReferrersQueryData['postStats'] }) {
  return (
    <StatsPageFrame page="stats-post" heading="Traffic sources" result={result} ok="PostStats">
      {(r) => {
        const views = new Map(r.sources.map((s) => [s.source, s.views]));
        const caption = `Where the views of ‘${r.post.title || 'Untitled story'}’ came from: ${windowLabel(r.window)}`;
        const known = TRAFFIC_SOURCES.map((source) => ({ source, label: TRAFFIC_SOURCE_LABELS[source], views: views.get(source) ?? 0 }));
        const total = known.reduce((n, s) => n + s.views, 0);
        return (
          <>
            <p className="stats__back"><a href={`${hrefFor('ShowPostStats', { postId })}?period=${period}`}>Stats for this story</a></p>
            <h1 className="stats__heading">
              Traffic sources of <a href={r.post.url}>{r.post.title || 'Untitled story'}</a>
            </h1>
            <PeriodTabs current={period} base={postReferrersPath(postId)} />
            <StatsSection id="stats-referrers" title="Views by source">
              <p className="stats-section__note">{windowLabel(r.window)}: {number(total)} {total === 1 ? 'view' : 'views'}</p>
              {total === 0 ? (
                <p className="stats-empty">No views in this period.</p>
              ) : (
                <SourcesTable sources={[...known].sort((a, b) => b.views - a.views)} totalViews={total} caption={caption} />
              )}
            </StatsSection>
            <StatsSection id="stats-source-rules" title="What each source counts">
              <dl className="stats-rules">
                {TRAFFIC_SOURCES.map((source) => (
                  <div key={source}>
                    <dt>{TRAFFIC_SOURCE_LABELS[source]}</dt>
                    <dd>{TRAFFIC_SOURCE_RULES[source]}</dd>
                  </div>
                ))}
              </dl>
            </StatsSection>
          </>
        );
      }}
    </StatsPageFrame>
  );
}

/** /@{username}/audience, one figure of it at /@{username}/audience/{details}, and a newsletter's at /newsletters/{id}/stats. */
export function AudienceStatsPage() {
  const { state } = usePageData();
  const username = state.route?.params.username ?? '';
  const newsletterId = state.route?.params.newsletterV3Id;
  if (newsletterId !== undefined) return <NewsletterStatsView newsletterId={newsletterId} />;
  if (state.route?.name === 'ShowUserAudienceDetails') return <AudienceDetailsView username={username} details={state.route.params.details ?? ''} />;
  return <AudienceView username={username} />;
}

function AudienceView({ username }: { username: string }) {
  const period = usePeriod();
  const result = usePreloaded(AudienceStatsQuery, { username, period })?.audienceStats;
  return (
    <StatsPageFrame page="subscription-stats" heading="Audience" result={result} ok="AudienceStats">
      {(r) => (
        <>
          <p className="stats__back"><a href={`/me/stats?period=${period}`}>All stats</a></p>
          <AudienceSection audience={r.audience} exportUrl={r.exportUrl} headingLevel={1} detailsOf={r.user.username} />
          <PeriodTabs current={period} base={`/@${r.user.username}/audience`} />
        </>
      )}
    </StatsPageFrame>
  );
}

/** The e-mails of each issue a newsletter sent (a publication's digests page shows the same table). */
function IssuesTable({ issues, caption }: { issues: readonly { post: { id: string; title: string; url: string }; queuedAt: number; recipients: number; sent: number; pending: number; failed: number }[]; caption: string }) {
  if (issues.length === 0) return <p className="stats-empty">The newsletter has not e-mailed a story yet.</p>;
  return (
    <TableRegion label={caption}>
      <table className="data-table data-table--titles">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Story</th>
            <th scope="col">Queued</th>
            <th scope="col">Recipients</th>
            <th scope="col">Sent</th>
            <th scope="col">Waiting</th>
            <th scope="col">Failed</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((d) => (
            <tr key={d.post.id}>
              <th scope="row"><a href={d.post.url}>{d.post.title || 'Untitled story'}</a></th>
              <td>{formatShortDate(d.queuedAt)}</td>
              <td>{number(d.recipients)}</td>
              <td>{number(d.sent)}</td>
              <td>{number(d.pending)}</td>
              <td>{number(d.failed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function NewsletterStatsView({ newsletterId }: { newsletterId: string }) {
  const period = usePeriod();
  const result = usePreloaded(NewsletterStatsQuery, { newsletterId, period })?.newsletterStats;
  return (
    <StatsPageFrame page="subscription-stats" heading="Newsletter stats" result={result} ok="NewsletterStats">
      {(r) => {
        const unit = r.window.unit;
        const caption = `Subscribers per ${unit}: ${windowLabel(r.window)}`;
        return (
          <>
            <p className="stats__back"><a href={r.manageUrl}>Manage the newsletter</a></p>
            <h1 className="stats__heading">{`${r.name}: stats`}</h1>
            <p className="stats-section__note">
              The newsletter of <a href={r.ownerUrl}>{r.ownerName}</a>
            </p>
            <PeriodTabs current={period} base={newsletterStatsPath(r.newsletterId)} />
            <StatsSection id="stats-subscribers" title="Subscribers">
              <p className="stats-section__note">{windowLabel(r.window)}</p>
              <GainLossFigures
                subject="Subscribers"
                lostLabel="Unsubscribed"
                now={r.subscribers}
                gained={r.gained}
                lost={r.lost}
                series={r.series}
                unit={unit}
                caption={caption}
                chartLabel={`Chart of subscribers in all, gained and unsubscribed per ${unit}; the table below has the same figures.`}
              />
            </StatsSection>
            <StatsSection id="stats-issues" title="Issues">
              <p className="stats-section__note">Each story the newsletter e-mailed, with its e-mails sent, waiting to be sent and failed.</p>
              <IssuesTable issues={r.issues} caption={`The stories ${r.name} e-mailed, newest first, with their e-mails by state`} />
            </StatsSection>
          </>
        );
      }}
    </StatsPageFrame>
  );
}

const DETAIL_SERIES: readonly ChartSeries[] = [
  { key: 'total', label: 'In all', color: '#242424' },
  { key: 'gained', label: 'Gained', color: '#1a8917' },
  { key: 'lost', label: 'Lost', color: '#c94a4a' },
];

type GainLossPoint = { bucket: string; gained: number; lost: number; net: number; total: number };

/** An audience's gains and losses over the period: its totals, a chart and the same figures in a table. */
function GainLossFigures(props: {
  subject: string;
  lostLabel: string;
  now: number;
  gained: number;
  lost: number;
  series: readonly GainLossPoint[];
  unit: string;
  caption: string;
  chartLabel: string;
}) {
  const { subject, lostLabel, now, gained, lost, series, unit, caption, chartLabel } = props;
  return (
    <>
      <dl className="stats-totals" aria-label={`${subject}, totals`}>
        <div className="stats-totals__item"><dt>{`${subject} today`}</dt><dd>{number(now)}</dd></div>
        <div className="stats-totals__item"><dt>Gained</dt><dd>{number(gained)}</dd></div>
        <div className="stats-totals__item"><dt>{lostLabel}</dt><dd>{number(lost)}</dd></div>
        <div className="stats-totals__item"><dt>Net</dt><dd>{gained - lost > 0 ? '+' : ''}{number(gained - lost)}</dd></div>
      </dl>
      <StatsChart label={chartLabel} buckets={series.map((p) => p.bucket)} series={DETAIL_SERIES} values={series as never} />
      <TableRegion label={caption}>
        <table className="data-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{unit === 'month' ? 'Month' : 'Day'}</th>
              <th scope="col">Gained</th>
              <th scope="col">{lostLabel}</th>
              <th scope="col">Net</th>
              <th scope="col">In all</th>
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.bucket}>
                <th scope="row">{p.bucket}</th>
                <td>{number(p.gained)}</td>
                <td>{number(p.lost)}</td>
                <td>{number(p.net)}</td>
                <td>{number(p.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </>
  );
}

function AudienceDetailsView({ username, details }: { username: string; details: string }) {
  const period = usePeriod();
  const result = usePreloaded(AudienceDetailsQuery, { username, details, period })?.audienceDetails;
  return (
    <StatsPageFrame page="subscription-stats" heading="Audience" result={result} ok="AudienceDetails">
      {(r) => {
        const unit = r.window.unit;
        const caption = `${r.label} per ${unit}: ${windowLabel(r.window)}`;
        return (
          <>
            <p className="stats__back"><a href={`${hrefFor('ShowUserAudience', { username: r.user.username })}?period=${period}`}>Audience</a></p>
            <h1 className="stats__heading">{r.label}</h1>
            <PeriodTabs current={period} base={hrefFor('ShowUserAudienceDetails', { username: r.user.username, details: r.details })} />
            <StatsSection id="stats-details" title={<>{r.label} gained and lost</>}>
              <p className="stats-section__note">{windowLabel(r.window)}</p>
              <GainLossFigures
                subject={r.label}
                lostLabel="Lost"
                now={r.now}
                gained={r.gained}
                lost={r.lost}
                series={r.series}
                unit={unit}
                caption={caption}
                chartLabel={`Chart of ${r.label.toLowerCase()} in all, gained and lost per ${unit}; the table below has the same figures.`}
              />
              <p>
                <a className="button button--small" href={r.exportUrl} download>
                  Export as CSV
                </a>
              </p>
            </StatsSection>
          </>
        );
      }}
    </StatsPageFrame>
  );
}

/** A publication's stats page's own links: its stories, its overview, its digests. */
function PublicationStatsNav({ slug, current, period }: { slug: string; current: 'stories' | 'overview' | 'digests'; period: StatsPeriod }) {
  const items: ['stories' | 'overview' | 'digests', string, string][] = [
    ['stories', 'Stories', `${hrefFor('ShowCollectionFetchStats', { collectionSlug: slug })}?period=${period}`],
    ['overview', 'Overview', `${hrefFor('ShowCollectionStatsOverview', { collectionSlug: slug })}?period=${period}`],
    ['digests', 'Digests', hrefFor('ShowCollectionDigestStats', { collectionSlug: slug })],
  ];
  return (
    <nav className="stats-nav" aria-label="Publication stats">
      <ul>
        {items.map(([key, label, href]) => (
          <li key={key}>
            <a href={href} aria-current={key === current ? 'page' : undefined}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /{publication}/stats, and its overview at /{publication}/stats/overview. */
export function PublicationStatsPage() {
  const { state } = usePageData();
  const slug = state.route?.params.collectionSlug ?? '';
  if (state.route?.name === 'ShowCollectionStatsOverview') return <PublicationOverviewView slug={slug} />;
  return <PublicationStoriesView slug={slug} />;
}

function PublicationStoriesView({ slug }: { slug: string }) {
  const period = usePeriod();
  const result = usePreloaded(PublicationStatsQuery, { slug, period })?.publicationStats;
  return (
    <StatsPageFrame page="community-publication-stats" heading="Publication stats" result={result} ok="PublicationStats">
      {(r) => (
        <>
          <p className="stats__back"><a href={r.publication.url}>{r.publication.name}</a></p>
          <h1 className="stats__heading">{r.publication.name}: stats</h1>
          <PublicationStatsNav slug={r.publication.slug} current="stories" period={period} />
          <PeriodTabs current={period} base={`/${r.publication.slug}/stats`} />
          <StoryFiguresSection title="The publication’s stories" window={r.window} totals={r.totals} series={r.series} />
          <StatsSection id="stats-stories" title="Stories">
            <StoriesTable stories={r.stories} caption={`The publication’s stories, most viewed first: ${windowLabel(r.window)}`} />
          </StatsSection>
          <AudienceSection audience={r.audience} />
        </>
      )}
    </StatsPageFrame>
  );
}

const COMPARED: readonly [keyof Overview['totals'], string, (n: number) => string][] = [
  ['views', 'Views', number],
  ['reads', 'Reads', number],
  ['readRatio', 'Read ratio', (n) => `${n}%`],
  ['memberReadingSeconds', 'Member reading time', formatReadingTime],
  ['claps', 'Claps', number],
  ['responses', 'Responses', number],
  ['highlights', 'Highlights', number],
];

function ComparisonTable({ overview: r }: { overview: Overview }) {
  const previous = r.previous;
  const caption = previous
    ? `${windowLabel(r.window)}, beside the ${daysLabel(r.window)} before (${previous.from} to ${previous.to})`
    : `${windowLabel(r.window)}: a lifetime has no period before it`;
  return (
    <TableRegion label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">This period</th>
            {previous && <th scope="col">Period before</th>}
            {previous && <th scope="col">Change</th>}
          </tr>
        </thead>
        <tbody>
          {COMPARED.map(([key, label, format]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{format(r.totals[key])}</td>
              {previous && <td>{format(previous.totals[key])}</td>}
              {previous && <td>{key === 'readRatio' ? pointsChange(r.totals.readRatio - previous.totals.readRatio) : formatChange(percentChange(r.totals[key], previous.totals[key]))}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** A read ratio's change, in percentage points: '+3 points', '−1 point', 'no change'. */
function pointsChange(delta: number): string {
  if (delta === 0) return 'no change';
  return `${delta > 0 ? '+' : '−'}${Math.abs(delta)} ${Math.abs(delta) === 1 ? 'point' : 'points'}`;
}

const daysLabel = (w: Window): string => (w.period === '7d' ? '7 days' : w.period === '90d' ? '90 days' : '30 days');

function PublicationOverviewView({ slug }: { slug: string }) {
  const period = usePeriod();
  const result = usePreloaded(PublicationStatsOverviewQuery, { slug, period })?.publicationStatsOverview;
  return (
    <StatsPageFrame page="community-publication-stats" heading="Publication stats" result={result} ok="PublicationStatsOverview">
      {(r) => {
        const writersCaption = `The publication’s writers, most viewed first: ${windowLabel(r.window)}`;
        return (
          <>
            <p className="stats__back"><a href={r.publication.url}>{r.publication.name}</a></p>
            <h1 className="stats__heading">{r.publication.name}: overview</h1>
            <PublicationStatsNav slug={r.publication.slug} current="overview" period={period} />
            <PeriodTabs current={period} base={hrefFor('ShowCollectionStatsOverview', { collectionSlug: r.publication.slug })} />
            <StatsSection id="stats-compared" title="This period and the one before">
              <Totals figures={r.totals} label="The publication’s stories, totals" />
              <ComparisonTable overview={r} />
            </StatsSection>
            <StatsSection id="stats-sources" title="Traffic sources">
              <SourcesTable sources={r.sources} totalViews={r.sources.reduce((n, s) => n + s.views, 0)} caption={`Where the publication’s views came from: ${windowLabel(r.window)}`} />
            </StatsSection>
            <StatsSection id="stats-writers" title="Writers">
              {r.writers.length === 0 ? (
                <p className="stats-empty">No published stories yet: the writers’ figures will show here.</p>
              ) : (
                <TableRegion label={writersCaption}>
                  <table className="data-table data-table--titles">
                    <caption>{writersCaption}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Writer</th>
                        <th scope="col">Stories</th>
                        <FigureHeads />
                      </tr>
                    </thead>
                    <tbody>
                      {r.writers.map((w) => (
                        <tr key={w.user.id}>
                          <th scope="row"><a href={w.user.url}>{w.user.name || w.user.username}</a></th>
                          <td>{number(w.stories)}</td>
                          <FigureCells figures={w} />
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableRegion>
              )}
            </StatsSection>
            <AudienceSection audience={r.audience} />
          </>
        );
      }}
    </StatsPageFrame>
  );
}

export function PublicationDigestStatsPage() {
  const { state } = usePageData();
  const slug = state.route?.params.collectionSlug ?? '';
  const result = usePreloaded(PublicationDigestStatsQuery, { slug })?.publicationDigestStats;
  return (
    <StatsPageFrame page="publication-digest-stats" heading="Publication digests" result={result} ok="PublicationDigestStats">
      {(r) => {
        const caption = `The stories ${r.publication.name}’s newsletter e-mailed, newest first, with their e-mails by state`;
        return (
          <>
            <p className="stats__back"><a href={`/${r.publication.slug}/stats`}>{r.publication.name}: stats</a></p>
            <h1 className="stats__heading">{r.publication.name}: digests</h1>
            <p className="stats-section__note">Newsletter subscribers today: {number(r.subscribers)}</p>
            <IssuesTable issues={r.digests} caption={caption} />
          </>
        );
      }}
    </StatsPageFrame>
  );
}
