// Issue 21 (your account): platform-reference §2.1 (the route table: no username is another page's address),
// §3 (editable account fields: avatar image id, bio, email, name, username, tipping link; the sign-up and login
// error enums) and §5 (e-mail validation); reader-experience §8 (the unverified e-mail toast). The rules live in
// core/account/; these properties are generated from the route table itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_MESSAGES,
  checkBio,
  checkNewEmail,
  checkPronouns,
  checkTippingLink,
  deleteConfirmed,
  emailChangeHolds,
  EMAIL_CHANGE_TTL_MS,
  mayLeavePublication,
  usernameRedirectHolds,
  USERNAME_REDIRECT_MS,
} from '../core/account/account-rules.ts';
import { cropOf } from '../core/account/avatar-crop.ts';
import { isReservedUsername, routeLiterals, routePrefixes } from '../core/account/reserved-usernames.ts';
import { storyMarkdown } from '../core/account/story-markdown.ts';
import type { Paragraph } from '../core/content/paragraph.ts';
import { cropPixels, parseCrop } from '../core/media/upload.ts';
import { PROFILE_MESSAGES, usernameBase, validateUsername } from '../core/onboarding/profile-rules.ts';
import { parsePattern } from '../core/routing/link-builder.ts';
import { ROUTE_TABLE } from '../core/routing/route-table.ts';
import { matchRoute } from '../core/routing/routes.ts';

const usernameChars = 'abcdefghijklmnopqrstuvwxyz0123456789_'.split('');
const anyUsername = fc
  .tuple(fc.constantFrom(...usernameChars.filter((c) => c !== '_')), fc.array(fc.constantFrom(...usernameChars), { minLength: 2, maxLength: 29 }))
  .map(([first, rest]) => first + rest.join(''));
/** Every literal segment of the route table, as a generator: the words a username could collide with. */
const routeWord = fc.constantFrom(...[...routeLiterals()]);

describe('platform-reference §2.1 route table: no username is read as another page', () => {
  it('reserves every route prefix, derived from the route table (me, p, tag, search among them)', () => {
    const prefixes = routePrefixes();
    for (const word of ['me', 'p', 'tag', 'search', 'about', 'plans', 'membership', 'topic', 'feed']) expect(prefixes.has(word)).toBe(true);
    for (const def of ROUTE_TABLE) {
      const first = parsePattern(def.path)[0];
      if (first?.kind === 'literal') expect(isReservedUsername(first.value), def.path).toBe(true);
    }
  });

  it('refuses any route literal as a username, in any case and with a leading @', () => {
    fc.assert(
      fc.property(routeWord, fc.boolean(), fc.boolean(), (word, upper, at) => {
        const typed = `${at ? '@' : ''}${upper ? word.toUpperCase() : word}`;
        expect(validateUsername(typed).ok).toBe(false);
      }),
    );
  });

  it('an accepted username is the profile at /@{username} and never a literal page of the table, nor under its own domain', () => {
    fc.assert(
      fc.property(fc.oneof(anyUsername, routeWord, routeWord.map((w) => w.replace(/-/g, '_'))), (candidate) => {
        const checked = validateUsername(candidate);
        if (!checked.ok) return;
        const u = checked.value;
        const profile = matchRoute(`/@${u}`);
        expect(profile?.name).toBe('ShowUser');
        expect(profile?.params.username).toBe(u);
        // A bare /{u} is at most a publication's address (a param), never one of the table's literal pages.
        const bare = matchRoute(`/${u}`);
        if (bare) {
          const route = ROUTE_TABLE.find((r) => r.name === bare.name)!;
          expect(parsePattern(route.path)[0]?.kind, `${u} read as ${route.path}`).not.toBe('literal');
        }
        expect(routeLiterals().has(u)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('says a reserved name is reserved, not taken or invalid', () => {
    expect(validateUsername('search')).toEqual({ ok: false, message: PROFILE_MESSAGES.usernameReserved });
    expect(validateUsername('@Settings')).toEqual({ ok: false, message: PROFILE_MESSAGES.usernameReserved });
    expect(validateUsername('deleted_account')).toEqual({ ok: false, message: PROFILE_MESSAGES.usernameReserved });
  });

  it('a new account is never given a reserved username', () => {
    fc.assert(
      fc.property(fc.oneof(routeWord, fc.string()), (name) => {
        expect(validateUsername(usernameBase(name)).ok).toBe(true);
      }),
    );
  });
});

describe('platform-reference §3 sign-up and login error enums', () => {
  it('names every value of the enum with a message', () => {
    expect(Object.keys(ACCOUNT_ERRORS).sort()).toEqual(
      ['ACCOUNT_TAKEN', 'ALREADY_CONNECTED', 'EMAIL_TAKEN', 'INVALID_DOMAIN', 'NON_MEMBER', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_SHORT', 'USERNAME_INVALID', 'USERNAME_TAKEN', 'USERNAME_TOO_LONG'].sort(),
    );
    for (const message of Object.values(ACCOUNT_ERRORS)) expect(message).toMatch(/\.$/);
    // The username messages are the ones the onboarding form and the Account tab show.
    expect(ACCOUNT_ERRORS.USERNAME_TAKEN).toBe(PROFILE_MESSAGES.usernameTaken);
    expect(ACCOUNT_ERRORS.USERNAME_INVALID).toBe(PROFILE_MESSAGES.usernameInvalid);
    expect(ACCOUNT_ERRORS.USERNAME_TOO_LONG).toBe(PROFILE_MESSAGES.usernameTooLong);
  });

  it('reader-experience §8: the unverified e-mail toast and its action', () => {
    expect(ACCOUNT_MESSAGES.verifyEmailToast).toBe('Verify your email to get full access to your account.');
    expect(ACCOUNT_MESSAGES.resendEmail).toBe('Resend email');
  });
});

describe('platform-reference §3 and §5: e-mail change rules', () => {
  it('accepts a valid new address, trimmed and lowered; refuses the current one in any case, and invalid ones with §5\'s message', () => {
    expect(checkNewEmail('  New@Example.ORG ', 'old@example.org')).toEqual({ ok: true, value: 'new@example.org' });
    expect(checkNewEmail('OLD@example.org', 'old@example.org')).toEqual({ ok: false, message: ACCOUNT_MESSAGES.emailSame });
    expect(checkNewEmail('nope', 'old@example.org')).toEqual({ ok: false, message: 'Please enter a valid email address.' });
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (next, current) => {
        const checked = checkNewEmail(next, current);
        if (checked.ok) {
          expect(checked.value).toBe(checked.value.toLowerCase());
          expect(checked.value).not.toBe(current.toLowerCase());
        }
      }),
    );
  });

  it('a confirmation link holds 24 hours, an old username redirects for a year', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * USERNAME_REDIRECT_MS }), (elapsed) => {
        const later = new Date(at.getTime() + elapsed);
        expect(emailChangeHolds(at, later)).toBe(elapsed < EMAIL_CHANGE_TTL_MS);
        expect(usernameRedirectHolds(at, later)).toBe(elapsed < USERNAME_REDIRECT_MS);
      }),
    );
  });
});

describe('platform-reference §3 editable account fields: bio, pronouns, tipping link', () => {
  it('a tipping link is http(s) only: whatever is accepted is an absolute http(s) address', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'ftp://x.example', '//evil.example', 'https://user:pw@x.example')), (raw) => {
        const checked = checkTippingLink(raw);
        if (checked.ok && checked.value !== null) expect(checked.value).toMatch(/^https?:\/\/[^/]/);
      }),
      { numRuns: 200 },
    );
    expect(checkTippingLink('javascript:alert(1)')).toEqual({ ok: false, message: ACCOUNT_MESSAGES.tippingLinkInvalid });
    expect(checkTippingLink('https://user:pw@x.example').ok).toBe(false);
    expect(checkTippingLink('  ')).toEqual({ ok: true, value: null });
    expect(checkTippingLink('https://ko-fi.example/ada')).toEqual({ ok: true, value: 'https://ko-fi.example/ada' });
  });

  it('a bio is at most 160 characters; pronouns at most four, deduplicated', () => {
    expect(checkBio('x'.repeat(160)).ok).toBe(true);
    expect(checkBio('x'.repeat(161))).toEqual({ ok: false, message: ACCOUNT_MESSAGES.bioTooLong });
    expect(checkPronouns(['she/her', 'She/Her', ' ', 'they/them'])).toEqual({ ok: true, value: ['she/her', 'they/them'] });
    expect(checkPronouns(['a', 'b', 'c', 'd', 'e'])).toEqual({ ok: false, message: ACCOUNT_MESSAGES.pronounsTooMany });
  });

  it('deleting is confirmed by the username only; the last owner never leaves a publication', () => {
    fc.assert(
      fc.property(anyUsername, fc.string(), (u, typed) => {
        expect(deleteConfirmed(typed, u)).toBe(typed.trim().replace(/^@/, '').toLowerCase() === u);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('OWNER' as const, 'EDITOR' as const, 'WRITER' as const), fc.integer({ min: 0, max: 4 }), (role, owners) => {
        expect(mayLeavePublication(role, owners).ok).toBe(role !== 'OWNER' || owners > 1);
      }),
    );
  });
});

describe('issue 21 avatar crop: the square asked for is always inside the image', () => {
  it('the controls give a crop the upload accepts, and its pixels fit the image', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: -1, max: 2, noNaN: true }), fc.double({ min: -1, max: 2, noNaN: true }), (w, h, zoom, across, down) => {
        const crop = cropOf(w, h, zoom, across, down);
        const parsed = parseCrop(`${crop.x},${crop.y},${crop.size}`);
        expect(parsed).toEqual(crop);
        const px = cropPixels(crop, w, h);
        expect(px.left).toBeGreaterThanOrEqual(0);
        expect(px.top).toBeGreaterThanOrEqual(0);
        expect(px.left + px.side).toBeLessThanOrEqual(w);
        expect(px.top + px.side).toBeLessThanOrEqual(h);
        expect(px.side).toBeGreaterThanOrEqual(1);
      }),
    );
    for (const bad of ['1,2', '0,0,0', '-0.1,0,1', '2,0,1', 'a,b,c', '0,0,1,1']) expect(parseCrop(bad)).toBe('invalid');
    expect(parseCrop(null)).toBeNull();
  });
});

describe('issue 21 export: a story in the paragraph model as Markdown', () => {
  const p = (type: Paragraph['type'], text: string, markups: Paragraph['markups'] = [], extra: Partial<Paragraph> = {}): Paragraph => ({ name: `n${text.length}${type}`, type, text, markups, ...extra });
  it('writes headings, quotes, code, lists, images, separators and inline markups', () => {
    const markdown = storyMarkdown(
      {
        title: 'A title',
        subtitle: 'Its subtitle',
        body: [
          p('P', 'Bold and a link.', [
            { type: 'STRONG', start: 0, end: 4 },
            { type: 'A', start: 11, end: 15, href: 'https://example.org' },
          ]),
          p('H3', 'Section'),
          p('BQ', 'Quoted'),
          p('PRE', 'let x = 1 * 2;'),
          p('ULI', 'one'),
          p('ULI', 'two'),
          p('OLI', 'first'),
          p('HR', ''),
          p('IMG', 'Caption', [], { metadata: { id: 'img1', originalWidth: 10, originalHeight: 10, alt: 'An image' } }),
          p('P', 'Stars * and _ stay text.'),
        ],
      },
      (id) => `https://quire.example/media/${id}`,
    );
    expect(markdown).toBe(
      [
        '# A title',
        '*Its subtitle*',
        '**Bold** and a [link](https://example.org).',
        '### Section',
        '> Quoted',
        '```\nlet x = 1 * 2;\n```',
        '- one\n- two',
        '1. first',
        '---',
        '![An image](https://quire.example/media/img1)\n*Caption*',
        'Stars \\* and \\_ stay text.',
      ].join('\n\n') + '\n',
    );
  });

  it('keeps every character of plain paragraphs (escaped, never lost)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }).filter((t) => !t.includes('\n')), { maxLength: 5 }), (texts) => {
        const markdown = storyMarkdown({ title: '', body: texts.map((t, i) => ({ name: `p${i}`, type: 'P', text: t, markups: [] })) }, (id) => id);
        const unescaped = markdown.replace(/\\([\\`*_[\]<>#|])/g, '$1');
        for (const t of texts) expect(unescaped).toContain(t);
      }),
    );
  });
});
