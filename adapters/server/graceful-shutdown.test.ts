// Issue 20, graceful shutdown (http/graceful-shutdown.ts) on a real node:http server in process: once shutdown
// begins, a new connection is refused and /_/ready answers 503, the request under way and the background work
// finish, and only then do the pools close; a request that outlives QUIRE_SHUTDOWN_TIMEOUT_MS is cut at the bound.
// e2e/shutdown.e2e.ts sends the built server a real SIGTERM.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { createGracefulShutdown, readyUnlessDraining, type GracefulShutdown } from './http/graceful-shutdown.ts';
import { testApp } from './testing/test-app.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A deferred: a promise and the function that settles it. */
function gate<T = void>(): { promise: Promise<T>; open: (value: T) => void } {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/** GET through a fresh connection; the status and body, or the error's code. */
function get(port: number, path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

const [pglite] = testStores();

describe('graceful shutdown (issue 20)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await pglite!.open();
  });
  afterAll(async () => {
    await store.close();
  });

  /** A server answering /slow when the test opens its gate, everything else through the app. */
  async function serve(timeoutMs: number) {
    const slowStarted = gate();
    const slowGate = gate();
    const work = gate();
    const events: string[] = [];
    let shutdown!: GracefulShutdown;
    const app: App = testApp(store, { readiness: readyUnlessDraining({ get draining() { return shutdown.draining; } }, async () => null) });
    const server: Server = createServer(
      createServerAdapter(async (request: Request) => {
        if (new URL(request.url).pathname !== '/slow') return app.fetch(request, { remoteAddress: '127.0.0.1' });
        slowStarted.open();
        await slowGate.promise;
        events.push('slow answered');
        return new Response('done');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    shutdown = createGracefulShutdown({
      server,
      timeoutMs,
      stopWork: async () => {
        await work.promise;
        events.push('work stopped');
      },
      close: async () => {
        events.push('closed');
      },
      log: quiet,
    });
    return { app, server, port, shutdown, slowStarted, slowGate, work, events };
  }

  it('refuses new connections and answers /_/ready 503 while the request and the job under way finish; then closes', async () => {
    const s = await serve(60_000);
    expect(await get(s.port, '/_/ready')).toEqual({ status: 200, body: '{"ready":true}' });
    const slow = get(s.port, '/slow');
    await s.slowStarted.promise;
    const done = s.shutdown.shutdown('SIGTERM');
    expect(s.shutdown.draining).toBe(true);
    expect(await refused(s.port)).toBe(true);
    // /_/ready says so to whoever still asks (a request on a connection already open).
    const ready = await s.app.fetch(new Request('http://localhost/_/ready'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, reason: 'the server is shutting down' });
    // Nothing closes while the request and the job are under way.
    s.work.open();
    s.slowGate.open();
    expect(await slow).toEqual({ status: 200, body: 'done' });
    expect(await done).toBe('drained');
    expect(s.events).toEqual(expect.arrayContaining(['slow answered', 'work stopped']));
    expect(s.events.at(-1)).toBe('closed');
    // A second signal changes nothing.
    expect(await s.shutdown.shutdown('SIGINT')).toBe('drained');
    expect(s.events.filter((e) => e === 'closed')).toHaveLength(1);
  });

  it('cuts what is still running at QUIRE_SHUTDOWN_TIMEOUT_MS, and closes all the same', async () => {
    const s = await serve(100);
    const slow = get(s.port, '/slow');
    await s.slowStarted.promise;
    s.work.open();
    expect(await s.shutdown.shutdown('SIGTERM')).toBe('timed out');
    expect(await slow).toEqual({ error: 'ECONNRESET' });
    expect(s.events).toEqual(['work stopped', 'closed']);
    s.slowGate.open();
  });
});
