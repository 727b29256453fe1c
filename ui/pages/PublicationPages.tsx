// Issue 22 part B: a publication's pages, one chunk — about, latest, trending, featured, the archive (by year,
// month and day in the publication's time zone), all stories (newest, earliest, most popular; by topic), followers,
// write-for-us and its subpages — each in the layout platform-reference §2.4 gives its page name, under the
// publication's bar, server-rendered with its first page of stories and 'Show more' after it (keyset paging).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { allOrderOf, ALL_ORDER_LABELS, ALL_ORDERS } from '../../core/publication/all-stories.ts';
import { archiveDateOf, archiveLabel, MONTH_NAMES } from '../../core/publication/archive.ts';
import { hrefFor } from '../chrome/links.ts';
import { Avatar } from '../components/Avatar.tsx';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { PostBody } from '../components/PostBody.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import type { FeedPageData } from '../post-card-fields.ts';
import { PublicationPostsQuery } from '../publication-queries.ts';
import {
  PUBLICATION_PAGE_SIZE,
  PublicationAboutQuery,
  PublicationAllPostsQuery,
  PublicationAllQuery,
  PublicationArchiveIndexQuery,
  PublicationArchivePostsQuery,
  PublicationArchiveQuery,
  PublicationFollowersPageQuery,
  PublicationFollowersQuery,
  PublicationLatestQuery,
  PublicationSubpageQuery,
  PublicationTrendingQuery,
  PublicationWriteForUsQuery,
} from '../publication-page-queries.ts';
import { PublicationFrame, type PublicationChromeData } from '../publication/PublicationChrome.tsx';

const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const notFound = (
  <Suspense fallback={null}>
    <NotFoundPage />
  </Suspense>
);

const ORDER_ENUM = { newest: 'NEWEST', earliest: 'EARLIEST', 'most-popular': 'MOST_POPULAR' } as const;

function useSlug(): string {
  return usePageData().state.route?.params.collectionSlug ?? '';
}

function Heading({ publication, title, children }: { publication: { name: string; url: string }; title: string; children?: ReactNode }) {
  return (
    <header className="publication-page__header">
      <p className="publication-page__kicker">
        <a href={publication.url}>{publication.name}</a>
      </p>
      <h1 className="page-heading">{title}</h1>
      {children}
    </header>
  );
}

/** Text the editors typed: a blank line between paragraphs. */
function PlainText({ text }: { text: string }) {
  return (
    <div className="publication-page__text">
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i}>{p.trim()}</p>
        ))}
    </div>
  );
}

/** A publication's list of stories with 'Show more'. */
function Stories({
  label,
  feed,
  next,
  empty,
}: {
  label: string;
  feed: FeedPageData;
  next: ((cursor: string) => Promise<FeedPageData | null | undefined>) | null;
  empty: string;
}) {
  const { transport } = usePageData();
  return (
    <PagedPostList
      label={label}
      showCollection={false}
      eagerFirstImage
      first={{ items: feed.items.map((i) => i.post), next: feed.pagingInfo.next?.to ?? null }}
      empty={<p className="feed__status">{empty}</p>}
      fetchPage={
        transport && next
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

export function PublicationAboutPage() {
  const data = usePreloaded(PublicationAboutQuery, { slug: useSlug() });
  const publication = data?.publication;
  if (!publication) return notFound;
  return (
    <PublicationFrame
      page="publication-about"
      publication={publication}
      asideLabel={`${publication.name} editors`}
      main={
        <>
          <Heading publication={publication} title={`About ${publication.name}`}>
            {publication.tagline && <p className="tag__description">{publication.tagline}</p>}
          </Heading>
          {publication.about ? <PlainText text={publication.about} /> : publication.description ? <PlainText text={publication.description} /> : <p className="feed__status">{publication.name} has not written about itself yet.</p>}
          <p>
            <a href={hrefFor('ShowCollectionLiteFollowers', { collectionSlug: publication.slug })}>
              {formatCount(publication.followGraph.followerCount)} {publication.followGraph.followerCount === 1 ? 'Follower' : 'Followers'}
            </a>
          </p>
        </>
      }
      aside={
        publication.editors.length > 0 ? (
          <section aria-labelledby="about-editors">
            <h2 id="about-editors" className="aside-heading">
              Editors
            </h2>
            <ul className="masthead">
              {publication.editors.map(({ user }) => (
                <li key={user.id}>
                  <a href={user.url} className="masthead__editor">
                    <Avatar id={user.id} name={user.name} size="XXS" />
                    <span>{user.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null
      }
    />
  );
}

export function PublicationLatestPage() {
  const slug = useSlug();
  const { transport } = usePageData();
  const publication = usePreloaded(PublicationLatestQuery, { slug })?.publication;
  if (!publication) return notFound;
  return (
    <PublicationFrame
      page="community-publication-latest"
      publication={publication}
      main={
        <>
          <Heading publication={publication} title="Latest" />
          <Stories
            label={`Latest stories in ${publication.name}`}
            feed={publication.posts}
            empty={`${publication.name} has not published a story yet.`}
            next={async (cursor) => (await transport!.request(PublicationPostsQuery, { slug, paging: { limit: PUBLICATION_PAGE_SIZE, to: cursor } })).data?.publication?.posts}
          />
        </>
      }
    />
  );
}

export function PublicationTrendingPage() {
  const publication = usePreloaded(PublicationTrendingQuery, { slug: useSlug() })?.publication;
  if (!publication) return notFound;
  return (
    <PublicationFrame
      page="community-publication-trending"
      publication={publication}
      main={
        <>
          <Heading publication={publication} title="Trending">
            <p className="publication-page__note">The stories with the most claps and reads in the last 7 days.</p>
          </Heading>
          <Stories label={`Trending in ${publication.name}`} feed={publication.trending} next={null} empty={`${publication.name} has not published a story yet.`} />
        </>
      }
    />
  );
}

type ArchiveIndex = readonly { year: number; month: number; count: number }[];

function ArchiveIndexList({ slug, index }: { slug: string; index: ArchiveIndex }) {
  const years = [...new Set(index.map((r) => r.year))];
  if (years.length === 0) return <p className="feed__status">No stories yet.</p>;
  return (
    <ul className="publication-archive__years" aria-label="Archive by year">
      {years.map((year) => {
        const months = index.filter((r) => r.year === year);
        const count = months.reduce((n, m) => n + m.count, 0);
        return (
          <li key={year}>
            <a href={hrefFor('ShowCollectionArchiveYearly', { collectionSlug: slug, year: String(year) })}>
              {year}
            </a>{' '}
            <span className="publication-page__note">({formatCount(count)})</span>
            <ul className="publication-archive__months" aria-label={`Months of ${year}`}>
              {months.map((m) => (
                <li key={m.month}>
                  <a href={hrefFor('ShowCollectionArchiveMonthly', { collectionSlug: slug, year: String(year), month: String(m.month).padStart(2, '0') })}>
                    {MONTH_NAMES[m.month - 1]}
                  </a>{' '}
                  <span className="publication-page__note">({formatCount(m.count)})</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function ArchiveIndexPage({ slug }: { slug: string }) {
  const publication = usePreloaded(PublicationArchiveIndexQuery, { slug })?.publication;
  if (!publication) return notFound;
  return (
    <PublicationFrame
      page="community-publication-archive"
      publication={publication}
      main={
        <>
          <Heading publication={publication} title="Archive">
            <p className="publication-page__note">Dates are in {publication.name}’s time zone ({publication.timeZone}).</p>
          </Heading>
          <ArchiveIndexList slug={slug} index={publication.archiveIndex} />
        </>
      }
    />
  );
}

function ArchiveDatePage({ slug }: { slug: string }) {
  const { state, transport } = usePageData();
  const date = archiveDateOf(state.route?.params ?? {});
  const vars = { slug, year: date?.year ?? 0, month: date?.month ?? null, day: date?.day ?? null };
  const publication = usePreloaded(PublicationArchiveQuery, { ...vars, paging: { limit: PUBLICATION_PAGE_SIZE } })?.publication;
  if (!publication || !date) return notFound;
  const label = archiveLabel(date);
  return (
    <PublicationFrame
      page="community-publication-archive"
      publication={publication}
      main={
        <>
          <Heading publication={publication} title={label}>
            <p className="publication-page__note">
              <a href={hrefFor('ShowCollectionArchive', { collectionSlug: slug })}>All of the archive</a> · dates in {publication.timeZone}
            </p>
          </Heading>
          <Stories
            label={`Stories of ${label}`}
            feed={publication.archive}
            empty={`${publication.name} published no story in ${label}.`}
            next={async (cursor) => (await transport!.request(PublicationArchivePostsQuery, { ...vars, paging: { limit: PUBLICATION_PAGE_SIZE, to: cursor } })).data?.publication?.archive}
          />
          {date.day === undefined && <ArchiveIndexList slug={slug} index={publication.archiveIndex.filter((r) => r.year === date.year)} />}
        </>
      }
    />
  );
}

function AllPage({ slug }: { slug: string }) {
  const { state, transport } = usePageData();
  const params = state.route?.params ?? {};
  const order = allOrderOf(params.orderBy);
  const topic = params.topic?.trim().toLowerCase() || null;
  const vars = { slug, orderBy: ORDER_ENUM[order], topic };
  const publication = usePreloaded(PublicationAllQuery, { ...vars, paging: { limit: PUBLICATION_PAGE_SIZE } })?.publication;
  if (!publication) return notFound;
  const base = hrefFor('ShowCollectionAll', { collectionSlug: slug });
  const href = (o: string) => {
    const q = new URLSearchParams();
    if (o !== 'newest') q.set('orderBy', o);
    if (topic) q.set('topic', topic);
    const s = q.toString();
    return s ? `${base}?${s}` : base;
  };
  return (
    <PublicationFrame
      page="community-publication-archive"
      publication={publication}
      main={
        <>
          <Heading publication={publication} title={topic ? `All stories about ${topic}` : 'All stories'} />
          <nav aria-label="Order">
            <ul className="publication-all__orders">
              {ALL_ORDERS.map((o) => (
                <li key={o}>
                  <a href={href(o)} {...(o === order ? { 'aria-current': 'page' as const } : {})}>
                    {ALL_ORDER_LABELS[o]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <Stories
            label={`All stories in ${publication.name}`}
            feed={publication.all}
            empty={topic ? `No story of ${publication.name} is about ${topic}.` : `${publication.name} has not published a story yet.`}
            next={async (cursor) => (await transport!.request(PublicationAllPostsQuery, { ...vars, paging: { limit: PUBLICATION_PAGE_SIZE, to: cursor } })).data?.publication?.all}
          />
        </>
      }
    />
  );
}

export function PublicationArchivePage() {
  const { state } = usePageData();
  const slug = useSlug();
  const name = state.route?.name;
  if (name === 'ShowCollectionAll') return <AllPage slug={slug} />;
  if (name === 'ShowCollectionArchive') return <ArchiveIndexPage slug={slug} />;
  return <ArchiveDatePage slug={slug} />;
}

type FollowersPage = NonNullable<NonNullable<ReturnType<typeof usePreloadedFollowers>>['publication']>['followers'];
const usePreloadedFollowers = (slug: string) => usePreloaded(PublicationFollowersQuery, { slug, after: null });

export function PublicationFollowersPage() {
  const slug = useSlug();
  const { transport } = usePageData();
  const publication = usePreloadedFollowers(slug)?.publication;
  const [more, setMore] = useState<FollowersPage[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  if (!publication) return notFound;
  const pages = [publication.followers, ...more];
  const last = pages[pages.length - 1]!;
  const edges = pages.flatMap((p) => p.edges);
  const count = publication.followGraph.followerCount;
  const showMore = () => {
    if (!transport || !last.pageInfo.endCursor) return;
    setStatus('loading');
    transport
      .request(PublicationFollowersPageQuery, { slug, after: last.pageInfo.endCursor })
      .then((result) => {
        const next = result.data?.publication?.followers;
        if (!next) return setStatus('error');
        setMore((all) => [...all, next]);
        setStatus('idle');
      })
      .catch(() => setStatus('error'));
  };
  return (
    <PublicationFrame
      page="publication-followers"
      publication={publication}
      asideLabel={`About ${publication.name}`}
      aside={publication.description ? <p className="profile__bio">{publication.description}</p> : null}
      main={
        <>
          <Heading publication={publication} title={`${formatCount(count)} ${count === 1 ? 'Follower' : 'Followers'}`} />
          {edges.length === 0 ? (
            <p className="feed__status">{publication.name} has no followers yet.</p>
          ) : (
            <ul className="publication-followers__list" aria-label={`Followers of ${publication.name}`} aria-busy={status === 'loading'}>
              {edges.map(({ node }) => (
                <li key={node.id} className="publication-followers__item">
                  <Avatar id={node.id} name={node.name} size="S" />
                  <div>
                    <a href={node.url}>{node.name}</a>
                    {node.bio && <p className="follow-list__bio">{node.bio}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {status === 'error' && (
            <p role="alert" className="feed__status">
              Something went wrong. Please try again.
            </p>
          )}
          {last.pageInfo.hasNextPage && (
            <button type="button" className="button button--outline follow-list__more" onClick={showMore} disabled={status === 'loading'}>
              {status === 'loading' ? 'Loading…' : status === 'error' ? 'Try again' : 'Show more'}
            </button>
          )}
        </>
      }
    />
  );
}

export function PublicationWriteForUsPage() {
  const publication = usePreloaded(PublicationWriteForUsQuery, { slug: useSlug() })?.publication;
  if (!publication) return notFound;
  return (
    <PublicationFrame
      page="community-publication-write-for-us"
      publication={publication}
      main={
        <>
          <Heading publication={publication} title={`Write for ${publication.name}`} />
          {publication.writeForUs ? <PlainText text={publication.writeForUs} /> : <p className="feed__status">{publication.name} has not posted guidelines for writers yet.</p>}
          <p>Write your story as a draft, then submit it to {publication.name} for its editors to review.</p>
          <p>
            <a className="button" href={hrefFor('ShowNewPost')}>
              Write a story to submit
            </a>
          </p>
        </>
      }
    />
  );
}

export function PublicationSubpagePage() {
  const { state } = usePageData();
  const subpageSlug = (state.route?.params.subpageSlug ?? '').toLowerCase();
  const publication = usePreloaded(PublicationSubpageQuery, { slug: useSlug(), subpageSlug })?.publication;
  const subpage = publication?.subpage;
  if (!publication || !subpage) return notFound;
  return (
    <PublicationFrame
      page="community-publication-subpage"
      publication={publication as PublicationChromeData & typeof publication}
      main={
        <article className="post-body">
          <Heading publication={publication} title={subpage.title} />
          <PostBody paragraphs={subpage.bodyModel.paragraphs} />
        </article>
      }
    />
  );
}
