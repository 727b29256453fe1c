// Resolvers for editing.graphql.ts: thin — parse the input with core's rules, call the editing service, shape the
// result union. (Skeleton: the service lands in the next commits.)
import type { Resolvers } from '../generated/resolvers-types.ts';
import { signedIn } from '../shared/session.ts';

const notYet = { __typename: 'BadRequest' as const, message: 'Not built yet.' };

export const editingResolvers: Resolvers = {
  Query: {
    editablePost: (_, __, ctx) => {
      signedIn(ctx);
      return null;
    },
    publishTargets: () => [],
    yourStories: (_, __, ctx) => {
      signedIn(ctx);
      return { items: [], nextCursor: null };
    },
    yourStoriesCounts: (_, __, ctx) => {
      signedIn(ctx);
      return { drafts: 0, public: 0, unlisted: 0, responses: 0, deleted: 0 };
    },
    tagSuggestions: () => [],
  },
  Mutation: {
    createDraft: () => notYet,
    saveDraft: () => notYet,
    publishPost: () => notYet,
    movePost: () => notYet,
    deletePost: () => notYet,
    undeletePost: () => notYet,
  },
  SaveDraftResult: { __resolveType: (result) => result.__typename },
  PublishPostResult: { __resolveType: (result) => result.__typename },
  MovePostResult: { __resolveType: (result) => result.__typename },
  DeletePostResult: { __resolveType: (result) => result.__typename },
  UndeletePostResult: { __resolveType: (result) => result.__typename },
};
