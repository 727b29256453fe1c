// platform-reference §2.1: what the feeds and the sitemap read, and nothing else (read-only). A feed is the
// newest published, listed stories of its scope, with their bodies, writers, publications and tags; the
// sitemap reads its addresses a page at a time with one keyset query on an index per page, and finds where
// each page starts with one pass over a section's keys. "Listed" is the store's one definition, listedPost().
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SitemapSection } from '../../core/feed-syndication/sitemap.ts';
import type { Database } from './database.types.ts';
import { listedPost } from './posts.repository.ts';
import { newsletterIssueRefPrefix } from '../../core/newsletters/newsletter.policy.ts';
import type { FeedOwner, FeedStory, SitemapEntry, SyndicationRepository } from '../../core/ports/syndication-repository.port.ts';

export type { FeedOwner, FeedStory, SitemapEntry, SyndicationRepository };

/** The keys of each sitemap section, as a condition on its table: only what has a page worth listing. */
const SECTION_KEYS: Readonly<Record<SitemapSection, { table: string; key: string; where: RawBuilder<boolean> }>> = {
  stories: { table: 'posts', key: 'id', where: listedPost('posts') },
  // A profile or a tag with no listed story has nothing to read: left out, as search leaves them out.
  profiles: {
    table: 'users',
    key: 'username',
    where: sql<boolean>`exists (select 1 from posts p where p.creator_id = users.id and ${listedPost('p')})`,
  },
  publications: { table: 'publications', key: 'slug', where: sql<boolean>`true` },
  tags: {
    table: 'tags',
    key: 'slug',
    where: sql<boolean>`exists (select 1 from post_tags t join posts p on p.id = t.post_id where t.tag_slug = tags.slug and ${listedPost('p')})`,
  },
  topics: { table: 'topics', key: 'slug', where: sql<boolean>`true` },
};

export function syndicationRepository(db: Kysely<Database>): SyndicationRepository {
  /** The newest published, listed stories a condition (and join) selects, with what an item needs. */
  async function stories(
    join: RawBuilder<unknown>,
    where: RawBuilder<unknown>,
    limit: number,
    order: RawBuilder<unknown> = sql`posts.published_at desc, posts.id desc`,
  ): Promise<FeedStory[]> {
    const { rows } = await sql<Omit<FeedStory, 'tags'>>`
      select posts.id, posts.creator_id, posts.publication_id, posts.title, posts.subtitle, posts.is_locked,
        posts.published_at, posts.updated_at, posts.body, u.username as creator_username, u.name as creator_name,
        case when posts.status_for_collection = 'APPROVED' then pub.slug end as publication_slug
      from posts
      ${join}
      join users u on u.id = posts.creator_id
      left join publications pub on pub.id = posts.publication_id
      where ${listedPost('posts')} and ${where}
      order by ${order}
      limit ${limit}`.execute(db);
    if (rows.length === 0) return [];
    const tagRows = await db
      .selectFrom('postTags')
      .innerJoin('tags', 'tags.slug', 'postTags.tagSlug')
      .select(['postTags.postId', 'tags.slug', 'tags.displayTitle'])
      .where('postTags.postId', 'in', rows.map((r) => r.id))
      .orderBy('postTags.postId')
      .orderBy('postTags.position')
      .execute();
    const tags = new Map<string, { slug: string; displayTitle: string }[]>();
    for (const t of tagRows) {
      const list = tags.get(t.postId) ?? [];
      list.push({ slug: t.slug, displayTitle: t.displayTitle });
      tags.set(t.postId, list);
    }
    return rows.map((r) => ({ ...r, tags: tags.get(r.id) ?? [] }));
  }

  return {
    async userByUsername(username: string) {
      const row = await db.selectFrom('users').select(['id', 'username', 'name', 'bio']).where('username', '=', username).executeTakeFirst();
      return row ? ({ kind: 'user', ...row } as const) : null;
    },
    async publicationBySlug(slug: string) {
      const row = await db.selectFrom('publications').select(['id', 'slug', 'name', 'description', 'tagline']).where('slug', '=', slug).executeTakeFirst();
      return row ? ({ kind: 'publication', id: row.id, slug: row.slug, name: row.name, description: row.tagline || row.description } as const) : null;
    },
    async tagBySlug(slug: string) {
      const row = await db.selectFrom('tags').select(['slug', 'displayTitle']).where('slug', '=', slug).executeTakeFirst();
      return row ? ({ kind: 'tag', ...row } as const) : null;
    },
    async topicBySlug(slug: string) {
      const row = await db.selectFrom('topics').select(['id', 'slug', 'name', 'description']).where('slug', '=', slug).executeTakeFirst();
      return row ? ({ kind: 'topic', ...row } as const) : null;
    },

    async publicationNewsletterId(publicationId: string) {
      const row = await db.selectFrom('newsletters').select('id').where('publicationId', '=', publicationId).where('type', '=', 'collection').executeTakeFirst();
      return row?.id ?? null;
    },
    async publicListById(id: string) {
      const row = await db
        .selectFrom('catalogs')
        .innerJoin('users', 'users.id', 'catalogs.userId')
        .select(['catalogs.id', 'catalogs.name', 'catalogs.description', 'users.id as ownerId', 'users.username as ownerUsername', 'users.name as ownerName'])
        .where('catalogs.id', '=', id)
        .where('catalogs.type', '=', 'LISTS')
        .where('catalogs.visibility', '=', 'PUBLIC')
        .executeTakeFirst();
      return row ? ({ kind: 'list', ...row } as const) : null;
    },

    /**
     * A found scope's newest `limit` published, listed stories, newest first: a writer's recommendations by when
     * they clapped, a list's by when each story was added.
     */
    storiesOf(owner: FeedOwner, limit: number): Promise<FeedStory[]> {
      switch (owner.kind) {
        case 'latest':
          return stories(sql``, sql`true`, limit);
        case 'user':
          return stories(sql``, sql`posts.creator_id = ${owner.id}`, limit);
        case 'publication': {
          // A publication lists the stories it accepted, as its homepage does; its newsletter, those it e-mailed
          // (a delivery's ref names the newsletter and the story: newsletters.repository.ts).
          const tagged = owner.tag ? sql`join post_tags st on st.post_id = posts.id and st.tag_slug = ${owner.tag.slug}` : sql``;
          const news = owner.news
            ? sql`and exists (select 1 from mail_deliveries d where d.ref = ${newsletterIssueRefPrefix(owner.newsletterId ?? '')} || posts.id)`
            : sql``;
          return stories(tagged, sql`posts.publication_id = ${owner.id} and posts.status_for_collection = 'APPROVED' ${news}`, limit);
        }
        case 'recommended':
          return stories(
            sql`join claps c on c.post_id = posts.id and c.user_id = ${owner.id}`,
            sql`posts.creator_id <> ${owner.id}`,
            limit,
            sql`c.created_at desc, posts.id desc`,
          );
        case 'list':
          return stories(
            sql`join catalog_items ci on ci.post_id = posts.id and ci.catalog_id = ${owner.id} and ci.status = 'APPROVED' and ci.archived_at is null`,
            sql`true`,
            limit,
            sql`ci.added_at desc, posts.id desc`,
          );
        case 'tag':
          return stories(sql`join post_tags st on st.post_id = posts.id and st.tag_slug = ${owner.slug}`, sql`true`, limit);
        case 'topic':
          return stories(sql`join post_topics st on st.post_id = posts.id and st.topic_id = ${owner.id}`, sql`true`, limit);
      }
    },

    /**
     * Where each page of a sitemap section starts: every `pageSize`-th key in key order (the 1st, the
     * (size+1)th, …) — one pass over the section's key index (core/feed-syndication/sitemap.ts pageStartsOf).
     */
    async sitemapPageStarts(section: SitemapSection, pageSize: number): Promise<string[]> {
      const { table, key, where } = SECTION_KEYS[section];
      const { rows } = await sql<{ key: string }>`
        select s.key from (
          select ${sql.ref(`${table}.${key}`)} as key, row_number() over (order by ${sql.ref(`${table}.${key}`)}) as n
          from ${sql.table(table)}
          where ${where}
        ) as s
        where (s.n - 1) % ${pageSize} = 0
        order by s.key`.execute(db);
      return rows.map((r) => r.key);
    },

    /** One page of a sitemap section: at most `pageSize` addresses from the key `from` on, in key order. */
    async sitemapPage(section: SitemapSection, from: string, pageSize: number): Promise<SitemapEntry[]> {
      if (section === 'stories') {
        // The page comes back as one JSON array: PGlite (and pg) decode one row far faster than 50,000.
        const { rows } = await sql<{ page: { id: string; title: string; creatorUsername: string; publicationSlug: string | null; lastModified: string }[] }>`
          select coalesce(json_agg(s order by s.id), '[]'::json) as page from (
            select posts.id, posts.title, u.username as creator_username,
              case when posts.status_for_collection = 'APPROVED' then pub.slug end as publication_slug,
              greatest(posts.updated_at, posts.published_at, posts.latest_published_at) as last_modified
            from posts
            join users u on u.id = posts.creator_id
            left join publications pub on pub.id = posts.publication_id
            where ${listedPost('posts')} and posts.id >= ${from}
            order by posts.id
            limit ${pageSize}
          ) as s`.execute(db);
        return (rows[0]?.page ?? []).map((r) => ({ section: 'stories', key: r.id, ...r, lastModified: new Date(r.lastModified) }));
      }
      const { table, key, where } = SECTION_KEYS[section];
      const { rows } = await sql<{ key: string }>`
        select ${sql.ref(`${table}.${key}`)} as key
        from ${sql.table(table)}
        where ${where} and ${sql.ref(`${table}.${key}`)} >= ${from}
        order by ${sql.ref(`${table}.${key}`)}
        limit ${pageSize}`.execute(db);
      return rows.map((r) => ({ section, key: r.key }));
    },
  };
}
