// Issue 16 "who clapped" (/p/{postId}/upvotes, route ShowPostUpvotes, page 'post'): the story's title (a link
// back to it), its total, and the readers who clapped with their claps, first clap newest first, 25 at a time
// with 'Show more'; each row has the same Follow button and toasts as a profile. Open to anyone; most useful to
// the writer. PostRoute renders it on this address.
import { lazy, Suspense, useRef, useState } from 'react';
import { clapperCountText, clappersHeading } from '../../core/claps/clap-rules.ts';
import { formatCount } from '../../core/format/count.ts';
import { Avatar } from '../components/Avatar.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { FollowButton, useFollow } from '../following/FollowControls.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { CLAPPERS_PAGE_SIZE, PostClappersQuery, type ClapperData, type ClappersPageData } from '../story-actions/clappers-query.ts';

const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

function ClapperRow({ clapper, first }: { clapper: ClapperData; first: boolean }) {
  const { state } = usePageData();
  const { user } = clapper;
  const follow = useFollow(
    { kind: 'user', id: user.id, name: user.name },
    { isFollowing: user.viewerEdge.isFollowing, isMuting: user.viewerEdge.isMuting, followerCount: user.socialStats.followerCount, viewerFollowingCount: 0 },
  );
  return (
    <li className="follow-list__item" tabIndex={first ? -1 : undefined} data-first-new={first || undefined}>
      <Avatar id={user.id} name={user.name} size="S" />
      <div className="follow-list__who">
        <a className="follow-list__name" href={user.url}>
          {user.name}
        </a>
        <p className="follow-list__bio">{clapperCountText(clapper.claps)}</p>
      </div>
      {state.viewer?.id !== user.id && <FollowButton follow={follow} label={user.name} />}
    </li>
  );
}

function Clappers({ data }: { data: ClappersPageData }) {
  const { transport } = usePageData();
  const [pages, setPages] = useState<ClappersPageData[]>([data]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const list = useRef<HTMLUListElement>(null);
  const last = pages[pages.length - 1]!;
  const { post } = data;
  const firstNew = pages.length > 1 ? pages.slice(0, -1).reduce((n, p) => n + p.items.length, 0) : -1;
  const items = pages.flatMap((p) => p.items);

  const showMore = () => {
    const to = last.pagingInfo.next?.to;
    if (!transport || !to) return;
    setStatus('loading');
    transport
      .request(PostClappersQuery, { postId: post.id, paging: { limit: CLAPPERS_PAGE_SIZE, to } })
      .then((result) => {
        const next = result.data?.postClappers;
        if (!next) return setStatus('error');
        setPages((all) => [...all, next]);
        setStatus('idle');
        // Focus moves to the first new row, so a keyboard reader continues where the list grew.
        requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('[data-first-new]')?.focus());
      })
      .catch(() => setStatus('error'));
  };

  return (
    <PageFrame
      page="post"
      main={
        <section className="clappers" aria-labelledby="clappers-heading">
          <nav className="follow-list__crumbs" aria-label="Breadcrumb">
            <a href={post.url}>{post.title}</a>
          </nav>
          <h1 id="clappers-heading" className="page-heading follow-list__heading">
            {clappersHeading(post.clapCount, formatCount(post.clapCount))}
          </h1>
          {items.length === 0 ? (
            <p className="feed__status">Nobody has clapped for this story yet.</p>
          ) : (
            <ul ref={list} className="follow-list" aria-label={`Readers who clapped for ${post.title}`} aria-busy={status === 'loading'}>
              {items.map((clapper, i) => (
                <ClapperRow key={clapper.user.id} clapper={clapper} first={i === firstNew} />
              ))}
            </ul>
          )}
          {status === 'error' && (
            <p role="alert" className="feed__status">
              Something went wrong. Please try again.
            </p>
          )}
          {last.pagingInfo.next && (
            <button type="button" className="button button--outline follow-list__more" onClick={showMore} disabled={status === 'loading'}>
              {status === 'loading' ? 'Loading…' : status === 'error' ? 'Try again' : 'Show more'}
            </button>
          )}
        </section>
      }
    />
  );
}

export function PostUpvotesPage({ postId }: { postId: string }) {
  const data = usePreloaded(PostClappersQuery, { postId, paging: { limit: CLAPPERS_PAGE_SIZE } });
  return data?.postClappers ? <Clappers data={data.postClappers} /> : <Suspense fallback={null}><NotFoundPage /></Suspense>;
}
