// The store's table types against the migrated database, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// every table and column the migrations make is in database.types.ts (through database-columns.ts, which the
// compiler holds to its interfaces), none is there that the migrations do not make, and each column may hold
// null exactly when its type says so. Names are compared as Kysely's CamelCasePlugin spells them.
import { CamelCasePlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_COLUMNS } from './database-columns.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

/** The plugin the store runs with, asked how it spells a snake_case name. */
class Spelling extends CamelCasePlugin {
  of(name: string): string {
    return this.camelCase(name);
  }
}
const spelling = new Spelling();

/** Kysely's own bookkeeping, not the store's tables. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

type Columns = Record<string, Record<string, boolean>>;

/** "table.column: null" or "table.column: not null" for every column. */
function lines(columns: Columns): string[] {
  return Object.entries(columns).flatMap(([table, cols]) =>
    Object.entries(cols).map(([column, nullable]) => `${table}.${column}: ${nullable ? 'null' : 'not null'}`),
  );
}

/** What the store has that the types lack, and what the types say that the store does not have. */
function differences(typed: Columns, migrated: Columns) {
  const inTypes = new Set(lines(typed));
  const inStore = new Set(lines(migrated));
  return {
    missingFromTypes: [...inStore].filter((line) => !inTypes.has(line)).sort(),
    notInStore: [...inTypes].filter((line) => !inStore.has(line)).sort(),
  };
}

async function migratedColumns(store: Store): Promise<Columns> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
    select table_name, column_name, is_nullable
    from information_schema.columns
    where table_schema = current_schema()
  `.execute(store.db.withoutPlugins());
  const columns: Columns = {};
  for (const row of rows) {
    if (MIGRATOR_TABLES.has(row.table_name)) continue;
    (columns[spelling.of(row.table_name)] ??= {})[spelling.of(row.column_name)] = row.is_nullable === 'YES';
  }
  return columns;
}

describe('spells names as the store does', () => {
  it('camel-cases snake_case as Kysely’s CamelCasePlugin does', () => {
    expect(spelling.of('header_focus_x')).toBe('headerFocusX');
    expect(spelling.of('publication_featured_posts')).toBe('publicationFeaturedPosts');
  });

  it('finds a column the types lack, one they have that the store lacks, and a nullability that differs', () => {
    const typed = { users: { id: false, bio: false } };
    expect(differences(typed, { users: { id: false, bio: false } })).toEqual({ missingFromTypes: [], notInStore: [] });
    expect(differences(typed, { users: { id: false, bio: true } })).toEqual({ missingFromTypes: ['users.bio: null'], notInStore: ['users.bio: not null'] });
    expect(differences(typed, { users: { id: false } })).toEqual({ missingFromTypes: [], notInStore: ['users.bio: not null'] });
    expect(differences(typed, { users: { id: false, bio: false }, tags: { slug: false } })).toEqual({ missingFromTypes: ['tags.slug: not null'], notInStore: [] });
  });
});

for (const factory of testStores()) {
  describe(`database.types.ts against the migrated store on ${factory.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('has every table and column the migrations make, no other, each nullable exactly when the database allows null', async () => {
      expect(differences(DATABASE_COLUMNS, await migratedColumns(store))).toEqual({ missingFromTypes: [], notInStore: [] });
    });
  });
}
