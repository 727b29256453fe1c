// Security findings 4 and 17: the validation rules every document from outside is held to, besides graphql's
// own — graphql-armor's depth, alias and directive limits (core/graphql/request-limits.ts) and, in
// production, graphql's rule against introspection. Each reports a GraphQL error with a code, never throws.
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext, type ValidationRule } from 'graphql';
import { MAX_ALIASES, MAX_DEPTH, MAX_DIRECTIVES } from '../../../core/graphql/request-limits.ts';
import { limitExceeded, refusal } from './request-errors.ts';

/** graphql-armor's options: report the refusal as a validation error (its message without the "Syntax Error: " it adds). */
const reported = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(limitExceeded(error.message.replace(/^Syntax Error: /, '')))],
};

/** A rule whose errors carry `code` (graphql's own rules report plain errors). */
function withCode(rule: ValidationRule, status: number, code: 'INTROSPECTION_DISABLED'): ValidationRule {
  return (context) =>
    rule(
      Object.create(context, {
        reportError: { value: (error: GraphQLError) => context.reportError(refusal(status, code, error.message)) },
      }) as ValidationContext,
    );
}

export function limitRules(options: { production: boolean }): ValidationRule[] {
  return [
    maxDepthRule({ n: MAX_DEPTH, flattenFragments: true, ...reported }),
    maxAliasesRule({ n: MAX_ALIASES, ...reported }),
    maxDirectivesRule({ n: MAX_DIRECTIVES, ...reported }),
    ...(options.production ? [withCode(NoSchemaIntrospectionCustomRule, 400, 'INTROSPECTION_DISABLED')] : []),
  ];
}
