// Outgoing mail. The sign-in e-mails (platform-reference §7.4, sendAcctAuthEmail) leave the server
// through this port: the dev outbox by default, SMTP when one is configured.

/** One e-mail, both bodies always given: a plain-text part for every client, an HTML part for most. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  /** Resolves once the message is handed over (stored, or accepted by the SMTP server); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
}
