// DataLoaders, one set per request, each feature's own: every field that needs a row asks its loader, so a
// page of 25 posts costs one query per kind of row, not one per post.
import { feedLoaders } from './feed/feed.loaders.ts';
import { membershipLoaders } from './membership/membership.loaders.ts';
import { postLoaders } from './posts/posts.loaders.ts';
import { publicationLoaders } from './publications/publications.loaders.ts';
import type { Repositories } from './repositories.ts';
import { responsesLoaders } from './responses/responses.loaders.ts';
import { topicLoaders } from './topics/topics.loaders.ts';
import { userLoaders } from './users/users.loaders.ts';

export type Loaders = ReturnType<typeof createLoaders>;

export function createLoaders(repos: Repositories, viewerId: string | null = null) {
  return {
    ...feedLoaders(repos, viewerId),
    ...userLoaders(repos, viewerId),
    ...publicationLoaders(repos, viewerId),
    ...postLoaders(repos),
    ...topicLoaders(repos),
    ...membershipLoaders(repos),
    ...responsesLoaders(repos),
  };
}
