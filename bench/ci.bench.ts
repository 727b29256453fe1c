// CI's short bench (issue 19, "done when"; `npm run bench:ci`, the last step of `npm test`): on the built client
// (run after `npm run build`) and a fresh in-memory PGlite store with the demo corpus, in process. It CHECKS, and
// fails on:
//   - compression: each page type (Home, a story, a profile, a publication, a tag, search, the editor) and a
//     GraphQL answer, asked with Accept-Encoding br and then gzip, comes back in that encoding with Vary:
//     Accept-Encoding, decompresses to what an uncompressed request gets, and at least MIN_RATIO times smaller;
//     the entry script is served precompressed in both encodings;
//   - the byte budgets: every page's initial JavaScript ≤ 100 KB gzip (≤ 250 KB for the editor), computed by the
//     code e2e/bundle-size.e2e.ts tests with (e2e/initial-js.ts).
// It PRINTS, with no threshold (absolute times depend on the machine): each page's SSR median over a few
// iterations and the load average. About half a minute, most of it seeding.
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readClientAssets } from '../adapters/server/render/assets.ts';
import { signedIn, type Browser } from '../adapters/server/testing/browser.ts';
import { CLIENT_DIR, initialJsByPage } from '../e2e/initial-js.ts';
import { benchApp, fail, ms, openBenchStore, stats, timeRuns } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
/** How much smaller a compressed page must be than the page itself (HTML compresses 4–8× here). */
const MIN_RATIO = 2.5;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  const budgets = initialJsByPage(CLIENT_DIR);
  const { store, kind } = await openBenchStore(NOW);
  try {
    const app = benchApp(store, () => NOW, { assets: readClientAssets(CLIENT_DIR), clientDir: CLIENT_DIR });
    const reader = await signedIn(app, 'maya_chen', '127.0.0.1');
    const writer = (await store.db.selectFrom('posts').innerJoin('users', 'users.id', 'posts.creatorId').select('users.username').where('posts.publishedAt', 'is not', null).executeTakeFirstOrThrow()).username;
    const writerBrowser = await signedIn(app, writer, '127.0.0.1');
    const feed = await reader.op('{ webRecommendedFeed(paging: { limit: 1 }) { items { post { url creator { username } tags { slug } } } } }');
    const first = feed.items[0]?.post ?? fail('the feed gave no story');
    const publication = await store.db.selectFrom('publications').select('slug').orderBy('slug').executeTakeFirstOrThrow();
    const tag = (first.tags[0]?.slug as string | undefined) ?? (await store.db.selectFrom('tags').select('slug').orderBy('slug').executeTakeFirstOrThrow()).slug;
    console.log(`store: ${kind}, demo corpus; built client from ${CLIENT_DIR}; ${ITERATIONS} iterations a page; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);

    const pages: [string, string, Browser][] = [
      ['Home', '/', reader],
      ['a story', first.url, reader],
      ['a profile', `/@${first.creator.username}`, reader],
      ['a publication', `/${publication.slug}`, reader],
      ['a tag', `/tag/${tag}`, reader],
      ['search', '/search?q=the', reader],
      ['the editor', '/new-story', writerBrowser],
    ];
    const checkCompressed = async (label: string, ask: (headers: Record<string, string>) => Promise<Response>) => {
      const plain = await ask({});
      if (plain.status !== 200) fail(`${label} answered ${plain.status}`);
      if (plain.headers.get('content-encoding')) fail(`${label} was compressed for a request that accepts no encoding`);
      const raw = Buffer.from(await plain.arrayBuffer());
      const sizes: string[] = [];
      for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
        const response = await ask({ 'accept-encoding': encoding });
        if (response.status !== 200) fail(`${label} with ${encoding} answered ${response.status}`);
        if (response.headers.get('content-encoding') !== encoding) fail(`${label} with Accept-Encoding ${encoding} came back as ${response.headers.get('content-encoding') ?? 'identity'}`);
        if (!/accept-encoding/i.test(response.headers.get('vary') ?? '')) fail(`${label} with ${encoding} has no Vary: Accept-Encoding`);
        const body = Buffer.from(await response.arrayBuffer());
        const decoded = decode(body);
        // A page carries per-request values (the xsrf token, nonces): compare lengths within 1 %, not bytes.
        if (Math.abs(decoded.length - raw.length) > raw.length * 0.01) fail(`${label} in ${encoding} decompresses to ${decoded.length} bytes, not about ${raw.length}`);
        const ratio = raw.length / body.length;
        if (ratio < MIN_RATIO) fail(`${label} in ${encoding} is only ${ratio.toFixed(1)}× smaller (at least ${MIN_RATIO}×)`);
        sizes.push(`${encoding} ${(body.length / 1024).toFixed(1)} KB (${ratio.toFixed(1)}×)`);
      }
      console.log(`${`bytes: ${label}`.padEnd(32)} raw ${(raw.length / 1024).toFixed(1).padStart(6)} KB, ${sizes.join(', ')}`);
    };
    for (const [label, path, who] of pages) await checkCompressed(label, (headers) => who.get(path, headers));
    await checkCompressed('GraphQL: For you, 25 stories', (headers) =>
      reader.graphql({ query: '{ webRecommendedFeed(paging: { limit: 25 }) { items { post { id title subtitle url creator { name username } } } } }' }, headers),
    );
    const entry = readClientAssets(CLIENT_DIR).scripts[0] ?? fail('the build has no entry script');
    await checkCompressed(`script: ${entry.replace(/^.*\//, '')}`, (headers) => reader.get(`/${entry.replace(/^\//, '')}`, headers));

    console.log('');
    for (const { page, bytes, budgetKb } of budgets) {
      if (bytes === undefined) fail(`${page} has no chunk of its own in the build`);
      if (bytes > budgetKb * 1024) fail(`${page}'s initial JavaScript is ${(bytes / 1024).toFixed(1)} KB gzip, over its ${budgetKb} KB budget`);
    }
    const largest = (pred: (b: (typeof budgets)[number]) => boolean) => budgets.filter(pred).sort((a, b) => b.bytes! - a.bytes!)[0]!;
    const reading = largest((b) => b.budgetKb === 100);
    const editor = largest((b) => b.budgetKb !== 100);
    console.log(`initial JS: ${budgets.length} pages within budget; the largest reading page ${reading.page} ${(reading.bytes! / 1024).toFixed(1)} KB gzip (≤ 100), the editor ${(editor.bytes! / 1024).toFixed(1)} KB gzip (≤ ${editor.budgetKb})`);

    console.log('');
    for (const [label, path, who] of pages) {
      const s = stats(
        await timeRuns(async () => {
          const response = await who.get(path);
          if (response.status !== 200) fail(`${path} answered ${response.status}`);
          await response.arrayBuffer();
        }, ITERATIONS, 5),
      );
      console.log(`SSR ${label.padEnd(16)} signed in   p50 ${ms(s.p50)} ms  (printed, not checked)`);
    }
    console.log(`\nload average (1 min): ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0]!.toFixed(2)} at end, on ${os.availableParallelism()} cores`);
  } finally {
    await store.close();
  }
}

await main();
