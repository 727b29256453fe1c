// Security finding 4: the limits (core/graphql/request-limits.ts) leave room for what Quire itself sends.
// Every operation the pages run (the renderer's, through page-data.ts) and the browser sends is valid, within
// the depth, alias, directive and token limits, costs at most a third of the budget with the largest pages a
// reader can ask for, and is not refused for asking introspection in production.
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  Lexer,
  Source,
  TokenKind,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT } from '../../../core/feed/paging.ts';
import { MAX_COST, MAX_TOKENS } from '../../../core/graphql/request-limits.ts';
import { checkCost } from '../graphql/cost.ts';
import { parseLimited } from '../graphql/document-cache.ts';
import { schema } from '../graphql/graphql.ts';
import { limitRules } from '../graphql/limit-rules.ts';
import * as follow from '../../../ui/following/follow-operations.ts';
import * as following from '../../../ui/following/following-queries.ts';
import * as membershipOperations from '../../../ui/membership/membership-operations.ts';
import * as membershipQueries from '../../../ui/membership/membership-queries.ts';
import * as plans from '../../../ui/membership/plans-queries.ts';
import * as publication from '../../../ui/publication-queries.ts';
import * as reading from '../../../ui/queries.ts';
import * as search from '../../../ui/search/search-queries.ts';
import * as topics from '../../../ui/topic-queries.ts';

/** Every exported operation ({ name, source }) and bare document of the modules that hold Quire's operations. */
function operations(): { name: string; source: string }[] {
  const found = new Map<string, string>();
  for (const module of [reading, topics, publication, following, follow, membershipOperations, membershipQueries, plans, search]) {
    for (const [key, value] of Object.entries(module)) {
      if (typeof value === 'object' && value !== null && typeof (value as { source?: unknown }).source === 'string') {
        found.set((value as { name?: string }).name ?? key, (value as { source: string }).source);
      } else if (typeof value === 'string' && /^\s*(query|mutation)\b/.test(value)) {
        found.set(key, value);
      }
    }
  }
  return [...found].map(([name, source]) => ({ name, source }));
}

function tokensOf(source: string): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

/** A value of an input type, for variables the operation requires. */
function sample(type: GraphQLInputType): unknown {
  const t = getNullableType(type);
  if (isListType(t)) return [sample(t.ofType)];
  if (isEnumType(t)) return t.getValues()[0]!.value;
  if (isInputObjectType(t)) {
    return Object.fromEntries(Object.values(t.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.type)]));
  }
  return ({ String: 'x', ID: 'x', Int: 1, Float: 1, Boolean: true } as Record<string, unknown>)[t.name];
}

/** The largest variables a page asks with: feeds at their largest page, lists at 25, search as the pages ask it. */
function largestVariables(name: string, document: DocumentNode): Record<string, unknown> {
  if (name === 'SearchPageQuery') return search.searchPageVars('posts', 'x', null)!;
  if (name === 'PredictiveSearchQuery') {
    return { query: 'x', requests: ['posts', 'users', 'collections', 'tags'].map((index) => ({ index, paging: { limit: 8 } })) };
  }
  const variables: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, v.type as never) as GraphQLInputType;
      const named = getNullableType(type);
      if ('name' in named && named.name === 'PagingOptions') variables[v.variable.name.value] = { limit: MAX_PAGE_LIMIT };
      else if (v.variable.name.value === 'first' || v.variable.name.value === 'limit') variables[v.variable.name.value] = 25;
      else if (isNonNullType(type)) variables[v.variable.name.value] = sample(type);
    }
  }
  return variables;
}

describe('security finding 4: the limits leave room for every operation Quire sends', () => {
  const all = operations();

  it('finds the operations of the reading, topic, publication, following, follow, membership and search pages', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.map((o) => o.name)).toEqual(expect.arrayContaining(['HomeFeedQuery', 'PostPageQuery', 'UserFollowersQuery', 'SearchPageQuery', 'SEARCH_CLICK_MUTATION']));
  });

  for (const { name, source } of operations()) {
    it(`security finding 4: ${name} is within every limit, at most a third of the cost budget`, () => {
      expect(tokensOf(source)).toBeLessThanOrEqual(MAX_TOKENS / 4);
      const document = parseLimited(source);
      expect(validate(schema, document)).toEqual([]);
      expect(validate(schema, document, limitRules({ production: true }))).toEqual([]);
      // A cost of 0 would mean the variables did not fit and nothing was weighed.
      const cost = checkCost(schema, document, largestVariables(name, document), undefined);
      expect(cost).toMatchObject({ ok: true });
      if (cost.ok) {
        expect(cost.cost).toBeGreaterThan(0);
        expect(cost.cost).toBeLessThanOrEqual(MAX_COST / 3);
      }
    });
  }
});
