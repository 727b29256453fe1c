// The browser's operations for the stats pages (adapters/server/graphql/stats/): the server preloads them; a period
// tab is a link, so each period is its own page load and preload.
import type {
  UserStatsQueryData,
  UserStatsQueryVariables,
  ResponseStatsQueryData,
  ResponseStatsQueryVariables,
  UserPostStatsQueryData,
  UserPostStatsQueryVariables,
  AudienceDetailsQueryData,
  AudienceDetailsQueryVariables,
  PublicationStatsOverviewQueryData,
  PublicationStatsOverviewQueryVariables,
  AudienceStatsQueryData,
  AudienceStatsQueryVariables,
  PostStatsQueryData,
  PostStatsQueryVariables,
  PostReferrersQueryData,
  PostReferrersQueryVariables,
  PublicationDigestStatsQueryData,
  PublicationDigestStatsQueryVariables,
  PublicationStatsQueryData,
  PublicationStatsQueryVariables,
  WriterStatsQueryData,
  WriterStatsQueryVariables,
  NewsletterStatsQueryData,
  NewsletterStatsQueryVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const WriterStatsQuery: Operation<WriterStatsQueryData, WriterStatsQueryVariables> = {
  name: 'WriterStatsQuery',
  source: /* GraphQL */ `
    query WriterStatsQuery($period: String!) {
      writerStats(period: $period) {
        __typename
        ... on WriterStats { window { period from to unit } totals { views reads readRatio memberReadingSeconds claps responses highlights } series { bucket views reads readRatio memberReadingSeconds claps responses highlights } stories { post { id title url firstPublishedAt } statsUrl views reads readRatio memberReadingSeconds claps responses highlights } audience { window { period from to unit } followers subscribers followersGained subscribersGained series { bucket followersGained followersLost subscribersGained subscribersLost } } }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};

export const PostStatsQuery: Operation<PostStatsQueryData, PostStatsQueryVariables> = {
  name: 'PostStatsQuery',
  source: /* GraphQL */ `
    query PostStatsQuery($postId: ID!, $period: String!) {
      postStats(postId: $postId, period: $period) {
        __typename
        ... on PostStats { post { id title url firstPublishedAt } window { period from to unit } totals { views reads readRatio memberReadingSeconds claps responses highlights } series { bucket views reads readRatio memberReadingSeconds claps responses highlights } sources { source label views } }
        ... on Forbidden { message }
        ... on NotFound { message }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};

export const AudienceStatsQuery: Operation<AudienceStatsQueryData, AudienceStatsQueryVariables> = {
  name: 'AudienceStatsQuery',
  source: /* GraphQL */ `
    query AudienceStatsQuery($username: String!, $period: String!) {
      audienceStats(username: $username, period: $period) {
        __typename
        ... on AudienceStats { user { id name username url } exportUrl audience { window { period from to unit } followers subscribers followersGained subscribersGained series { bucket followersGained followersLost subscribersGained subscribersLost } } }
        ... on Forbidden { message }
        ... on NotFound { message }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};

export const PublicationStatsQuery: Operation<PublicationStatsQueryData, PublicationStatsQueryVariables> = {
  name: 'PublicationStatsQuery',
  source: /* GraphQL */ `
    query PublicationStatsQuery($slug: String!, $period: String!) {
      publicationStats(slug: $slug, period: $period) {
        __typename
        ... on PublicationStats { publication { id name slug url } window { period from to unit } totals { views reads readRatio memberReadingSeconds claps responses highlights } series { bucket views reads readRatio memberReadingSeconds claps responses highlights } stories { post { id title url firstPublishedAt } statsUrl views reads readRatio memberReadingSeconds claps responses highlights } audience { window { period from to unit } followers subscribers followersGained subscribersGained series { bucket followersGained followersLost subscribersGained subscribersLost } } }
        ... on Forbidden { message }
        ... on NotFound { message }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};

export const PublicationDigestStatsQuery: Operation<PublicationDigestStatsQueryData, PublicationDigestStatsQueryVariables> = {
  name: 'PublicationDigestStatsQuery',
  source: /* GraphQL */ `
    query PublicationDigestStatsQuery($slug: String!) {
      publicationDigestStats(slug: $slug) {
        __typename
        ... on PublicationDigestStats { publication { id name slug url } subscribers digests { post { id title url } queuedAt recipients sent pending failed } }
        ... on Unauthorized { message }
        ... on Forbidden { message }
        ... on NotFound { message }
      }
    }
  `,
};

export const UserStatsQuery: Operation<UserStatsQueryData, UserStatsQueryVariables> = {
  name: 'UserStatsQuery',
  source: /* GraphQL */ `
    query UserStatsQuery($period: String!, $username: String!) {
      writerStats(period: $period, username: $username) {
        __typename
        ... on WriterStats { window { period from to unit } totals { views reads readRatio memberReadingSeconds claps responses highlights } series { bucket views reads readRatio memberReadingSeconds claps responses highlights } stories { post { id title url firstPublishedAt } statsUrl views reads readRatio memberReadingSeconds claps responses highlights } audience { window { period from to unit } followers subscribers followersGained subscribersGained series { bucket followersGained followersLost subscribersGained subscribersLost } } }
        ... on Forbidden { message }
        ... on NotFound { message }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};

export const ResponseStatsQuery: Operation<ResponseStatsQueryData, ResponseStatsQueryVariables> = {
  name: 'ResponseStatsQuery',
  source: /* GraphQL */ `
    query ResponseStatsQuery($period: String!) {
      responseStats(period: $period) {
        __typename
        ... on ResponseStats { window { period from to unit } totals { views reads readRatio memberReadingSeconds claps responses highlights } series { bucket views reads readRatio memberReadingSeconds claps responses highlights } responses { post { id title url firstPublishedAt inResponseToPost { id title url } } statsUrl views reads readRatio memberReadingSeconds claps responses highlights } }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};

export const UserPostStatsQuery: Operation<UserPostStatsQueryData, UserPostStatsQueryVariables> = {
  name: 'UserPostStatsQuery',
  source: /* GraphQL */ `
    query UserPostStatsQuery($postId: ID!, $period: String!, $username: String!) {
      postStats(postId: $postId, period: $period, username: $username) {
        __typename
        ... on PostStats { post { id title url firstPublishedAt } window { period from to unit } totals { views reads readRatio memberReadingSeconds claps responses highlights } series { bucket views reads readRatio memberReadingSeconds claps responses highlights } sources { source label views } }
        ... on Forbidden { message }
        ... on NotFound { message }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};

export const AudienceDetailsQuery: Operation<AudienceDetailsQueryData, AudienceDetailsQueryVariables> = {
  name: 'AudienceDetailsQuery',
  source: /* GraphQL */ `
    query AudienceDetailsQuery($username: String!, $details: String!, $period: String!) {
      audienceDetails(username: $username, details: $details, period: $period) {
        __typename
        ... on AudienceDetails { user { id name username url } details label window { period from to unit } now gained lost series { bucket gained lost net total } exportUrl }
        ... on Forbidden { message }
        ... on NotFound { message }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};

export const PublicationStatsOverviewQuery: Operation<PublicationStatsOverviewQueryData, PublicationStatsOverviewQueryVariables> = {
  name: 'PublicationStatsOverviewQuery',
  source: /* GraphQL */ `
    query PublicationStatsOverviewQuery($slug: String!, $period: String!) {
      publicationStatsOverview(slug: $slug, period: $period) {
        __typename
        ... on PublicationStatsOverview { publication { id name slug url } window { period from to unit } totals { views reads readRatio memberReadingSeconds claps responses highlights } previous { from to totals { views reads readRatio memberReadingSeconds claps responses highlights } } sources { source label views } writers { user { id name username url } stories views reads readRatio memberReadingSeconds claps responses highlights } audience { window { period from to unit } followers subscribers followersGained subscribersGained series { bucket followersGained followersLost subscribersGained subscribersLost } } }
        ... on Forbidden { message }
        ... on NotFound { message }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};

export const NewsletterStatsQuery: Operation<NewsletterStatsQueryData, NewsletterStatsQueryVariables> = {
  name: 'NewsletterStatsQuery',
  source: /* GraphQL */ `
    query NewsletterStatsQuery($newsletterId: ID!, $period: String!) {
      newsletterStats(newsletterId: $newsletterId, period: $period) {
        __typename
        ... on NewsletterStats { newsletterId name ownerName ownerUrl manageUrl window { period from to unit } subscribers gained lost series { bucket gained lost net total } issues { post { id title url } queuedAt recipients sent pending failed } }
        ... on Forbidden { message }
        ... on NotFound { message }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};

/** /p/{postId}/referrers: a story's views by traffic source over the period (no per-day series). */
export const PostReferrersQuery: Operation<PostReferrersQueryData, PostReferrersQueryVariables> = {
  name: 'PostReferrersQuery',
  source: /* GraphQL */ `
    query PostReferrersQuery($postId: ID!, $period: String!) {
      postStats(postId: $postId, period: $period) {
        __typename
        ... on PostStats { post { id title url } window { period from to unit } sources { source label views } }
        ... on Forbidden { message }
        ... on NotFound { message }
        ... on Unauthorized { message } ... on BadRequest { message }
      }
    }
  `,
};
