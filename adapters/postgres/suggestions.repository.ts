// Who to follow (the home page's right column): writers who have published and publications, most followed
// first, leaving out the reader, whoever and whatever they already follow or muted, and publications they
// work on. A logged-out visitor gets the most followed of all.
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.types.ts';
import { listedPost } from './posts.repository.ts';

export type Suggestion = { kind: 'user' | 'collection'; id: string };

export type SuggestionsRepository = ReturnType<typeof suggestionsRepository>;

export function suggestionsRepository(db: Kysely<Database>) {
  return {
    async whoToFollow(viewerId: string | null, limit: number): Promise<Suggestion[]> {
      const viewer = viewerId ?? '';
      // Counts come from one grouped pass over each follows table, not a count per candidate.
      const { rows } = await sql<Suggestion & { followers: string }>`
        with user_counts as (
          select followee_id as id, count(*) as followers from user_follows group by followee_id
        ), publication_counts as (
          select publication_id as id, count(*) as followers from publication_follows group by publication_id
        ), writers as (
          select distinct creator_id as id from posts where ${listedPost()}
        )
        select * from (
          select 'user' as kind, w.id, coalesce(c.followers, 0) as followers
          from writers w left join user_counts c on c.id = w.id
          where w.id <> ${viewer}
            and w.id not in (select followee_id from user_follows where follower_id = ${viewer})
            and w.id not in (select mutee_id from user_mutes where muter_id = ${viewer})
          union all
          select 'collection' as kind, pb.id, coalesce(c.followers, 0) as followers
          from publications pb left join publication_counts c on c.id = pb.id
          where pb.id not in (select publication_id from publication_follows where follower_id = ${viewer})
            and pb.id not in (select publication_id from publication_mutes where user_id = ${viewer})
            and pb.id not in (select publication_id from publication_editors where user_id = ${viewer})
        ) as candidates
        order by followers desc, kind, id
        limit ${limit}`.execute(db);
      return rows.map(({ kind, id }) => ({ kind, id }));
    },
  };
}
