// Issue 22: a publication's custom domain (platform-reference §3 customDomainState.live.domain). Setting one records
// it as pending with the DNS record to create; it is live only once the host lookup (publications.domain, which
// serves every request on that host as the publication) has it. The rules for what a domain may be live here, once:
// a writer's own domain (issue 21, core/account/custom-domain.ts) obeys the same ones, and one domain serves one
// publication or writer of the site.

export type CustomDomainParse = { ok: true; domain: string } | { ok: false; message: string };

/** What the settings page shows: live only when the host lookup serves the domain. */
export type CustomDomainState =
  | { kind: 'none' }
  | { kind: 'pending'; domain: string }
  | { kind: 'live'; domain: string; pending: string | null };

export type DnsRecord = { type: 'CNAME' | 'ALIAS'; name: string; value: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const CUSTOM_DOMAIN_MESSAGES = {
  empty: 'Enter a domain, like blog.example.com.',
  notBare: 'Enter the domain alone, like blog.example.com — no https://, path or port.',
  invalid: 'That is not a domain name. A domain is letters, digits and dashes in parts separated by dots, like blog.example.com.',
  own: (host: string) => `${host} and its subdomains are the site's own addresses. Enter a domain you own.`,
  /** A publication or a writer of this site serves it live (publications.domain, users.custom_domain). */
  taken: 'Another publication or writer on this site uses that domain.',
} as const;

/**
 * A domain as typed → its stored form (lowercase, no trailing dot), or the message for the field. Refused: a URL
 * (scheme, path, port), an IP address, a single label, a label over 63 characters or with a bad dash, and the
 * site's own hosts and their subdomains.
 */
export function parseCustomDomain(input: string, ownHosts: Iterable<string>): CustomDomainParse {
  const typed = input.trim().toLowerCase();
  if (typed === '') return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.empty };
  if (/[/:?#@\s]/.test(typed)) return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.notBare };
  const domain = typed.endsWith('.') ? typed.slice(0, -1) : typed;
  for (const own of ownHosts) {
    const host = own.toLowerCase();
    if (domain === host || domain.endsWith(`.${host}`)) return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.own(host) };
  }
  const labels = domain.split('.');
  if (domain.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels[labels.length - 1]!)) {
    return { ok: false, message: CUSTOM_DOMAIN_MESSAGES.invalid };
  }
  return { ok: true, domain };
}

/**
 * The record that points the domain at the site: a CNAME for a subdomain; at a domain's apex, where DNS allows no
 * CNAME, an ALIAS (ANAME, or "CNAME flattening") record, as DNS providers name it.
 */
export function dnsRecordFor(domain: string, siteHost: string): DnsRecord {
  const apex = domain.split('.').length === 2;
  return { type: apex ? 'ALIAS' : 'CNAME', name: domain, value: siteHost };
}

/** The state from the stored columns: `live` is what the host lookup serves (publications.domain). */
export function customDomainState(live: string | null, pending: string | null): CustomDomainState {
  if (live) return { kind: 'live', domain: live, pending: pending && pending !== live ? pending : null };
  if (pending) return { kind: 'pending', domain: pending };
  return { kind: 'none' };
}
