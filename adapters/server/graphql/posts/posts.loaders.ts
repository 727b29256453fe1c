// The stories' DataLoaders, one set per request.
import DataLoader from 'dataloader';
import type { Post, Tag } from '../../../../core/content/entities.ts';
import type { Repositories } from '../repositories.ts';
import { byKey, fromMap } from '../shared/batch-keys.ts';

export function postLoaders(repos: Repositories) {
  return {
    postById: new DataLoader<string, Post | null>(async (ids) => byKey(ids, await repos.posts.postsByIds(ids), (p) => p.id)),
    tagsByPostId: new DataLoader<string, Tag[]>(async (ids) => fromMap(ids, await repos.topics.tagsOfPosts(ids), [])),
  };
}
