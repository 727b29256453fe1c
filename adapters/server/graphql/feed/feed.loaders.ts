// The home feed's DataLoader, one per request: every page a batch asks for comes from one statement.
import DataLoader from 'dataloader';
import type { PostSummary } from '../../../../core/content/entities.ts';
import { encodeCursor, type FeedPosition } from '../../../../core/feed/paging.ts';
import type { Repositories } from '../repositories.ts';

export type FeedPageKey = { limit: number; after: FeedPosition | null };

export function feedLoaders(repos: Repositories, viewerId: string | null) {
  return {
    recommendedFeedPage: new DataLoader<FeedPageKey, (PostSummary & FeedPosition)[], string>(
      (keys) => repos.posts.recommendedFeedPages(keys, viewerId),
      { cacheKeyFn: (key) => `${key.limit}:${key.after ? encodeCursor(key.after) : ''}` },
    ),
  };
}
