// Issue 20, graceful shutdown (README: Running at scale): on SIGTERM or SIGINT the server stops accepting
// connections (the listening socket closes: a new connection is refused, the load balancer moves on), /_/ready
// answers 503, the requests under way and the running job finish, and then — or once QUIRE_SHUTDOWN_TIMEOUT_MS has
// passed, whichever is first — the connections still open are cut, LISTEN and the pools close, and the process
// exits 0. A second signal while draining changes nothing.
import type { Server } from 'node:http';

export type ShutdownLog = { info(...args: unknown[]): void; warn(...args: unknown[]): void; error(...args: unknown[]): void };

export type GracefulShutdown = {
  /** True from the first signal on: /_/ready answers 503. */
  readonly draining: boolean;
  /** Drains, then closes; resolves with how it went (the first call's promise for every later call). */
  shutdown(signal: string): Promise<'drained' | 'timed out'>;
};

export function createGracefulShutdown(options: {
  server: Server;
  /** QUIRE_SHUTDOWN_TIMEOUT_MS: the most the drain may take. */
  timeoutMs: number;
  /** Stops the job runner and the mail sender, resolving once the work under way is done. */
  stopWork: () => Promise<void>;
  /** After the drain: stop listening for purges, close the mailer, the pools and the store. */
  close: () => Promise<void>;
  log: ShutdownLog;
}): GracefulShutdown {
  const { server, timeoutMs, log } = options;
  let draining = false;
  let done: Promise<'drained' | 'timed out'> | null = null;

  async function drain(signal: string): Promise<'drained' | 'timed out'> {
    draining = true;
    log.info(`${signal}: no new connections; finishing the requests and the job under way (at most ${timeoutMs} ms)…`);
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection whose request is answered would hold close() open: drop each once it is idle.
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    idleSweep.unref();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), timeoutMs);
    });
    const work = options.stopWork().catch((error: unknown) => log.error('Stopping the background work failed:', error));
    const outcome = await Promise.race([Promise.all([requestsDone, work]).then(() => 'drained' as const), deadline]);
    clearTimeout(timer);
    clearInterval(idleSweep);
    if (outcome === 'timed out') {
      log.warn(`Shutdown: still busy after ${timeoutMs} ms (QUIRE_SHUTDOWN_TIMEOUT_MS); closing the connections left.`);
      server.closeAllConnections();
    }
    await options.close();
    log.info(outcome === 'drained' ? 'Shutdown: every request and job finished; closed.' : 'Shutdown: closed.');
    return outcome;
  }

  return {
    get draining() {
      return draining;
    },
    shutdown: (signal) => (done ??= drain(signal)),
  };
}

/** /_/ready while draining: 503 with this reason, so the load balancer stops sending; else what `ready` says. */
export function readyUnlessDraining(shutdown: { readonly draining: boolean }, ready: () => Promise<string | null>): () => Promise<string | null> {
  return () => (shutdown.draining ? Promise.resolve('the server is shutting down') : ready());
}
