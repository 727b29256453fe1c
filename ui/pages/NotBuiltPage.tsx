// Issue 3: every route of the table resolves. Pages whose issues have not landed yet say so honestly,
// in their own layout, with status 501 — never a fake page.
import { pathTo } from '../../core/routing/routes.ts';
import { PageFrame } from '../layouts/Layouts.tsx';

export function NotBuiltPage({ page }: { page: string }) {
  return (
    <PageFrame
      page={page}
      main={
        <section className="not-built" aria-labelledby="not-built-title">
          <h1 id="not-built-title">This page is not built yet</h1>
          <p>
            The <code>{page}</code> page is part of the plan but has not been built. Everything already built is a click away.
          </p>
          <a className="button" href={pathTo('ShowHome')}>
            Home
          </a>
        </section>
      }
      aside={null}
    />
  );
}
