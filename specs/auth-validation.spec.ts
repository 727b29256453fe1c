import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistanceAtMostOne, gmailTypoHint, gmailTypoSuggestion, validateEmail, validateLoginCode } from '../core/auth/validation.ts';

describe('platform-reference §5 validation: e-mail and login code', () => {
  it('trims and accepts addresses of the specified shape, case-insensitively', () => {
    expect(validateEmail('  Ada.Lovelace+quire@Example.CO.uk ')).toEqual({ ok: true, email: 'Ada.Lovelace+quire@Example.CO.uk' });
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@example.c', 'a da@example.com', 'ada@exa_mple.com', 'ada@example.c0m']) {
      expect(validateEmail(bad), bad).toEqual({ ok: false, message: 'Please enter a valid email address.' });
    }
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._%+-]{1,10}$/), fc.stringMatching(/^[a-z0-9-]{1,10}$/), fc.stringMatching(/^[a-z]{2,6}$/), (local, host, tld) =>
        validateEmail(` ${local}@${host}.${tld} `).ok,
      ),
    );
  });

  it('accepts exactly 6 digits as a login code', () => {
    expect(validateLoginCode(' 012345 ')).toEqual({ ok: true, code: '012345' });
    for (const bad of ['', '12345', '1234567', '12a456', '12 456']) {
      expect(validateLoginCode(bad)).toEqual({ ok: false, message: 'Login code must be 6 digits.' });
    }
    fc.assert(fc.property(fc.string(), (s) => validateLoginCode(s).ok === /^\d{6}$/.test(s.trim())));
  });

  it('suggests gmail.com for the two Gmail typo patterns, and nothing for real domains', () => {
    for (const typo of ['ada@gmial.com', 'ada@gmal.com', 'ada@gamil.com', 'ada@gnail.com', 'ada@gmaill.com', 'ada@gmail.co', 'ada@gmai.con']) {
      expect(gmailTypoSuggestion(typo), typo).toBe('ada@gmail.com');
    }
    for (const typo of ['ada@gmailcom', 'ada@gmail,com', 'ada@gmail.c0m', 'ada@gmail.cm', 'ada@gmail.om']) {
      expect(gmailTypoSuggestion(typo), typo).toBe('ada@gmail.com');
    }
    for (const fine of ['ada@gmail.com', 'ada@mail.com', 'ada@email.com', 'ada@ymail.com', 'ada@hotmail.com', 'ada@example.org', 'ada@gmx.com', 'not an email']) {
      expect(gmailTypoSuggestion(fine), fine).toBeNull();
    }
    expect(gmailTypoHint('ada@gmail.com')).toBe('Did you mean ada@gmail.com?');
  });

  it('measures one edit correctly', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.nat(), fc.constantFrom('a', 'z'), (word, at, letter) => {
        const i = at % word.length;
        expect(editDistanceAtMostOne(word, word)).toBe(true);
        expect(editDistanceAtMostOne(word, word.slice(0, i) + word.slice(i + 1))).toBe(true);
        expect(editDistanceAtMostOne(word, word.slice(0, i) + letter + word.slice(i))).toBe(true);
        expect(editDistanceAtMostOne(word, word + 'xy')).toBe(false);
      }),
    );
  });
});
