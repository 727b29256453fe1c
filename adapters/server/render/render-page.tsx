// Server rendering of a page: load its data, render the React tree to HTML, wrap it in the document.
import { renderToString } from 'react-dom/server';
import { copyFor } from '../../../core/copy/copy.ts';
import type { QueryCacheSnapshot } from '../../../core/query-cache/cache-key.ts';
import type { RouteMatch } from '../../../core/routing/routes.ts';
import type { PreloadedState } from '../../../core/startup/startup.ts';
import { App } from '../../../ui/App.tsx';
import { PageDataProvider } from '../../../ui/data.tsx';
import { GRAPHQL_PATH } from '../graphql/graphql.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import { renderDocument, type ClientAssets } from './document.ts';
import { loadPageData } from './page-data.ts';

export type RenderOptions = { productName: string; assets: ClientAssets; buildVersion: string; now: Date };

export type RenderedPage = { status: number; html: string } | { status: 301 | 302; location: string };

function renderApp(
  state: PreloadedState,
  cache: QueryCacheSnapshot,
  parts: { title: string; description: string; canonicalPath: string | null },
  options: RenderOptions,
): string {
  const appHtml = renderToString(
    <PageDataProvider value={{ state, cache, copy: copyFor(options.productName), transport: null }}>
      <App />
    </PageDataProvider>,
  );
  return renderDocument({
    ...parts,
    appHtml,
    state,
    graphqlUri: GRAPHQL_PATH,
    queryCache: cache,
    assets: options.assets,
  });
}

function stateFor(route: RouteMatch | null, status: number, options: RenderOptions): PreloadedState {
  return {
    productName: options.productName,
    now: options.now.toISOString(),
    route,
    status,
    buildVersion: options.buildVersion,
  };
}

export async function renderPage(path: string, ctx: GraphQLContext, options: RenderOptions): Promise<RenderedPage> {
  const data = await loadPageData(path, ctx, options.productName);
  if (data.kind === 'redirect') return { status: data.status, location: data.location };
  const html = renderApp(stateFor(data.route, data.status, options), data.cache, data, options);
  return { status: data.status, html };
}

/** reader-experience §2.10: the server-error screen, rendered without touching the store. */
export function renderServerError(options: RenderOptions): string {
  return renderApp(
    stateFor(null, 500, options),
    {},
    { title: `Something went wrong – ${options.productName}`, description: '', canonicalPath: null },
    options,
  );
}
