// A publication's homepage (publication-profile): the query that chooses its canonical address, the one that
// brings its homepage, and the next pages of its stream. Apart from ui/queries.ts so that only this page's
// JavaScript carries them.
import type {
  PublicationPostsQueryData,
  PublicationPostsQueryVariables,
  PublicationProfileMainPublicationQueryData,
  PublicationProfileMainPublicationQueryVariables,
  PublicationProfileQueryData,
  PublicationProfileQueryVariables,
} from './generated/operations.ts';
import { POST_FEED_FRAGMENT, type Operation } from './post-card-fields.ts';

export type PublicationProfileData = PublicationProfileMainPublicationQueryData;
export type PublicationSectionData = NonNullable<PublicationProfileData['publicationByRef']>['homepage']['sections'][number];

/** reader-experience §7 PublicationProfileQuery: the publication's id, custom domain and slug, to choose its canonical address. */
export const PublicationProfileQuery: Operation<PublicationProfileQueryData, PublicationProfileQueryVariables> = {
  name: 'PublicationProfileQuery',
  source: /* GraphQL */ `
    query PublicationProfileQuery($slug: String!) {
      publication(slug: $slug) { id domain slug url }
    }
  `,
};

/**
 * reader-experience §7 PublicationProfileMainPublicationQuery (ref): the publication's homepage — header,
 * tabs, sections, masthead and the viewer's edge (§2.6, §3).
 */
export const PublicationProfileMainPublicationQuery: Operation<PublicationProfileMainPublicationQueryData, PublicationProfileMainPublicationQueryVariables> = {
  name: 'PublicationProfileMainPublicationQuery',
  source: /* GraphQL */ `
    query PublicationProfileMainPublicationQuery($ref: PublicationRef!) {
      publicationByRef(ref: $ref) {
        id name slug tagline description url
        avatar { id }
        followGraph { followerCount }
        viewerEdge { id isFollowing isMuting viewerStaffRole }
        navigationItems { title destination value }
        seoMetaTags { description robots }
        editors(roles: [EDITOR], first: 10) { role user { id name username url } }
        newsletterV3 { id showPromo }
        homepage {
          id title description
          header { color { rgb } backgroundImage { id alt focusPercentX focusPercentY } }
          sections { id type title text layout postCount tag { slug displayTitle } posts { ...PostFeedFields } }
        }
      }
      viewer { id socialStats { followingCount } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

/** The main query's variables for the publication at /{slug} (the server's and the page's, so both name the same cache entry). */
export const mainPublicationVars = (slug: string): PublicationProfileMainPublicationQueryVariables => ({ ref: { slug } });

/** The next page of a publication's stream (publicationPostFeed), after its homepage's Latest section. */
export const PublicationPostsQuery: Operation<PublicationPostsQueryData, PublicationPostsQueryVariables> = {
  name: 'PublicationPostsQuery',
  source: /* GraphQL */ `
    query PublicationPostsQuery($slug: String!, $paging: PagingOptions) {
      publication(slug: $slug) { id posts(paging: $paging) { ...PostFeedFields } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};
