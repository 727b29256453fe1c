// A writer's profile tabs beyond their stories (platform-reference §2.1 Profiles; the user-profile page, its own
// chunk so the profile's first JavaScript stays as it was): the stories they recommended (the ones they clapped for),
// their responses, their series and their awards; and /awards/{type}, what an award is (core/profile/awards.ts).
// Each is server-rendered from its preloaded query; the lists page on with 'Show more'.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AWARDS_COPY, topWriterPlace, topWriterTitle } from '../../core/profile/awards.ts';
import { formatShortDate, isoDay } from '../../core/format/date.ts';
import { tagTabPath } from '../../core/reader-pages/tag-pages.ts';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';
import { SeriesRow } from './SeriesRow.tsx';
import {
  firstTabPage,
  UserAwardsQuery,
  UserRecommendedQuery,
  UserResponsesQuery,
  UserSeriesListQuery,
  type ResponseItem,
} from './profile-queries.ts';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

type Writer = { name: string; username: string; url: string };

/** The writer's name as the page's heading, the profile's tabs, then the tab's own heading and content. */
function ProfileTab({ user, heading, children }: { user: Writer | null | undefined; heading: string; children: ReactNode }) {
  const { state } = usePageData();
  if (!user) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <PageFrame
      page="user-profile"
      main={
        <>
          <header className="profile__header">
            <h1 className="profile__name">
              <a href={user.url} className="profile-tab__name">
                {user.name}
              </a>
            </h1>
          </header>
          <ProfileTabs username={user.username} name={user.name} routeName={state.route?.name ?? ''} />
          <section aria-labelledby="profile-tab-heading">
            <h2 id="profile-tab-heading" className="page-heading">
              {heading}
            </h2>
            {children}
          </section>
        </>
      }
    />
  );
}

const usernameOf = (state: ReturnType<typeof usePageData>['state']) => state.route?.params.username ?? '';

/** /@{username}/has-recommended: the stories the writer clapped for, newest story first. */
export function UserRecommendedPage() {
  const { state, transport } = usePageData();
  const username = usernameOf(state);
  const user = usePreloaded(UserRecommendedQuery, firstTabPage(username))?.user;
  return (
    <ProfileTab user={user} heading="Recommended">
      {user && (
        <PagedPostList
          label={`Stories ${user.name} recommends`}
          first={{ items: user.recommended.items.map((i) => i.post), next: user.recommended.pagingInfo.next?.to ?? null }}
          empty={<p className="feed__status">{user.name} has not clapped for a story yet.</p>}
          fetchPage={
            transport
              ? async (cursor) => {
                  const result = await transport.request(UserRecommendedQuery, { ...firstTabPage(username), paging: { ...firstTabPage(username).paging, to: cursor } });
                  const feed = result.data?.user?.recommended;
                  if (!feed) throw new Error(result.errors?.[0]?.message ?? 'The stories did not load');
                  return { items: feed.items.map((i) => i.post), next: feed.pagingInfo.next?.to ?? null };
                }
              : null
          }
        />
      )}
    </ProfileTab>
  );
}

function ResponseEntry({ response }: { response: ResponseItem }) {
  const root = response.responseRootPost;
  return (
    <li className="profile-response">
      <p className="profile-response__context">
        {root ? (
          <>
            In response to <a href={root.url}>{root.title || 'a story'}</a>
          </>
        ) : (
          'A response'
        )}
        {response.firstPublishedAt !== null && (
          <>
            <span aria-hidden="true"> · </span>
            <time dateTime={isoDay(response.firstPublishedAt)}>{formatShortDate(response.firstPublishedAt)}</time>
          </>
        )}
      </p>
      <p className="profile-response__text">
        <a href={response.url}>{response.title || 'Read the response'}</a>
      </p>
    </li>
  );
}

/** /@{username}/responses: what the writer wrote in response to stories, newest first, paged with 'Show more'. */
export function UserResponsesPage() {
  const { state, transport, copy } = usePageData();
  const username = usernameOf(state);
  const user = usePreloaded(UserResponsesQuery, firstTabPage(username))?.user;
  const [more, setMore] = useState<{ items: ResponseItem[]; next: string | null; busy: boolean; error: string | null } | null>(null);
  const items = [...(user?.responses.items.map((i) => i.post) ?? []), ...(more?.items ?? [])];
  const next = more ? more.next : (user?.responses.pagingInfo.next?.to ?? null);
  const showMore = async () => {
    if (!transport || !next) return;
    setMore((m) => ({ items: m?.items ?? [], next, busy: true, error: null }));
    const result = await transport.request(UserResponsesQuery, { username, paging: { ...firstTabPage(username).paging, to: next } }).catch(() => null);
    const page = result?.data?.user?.responses;
    setMore((m) =>
      page
        ? { items: [...(m?.items ?? []), ...page.items.map((i) => i.post)], next: page.pagingInfo.next?.to ?? null, busy: false, error: null }
        : { items: m?.items ?? [], next, busy: false, error: result?.errors?.[0]?.message ?? 'The responses did not load. Try again.' },
    );
  };
  return (
    <ProfileTab user={user} heading="Responses">
      {user &&
        (items.length === 0 ? (
          <p className="feed__status">{user.name} has not responded to a story yet.</p>
        ) : (
          <>
            <ul className="profile-responses" aria-label={`Responses by ${user.name}`}>
              {items.map((r) => (
                <ResponseEntry key={r.id} response={r} />
              ))}
            </ul>
            {more?.error && <p role="alert">{more.error}</p>}
            {next && (
              <button type="button" className="button button--outline" disabled={!transport || more?.busy} aria-busy={more?.busy ?? false} onClick={() => void showMore()}>
                {more?.busy ? copy.feed.loadingMore : copy.feed.showMore}
              </button>
            )}
          </>
        ))}
    </ProfileTab>
  );
}

/** /@{username}/series: the writer's series with stories readers can read, newest first. */
export function UserSeriesPage() {
  const { state } = usePageData();
  const user = usePreloaded(UserSeriesListQuery, { username: usernameOf(state) })?.user;
  const shown = user?.series.filter((s) => s.posts.length > 0) ?? [];
  return (
    <ProfileTab user={user} heading="Series">
      {user &&
        (shown.length === 0 ? (
          <p className="feed__status">{user.name} has no series yet.</p>
        ) : (
          <ul className="profile-series-list" aria-label={`Series by ${user.name}`}>
            {shown.map((s) => (
              <SeriesRow key={s.id} series={s} />
            ))}
          </ul>
        ))}
    </ProfileTab>
  );
}

/** /@{username}/awards/top-writer: the tags where the writer is a Top writer, best place first. */
export function UserAwardsPage() {
  const { state } = usePageData();
  const user = usePreloaded(UserAwardsQuery, { username: usernameOf(state) })?.user;
  return (
    <ProfileTab user={user} heading={AWARDS_COPY.topWriterHeading}>
      {user && (
        <>
          <p>
            {AWARDS_COPY.topWriterExplained}
          </p>
          {user.topWriterAwards.length === 0 ? (
            <p className="feed__status">{AWARDS_COPY.noAwards(user.name)}</p>
          ) : (
            <ul className="profile-awards" aria-label={AWARDS_COPY.userAwardsHeading(user.name)}>
              {user.topWriterAwards.map((a) => (
                <li key={a.tag.slug} className="profile-award">
                  <a href={tagTabPath(a.tag.slug, 'who-to-follow')} className="profile-award__title">
                    {topWriterTitle(a.tag.displayTitle)}
                  </a>
                  <span className="profile-award__place">{topWriterPlace(a.rank, a.storyCount)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ProfileTab>
  );
}

/** /awards/top-writer: what the award is, and where its holders are listed. */
export function AwardsPage() {
  return (
    <PageFrame
      page="user-profile"
      main={
        <section aria-labelledby="awards-heading">
          <h1 id="awards-heading">{AWARDS_COPY.topWriterHeading}</h1>
          <p>{AWARDS_COPY.topWriterExplained}</p>
          <p>
            Each tag’s holders are its first writers under <em>Who to follow</em>: find a tag in <a href={hrefFor('ShowExploreTopics')}>Explore topics</a>, or search
            for one.
          </p>
        </section>
      }
    />
  );
}

/** The chunk's page: the tab its route names (ui/pages/page-modules.ts ROUTE_CHUNKS sends these routes here). */
export function ProfileTabRoute() {
  const { state } = usePageData();
  const route = state.route;
  if (route?.params.kind !== undefined) return <UserAwardsPage />;
  if (route?.params.type !== undefined) return <AwardsPage />;
  if (route?.name === 'ShowUserResponses') return <UserResponsesPage />;
  if (route?.name === 'ShowUserSeries') return <UserSeriesPage />;
  return <UserRecommendedPage />;
}
