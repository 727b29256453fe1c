// The answers the GraphQL endpoint's guard gives a request it refuses (security findings 3, 4, 16, 17): a
// GraphQL error with a stable code and the HTTP status yoga answers with (extensions.http is not sent).
import { GraphQLError } from 'graphql';

export type RefusalCode =
  | 'BAD_REQUEST'
  | 'FORBIDDEN'
  | 'LIMIT_EXCEEDED'
  | 'INTROSPECTION_DISABLED'
  | 'METHOD_NOT_ALLOWED'
  | 'UNSUPPORTED_MEDIA_TYPE';

export function refusal(status: number, code: RefusalCode, message: string, headers?: Record<string, string>): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status, ...(headers ? { headers } : {}) } } });
}

/** A document over one of core/graphql/request-limits.ts's limits. */
export const limitExceeded = (message: string): GraphQLError => refusal(400, 'LIMIT_EXCEEDED', message);

export const isLimitExceeded = (error: GraphQLError): boolean => error.extensions['code'] === 'LIMIT_EXCEEDED';

/** Several refusals at once: yoga answers each (handleError reads `errors`), with the highest status. */
export function refusals(errors: readonly GraphQLError[]): Error {
  return errors.length === 1 ? errors[0]! : new AggregateError(errors, errors.map((e) => e.message).join(' '));
}
