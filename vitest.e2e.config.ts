import { defineConfig } from 'vitest/config';

// End-to-end: the built server (npm run build) started as `node dist/server/main.js`, driven in headless
// Chromium through playwright-core. One file at a time: each starts its own server and browser.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/*.e2e.ts'],
    fileParallelism: false,
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
