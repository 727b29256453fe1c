// platform-reference §3: the event source context — fields joined in fixed positions with dashes; a dash
// inside a value becomes an underscore, so the positions always read back — and the source ids.
export const SOURCE_CONTEXT_FIELDS = [
  'name',
  'userId',
  'dimension',
  'collectionId',
  'postId',
  'tagSlug',
  'promoId',
  'index',
  'postFeedReason',
  'catalogId',
  'topicId',
  'authorId',
  'susiEntry',
  'sectionType',
  'feedId',
  'rankPosition',
  'notificationType',
  'newsletterV3Id',
  'rankedModuleType',
  'highlightGroupId',
  'quoteId',
] as const;

export type SourceContextField = (typeof SOURCE_CONTEXT_FIELDS)[number];
export type SourceContext = Partial<Record<SourceContextField, string | number>>;

export const SOURCE_IDS = {
  NONE: 1,
  FEATURED_STORIES: 20,
  FEATURED_WRITER: 21,
  MOST_POPULAR_STORIES_IN_TOPIC: 23,
  READ_NEXT_SIDEBAR: 25,
  YOUR_TOPICS: 27,
  RELATED_TAGS: 28,
  TOP_WRITERS: 29,
  RECOMMENDED_TOPICS: 30,
  HOMEPAGE_FILTERED_TAG: 31,
} as const;

export function encodeSourceContext(context: SourceContext): string {
  return SOURCE_CONTEXT_FIELDS.map((field) => {
    const value = context[field];
    return value === undefined || value === null ? '' : String(value).replace(/-/g, '_');
  }).join('-');
}

/** Reads an encoded context back (values with dashes come back with underscores). */
export function decodeSourceContext(source: string): SourceContext {
  const parts = source.split('-');
  const context: SourceContext = {};
  SOURCE_CONTEXT_FIELDS.forEach((field, i) => {
    const value = parts[i];
    if (value) context[field] = value;
  });
  return context;
}
