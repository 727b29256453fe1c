// Issue 17's newsletter pages (core/newsletters/newsletter-pages.ts; README: Newsletters): where a newsletter's page
// is, what each page says after its form comes back (reader-experience §2.3 toasts: subscribe success, fail, self,
// already; newsletter unsubscribe), and the bad lines' numbers an import's redirect carries.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newsletterCopy } from '../core/copy/newsletter-copy.ts';
import { decodeLines, encodeLines, IMPORT_LINES_SHOWN, LANDING_STATUSES, isLandingStatus, landingMessage, newsletterLandingPath } from '../core/newsletters/newsletter-pages.ts';
import { IMPORT_ERRORS, importErrorCodeOf, isImportErrorCode } from '../core/newsletters/subscriber-csv.ts';

describe('reader-experience §2.3 subscribe toasts, on the newsletter pages', () => {
  it("each outcome says the spec's toast: success, already and unsubscribe are status, fail and self are alerts", () => {
    expect(landingMessage('subscribed', 'Maya Chen')).toEqual({ role: 'status', text: newsletterCopy.subscribeSuccess('Maya Chen') });
    expect(landingMessage('already', 'Maya Chen')).toEqual({ role: 'status', text: newsletterCopy.subscribeAlready('Maya Chen') });
    expect(landingMessage('unsubscribed', 'Maya Chen')).toEqual({ role: 'status', text: newsletterCopy.newsletterUnsubscribed('Maya Chen') });
    expect(landingMessage('confirmed', 'Maya Chen')).toEqual({ role: 'status', text: newsletterCopy.confirmed('Maya Chen') });
    expect(landingMessage('self', 'Maya Chen')).toEqual({ role: 'alert', text: newsletterCopy.subscribeSelf });
    expect(landingMessage('failed', 'Maya Chen')).toEqual({ role: 'alert', text: newsletterCopy.subscribeFail });
    for (const status of LANDING_STATUSES) expect(landingMessage(status, 'N', 'a@b.example').text.length).toBeGreaterThan(0);
    expect(isLandingStatus('subscribed')).toBe(true);
    expect(isLandingStatus('<script>')).toBe(false);
  });

  it("a writer's page is /subscribe/@{username}, a publication's /{slug}/newsletter", () => {
    expect(newsletterLandingPath({ type: 'author', collectionSlug: null, user: { username: 'maya_chen' } })).toBe('/subscribe/@maya_chen');
    expect(newsletterLandingPath({ type: 'COLLECTION', collectionSlug: 'the-long-draft', user: { username: 'maya_chen' } })).toBe('/the-long-draft/newsletter');
  });

  it('the bad lines an import names survive the redirect (the first 20), and nothing else does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 60 }), (lines) => {
        expect(decodeLines(encodeLines(lines))).toEqual(lines.slice(0, IMPORT_LINES_SHOWN));
      }),
    );
    fc.assert(fc.property(fc.string(), (junk) => decodeLines(junk).every((n) => Number.isInteger(n) && n > 0)));
    for (const code of Object.keys(IMPORT_ERRORS)) {
      expect(isImportErrorCode(code)).toBe(true);
      expect(importErrorCodeOf(IMPORT_ERRORS[code as keyof typeof IMPORT_ERRORS])).toBe(code);
    }
  });
});
