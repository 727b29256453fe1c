// reader-experience §2.9: the page-not-found screen, in the top-navigation layout (platform-reference
// §2.3). The staff-picks grid joins it with the app-shell issue.
import { pathTo } from '../../core/routing/routes.ts';
import { useCopy } from '../data.tsx';
import { LayoutFor } from '../layouts/Layouts.tsx';

export function NotFoundPage() {
  const copy = useCopy();
  return (
    <LayoutFor
      layout={{ layout: 'top-navigation' }}
      slots={{
        main: (
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
        ),
      }}
    />
  );
}
