// One parse per document (security finding 4): the request guard parses each operation of a request with
// graphql's token limit (MAX_TOKENS) and keeps the document here; yoga's parser reads the same cache
// (parserAndValidationCache.documentCache), so a document is parsed once, and on a miss yoga parses with the
// same limit (request-guard.plugin.ts sets its parse function). Bounded: the least recently used goes first,
// and a document longer than any Quire sends is parsed each time rather than kept, so the cache cannot be
// filled with large documents.
import { GraphQLError, parse, type DocumentNode, type ParseOptions, type Source } from 'graphql';
import { MAX_TOKENS } from '../../../core/graphql/request-limits.ts';

export type DocumentCache = {
  get(source: string): DocumentNode | undefined;
  set(source: string, document: DocumentNode): void;
  /** The document, from the cache or parsed with the token limit; a syntax error is returned, not cached. */
  parse(source: string): DocumentNode | GraphQLError;
};

/** graphql's parse with the token limit: a document of more tokens is refused before it is all read. */
export function parseLimited(source: string | Source, options?: ParseOptions): DocumentNode {
  return parse(source, { ...options, maxTokens: MAX_TOKENS });
}

/** Quire's own documents are a few kilobytes at most. */
const MAX_CACHED_SOURCE = 16 * 1024;

export function createDocumentCache(max = 1000): DocumentCache {
  const documents = new Map<string, DocumentNode>();
  const cache: DocumentCache = {
    get(source) {
      const document = documents.get(source);
      if (document) {
        // Map keeps insertion order: re-inserting marks it recently used.
        documents.delete(source);
        documents.set(source, document);
      }
      return document;
    },
    set(source, document) {
      if (source.length > MAX_CACHED_SOURCE) return;
      documents.delete(source);
      documents.set(source, document);
      if (documents.size > max) documents.delete(documents.keys().next().value!);
    },
    parse(source) {
      const cached = cache.get(source);
      if (cached) return cached;
      try {
        const document = parseLimited(source);
        cache.set(source, document);
        return document;
      } catch (error) {
        if (error instanceof GraphQLError) return error;
        throw error;
      }
    },
  };
  return cache;
}
