// The series editor (/s/new, /s/{slug}/edit; core/reader-pages/series.ts): the series as its writer edits it, the
// writer's published stories to add, and the writes (each sends the whole series; the server checks it again).
import type * as Ops from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

/** How many of the writer's published stories the editor offers to add (newest first). */
export const SERIES_CANDIDATES = 50;

export const SeriesEditorQuery: Operation<Ops.SeriesEditorQueryData, Ops.SeriesEditorQueryVariables> = {
  name: 'SeriesEditorQuery',
  source: /* GraphQL */ `
    query SeriesEditorQuery($ref: String!) {
      series(ref: $ref) { id slug url title description viewerIsCreator creator { id name } posts { id title } }
    }
  `,
};

export const SeriesCandidatesQuery: Operation<Ops.SeriesCandidatesQueryData, Ops.SeriesCandidatesQueryVariables> = {
  name: 'SeriesCandidatesQuery',
  source: /* GraphQL */ `
    query SeriesCandidatesQuery($first: Int) {
      yourStories(tab: PUBLIC, first: $first) { items { id title } }
    }
  `,
};

export const SaveNewSeriesMutation: Operation<Ops.SaveNewSeriesMutationData, Ops.SaveNewSeriesMutationVariables> = {
  name: 'SaveNewSeriesMutation',
  source: /* GraphQL */ `
    mutation SaveNewSeriesMutation($input: SeriesInput!) {
      createSeries(input: $input) { id url title }
    }
  `,
};

export const SaveSeriesMutation: Operation<Ops.SaveSeriesMutationData, Ops.SaveSeriesMutationVariables> = {
  name: 'SaveSeriesMutation',
  source: /* GraphQL */ `
    mutation SaveSeriesMutation($seriesId: ID!, $input: SeriesInput!) {
      updateSeries(seriesId: $seriesId, input: $input) { id url title }
    }
  `,
};

export const DeleteSeriesMutation: Operation<Ops.DeleteSeriesMutationData, Ops.DeleteSeriesMutationVariables> = {
  name: 'DeleteSeriesMutation',
  source: /* GraphQL */ `
    mutation DeleteSeriesMutation($seriesId: ID!) {
      deleteSeries(seriesId: $seriesId)
    }
  `,
};
