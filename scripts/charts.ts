// `npm run charts`: writes docs/machines/ from core's machine registry, removing files no machine
// makes any more. specs/statecharts.spec.ts checks the committed files are what this writes.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MACHINE_DOCS_DIR, machineDocs } from '../core/statecharts/machine-docs.ts';

const dir = path.resolve(import.meta.dirname, '..', MACHINE_DOCS_DIR);
mkdirSync(dir, { recursive: true });
const files = machineDocs();
for (const name of readdirSync(dir)) if (!files.has(name)) rmSync(path.join(dir, name));
for (const [name, content] of files) writeFileSync(path.join(dir, name), content);
console.log(`wrote ${files.size} files to ${MACHINE_DOCS_DIR}/`);
