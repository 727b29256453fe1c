// A publication's feature pages (its sections' own pages, platform-reference §2.2 /settings/feature-pages) are kept in
// the order its editors chose: Move up / Move down swap a page with its neighbour, and a saved order must name every
// page once. No imports: the settings page's browser chunk reads these without the rules' dependencies.

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Whether `requested` is an order of exactly the pages `current` holds (each once, none added, none left out). */
export function isReorderOf(current: readonly string[], requested: readonly string[]): boolean {
  if (current.length !== requested.length) return false;
  const seen = new Set(requested);
  return seen.size === requested.length && current.every((slug) => seen.has(slug));
}

export const FEATURE_PAGE_LAYOUTS = ['GRID', 'LIST'] as const;
export type FeaturePageLayout = (typeof FEATURE_PAGE_LAYOUTS)[number];
export const FEATURE_PAGE_LAYOUT_LABELS: Record<FeaturePageLayout, string> = { GRID: 'Grid', LIST: 'List' };
