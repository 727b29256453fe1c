// A real SMTP server on a free loopback port for tests and the bench (smtp-server), keeping every message it
// accepted as mailparser reads it. It can be told to refuse recipients temporarily (451) or permanently (550), to
// hang (accept connections and never greet), or to hold the next message after accepting N — its data read but no
// reply given, so a test can kill the sender at the one moment a message is on the wire and not yet accepted.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export type ReceivedMail = {
  /** RCPT TO, in order. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header lines as they came, names lower-cased (list-unsubscribe, list-unsubscribe-post, …). */
  headers: Record<string, string>;
  raw: string;
};

export type SinkMode = 'accept' | 'hang';

export type SmtpSink = {
  readonly port: number;
  /** A nodemailer URL for this sink (plain SMTP on loopback, no TLS). */
  readonly url: string;
  readonly received: ReceivedMail[];
  mode: SinkMode;
  /** Recipients whose RCPT TO is answered 451 (temporary) or 550 (permanent). */
  readonly refuse: Map<string, 'temporary' | 'permanent'>;
  /**
   * After `count` more messages are accepted, read every later message's data and never answer (until
   * `stopHolding()`); with `matching`, only the messages it accepts (their raw text) are counted and held, others
   * pass as usual (mail the server sends meanwhile, like start-up digests). Resolves once `waitFor` messages are held — with as many as the sender's concurrency, every
   * message accepted before has been marked sent, and the sender is stuck with the rest on the wire.
   */
  holdAfter(count: number, waitFor?: number, matching?: (raw: string) => boolean): Promise<void>;
  stopHolding(): void;
  /** Resolves once at least `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The messages sent to an address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
};

/**
 * `replyFirst`: answer 250 as soon as the data is in and parse afterwards (the bench, where the sink's parsing
 * would otherwise be timed as the sender's); by default the reply waits for the parse, so a message is in
 * `received` by the time the sender hears it was accepted.
 */
export async function startSmtpSink(options: { replyFirst?: boolean } = {}): Promise<SmtpSink> {
  let holdCountdown: number | null = null;
  let holding = false;
  let heldWanted = 1;
  let holdMatching: ((raw: string) => boolean) | null = null;
  let held = 0;
  let onHeld: (() => void) | null = null;
  const waiters: { count: number; resolve: () => void }[] = [];

  const sink: SmtpSink = {
    port: 0,
    url: '',
    received: [],
    mode: 'accept',
    refuse: new Map(),
    holdAfter(count, waitFor = 1, matching) {
      holdCountdown = count;
      holdMatching = matching ?? null;
      heldWanted = waitFor;
      held = 0;
      return new Promise<void>((resolve) => (onHeld = resolve));
    },
    stopHolding() {
      holdCountdown = null;
      holding = false;
      holdMatching = null;
    },
    async waitFor(count, timeoutMs = 15_000) {
      if (sink.received.length >= count) return sink.received;
      await new Promise<void>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`SMTP sink: ${sink.received.length} of ${count} messages after ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timeout), resolve()) });
      });
      return sink.received;
    },
    to: (address) => sink.received.filter((m) => m.to.includes(address.toLowerCase())),
    close: async () => {},
  };

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    // Closing the sink ends the connections a sender's pool keeps open at once, not after smtp-server's 30 s grace.
    closeTimeout: 50,
    onConnect(_session, callback) {
      if (sink.mode === 'hang') return; // never greet
      callback();
    },
    onRcptTo(address, _session, callback) {
      const refusal = sink.refuse.get(address.address.toLowerCase());
      if (!refusal) return callback();
      const error = new Error(refusal === 'temporary' ? 'Mailbox busy, try again later' : 'No such user here') as Error & { responseCode: number };
      error.responseCode = refusal === 'temporary' ? 451 : 550;
      callback(error);
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const counted = holdMatching === null || holdMatching(raw.toString('utf8'));
        if (holdCountdown !== null && counted) {
          if (holdCountdown === 0) {
            holdCountdown = null;
            holding = true;
          } else holdCountdown -= 1;
        }
        if (holding && counted) {
          held += 1;
          if (held >= heldWanted) {
            onHeld?.();
            onHeld = null;
          }
          return; // held: no reply, nothing kept
        }
        // The envelope, read now: the session's is reset for the connection's next message.
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        if (options.replyFirst) callback();
        simpleParser(raw).then(
          (parsed: ParsedMail) => {
            const headers: Record<string, string> = {};
            // The header lines as sent (mailparser turns some, like List-Unsubscribe, into objects).
            for (const { key, line } of parsed.headerLines) headers[key.toLowerCase()] = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
            sink.received.push({
              to,
              from,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              headers,
              raw: raw.toString('utf8'),
            });
            for (const waiter of [...waiters]) {
              if (sink.received.length >= waiter.count) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve();
              }
            }
            if (!options.replyFirst) callback();
          },
          (error: Error) => (options.replyFirst ? undefined : callback(error)),
        );
      });
    },
  });
  server.on('error', () => {});

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  Object.assign(sink, {
    port,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return sink;
}
