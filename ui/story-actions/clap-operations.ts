// Issue 16 claps: the clap mutation as the clap button sends it (platform-reference §3 clap state per post:
// the answer carries the post's clapCount and the viewer's viewerClapCount).
import type { ClapCatalogMutationData, ClapCatalogMutationVariables, ClapMutationData, ClapMutationVariables } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const ClapMutation: Operation<ClapMutationData, ClapMutationVariables> = {
  name: 'ClapMutation',
  source: /* GraphQL */ `
    mutation ClapMutation($input: ClapInput!) {
      clap(input: $input) {
        __typename
        ... on Clapped { postId clapCount viewerClapCount }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on NotFound { message }
      }
    }
  `,
};

/** The same clap on a list (reader-experience §3 Catalog.clappers). */
export const ClapCatalogMutation: Operation<ClapCatalogMutationData, ClapCatalogMutationVariables> = {
  name: 'ClapCatalogMutation',
  source: /* GraphQL */ `
    mutation ClapCatalogMutation($input: ClapCatalogInput!) {
      clapCatalog(input: $input) {
        __typename
        ... on CatalogClapped { catalogId clapCount viewerClapCount }
        ... on BadRequest { message }
        ... on Unauthorized { message }
        ... on NotFound { message }
      }
    }
  `,
};
