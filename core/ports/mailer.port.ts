// Outgoing mail. The sign-in e-mails (platform-reference §7.4, sendAcctAuthEmail), newsletters and notification
// e-mails leave the server through this port: the dev outbox by default, SMTP when one is configured. Bulk mail is
// not sent through it directly: it goes into the durable mail queue (adapters/mail/mail-queue.ts), whose sender
// calls this port once per message.

/** One e-mail, both bodies always given: a plain-text part for every client, an HTML part for most. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra headers, e.g. RFC 8058's `List-Unsubscribe: <https://…>` and `List-Unsubscribe-Post:
   * List-Unsubscribe=One-Click`. Names are case-insensitive; values are single lines.
   */
  headers?: Readonly<Record<string, string>> | undefined;
  /**
   * The Message-ID (`<id@domain>`), the same on every attempt of one queued e-mail, so a copy sent twice across a
   * crash is recognisably the same message to the receiving side. The transport picks one when absent.
   */
  messageId?: string | undefined;
};

/** How a send failed: worth trying again later (4xx, connection refused or timed out), or not (5xx). */
export type MailFailureKind = 'temporary' | 'permanent';

/**
 * A Mailer that can tell the kind of failure rejects with an Error carrying `mailFailure`; any other rejection
 * counts as temporary (core/mail/mail-delivery.policy.ts failureKindOf).
 */
export type MailSendFailure = Error & { mailFailure: MailFailureKind };

export interface Mailer {
  /**
   * Resolves once the message is handed over (stored, or accepted by the SMTP server); rejects otherwise, with a
   * MailSendFailure when the kind of failure is known.
   */
  send(message: MailMessage): Promise<void>;
  /** Releases pooled connections (SMTP); optional. */
  close?(): void;
}
