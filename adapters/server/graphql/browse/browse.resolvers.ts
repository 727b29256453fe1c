// Resolvers for browse.graphql.ts: bounded index reads (browse.repository.ts), their input checked by core's rules.
import { parseRankPaging, rankPageOf } from '../../../../core/feed/rank-cursor.ts';
import { archiveRange, isArchiveDate, type ArchiveDate } from '../../../../core/publication/archive.ts';
import { dayFromBrowseDate } from '../../../../core/browse/top-stories.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput } from '../shared/errors.ts';
import { feedPage } from '../shared/feed-page.ts';

export const browseResolvers: Resolvers = {
  Tag: {
    archive(tag, args, ctx) {
      const date: ArchiveDate = { year: args.year };
      if (args.month != null) date.month = args.month;
      if (args.day != null) date.day = args.day;
      if (!isArchiveDate(date)) throw badInput('The archive has years from 1970, months 1 to 12 and the days each month has.');
      const range = archiveRange(date, 'UTC');
      return feedPage(args.paging, (id) => `tag-archive:${tag.slug}:${id}`, (limit, after) => ctx.repos.browse.tagArchive(tag.slug, range, limit, after, ctx.viewerId));
    },
    archiveIndex: (tag, _, ctx) => ctx.repos.browse.tagArchiveIndex(tag.slug),
  },
  Query: {
    async topStories(_, args, ctx) {
      const day = /^\d{4}-\d{2}-\d{2}$/.test(args.day) ? dayFromBrowseDate(args.day) : null;
      if (!day) throw badInput('Give a day as 2026-11-24: a real date from 1970.');
      const paging = parseRankPaging(args.paging);
      if (!paging.ok) throw badInput(paging.message);
      const rows = await ctx.repos.browse.topStories(args.day, paging.limit + 1, paging.after, ctx.viewerId);
      const page = rankPageOf(rows, paging.limit, (row) => ({ rank: row.score, id: row.id }));
      return {
        items: page.items.map(({ score: _score, reads: _reads, claps: _claps, ...post }) => ({ feedId: `top:${args.day}:${post.id}`, post })),
        pagingInfo: { next: page.next ? { limit: paging.limit, to: page.next } : null },
      };
    },
  },
};
