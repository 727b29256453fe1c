// The browser's entry and composition root: read the preloaded globals (platform-reference §2.6), build
// the adapters once — the batched transport, local storage, the clock — hand them to the page (ui/data.tsx,
// ui/ports.tsx), and hydrate the server's markup.
import { hydrateRoot } from 'react-dom/client';
import { systemClock } from '../adapters/clock/clock.system.ts';
import { lazyBatchedTransport } from '../adapters/graphql-client/lazy-transport.ts';
import { localStorageKeyValueStore } from '../adapters/storage/key-value-store.local-storage.ts';
import { copyFor } from '../core/copy/copy.ts';
import { readStartup, type StartupGlobals } from '../core/startup/startup.ts';
import { App } from './App.tsx';
import { PageDataProvider } from './data.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { loadPage } from './pages/page-chunks.ts';
import { PortsProvider, type Ports } from './ports.tsx';
import './styles.css';

/** A signed-in page carries its session's token; a logged-out browser asks /_/xsrf once for its own. */
function xsrfTokenSource(preloaded: string | null): () => Promise<string | null> {
  let token: Promise<string | null> | null = preloaded ? Promise.resolve(preloaded) : null;
  return () =>
    (token ??= fetch('/_/xsrf', { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<{ token: string }>) : null))
      .then((body) => body?.token ?? null)
      .catch(() => {
        token = null;
        return null;
      }));
}

function boot(): void {
  const root = document.getElementById('root');
  if (!root) {
    console.warn('Expected an element with id "root" to hydrate; the page stays as the server rendered it.');
    return;
  }
  const result = readStartup(window as unknown as StartupGlobals);
  if (!result.ok) {
    // The server-rendered page stays readable; only interactivity is lost.
    for (const message of result.errors) console.error(new Error(message));
    return;
  }
  const { state, graphqlUri, queryCache } = result.startup;
  const xsrfToken = xsrfTokenSource(state.xsrf);
  const transport = lazyBatchedTransport({
    uri: new URL(graphqlUri, window.location.href).toString(),
    headers: () => ({
      'graphql-client-name': 'lite',
      'graphql-client-version': state.buildVersion,
      'quire-route': state.route?.name ?? 'unidentified',
      'quire-path': window.location.pathname + window.location.search,
    }),
    xsrfToken,
    cache: queryCache,
  });
  const ports = { storage: localStorageKeyValueStore(), clock: systemClock } satisfies Ports;
  // The page's chunk is already on its way (the server preloads it and names it in the state); hydrate once it is here.
  if (!state.page) {
    console.error(new Error('The preloaded state names no page module: the page stays as the server rendered it.'));
    return;
  }
  void loadPage(state.page).then((Page) => {
    hydrateRoot(
      root,
      <ErrorBoundary productName={state.productName}>
        <PageDataProvider value={{ state, cache: queryCache, copy: copyFor(state.productName), transport }}>
          <PortsProvider value={ports}>
            <App Page={Page} />
          </PortsProvider>
        </PageDataProvider>
      </ErrorBoundary>,
    );
    // Events, error and performance reports and the privacy banner, after hydration.
    setTimeout(() => void import('./reporting/start-reporting.tsx').then((m) => m.startReporting(state, xsrfToken, ports)), 0);
  });
}

// Errors thrown before the reporting code has loaded wait for it, as the error boundary's do
// (ui/reporting/start-reporting.tsx takes over the list and the listening).
const early = (error: unknown) => {
  if (window.__quireErrors === undefined || Array.isArray(window.__quireErrors)) (window.__quireErrors ??= [] as unknown as { push(e: unknown): void }).push(error);
};
addEventListener('error', (e) => early(e.error ?? e.message));
addEventListener('unhandledrejection', (e) => early(e.reason));

boot();
