import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Client build: dist/client with a manifest the server reads. Server build (`vite build --ssr`):
// dist/server, npm dependencies left external (node_modules is needed at run time).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', emptyOutDir: true, sourcemap: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        sourcemap: true,
        target: 'es2022',
        rollupOptions: { input: 'ui/entry-client.tsx' },
      },
}));
