import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { LINKED_ROUTES } from './core/routing/linked-routes.ts';
import { ROUTE_TABLE } from './core/routing/route-table.ts';

/**
 * The browser only builds links; it never matches. Its copy of the route table holds just the routes
 * it links to (core/routing/linked-routes.ts), and just the fields link building reads.
 */
function clientRouteTable(): Plugin {
  return {
    name: 'quire-client-route-table',
    enforce: 'pre',
    load(id) {
      if (!id.replace(/\\/g, '/').endsWith('/core/routing/route-table.ts')) return null;
      // core/routing/link-builder.ts reads a route's name, path and scope; kind and page are the server's.
      const rows = ROUTE_TABLE.filter((r) => LINKED_ROUTES.has(r.name)).map(({ name, path, scope }) => ({
        name,
        path,
        ...(scope ? { scope } : {}),
      }));
      return `export const ROUTE_TABLE = ${JSON.stringify(rows)};`;
    },
  };
}

// Client build: dist/client with a manifest the server reads. Server build (`vite build --ssr`):
// dist/server, npm dependencies left external (node_modules is needed at run time).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), clientRouteTable()],
  // @xstate/react imports the use-sync-external-store shim, which carries a fallback for React before 18.
  // React 19 has the hook: the browser gets the package's plain entries, which use React's own.
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
          { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
        ],
      },
  // The server bundles react-email instead of loading its package whole: its index pulls in every component,
  // the code block's Prism and Tailwind among them (over a second of a start-up under load); bundled, only the
  // components the e-mails use remain (issue 19, start-up).
  ssr: isSsrBuild ? { noExternal: [/^@react-email\//] } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', emptyOutDir: true, sourcemap: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        // The server names each page's chunks in <link rel="modulepreload"> (adapters/server/render/assets.ts), so the
        // browser needs no table of every chunk's imports for dynamic imports: that table grew with each page
        // and lazy part and sat in every page's initial JavaScript. A lazily loaded part (a modal, a menu
        // panel) now fetches its own imports when it loads.
        modulePreload: { polyfill: false, resolveDependencies: () => [] },
        emptyOutDir: true,
        sourcemap: true,
        target: 'es2022',
        rollupOptions: {
          input: 'ui/entry-client.tsx',
          output: {
            // The layouts and chrome every page shares, and the components the chrome itself draws, travel in
            // one chunk: many small shared chunks compress worse than one. Components only some pages use
            // (story cards, a story's body) stay with those pages, so a sign-in page does not carry them.
            // Each page keeps its own chunk; lazy parts stay lazy — a group takes every module its test matches,
            // so the chrome's lazily loaded parts (the avatar menu's panel, the sidebar's machine) are left out of it by name.
            advancedChunks: {
              groups: [
                {
                  name: 'app-shared',
                  test: /[\\/]ui[\\/](layouts|chrome[\\/](?!AvatarMenuPanel\.|sidebar-engine\.)|components[\\/](Avatar|MediaImage))/,
                },
              ],
            },
          },
        },
      },
}));
