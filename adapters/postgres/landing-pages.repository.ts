// Issue 23 part B: the landing pages' text in the store (core/landing/landing-pages.ts) — the unlisted story that
// holds a page once staff edit it — and the author verification requests staff see on /verified-authors.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Paragraph } from '../../core/content/paragraph.ts';
import { readingTimeMinutes } from '../../core/format/reading-time.ts';
import { slugify } from '../../core/content/post-id.ts';
import type { LandingKey } from '../../core/landing/landing-pages.ts';
import type { Database } from './database.types.ts';

export type LandingPagesRepository = ReturnType<typeof landingPagesRepository>;

export function landingPagesRepository(db: Kysely<Database>) {
  return {
    /** The page's story: its published text (null until published) and whether it is there at all. */
    async page(key: LandingKey): Promise<{ postId: string; title: string | null; paragraphs: Paragraph[] | null } | null> {
      const row = await db
        .selectFrom('landingPages as l')
        .innerJoin('posts as p', 'p.id', 'l.postId')
        .select(['p.id', 'p.title', 'p.body', 'p.publishedAt', 'p.deletedAt'])
        .where('l.key', '=', key)
        .executeTakeFirst();
      if (!row) return null;
      const live = row.publishedAt !== null && row.deletedAt === null;
      return { postId: row.id, title: live ? row.title : null, paragraphs: live ? row.body : null };
    },

    /**
     * The story holding the page, made from `initial` (an unlisted draft of `staffId`) the first time: one per page,
     * whoever asks at the same moment (the key's primary key decides).
     */
    async claim(key: LandingKey, staffId: string, initial: { title: string; paragraphs: Paragraph[] }, now: Date): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('landingPages').select('postId').where('key', '=', key).forUpdate().executeTakeFirst();
        if (existing) return existing.postId;
        const id = randomBytes(6).toString('hex');
        await trx
          .insertInto('posts')
          .values({
            id,
            creatorId: staffId,
            publicationId: null,
            title: initial.title,
            subtitle: '',
            slug: slugify(initial.title),
            body: JSON.stringify(initial.paragraphs),
            visibility: 'UNLISTED',
            readingTime: readingTimeMinutes(initial.paragraphs, initial.title, ''),
            previewImage: null,
            createdAt: now,
            updatedAt: now,
          })
          .execute();
        const claimed = await trx
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
