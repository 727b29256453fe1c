// Responses' DataLoaders, one set per request: a page of 25 cards asks every story's responses count in one
// statement.
import DataLoader from 'dataloader';
import type { Repositories } from '../repositories.ts';

export type ResponseCounts = { responsesCount: number; responsesLocked: boolean; inResponseToPostId: string | null };
const NONE: ResponseCounts = { responsesCount: 0, responsesLocked: false, inResponseToPostId: null };

export function responsesLoaders(repos: Repositories) {
  return {
    responseCountsByPostId: new DataLoader<string, ResponseCounts>(async (ids) => {
      const found = await repos.responses.countsOf(ids);
      return ids.map((id) => found.get(id) ?? NONE);
    }),
  };
}
