// The publications' DataLoaders, one set per request.
import DataLoader from 'dataloader';
import type { CollectionRole, NavigationItem, Publication, PublicationEditor } from '../../../../core/content/entities.ts';
import type { Repositories } from '../repositories.ts';
import { byKey, fromMap } from '../shared/batch-keys.ts';

export type CollectionEdge = { isFollowing: boolean; isMuting: boolean; staffRole: CollectionRole | null };

const NO_EDGE: CollectionEdge = { isFollowing: false, isMuting: false, staffRole: null };

export function publicationLoaders(repos: Repositories, viewerId: string | null) {
  const publicationById = new DataLoader<string, Publication | null>(async (ids) =>
    byKey(ids, await repos.publications.publicationsByIds(ids), (p) => p.id),
  );
  const publicationBySlug = new DataLoader<string, Publication | null>(async (slugs) => {
    const publications = await repos.publications.publicationsBySlugs(slugs);
    for (const p of publications) publicationById.prime(p.id, p);
    return byKey(
      slugs.map((s) => s.toLowerCase()),
      publications,
      (p) => p.slug,
    );
  });
  return {
    publicationById,
    publicationBySlug,
    /** The viewer's edges to publications (follow, mute, staff role); all false when logged out. */
    collectionEdge: new DataLoader<string, CollectionEdge>(async (ids) =>
      viewerId ? fromMap(ids, await repos.follows.collectionEdges(viewerId, ids), NO_EDGE) : ids.map(() => NO_EDGE),
    ),
    followerCountByPublicationId: new DataLoader<string, number>(async (ids) => fromMap(ids, await repos.publications.followerCounts(ids), 0)),
    editorsByPublicationId: new DataLoader<string, PublicationEditor[]>(async (ids) => fromMap(ids, await repos.publications.editorsOf(ids), [])),
    navigationItemsByPublicationId: new DataLoader<string, NavigationItem[]>(async (ids) =>
      fromMap(ids, await repos.publications.navigationItemsOf(ids), []),
    ),
  };
}
