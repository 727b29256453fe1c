// The routes of the tag and topic pages that answered 501 (core/browse/top-stories.ts, core/publication/archive.ts):
// a tag's stories by date (/tag/{tagSlug}/archive/…) and the top stories of a day (/top-stories/{day}).
export const browseTypeDefs = /* GraphQL */ `
  extend type Tag {
    "The tag's published, listed stories published on that year, month or day (UTC), newest first; the viewer's mutes apply."
    archive(year: Int!, month: Int, day: Int, paging: PagingOptions): PostFeed!
    "How many of the tag's published, listed stories each month holds (UTC), newest first."
    archiveIndex: [ArchiveMonth!]!
  }

  extend type Query {
    """
    The stories read and clapped most on a UTC day (day: 2026-11-24): every published, listed story with reads or
    claps that day, by reads plus claps, most first, paged by rank (pagingInfo.next.to); the viewer's mutes apply.
    A day that is not a real date from 1970: BAD_REQUEST.
    """
    topStories(day: String!, paging: PagingOptions): PostFeed!
  }
`;
