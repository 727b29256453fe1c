// The Mailer port over the store's mail_outbox table: the default when no SMTP server is configured
// (architecture "Server": dev outbox page when no SMTP). Every message is kept, and a short line goes to
// the log so a developer running the server sees sign-in codes and links in the terminal.
import type { Kysely } from 'kysely';
import type { MailMessage, Mailer } from '../../core/ports/mailer.port.ts';
import type { Database } from '../postgres/database.types.ts';

export type OutboxEntry = { id: string; to: string; subject: string; text: string; html: string; headers: Record<string, string>; messageId: string | null; createdAt: Date };

export type OutboxMailer = Mailer & {
  /** The latest `limit` messages, newest first. */
  list(limit: number): Promise<OutboxEntry[]>;
};

export type OutboxMailerOptions = {
  now: () => Date;
  newId: () => string;
  /** Where the one-line notice goes; console.log by default. */
  log?: (line: string) => void;
};

export function outboxMailer(db: Kysely<Database>, options: OutboxMailerOptions): OutboxMailer {
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    async send(message: MailMessage): Promise<void> {
      await db
        .insertInto('mailOutbox')
        .values({
          id: options.newId(),
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          headers: JSON.stringify(message.headers ?? {}),
          messageId: message.messageId ?? null,
          createdAt: options.now(),
        })
        .execute();
      log(outboxLogLine(message));
    },

    async list(limit: number): Promise<OutboxEntry[]> {
      const rows = await db
        .selectFrom('mailOutbox')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(Math.max(0, Math.floor(limit)))
        .execute();
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
        messageId: row.messageId,
        createdAt: new Date(row.createdAt),
      }));
    },
  };
}

/** `[mail] to ada@example.com: Your Quire sign-in code: 123456 https://…` on one line, whatever the input. */
export function outboxLogLine(message: MailMessage): string {
  const link = /https?:\/\/[^\s<>"']+/.exec(message.text)?.[0];
  const line = `[mail] to ${message.to}: ${message.subject}${link ? ` ${link}` : ''}`;
  // The address is typed by whoever asks for a code: no line breaks or escape codes into the terminal.
  return line.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}
