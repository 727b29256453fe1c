// The Mailer port over SMTP (nodemailer), and the choice between it and the dev outbox from the
// environment: SMTP_URL set → SMTP, otherwise the store's outbox.
import { createTransport } from 'nodemailer';
import { smtpFailureKind } from '../../core/mail/mail-delivery.policy.ts';
import type { MailMessage, MailSendFailure, Mailer } from '../../core/ports/mailer.port.ts';

export const DEFAULT_MAIL_FROM = 'Quire <no-reply@localhost>';

/** A server that does not answer within these never holds a sender (or a sign-in request) for long. */
export const SMTP_TIMEOUTS: { readonly connectionTimeout: number; readonly greetingTimeout: number; readonly socketTimeout: number } = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export type SmtpMailerOptions = {
  /**
   * Keep up to `maxConnections` connections open and send many messages over each (bulk mail: newsletters,
   * digests). Without it each send opens a connection and closes it (sign-in mail is rare enough).
   */
  pool?: { maxConnections: number } | undefined;
  /** Overrides SMTP_TIMEOUTS (tests make a hanging server fail fast). */
  timeouts?: Partial<typeof SMTP_TIMEOUTS> | undefined;
};

/**
 * `smtpUrl` is a nodemailer connection URL: `smtp://user:pass@host:587` (STARTTLS when offered),
 * `smtps://…:465` (TLS from the start); transport options ride in the query, e.g. `?requireTLS=true`.
 * A rejection carries `mailFailure`: 'permanent' for a 5xx reply, 'temporary' for a 4xx or no reply.
 */
export function smtpMailer(smtpUrl: string, from: string, options: SmtpMailerOptions = {}): Mailer {
  const timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
  // The URL's own settings (host, port, credentials, ?query options) win over these.
  const transport = options.pool
    ? createTransport({ url: smtpUrl, pool: true, maxConnections: options.pool.maxConnections, maxMessages: Infinity, ...timeouts })
    : createTransport({ url: smtpUrl, ...timeouts });
  return {
    async send(message: MailMessage): Promise<void> {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: { ...message.headers } } : {}),
          ...(message.messageId ? { messageId: message.messageId } : {}),
        });
      } catch (cause) {
        throw smtpFailure(cause);
      }
    },
    close(): void {
      transport.close();
    },
  };
}

/** nodemailer's error, its message kept, marked with the kind of failure its reply code (if any) says. */
export function smtpFailure(cause: unknown): MailSendFailure {
  const responseCode = typeof cause === 'object' && cause !== null && 'responseCode' in cause ? Number((cause as { responseCode: unknown }).responseCode) : undefined;
  const message = cause instanceof Error ? cause.message : String(cause);
  const error = new Error(message, { cause }) as MailSendFailure;
  error.name = 'MailSendFailure';
  error.mailFailure = smtpFailureKind(Number.isFinite(responseCode) ? responseCode : undefined);
  return error;
}
