// Lets a bench render pages in process under tsx: a page module's `import './x.css'` (which Vite handles in the
// build) loads as an empty module here. Used as `tsx --import ./bench/css-stub.mjs bench/….bench.ts`.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export async function load(url, context, next) { if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true }; return next(url, context); }`,
    ),
  import.meta.url,
);
