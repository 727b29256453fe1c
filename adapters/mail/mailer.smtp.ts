// The Mailer port over SMTP (nodemailer), and the choice between it and the dev outbox from the
// environment: SMTP_URL set → SMTP, otherwise the store's outbox.
import { createTransport } from 'nodemailer';
import type { MailMessage, Mailer } from '../../core/ports/mailer.port.ts';

export const DEFAULT_MAIL_FROM = 'Quire <no-reply@localhost>';

/**
 * `smtpUrl` is a nodemailer connection URL: `smtp://user:pass@host:587` (STARTTLS when offered),
 * `smtps://…:465` (TLS from the start); transport options ride in the query, e.g. `?requireTLS=true`.
 * Each send opens a connection and closes it: sign-in mail is rare enough not to need a pool.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message: MailMessage): Promise<void> {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
