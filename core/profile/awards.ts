// platform-reference §2.1 Profiles: /@{username}/awards/{kind} and /awards/{type}. The spec names the routes and an
// awards mutation union only; Quire has no awards to hand out by staff, so an award is the smallest true thing
// derived from what the store holds (README: Profiles): 'top-writer' — a writer is a Top writer in a tag when they
// are among its TOP_WRITER_PLACES writers with the most published, listed stories there, the order of the tag's
// Who to follow. Any other kind or type is not found.
export const AWARD_KINDS = ['top-writer'] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];

/** How many of a tag's writers hold its Top writer award. */
export const TOP_WRITER_PLACES = 10;

/** At most this many awards on a writer's page (their best places first). */
export const AWARDS_SHOWN = 50;

export const parseAwardKind = (value: string | undefined): AwardKind | null =>
  (AWARD_KINDS as readonly string[]).includes(value ?? '') ? (value as AwardKind) : null;

/** 'Top writer in Software Engineering'. */
export const topWriterTitle = (tag: string): string => `Top writer in ${tag}`;

/** The profile's line: 'Top writer in Urbanism', 'Top writer in Urbanism and 2 more tags' (best place first). */
export function topWriterSummary(tags: readonly string[]): string {
  if (tags.length <= 1) return topWriterTitle(tags[0] ?? '');
  return `${topWriterTitle(tags[0]!)} and ${tags.length - 1} more ${tags.length === 2 ? 'tag' : 'tags'}`;
}

/** '#3 of the writers with the most stories in the tag'. */
export const topWriterPlace = (rank: number, storyCount: number): string =>
  `#${rank} by stories in the tag · ${storyCount} ${storyCount === 1 ? 'story' : 'stories'}`;

export const AWARDS_COPY = {
  topWriterHeading: 'Top writer',
  topWriterExplained: `A writer is a Top writer in a tag when they are one of its ${TOP_WRITER_PLACES} writers with the most published stories there — the writers a tag's Who to follow lists first. It follows the stories: publish more under a tag and it can come; unlist or delete them and it can go.`,
  userAwardsHeading: (name: string) => `${name}’s awards`,
  noAwards: (name: string) => `${name} is not a Top writer in any tag yet.`,
} as const;
