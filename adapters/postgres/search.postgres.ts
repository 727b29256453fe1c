// platform-reference §7.5 and §9, reader-experience §2.5 and §3: the built-in search service, over the store.
// Each query's words match whole words or word beginnings (PostgreSQL full-text search, 'simple' config:
// no stemming, no stop words, so a name is found as typed), through the indexes of migrations 0014 and 0034. Indexes:
// - posts: published, listed, not suspended stories (listedPost()), by title and subtitle; scoped to one
//   publication (the stories it accepted) or one writer when the filters say so; best match, then newest;
// - users: people by name and username. With highQuality:true (no can_view_unfiltered_search), only writers
//   with a listed story. 'NOT type:author' (platform-reference §9: users exclude author-type people) leaves
//   nothing out here: the store holds accounts only, all of type 'user' — see core/search/search-filters.ts;
// - collections: publications by name and slug;
// - tags: tags by title and slug, with postCount (their listed stories) at least what numericFilters ask
//   (platform-reference §9: at least 1).
// A request this search cannot read (a filter it does not know) fails alone, as a service would answer 400.
import { DELETED_AUTHOR } from '../../core/account/account-rules.ts';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SearchRequest, SearchResult, SearchService } from '../../core/ports/search.port.ts';
import { minPostCount, parseFilters, type SearchConditions } from '../../core/search/search-filters.ts';
import type { CollectionHit, PostHit, SearchHit, TagHit, UserHit } from '../../core/search/search-hits.ts';
import type { Database } from '../postgres/database.types.ts';
import { listedPost } from '../postgres/posts.repository.ts';

/** At most this many words of a query are matched (the rest still count as typed, but ask nothing more). */
const MAX_WORDS = 16;
const MAX_HITS_PER_PAGE = 100;
const MAX_PAGE = 1000;
/**
 * Issue 19: a story search ranks at most the newest this many matches. A common word ('the') matches most of a
 * large store; ranking them all took over a second on 100,000 stories. Within the newest 1,000 the best match
 * still comes first, and a word rarer than that is ranked over every match it has.
 */
export const SEARCH_CANDIDATES = 1000;

/** The query's words as a prefix tsquery ('deep':* & 'wor':*), or null when it has none. */
export function prefixQuery(query: string): string | null {
  const words = (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return words.length === 0 ? null : words.map((w) => `'${w}':*`).join(' & ');
}

type Page = { tsquery: string; limit: number; offset: number };

/** How many of the newest listed stories the first look at a story search reads (see posts()). */
export const RECENT_WINDOW = 5000;

/** How many of the newest listed stories tell a rare word from a common one (see posts()). */
export const RARE_PROBE = 500;

async function posts(db: Kysely<Database>, page: Page, c: SearchConditions): Promise<PostHit[]> {
  const scope: RawBuilder<unknown> =
    c.scope && 'collectionId' in c.scope
      ? sql`and publication_id = ${c.scope.collectionId} and status_for_collection = 'APPROVED'`
      : c.scope && 'creatorId' in c.scope
        ? sql`and creator_id = ${c.scope.creatorId}`
        : sql``;
  const query = sql`to_tsquery('simple', ${page.tsquery})`;
  // Ranks a set of candidates (at most SEARCH_CANDIDATES) by the stored vector (migration 0034), best match first;
  // `total` says how many candidates there were.
  const ranked = async (candidates: RawBuilder<unknown>) =>
    (
      await sql<{ id: string; title: string; latestPublishedAt: Date | null; total: number }>`
        select c.id, c.title, c.latest_published_at, (count(*) over ())::int as total
        from (${candidates}) as c, ${query} as q
        order by ts_rank(c.search_vector, q) desc, c.latest_published_at desc nulls last, c.id
        limit ${page.limit} offset ${page.offset}`.execute(db)
    ).rows;
  // A common word first: the newest RECENT_WINDOW listed stories, walked down the feed's index, hold
  // SEARCH_CANDIDATES matches, and those are the candidates — bounded work however many stories match.
  // Otherwise (a rarer word, or a search within one writer or publication) every match is gathered from the
  // vector's GIN index and the newest SEARCH_CANDIDATES of them ranked: a word rarer than one story in five
  // of the newest has few enough matches for that. The planner alone could not tell the two apart: its
  // estimate for a prefix ('the':*) is a fiftieth of the truth. Both give the same candidates: when the window
  // holds SEARCH_CANDIDATES matches, they are the newest matches of all.
  const candidateColumns = sql`id, title, latest_published_at, published_at, search_vector`;
  // A word none of the newest RARE_PROBE stories carries is rare: its matches come straight from the GIN index,
  // without reading the recent window (on 100,000 stories the window cost a rare word twice its demo-store time).
  // Either way the candidates are the same; the probe only picks the cheaper way to them.
  const common =
    (c.scope === null || c.scope === undefined) &&
    (
      await sql<{ hit: boolean }>`
        select exists (
          select 1 from (select search_vector from posts where ${listedPost()} order by published_at desc, id desc limit ${RARE_PROBE}) as r
          where r.search_vector @@ ${query}
        ) as hit`.execute(db)
    ).rows[0]?.hit === true;
  if (common) {
    const recent = await ranked(sql`
      select * from (
        select ${candidateColumns} from posts where ${listedPost()} order by published_at desc, id desc limit ${RECENT_WINDOW}
      ) as r
      where r.search_vector @@ ${query}
      order by r.published_at desc, r.id desc
      limit ${SEARCH_CANDIDATES}`);
    // A full page of candidates, or an empty page past them: the recent window answered.
    const total = recent[0]?.total ?? 0;
    if (total >= SEARCH_CANDIDATES) return recent.map(hitOf);
  }
  const rows = await ranked(sql`
    select ${candidateColumns} from posts
    where search_vector @@ ${query} and ${listedPost()} ${scope}
    order by published_at desc, id desc
    limit ${SEARCH_CANDIDATES}`);
  return rows.map(hitOf);
}

function hitOf(r: { id: string; title: string; latestPublishedAt: Date | null }): PostHit {
  return { objectID: r.id, postId: r.id, title: r.title, latestPublishedAt: r.latestPublishedAt ? new Date(r.latestPublishedAt).getTime() : null };
}

async function users(db: Kysely<Database>, page: Page, c: SearchConditions): Promise<UserHit[]> {
  const vector = sql`to_tsvector('simple'::regconfig, u.name || ' ' || u.username)`;
  const quality = c.highQualityOnly ? sql`and exists (select 1 from posts p where p.creator_id = u.id and ${listedPost('p')})` : sql``;
  const { rows } = await sql<{ id: string; username: string; name: string; imageId: string | null }>`
    select u.id, u.username, u.name, u.image_id
    from users u, to_tsquery('simple', ${page.tsquery}) as q
    where ${vector} @@ q ${quality} and u.id <> ${DELETED_AUTHOR.id}
    order by ts_rank(${vector}, q) desc, u.username
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows.map((r) => ({ objectID: r.id, userId: r.id, username: r.username, name: r.name, imageId: r.imageId }));
}

async function collections(db: Kysely<Database>, page: Page): Promise<CollectionHit[]> {
  const vector = sql`to_tsvector('simple'::regconfig, name || ' ' || slug)`;
  const { rows } = await sql<{ id: string; name: string; slug: string; avatarId: string | null }>`
    select id, name, slug, avatar_id
    from publications, to_tsquery('simple', ${page.tsquery}) as q
    where ${vector} @@ q
    order by ts_rank(${vector}, q) desc, slug
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows.map((r) => ({ objectID: r.id, collectionId: r.id, name: r.name, imageId: r.avatarId, slug: r.slug }));
}

async function tags(db: Kysely<Database>, page: Page, minCount: number): Promise<TagHit[]> {
  const vector = sql`to_tsvector('simple'::regconfig, t.display_title || ' ' || t.slug)`;
  // The count is kept with the tag (migration 0034), not counted per matching tag.
  const { rows } = await sql<{ slug: string; displayTitle: string; postCount: number }>`
    select t.slug, t.display_title, t.listed_post_count as post_count
    from tags t, to_tsquery('simple', ${page.tsquery}) as q
    where ${vector} @@ q and t.listed_post_count >= ${minCount}
    order by ts_rank(${vector}, q) desc, t.listed_post_count desc, t.slug
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows.map((r) => ({ objectID: r.slug, tagSlug: r.slug, displayText: r.displayTitle, postCount: r.postCount }));
}

async function one(db: Kysely<Database>, request: SearchRequest): Promise<SearchResult> {
  const { indexName, params } = request;
  const parsed = parseFilters(params.filters);
  const minCount = minPostCount(params.numericFilters);
  const limit = Math.trunc(params.hitsPerPage);
  const pageNumber = Math.trunc(params.page ?? 0);
  if (!parsed.ok || minCount === null || !(limit >= 0 && limit <= MAX_HITS_PER_PAGE) || !(pageNumber >= 0 && pageNumber <= MAX_PAGE)) {
    return { ok: false, indexName, error: 'SEARCH_FAILED' };
  }
  const queryId = params.clickAnalytics ? randomUUID().replace(/-/g, '') : null;
  const tsquery = prefixQuery(params.query);
  if (tsquery === null || limit === 0) return { ok: true, indexName, hits: [], queryId };
  const page: Page = { tsquery, limit, offset: pageNumber * limit };
  let hits: SearchHit[];
  switch (indexName) {
    case 'posts':
      hits = await posts(db, page, parsed.conditions);
      break;
    case 'users':
      hits = await users(db, page, parsed.conditions);
      break;
    case 'collections':
      hits = await collections(db, page);
      break;
    case 'tags':
      hits = await tags(db, page, Math.max(minCount, 0));
      break;
  }
  return { ok: true, indexName, hits, queryId };
}

/**
 * `bounded` (issue 20, the connection budget): runs a query's statements under the tighter statement timeout for
 * what a reader's input shapes (Store.withStatementTimeout, QUIRE_SEARCH_STATEMENT_TIMEOUT_MS); a query past it
 * fails alone, as SEARCH_FAILED (the page says search failed, never a 5xx). Absent: the store's own bound only.
 */
export function postgresSearch(
  db: Kysely<Database>,
  bounded?: <T>(work: (db: Kysely<Database>) => Promise<T>) => Promise<T>,
): SearchService {
  return {
    async search(requests) {
      // PGlite runs one query at a time; in order keeps it simple on both stores.
      const results: SearchResult[] = [];
      for (const request of requests) {
        try {
          results.push(bounded ? await bounded((trx) => one(trx, request)) : await one(db, request));
        } catch {
          // A store failure marks this query as error, as a failed request to a service would.
          results.push({ ok: false, indexName: request.indexName, error: 'SEARCH_FAILED' });
        }
      }
      return results;
    },
  };
}
