// reader-experience §2.9: the page-not-found screen, in the top-navigation layout (platform-reference
// §2.3), with a grid of four staff picks, hidden when none come back.
import { pathTo } from '../../core/routing/paths.ts';
import { MediaImage } from '../components/MediaImage.tsx';
import { useCopy, usePreloaded } from '../data.tsx';
import { LayoutFor } from '../layouts/Layouts.tsx';
import { NotFoundScreenQuery } from '../queries.ts';

function StaffPicks() {
  const copy = useCopy();
  const data = usePreloaded(NotFoundScreenQuery, {});
  const posts = data?.staffPicksFeed.items.map((i) => i.post) ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="staff-picks" aria-labelledby="staff-picks-heading">
      <h2 id="staff-picks-heading" className="aside-heading">
        {copy.notFound.staffPicks}
      </h2>
      <ul className="staff-picks__grid">
        {posts.map((post) => (
          <li key={post.id}>
            <a href={post.url} className="staff-pick">
              {post.previewImage && <MediaImage image={post.previewImage} decorative className="staff-pick__image" />}
              <span className="staff-pick__writer">{post.creator.name}</span>
              <span className="staff-pick__title">{post.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NotFoundPage() {
  const copy = useCopy();
  return (
    <LayoutFor
      layout={{ layout: 'top-navigation' }}
      slots={{
        main: (
          <>
            <section className="not-found" aria-labelledby="not-found-title">
              <p className="not-found__label">{copy.notFound.label}</p>
              <p className="not-found__code" aria-hidden="true">
                {copy.notFound.code}
              </p>
              <h1 id="not-found-title" className="not-found__headline">
                {copy.notFound.headline}
              </h1>
              <p className="not-found__body">{copy.notFound.body}</p>
              <a className="button" href={pathTo('ShowHome')}>
                {copy.notFound.home}
              </a>
            </section>
            <StaffPicks />
          </>
        ),
      }}
    />
  );
}
