// Issue 21: the demo writer's own custom domain, so a newcomer signed in as maya_chen sees both states at first start
// (Settings → Account, /me/settings/custom-domain): `maya-chen.test` is live — the host lookup serves it as her
// profile (`curl -H 'Host: maya-chen.test' http://localhost:3000/`) — and `www.maya-chen.test` is pending with its
// DNS record. `.test` is reserved (RFC 2606): no such name ever resolves, so nothing here points at anyone's site.
import type { Kysely } from 'kysely';
import type { Database } from '../database.types.ts';
import { DEMO_WRITER } from './writer-stories.ts';

export const DEMO_CUSTOM_DOMAIN = { live: 'maya-chen.test', pending: 'www.maya-chen.test' } as const;

export async function writeDemoCustomDomain(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ customDomain: DEMO_CUSTOM_DOMAIN.live, pendingCustomDomain: DEMO_CUSTOM_DOMAIN.pending, pendingCustomDomainRequestedAt: now })
    .where('username', '=', DEMO_WRITER)
    .execute();
}
