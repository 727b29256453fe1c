// reader-experience §2.10: the server-error screen.
import { pathTo } from '../../core/routing/paths.ts';
import { useCopy } from '../data.tsx';
import { LayoutFor } from '../layouts/Layouts.tsx';

export function ServerErrorPage() {
  const copy = useCopy();
  const [refresh, status, read] = copy.serverError.suggestions;
  return (
    <LayoutFor
      layout={{ layout: 'top-navigation' }}
      slots={{
        main: (
      <section className="not-found" aria-labelledby="server-error-title">
        <p className="not-found__code">{copy.serverError.code}</p>
        <h1 id="server-error-title" className="not-found__headline">
          {copy.serverError.headline}
        </h1>
        <ul className="server-error__suggestions">
          <li>{refresh}</li>
          <li>
            <a href={pathTo('ShowStatus')}>{status}</a>
          </li>
          <li>
            <a href={pathTo('ShowHome')}>{read}</a>
          </li>
        </ul>
      </section>
        ),
      }}
    />
  );
}
