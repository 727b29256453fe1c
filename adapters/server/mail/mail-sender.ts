// The mail queue's sender (README: Newsletters → delivery guarantees): claims due e-mails from mail_deliveries
// (mail-deliveries.repository.ts: FOR UPDATE SKIP LOCKED and a lease, so two server processes never take one row),
// hands each to the Mailer port, and marks it sent the moment the SMTP server has accepted it. A temporary failure
// (4xx, no answer) is tried again after core's back-off; a permanent one (5xx) is recorded as failed for the sender
// of the mail to see. Pacing: at most QUIRE_MAIL_RATE messages a second from the whole cluster — each message takes
// a place in a window counted in the store (rate_limit_counts, issue 20) — and, smoothed, from this process. It runs beside the HTTP
// server on its own timers and awaits only I/O, so a slow or hanging SMTP server (the transport times out) never
// holds a page. A process killed mid-send leaves its claimed rows leased; once the lease is over, any sender takes
// them again — only a message the SMTP server accepted in the instant before the kill, not yet marked, goes twice,
// with the same Message-ID.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { errorText } from '../../../core/jobs/job-retry.policy.ts';
import { afterMailFailure, DEFAULT_MAIL_RATE, failureKindOf, MAIL_PACE_KEY, mailPaceLimit, paceAt } from '../../../core/mail/mail-delivery.policy.ts';
import { consume, windowStartOf, type RateCounter } from '../../../core/limits/rate-limit.ts';
import type { Mailer } from '../../../core/ports/mailer.port.ts';
import type { ClaimedDelivery, DeliveryRun, MailDeliveriesRepository } from '../../postgres/mail-deliveries.repository.ts';
import type { JobLog } from '../../postgres/job-runner.ts';
import { createSerialPoller } from '../../postgres/serial-poller.ts';

/**
 * A claim's lease (QUIRE_MAIL_LEASE_MS): a live sender renews it every third of it (the heartbeat), so it bounds
 * only how long the rows of a killed process wait before another sender takes them over.
 */
export const DEFAULT_MAIL_LEASE_MS = 60_000;
export const DEFAULT_MAIL_POLL_MS = 1000;

export type MailSenderOptions = {
  repo: MailDeliveriesRepository;
  mailer: Mailer;
  /** The app's clock: run_at, leases, sent_at. */
  now: () => Date;
  /** Messages per second (QUIRE_MAIL_RATE): from the whole cluster with `pace`, else from this sender. */
  rate?: number | undefined;
  /**
   * Issue 20: the store's rate counter (rate_limit_counts): every message first takes a place in the cluster's
   * window (core mailPaceLimit), so N processes together keep QUIRE_MAIL_RATE. Absent: this sender's own pace only.
   */
  pace?: RateCounter | undefined;
  /** Wall-clock ms the cluster's windows are counted in (every process agrees on it); Date.now when absent. */
  wallClock?: (() => number) | undefined;
  /** Waits `ms` (tests pass one that moves their clocks); setTimeout when absent. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
  /** Messages in flight at once (the SMTP pool's connections). */
  concurrency?: number | undefined;
  pollMs?: number | undefined;
  leaseMs?: number | undefined;
  workerId?: string | undefined;
  log?: JobLog | undefined;
  /** In [0, 1): the back-off's spread; Math.random when absent. */
  random?: (() => number) | undefined;
  /** Real time for pacing (monotonic ms); performance.now when absent. */
  monotonic?: (() => number) | undefined;
  /** Called after a message is accepted (tests, the bench). */
  onSent?: ((delivery: ClaimedDelivery) => void) | undefined;
};

export type SendSummary = { sent: number; retried: number; failed: number; released: number };

export type MailSender = {
  readonly workerId: string;
  /** Sends what is due now, then polls; resolves once the start-up pass is done. */
  start(): Promise<void>;
  /** Stops polling; the message in flight finishes, claimed ones not yet begun go back to the queue. The mailer stays open (sign-in mail shares it). */
  stop(): Promise<void>;
  /** Sends everything due now (claiming batch after batch) and resolves when done. */
  runDue(): Promise<SendSummary>;
  /** New mail was queued: look now rather than at the next poll. */
  wake(): void;
};

const silent: JobLog = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createMailSender(options: MailSenderOptions): MailSender {
  const { repo, mailer, now } = options;
  const rate = options.rate ?? DEFAULT_MAIL_RATE;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const pollMs = options.pollMs ?? DEFAULT_MAIL_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_MAIL_LEASE_MS;
  const log = options.log ?? silent;
  const random = options.random ?? Math.random;
  const monotonic = options.monotonic ?? (() => performance.now());
  const wallClock = options.wallClock ?? Date.now;
  const wait = options.sleep ?? sleep;
  const paceLimit = options.pace && Number.isFinite(rate) ? mailPaceLimit(rate) : null;
  /** Waits for a place in the cluster's current window (true), or gives up when the sender stops (false). */
  async function clusterTurn(honourStop: boolean): Promise<boolean> {
    if (!paceLimit || !options.pace) return true;
    for (;;) {
      if (honourStop && poller.stopping) return false;
      const at = wallClock();
      if ((await consume(options.pace, paceLimit, MAIL_PACE_KEY, at)).ok) return true;
      await wait(Math.max(1, windowStartOf(at, paceLimit.windowMs) + paceLimit.windowMs - at));
    }
  }
  const workerId = options.workerId ?? `mail:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /** A batch is what this process sends in about ten seconds, between 1 and 200 messages. */
  const batch = Math.max(1, Math.min(200, Number.isFinite(rate) ? Math.ceil(rate * 10) : 200));
  /** A send is not begun with less than this left on the lease (a heartbeat may have failed to reach the store). */
  const margin = Math.floor(leaseMs / 4);

  /** One pass at a time: the poller's and any runDue() queue behind each other. */
  const poller = createSerialPoller({
    pollMs,
    tick: async () => {
      try {
        const summary = await pass(true);
        if (summary.sent + summary.failed > 0) log.debug(`Mail: ${summary.sent} sent, ${summary.retried} to retry, ${summary.failed} failed.`);
      } catch (error) {
        log.error('Sending queued e-mail failed (trying again at the next poll):', error);
      }
    },
  });

  async function sendOne(delivery: ClaimedDelivery, summary: SendSummary): Promise<void> {
    const run: DeliveryRun = { id: delivery.id, attempt: delivery.attempt, workerId };
    try {
      await mailer.send({ to: delivery.to, subject: delivery.subject, text: delivery.text, html: delivery.html, headers: delivery.headers, messageId: delivery.messageId });
    } catch (error) {
      const kind = failureKindOf(error);
      const message = errorText(error);
      const outcome = afterMailFailure(kind, delivery.attempt, now().getTime(), random(), delivery.maxAttempts);
      if (outcome.outcome === 'retry') {
        await repo.retry(run, new Date(outcome.runAt), message);
        summary.retried += 1;
        log.warn(`E-mail ${delivery.key} to ${delivery.to} failed (temporary, attempt ${delivery.attempt} of ${delivery.maxAttempts}); trying again later:`, message);
      } else {
        await repo.fail(run, `${kind === 'permanent' ? 'Permanent failure' : 'Gave up after repeated temporary failures'}: ${message}`, now());
        summary.failed += 1;
        log.warn(`E-mail ${delivery.key} to ${delivery.to} failed for good (${kind}):`, message);
      }
      return;
    }
    // Accepted: record it before anything else, so a crash from here on cannot send it again.
    if (!(await repo.markSent(run, now()))) log.warn(`E-mail ${delivery.key} was sent after its lease had passed to another sender.`);
    summary.sent += 1;
    options.onSent?.(delivery);
  }

  async function pass(honourStop: boolean): Promise<SendSummary> {
    const summary: SendSummary = { sent: 0, retried: 0, failed: 0, released: 0 };
    const expired = await repo.failExpired(now());
    if (expired > 0) log.error(`${expired} e-mail(s) were given up: their last attempt's lease ran out (the sender stopped mid-send).`);
    const startedAt = monotonic();
    let paced = 0;
    while (!(honourStop && poller.stopping)) {
      const claimed = await repo.claim({ workerId, now: now(), leaseMs, limit: batch });
      if (claimed.length === 0) break;
      let next = 0;
      let leasedUntil = Math.min(...claimed.map((d) => d.lockedUntil.getTime()));
      // The heartbeat: while this batch is being sent, its leases move on, so no other sender takes them over.
      const heartbeat = setInterval(() => {
        const until = now().getTime() + leaseMs;
        const open = claimed.map((d) => d.id);
        repo.extendLeases(workerId, open, new Date(until)).then(
          () => (leasedUntil = until),
          (error: unknown) => log.warn('Renewing the mail lease failed:', error),
        );
      }, Math.max(250, Math.floor(leaseMs / 3)));
      heartbeat.unref();
      const worker = async () => {
        for (;;) {
          const delivery = claimed[next++];
          if (!delivery) return;
          const run = { id: delivery.id, attempt: delivery.attempt, workerId };
          if ((honourStop && poller.stopping) || now().getTime() > leasedUntil - margin) {
            if (await repo.release(run)) summary.released += 1;
            continue;
          }
          if (Number.isFinite(rate)) {
            const ms = paceAt(startedAt, paced++, rate) - monotonic();
            if (ms > 0) await wait(ms);
          }
          // The cluster's window (issue 20): a place in it, or back to the queue if the sender stopped or the lease ran short meanwhile.
          if (!(await clusterTurn(honourStop)) || now().getTime() > leasedUntil - margin) {
            if (await repo.release(run)) summary.released += 1;
            continue;
          }
          await sendOne(delivery, summary);
        }
      };
      const outcomes = await Promise.allSettled(Array.from({ length: Math.min(concurrency, claimed.length) }, worker)).finally(() => clearInterval(heartbeat));
      const broken = outcomes.find((o) => o.status === 'rejected');
      if (broken) throw broken.reason;
    }
    return summary;
  }

  return {
    workerId,
    async start(): Promise<void> {
      if (poller.started) return;
      await poller.start(async () => {
        try {
          await pass(true);
        } catch (error) {
          log.error('Sending the e-mail due at start-up failed (trying again at the next poll):', error);
        }
      });
    },
    stop: () => poller.stop(),
    runDue: () => poller.queued(() => pass(false)),
    wake: () => poller.wake(),
  };
}
