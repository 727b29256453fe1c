// Which Mailer the server sends with (README: Configuration): SMTP when SMTP_URL is set, else the dev outbox in
// the store. Chosen here, in the composition root, so the mail and store adapters never import each other.
import type { Kysely } from 'kysely';
import type { Mailer } from '../../core/ports/mailer.port.ts';
import { smtpMailer, type SmtpMailerOptions } from '../mail/mailer.smtp.ts';
import type { Database } from '../postgres/database.types.ts';
import { outboxMailer, type OutboxMailer, type OutboxMailerOptions } from '../postgres/mailer.outbox.ts';

/** The outbox variant keeps its `list`, for the dev outbox page. */
export type ChosenMailer = { kind: 'smtp'; mailer: Mailer } | { kind: 'outbox'; mailer: OutboxMailer };

/** SMTP when a server is configured (SMTP_URL), else the dev outbox in the store. */
export function chooseMailer(mail: { smtpUrl: string | null; from: string }, db: Kysely<Database>, deps: OutboxMailerOptions, smtp: SmtpMailerOptions = {}): ChosenMailer {
  if (mail.smtpUrl) return { mailer: smtpMailer(mail.smtpUrl, mail.from, smtp), kind: 'smtp' };
  return { mailer: outboxMailer(db, deps), kind: 'outbox' };
}
