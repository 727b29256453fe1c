// Who to follow (the home page's right column): writers who have published and publications, most followed
// first, leaving out the reader, whoever and whatever they already follow or muted, and publications they
// work on. A logged-out visitor gets the most followed of all.
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.types.ts';

export type Suggestion = { kind: 'user' | 'collection'; id: string };

export type SuggestionsRepository = ReturnType<typeof suggestionsRepository>;

export function suggestionsRepository(db: Kysely<Database>) {
  return {
    async whoToFollow(viewerId: string | null, limit: number): Promise<Suggestion[]> {
      const viewer = viewerId ?? '';
      const { rows } = await sql<Suggestion & { followers: string }>`
        select * from (
          select 'user' as kind, u.id, (select count(*) from user_follows f where f.followee_id = u.id) as followers
          from users u
          where u.id <> ${viewer}
            and exists (select 1 from posts p where p.creator_id = u.id and p.published_at is not null and p.visibility <> 'UNLISTED')
            and not exists (select 1 from user_follows f where f.follower_id = ${viewer} and f.followee_id = u.id)
            and not exists (select 1 from user_mutes m where m.muter_id = ${viewer} and m.mutee_id = u.id)
          union all
          select 'collection' as kind, pb.id, (select count(*) from publication_follows f where f.publication_id = pb.id) as followers
          from publications pb
          where not exists (select 1 from publication_follows f where f.follower_id = ${viewer} and f.publication_id = pb.id)
            and not exists (select 1 from publication_mutes m where m.user_id = ${viewer} and m.publication_id = pb.id)
            and not exists (select 1 from publication_editors e where e.user_id = ${viewer} and e.publication_id = pb.id)
        ) as candidates
        order by followers desc, kind, id
        limit ${limit}`.execute(db);
      return rows.map(({ kind, id }) => ({ kind, id }));
    },
  };
}
