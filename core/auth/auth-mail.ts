// platform-reference §7.4 (sendAcctAuthEmail): the sign-in e-mails. A 6-digit code and a magic link
// travel together; either one signs the reader in, once, in the browser that asked, for ten minutes.
// The spec does not show the e-mails themselves, so the copy here is ours: plain words, the code first
// (the reader may be typing it on a phone), the link as a button and again as text for clients that
// block buttons. Pure builders: no I/O; the caller hands the result to the Mailer port.
import type { MailMessage } from '../ports/mailer.port.ts';

export const LINK_LIFETIME_MINUTES = 10;

export type AuthMailInput = {
  productName: string;
  /** The address the e-mail goes to, as the reader typed it (already validated). */
  to: string;
  /** The 6-digit one-time code. */
  code: string;
  /** The absolute http(s) URL of the magic link. */
  link: string;
};

type AuthMailCopy = {
  subject: string;
  heading: string;
  /** Ends with a colon: the code follows it. */
  intro: string;
  button: string;
  /** What the link does, for the text version: "Or open this link to {linkAction}:". */
  linkAction: string;
  ignore: string;
};

const LIFETIME = `This code and link work once, in the browser where you asked for them, for the next ${LINK_LIFETIME_MINUTES} minutes.`;

/** An existing account asked to sign in. */
export function signInMail(input: AuthMailInput): MailMessage {
  const p = input.productName;
  return authMail(input, {
    subject: `Your ${p} sign-in code: ${input.code}`,
    heading: `Sign in to ${p}`,
    intro: `To sign in to ${p} as ${input.to}, enter this code:`,
    button: `Sign in to ${p}`,
    linkAction: `sign in to ${p}`,
    ignore: 'If you did not ask to sign in, you can ignore this e-mail: nothing happens without the code.',
  });
}

/** An address with no account asked to sign in or to sign up. */
export function signUpMail(input: AuthMailInput): MailMessage {
  const p = input.productName;
  return authMail(input, {
    subject: `Finish creating your ${p} account`,
    heading: `Finish creating your ${p} account`,
    intro: `There is no ${p} account for ${input.to} yet. To create one, enter this code:`,
    button: 'Create my account',
    linkAction: 'create your account',
    ignore: 'If you did not ask for an account, you can ignore this e-mail: nothing is created without the code.',
  });
}

/** Someone asked to sign up with an address that already has an account: offer to sign in instead. */
export function alreadyRegisteredMail(input: AuthMailInput): MailMessage {
  const p = input.productName;
  return authMail(input, {
    subject: `You already have a ${p} account`,
    heading: `You already have a ${p} account`,
    intro: `You asked to create a ${p} account for ${input.to}, but this address already has one. To sign in to it, enter this code:`,
    button: `Sign in to ${p}`,
    linkAction: `sign in to ${p}`,
    ignore: 'If you did not ask for this, you can ignore this e-mail: nothing happens without the code.',
  });
}

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function authMail(input: AuthMailInput, copy: AuthMailCopy): MailMessage {
  assertWebLink(input.link);
  // A header is one line; a product name with a line break must not bend it.
  const subject = copy.subject.replace(/\s+/g, ' ').trim();
  return { to: input.to, subject, text: textBody(input, copy), html: htmlBody(input, { ...copy, subject }) };
}

/** Only http(s) may become an href: a `javascript:` link in an e-mail is a bug we refuse to send. */
function assertWebLink(link: string): void {
  if (!/^https?:\/\/[^\s]+$/i.test(link)) throw new Error('auth mail: the link must be an absolute http(s) URL');
}

function textBody({ productName, code, link }: AuthMailInput, copy: AuthMailCopy): string {
  return [
    copy.heading,
    '',
    copy.intro,
    '',
    `    ${code}`,
    '',
    `Or open this link to ${copy.linkAction}:`,
    link,
    '',
    LIFETIME,
    '',
    copy.ignore,
    '',
    `— ${productName}`,
    '',
  ].join('\n');
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif";
const MONO = "Menlo,Consolas,'Courier New',monospace";

function htmlBody({ productName, code, link }: AuthMailInput, copy: AuthMailCopy): string {
  const e = escapeHtml;
  const href = e(link);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(copy.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f4;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:24px;color:#242424;">
<p style="margin:0 0 24px;font-size:14px;line-height:20px;font-weight:bold;color:#6b6b6b;">${e(productName)}</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;font-weight:bold;color:#242424;">${e(copy.heading)}</h1>
<p style="margin:0 0 16px;">${e(copy.intro)}</p>
<p style="margin:0 0 24px;padding:16px;background-color:#f2f2f2;border-radius:6px;text-align:center;font-family:${MONO};font-size:32px;line-height:40px;font-weight:bold;letter-spacing:8px;color:#242424;">${e(code)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">
<tr><td style="border-radius:20px;background-color:#242424;"><a href="${href}" style="display:inline-block;padding:10px 24px;font-weight:bold;color:#ffffff;text-decoration:none;">${e(copy.button)}</a></td></tr>
</table>
<p style="margin:0 0 24px;font-size:14px;line-height:20px;color:#6b6b6b;">If the button does not work, paste this link into your browser:<br><a href="${href}" style="color:#6b6b6b;word-break:break-all;">${href}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;">${e(LIFETIME)}</p>
<p style="margin:0;font-size:14px;line-height:20px;color:#6b6b6b;">${e(copy.ignore)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
