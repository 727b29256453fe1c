// platform-reference §6, §7.5 and §9: the conditions a search request carries, in the search service's
// filter syntax (conditions joined by ' AND '), and the reading of that syntax back by the built-in search.
// Only the conditions Quire writes are understood; anything else is reported, never guessed at.

/** Where a search looks: everywhere, inside one publication, or among one writer's stories. */
export type SearchScopeFilter = { collectionId: string } | { creatorId: string } | null;

export type SearchConditions = {
  scope: SearchScopeFilter;
  /**
   * platform-reference §6: without can_view_unfiltered_search, people are restricted to high quality and
   * stories to high-quality writers. Quire calls a writer high quality when they have a listed story.
   */
  highQualityOnly: boolean;
  /**
   * platform-reference §9 'users exclude author-type people': the people index may hold entries of type
   * 'author' (people known only as the author of a book, see ShowUserBooks) beside accounts of type 'user';
   * people search leaves the author entries out. Quire's own store has only accounts, so every person there
   * is of type 'user'; a third-party index gets the condition as written.
   */
  excludeAuthorType: boolean;
};

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export function filtersString(conditions: SearchConditions): string {
  const parts: string[] = [];
  if (conditions.scope && 'collectionId' in conditions.scope) parts.push(`collectionId:${quote(conditions.scope.collectionId)}`);
  if (conditions.scope && 'creatorId' in conditions.scope) parts.push(`creatorId:${quote(conditions.scope.creatorId)}`);
  if (conditions.highQualityOnly) parts.push('highQuality:true');
  if (conditions.excludeAuthorType) parts.push('NOT type:author');
  return parts.join(' AND ');
}

export type ParsedFilters = { ok: true; conditions: SearchConditions } | { ok: false; error: 'UNSUPPORTED_FILTER'; part: string };

const VALUE = /^"((?:[^"\\]|\\.)*)"$/;

export function parseFilters(filters: string | undefined): ParsedFilters {
  const conditions: SearchConditions = { scope: null, highQualityOnly: false, excludeAuthorType: false };
  if (filters === undefined || filters.trim() === '') return { ok: true, conditions };
  for (const raw of filters.split(' AND ')) {
    const part = raw.trim();
    if (part === 'highQuality:true') conditions.highQualityOnly = true;
    else if (part === 'NOT type:author') conditions.excludeAuthorType = true;
    else {
      const m = /^(collectionId|creatorId):(.*)$/.exec(part);
      const value = m ? VALUE.exec(m[2]!) : null;
      if (!m || !value || conditions.scope) return { ok: false, error: 'UNSUPPORTED_FILTER', part };
      const id = value[1]!.replace(/\\(.)/g, '$1');
      conditions.scope = m[1] === 'collectionId' ? { collectionId: id } : { creatorId: id };
    }
  }
  return { ok: true, conditions };
}

/** platform-reference §9: topics (the tags index) need a postCount of at least 1. */
export const TAGS_NUMERIC_FILTERS: readonly string[] = ['postCount>=1'];

/** The least postCount a numeric filter asks for (0 when none does); null for a filter the built-in search does not read. */
export function minPostCount(numericFilters: readonly string[] | undefined): number | null {
  let min = 0;
  for (const f of numericFilters ?? []) {
    const m = /^postCount\s*>=\s*(\d{1,9})$/.exec(f.trim());
    if (!m) return null;
    min = Math.max(min, Number(m[1]));
  }
  return min;
}
