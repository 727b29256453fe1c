// platform-reference §2.1 /me/series and /me/series/{filterBy} (the your-stories page): the signed-in writer's series,
// in two tabs like Your stories'. A series in Quire has no draft state (core/reader-pages/series.ts: it is live once
// started), so the tabs say what readers see: 'Public' — series holding at least one story readers can read — and
// 'Without stories' — series whose stories are all gone from readers (unpublished, unlisted or deleted) or that
// never had one. /me/series is the Public tab; any other filterBy is not found.
export const YOUR_SERIES_TABS = [
  { filter: 'public', label: 'Public' },
  { filter: 'empty', label: 'Without stories' },
] as const;

export type SeriesFilter = (typeof YOUR_SERIES_TABS)[number]['filter'];

/** The tab an address names: none (/me/series) is Public; an unknown one is null. */
export function parseSeriesFilter(value: string | undefined): SeriesFilter | null {
  if (value === undefined) return 'public';
  return YOUR_SERIES_TABS.find((t) => t.filter === value)?.filter ?? null;
}

/** Which tab a series sits in, by how many of its stories readers can read. */
export const seriesFilterOf = (readableStories: number): SeriesFilter => (readableStories > 0 ? 'public' : 'empty');

/** The series of one tab, in their order. */
export function seriesInTab<T extends { readableStories: number }>(series: readonly T[], filter: SeriesFilter): T[] {
  return series.filter((s) => seriesFilterOf(s.readableStories) === filter);
}

export const yourSeriesTitle = (filter: SeriesFilter): string => `Your series: ${YOUR_SERIES_TABS.find((t) => t.filter === filter)!.label}`;

export const YOUR_SERIES_COPY = {
  heading: 'Your series',
  startHint: 'Start a series from one of your published stories: in Your stories, its menu’s Story settings.',
  none: 'You have not started a series yet.',
  emptyPublic: 'None of your series has a story readers can read yet.',
  emptyEmpty: 'Every one of your series has a story readers can read.',
  partsLabel: (n: number) => `${n} ${n === 1 ? 'story' : 'stories'}`,
} as const;
