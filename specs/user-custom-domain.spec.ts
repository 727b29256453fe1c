// Issue 21: a writer's own custom domain (reader-experience §3 Viewer and User customDomainState, live.domain;
// platform-reference §3 "Custom domain state has live and pending"; §2.1 user-only routes under a user's custom
// domain). Properties: whatever is typed, an accepted domain is bare, lowercase and a well-formed name, never the
// site's own host or under it, never the one already live; and a user's custom domain host answers as that user's
// profile at '/', the profile's own routes without their handle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUserCustomDomain, USER_CUSTOM_DOMAIN_MESSAGES } from '../core/account/custom-domain.ts';
import { CUSTOM_DOMAIN_MESSAGES } from '../core/publication/custom-domain.ts';
import { matchRoute } from '../core/routing/routes.ts';

const OWN = ['quire.example', 'localhost'];
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([ls, t]) => [...ls, t].join('.'));
const NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]*[a-z][a-z0-9-]*$/;

describe("issue 21: a writer's custom domain (the rules a publication's obeys, core/publication/custom-domain.ts)", () => {
  it('property: an accepted domain is bare, lowercase, well formed, not the site’s, and not the one already live', () => {
    fc.assert(
      fc.property(fc.oneof(domain, fc.string(), fc.webUrl(), fc.constantFrom(...OWN).map((h) => `me.${h}`)), fc.option(domain, { nil: null }), (typed, live) => {
        const checked = checkUserCustomDomain(typed, OWN, live);
        if (!checked.ok) return;
        expect(checked.domain).toBe(checked.domain.toLowerCase().trim());
        expect(checked.domain).toMatch(NAME);
        expect(OWN.some((h) => checked.domain === h || checked.domain.endsWith(`.${h}`))).toBe(false);
        expect(checked.domain).not.toBe(live);
      }),
    );
  });

  it('property: any well-formed domain of someone else’s is accepted as typed, in any letters; the live one is refused by name', () => {
    fc.assert(
      fc.property(domain, fc.boolean(), (d, upper) => {
        fc.pre(!OWN.some((h) => d === h || d.endsWith(`.${h}`)));
        expect(checkUserCustomDomain(upper ? d.toUpperCase() : d, OWN, null)).toEqual({ ok: true, domain: d });
        expect(checkUserCustomDomain(` ${d}. `, OWN, d)).toEqual({ ok: false, message: USER_CUSTOM_DOMAIN_MESSAGES.alreadyLive(d) });
      }),
    );
  });

  it('refuses a URL, an IP address and the site’s own hosts with the same messages as a publication’s', () => {
    expect(checkUserCustomDomain('https://ada.example.org', OWN, null)).toEqual({ ok: false, message: CUSTOM_DOMAIN_MESSAGES.notBare });
    expect(checkUserCustomDomain('10.0.0.1', OWN, null)).toEqual({ ok: false, message: CUSTOM_DOMAIN_MESSAGES.invalid });
    expect(checkUserCustomDomain('ada.quire.example', OWN, null)).toEqual({ ok: false, message: CUSTOM_DOMAIN_MESSAGES.own('quire.example') });
  });

  it("platform-reference §2.1: on a user's custom domain '/' is their profile and their routes drop the handle", () => {
    const domainContext = { kind: 'user', username: 'ada' } as const;
    expect(matchRoute('/', { domain: domainContext })).toMatchObject({ name: 'ShowUser', params: { username: 'ada' } });
    expect(matchRoute('/about', { domain: domainContext })).toMatchObject({ name: 'ShowUserAbout', params: { username: 'ada' } });
    expect(matchRoute('/', { domain: { kind: 'main' } })?.name).toBe('ShowHome');
  });
});
