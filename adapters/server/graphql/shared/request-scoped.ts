// Per-request state that the operations of a batch share. The context factory (graphql.ts) makes one
// context per HTTP request, but yoga hands each operation of a batch its own copy of that object, so
// state keyed on the context object itself would be per operation: twenty feed queries in a batch
// would each read their cards' counts again. The request's loaders object is what every copy shares.
import type { GraphQLContext } from '../context.ts';

export type RequestScoped<T> = {
  /** The request's value, made on first use. */
  of(ctx: GraphQLContext): T;
  /** Sets the request's value (one known before the first use). */
  set(ctx: GraphQLContext, value: T): void;
  /** Drops the request's value (after a write made it stale); the next use makes it anew. */
  forget(ctx: GraphQLContext): void;
};

export function requestScoped<T>(make: (ctx: GraphQLContext) => T): RequestScoped<T> {
  const values = new WeakMap<object, T>();
  return {
    of(ctx) {
      if (values.has(ctx.loaders)) return values.get(ctx.loaders)!;
      const value = make(ctx);
      values.set(ctx.loaders, value);
      return value;
    },
    set(ctx, value) {
      values.set(ctx.loaders, value);
    },
    forget(ctx) {
      values.delete(ctx.loaders);
    },
  };
}
