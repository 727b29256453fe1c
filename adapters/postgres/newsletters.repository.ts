// Newsletters and their subscribers in the store (migrations/0028-newsletters.ts; README: Newsletters). Every
// change of a subscription is one statement (an upsert on the newsletter and subscriber), so two requests racing
// to subscribe leave one row; an import is one transaction, all or nothing. The fan-out reads a story's
// recipients in keyset order, leaving out unsubscribed, pending and muting readers in the query itself.
import { sql, type Kysely } from 'kysely';
import type { Recipient } from '../../core/newsletters/newsletter.policy.ts';
import type { CollectionRole } from '../../core/content/entities.ts';
import type { Database, NewsletterType, SubscriptionStatus } from './database.types.ts';

/** reader-experience §3 NewsletterV3. */
export type Newsletter = {
  id: string;
  type: NewsletterType;
  slug: string;
  name: string;
  collectionSlug: string | null;
  publicationId: string | null;
  user: { id: string; name: string; username: string };
  /** Migration 0050: shown on the landing page. */
  description: string;
  /** Whether the publication's pages promote the newsletter (its homepage's Subscribe button). */
  showPromo: boolean;
};

export type StoryRecipient = Recipient & { subscriptionId: string; newsletterId: string; isMember: boolean };

export type NewslettersRepository = ReturnType<typeof newslettersRepository>;

export function newslettersRepository(db: Kysely<Database>) {
  const newsletters = () =>
    db
      .selectFrom('newsletters as n')
      .innerJoin('users as u', 'u.id', 'n.userId')
      .leftJoin('publications as p', 'p.id', 'n.publicationId')
      .select(['n.id', 'n.type', 'n.slug', 'n.name', 'n.description', 'n.showPromo', 'n.publicationId', 'p.slug as collectionSlug', 'u.id as userId', 'u.name as userName', 'u.username']);
  type Row = {
    id: string;
    type: NewsletterType;
    slug: string;
    name: string;
    description: string;
    showPromo: boolean;
    publicationId: string | null;
    collectionSlug: string | null;
    userId: string;
    userName: string;
    username: string;
  };
  const shape = (r: Row): Newsletter => ({
    id: r.id,
    type: r.type,
    slug: r.slug,
    name: r.name,
    description: r.description,
    showPromo: r.showPromo,
    collectionSlug: r.collectionSlug,
    publicationId: r.publicationId,
    user: { id: r.userId, name: r.userName, username: r.username },
  });

  /** A writer's newsletter, created on first use for accounts made after the migration. */
  async function ofAuthor(userId: string): Promise<Newsletter | null> {
    const existing = await newsletters().where('n.type', '=', 'author').where('n.userId', '=', userId).executeTakeFirst();
    if (existing) return shape(existing);
    await sql`insert into newsletters (id, type, slug, name, user_id) select 'nl-' || id, 'author', username, name, id from users where id = ${userId} on conflict do nothing`.execute(db);
    const row = await newsletters().where('n.type', '=', 'author').where('n.userId', '=', userId).executeTakeFirst();
    return row ? shape(row) : null;
  }

  /** A publication's newsletter (its owner's to run), created on first use for publications made after the migration. */
  async function ofPublication(publicationId: string): Promise<Newsletter | null> {
    const existing = await newsletters().where('n.type', '=', 'collection').where('n.publicationId', '=', publicationId).executeTakeFirst();
    if (existing) return shape(existing);
    await sql`
      insert into newsletters (id, type, slug, name, user_id, publication_id)
      select 'nlc-' || p.id, 'collection', p.slug, p.name, e.user_id, p.id
      from publications p
      join lateral (select user_id from publication_editors where publication_id = p.id order by (role = 'OWNER') desc, created_at limit 1) e on true
      where p.id = ${publicationId}
      on conflict do nothing`.execute(db);
    const row = await newsletters().where('n.type', '=', 'collection').where('n.publicationId', '=', publicationId).executeTakeFirst();
    return row ? shape(row) : null;
  }

  return {
    ofAuthor,

    async ofUsername(username: string): Promise<Newsletter | null> {
      const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
      return user ? ofAuthor(user.id) : null;
    },

    async byId(id: string): Promise<Newsletter | null> {
      if (id.startsWith('nl-')) {
        const user = await db.selectFrom('users').select('id').where('id', '=', id.slice(3)).executeTakeFirst();
        if (user) return ofAuthor(user.id);
      }
      const row = await newsletters().where('n.id', '=', id).executeTakeFirst();
      if (row) return shape(row);
      return id.startsWith('nlc-') ? ofPublication(id.slice(4)) : null;
    },

    async ofPublicationSlug(slug: string): Promise<Newsletter | null> {
      const publication = await db.selectFrom('publications').select('id').where('slug', '=', slug).executeTakeFirst();
      return publication ? ofPublication(publication.id) : null;
    },

    ofPublication,

    /**
     * A publication's newsletter settings (migration 0050), written only when `actorId` holds one of `roles` in the
     * publication — checked in the same statement, so a role taken away meanwhile writes nothing. The newsletter
     * after the write, or null when the actor may not (or there is no such newsletter).
     */
    async updatePublicationSettings(input: {
      publicationId: string;
      actorId: string;
      roles: readonly CollectionRole[];
      settings: { name: string; description: string; showPromo: boolean };
    }): Promise<Newsletter | null> {
      if (input.roles.length === 0) return null;
      await ofPublication(input.publicationId);
      const updated = await db
        .updateTable('newsletters')
        .set({ name: input.settings.name, description: input.settings.description, showPromo: input.settings.showPromo })
        .where('type', '=', 'collection')
        .where('publicationId', '=', input.publicationId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('publicationEditors as e')
              .select('e.userId')
              .whereRef('e.publicationId', '=', 'newsletters.publicationId')
              .where('e.userId', '=', input.actorId)
              .where('e.role', 'in', [...input.roles]),
          ),
        )
        .returning('id')
        .executeTakeFirst();
      if (!updated) return null;
      const row = await newsletters().where('n.id', '=', updated.id).executeTakeFirst();
      return row ? shape(row) : null;
    },

    async statusOfUser(newsletterId: string, userId: string): Promise<SubscriptionStatus | null> {
      const row = await db.selectFrom('newsletterSubscriptions').select('status').where('newsletterId', '=', newsletterId).where('userId', '=', userId).executeTakeFirst();
      return row?.status ?? null;
    },

    /** Subscribes (or unsubscribes) an account in one statement; answers the status it had before (null: none). */
    async setUserStatus(newsletterId: string, userId: string, status: 'active' | 'unsubscribed', source: string, now: Date): Promise<SubscriptionStatus | null> {
      const { rows } = await sql<{ before: SubscriptionStatus | null }>`
        with before as (select status from newsletter_subscriptions where newsletter_id = ${newsletterId} and user_id = ${userId} for update),
        upserted as (
          insert into newsletter_subscriptions (newsletter_id, user_id, status, source, created_at, updated_at)
          values (${newsletterId}, ${userId}, ${status}, ${source}, ${now}, ${now})
          on conflict (newsletter_id, user_id) where user_id is not null do update set status = excluded.status, updated_at = excluded.updated_at
          returning id)
        select (select status from before) as before from upserted`.execute(db);
      return rows[0]?.before ?? null;
    },

    /** Whether an account holds this address (an address subscription for it is refused). */
    async accountWithEmail(email: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email).executeTakeFirst();
      return row?.id ?? null;
    },

    async statusOfEmail(newsletterId: string, email: string): Promise<SubscriptionStatus | null> {
      const row = await db.selectFrom('newsletterSubscriptions').select('status').where('newsletterId', '=', newsletterId).where('email', '=', email).executeTakeFirst();
      return row?.status ?? null;
    },

    /** An address asks to subscribe: pending with a fresh confirmation token, unless it is already active. */
    async requestEmail(newsletterId: string, email: string, tokenHash: string, source: string, now: Date): Promise<'PENDING' | 'ALREADY'> {
      const { rows } = await sql<{ status: SubscriptionStatus }>`
        insert into newsletter_subscriptions (newsletter_id, email, status, source, confirm_token_hash, created_at, updated_at)
        values (${newsletterId}, ${email}, 'pending', ${source}, ${tokenHash}, ${now}, ${now})
        on conflict (newsletter_id, email) where email is not null do update
          set status = case when newsletter_subscriptions.status = 'active' then 'active' else 'pending' end,
              confirm_token_hash = case when newsletter_subscriptions.status = 'active' then null else excluded.confirm_token_hash end,
              updated_at = excluded.updated_at
        returning status`.execute(db);
      return rows[0]?.status === 'active' ? 'ALREADY' : 'PENDING';
    },

    /** Follows a confirmation link: the pending subscription becomes active; its newsletter id, or null. */
    async confirmEmail(tokenHash: string, now: Date): Promise<string | null> {
      const row = await db
        .updateTable('newsletterSubscriptions')
        .set({ status: 'active', confirmTokenHash: null, updatedAt: now })
        .where('confirmTokenHash', '=', tokenHash)
        .where('status', '=', 'pending')
        .returning('newsletterId')
        .executeTakeFirst();
      return row?.newsletterId ?? null;
    },

    async pendingByToken(tokenHash: string): Promise<{ newsletterId: string; email: string } | null> {
      const row = await db.selectFrom('newsletterSubscriptions').select(['newsletterId', 'email']).where('confirmTokenHash', '=', tokenHash).where('status', '=', 'pending').executeTakeFirst();
      return row?.email ? { newsletterId: row.newsletterId, email: row.email } : null;
    },

    async subscriptionById(id: string): Promise<{ id: string; newsletterId: string; userId: string | null; email: string | null; status: SubscriptionStatus } | null> {
      if (!/^[0-9a-f-]{36}$/.test(id)) return null;
      const row = await db.selectFrom('newsletterSubscriptions').select(['id', 'newsletterId', 'userId', 'email', 'status']).where('id', '=', id).executeTakeFirst();
      return row ?? null;
    },

    /** An address subscriber leaves (the unsubscribe link); true when it was subscribed. */
    async unsubscribeById(id: string, now: Date): Promise<boolean> {
      const result = await db.updateTable('newsletterSubscriptions').set({ status: 'unsubscribed', confirmTokenHash: null, updatedAt: now }).where('id', '=', id).where('status', '!=', 'unsubscribed').executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** /me/unsubscribe-all-newsletters (or only writers' newsletters): how many subscriptions ended. */
    async unsubscribeAll(userId: string, onlyAuthors: boolean, now: Date): Promise<number> {
      const result = await db
        .updateTable('newsletterSubscriptions')
        .set({ status: 'unsubscribed', updatedAt: now })
        .where('userId', '=', userId)
        .where('status', '=', 'active')
        .$if(onlyAuthors, (q) => q.where('newsletterId', 'in', (eb) => eb.selectFrom('newsletters').select('id').where('type', '=', 'author')))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async activeCount(newsletterId: string): Promise<number> {
      const row = await db.selectFrom('newsletterSubscriptions').select((eb) => eb.fn.countAll<string>().as('n')).where('newsletterId', '=', newsletterId).where('status', '=', 'active').executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The active subscriptions of an account (its settings, tests). */
    async subscriptionsOf(userId: string): Promise<string[]> {
      const rows = await db.selectFrom('newsletterSubscriptions').select('newsletterId').where('userId', '=', userId).where('status', '=', 'active').orderBy('newsletterId').execute();
      return rows.map((r) => r.newsletterId);
    },

    /**
     * The next `limit` recipients of a story after `after` (a subscription id), in id order: active subscribers of
     * the given newsletters, accounts not muting the story's writer or publication, each with whether they are a member.
     */
    async storyRecipients(input: { newsletterIds: readonly string[]; authorId: string; publicationId: string | null; after: string | null; limit: number; now: Date }): Promise<StoryRecipient[]> {
      if (input.newsletterIds.length === 0) return [];
      const rows = await db
        .selectFrom('newsletterSubscriptions as s')
        .leftJoin('users as u', 'u.id', 's.userId')
        .select((eb) => [
          's.id', 's.newsletterId', 's.userId', 's.email', 'u.email as userEmail',
          eb.exists(eb.selectFrom('memberships as m').select('m.id').whereRef('m.userId', '=', 's.userId').where('m.endedAt', 'is', null).where('m.currentPeriodEndsAt', '>', input.now)).as('isMember'),
        ])
        .where('s.newsletterId', 'in', [...input.newsletterIds])
        .where('s.status', '=', 'active')
        .$if(input.after !== null, (q) => q.where('s.id', '>', input.after!))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('userMutes as um').select('um.muterId').whereRef('um.muterId', '=', 's.userId').where('um.muteeId', '=', input.authorId))))
        .$if(input.publicationId !== null, (q) =>
          q.where((eb) => eb.not(eb.exists(eb.selectFrom('publicationMutes as pm').select('pm.userId').whereRef('pm.userId', '=', 's.userId').where('pm.publicationId', '=', input.publicationId!)))),
        )
        .orderBy('s.id')
        .limit(input.limit)
        .execute();
      return rows.map((r): StoryRecipient =>
        r.userId !== null
          ? { kind: 'user', userId: r.userId, email: r.userEmail ?? '', subscriptionId: r.id, newsletterId: r.newsletterId, isMember: Boolean(r.isMember) }
          : { kind: 'email', email: r.email ?? '', subscriptionId: r.id, newsletterId: r.newsletterId, isMember: false },
      );
    },

    /** Every subscriber for the CSV export, oldest first. */
    async exportRows(newsletterId: string): Promise<{ email: string; name: string; username: string; status: SubscriptionStatus; source: string; createdAt: Date }[]> {
      const rows = await db
        .selectFrom('newsletterSubscriptions as s')
        .leftJoin('users as u', 'u.id', 's.userId')
        .select(['s.email', 'u.email as userEmail', 'u.name', 'u.username', 's.status', 's.source', 's.createdAt'])
        .where('s.newsletterId', '=', newsletterId)
        .where('s.status', '!=', 'pending')
        .orderBy('s.createdAt')
        .orderBy('s.id')
        .execute();
      return rows.map((r) => ({ email: r.email ?? r.userEmail ?? '', name: r.name ?? '', username: r.username ?? '', status: r.status, source: r.source, createdAt: r.createdAt }));
    },

    /**
     * Imports confirmed addresses in one transaction: new ones become active, pending ones are confirmed, and an
     * address that unsubscribed stays unsubscribed. Returns how many became active.
     */
    async importEmails(newsletterId: string, emails: readonly string[], now: Date): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let imported = 0;
        for (let start = 0; start < emails.length; start += 1000) {
          const chunk = emails.slice(start, start + 1000);
          const result = await trx
            .insertInto('newsletterSubscriptions')
            .values(chunk.map((email) => ({ newsletterId, email, status: 'active' as const, source: 'import', createdAt: now, updatedAt: now })))
            .onConflict((oc) =>
              oc
                .columns(['newsletterId', 'email'])
                .where('email', 'is not', null)
                .doUpdateSet({ status: 'active', confirmTokenHash: null, updatedAt: now })
                .where('newsletterSubscriptions.status', '=', 'pending'),
            )
            .executeTakeFirst();
          imported += Number(result.numInsertedOrUpdatedRows ?? 0n);
        }
        return imported;
      });
    },
  };
}

/** A published story as its newsletter e-mail needs it; null when it is not (any longer) published and live. */
export type StoryForMail = {
  id: string; title: string; subtitle: string; body: import('../../core/content/paragraph.ts').Paragraph[]; isLocked: boolean; creatorId: string; publicationId: string | null;
  authorName: string; authorUsername: string; collectionSlug: string | null; isStory: boolean;
};

export async function storyForMail(db: Kysely<Database>, postId: string): Promise<StoryForMail | null> {
  const row = await db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.creatorId')
    .leftJoin('publications', (join) => join.onRef('publications.id', '=', 'posts.publicationId'))
    .select(['posts.id', 'posts.title', 'posts.subtitle', 'posts.body', 'posts.isLocked', 'posts.creatorId', 'posts.publicationId', 'posts.statusForCollection', 'posts.type', 'users.name', 'users.username', 'publications.slug as collectionSlug'])
    .where('posts.id', '=', postId)
    .where('posts.publishedAt', 'is not', null)
    .where('posts.deletedAt', 'is', null)
    .where('posts.suspendedAt', 'is', null)
    .where('posts.visibility', '!=', 'UNLISTED')
    .executeTakeFirst();
  if (!row) return null;
  const inPublication = row.publicationId !== null && row.statusForCollection === 'APPROVED';
  return {
    id: row.id, title: row.title, subtitle: row.subtitle, body: row.body, isLocked: row.isLocked, creatorId: row.creatorId,
    publicationId: inPublication ? row.publicationId : null, authorName: row.name, authorUsername: row.username,
    collectionSlug: inPublication ? row.collectionSlug : null, isStory: row.type === 'STORY',
  };
}
