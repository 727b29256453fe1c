// platform-reference §7.4 (sendAcctAuthEmail): the sign-in e-mails carry the code and the link in both
// bodies, name the product, and no value put into them can add markup to the HTML.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alreadyRegisteredMail,
  escapeHtml,
  LINK_LIFETIME_MINUTES,
  signInMail,
  signUpMail,
  type AuthMailInput,
} from '../core/auth/auth-mail.ts';
import type { MailMessage } from '../core/ports/mailer.port.ts';

const BUILDERS = { signInMail, signUpMail, alreadyRegisteredMail } as const;
const builders = Object.entries(BUILDERS) as [keyof typeof BUILDERS, (input: AuthMailInput) => MailMessage][];

const ada: AuthMailInput = {
  productName: 'Quire',
  to: 'ada@example.com',
  code: '042917',
  link: 'https://quire.example/m/callback/email?token=abc123&operation=login',
};

const HOSTILE_NAME = `<script>alert("x")</script> & 'Co'`;
const HOSTILE_LINK = `https://quire.example/m/callback/email?token="><script>alert(1)</script>&x='y'`;

const count = (text: string, char: string) => text.split(char).length - 1;

const sixDigits = fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
const anyLink = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string().map((s) => `https://quire.example/m/callback/email?token=${s.replace(/\s/g, '')}`),
);

describe('platform-reference §7.4 sign-in e-mails', () => {
  it('subjects read as designed', () => {
    expect(signInMail(ada).subject).toBe('Your Quire sign-in code: 042917');
    expect(signUpMail(ada).subject).toBe('Finish creating your Quire account');
    expect(alreadyRegisteredMail(ada).subject).toBe('You already have a Quire account');
    expect(signInMail({ ...ada, productName: 'The Ledger' }).subject).toBe('Your The Ledger sign-in code: 042917');
  });

  it('a product name with a line break cannot bend the subject header', () => {
    for (const [, build] of builders) expect(build({ ...ada, productName: 'Qu\r\nBcc: x@evil.test' }).subject).not.toMatch(/[\r\n]/);
  });

  for (const [name, build] of builders) {
    describe(name, () => {
      const mail = build(ada);

      it('goes to the address that asked', () => {
        expect(mail.to).toBe('ada@example.com');
      });

      it('carries the code and the link in both the text and the HTML', () => {
        expect(mail.text).toContain('042917');
        expect(mail.text).toContain(ada.link);
        expect(mail.html).toContain('042917');
        expect(mail.html).toContain(`href="${escapeHtml(ada.link)}"`);
      });

      it('names the product and says how long the code lasts and what to do if it was not you', () => {
        const lifetime = `This code and link work once, in the browser where you asked for them, for the next ${LINK_LIFETIME_MINUTES} minutes.`;
        for (const body of [mail.text, mail.html]) {
          expect(body).toContain('Quire');
          expect(body).toContain(lifetime);
          expect(body).toMatch(/If you did not ask .*, you can ignore this e-mail: nothing (happens|is created) without the code\./);
        }
        expect(LINK_LIFETIME_MINUTES).toBe(10);
      });

      it('is self-contained HTML: inline styles, no external images, stylesheets or scripts', () => {
        expect(mail.html).toMatch(/^<!doctype html>/);
        expect(mail.html).not.toMatch(/<img|<link|<script|<style|url\(/i);
        expect(mail.html).toContain('style="');
      });

      it('escapes a hostile product name and link: no raw <script> in the HTML', () => {
        const hostile = build({ ...ada, productName: HOSTILE_NAME, to: '"<b>"@example.com', link: HOSTILE_LINK });
        expect(hostile.html).not.toContain('<script');
        expect(hostile.html).not.toContain('<b>');
        expect(hostile.html).toContain(escapeHtml(HOSTILE_NAME));
        expect(hostile.html).toContain(`href="${escapeHtml(HOSTILE_LINK)}"`);
        // The text version is plain text: it keeps the values as they are, so the reader can copy them.
        expect(hostile.text).toContain(HOSTILE_LINK);
        expect(hostile.text).toContain(HOSTILE_NAME);
      });

      it('no input adds markup: the HTML has the same tags and quotes as with a harmless one', () => {
        const baseline = build(ada).html;
        fc.assert(
          fc.property(fc.string(), fc.string(), sixDigits, anyLink, (productName, local, code, link) => {
            const html = build({ productName, to: `${local}@example.com`, code, link }).html;
            for (const char of ['<', '>', '"', "'"]) if (count(html, char) !== count(baseline, char)) return false;
            return html.includes(code) && html.includes(`href="${escapeHtml(link)}"`);
          }),
        );
      });

      it('the text version carries any code and link verbatim', () => {
        fc.assert(
          fc.property(fc.string(), sixDigits, anyLink, (productName, code, link) => {
            const text = build({ ...ada, productName, code, link }).text;
            return text.includes(code) && text.split('\n').includes(link);
          }),
        );
      });

      it('refuses a link that is not an absolute http(s) URL', () => {
        for (const link of ['javascript:alert(1)', '/m/callback/email?token=abc', 'data:text/html,hi', 'https://x.example/a b']) {
          expect(() => build({ ...ada, link }), link).toThrow(/absolute http\(s\) URL/);
        }
      });
    });
  }

  it('the sign-in and already-registered mails offer to sign in; the sign-up mail to create the account', () => {
    expect(signInMail(ada).html).toContain('>Sign in to Quire</a>');
    expect(alreadyRegisteredMail(ada).html).toContain('>Sign in to Quire</a>');
    expect(signUpMail(ada).html).toContain('>Create my account</a>');
    expect(signUpMail(ada).text).toContain('Finish creating your Quire account');
    expect(alreadyRegisteredMail(ada).text).toContain('You already have a Quire account');
  });

  it('escapeHtml escapes exactly & < > " \'', () => {
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
    fc.assert(fc.property(fc.string(), (s) => !/[<>"']/.test(escapeHtml(s)) && escapeHtml(s).replace(/&(amp|lt|gt|quot|#39);/g, '') === s.replace(/[&<>"']/g, '')));
  });
});
