import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../core/auth/redirect.ts';
import { parseSocialState, signInUrl, socialStateString, SOCIAL_PROVIDERS } from '../core/auth/sign-in-links.ts';
import { consentLine, isInAppBrowser, signInButtons, signInCopy, type EntryPoint } from '../core/auth/sign-in-options.ts';

describe('reader-experience §2.13 sign-in URL, social state, buttons and copy', () => {
  it('builds the sign-in address with its parameters in order, dropping empty ones', () => {
    expect(signInUrl({})).toBe('/m/signin');
    expect(signInUrl({ redirect: '/p/abc', operation: 'register', source: 'follow', collectionId: 'c1', actionUrl: '/x/y' })).toBe(
      '/m/signin?actionUrl=%2Fx%2Fy&operation=register&redirect=%2Fp%2Fabc&collectionId=c1&source=follow',
    );
    expect(signInUrl({ user: '', userId: 'u1' })).toBe('/m/signin?userId=u1');
  });

  it('never carries an address to another site', () => {
    for (const evil of ['//evil.example', '/\\evil.example', 'https:evil.example', 'https://evil.example', 'javascript:alert(1)', '/\tevil', ' //evil']) {
      expect(safeRedirectPath(evil), evil).toBe('/');
      expect(signInUrl({ redirect: evil, redirectUrl: evil, actionUrl: evil })).toBe('/m/signin');
    }
    expect(safeRedirectPath('/@ada/a-title-abc123?x=1#y')).toBe('/@ada/a-title-abc123?x=1#y');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const safe = safeRedirectPath(s);
        return safe === '/' || (safe.startsWith('/') && !safe.startsWith('//') && !safe.includes('\\'));
      }),
    );
  });

  it('spells the social state as the lowercase provider, the value and the operation, plus an id to connect', () => {
    expect(socialStateString('Google', 'abc', 'login')).toBe('google|abc|login');
    expect(socialStateString('Twitter', 'v', 'connect', 'u1')).toBe('twitter|v|connect|u1');
    fc.assert(
      fc.property(
        fc.constantFrom(...SOCIAL_PROVIDERS),
        fc.string(),
        fc.constantFrom('login' as const, 'register' as const, 'connect' as const),
        fc.string(),
        (provider, value, operation, id) => {
          const parsed = parseSocialState(socialStateString(provider, value, operation, id));
          expect(parsed).toEqual({
            provider: provider.toLowerCase(),
            value,
            operation,
            ...(operation === 'connect' ? { extraId: id } : {}),
          });
        },
      ),
    );
    expect(parseSocialState('myspace|x|login')).toBeNull();
    expect(parseSocialState('google|x|steal')).toBeNull();
    expect(parseSocialState('google|x|login|extra')).toBeNull();
  });

  it('shows the configured providers the flags allow, e-mail always, and hides Google inside in-app browsers', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36';
    const instagram = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Instagram 300.0';
    const all = new Set(['Google', 'Facebook', 'Apple', 'Twitter']);
    // A fresh install configures no provider: e-mail alone, never a button that says it is not set up.
    expect(signInButtons(new Set(), chrome, new Set())).toEqual(['Email']);
    expect(signInButtons(new Set(), chrome, new Set(['Apple']))).toEqual(['Apple', 'Email']);
    expect(signInButtons(new Set(), chrome, all)).toEqual(['Google', 'Facebook', 'Apple', 'Twitter', 'Email']);
    expect(signInButtons(new Set(['disable_login_apple']), chrome, all)).not.toContain('Apple');
    expect(signInButtons(new Set(['disable_signup_facebook', 'disable_login_twitter', 'disable_login_email', 'disable_login_google']), chrome, all)).toEqual(['Apple']);
    expect(signInButtons(new Set(), instagram, all)).not.toContain('Google');
    fc.assert(
      fc.property(fc.subarray(['Google', 'Facebook', 'Apple', 'Twitter']), (configured) => {
        const shown = signInButtons(new Set(), chrome, new Set(configured));
        expect(shown.filter((b) => b !== 'Email').every((b) => configured.includes(b))).toBe(true);
        expect(shown).toContain('Email');
      }),
    );
    expect(isInAppBrowser('Mozilla/5.0 ... [FBAN/FBIOS;FBAV/400.0]')).toBe(true);
    expect(isInAppBrowser(chrome)).toBe(false);
  });

  it('has copy for every entry point and operation, naming the product where it speaks of it', () => {
    const entries: EntryPoint[] = ['follow', 'clap', 'bookmark', 'highlight', 'respond', 'write', 'signIn', 'getStarted'];
    for (const entry of entries) {
      for (const op of ['login', 'register'] as const) {
        const copy = signInCopy(entry, op, 'Folio', 'Maya Chen');
        expect(copy.title.length).toBeGreaterThan(5);
        expect(copy.body.length).toBeGreaterThan(5);
        expect(`${copy.title} ${copy.body}`).not.toMatch(/Medium|Quire/);
      }
    }
    expect(signInCopy('follow', 'register', 'Quire', 'Maya Chen').title).toBe('Create an account to follow Maya Chen.');
    expect(signInCopy('getStarted', 'register', 'Quire').title).toBe('Join Quire.');
    expect(consentLine('Quire', 'register')).toContain('Terms of Service');
    expect(consentLine('Quire', 'register')).toContain('Privacy Policy');
  });
});
