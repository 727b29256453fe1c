// node-postgres on the embedded database: a pg connection whose wire is PGlite. PGlite's own adapter
// (@electric-sql/pglite/node-postgres) hands each protocol message to the database on its own — a parameterised
// statement is five calls into WebAssembly (Parse, Bind, Describe, Execute, Sync), each its own promise and round
// trip. This one holds the messages of an extended query until its Sync (or Flush) and sends them as one buffer, as a
// socket would carry them: one call per statement, half the time in the database layer on these machines (issue 19:
// 118 against 249 µs a statement, bench figures in the README). Every other message goes at once, in order.
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

type Message = { name: string };

/** The messages, end to end, as one buffer. */
function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

export class BatchedPgliteConnection extends EventEmitter {
  // What node-postgres's Client reads of its connection.
  _connecting = false;
  readonly stream = { destroy: () => this.end() };
  parsedStatements: Record<string, unknown> = {};
  submittedNamedStatements: Record<string, unknown> = {};

  readonly #pglite: PGlite;
  /** Someone listens to every message (the Client only does for notices it asks for). */
  #everyMessage = false;
  /** The calls into the database, one after another. */
  #queue: Promise<unknown>;
  /** An extended query's messages, until its Sync or Flush. */
  #held: Uint8Array[] = [];

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
    this.#queue = pglite.waitReady;
    this.on('newListener', (event: string) => {
      if (event === 'message') this.#everyMessage = true;
    });
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.#pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  sendSASLInitialResponseMessage(mechanism: string, initialResponse: string): void {
    this.#send(serialize.sendSASLInitialResponseMessage(mechanism, initialResponse));
  }
  sendSCRAMClientFinalMessage(additionalData: string): void {
    this.#send(serialize.sendSCRAMClientFinalMessage(additionalData));
  }
  query(text: string): void {
    this.#send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]): void {
    this.#held.push(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.#held.push(serialize.bind(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]): void {
    this.#held.push(serialize.describe(message));
  }
  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.#held.push(serialize.execute(config));
  }
  close(message: Parameters<typeof serialize.close>[0]): void {
    this.#held.push(serialize.close(message));
  }
  flush(): void {
    this.#send(serialize.flush());
  }
  sync(): void {
    this.#send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer): void {
    this.#send(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.#send(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.#send(serialize.copyFail(message));
  }

  end(): void {
    this.#queue = this.#queue.then(() => {
      this.emit('end');
    });
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
    this.#everyMessage = false;
  }

  /** Sends what is held and this message as one buffer, after every call before it; the answers go out as events. */
  #send(message: Uint8Array): void {
    const bytes = concat([...this.#held, message]);
    this.#held = [];
    this.#queue = this.#queue
      .then(() => this.#pglite.execProtocolStream(bytes, { throwOnError: false }))
      .then((answers: readonly Message[]) => {
        for (const answer of answers) {
          if (this.#everyMessage) this.emit('message', answer);
          this.emit(answer.name === 'error' ? 'errorMessage' : answer.name, answer);
        }
      })
      .catch((error: unknown) => {
        this.emit('error', error);
      });
  }
}

/** A node-postgres pool configuration whose one connection is the embedded database. */
export function pglitePoolConfig(pglite: PGlite) {
  return { poolSize: 1, password: 'dummy', user: 'postgres', database: 'postgres', port: 5432, host: 'localhost', connection: new BatchedPgliteConnection(pglite) };
}
