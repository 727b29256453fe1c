// `npm run codegen` (codegen.ts): the resolvers' and the browser's documents' types are generated from the
// schema's SDL and the documents, and committed. This runs the generator in memory, from the files alone (no
// server, no network), and fails when a committed file differs from what it writes now.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { describe, expect, it } from 'vitest';
import config, { OPERATIONS_TYPES, RESOLVERS_TYPES } from '../codegen.ts';

const root = path.resolve(import.meta.dirname, '..');
const STALE_MESSAGE = 'the generated GraphQL types are stale: run npm run codegen and commit what it writes';

describe('npm run codegen: the generated GraphQL types are committed and up to date', () => {
  it('writes the resolvers’ and the documents’ types, each equal to the committed file', async () => {
    const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as Types.FileOutput[];
    const written = new Map(outputs.map((o) => [path.relative(root, path.resolve(root, o.filename)), o.content]));
    expect([...written.keys()].sort()).toEqual([RESOLVERS_TYPES, OPERATIONS_TYPES].sort());
    for (const [file, content] of written) {
      expect(readFileSync(path.join(root, file), 'utf8'), `${file}: ${STALE_MESSAGE}`).toBe(content);
    }
  }, 60_000);
});
