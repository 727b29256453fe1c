// The Mailer port's contract (platform-reference §7.4: the sign-in e-mails must reach the reader), run
// against the outbox on every test store and against SMTP through a fake SMTP server in this process.
import { createServer, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInMail, signUpMail } from '../../core/auth/auth-mail.ts';
import type { MailMessage, Mailer } from '../../core/ports/mailer.port.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import { outboxLogLine, outboxMailer, type OutboxMailer } from '../postgres/mailer.outbox.ts';
import { readConfig } from '../server/config.ts';
import { chooseMailer } from '../server/mailers.ts';
import { DEFAULT_MAIL_FROM, smtpMailer } from './mailer.smtp.ts';

/** The mail settings the one config reader makes of these variables. */
const mailOf = (env: Record<string, string | undefined>) => {
  const read = readConfig(env, '/tmp');
  if (!read.ok) throw new Error(read.error);
  return read.config.mail;
};

/** What an implementation delivered, in the order it was sent, as the port's own type. */
type Harness = { mailer: Mailer; delivered(): Promise<MailMessage[]> };

let sequence = 0;
function message(build: typeof signInMail = signInMail): MailMessage {
  sequence += 1;
  return build({
    productName: 'Quire',
    to: `reader${sequence}@example.com`,
    code: String(100_000 + sequence * 7919).slice(-6),
    link: `https://quire.example/m/callback/email?token=t${sequence}&operation=login`,
  });
}

function mailerContract(harness: () => Harness) {
  it('a sent message arrives with its recipient, subject and both bodies', async () => {
    const { mailer, delivered } = harness();
    const sent = message();
    await mailer.send(sent);
    expect((await delivered()).at(-1)).toEqual(sent);
  });

  it('every message arrives once, in the order sent', async () => {
    const { mailer, delivered } = harness();
    const before = (await delivered()).length;
    const first = message(signUpMail);
    const second = message();
    await mailer.send(first);
    await mailer.send(second);
    expect((await delivered()).slice(before)).toEqual([first, second]);
  });
}

describe('mail: outbox and SMTP (platform-reference §7.4 sign-in e-mails)', () => {
  for (const factory of testStores()) {
    describe(`outbox mailer on ${factory.name}`, () => {
      let store: Store;
      let mailer: OutboxMailer;
      const lines: string[] = [];
      let clock = seedNow().getTime();
      let ids = 0;
      const deps = {
        now: () => new Date((clock += 1_000)),
        newId: () => `mail-${++ids}`,
        log: (line: string) => void lines.push(line),
      };

      beforeAll(async () => {
        store = await factory.open();
        mailer = outboxMailer(store.db, deps);
      });
      afterAll(async () => {
        await store.close();
      });

      mailerContract(() => ({ mailer, delivered: async () => strip(await mailer.list(1_000)).reverse() }));

      it('lists newest first, at most `limit`, with the time of sending', async () => {
        const sent = [message(), message(), message()];
        for (const m of sent) await mailer.send(m);
        const latest = await mailer.list(2);
        expect(strip(latest)).toEqual([sent[2], sent[1]]);
        expect(latest[0]!.createdAt).toBeInstanceOf(Date);
        expect(latest[0]!.createdAt.getTime()).toBe(clock);
        expect(latest[0]!.createdAt.getTime()).toBeGreaterThan(latest[1]!.createdAt.getTime());
        expect(latest[0]!.id).toBe(`mail-${ids}`);
        expect(await mailer.list(0)).toEqual([]);
      });

      it('prints one line per message with the recipient, the subject (and so the code) and the link', async () => {
        const sent = message();
        await mailer.send(sent);
        const code = /(\d{6})$/.exec(sent.subject)![1]!;
        const link = /https:\S+/.exec(sent.text)![0];
        expect(lines.at(-1)).toBe(`[mail] to ${sent.to}: Your Quire sign-in code: ${code} ${link}`);
        expect(lines.at(-1)).toContain(code);
      });

      it('keeps the headers and Message-ID it was handed (the dev outbox shows what SMTP would have carried)', async () => {
        const headers = { 'List-Unsubscribe': '<https://quire.example/u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
        await mailer.send({ ...message(), headers, messageId: '<abc.test@quire.example>' });
        const [latest] = await mailer.list(1);
        expect(latest!.headers).toEqual(headers);
        expect(latest!.messageId).toBe('<abc.test@quire.example>');
        await mailer.send(message());
        const [plain] = await mailer.list(1);
        expect(plain!.headers).toEqual({});
        expect(plain!.messageId).toBeNull();
      });

      it('logs to the console by default', async () => {
        const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
        try {
          const sent = message();
          await outboxMailer(store.db, { now: deps.now, newId: deps.newId }).send(sent);
          expect(spy).toHaveBeenCalledWith(outboxLogLine(sent));
        } finally {
          spy.mockRestore();
        }
      });

      it('chooseMailer takes the outbox when SMTP_URL is unset or blank', async () => {
        for (const env of [{}, { SMTP_URL: '  ' }]) {
          const chosen = chooseMailer(mailOf(env), store.db, deps);
          expect(chosen.kind).toBe('outbox');
          const sent = message();
          await chosen.mailer.send(sent);
          expect(strip(await mailer.list(1))).toEqual([sent]);
        }
      });
    });
  }

  describe('SMTP mailer against a fake SMTP server', () => {
    let server: FakeSmtp;
    let mailer: Mailer;
    const FROM = 'Quire Test <mail@quire.example>';

    beforeAll(async () => {
      server = await startFakeSmtp();
      mailer = smtpMailer(`smtp://127.0.0.1:${server.port}?ignoreTLS=true`, FROM);
    });
    afterEach(() => {
      server.refuse = null;
    });
    afterAll(async () => {
      await server.close();
    });

    mailerContract(() => ({ mailer, delivered: async () => server.deliveries.map(asMessage) }));

    it('names the recipient in RCPT TO, the sender in MAIL FROM, and the subject in DATA', async () => {
      const sent = message();
      await mailer.send(sent);
      const delivery = server.deliveries.at(-1)!;
      expect(delivery.rcptTo).toEqual([sent.to]);
      expect(delivery.mailFrom).toBe('mail@quire.example');
      expect(delivery.data).toContain(`\r\nSubject: ${sent.subject}\r\n`);
      expect(headerOf(delivery.data, 'From')).toBe(FROM);
    });

    it('rejects when the server refuses the recipient, so the caller can tell the reader', async () => {
      server.refuse = 'RCPT';
      const before = server.deliveries.length;
      await expect(mailer.send(message())).rejects.toThrow(/550/);
      // A 5xx is permanent: the mail queue records it rather than trying again.
      await expect(mailer.send(message())).rejects.toMatchObject({ mailFailure: 'permanent' });
      expect(server.deliveries.length).toBe(before);
    });

    it('chooseMailer takes SMTP when SMTP_URL is set, sending from MAIL_FROM or the default', async () => {
      const url = ` smtp://127.0.0.1:${server.port}?ignoreTLS=true `;
      const unused = {} as Parameters<typeof chooseMailer>[1];
      const deps = { now: () => seedNow(), newId: () => 'unused' };
      for (const [env, from] of [
        [{ SMTP_URL: url }, DEFAULT_MAIL_FROM],
        [{ SMTP_URL: url, MAIL_FROM: 'Ledger <hello@ledger.example>' }, 'Ledger <hello@ledger.example>'],
      ] as const) {
        const chosen = chooseMailer(mailOf(env), unused, deps);
        expect(chosen.kind).toBe('smtp');
        const sent = message();
        await chosen.mailer.send(sent);
        expect(headerOf(server.deliveries.at(-1)!.data, 'From')).toBe(from);
        expect(asMessage(server.deliveries.at(-1)!)).toEqual(sent);
      }
    });
  });
});

function strip(entries: { to: string; subject: string; text: string; html: string }[]): MailMessage[] {
  return entries.map(({ to, subject, text, html }) => ({ to, subject, text, html }));
}

// ---- A fake SMTP server: just enough of RFC 5321 for nodemailer, recording each accepted message. ----

type Delivery = { mailFrom: string; rcptTo: string[]; data: string };
type FakeSmtp = {
  port: number;
  deliveries: Delivery[];
  /** Answer this command with 550 until reset. */
  refuse: 'RCPT' | null;
  close(): Promise<void>;
};

async function startFakeSmtp(): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  const fake: FakeSmtp = { port: 0, deliveries: [], refuse: null, close: async () => {} };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let mailFrom = '';
    let rcptTo: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 fake-smtp.test');
      if (verb === 'MAIL') {
        mailFrom = /<([^>]*)>/.exec(line)?.[1] ?? '';
        rcptTo = [];
        return reply('250 2.1.0 OK');
      }
      if (verb === 'RCPT') {
        if (fake.refuse === 'RCPT') return reply('550 5.1.1 No such user here');
        rcptTo.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        return reply('250 2.1.5 OK');
      }
      if (verb === 'DATA') {
        if (rcptTo.length === 0) return reply('503 5.5.1 No recipients');
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET') {
        mailFrom = '';
        rcptTo = [];
        return reply('250 2.0.0 OK');
      }
      if (verb === 'NOOP') return reply('250 2.0.0 OK');
      if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        return socket.end();
      }
      return reply('502 5.5.2 Command not recognized');
    };

    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          // The data ends with a line holding one dot; the CRLF before it belongs to the terminator.
          const end = buffer.startsWith('.\r\n') ? 0 : buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = end === 0 ? '' : buffer.slice(0, end + 2);
          buffer = buffer.slice(end === 0 ? 3 : end + 5);
          inData = false;
          fake.deliveries.push({ mailFrom, rcptTo, data: raw.replace(/^\.\./gm, '.') });
          rcptTo = [];
          reply('250 2.0.0 Queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        command(line);
      }
    });
    reply('220 fake-smtp.test ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake SMTP: no port');
  fake.port = address.port;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}

// ---- Reading a delivered message back: headers, multipart/alternative, quoted-printable or base64. ----

function splitHead(entity: string): { head: string; body: string } {
  const at = entity.indexOf('\r\n\r\n');
  return at < 0 ? { head: entity, body: '' } : { head: entity.slice(0, at), body: entity.slice(at + 4) };
}

function headerOf(entity: string, name: string): string | undefined {
  const unfolded = splitHead(entity).head.replace(/\r\n(?=[ \t])/g, '');
  const line = unfolded.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function decodeBody(part: string): string {
  const encoding = (headerOf(part, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  const { body } = splitHead(part);
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r\n/g, '');
    const octets: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        octets.push(parseInt(hex, 16));
        i += 2;
      } else octets.push(...Buffer.from(soft[i]!, 'utf8'));
    }
    bytes = Buffer.from(octets);
  } else bytes = Buffer.from(body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

/** The delivered message as the port's type: recipient from RCPT TO, subject and bodies from DATA. */
function asMessage(delivery: Delivery): MailMessage {
  const contentType = headerOf(delivery.data, 'Content-Type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw new Error(`fake SMTP: expected multipart/alternative, got ${contentType}`);
  const parts = splitHead(delivery.data)
    .body.split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => p.replace(/^\r\n/, '').replace(/\r\n$/, ''));
  const bodyOf = (type: string) => {
    const part = parts.find((p) => (headerOf(p, 'Content-Type') ?? '').toLowerCase().startsWith(type));
    if (part === undefined) throw new Error(`fake SMTP: no ${type} part`);
    return decodeBody(part);
  };
  return {
    to: delivery.rcptTo.join(', '),
    subject: headerOf(delivery.data, 'Subject') ?? '',
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
  };
}
