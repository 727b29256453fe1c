// A publication's homepage (publication-profile): its query and the next pages of its stream. Apart from
// ui/queries.ts so that only this page's JavaScript carries them.
import { POST_CARD_FIELDS, type Operation, type PagingData, type PostCardData } from './post-card-fields.ts';

export type FeedPageData = { items: { feedId: string; post: PostCardData }[]; pagingInfo: { next: PagingData } };

export type PublicationSectionData = {
  id: string;
  type: 'FEATURED' | 'LATEST' | 'TAG';
  title: string;
  layout: 'GRID' | 'LIST';
  postCount: number;
  tag: { slug: string; displayTitle: string } | null;
  posts: FeedPageData;
};

export type PublicationProfileData = {
  publication: {
    id: string;
    name: string;
    slug: string;
    tagline: string;
    description: string;
    url: string;
    avatar: { id: string } | null;
    followGraph: { followerCount: number };
    viewerEdge: { isFollowing: boolean; isMuting: boolean; viewerStaffRole: 'OWNER' | 'EDITOR' | 'WRITER' | null };
    navigationItems: { title: string; destination: string; value: string }[];
    editors: { role: string; user: { id: string; name: string; username: string; url: string } }[];
    homepage: {
      id: string;
      title: string;
      description: string;
      header: {
        color: { rgb: string } | null;
        backgroundImage: { id: string; alt: string; focusPercentX: number; focusPercentY: number } | null;
      };
      sections: PublicationSectionData[];
    };
  } | null;
  viewer: { id: string; socialStats: { followingCount: number } } | null;
};

/** reader-experience §2.6 and §3: a publication's homepage — header, tabs, sections, masthead and the viewer's edge. */
export const PublicationProfileQuery: Operation<PublicationProfileData, { slug: string }> = {
  name: 'PublicationProfileQuery',
  source: /* GraphQL */ `
    query PublicationProfileQuery($slug: String!) {
      publication(slug: $slug) {
        id name slug tagline description url
        avatar { id }
        followGraph { followerCount }
        viewerEdge { id isFollowing isMuting viewerStaffRole }
        navigationItems { title destination value }
        editors(roles: [EDITOR], first: 10) { role user { id name username url } }
        homepage {
          id title description
          header { color { rgb } backgroundImage { id alt focusPercentX focusPercentY } }
          sections {
            id type title layout postCount
            tag { slug displayTitle }
            posts { items { feedId post { ${POST_CARD_FIELDS} } } pagingInfo { next { limit to } } }
          }
        }
      }
      viewer { id socialStats { followingCount } }
    }
  `,
};

export type PublicationPostsData = { publication: { id: string; posts: FeedPageData } | null };

/** The next page of a publication's stream (publicationPostFeed), after its homepage's Latest section. */
export const PublicationPostsQuery: Operation<PublicationPostsData, { slug: string; paging: { limit: number; to?: string } }> = {
  name: 'PublicationPostsQuery',
  source: /* GraphQL */ `
    query PublicationPostsQuery($slug: String!, $paging: PagingOptions) {
      publication(slug: $slug) { id posts(paging: $paging) { items { feedId post { ${POST_CARD_FIELDS} } } pagingInfo { next { limit to } } } }
    }
  `,
};
