// The documents of a publication's feature page (/{publication}/{topic}/home, /{feature}/tagged/{tag}). Apart from the
// other publication documents (and the feature pages' settings, feature-settings-queries.ts) so that only this
// page's JavaScript carries them.
import type * as Ops from '../generated/operations.ts';
import { POST_FEED_FRAGMENT, type Operation } from '../post-card-fields.ts';
import { PUBLICATION_CONTEXT_FRAGMENT } from '../publication-context-fragment.ts';

/** How many stories a feature page shows at a time (Show more reads the next). */
export const FEATURE_PAGE_SIZE = 10;

const FEATURE_PAGE_FIELDS = /* GraphQL */ `
  fragment FeaturePageFields on FeaturePage {
    id slug title description layout url
    tags { slug displayTitle }
  }
`;

/** /{publication}/{slug}/home and /{publication}/{slug}/tagged/{tag}: the page, its first stories (with the tag when given). */
export const FeaturePageQuery: Operation<Ops.FeaturePageQueryData, Ops.FeaturePageQueryVariables> = {
  name: 'FeaturePageQuery',
  source: /* GraphQL */ `
    query FeaturePageQuery($slug: String!, $featureSlug: String!, $tag: String, $paging: PagingOptions) {
      publication(slug: $slug) {
        ...PublicationPageContext
        featurePage(slug: $featureSlug) { ...FeaturePageFields posts(tag: $tag, paging: $paging) { ...PostFeedFields } }
      }
    }
    ${PUBLICATION_CONTEXT_FRAGMENT}
    ${FEATURE_PAGE_FIELDS}
    ${POST_FEED_FRAGMENT}
  `,
};

/** The next stories of a feature page (Show more). */
export const FeaturePagePostsQuery: Operation<Ops.FeaturePagePostsQueryData, Ops.FeaturePagePostsQueryVariables> = {
  name: 'FeaturePagePostsQuery',
  source: /* GraphQL */ `
    query FeaturePagePostsQuery($slug: String!, $featureSlug: String!, $tag: String, $paging: PagingOptions) {
      publication(slug: $slug) { id featurePage(slug: $featureSlug) { id posts(tag: $tag, paging: $paging) { ...PostFeedFields } } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};
