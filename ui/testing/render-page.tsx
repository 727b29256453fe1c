// Test helper: render a component inside the page-data and ports providers, as the client entry does. The
// ports default to the server's (no storage, the process clock); a test gives its own store or clock.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { copyFor } from '../../core/copy/copy.ts';
import type { QueryCacheSnapshot } from '../../core/query-cache/cache-key.ts';
import type { PreloadedState } from '../../core/startup/startup.ts';
import { PageDataProvider } from '../data.tsx';
import { PortsProvider, usePorts, type Ports } from '../ports.tsx';

export function renderWithPageData(
  ui: ReactNode,
  options: { cache?: QueryCacheSnapshot; transport?: GraphQLTransport | null; state?: Partial<PreloadedState>; ports?: Partial<Ports> } = {},
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
      <TestPorts ports={options.ports ?? {}}>{ui}</TestPorts>
    </PageDataProvider>,
  );
}

function TestPorts({ ports, children }: { ports: Partial<Ports>; children: ReactNode }) {
  const defaults = usePorts();
  return <PortsProvider value={{ ...defaults, ...ports }}>{children}</PortsProvider>;
}
