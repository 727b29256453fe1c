// Issue 19, the uncached path: repeated statements are prepared once per connection (prepared-statements.ts).
// On the store (PGlite, and PostgreSQL with TEST_DATABASE_URL): a repeated statement is prepared in the session and
// answers as before; a table that changes shape under a prepared statement still answers right. With a stand-in
// client: what is named, when, the bound, and that a stale prepared copy is retried unnamed while other errors pass.
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from './prepared-statements.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

for (const factory of testStores()) {
  describe(`prepared statements on ${factory.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('prepares a statement on its second use and answers exactly as unprepared', async () => {
      await store.db.connection().execute(async (db) => {
        const username = 'maya_chen';
        const lookUp = () => sql<{ id: string; username: string }>`select id, username from users where username = ${username} and id <> ${'none'}`.execute(db);
        const first = await lookUp();
        const text = sql`select id, username from users where username = ${username} and id <> ${'none'}`.compile(db).sql;
        const prepared = async () => (await sql<{ name: string }>`select name from pg_prepared_statements where statement = ${text}`.execute(db)).rows;
        expect(await prepared()).toEqual([]);
        const second = await lookUp();
        const third = await lookUp();
        expect((await prepared()).map((r) => r.name)).toEqual([expect.stringMatching(/^quire_\d+$/)]);
        expect(first.rows).toHaveLength(1);
        expect(second.rows).toEqual(first.rows);
        expect(third.rows).toEqual(first.rows);
      });
    });

    it('answers right when the table changes shape under a prepared statement', async () => {
      await sql`create table prepared_probe (id int primary key, a text)`.execute(store.db);
      try {
        await sql`insert into prepared_probe values (1, 'one')`.execute(store.db);
        const read = () => store.db.connection().execute((db) => sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(db));
        for (let i = 0; i < 3; i++) expect((await read()).rows).toEqual([{ id: 1, a: 'one' }]);
        await sql`alter table prepared_probe add column b text default 'bee'`.execute(store.db);
        expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: 'bee' }]);
        expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: 'bee' }]);
      } finally {
        await sql`drop table prepared_probe`.execute(store.db);
      }
    });
  });
}

describe('prepared statements, what is named', () => {
  type Call = { text: unknown; values: unknown };
  const client = (fail?: (call: Call) => Error | null) => {
    const calls: Call[] = [];
    const target = {
      query(text: unknown, values?: unknown) {
        const call = typeof text === 'object' && text !== null ? { text, values: (text as { values: unknown }).values } : { text, values };
        calls.push(call);
        const error = fail?.(call) ?? null;
        return error ? Promise.reject(error) : Promise.resolve({ rows: [] });
      },
    };
    return { calls, client: target as unknown as pg.PoolClient };
  };
  const nameOf = (call: Call | undefined) => (typeof call?.text === 'object' ? (call.text as { name: string }).name : null);

  it('names a parameterised text from its second use, the same name every time, and never one without parameters', async () => {
    const prepared = preparedStatements(10);
    const { calls, client: c } = client();
    prepared.attach(c);
    prepared.attach(c); // idempotent: not wrapped twice
    for (let i = 0; i < 3; i++) await c.query('select $1::int', [i]);
    await c.query('set jit = off', []);
    await c.query('set jit = off', []);
    await c.query('select 1');
    expect(calls.map(nameOf)).toEqual([null, 'quire_0', 'quire_0', null, null, null]);
    expect(calls[2]).toEqual({ text: { name: 'quire_0', text: 'select $1::int', values: [2] }, values: [2] });
    expect(prepared.size).toBe(1);
  });

  it('names at most its bound of texts; the rest run unnamed', async () => {
    const prepared = preparedStatements(2);
    const { calls, client: c } = client();
    prepared.attach(c);
    for (const text of ['a $1', 'b $1', 'c $1']) for (let i = 0; i < 2; i++) await c.query(text, [i]);
    expect(calls.map(nameOf)).toEqual([null, 'quire_0', null, 'quire_1', null, null]);
    expect(prepared.size).toBe(2);
  });

  it('runs a statement whose prepared copy went stale once more unnamed, and never names it again; other errors pass', async () => {
    const prepared = preparedStatements(10);
    const stale = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
    const broken = Object.assign(new Error('relation does not exist'), { code: '42P01' });
    const textOf = (call: Call) => (typeof call.text === 'object' ? (call.text as { text: string }).text : call.text);
    const { calls, client: c } = client((call) => (nameOf(call) === 'quire_0' ? stale : textOf(call) === 'bad $1' ? broken : null));
    prepared.attach(c);
    await c.query('t $1', [1]);
    await expect(c.query('t $1', [2])).resolves.toEqual({ rows: [] });
    await c.query('t $1', [3]);
    expect(calls.map((call) => [nameOf(call), call.values])).toEqual([
      [null, [1]],
      ['quire_0', [2]],
      [null, [2]],
      [null, [3]],
    ]);
    await expect(c.query('bad $1', [1])).rejects.toBe(broken);
    await expect(c.query('bad $1', [1])).rejects.toBe(broken);
    expect(nameOf(calls.at(-1))).toBe('quire_1');
    expect(calls).toHaveLength(6);
  });
});
