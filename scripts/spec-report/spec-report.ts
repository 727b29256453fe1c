// `npm run spec:report`: writes docs/spec-traceability.md — for every numbered section of the
// two spec documents, the specs that check it, and the sections no spec checks yet — and prints a summary.
// `--check` writes nothing and exits 1 when the committed report is stale.
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateTraceability, locateSpecDocuments, REPO_ROOT, REPORT_PATH } from './generate.ts';

const lookup = locateSpecDocuments();
if (!lookup.ok) {
  console.error(lookup.message);
  process.exit(2);
}
const { markdown, summary } = generateTraceability(lookup.dir);
const relative = path.relative(REPO_ROOT, REPORT_PATH);
if (process.argv.includes('--check')) {
  const current = existsSync(REPORT_PATH) ? readFileSync(REPORT_PATH, 'utf8') : '';
  if (current !== markdown) {
    console.error(`${relative} is stale: run npm run spec:report and commit it.`);
    process.exit(1);
  }
  console.log(`${relative} is up to date.`);
} else {
  mkdirSync(path.dirname(REPORT_PATH), { recursive: true });
  writeFileSync(REPORT_PATH, markdown);
  console.log(`Wrote ${relative} (spec documents from ${lookup.dir}).`);
}
console.log(summary);
