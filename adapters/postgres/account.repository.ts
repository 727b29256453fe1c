// Issue 21 (your account): the Account and Publishing tabs' reads and writes. Every rule that two requests could
// race on is decided in the store: a username is taken or not in the UPDATE (the unique constraint), an e-mail
// address in the UPDATE that confirms it, one pending export per account by a partial unique index, the last owner
// of a publication under a row lock, and an account's deletion in one transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import { DELETED_AUTHOR, USERNAME_REDIRECT_MS, EMAIL_CHANGE_TTL_MS, type DeletedStories } from '../../core/account/account-rules.ts';
import type { Paragraph } from '../../core/content/paragraph.ts';
import type { Database } from './database.types.ts';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (cause: unknown) => (cause as { code?: string }).code === UNIQUE_VIOLATION;

export type AccountSettings = {
  id: string;
  username: string;
  name: string;
  email: string;
  unverifiedEmail: string | null;
  bio: string;
  imageId: string | null;
  pronouns: string[];
  tippingLink: string | null;
  allowEmailSharing: boolean;
  createdAt: Date;
  /** Migration 0046: the live custom domain (the host lookup serves it as the profile) and the one asked for. */
  customDomain: string | null;
  pendingCustomDomain: string | null;
};

/** The settings as the GraphQL layer hands them on (the spec's name for the sharing flag beside the column's). */
export type AccountSettingsView = AccountSettings & { allowEmailAddressSharingEditorWriter: boolean };

export type StaffPublication = { id: string; slug: string; name: string; role: 'OWNER' | 'EDITOR' | 'WRITER'; owners: number };

export type ProfileInformation = { name: string; bio: string; pronouns: string[]; tippingLink: string | null; imageId?: string | null | undefined };

/** What a deletion touched: every cached page that showed the account is purged from these. */
export type DeletedAccount = {
  userId: string;
  posts: { id: string; creatorId: string; publicationId: string | null; tagSlugs: string[] }[];
  /** Stories the account responded to, clapped or highlighted: their counts and lists moved. */
  touchedPostIds: string[];
  /** Writers the account followed (their follower counts moved) and publications it followed or wrote in. */
  userIds: string[];
  publicationIds: string[];
};

/** Everything an export holds, as stored. */
export type ExportData = {
  account: AccountSettings;
  stories: { id: string; title: string; subtitle: string; type: string; visibility: string; publishedAt: Date | null; updatedAt: Date; body: Paragraph[]; tags: string[]; inResponseToPostId: string | null }[];
  lists: { id: string; name: string; description: string; visibility: string; items: { postId: string; title: string; note: string }[] }[];
  highlights: { postId: string; quote: string; createdAt: Date }[];
  follows: { writers: string[]; publications: string[]; topics: string[]; tags: string[] };
  mutes: { writers: string[]; publications: string[] };
  notificationSettings: { kind: string; inApp: boolean; email: boolean }[];
};

export type AccountRepository = ReturnType<typeof accountRepository>;

export function accountRepository(db: Kysely<Database>) {
  async function settings(userId: string, executor: Kysely<Database> | Transaction<Database> = db): Promise<AccountSettings | null> {
    const row = await executor
      .selectFrom('users')
      .select(['id', 'username', 'name', 'email', 'unverifiedEmail', 'bio', 'imageId', 'pronouns', 'tippingLink', 'allowEmailSharing', 'createdAt', 'customDomain', 'pendingCustomDomain'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ? { ...row, createdAt: new Date(row.createdAt as unknown as string) } : null;
  }

  return {
    settings: (userId: string) => settings(userId),

    /**
     * Issue 21: a custom domain asked for, kept pending until the operator connects it. One statement: refused
     * ('TAKEN') when another writer or a publication serves it live, so a domain never serves two.
     */
    async requestCustomDomain(userId: string, domain: string, at: Date): Promise<'OK' | 'TAKEN'> {
      const row = await db
        .updateTable('users')
        .set({ pendingCustomDomain: domain, pendingCustomDomainRequestedAt: at })
        .where('id', '=', userId)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('users as other').select('other.id').where('other.customDomain', '=', domain).where('other.id', '<>', userId))))
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('publications').select('publications.id').where('publications.domain', '=', domain))))
        .returning('id')
        .executeTakeFirst();
      return row ? 'OK' : 'TAKEN';
    },

    /** Forgets the pending domain, or stops serving the live one; the domain removed, or null when there was none. */
    async removeCustomDomain(userId: string, which: 'pending' | 'live'): Promise<string | null> {
      const before = await settings(userId);
      const domain = which === 'pending' ? (before?.pendingCustomDomain ?? null) : (before?.customDomain ?? null);
      if (domain === null) return null;
      await db
        .updateTable('users')
        .set(which === 'pending' ? { pendingCustomDomain: null, pendingCustomDomainRequestedAt: null } : { customDomain: null })
        .where('id', '=', userId)
        .where(which === 'pending' ? 'pendingCustomDomain' : 'customDomain', '=', domain)
        .execute();
      return domain;
    },

    /** Name, bio, pronouns, tipping link and (when given) the avatar: an avatar must be the reader's own upload. */
    async updateProfileInformation(userId: string, profile: ProfileInformation): Promise<'ok' | 'bad-image' | 'not-found'> {
      return db.transaction().execute(async (trx) => {
        if (profile.imageId) {
          const image = await trx.selectFrom('media').select('id').where('id', '=', profile.imageId).where('ownerId', '=', userId).where('purpose', '=', 'avatar').executeTakeFirst();
          if (!image) return 'bad-image';
        }
        const row = await trx
          .updateTable('users')
          .set({
            name: profile.name,
            bio: profile.bio,
            pronouns: profile.pronouns,
            tippingLink: profile.tippingLink,
            ...(profile.imageId !== undefined ? { imageId: profile.imageId } : {}),
          })
          .where('id', '=', userId)
          .returning('id')
          .executeTakeFirst();
        return row ? 'ok' : 'not-found';
      });
    },

    /**
     * A new username, decided in the UPDATE (the unique constraint), with the old one kept in username_history for
     * the redirect (an old name another account held before is taken over: the newest owner wins). Taking back a
     * name of one's own past drops its history row.
     */
    async changeUsername(userId: string, username: string, now: Date): Promise<{ outcome: 'ok'; old: string } | { outcome: 'taken' | 'same' | 'not-found' }> {
      try {
        return await db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('users').select('username').where('id', '=', userId).forUpdate().executeTakeFirst();
          if (!current) return { outcome: 'not-found' as const };
          if (current.username === username) return { outcome: 'same' as const };
          await trx.updateTable('users').set({ username }).where('id', '=', userId).execute();
          await trx
            .insertInto('usernameHistory')
            .values({ oldUsername: current.username, userId, changedAt: now })
            .onConflict((oc) => oc.column('oldUsername').doUpdateSet({ userId, changedAt: now }))
            .execute();
          await trx.deleteFrom('usernameHistory').where('oldUsername', '=', username).execute();
          return { outcome: 'ok' as const, old: current.username };
        });
      } catch (cause) {
        if (isUniqueViolation(cause)) return { outcome: 'taken' };
        throw cause;
      }
    },

    /** The username an old one moved to, if it moved within the year and no account holds it now. */
    async renamedTo(oldUsername: string, now: Date): Promise<string | null> {
      const row = await db
        .selectFrom('usernameHistory')
        .innerJoin('users', 'users.id', 'usernameHistory.userId')
        .select('users.username')
        .where('usernameHistory.oldUsername', '=', oldUsername.toLowerCase())
        .where('usernameHistory.changedAt', '>', new Date(now.getTime() - USERNAME_REDIRECT_MS))
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('users as holder').select('holder.id').where('holder.username', '=', oldUsername.toLowerCase()))))
        .executeTakeFirst();
      return row?.username ?? null;
    },

    /** Whether an account other than this one uses the address (any case). */
    async emailInUse(email: string, exceptUserId: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase()).where('id', '<>', exceptUserId).executeTakeFirst();
      return row !== undefined;
    },

    /** Records the address waiting for confirmation (replacing any earlier one); the time signs the link. */
    async requestEmailChange(userId: string, email: string, now: Date): Promise<boolean> {
      const row = await db.updateTable('users').set({ unverifiedEmail: email, unverifiedEmailAt: now }).where('id', '=', userId).returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** The address waiting and when it was asked, for a new link ('Resend email'). */
    async pendingEmail(userId: string): Promise<{ email: string; requestedAt: Date } | null> {
      const row = await db.selectFrom('users').select(['unverifiedEmail', 'unverifiedEmailAt']).where('id', '=', userId).executeTakeFirst();
      return row?.unverifiedEmail && row.unverifiedEmailAt ? { email: row.unverifiedEmail, requestedAt: new Date(row.unverifiedEmailAt as unknown as string) } : null;
    },

    /**
     * Confirms a change: only the address and request time the link was signed for, within 24 hours, and only if no
     * other account took the address meanwhile — all in the one UPDATE (and the unique constraint behind it).
     */
    async confirmEmailChange(userId: string, email: string, requestedAt: Date, now: Date): Promise<'ok' | 'invalid' | 'taken'> {
      try {
        return await db.transaction().execute(async (trx) => {
          const taken = await trx.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase()).where('id', '<>', userId).forUpdate().executeTakeFirst();
          const row = await trx
            .updateTable('users')
            .set((eb) => ({ email: eb.ref('unverifiedEmail') as never, unverifiedEmail: null, unverifiedEmailAt: null }))
            .where('id', '=', userId)
            .where('unverifiedEmail', '=', email)
            .where('unverifiedEmailAt', '=', requestedAt)
            .where('unverifiedEmailAt', '>', new Date(now.getTime() - EMAIL_CHANGE_TTL_MS))
            .where(() => sql<boolean>`${taken === undefined}`)
            .returning('id')
            .executeTakeFirst();
          if (row) return 'ok' as const;
          return taken ? ('taken' as const) : ('invalid' as const);
        });
      } catch (cause) {
        if (isUniqueViolation(cause)) return 'taken';
        throw cause;
      }
    },

    async setAllowEmailSharing(userId: string, allow: boolean): Promise<boolean> {
      const row = await db.updateTable('users').set({ allowEmailSharing: allow }).where('id', '=', userId).returning('allowEmailSharing').executeTakeFirst();
      return row?.allowEmailSharing ?? false;
    },

    /** The publications the reader owns, edits or writes for, with how many owners each has. */
    async staffPublications(userId: string): Promise<StaffPublication[]> {
      const rows = await db
        .selectFrom('publicationEditors as me')
        .innerJoin('publications', 'publications.id', 'me.publicationId')
        .select((eb) => [
          'publications.id',
          'publications.slug',
          'publications.name',
          'me.role',
          eb.selectFrom('publicationEditors as o').select((e) => e.fn.countAll<number>().as('n')).whereRef('o.publicationId', '=', 'me.publicationId').where('o.role', '=', 'OWNER').as('owners'),
        ])
        .where('me.userId', '=', userId)
        .orderBy('publications.name')
        .execute();
      return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, role: r.role as StaffPublication['role'], owners: Number(r.owners ?? 0) }));
    },

    /** Leaves a publication; its last owner may not (decided under a lock on the publication's staff rows). */
    async leavePublication(userId: string, publicationId: string): Promise<{ outcome: 'ok'; name: string } | { outcome: 'last-owner' | 'not-staff' }> {
      return db.transaction().execute(async (trx) => {
        const staff = await trx.selectFrom('publicationEditors').select(['userId', 'role']).where('publicationId', '=', publicationId).orderBy('userId').forUpdate().execute();
        const mine = staff.find((s) => s.userId === userId);
        if (!mine) return { outcome: 'not-staff' as const };
        if (mine.role === 'OWNER' && staff.filter((s) => s.role === 'OWNER').length <= 1) return { outcome: 'last-owner' as const };
        await trx.deleteFrom('publicationEditors').where('publicationId', '=', publicationId).where('userId', '=', userId).execute();
        const publication = await trx.selectFrom('publications').select('name').where('id', '=', publicationId).executeTakeFirstOrThrow();
        return { outcome: 'ok' as const, name: publication.name };
      });
    },

    /** The reader's author newsletter (its name is theirs to change), or null. */
    async authorNewsletter(userId: string): Promise<{ id: string; name: string; slug: string } | null> {
      const row = await db.selectFrom('newsletters').select(['id', 'name', 'slug']).where('userId', '=', userId).where('type', '=', 'author').executeTakeFirst();
      return row ?? null;
    },

    async renameAuthorNewsletter(userId: string, name: string): Promise<boolean> {
      const row = await db.updateTable('newsletters').set({ name }).where('userId', '=', userId).where('type', '=', 'author').returning('id').executeTakeFirst();
      return row !== undefined;
    },

    // ── Exports ──────────────────────────────────────────────────────────────────────────────────────────────

    /** A new pending export, or 'pending' when one is being made (the partial unique index decides). */
    async requestExport(userId: string, id: string, now: Date): Promise<'ok' | 'pending'> {
      try {
        await db.insertInto('dataExports').values({ id, userId, state: 'pending', createdAt: now, readyAt: null, byteSize: null, zip: null }).execute();
        return 'ok';
      } catch (cause) {
        if (isUniqueViolation(cause)) return 'pending';
        throw cause;
      }
    },

    async exportState(id: string): Promise<{ userId: string; state: 'pending' | 'ready' | 'failed'; createdAt: Date } | null> {
      const row = await db.selectFrom('dataExports').select(['userId', 'state', 'createdAt']).where('id', '=', id).executeTakeFirst();
      return row ? { ...row, createdAt: new Date(row.createdAt as unknown as string) } : null;
    },

    /** The reader's latest export, for the settings. */
    async latestExport(userId: string): Promise<{ id: string; state: 'pending' | 'ready' | 'failed'; createdAt: Date; byteSize: number | null } | null> {
      const row = await db.selectFrom('dataExports').select(['id', 'state', 'createdAt', 'byteSize']).where('userId', '=', userId).orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
      return row ? { ...row, createdAt: new Date(row.createdAt as unknown as string) } : null;
    },

    /** The zip, to its owner only (null for anyone else, or before it is ready). */
    async exportZip(id: string, userId: string): Promise<Uint8Array | null> {
      const row = await db.selectFrom('dataExports').select('zip').where('id', '=', id).where('userId', '=', userId).where('state', '=', 'ready').executeTakeFirst();
      return row?.zip ? new Uint8Array(row.zip) : null;
    },

    /** Stores the zip once; a rerun after a crash finds it done and changes nothing. */
    async finishExport(id: string, zip: Uint8Array, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('dataExports')
        .set({ state: 'ready', zip, byteSize: zip.byteLength, readyAt: now })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async failExport(id: string): Promise<void> {
      await db.updateTable('dataExports').set({ state: 'failed' }).where('id', '=', id).where('state', '=', 'pending').execute();
    },

    async pruneExports(before: Date): Promise<number> {
      const result = await db.deleteFrom('dataExports').where('createdAt', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Everything an export holds. */
    async exportData(userId: string): Promise<ExportData | null> {
      const account = await settings(userId);
      if (!account) return null;
      const posts = await db
        .selectFrom('posts')
        .select(['id', 'title', 'subtitle', 'type', 'visibility', 'publishedAt', 'updatedAt', 'body', 'inResponseToPostId'])
        .where('creatorId', '=', userId)
        .orderBy('createdAt')
        .execute();
      const tags = posts.length
        ? await db.selectFrom('postTags').select(['postId', 'tagSlug']).where('postId', 'in', posts.map((p) => p.id)).execute()
        : [];
      const lists = await db.selectFrom('catalogs').select(['id', 'name', 'description', 'visibility']).where('userId', '=', userId).orderBy('createdAt').execute();
      const items = lists.length
        ? await db
            .selectFrom('catalogItems')
            .innerJoin('posts', 'posts.id', 'catalogItems.postId')
            .select(['catalogItems.catalogId', 'catalogItems.postId', 'posts.title', 'catalogItems.note'])
            .where('catalogItems.catalogId', 'in', lists.map((l) => l.id))
            .orderBy('catalogItems.position')
            .execute()
        : [];
      const highlights = await db.selectFrom('highlights').select(['postId', 'quote', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute();
      const writers = await db.selectFrom('userFollows').innerJoin('users', 'users.id', 'userFollows.followeeId').select('users.username').where('followerId', '=', userId).orderBy('users.username').execute();
      const publications = await db.selectFrom('publicationFollows').innerJoin('publications', 'publications.id', 'publicationFollows.publicationId').select('publications.slug').where('followerId', '=', userId).orderBy('publications.slug').execute();
      const topics = await db.selectFrom('topicFollows').innerJoin('topics', 'topics.id', 'topicFollows.topicId').select('topics.slug').where('userId', '=', userId).orderBy('topics.slug').execute();
      const followedTags = await db.selectFrom('tagFollows').select('tagSlug').where('userId', '=', userId).orderBy('tagSlug').execute();
      const mutedWriters = await db.selectFrom('userMutes').innerJoin('users', 'users.id', 'userMutes.muteeId').select('users.username').where('muterId', '=', userId).orderBy('users.username').execute();
      const mutedPublications = await db.selectFrom('publicationMutes').innerJoin('publications', 'publications.id', 'publicationMutes.publicationId').select('publications.slug').where('userId', '=', userId).orderBy('publications.slug').execute();
      const notificationSettings = await db.selectFrom('notificationSettings').select(['kind', 'inApp', 'email']).where('userId', '=', userId).orderBy('kind').execute();
      const date = (value: unknown) => (value === null ? null : new Date(value as string));
      return {
        account,
        stories: posts.map((p) => ({
          ...p,
          publishedAt: date(p.publishedAt),
          updatedAt: new Date(p.updatedAt as unknown as string),
          body: p.body,
          tags: tags.filter((t) => t.postId === p.id).map((t) => t.tagSlug),
        })),
        lists: lists.map((l) => ({ ...l, items: items.filter((i) => i.catalogId === l.id).map((i) => ({ postId: i.postId, title: i.title, note: i.note })) })),
        highlights: highlights.map((h) => ({ ...h, createdAt: new Date(h.createdAt as unknown as string) })),
        follows: { writers: writers.map((w) => w.username), publications: publications.map((p) => p.slug), topics: topics.map((t) => t.slug), tags: followedTags.map((t) => t.tagSlug) },
        mutes: { writers: mutedWriters.map((w) => w.username), publications: mutedPublications.map((p) => p.slug) },
        notificationSettings,
      };
    },

    // ── Deletion ─────────────────────────────────────────────────────────────────────────────────────────────

    /**
     * Deletes the account in one transaction: its stories removed with it or moved to the anonymous author, the
     * counts other rows keep of it given back (claps, list followers, list items), then the users row (every table
     * that names the account cascades: sessions, follows, lists, highlights, notifications, memberships…). Answers
     * what the caches must forget, or null when there is no such account.
     */
    async deleteAccount(userId: string, stories: DeletedStories): Promise<DeletedAccount | null> {
      if (userId === DELETED_AUTHOR.id) return null;
      return db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
        if (!user) return null;
        const posts = await trx.selectFrom('posts').select(['id', 'creatorId', 'publicationId', 'inResponseToPostId']).where('creatorId', '=', userId).execute();
        const postIds = posts.map((p) => p.id);
        const tagRows = postIds.length ? await trx.selectFrom('postTags').select(['postId', 'tagSlug']).where('postId', 'in', postIds).execute() : [];
        const clapped = await trx.selectFrom('claps').select(['postId', 'count']).where('userId', '=', userId).execute();
        const highlighted = await trx.selectFrom('highlights').select('postId').where('userId', '=', userId).execute();
        const followees = await trx.selectFrom('userFollows').select('followeeId').where('followerId', '=', userId).execute();
        const followedPublications = await trx.selectFrom('publicationFollows').select('publicationId').where('followerId', '=', userId).execute();
        const staffOf = await trx.selectFrom('publicationEditors').select('publicationId').where('userId', '=', userId).execute();

        // Claps are counted on the story in the clap's own statement: give back this reader's.
        for (const clap of clapped) {
          await trx.updateTable('posts').set((eb) => ({ clapCount: eb('clapCount', '-', clap.count) })).where('id', '=', clap.postId).execute();
        }
        // Lists this reader followed lose a follower.
        await sql`update catalogs set follower_count = greatest(follower_count - 1, 0)
          where id in (select catalog_id from catalog_follows where user_id = ${userId})`.execute(trx);

        if (stories === 'ANONYMISE') {
          await trx.insertInto('users').values({ id: DELETED_AUTHOR.id, username: DELETED_AUTHOR.username, name: DELETED_AUTHOR.name, email: `${DELETED_AUTHOR.id}@invalid`, bio: '' }).onConflict((oc) => oc.doNothing()).execute();
          // Drafts and trashed stories were never shared: they go; published ones stay without a name.
          await trx.deleteFrom('posts').where('creatorId', '=', userId).where((eb) => eb.or([eb('publishedAt', 'is', null), eb('deletedAt', 'is not', null)])).execute();
          await trx.updateTable('posts').set({ creatorId: DELETED_AUTHOR.id }).where('creatorId', '=', userId).execute();
        } else if (postIds.length) {
          // Other readers' lists that held these stories hold one fewer.
          await sql`update catalogs c set item_count = greatest(c.item_count - x.n, 0)
            from (select catalog_id, count(*)::int as n from catalog_items where post_id in (${sql.join(postIds)}) group by catalog_id) x
            where c.id = x.catalog_id`.execute(trx);
        }
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return {
          userId,
          posts: posts.map((p) => ({ id: p.id, creatorId: userId, publicationId: p.publicationId, tagSlugs: tagRows.filter((t) => t.postId === p.id).map((t) => t.tagSlug) })),
          touchedPostIds: [...new Set([...posts.flatMap((p) => (p.inResponseToPostId ? [p.inResponseToPostId] : [])), ...clapped.map((c) => c.postId), ...highlighted.map((h) => h.postId)])],
          userIds: [...new Set(followees.map((f) => f.followeeId))],
          publicationIds: [...new Set([...followedPublications.map((f) => f.publicationId), ...staffOf.map((s) => s.publicationId), ...posts.flatMap((p) => (p.publicationId ? [p.publicationId] : []))])],
        };
      });
    },
  };
}
