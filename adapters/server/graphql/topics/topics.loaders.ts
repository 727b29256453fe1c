// The topics' DataLoaders, one set per request.
import DataLoader from 'dataloader';
import type { Topic } from '../../../../core/content/entities.ts';
import type { Repositories } from '../repositories.ts';
import { byKey, fromMap } from '../shared/batch-keys.ts';

export function topicLoaders(repos: Repositories) {
  return {
    topicById: new DataLoader<string, Topic | null>(async (ids) => byKey(ids, await repos.topics.topicsByIds(ids), (t) => t.id)),
    /** How many published, listed stories each topic holds: one grouped query for a page of topics. */
    postCountByTopicId: new DataLoader<string, number>(async (ids) => fromMap(ids, await repos.topics.postCounts(ids), 0)),
  };
}
