// The mail queue's store (migrations/0028-mail-deliveries.ts), shared by every server process. An e-mail is one row
// whose key is unique for ever: enqueueing a key again does nothing, so a fan-out that runs twice (a retried job, a
// restarted server) queues nobody twice. A sender claims due rows in one statement — UPDATE … WHERE id IN (SELECT …
// FOR UPDATE SKIP LOCKED LIMIT n) — stamping a lease (locked_by, locked_until); every later write about that
// attempt (sent, retry, failed, release) holds only while the lease is still its own. A row is marked sent right
// after the SMTP server accepts it. Times come from the caller's clock, never the database's.
import { sql, type Kysely } from 'kysely';
import type { Database, MailDeliveryState } from './database.types.ts';

/** What an e-mail is, queued or claimed. */
type DeliveryContent = {
  key: string;
  category: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  /** Groups the rows of one sending for its sender to see, e.g. newsletter:{id}:post:{id}. */
  ref: string | null;
};

export type NewDelivery = DeliveryContent & { maxAttempts: number; runAt: Date };

/** One attempt at one e-mail, as a claim hands it out. */
export type ClaimedDelivery = DeliveryContent & { id: string; attempt: number; maxAttempts: number; lockedUntil: Date };

/** Which attempt a write is about: the row, the sender holding it and the attempt it is on. */
export type DeliveryRun = { id: string; attempt: number; workerId: string };

export type DeliveryRecord = {
  id: string;
  key: string;
  category: string;
  to: string;
  subject: string;
  messageId: string;
  ref: string | null;
  state: MailDeliveryState;
  attempts: number;
  lastError: string | null;
  runAt: Date;
  createdAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
};

/** Rows per INSERT: well inside PostgreSQL's 65,535 parameters at 12 a row. */
const INSERT_CHUNK = 1000;

export type MailDeliveriesRepository = ReturnType<typeof mailDeliveriesRepository>;

export function mailDeliveriesRepository(db: Kysely<Database>) {
  const owned = (run: DeliveryRun) =>
    db
      .updateTable('mailDeliveries')
      .where('id', '=', run.id)
      .where('state', '=', 'sending')
      .where('lockedBy', '=', run.workerId)
      .where('attempts', '=', run.attempt);

  const record = (row: {
    id: string; key: string; category: string; toAddress: string; subject: string; messageId: string; ref: string | null; state: MailDeliveryState;
    attempts: number; lastError: string | null; runAt: Date; createdAt: Date; sentAt: Date | null; failedAt: Date | null;
  }): DeliveryRecord => ({
    id: row.id, key: row.key, category: row.category, to: row.toAddress, subject: row.subject, messageId: row.messageId, ref: row.ref, state: row.state,
    attempts: row.attempts, lastError: row.lastError, runAt: row.runAt, createdAt: row.createdAt, sentAt: row.sentAt, failedAt: row.failedAt,
  });

  return {
    /** Queues the e-mails whose keys are new; a key queued before (in any state) is left alone. Returns how many were queued. */
    async enqueue(deliveries: readonly NewDelivery[], now: Date): Promise<number> {
      let queued = 0;
      for (let start = 0; start < deliveries.length; start += INSERT_CHUNK) {
        const chunk = deliveries.slice(start, start + INSERT_CHUNK);
        const result = await db
          .insertInto('mailDeliveries')
          .values(
            chunk.map((d) => ({
              key: d.key, category: d.category, toAddress: d.to, subject: d.subject, textBody: d.text, htmlBody: d.html, headers: JSON.stringify(d.headers),
              messageId: d.messageId, ref: d.ref, maxAttempts: d.maxAttempts, runAt: d.runAt, createdAt: now,
            })),
          )
          .onConflict((oc) => oc.column('key').doNothing())
          .executeTakeFirst();
        queued += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      return queued;
    },

    /**
     * Takes up to `limit` e-mails that are due (pending, run_at reached) or whose sender's lease is over with attempts
     * left (its process died or hung), earliest first, skipping rows another claim holds. Each comes back 'sending',
     * leased to the worker, its attempt counted.
     */
    async claim(request: { workerId: string; now: Date; leaseMs: number; limit: number }): Promise<ClaimedDelivery[]> {
      if (request.limit < 1) return [];
      const { now } = request;
      const lockedUntil = new Date(now.getTime() + request.leaseMs);
      const rows = await db
        .updateTable('mailDeliveries')
        .set((eb) => ({ state: 'sending', attempts: eb('attempts', '+', 1), lockedBy: request.workerId, lockedUntil }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('mailDeliveries')
            .select('id')
            .where((w) =>
              w.or([
                w.and([w('state', '=', 'pending'), w('runAt', '<=', now)]),
                w.and([w('state', '=', 'sending'), w('lockedUntil', '<=', now), w('attempts', '<', w.ref('maxAttempts'))]),
              ]),
            )
            .orderBy('runAt')
            .orderBy('id')
            .limit(request.limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'key', 'category', 'toAddress', 'subject', 'textBody', 'htmlBody', 'headers', 'messageId', 'ref', 'attempts', 'maxAttempts', 'lockedUntil', 'runAt'])
        .execute();
      return rows
        .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || (a.id < b.id ? -1 : 1))
        .map((row) => ({
          id: row.id, key: row.key, category: row.category, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody,
          headers: row.headers, messageId: row.messageId, ref: row.ref, attempt: row.attempts, maxAttempts: row.maxAttempts, lockedUntil: row.lockedUntil ?? lockedUntil,
        }));
    },

    /** The SMTP server accepted it. False when the lease had passed to another sender (which now owns the row). */
    async markSent(run: DeliveryRun, now: Date): Promise<boolean> {
      const result = await owned(run).set({ state: 'sent', sentAt: now, lockedBy: null, lockedUntil: null }).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A temporary failure: pending again at `runAt`, the error kept. */
    async retry(run: DeliveryRun, runAt: Date, error: string): Promise<boolean> {
      const result = await owned(run).set({ state: 'pending', runAt, lastError: error, lockedBy: null, lockedUntil: null }).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A permanent failure (or the last attempt's temporary one): kept as failed with the error, for the sender to see. */
    async fail(run: DeliveryRun, error: string, now: Date): Promise<boolean> {
      const result = await owned(run).set({ state: 'failed', failedAt: now, lastError: error, lockedBy: null, lockedUntil: null }).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Not attempted after all (the sender is stopping, or its lease is too short to risk it): due again now, the attempt not counted. */
    async release(run: DeliveryRun): Promise<boolean> {
      const result = await owned(run).set((eb) => ({ state: 'pending', attempts: eb('attempts', '-', 1), lockedBy: null, lockedUntil: null })).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The sender is alive: its claimed rows' leases move on to `until` (the heartbeat). Returns how many. */
    async extendLeases(workerId: string, ids: readonly string[], until: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db.updateTable('mailDeliveries').set({ lockedUntil: until }).where('id', 'in', [...ids]).where('state', '=', 'sending').where('lockedBy', '=', workerId).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Rows whose last attempt's lease ran out are given up: nobody will finish them. Returns how many. */
    async failExpired(now: Date): Promise<number> {
      const result = await db
        .updateTable('mailDeliveries')
        .set({ state: 'failed', failedAt: now, lockedBy: null, lockedUntil: null, lastError: sql<string>`coalesce(last_error || ' — ', '') || 'the lease of the last attempt ran out (the sender stopped mid-send)'` })
        .where('state', '=', 'sending')
        .where('lockedUntil', '<=', now)
        .where((eb) => eb('attempts', '>=', eb.ref('maxAttempts')))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The earliest moment a pending row falls due, or null (the sender sleeps until then or the next poll). */
    async nextDue(): Promise<Date | null> {
      const row = await db.selectFrom('mailDeliveries').select((eb) => eb.fn.min('runAt').as('at')).where('state', '=', 'pending').executeTakeFirst();
      return row?.at ? new Date(row.at) : null;
    },

    async get(key: string): Promise<DeliveryRecord | null> {
      const row = await db.selectFrom('mailDeliveries').selectAll().where('key', '=', key).executeTakeFirst();
      return row ? record(row) : null;
    },

    /** E-mails of a ref or category, oldest first (tests, the writer's failures). */
    async list(filter: { ref?: string; refPrefix?: string; category?: string; state?: MailDeliveryState; to?: string } = {}, limit = 1000): Promise<DeliveryRecord[]> {
      let query = db.selectFrom('mailDeliveries').selectAll();
      if (filter.ref !== undefined) query = query.where('ref', '=', filter.ref);
      if (filter.refPrefix !== undefined) query = query.where('ref', 'like', `${filter.refPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      if (filter.category !== undefined) query = query.where('category', '=', filter.category);
      if (filter.state !== undefined) query = query.where('state', '=', filter.state);
      if (filter.to !== undefined) query = query.where('toAddress', '=', filter.to);
      const rows = await query.orderBy('createdAt').orderBy('id').limit(limit).execute();
      return rows.map(record);
    },

    /** How many e-mails of a ref are in each state. */
    async countsByRef(ref: string): Promise<Record<MailDeliveryState, number>> {
      const rows = await db.selectFrom('mailDeliveries').select(['state', (eb) => eb.fn.countAll<string>().as('n')]).where('ref', '=', ref).groupBy('state').execute();
      const counts: Record<MailDeliveryState, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.state] = Number(row.n);
      return counts;
    },
  };
}
