// A custom domain as the settings pages show it (a publication's, issue 22; a writer's, issue 21): live only when the
// host lookup serves it, the pending one with the DNS record to create (core/publication/custom-domain.ts).
import { customDomainState, dnsRecordFor } from '../../../../core/publication/custom-domain.ts';

export function customDomainView(live: string | null, pendingColumn: string | null, siteHost: string) {
  const state = customDomainState(live, pendingColumn);
  const pending = state.kind === 'pending' ? state.domain : state.kind === 'live' ? state.pending : null;
  const record = pending ? dnsRecordFor(pending, siteHost) : null;
  return {
    state: state.kind.toUpperCase(),
    live: state.kind === 'live' ? state.domain : null,
    pending,
    recordType: record?.type ?? null,
    recordName: record?.name ?? null,
    recordValue: record?.value ?? null,
  };
}
