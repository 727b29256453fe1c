// Security finding 4: what one document costs (graphql-query-complexity with core's list rule), GitHub-style:
// each field 1, a list field's children multiplied by the items it asks for (`first`, `limit`, a feed's
// paging or a search's requests). Over MAX_COST, a `first`/`limit` over MAX_LIST_SIZE, or too many fields to
// weigh: refused. Variables that do not fit the operation are left to the executor, which refuses them
// before any resolver runs (the cost of such an operation is not computed).
import { validate, type DocumentNode, type GraphQLError, type GraphQLField, type GraphQLSchema } from 'graphql';
import { createComplexityRule, type ComplexityEstimator } from 'graphql-query-complexity';
import { fieldCost, listSizeOf, MAX_COST, MAX_LIST_SIZE, MAX_WEIGHED_SELECTIONS } from '../../../core/graphql/request-limits.ts';
import { isLimitExceeded, limitExceeded } from './request-errors.ts';

const argumentNames = new WeakMap<GraphQLField<unknown, unknown>, ReadonlySet<string>>();
function argumentNamesOf(field: GraphQLField<unknown, unknown>): ReadonlySet<string> {
  let names = argumentNames.get(field);
  if (!names) {
    names = new Set(field.args.map((a) => a.name));
    argumentNames.set(field, names);
  }
  return names;
}

export type CostCheck = { ok: true; cost: number } | { ok: false; errors: GraphQLError[] };

export function checkCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): CostCheck {
  const tooLarge = new Map<string, GraphQLError>();
  const estimator: ComplexityEstimator = ({ args, childComplexity, field, type }) => {
    const size = listSizeOf(args, argumentNamesOf(field));
    if (size.kind === 'tooLarge') {
      const message = `${type.name}.${field.name} asks for ${size.value} items (${size.argument}); at most ${MAX_LIST_SIZE}.`;
      tooLarge.set(message, limitExceeded(message));
    }
    return fieldCost(size, childComplexity);
  };
  let cost = 0;
  const rule = createComplexityRule({
    maximumComplexity: MAX_COST,
    estimators: [estimator],
    ...(variables ? { variables } : {}),
    ...(operationName ? { operationName } : {}),
    maxQueryNodes: MAX_WEIGHED_SELECTIONS,
    onComplete: (complexity) => {
      cost = complexity;
    },
    createError: (max, actual) => limitExceeded(`The operation costs ${actual}; at most ${max}.`),
  });
  let reported: readonly GraphQLError[];
  try {
    reported = validate(schema, document, [rule]);
  } catch {
    // graphql-query-complexity throws once it has weighed MAX_WEIGHED_SELECTIONS selections.
    return { ok: false, errors: [limitExceeded(`The operation selects more than ${MAX_WEIGHED_SELECTIONS} fields once its fragments are spread.`)] };
  }
  const errors = [...tooLarge.values(), ...reported.filter(isLimitExceeded)];
  return errors.length > 0 ? { ok: false, errors } : { ok: true, cost };
}
