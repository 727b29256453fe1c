// Issue 23 part B: the landing pages' text in the store (core/landing/landing-pages.ts) — each page's default text,
// written at every start, and the unlisted story that holds a page once staff edit it — and the author verification
// requests staff see on /verified-authors.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Paragraph } from '../../core/content/paragraph.ts';
import { readingTimeMinutes } from '../../core/format/reading-time.ts';
import { slugify } from '../../core/content/post-id.ts';
import { LANDING_KEYS, landingDefault, type LandingKey } from '../../core/landing/landing-pages.ts';
import type { Database } from './database.types.ts';

export type LandingPagesRepository = ReturnType<typeof landingPagesRepository>;

/** At every start (main.ts): each landing page's default text, in this product's name, into the store. */
export async function writeLandingDefaults(db: Kysely<Database>, productName: string, now: Date): Promise<void> {
  await landingPagesRepository(db).ensureDefaults(LANDING_KEYS.map((key) => ({ key, ...landingDefault(key, productName) })), now);
}

export function landingPagesRepository(db: Kysely<Database>) {
  return {
    /**
     * The page's text as readers see it: its story's published text once staff have taken the page over and
     * published it, else the stored default. Null when the store has no row for the page (before the first start).
     */
    async page(key: LandingKey): Promise<{ postId: string | null; title: string | null; paragraphs: Paragraph[] | null } | null> {
      const row = await db
        .selectFrom('landingPages as l')
        .leftJoin('posts as p', 'p.id', 'l.postId')
        .select(['l.postId', 'l.title as defaultTitle', 'l.body as defaultBody', 'p.title', 'p.body', 'p.publishedAt', 'p.deletedAt'])
        .where('l.key', '=', key)
        .executeTakeFirst();
      if (!row) return null;
      const live = row.postId !== null && row.publishedAt !== null && row.deletedAt === null;
      return { postId: row.postId, title: live ? row.title : row.defaultTitle, paragraphs: live ? row.body : row.defaultBody };
    },

    /**
     * Writes each page's default text (core/landing/landing-pages.ts, with the product's name) into the store, at
     * every start: a page no staff member has taken over gets the current default (so a new PRODUCT_NAME or a
     * reworded default shows); a page staff have taken over (its story) is never touched. Nothing is written when
     * nothing changed.
     */
    async ensureDefaults(pages: readonly { key: LandingKey; title: string; paragraphs: Paragraph[] }[], now: Date): Promise<void> {
      if (pages.length === 0) return;
      await db
        .insertInto('landingPages')
        .values(pages.map((p) => ({ key: p.key, postId: null, title: p.title, body: JSON.stringify(p.paragraphs), updatedAt: now })))
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), body: eb.ref('excluded.body'), updatedAt: eb.ref('excluded.updatedAt') }))
            .where('landingPages.postId', 'is', null)
            .where((eb) => eb.or([sql<boolean>`landing_pages.title is distinct from excluded.title`, sql<boolean>`landing_pages.body is distinct from excluded.body`])),
        )
        .execute();
    },

    /**
     * The story holding the page, made the first time from the page's stored text (or `initial` when the store has
     * none): an unlisted draft of `staffId`. One per page, whoever asks at the same moment (the row lock, or the
     * key's primary key, decides).
     */
    async claim(key: LandingKey, staffId: string, initial: { title: string; paragraphs: Paragraph[] }, now: Date): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('landingPages').select(['postId', 'title', 'body']).where('key', '=', key).forUpdate().executeTakeFirst();
        if (existing?.postId) return existing.postId;
        const text = existing?.title != null && existing.body != null ? { title: existing.title, paragraphs: existing.body } : initial;
        const id = randomBytes(6).toString('hex');
        await trx
          .insertInto('posts')
          .values({
            id,
            creatorId: staffId,
            publicationId: null,
            title: text.title,
            subtitle: '',
            slug: slugify(text.title),
            body: JSON.stringify(text.paragraphs),
            visibility: 'UNLISTED',
            readingTime: readingTimeMinutes(text.paragraphs, text.title, ''),
            previewImage: null,
            createdAt: now,
            updatedAt: now,
          })
          .execute();
        const claimed = existing
          ? await trx.updateTable('landingPages').set({ postId: id, updatedAt: now }).where('key', '=', key).where('postId', 'is', null).returning('postId').executeTakeFirst()
          : await trx
              .insertInto('landingPages')
              .values({ key, postId: id, updatedAt: now })
              .onConflict((oc) => oc.column('key').doNothing())
              .returning('postId')
              .executeTakeFirst();
        if (!claimed) throw new Error('The landing page was claimed meanwhile.');
        return id;
      });
    },

    async applyForVerification(userId: string, note: string, now: Date): Promise<void> {
      await db
        .insertInto('authorVerificationRequests')
        .values({ userId, note, createdAt: now })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ note, createdAt: now }))
        .execute();
    },

    async hasApplied(userId: string): Promise<boolean> {
      return (await db.selectFrom('authorVerificationRequests').select('userId').where('userId', '=', userId).executeTakeFirst()) !== undefined;
    },

    /** The requests, newest first, for staff. */
    async verificationRequests(limit: number) {
      return db
        .selectFrom('authorVerificationRequests as r')
        .innerJoin('users as u', 'u.id', 'r.userId')
        .select(['u.username', 'u.name', 'u.email', 'r.note', 'r.createdAt'])
        .orderBy('r.createdAt', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
