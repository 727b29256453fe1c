// Responses' DataLoaders, one set per request: a page of 25 cards asks every story's responses count in one
// statement.
import DataLoader from 'dataloader';
import type { Repositories } from '../repositories.ts';

import type { ResponseCountsRow } from '../../../../core/ports/responses-repository.port.ts';

export type ResponseCounts = ResponseCountsRow;
const NONE: ResponseCounts = { responsesCount: 0, responsesLocked: false, inResponseToPostId: null, inResponseToCatalogId: null, isResponse: false };

export function responsesLoaders(repos: Repositories) {
  return {
    responseCountsByPostId: new DataLoader<string, ResponseCounts>(async (ids) => {
      const found = await repos.responses.countsOf(ids);
      return ids.map((id) => found.get(id) ?? NONE);
    }),
  };
}
