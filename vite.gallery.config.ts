import { defineConfig } from 'vite';

// issue 8: the statechart gallery's script (/_/statecharts/{id}), built apart from the app so the app's
// chunks — and every app page's initial JavaScript — stay exactly as they are. It lands beside the app's
// files in dist/client/assets (prefixed `gallery-`) with a manifest of its own that
// adapters/server/render/assets.ts reads. Run after the app's build, which empties dist/client.
export default defineConfig({
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    manifest: 'gallery-manifest.json',
    modulePreload: { polyfill: false },
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      input: { 'statechart-gallery': 'ui/statecharts/gallery.client.ts' },
      output: {
        entryFileNames: 'assets/gallery-[name]-[hash].js',
        chunkFileNames: 'assets/gallery-[name]-[hash].js',
        assetFileNames: 'assets/gallery-[name]-[hash][extname]',
      },
    },
  },
});
