// Writes the demo corpus with bulk inserts in one transaction, so a half-seeded store never exists.
import { demoPublicationPagesOf } from './demo-publication-pages.ts';
import { demoFeaturePagesOf } from './demo-feature-pages.ts';
import type { Kysely } from 'kysely';
import type { Database, NewPublicationFeaturedPost, NewPublicationSection } from '../database.types.ts';
import type { Store } from '../store.ts';
import { generateDemoCorpus } from './corpus.ts';
import { isEmpty } from './is-empty.ts';

export { isEmpty };
import type { DemoCorpus } from './corpus.types.ts';
import { demoMembershipsOf } from './demo-memberships.ts';
import { writerStoriesOf } from './writer-stories.ts';
import { demoCatalogClapsOf, demoClapsOf } from './demo-claps.ts';
import { sql } from 'kysely';
import { demoListsOf } from './demo-lists.ts';
import { demoListResponsesOf, demoResponsesOf } from './demo-responses.ts';
import { demoHighlightsOf } from './demo-highlights.ts';
import { demoResponseStatsOf, demoStatsOf, type DemoStatsStory as DemoStatsStoryInput } from './demo-stats.ts';
import { writeDemoNotifications } from './demo-notifications.ts';
import { demoNewslettersOf } from './demo-newsletters.ts';
import { DEMO_WRITER } from './writer-stories.ts';
import { writeDemoPartnerProgram } from './demo-partner.ts';
import { demoRecommendationsOf } from './demo-recommendations.ts';
import { writeDemoPublicationPeople } from './demo-publication-people.ts';
import { writeDemoCustomDomain } from './demo-custom-domain.ts';
import { writeDemoReaderPages } from './demo-reader-pages.ts';
import { writeDemoWriterResponses } from './demo-profile.ts';

export const DEMO_SEED = 20261121;

/** Rows per INSERT statement: far below PostgreSQL's 65,535 bound parameters for every table here. */
const CHUNK = 500;

async function insertChunked<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  rows: readonly object[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // The rows come typed from DemoCorpus; Kysely's per-table insert type cannot follow a generic table name.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** The demo's staff picks: a dozen open, illustrated posts spread over the corpus, picked a day after publication. */
export function staffPicksOf(corpus: DemoCorpus): { postId: string; pickedAt: Date }[] {
  const candidates = corpus.posts.filter((p) => p.publishedAt !== null && !p.isLocked && p.previewImage !== null && p.visibility === 'PUBLIC');
  const step = Math.max(1, Math.floor(candidates.length / 12));
  const latest = Math.max(...corpus.posts.map((p) => p.publishedAt?.getTime() ?? 0));
  return candidates
    .filter((_, i) => i % step === 0)
    .slice(0, 12)
    .map((p) => ({ postId: p.id, pickedAt: new Date(Math.min(p.publishedAt!.getTime() + 86_400_000, latest)) }));
}

export type DemoHomepages = {
  headers: { publicationId: string; headerImageId: string }[];
  sections: NewPublicationSection[];
  featured: NewPublicationFeaturedPost[];
};

/**
 * Each demo publication's homepage, derived from the corpus (no randomness of its own, so the corpus is
 * unchanged): every other publication gets a header image; the sections are Featured (a grid of three
 * illustrated stories that are not among the newest), the newest under the publication's most used tag,
 * and Latest (its stream, five at a time).
 */
export function homepagesOf(corpus: DemoCorpus): DemoHomepages {
  const headers: DemoHomepages['headers'] = [];
  const sections: NewPublicationSection[] = [];
  const featured: NewPublicationFeaturedPost[] = [];
  const tagsByPost = new Map<string, string[]>();
  for (const t of corpus.postTags) tagsByPost.set(t.postId, [...(tagsByPost.get(t.postId) ?? []), t.tagSlug]);
  const titles = new Map(corpus.tags.map((t) => [t.slug, t.displayTitle]));
  corpus.publications.forEach((publication, i) => {
    const id = publication.id;
    if (i % 2 === 0) headers.push({ publicationId: id, headerImageId: `demo-${id}` });
    const posts = corpus.posts
      .filter((p) => p.publicationId === id && p.statusForCollection === 'APPROVED' && p.publishedAt !== null && p.visibility !== 'UNLISTED')
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || (a.id < b.id ? 1 : -1));
    const picks = posts.slice(3).filter((p) => p.previewImage !== null).slice(0, 3);
    picks.forEach((p, position) => featured.push({ publicationId: id, postId: p.id, position }));
    const counts = new Map<string, number>();
    for (const p of posts) for (const slug of tagsByPost.get(p.id) ?? []) counts.set(slug, (counts.get(slug) ?? 0) + 1);
    const [topTag] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? [];
    const rows: Omit<NewPublicationSection, 'id' | 'publicationId' | 'position'>[] = [
      ...(picks.length > 0 ? [{ type: 'FEATURED' as const, title: 'Featured', layout: 'GRID' as const, postCount: 3 }] : []),
      ...(topTag ? [{ type: 'TAG' as const, title: titles.get(topTag) ?? topTag, value: topTag, layout: 'LIST' as const, postCount: 3 }] : []),
      { type: 'LATEST' as const, title: 'Latest', layout: 'LIST' as const, postCount: 5 },
    ];
    rows.forEach((row, position) => sections.push({ id: `${id}-${position}`, publicationId: id, position, ...row }));
  });
  return { headers, sections, featured };
}

/** `now` is the corpus's: with it, the demo membership accounts (demo-memberships.ts) are written too. */
export async function writeCorpus(store: Store, corpus: DemoCorpus, now?: Date): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'users', corpus.users);
    await insertChunked(trx, 'topics', corpus.topics);
    await insertChunked(trx, 'tags', corpus.tags);
    await insertChunked(trx, 'publications', corpus.publications);
    await insertChunked(trx, 'publicationEditors', corpus.editors);
    await insertChunked(trx, 'navigationItems', corpus.navigationItems);
    await insertChunked(
      trx,
      'posts',
      corpus.posts.map((p) => ({ ...p, body: JSON.stringify(p.body), previewImage: p.previewImage && JSON.stringify(p.previewImage) })),
    );
    await insertChunked(trx, 'postTopics', corpus.postTopics);
    await insertChunked(trx, 'postTags', corpus.postTags);
    await insertChunked(trx, 'userFollows', corpus.userFollows);
    await insertChunked(trx, 'publicationFollows', corpus.publicationFollows);
    await insertChunked(trx, 'staffPicks', staffPicksOf(corpus));
    const homepages = homepagesOf(corpus);
    for (const { publicationId, headerImageId } of homepages.headers) {
      await trx.updateTable('publications').set({ headerImageId }).where('id', '=', publicationId).execute();
    }
    await insertChunked(trx, 'publicationSections', homepages.sections);
    // Issue 22: the about text, the guidelines for writers and the subpages of the demo publications.
    const publicationPages = demoPublicationPagesOf(corpus);
    for (const row of publicationPages.about) {
      await trx.updateTable('publications').set({ about: row.about, writeForUs: row.writeForUs }).where('id', '=', row.publicationId).execute();
    }
    await insertChunked(trx, 'publicationSubpages', publicationPages.subpages);
    await insertChunked(trx, 'navigationItems', publicationPages.navigationItems);
    // Two feature pages of the first demo publication, and a Section tab leading to the first.
    const featurePages = demoFeaturePagesOf(corpus, publicationPages.navigationItems);
    await insertChunked(trx, 'publicationFeaturePages', featurePages.pages);
    await insertChunked(trx, 'navigationItems', featurePages.navigationItems);
    await insertChunked(trx, 'publicationFeaturedPosts', homepages.featured);
    if (now) {
      const members = demoMembershipsOf(corpus, now);
      await insertChunked(trx, 'users', members.users);
      await insertChunked(trx, 'memberships', members.memberships);
      await insertChunked(trx, 'membershipCharges', members.charges);
      await insertChunked(trx, 'sandboxSubscriptions', members.sandboxSubscriptions);
      // The demo writer's drafts, scheduled, unlisted and trashed stories (Your Stories, issue 15).
      const stories = writerStoriesOf(corpus, now);
      await insertChunked(trx, 'posts', stories.posts);
      await insertChunked(trx, 'postTags', stories.postTags);
      // Issue 23: views, reads, reading time and traffic sources per day for the demo writer's stories and the newest
      // others (before the claps, responses and highlights below, which the stats triggers add to the same rows).
      const statsWriter = corpus.users.find((u) => u.username === DEMO_WRITER)?.id ?? null;
      const stats = demoStatsOf([...corpus.posts, ...(stories.posts as DemoStatsStoryInput[])], statsWriter, now);
      await insertChunked(trx, 'storyStatsDaily', stats.daily);
      await insertChunked(trx, 'storyTrafficDaily', stats.traffic);
      // Issue 16: readers' claps on the stories, and each story's counter set to the sum of its rows.
      await insertChunked(trx, 'claps', demoClapsOf(corpus, now));
      await sql`update posts set clap_count = s.total from (select post_id, sum(count)::int as total from claps group by post_id) s where posts.id = s.post_id`.execute(trx);
      // Lists (issue 16): Reading lists, readers' public lists and their followers.
      const lists = demoListsOf(corpus, now);
      await insertChunked(trx, 'catalogs', lists.catalogs);
      await insertChunked(trx, 'catalogItems', lists.items);
      await insertChunked(trx, 'catalogFollows', lists.follows);
      // Responses and replies to depth 3 (issue 16), a level at a time so every parent is there first.
      const responses = demoResponsesOf(corpus, now);
      for (const level of responses.levels) await insertChunked(trx, 'posts', level);
      await trx.updateTable('posts').set({ responsesLocked: true }).where('id', '=', responses.closedStoryId).execute();
      // The public lists' claps (their counters the sums of the rows) and responses (counted by the trigger).
      await insertChunked(trx, 'catalogClaps', demoCatalogClapsOf(lists.catalogs, corpus.users, now));
      await sql`update catalogs set clap_count = s.total from (select catalog_id, sum(count)::int as total from catalog_claps group by catalog_id) s where catalogs.id = s.catalog_id`.execute(trx);
      const listResponses = demoListResponsesOf(lists.catalogs, corpus, now);
      for (const level of listResponses) await insertChunked(trx, 'posts', level);
      // Issue 23: the demo writer's responses' views and reads (/me/stats/responses), now that they exist.
      const responseStats = demoResponseStatsOf([...responses.levels.flat(), ...listResponses.flat()] as DemoStatsStoryInput[], statsWriter, now);
      // A reply to one of them has already counted on its row (the responses trigger): add to that row.
      if (responseStats.daily.length > 0) {
        await trx
          .insertInto('storyStatsDaily')
          .values(responseStats.daily)
          .onConflict((oc) =>
            oc.columns(['postId', 'day']).doUpdateSet((eb) => ({
              views: eb.ref('excluded.views'),
              reads: eb.ref('excluded.reads'),
              readingSeconds: eb.ref('excluded.readingSeconds'),
              memberReadingSeconds: eb.ref('excluded.memberReadingSeconds'),
            })),
          )
          .execute();
      }
      await insertChunked(trx, 'storyTrafficDaily', responseStats.traffic);
      // Readers' highlights (some passages by several readers: Top highlights) and maya_chen's reading history (issue 16).
      const reading = demoHighlightsOf(corpus, now);
      await insertChunked(trx, 'highlights', reading.highlights);
      await insertChunked(trx, 'readingHistory', reading.readingHistory);
      // Notifications (issue 17), derived from the follows, claps, responses and highlights above.
      await writeDemoNotifications(trx, now);
      // Newsletters (issue 17): every writer's and publication's, and subscribers for the busiest writers.
      const letters = demoNewslettersOf(corpus, now);
      await insertChunked(trx, 'newsletters', letters.newsletters);
      await insertChunked(trx, 'newsletterSubscriptions', letters.subscriptions);
      // Topics the demo writer follows (issue 18): her following index lists them, their pages say Following.
      const writer = corpus.users.find((u) => u.username === DEMO_WRITER);
      const topics = [...corpus.topics].sort((a, b) => a.name.localeCompare(b.name)).slice(0, 3);
      if (writer) await insertChunked(trx, 'topicFollows', topics.map((t) => ({ userId: writer.id, topicId: t.id, createdAt: now })));
      // Issue 18: other readers' topics (Home's topic tabs) and the demo writer's Show more / Show less signals.
      const recommendations = demoRecommendationsOf(corpus, now);
      await insertChunked(trx, 'topicFollows', recommendations.topicFollows);
      await insertChunked(trx, 'recommendationSignals', recommendations.signals);
      // Issue 22: an invitation for the demo writer and a submission in review in her publication's inbox.
      await writeDemoPublicationPeople(trx, now);
      // Issue 21: the demo writer's custom domain, one live and one pending.
      await writeDemoCustomDomain(trx, now);
      // Migration 0051: the demo writer's series and books.
      await writeDemoReaderPages(trx, now);
      // The profile's tabs: the demo writer's own responses (her Responses tab).
      await writeDemoWriterResponses(trx, now);
    }
  });
}

/** Seeds the demo corpus when the store has no users yet. Returns whether it seeded. */
export async function seedIfEmpty(store: Store, now: Date, seed = DEMO_SEED): Promise<boolean> {
  if (!(await isEmpty(store))) return false;
  await writeCorpus(store, generateDemoCorpus({ seed, now }), now);
  // Issue 23 part C: the demo writer's Partner Program — enrolled, last month closed, a payout paid.
  await writeDemoPartnerProgram(store.db, now);
  // Issue 18: the planner's statistics for the fresh corpus (PGlite runs no autovacuum): without them every
  // estimate is a guess, and For you's index scans per followed source turned into bitmap scans of the whole feed.
  await sql`analyze`.execute(store.db);
  return true;
}
