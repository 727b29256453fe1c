// Issue 21: the account repository's rules that two requests could race on, decided in the store — on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL: two readers asking for one username get one 'ok' and one 'taken'; two exports
// asked at once make one; a publication's owners leaving at once leave it one; an e-mail address confirmed by two
// accounts goes to one; and a deletion gives back the counts other rows keep of the account (claps, list followers)
// in its one transaction, leaving other accounts' rows as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRepository, type AccountRepository } from './account.repository.ts';
import type { Store } from './store.ts';
import { seedNow, testStores } from './testing/test-stores.ts';

for (const factory of testStores()) {
  describe(`account repository on ${factory.name} (issue 21)`, () => {
    let store: Store;
    let repo: AccountRepository;
    let serial = 0;
    const now = () => seedNow();

    async function newUser(): Promise<string> {
      serial += 1;
      const id = `accrepo${String(serial).padStart(5, '0')}`;
      await store.db.insertInto('users').values({ id, username: `repo_${factory.name.slice(0, 2)}_${serial}`, name: `Repo ${serial}`, email: `repo${serial}@example.org` }).execute();
      return id;
    }

    beforeAll(async () => {
      store = await factory.open();
      repo = accountRepository(store.db);
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('gives one username to one of two readers asking at once, and keeps the old one for the redirect', async () => {
      const [a, b] = [await newUser(), await newUser()];
      const wanted = `wanted_${factory.name.slice(0, 2)}`;
      const results = await Promise.all([repo.changeUsername(a, wanted, now()), repo.changeUsername(b, wanted, now())]);
      expect(results.map((r) => r.outcome).sort()).toEqual(['ok', 'taken']);
      const winner = results[0]!.outcome === 'ok' ? a : b;
      const old = (results.find((r) => r.outcome === 'ok') as { old: string }).old;
      expect(await repo.renamedTo(old, now())).toBe(wanted);
      // A year later the old name no longer leads anywhere.
      expect(await repo.renamedTo(old, new Date(now().getTime() + 366 * 86_400_000))).toBeNull();
      // The loser changed nothing, and kept no history.
      expect(await store.db.selectFrom('usernameHistory').selectAll().where('userId', '=', winner === a ? b : a).execute()).toEqual([]);
    });

    it('makes one export of two asked at once', async () => {
      const a = await newUser();
      const results = await Promise.all([repo.requestExport(a, `e1${a}`.slice(0, 24), now()), repo.requestExport(a, `e2${a}`.slice(0, 24), now())]);
      expect(results.sort()).toEqual(['ok', 'pending']);
      expect(await store.db.selectFrom('dataExports').select('id').where('userId', '=', a).execute()).toHaveLength(1);
    });

    it('leaves a publication at least one owner however its owners leave', async () => {
      const [a, b] = [await newUser(), await newUser()];
      const publicationId = `prepo${serial}${factory.name.slice(0, 2)}`;
      await store.db.insertInto('publications').values({ id: publicationId, slug: `prepo-${serial}-${factory.name.slice(0, 2)}`, name: 'Two Owners' }).execute();
      await store.db.insertInto('publicationEditors').values([{ publicationId, userId: a, role: 'OWNER' }, { publicationId, userId: b, role: 'OWNER' }]).execute();
      const results = await Promise.all([repo.leavePublication(a, publicationId), repo.leavePublication(b, publicationId)]);
      expect(results.map((r) => r.outcome).sort()).toEqual(['last-owner', 'ok']);
      expect(await store.db.selectFrom('publicationEditors').select('userId').where('publicationId', '=', publicationId).execute()).toHaveLength(1);
    });

    it('gives an address to only one of two accounts confirming it', async () => {
      const [a, b] = [await newUser(), await newUser()];
      const email = `shared_${serial}_${factory.name.slice(0, 2)}@example.org`;
      const at = now();
      await repo.requestEmailChange(a, email, at);
      await repo.requestEmailChange(b, email, at);
      const results = await Promise.all([repo.confirmEmailChange(a, email, at, at), repo.confirmEmailChange(b, email, at, at)]);
      expect(results.sort()).toEqual(['ok', 'taken']);
      expect(await store.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
      // A link for another time, or an address no longer waiting, changes nothing.
      const c = await newUser();
      await repo.requestEmailChange(c, `c${email}`, at);
      expect(await repo.confirmEmailChange(c, `c${email}`, new Date(at.getTime() - 1), at)).toBe('invalid');
      expect(await repo.confirmEmailChange(c, `c${email}`, at, new Date(at.getTime() + 25 * 3_600_000))).toBe('invalid');
    });

    it('gives back the counts others keep of a deleted account, all in its one transaction', async () => {
      const reader = await newUser();
      const [story] = await store.db.selectFrom('posts').select(['id', 'clapCount']).where('publishedAt', 'is not', null).where('type', '=', 'STORY').orderBy('id').limit(1).execute();
      await store.db.insertInto('claps').values({ postId: story!.id, userId: reader, count: 7, clientId: 'c1' }).execute();
      await store.db.updateTable('posts').set((eb) => ({ clapCount: eb('clapCount', '+', 7) })).where('id', '=', story!.id).execute();
      const [list] = await store.db.selectFrom('catalogs').select(['id', 'followerCount']).where('visibility', '=', 'PUBLIC').orderBy('id').limit(1).execute();
      await store.db.insertInto('catalogFollows').values({ catalogId: list!.id, userId: reader }).execute();
      await store.db.updateTable('catalogs').set((eb) => ({ followerCount: eb('followerCount', '+', 1) })).where('id', '=', list!.id).execute();

      const deleted = await repo.deleteAccount(reader, 'REMOVE');
      expect(deleted?.touchedPostIds).toContain(story!.id);
      expect((await store.db.selectFrom('posts').select('clapCount').where('id', '=', story!.id).executeTakeFirstOrThrow()).clapCount).toBe(story!.clapCount);
      expect((await store.db.selectFrom('catalogs').select('followerCount').where('id', '=', list!.id).executeTakeFirstOrThrow()).followerCount).toBe(list!.followerCount);
      expect(await store.db.selectFrom('users').select('id').where('id', '=', reader).execute()).toEqual([]);
      expect(await repo.deleteAccount(reader, 'REMOVE')).toBeNull();
    });
  });
}
