// Issue 20, graceful shutdown of the built server (README: Running at scale): SIGTERM while a request is under
// way — a GraphQL POST whose body is still arriving — stops new connections at once (refused), lets that request
// finish and answer, then closes the store and exits 0. adapters/server/graceful-shutdown.test.ts covers /_/ready
// while draining and the QUIRE_SHUTDOWN_TIMEOUT_MS bound.
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness.ts';

/** Resolves once `text` has arrived on the socket; with everything received so far. */
function received(socket: Socket, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    const onData = (chunk: Buffer) => {
      data += chunk.toString();
      if (data.includes(text)) {
        socket.off('data', onData);
        resolve(data);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

/** Resolves when the server's output shows `pattern`. */
async function logged(server: RunningServer, pattern: RegExp): Promise<void> {
  await expect.poll(() => server.output(), { timeout: 10_000, interval: 20 }).toMatch(pattern);
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('SIGTERM drains the built server (issue 20)', () => {
  let server: RunningServer;
  afterAll(async () => {
    await server?.stop();
  });

  it('finishes the request under way, refuses new connections meanwhile, and exits 0', async () => {
    server = await startServer({ QUIRE_SEED_DEMO: 'false', QUIRE_SHUTDOWN_TIMEOUT_MS: '30000' });
    const port = Number(new URL(server.url).port);
    const body = JSON.stringify({ query: '{ __typename }' });
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // The request's head, and a promise of its body: the server answers 100 Continue once it holds the request.
    socket.write(
      `POST /_/graphql HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await received(socket, '100 Continue');
    const exited = server.signal('SIGTERM');
    await logged(server, /SIGTERM: no new connections/);
    expect(await refused(port)).toBe('ECONNREFUSED');
    // The body arrives after the signal; the request is answered in full.
    const answer = received(socket, '"__typename":"Query"');
    socket.write(body);
    const response = await answer;
    expect(response).toMatch(/HTTP\/1\.1 200 OK/);
    socket.destroy();
    expect(await exited).toBe(0);
    expect(server.output()).toContain('Shutdown: every request and job finished; closed.');
  });
});
