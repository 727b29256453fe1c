// Issue 19: the in-process cache of reads that are the same for everyone — reused within its TTL, fresh after a
// purge of one of its tags or once the TTL has passed, one load for concurrent readers, a failed load not kept.
import { describe, expect, it } from 'vitest';
import { SharedReadCache } from './shared-reads.ts';

describe('the shared read cache (issue 19)', () => {
  it('reuses a read within its TTL and reads again after it', async () => {
    let t = 0;
    const cache = new SharedReadCache(5_000, () => t);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', ['home'], load)).toBe(1);
    t = 4_999;
    expect(await cache.read('k', ['home'], load)).toBe(1);
    t = 5_000;
    expect(await cache.read('k', ['home'], load)).toBe(2);
  });

  it('reads fresh after a purge of one of its tags, and keeps entries without the tag', async () => {
    const cache = new SharedReadCache(60_000, () => 0);
    let a = 0;
    let b = 0;
    await cache.read('a', ['home'], async () => ++a);
    await cache.read('b', ['other'], async () => ++b);
    await cache.purge(['home']);
    expect(await cache.read('a', ['home'], async () => ++a)).toBe(2);
    expect(await cache.read('b', ['other'], async () => ++b)).toBe(1);
  });

  it('loads once for concurrent readers and does not keep a failed load', async () => {
    const cache = new SharedReadCache(60_000, () => 0);
    let loads = 0;
    const [x, y] = await Promise.all([cache.read('k', [], async () => ++loads), cache.read('k', [], async () => ++loads)]);
    expect([x, y, loads]).toEqual([1, 1, 1]);
    await expect(cache.read('bad', [], () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    await Promise.resolve();
    expect(await cache.read('bad', [], async () => 'ok')).toBe('ok');
  });

  it('reads a batch of ids in one load of the missing ones, each kept and purged under its own tag', async () => {
    const cache = new SharedReadCache(60_000, () => 0);
    const asked: string[][] = [];
    let version = 1;
    const load = async (ids: readonly string[]) => {
      asked.push([...ids]);
      return new Map(ids.filter((id) => id !== 'none').map((id) => [id, `${id}${version}`]));
    };
    const tagsOf = (id: string) => [`user-${id}`];
    expect([...(await cache.readMany('n', ['a', 'b', 'a'], tagsOf, load, '-'))]).toEqual([['a', 'a1'], ['b', 'b1']]);
    version = 2;
    expect([...(await cache.readMany('n', ['b', 'c', 'none'], tagsOf, load, '-'))]).toEqual([['b', 'b1'], ['c', 'c2'], ['none', '-']]);
    await cache.purge(['user-a']);
    expect([...(await cache.readMany('n', ['a', 'b'], tagsOf, load, '-'))]).toEqual([['a', 'a2'], ['b', 'b1']]);
    expect(asked).toEqual([['a', 'b'], ['c', 'none'], ['a']]);
  });

  it('does not keep the ids of a failed batch load', async () => {
    const cache = new SharedReadCache(60_000, () => 0);
    await expect(cache.readMany('n', ['a'], () => [], () => Promise.reject(new Error('store down')), 0)).rejects.toThrow('store down');
    await Promise.resolve();
    expect([...(await cache.readMany('n', ['a'], () => [], async () => new Map([['a', 7]]), 0))]).toEqual([['a', 7]]);
  });
});
