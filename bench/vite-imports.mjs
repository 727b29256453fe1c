// Lets a bench run the server's modules in process under tsx, the way Vite's build would load them: a page module's
// `import './x.css'` loads as an empty module, and `import text from './page.md?raw'` (the built-in pages' defaults)
// as the file's text. Every bench in `npm run bench` runs as `tsx --import ./bench/vite-imports.mjs bench/….bench.ts`.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      import { readFile } from 'node:fs/promises';
      export async function resolve(specifier, context, next) {
        if (!specifier.endsWith('?raw')) return next(specifier, context);
        const resolved = await next(specifier.slice(0, -4), context);
        return { ...resolved, url: resolved.url + '?raw', shortCircuit: true };
      }
      export async function load(url, context, next) {
        if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
        if (url.endsWith('?raw')) {
          const text = await readFile(new URL(url.slice(0, -4)), 'utf8');
          return { format: 'module', source: 'export default ' + JSON.stringify(text) + ';', shortCircuit: true };
        }
        return next(url, context);
      }
    `),
  import.meta.url,
);
