import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Three projects, all run by `npm test`:
// - core: core/** and specs/** in node, no DOM (fast);
// - ui: component tests in happy-dom;
// - integration: the store and the server in process, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
// End-to-end tests in Chromium have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react()],
  resolve: {
    // graphql 16 ships CJS and ESM without an exports map: Node loads the CJS build for graphql-yoga,
    // Vite would hand our code the ESM one, and graphql refuses a schema from "another realm". One copy.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          include: ['core/**/*.test.ts', 'specs/**/*.spec.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['ui/**/*.test.tsx'],
          setupFiles: ['ui/testing/deferred-modules.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['adapters/**/*.test.ts'],
          globalSetup: ['adapters/postgres/testing/global-setup.ts'],
          hookTimeout: 120_000,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
