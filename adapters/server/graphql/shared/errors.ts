// The expected errors resolvers answer with: a GraphQL error whose extensions.code the client reads
// (masked errors keep these messages; anything else reaches the client as "Unexpected error.").
import { GraphQLError } from 'graphql';
import { withinBound, type Bound } from '../../../../core/graphql/input-bounds.ts';

export type ResolverErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'BAD_REQUEST'
  | 'RATE_LIMITED'
  | 'REAUTHENTICATION_REQUIRED';

export const resolverError = (code: ResolverErrorCode, message: string): GraphQLError => new GraphQLError(message, { extensions: { code } });

export const badInput = (message: string): GraphQLError => resolverError('BAD_USER_INPUT', message);

export const notFound = (message: string): GraphQLError => resolverError('NOT_FOUND', message);

export const forbidden = (message: string): GraphQLError => resolverError('FORBIDDEN', message);

/** A request the server cannot serve from where it came (server rendering has no browser, no services). */
export const badRequest = (message: string): GraphQLError => resolverError('BAD_REQUEST', message);

export const unauthenticated = (message = 'Sign in first.'): GraphQLError => resolverError('UNAUTHENTICATED', message);

/** A list argument within its bound (core/graphql/input-bounds.ts), or BAD_USER_INPUT with the bound's message. */
export function bounded(value: unknown, bound: Bound): number {
  const checked = withinBound(value, bound);
  if (!checked.ok) throw badInput(checked.message);
  return checked.value;
}
