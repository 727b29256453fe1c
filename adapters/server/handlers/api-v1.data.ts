// The /v1 API's reads that need more than one repository call (api-v1.routes.ts).
import { apiRole, type ApiContributor } from '../../../core/security/api-v1.ts';
import type { Services } from '../composition-root.ts';

export type ApiRouteRequest = { request: Request; network: string };

/** A publication's owners, editors and writers; null when there is no such publication. */
export async function apiContributorsOf(services: Services, publicationId: string): Promise<ApiContributor[] | null> {
  const [publication] = await services.repos.publications.publicationsByIds([publicationId]);
  if (!publication) return null;
  const editors = (await services.repos.publications.editorsOf([publication.id])).get(publication.id) ?? [];
  return editors.map((e) => ({ publicationId: publication.id, userId: e.userId, role: apiRole(e.role) }));
}
