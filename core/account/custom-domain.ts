// Issue 21 (reader-experience §3 Viewer and User customDomainState, live.domain; platform-reference §2.1 user-only
// routes under a user's custom domain, §2.2 "a live custom domain" as a user's own-site address): a writer's own
// domain, asked for and connected the way a publication's is (core/publication/custom-domain.ts holds the rules
// both obey: the domain's syntax, never the site's own hosts, and one domain for one publication or writer). What
// is added here is the writer's side: what a request may ask for against what the account holds, and the sentences.
import { parseCustomDomain, type CustomDomainParse } from '../publication/custom-domain.ts';

export const USER_CUSTOM_DOMAIN_MESSAGES = {
  requested: (domain: string) => `${domain} is pending. Create the DNS record below; your profile is served there once the domain is connected.`,
  alreadyLive: (domain: string) => `${domain} is already your live domain.`,
  removedPending: 'Removed the pending domain.',
  removedLive: (domain: string) => `Your profile is no longer served at ${domain}.`,
  nothingToRemove: 'There is no such domain to remove.',
} as const;

/**
 * A domain a writer asks for: a domain by the shared rules, and not the one already live for them (asking again
 * for the pending one is harmless). Whether another publication or writer serves it is the store's to decide, in
 * the write (the unique indexes on the live columns and a NOT EXISTS across both tables).
 */
export function checkUserCustomDomain(input: string, ownHosts: Iterable<string>, live: string | null): CustomDomainParse {
  const parsed = parseCustomDomain(input, ownHosts);
  if (!parsed.ok) return parsed;
  if (parsed.domain === live) return { ok: false, message: USER_CUSTOM_DOMAIN_MESSAGES.alreadyLive(parsed.domain) };
  return parsed;
}
