// A user the store must hold (a story's writer, a publication's editor): one missing is a server fault.
import type { User } from '../../../../core/content/entities.ts';
import type { GraphQLContext } from '../context.ts';

export async function loadUser(ctx: GraphQLContext, id: string): Promise<User> {
  const user = await ctx.loaders.userById.load(id);
  if (!user) throw new Error(`Post creator ${id} is missing`);
  return user;
}
