// What held in the security review, kept so (README: Security): a write the server acknowledged survives the
// server being killed with SIGKILL at once — no checkpoint, no clean close — on the embedded database and, when
// TEST_DATABASE_URL is set, on PostgreSQL. Each round signs in, makes writes concurrently, kills the server
// as soon as the last is acknowledged, starts it again on the same data and finds every one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { devSignIn, fromTemplate, graphqlAs, startServer } from './harness.ts';

const WRITERS = ['maya_chen', 'theo_okafor', 'samir_haddad', 'lena_fischer'];
const ROUNDS = 3;

const stores: { name: string; env: () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> }[] = [
  {
    name: 'the embedded database',
    env: async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'quire-durability-'));
      await fromTemplate(dir);
      return { env: { QUIRE_DATA_DIR: dir }, cleanup: () => rm(dir, { recursive: true, force: true }) };
    },
  },
];
const adminUrl = process.env.TEST_DATABASE_URL?.trim();
if (adminUrl) {
  stores.push({
    name: 'PostgreSQL',
    env: async () => {
      const name = `quire_durability_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        cleanup: async () => {
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          await dropper.query(`drop database if exists "${name}" with (force)`);
          await dropper.end();
        },
      };
    },
  });
}

for (const store of stores) {
  describe(`acknowledged writes survive kill -9 on ${store.name} (README: Security)`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    it(`keeps every acknowledged follow across ${ROUNDS} kills`, async () => {
      const { env, cleanup } = await store.env();
      cleanups.push(cleanup);
      const serverEnv = { ...env, QUIRE_DEV_SIGN_IN: 'true' };
      const expected = new Map<string, Set<string>>();
      for (let round = 0; round < ROUNDS; round++) {
        const server = await startServer(serverEnv);
        try {
          // Everything acknowledged before this kill is there after the restart.
          for (const [reader, follows] of expected) {
            const who = await devSignIn(server.url, reader);
            const seen = await graphqlAs(server.url, who, '{ viewer { followedUsers(first: 50) { edges { node { username } } } } }');
            const usernames = new Set<string>(seen.data.viewer.followedUsers.edges.map((e: { node: { username: string } }) => e.node.username));
            for (const username of follows) expect(usernames, `${reader} follows ${username} after kill ${round}`).toContain(username);
          }
          const reader = WRITERS[round % WRITERS.length]!;
          const who = await devSignIn(server.url, reader);
          const targets = WRITERS.filter((w) => w !== reader);
          const ids = await Promise.all(targets.map(async (username) => (await graphqlAs(server.url, who, 'query U($u: String!) { user(username: $u) { id } }', { u: username })).data.user.id as string));
          const answers = await Promise.all(ids.map((id) => graphqlAs(server.url, who, 'mutation F($id: ID!) { followUser(targetUserId: $id) { id } }', { id })));
          for (const answer of answers) expect(answer.errors).toBeUndefined();
          expected.set(reader, new Set([...(expected.get(reader) ?? []), ...targets]));
        } finally {
          await server.kill();
        }
      }
      const last = await startServer(serverEnv);
      try {
        for (const [reader, follows] of expected) {
          const who = await devSignIn(last.url, reader);
          const seen = await graphqlAs(last.url, who, '{ viewer { followedUsers(first: 50) { edges { node { username } } } } }');
          const usernames = seen.data.viewer.followedUsers.edges.map((e: { node: { username: string } }) => e.node.username);
          expect(usernames).toEqual(expect.arrayContaining([...follows]));
        }
      } finally {
        await last.stop();
      }
    }, 180_000);

    it('keeps the last acknowledged autosave of a draft across a kill during typing (issue 15: at most the text after the last Saved is lost)', async () => {
      const { env, cleanup } = await store.env();
      cleanups.push(cleanup);
      const serverEnv = { ...env, QUIRE_DEV_SIGN_IN: 'true' };
      const paragraph = (n: number) => ({ name: `p${n}`, type: 'P', text: `Line ${n} of a story typed while the server dies.`, markups: [] });
      const SAVES = 12;
      let postId = '';
      let revision = 0;
      const server = await startServer(serverEnv);
      try {
        const who = await devSignIn(server.url, 'maya_chen');
        const created = await graphqlAs(server.url, who, 'mutation C($input: CreateDraftInput!) { createDraft(input: $input) { __typename ... on DraftSaved { post { id revision } } } }', {
          input: { title: 'Typed through a crash', subtitle: '', body: JSON.stringify([paragraph(0)]) },
        });
        expect(created.data.createDraft.__typename).toBe('DraftSaved');
        postId = created.data.createDraft.post.id;
        revision = created.data.createDraft.post.revision;
        // Autosaves one after another, each on the revision the last one answered, as the editor sends them.
        for (let n = 1; n <= SAVES; n++) {
          const body = JSON.stringify(Array.from({ length: n + 1 }, (_, i) => paragraph(i)));
          const saved = await graphqlAs(server.url, who, 'mutation S($input: SaveDraftInput!) { saveDraft(input: $input) { __typename ... on DraftSaved { post { revision } } } }', {
            input: { postId, baseRevision: revision, title: 'Typed through a crash', subtitle: '', body },
          });
          expect(saved.data.saveDraft.__typename).toBe('DraftSaved');
          revision = saved.data.saveDraft.post.revision;
        }
      } finally {
        await server.kill();
      }
      const again = await startServer(serverEnv);
      try {
        const who = await devSignIn(again.url, 'maya_chen');
        const loaded = await graphqlAs(again.url, who, 'query E($id: ID!) { editablePost(id: $id) { revision body } }', { id: postId });
        expect(loaded.data.editablePost.revision).toBe(revision);
        const body = JSON.parse(loaded.data.editablePost.body) as { text: string }[];
        expect(body).toHaveLength(SAVES + 1);
        expect(body.at(-1)!.text).toBe(`Line ${SAVES} of a story typed while the server dies.`);
      } finally {
        await again.stop();
      }
    }, 120_000);
  });
}
