// Test helper: render a component inside the page-data provider, as the app does.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { copyFor } from '../../core/copy/copy.ts';
import type { QueryCacheSnapshot } from '../../core/query-cache/cache-key.ts';
import type { PreloadedState } from '../../core/startup/startup.ts';
import { PageDataProvider } from '../data.tsx';

export function renderWithPageData(
  ui: ReactNode,
  options: { cache?: QueryCacheSnapshot; transport?: GraphQLTransport | null; state?: Partial<PreloadedState> } = {},
) {
  const state: PreloadedState = {
    productName: 'Quire',
    now: '2026-11-21T12:00:00.000Z',
    route: { name: 'ShowHome', page: 'home', kind: 'page', params: {} },
    status: 200,
    buildVersion: 'test',
    viewer: null,
    xsrf: null,
    flags: [],
    siteLinks: {},
    socialProviders: [],
    layout: { layout: 'two-column' },
    ...options.state,
  };
  return render(
    <PageDataProvider value={{ state, cache: options.cache ?? {}, copy: copyFor(state.productName), transport: options.transport ?? null }}>
      {ui}
    </PageDataProvider>,
  );
}
