// Security finding 4: each document is parsed once, with graphql's token limit, into a bounded cache that
// large documents cannot fill.
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_TOKENS } from '../../../core/graphql/request-limits.ts';
import { createDocumentCache } from './document-cache.ts';

describe('the parsed-document cache (security finding 4)', () => {
  it('parses a document once and answers the same document after', () => {
    const cache = createDocumentCache();
    const first = cache.parse('{ topics { slug } }');
    expect(first).not.toBeInstanceOf(GraphQLError);
    expect(cache.parse('{ topics { slug } }')).toBe(first);
    expect(cache.get('{ topics { slug } }')).toBe(first);
  });

  it('returns a syntax error and keeps nothing, the token limit included', () => {
    const cache = createDocumentCache();
    expect(cache.parse('{ topics {')).toBeInstanceOf(GraphQLError);
    const long = `{${' __typename'.repeat(MAX_TOKENS)} }`;
    const refused = cache.parse(long);
    expect(refused).toBeInstanceOf(GraphQLError);
    expect((refused as GraphQLError).message).toMatch(/2000 tokens/);
    expect(cache.get(long)).toBeUndefined();
  });

  it('drops the least recently used document first, and never keeps a document longer than 16 KB', () => {
    const cache = createDocumentCache(2);
    const a = cache.parse('{ a: __typename }');
    cache.parse('{ b: __typename }');
    cache.get('{ a: __typename }');
    cache.parse('{ c: __typename }');
    expect(cache.get('{ a: __typename }')).toBe(a);
    expect(cache.get('{ b: __typename }')).toBeUndefined();
    const large = `{ __typename } # ${'x'.repeat(20_000)}`;
    expect(cache.parse(large)).not.toBeInstanceOf(GraphQLError);
    expect(cache.get(large)).toBeUndefined();
  });
});
