// The poll loop the job runner (job-runner.ts) and the mail sender (adapters/server/mail/
// mail-sender.ts) share: one pass at a time — the poller's own and any a caller queues (runDue) wait behind each
// other — a timer that never keeps the process alive, a wake-up for work that fell due now, and a stop that lets the
// pass under way finish. What a pass does, and how it reports its failures, is the caller's.

export type SerialPoller = {
  /** Polling (between start and stop). */
  readonly started: boolean;
  /** stop() was called: a pass under way should finish what it holds and go no further. */
  readonly stopping: boolean;
  /** Runs `work` after the pass under way (and those queued before it). */
  queued<T>(work: () => Promise<T>): Promise<T>;
  /** Runs `first` at once (queued), then `tick` every `pollMs`; resolves once `first` is done. */
  start(first: () => Promise<void>): Promise<void>;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
  /** Polls now rather than at the next interval, when polling. */
  wake(): void;
};

/** `tick` is one poll; it reports its own failures (a rejection is dropped, and the next poll comes all the same). */
export function createSerialPoller(options: { pollMs: number; tick: () => Promise<void> }): SerialPoller {
  let chain: Promise<unknown> = Promise.resolve();
  let started = false;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function queued<T>(work: () => Promise<T>): Promise<T> {
    const next = chain.then(work, work);
    chain = next.catch(() => {});
    return next;
  }

  function schedule(delayMs: number): void {
    if (!started || stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(poll, delayMs);
    timer.unref();
  }

  function poll(): void {
    timer = null;
    void queued(options.tick)
      .catch(() => {})
      .finally(() => schedule(options.pollMs));
  }

  return {
    get started() {
      return started;
    },
    get stopping() {
      return stopping;
    },
    queued,
    async start(first: () => Promise<void>): Promise<void> {
      started = true;
      stopping = false;
      await queued(first).catch(() => {});
      schedule(options.pollMs);
    },
    async stop(): Promise<void> {
      stopping = true;
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
    },
    wake(): void {
      if (timer) schedule(0);
    },
  };
}
