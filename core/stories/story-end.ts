// Issue 18 (reader-experience §2.1 post, §3 User and Publication, §4 follow and mute): the end of a story — the
// author card, the publication card when the publication accepted the story, 'More from {writer}' and 'More from
// {publication}', each at most four stories, and the place 'Recommended from {product}' fills. The pure rules:
// which stories each section shows, the headings, and how many rows the store reads so a section stays full.
// The store (adapters/postgres/posts.repository.ts) applies the reader's mutes in its query as the feeds do, so a
// muted writer's stories never take a card's place; this selection applies them again for the candidates it is
// given, and is the one place that says what a section shows.

/** Stories in each 'More from' section. */
export const MORE_FROM_COUNT = 4;

/** What the selection needs to know of a candidate story. */
export type StoryEndCandidate = { id: string; creatorId: string; publicationId: string | null };

/** The writers and publications the reader muted (reader-experience §3 missionControl); empty when logged out. */
export type ReaderMutes = { writerIds: ReadonlySet<string>; publicationIds: ReadonlySet<string> };

export const NO_MUTES: ReaderMutes = { writerIds: new Set(), publicationIds: new Set() };

/** The story being read: its id, writer and the publication that accepted it (null when none did). */
export type StoryEndStory = { id: string; creatorId: string; publicationId: string | null };

export type StoryEndSelection<T extends StoryEndCandidate> = {
  /** 'More from {writer}': the writer's newest other stories; empty (the section hidden) when muted. */
  moreFromWriter: T[];
  /** 'More from {publication}': the publication's newest other stories not already in the writer's section. */
  moreFromPublication: T[];
};

const muted = (c: StoryEndCandidate, mutes: ReaderMutes) =>
  mutes.writerIds.has(c.creatorId) || (c.publicationId !== null && mutes.publicationIds.has(c.publicationId));

/** The first `count` candidates, in the order given, that are not the story, not excluded and not muted. */
function pick<T extends StoryEndCandidate>(candidates: readonly T[], exclude: ReadonlySet<string>, mutes: ReaderMutes, count: number): T[] {
  const seen = new Set(exclude);
  const out: T[] = [];
  for (const c of candidates) {
    if (out.length === count) break;
    if (seen.has(c.id) || muted(c, mutes)) continue;
    seen.add(c.id);
    out.push(c);
  }
  return out;
}

/**
 * The two 'More from' sections. `byWriter` and `inPublication` are the store's newest-first candidates (read with
 * `storyEndReadLimits`); a writer or publication the reader muted shows no section at all, a story never appears
 * at its own end, and a story is never shown twice.
 */
export function selectStoryEnd<T extends StoryEndCandidate>(
  story: StoryEndStory,
  byWriter: readonly T[],
  inPublication: readonly T[],
  mutes: ReaderMutes = NO_MUTES,
  count: number = MORE_FROM_COUNT,
): StoryEndSelection<T> {
  const writerMuted = mutes.writerIds.has(story.creatorId);
  const publicationMuted = story.publicationId !== null && mutes.publicationIds.has(story.publicationId);
  const moreFromWriter = writerMuted ? [] : pick(byWriter.filter((c) => c.creatorId === story.creatorId), new Set([story.id]), mutes, count);
  const moreFromPublication =
    story.publicationId === null || publicationMuted
      ? []
      : pick(
          inPublication.filter((c) => c.publicationId === story.publicationId),
          new Set([story.id, ...moreFromWriter.map((c) => c.id)]),
          mutes,
          count,
        );
  return { moreFromWriter, moreFromPublication };
}

/**
 * How many rows each query reads so that, after the story itself (and, for the publication, the writer's section)
 * leave, a section still fills: the writer's count plus the story; the publication's count plus the story and the
 * writer's cards.
 */
export function storyEndReadLimits(count: number = MORE_FROM_COUNT): { byWriter: number; inPublication: number } {
  return { byWriter: count + 1, inPublication: 2 * count + 1 };
}

/** The section headings (issue 18): 'More from {name}' and 'Recommended from {product}'. */
export const moreFromHeading = (name: string): string => `More from ${name}`;
export const recommendedHeading = (productName: string): string => `Recommended from ${productName}`;

/** The author card's heading and the publication card's ('Written by {writer}', 'Published in {publication}'). */
export const writtenByHeading = (name: string): string => `Written by ${name}`;
export const publishedInHeading = (name: string): string => `Published in ${name}`;

/** '1 follower', '12 followers' (the count as formatCount writes it). */
export const followersLine = (formatted: string, count: number): string => `${formatted} ${count === 1 ? 'follower' : 'followers'}`;

/** The link under each section: every story of the writer or publication. */
export const seeAllFrom = (name: string): string => `See all from ${name}`;
