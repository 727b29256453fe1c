// Issue 23 (stats): /me/stats, /me/stats/post/{postId}, /@{username}/audience, /{publication}/stats and its digests. Each figure
// is drawn from the preloaded query; each chart (StatsChart: uPlot, loaded after hydration) has a table beside it
// with the same numbers, for screen readers and for anyone who wants the figures. Period tabs are links, so a
// period is an address (?period=7d|30d|90d|lifetime).
import type { ReactNode } from 'react';
import { formatReadingTime, STATS_PERIOD_LABELS, STATS_PERIODS, type StatsPeriod } from '../../core/stats/stats-period.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { StatsChart, type ChartSeries } from './StatsChart.tsx';
import { AudienceStatsQuery, PostStatsQuery, PublicationDigestStatsQuery, PublicationStatsQuery, WriterStatsQuery } from './stats-queries.ts';
import { formatShortDate } from '../../core/format/date.ts';
import type { AudienceStatsQueryData, WriterStatsQueryData } from '../generated/operations.ts';
import './stats.css';

type WriterStats = Extract<WriterStatsQueryData['writerStats'], { __typename: 'WriterStats' }>;
type Figures = WriterStats['totals'];
type Point = WriterStats['series'][number];
type StoryRow = WriterStats['stories'][number];
type Audience = Extract<AudienceStatsQueryData['audienceStats'], { __typename: 'AudienceStats' }>['audience'];
type Window = WriterStats['window'];

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

/** A scrollable table region: keyboard users can scroll it, and the page never scrolls sideways. */
function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <div className="stats-table-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
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
      <table className="stats-table">
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

function StoryFiguresSection({ title, window, totals, series }: { title: string; window: Window; totals: Figures; series: readonly Point[] }) {
  const caption = `${title} per ${window.unit}: ${windowLabel(window)}`;
  return (
    <section className="stats-section" aria-labelledby="stats-figures">
      <h2 id="stats-figures" className="stats-section__heading">{title}</h2>
      <p className="stats-section__note">{windowLabel(window)}</p>
      <Totals figures={totals} label={`${title}, totals`} />
      <StatsChart label={`Chart of views and reads per ${window.unit}; the table below has the same figures.`} buckets={series.map((p) => p.bucket)} series={VIEWS_READS} values={series as never} />
      <SeriesTable caption={caption} series={series} unit={window.unit} />
    </section>
  );
}

function StoriesTable({ stories, caption }: { stories: readonly StoryRow[]; caption: string }) {
  if (stories.length === 0) return <p className="stats-empty">No published stories yet: their stats will show here.</p>;
  return (
    <TableRegion label={caption}>
      <table className="stats-table stats-table--stories">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Story</th>
            <FigureHeads />
          </tr>
        </thead>
        <tbody>
          {stories.map((s) => (
            <tr key={s.post.id}>
              <th scope="row">
                <a href={s.statsUrl}>{s.post.title || 'Untitled story'}</a>
              </th>
              <FigureCells figures={s} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

const AUDIENCE_SERIES: readonly ChartSeries[] = [
  { key: 'followersGained', label: 'Followers gained', color: '#1a8917' },
  { key: 'subscribersGained', label: 'Subscribers gained', color: '#6b4fbb' },
];

function AudienceSection({ audience, exportUrl, headingLevel = 2 }: { audience: Audience; exportUrl?: string; headingLevel?: 1 | 2 }) {
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
        <table className="stats-table">
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

function Refusal({ page, heading, message }: { page: string; heading: string; message: string }) {
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

export function StatsHomePage() {
  const { state } = usePageData();
  const period = usePeriod();
  const result = usePreloaded(WriterStatsQuery, { period })?.writerStats;
  if (!result || result.__typename !== 'WriterStats') return <Refusal page="stats-homepage" heading="Stats" message={result && 'message' in result ? result.message : 'Your stats could not be loaded.'} />;
  const username = state.viewer?.username;
  return (
    <PageFrame
      page="stats-homepage"
      main={
        <div className="stats">
          <h1 className="stats__heading">Stats</h1>
          <PeriodTabs current={period} base="/me/stats" />
          <StoryFiguresSection title="Your stories" window={result.window} totals={result.totals} series={result.series} />
          <section className="stats-section" aria-labelledby="stats-stories">
            <h2 id="stats-stories" className="stats-section__heading">Stories</h2>
            <StoriesTable stories={result.stories} caption={`Your stories, most viewed first: ${windowLabel(result.window)}`} />
          </section>
          <AudienceSection audience={result.audience} />
          {username && (
            <p>
              <a href={`/@${username}/audience?period=${period}`}>Audience stats and CSV export</a>
            </p>
          )}
        </div>
      }
    />
  );
}

export function PostStatsPage() {
  const { state } = usePageData();
  const period = usePeriod();
  const postId = state.route?.params.postId ?? '';
  const result = usePreloaded(PostStatsQuery, { postId, period })?.postStats;
  if (!result || result.__typename !== 'PostStats') return <Refusal page="stats-post" heading="Stats" message={result && 'message' in result ? result.message : 'These stats could not be loaded.'} />;
  const sourcesCaption = `Traffic sources: ${windowLabel(result.window)}`;
  return (
    <PageFrame
      page="stats-post"
      main={
        <div className="stats">
          <p className="stats__back"><a href={`/me/stats?period=${period}`}>All stats</a></p>
          <h1 className="stats__heading">
            Stats for <a href={result.post.url}>{result.post.title || 'Untitled story'}</a>
          </h1>
          <PeriodTabs current={period} base={`/me/stats/post/${encodeURIComponent(postId)}`} />
          <StoryFiguresSection title="This story" window={result.window} totals={result.totals} series={result.series} />
          <section className="stats-section" aria-labelledby="stats-sources">
            <h2 id="stats-sources" className="stats-section__heading">Traffic sources</h2>
            {result.sources.length === 0 ? (
              <p className="stats-empty">No views in this period.</p>
            ) : (
              <TableRegion label={sourcesCaption}>
                <table className="stats-table">
                  <caption>{sourcesCaption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Source</th>
                      <th scope="col">Views</th>
                      <th scope="col">Share</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.sources.map((s) => (
                      <tr key={s.source}>
                        <th scope="row">{s.label}</th>
                        <td>{number(s.views)}</td>
                        <td>{result.totals.views > 0 ? Math.round((s.views / result.totals.views) * 100) : 0}%</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableRegion>
            )}
          </section>
        </div>
      }
    />
  );
}

export function AudienceStatsPage() {
  const { state } = usePageData();
  const period = usePeriod();
  const username = state.route?.params.username ?? '';
  const result = usePreloaded(AudienceStatsQuery, { username, period })?.audienceStats;
  if (!result || result.__typename !== 'AudienceStats') return <Refusal page="subscription-stats" heading="Audience" message={result && 'message' in result ? result.message : 'These stats could not be loaded.'} />;
  return (
    <PageFrame
      page="subscription-stats"
      main={
        <div className="stats">
          <p className="stats__back"><a href={`/me/stats?period=${period}`}>All stats</a></p>
          <AudienceSection audience={result.audience} exportUrl={result.exportUrl} headingLevel={1} />
          <PeriodTabs current={period} base={`/@${result.user.username}/audience`} />
        </div>
      }
    />
  );
}

export function PublicationStatsPage() {
  const { state } = usePageData();
  const period = usePeriod();
  const slug = state.route?.params.collectionSlug ?? '';
  const result = usePreloaded(PublicationStatsQuery, { slug, period })?.publicationStats;
  if (!result || result.__typename !== 'PublicationStats') return <Refusal page="community-publication-stats" heading="Publication stats" message={result && 'message' in result ? result.message : 'These stats could not be loaded.'} />;
  return (
    <PageFrame
      page="community-publication-stats"
      main={
        <div className="stats">
          <p className="stats__back"><a href={result.publication.url}>{result.publication.name}</a></p>
          <h1 className="stats__heading">{result.publication.name}: stats</h1>
          <PeriodTabs current={period} base={`/${result.publication.slug}/stats`} />
          <StoryFiguresSection title="The publication’s stories" window={result.window} totals={result.totals} series={result.series} />
          <section className="stats-section" aria-labelledby="stats-stories">
            <h2 id="stats-stories" className="stats-section__heading">Stories</h2>
            <StoriesTable stories={result.stories} caption={`The publication’s stories, most viewed first: ${windowLabel(result.window)}`} />
          </section>
          <AudienceSection audience={result.audience} />
        </div>
      }
    />
  );
}

export function PublicationDigestStatsPage() {
  const { state } = usePageData();
  const slug = state.route?.params.collectionSlug ?? '';
  const result = usePreloaded(PublicationDigestStatsQuery, { slug })?.publicationDigestStats;
  if (!result || result.__typename !== 'PublicationDigestStats') return <Refusal page="publication-digest-stats" heading="Publication digests" message={result && 'message' in result ? result.message : 'These stats could not be loaded.'} />;
  const caption = `The stories ${result.publication.name}’s newsletter e-mailed, newest first, with their e-mails by state`;
  return (
    <PageFrame
      page="publication-digest-stats"
      main={
        <div className="stats">
          <p className="stats__back"><a href={`/${result.publication.slug}/stats`}>{result.publication.name}: stats</a></p>
          <h1 className="stats__heading">{result.publication.name}: digests</h1>
          <p className="stats-section__note">Newsletter subscribers today: {number(result.subscribers)}</p>
          {result.digests.length === 0 ? (
            <p className="stats-empty">The newsletter has not e-mailed a story yet.</p>
          ) : (
            <TableRegion label={caption}>
              <table className="stats-table stats-table--stories">
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
                  {result.digests.map((d) => (
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
          )}
        </div>
      }
    />
  );
}
