// `npm run codegen`: the TypeScript types of the GraphQL layer, generated from the schema's SDL (each feature's
// `*.graphql.ts` under adapters/server/graphql/) and the browser's documents (ui/). Offline: both are read from
// the files, never from a running server. specs/graphql-codegen.spec.ts fails when the committed files are stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

export const RESOLVERS_TYPES = 'adapters/server/graphql/generated/resolvers-types.ts';
export const OPERATIONS_TYPES = 'ui/generated/operations.ts';

const core = (file: string, type: string) => `../../../../core/${file}#${type}`;

/** A resolver's parent is the domain's or the store's own type, as the loaders and repositories hand it over. */
const MAPPERS: Record<string, string> = {
  User: core('content/entities.ts', 'User'),
  Viewer: core('content/entities.ts', 'User'),
  ViewerEdge: core('content/entities.ts', 'User'),
  Post: core('content/entities.ts', 'PostSummary'),
  Publication: core('content/entities.ts', 'Publication'),
  PublicationHomepage: core('content/entities.ts', 'Publication'),
  PublicationEditor: core('content/entities.ts', 'PublicationEditor'),
  PublicationSection: core('ports/publications-repository.port.ts', 'PublicationSection'),
  PublicationSettings: core('ports/publication-settings.port.ts', 'PublicationSettings'),
  Subpage: core('ports/publication-settings.port.ts', 'SubpageRow'),
  FeaturePage: core('ports/feature-pages.port.ts', 'FeaturePageRow'),
  Topic: core('content/entities.ts', 'Topic'),
  Tag: core('content/entities.ts', 'Tag'),
  MembershipStatus: core('membership/types.ts', 'MembershipStatus'),
  SearchPostHit: core('search/search-hits.ts', 'PostHit'),
  SearchUserHit: core('search/search-hits.ts', 'UserHit'),
  SearchCollectionHit: core('search/search-hits.ts', 'CollectionHit'),
  SearchTagHit: core('search/search-hits.ts', 'TagHit'),
  Catalog: core('ports/lists-repository.port.ts', 'CatalogRecord'),
  CatalogItem: core('ports/lists-repository.port.ts', 'CatalogItemView'),
  Highlight: core('ports/highlights-repository.port.ts', 'HighlightRecord'),
  ReadingHistoryItem: core('ports/reading-history-repository.port.ts', 'ReadingHistoryEntry'),
  Notification: core('ports/notifications-repository.port.ts', 'NotificationRecord'),
  AccountSettings: '../../../postgres/account.repository.ts#AccountSettingsView',
  Series: '../../../postgres/reader-pages.repository.ts#SeriesRecord',
  Book: '../../../postgres/reader-pages.repository.ts#BookRecord',
  TagWriter: '../../../postgres/reader-pages.repository.ts#TagWriter',
};

const config: CodegenConfig = {
  overwrite: true,
  schema: ['adapters/server/graphql/**/*.graphql.ts'],
  documents: ['ui/**/*.{ts,tsx}', '!ui/**/*.test.{ts,tsx}', '!ui/generated/**'],
  generates: {
    [RESOLVERS_TYPES]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#GraphQLContext',
        mappers: MAPPERS,
        mapperTypeSuffix: 'Model',
        // Union members carry __typename, which their __resolveType reads.
        resolversNonOptionalTypename: { unionMember: true },
      },
    },
    [OPERATIONS_TYPES]: {
      plugins: ['typescript', 'typescript-operations'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        skipTypename: true,
        // An answer has every field it asked for: null where the schema allows it, never missing.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        // HomeFeedQuery's types are HomeFeedQueryData and HomeFeedQueryVariables, beside the HomeFeedQuery operation.
        dedupeOperationSuffix: true,
        operationResultSuffix: 'Data',
      },
    },
  },
};

export default config;
