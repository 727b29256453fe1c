// The browser's operations for the stats pages (adapters/server/graphql/stats/): the server preloads them; a period
// tab is a link, so each period is its own page load and preload.
import type {
  AudienceStatsQueryData,
  AudienceStatsQueryVariables,
  PostStatsQueryData,
  PostStatsQueryVariables,
  PublicationDigestStatsQueryData,
  PublicationDigestStatsQueryVariables,
  PublicationStatsQueryData,
  PublicationStatsQueryVariables,
  WriterStatsQueryData,
  WriterStatsQueryVariables,
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
