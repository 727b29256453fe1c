// Issue 22: a publication's custom domain (platform-reference §3 Publication customDomainState.live.domain): what may
// be asked for, the DNS record the settings page gives, and that the state is live only when the live column (the
// host lookup's) holds the domain.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_DOMAIN_MESSAGES, customDomainState, dnsRecordFor, parseCustomDomain } from '../core/publication/custom-domain.ts';

const OWN = ['quire.example', 'localhost'];
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([ls, t]) => [...ls, t].join('.'));

describe('platform-reference §3 customDomainState: a custom domain', () => {
  it('accepts a domain in any letters, spaces around or a trailing dot, and stores it lowercase and bare', () => {
    fc.assert(
      fc.property(domain, fc.boolean(), fc.boolean(), (d, upper, dot) => {
        fc.pre(!OWN.some((h) => d === h || d.endsWith(`.${h}`)));
        const typed = ` ${upper ? d.toUpperCase() : d}${dot ? '.' : ''} `;
        expect(parseCustomDomain(typed, OWN)).toEqual({ ok: true, domain: d });
      }),
    );
  });

  it("never accepts the site's own hosts or a subdomain of them", () => {
    fc.assert(
      fc.property(fc.array(label, { maxLength: 2 }), fc.constantFrom(...OWN), (sub, own) => {
        const result = parseCustomDomain([...sub, own].join('.'), OWN);
        expect(result).toEqual({ ok: false, message: CUSTOM_DOMAIN_MESSAGES.own(own) });
      }),
    );
  });

  it('refuses URLs, IP addresses, single labels and bad labels with a clear message', () => {
    expect(parseCustomDomain('', OWN)).toEqual({ ok: false, message: CUSTOM_DOMAIN_MESSAGES.empty });
    for (const typed of ['https://blog.example.com', 'blog.example.com/path', 'blog.example.com:8080', 'a b.example.com', 'me@example.com']) {
      expect(parseCustomDomain(typed, OWN), typed).toEqual({ ok: false, message: CUSTOM_DOMAIN_MESSAGES.notBare });
    }
    for (const typed of ['blog', '10.0.0.1', '-blog.example.com', 'blog-.example.com', 'blog..example.com', `${'a'.repeat(64)}.com`, 'bl_og.example.com']) {
      expect(parseCustomDomain(typed, OWN), typed).toEqual({ ok: false, message: CUSTOM_DOMAIN_MESSAGES.invalid });
    }
  });

  it('asks for a CNAME on a subdomain and an ALIAS at an apex, pointing at the site', () => {
    expect(dnsRecordFor('blog.example.com', 'quire.example')).toEqual({ type: 'CNAME', name: 'blog.example.com', value: 'quire.example' });
    expect(dnsRecordFor('example.com', 'quire.example')).toEqual({ type: 'ALIAS', name: 'example.com', value: 'quire.example' });
  });

  it('is live only when the live column holds a domain; a pending one never reads as live', () => {
    fc.assert(
      fc.property(fc.option(domain, { nil: null }), fc.option(domain, { nil: null }), (live, pending) => {
        const state = customDomainState(live, pending);
        if (live === null) expect(state.kind).toBe(pending === null ? 'none' : 'pending');
        else expect(state).toEqual({ kind: 'live', domain: live, pending: pending === live ? null : pending });
      }),
    );
  });
});
