import { defineConfig } from 'vitest/config';

// End-to-end: the built server (npm run build) started as `node dist/server/main.js`, driven in headless
// Chromium through playwright-core. Each file starts its own server (own port, own data directory) and browser, so
// two files run side by side: most of a suite's time is spent waiting on a page, and two at once finish the 22
// suites in about half the time on a two-core machine (measured: 768 s of suite time in 12.8 min under load).
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
