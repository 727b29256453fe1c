// The GraphQL endpoint's guard (security findings 3, 4, 16 and 17), a yoga plugin: it reads a request's
// operations once they are parsed out of its body, and refuses the whole request, before any resolver runs,
// when one of them breaks a rule. Every decision reads the parsed document, never the request's text:
//   - the body is JSON (application/json) or the operation is in the address (GET); anything else is 415;
//     malformed parameters, variables or extensions are 400; U+0000 anywhere in them is 400;
//   - a document that does not parse, or has more than MAX_TOKENS tokens, is 400;
//   - a GET holding a mutation is 405; a mutation without the browser's xsrf token is 403;
//   - a document over the depth, alias, directive or cost limits, or asking introspection in production, is 400;
//   - the single-use mutations (sign-in, reports) may appear once in a request, across its batch and aliases.
// Ordinary validation errors (an unknown field) stay in their own operation's answer, as before.
import type { DocumentNode, GraphQLError, GraphQLSchema, ValidationRule } from 'graphql';
import { validate } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { containsNul } from '../../../core/http/input-text.ts';
import { MAX_SINGLE_USE_MUTATIONS, SINGLE_USE_MUTATIONS } from '../../../core/graphql/request-limits.ts';
import { checkCost } from './cost.ts';
import { parseLimited, type DocumentCache } from './document-cache.ts';
import { limitRules } from './limit-rules.ts';
import { definesMutation, literalHoldsNul, rootMutationFields } from './operations.ts';
import { refusal, refusals } from './request-errors.ts';

export type RequestGuardOptions = {
  schema: GraphQLSchema;
  documents: DocumentCache;
  /** Whether the request carries the browser's xsrf token (app.ts xsrfOk). */
  xsrfOk: (request: Request) => Promise<boolean>;
  /** Most operations in one request (platform-reference §9). */
  maxBatch: number;
  /** Introspection is refused in production. */
  production: boolean;
};

const PARAMETERS: ReadonlySet<string> = new Set(['query', 'variables', 'operationName', 'extensions']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const badRequest = (message: string) => refusal(400, 'BAD_REQUEST', message);

/** The media type of a Content-Type header, lower-cased, without its parameters; null when there is none. */
function mediaTypeOf(request: Request): string | null {
  const header = request.headers.get('content-type');
  return header ? header.split(';')[0]!.trim().toLowerCase() : null;
}

/** GET /_/graphql?query=…&variables=…: yoga's own reader answers malformed JSON with a 500. */
function parseGetParameters(request: Request): GraphQLParams {
  const search = new URL(request.url).searchParams;
  const json = (name: 'variables' | 'extensions'): Record<string, unknown> | undefined => {
    const raw = search.get(name);
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as Record<string, unknown>;
    } catch {
      throw badRequest(`The ${name} parameter is not valid JSON.`);
    }
  };
  return {
    query: search.get('query') ?? undefined,
    operationName: search.get('operationName') ?? undefined,
    variables: json('variables'),
    extensions: json('extensions'),
  };
}

type Operation = { source: string; variables: Record<string, unknown> | undefined; operationName: string | undefined };

/** One operation's parameters, checked for shape and U+0000. */
function checkParameters(params: unknown, index: number | null): Operation {
  const where = index === null ? 'The operation' : `Operation ${index + 1} of the batch`;
  if (!isRecord(params)) throw badRequest(`${where} is not an object of query, variables, operationName and extensions.`);
  for (const key of Object.keys(params)) if (!PARAMETERS.has(key)) throw badRequest(`${where} has an unknown parameter "${key}".`);
  const { query, variables, operationName, extensions } = params;
  if (typeof query !== 'string' || query.trim() === '') throw badRequest(`${where} has no query string.`);
  if (variables != null && !isRecord(variables)) throw badRequest(`${where}: variables must be an object.`);
  if (extensions != null && !isRecord(extensions)) throw badRequest(`${where}: extensions must be an object.`);
  if (operationName != null && typeof operationName !== 'string') throw badRequest(`${where}: operationName must be a string.`);
  if (containsNul(query) || containsNul(variables) || containsNul(extensions) || containsNul(operationName)) {
    throw badRequest(`${where} contains a NUL character (U+0000), which no field accepts.`);
  }
  return { source: query, variables: variables ?? undefined, operationName: operationName ?? undefined };
}

export function requestGuardPlugin(options: RequestGuardOptions): Plugin {
  const rules: ValidationRule[] = limitRules({ production: options.production });
  // The depth, alias, directive and introspection rules read the document alone: judged once per document.
  const judged = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const limitErrorsOf = (document: DocumentNode): readonly GraphQLError[] => {
    let errors = judged.get(document);
    if (!errors) {
      errors = validate(options.schema, document, rules);
      judged.set(document, errors);
    }
    return errors;
  };

  async function guard(request: Request, parsed: GraphQLParams | GraphQLParams[]): Promise<void> {
    const batch = Array.isArray(parsed);
    const list: unknown[] = batch ? parsed : [parsed];
    if (list.length > options.maxBatch) {
      throw refusal(413, 'BAD_REQUEST', `Batching is limited to ${options.maxBatch} operations per request.`);
    }
    const operations = list.map((params, i) => checkParameters(params, batch ? i : null));
    const documents = operations.map((op, i) => {
      const document = options.documents.parse(op.source);
      if (!(document instanceof Error)) return document;
      throw refusal(400, 'BAD_REQUEST', `${batch ? `Operation ${i + 1} of the batch: ` : ''}${document.message}`);
    });
    if (documents.some(literalHoldsNul)) throw badRequest('The request contains a NUL character (U+0000), which no field accepts.');

    if (documents.some(definesMutation)) {
      if (request.method !== 'POST') {
        throw refusal(405, 'METHOD_NOT_ALLOWED', 'Mutations are sent by POST, with the x-xsrf-token header.', { allow: 'POST' });
      }
      // One mutation without the token refuses the whole request: nothing runs.
      if (!(await options.xsrfOk(request))) {
        throw refusal(403, 'FORBIDDEN', 'This request needs a valid xsrf token in the x-xsrf-token header.');
      }
    }

    const refused: GraphQLError[] = [];
    documents.forEach((document, i) => {
      refused.push(...limitErrorsOf(document));
      const cost = checkCost(options.schema, document, operations[i]!.variables, operations[i]!.operationName);
      if (!cost.ok) refused.push(...cost.errors);
    });
    if (refused.length > 0) throw refusals(refused);

    const singleUse = documents.flatMap((document, i) => rootMutationFields(document, operations[i]!.operationName, SINGLE_USE_MUTATIONS));
    if (singleUse.length > MAX_SINGLE_USE_MUTATIONS) {
      throw refusal(
        400,
        'LIMIT_EXCEEDED',
        `${[...new Set(singleUse)].join(', ')} may be sent once a request; this one asks ${singleUse.length} times. Nothing was run.`,
      );
    }
  }

  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method === 'POST' && mediaTypeOf(request) !== 'application/json') {
        throw refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'The GraphQL endpoint takes a POST of application/json, or a query by GET.', {
          accept: 'application/json',
        });
      }
      if (request.method === 'GET') setRequestParser(parseGetParameters);
      return {
        onRequestParseDone: ({ requestParserResult }) => guard(request, requestParserResult),
      };
    },
    // On a cache miss yoga parses again: with the same token limit.
    onParse({ setParseFn }) {
      setParseFn(parseLimited);
    },
  };
}
