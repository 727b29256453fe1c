// Lists (catalogs): platform-reference §3 (Lists: CURRENTLY_READING, PURCHASED, READING_LIST; catalog visibility
// PUBLIC, PRIVATE, LOCKED; list statuses APPROVED, PENDING, REMOVED; reading-list filters ARCHIVED, HIGHLIGHTS,
// RECENT, SAVED), §2.2 (reading-list URLs: reading-list, currently-reading and purchased are the three predefined
// lists; other lists use a name slug joined to the list id; share paths for linkedIn, twitter and facebook) and
// reader-experience §2.2 (ShowList: 'highlights' counts as the Library; ShowUserList: 'reading-list' is the
// viewer's Reading list). Pure rules: the store and the pages apply them.
import { postIdFromParam, slugify } from '../content/post-id.ts';

export const CATALOG_TYPES = ['READING_LIST', 'CURRENTLY_READING', 'PURCHASED', 'LISTS'] as const;
/** The three predefined lists every reader has, and LISTS: a list the reader made. */
export type CatalogType = (typeof CATALOG_TYPES)[number];
export type PredefinedCatalogType = Exclude<CatalogType, 'LISTS'>;

export const CATALOG_VISIBILITIES = ['PUBLIC', 'PRIVATE', 'LOCKED'] as const;
/**
 * PUBLIC: anyone may see and follow it. PRIVATE: its owner only. LOCKED (ours, the spec gives no meaning): its
 * owner only, and its visibility cannot be changed — the predefined Currently reading and Purchased lists.
 */
export type CatalogVisibility = (typeof CATALOG_VISIBILITIES)[number];

export const CATALOG_ITEM_STATUSES = ['APPROVED', 'PENDING', 'REMOVED'] as const;
/** APPROVED: in the list. REMOVED: taken out (kept, so Undo puts it back where it was). PENDING: not used yet. */
export type CatalogItemStatus = (typeof CATALOG_ITEM_STATUSES)[number];

export const READING_LIST_FILTERS = ['ARCHIVED', 'HIGHLIGHTS', 'RECENT', 'SAVED'] as const;
export type ReadingListFilter = (typeof READING_LIST_FILTERS)[number];

/**
 * The predefined lists: created lazily, the first time a reader's lists are read or saved into, with these names,
 * slugs and visibilities (the Reading list is private; the other two locked).
 */
export const PREDEFINED_CATALOGS: readonly { type: PredefinedCatalogType; slug: string; name: string; visibility: CatalogVisibility }[] = [
  { type: 'READING_LIST', slug: 'reading-list', name: 'Reading list', visibility: 'PRIVATE' },
  { type: 'CURRENTLY_READING', slug: 'currently-reading', name: 'Currently reading', visibility: 'LOCKED' },
  { type: 'PURCHASED', slug: 'purchased', name: 'Purchased', visibility: 'LOCKED' },
];

export const isPredefined = (type: CatalogType): type is PredefinedCatalogType => type !== 'LISTS';

/** The Library shows the Reading list first, then the other predefined lists, then the reader's own, newest first. */
export const catalogDisplayRank = (type: CatalogType): number => (type === 'LISTS' ? 3 : PREDEFINED_CATALOGS.findIndex((p) => p.type === type));

// ——— addresses ———

/** platform-reference §2.2: a predefined list's slug, else `{name slug}-{id}` (the bare id when the name has no letters). */
export function catalogSlugId(catalog: { id: string; type: CatalogType; name: string }): string {
  const predefined = PREDEFINED_CATALOGS.find((p) => p.type === catalog.type);
  if (predefined) return predefined.slug;
  const slug = slugify(catalog.name);
  return slug ? `${slug}-${catalog.id}` : catalog.id;
}

/** What a list address names: one of the viewer's (or owner's) predefined lists, the Library's highlights, or a list by id. */
export type CatalogRef = { kind: 'predefined'; type: PredefinedCatalogType } | { kind: 'highlights' } | { kind: 'id'; id: string };

export function parseCatalogSlugId(param: string): CatalogRef | null {
  const predefined = PREDEFINED_CATALOGS.find((p) => p.slug === param);
  if (predefined) return { kind: 'predefined', type: predefined.type };
  if (param === 'highlights') return { kind: 'highlights' };
  const id = postIdFromParam(param);
  return id ? { kind: 'id', id } : null;
}

export const SHARE_CHANNELS = ['linkedIn', 'twitter', 'facebook'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];
export const isShareChannel = (value: string): value is ShareChannel => (SHARE_CHANNELS as readonly string[]).includes(value);

/** Where a list's share path sends the reader: the network's own share address for the list's absolute URL. */
export function catalogShareTarget(channel: ShareChannel, absoluteUrl: string, name: string): string {
  const url = encodeURIComponent(absoluteUrl);
  switch (channel) {
    case 'linkedIn':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(name)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}

// ——— validation ———

export const CATALOG_NAME_MAX = 60;
export const CATALOG_DESCRIPTION_MAX = 280;
/** A reader may make at most this many lists of their own. */
export const CATALOGS_PER_READER_MAX = 1_000;
/** A list holds at most this many stories. */
export const CATALOG_ITEMS_MAX = 5_000;
/** How fast one reader may change lists (create, rename, save into, follow…), counted in the store. */
export const CATALOG_WRITES_LIMIT = { name: 'catalogs.write', max: 600, windowMs: 60 * 60 * 1000 } as const;

export const LIST_MESSAGES = {
  nameRequired: 'Give the list a name.',
  nameTooLong: `A list name can be at most ${CATALOG_NAME_MAX} characters.`,
  descriptionTooLong: `A list description can be at most ${CATALOG_DESCRIPTION_MAX} characters.`,
  badVisibility: 'A list is either public or private.',
  predefinedFixed: 'This list comes with your account: it cannot be renamed, made public or deleted.',
  notFound: 'There is no such list.',
  postNotFound: 'There is no such story.',
  notOwner: 'Only the list’s owner can change it.',
  tooManyLists: `You can have at most ${CATALOGS_PER_READER_MAX.toLocaleString('en-US')} lists.`,
  listFull: `A list can hold at most ${CATALOG_ITEMS_MAX.toLocaleString('en-US')} stories.`,
  selfFollow: 'You cannot follow your own list.',
  notInList: 'That story is not in this list.',
  signIn: 'Sign in to save stories into lists.',
  tooFast: (retryAfterSeconds: number) => `Too many changes to your lists in a short time. Wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`,
} as const;

export type CatalogInput = { name: string; description: string; visibility: CatalogVisibility };
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** A list's name (1–60 characters after trimming, inner runs of white space made one space) and description (≤ 280). */
export function checkCatalogInput(input: { name: string; description?: string | null; visibility?: string | null }): Checked<CatalogInput> {
  const name = input.name.replace(/\s+/g, ' ').trim();
  if (name.length === 0) return { ok: false, message: LIST_MESSAGES.nameRequired };
  if ([...name].length > CATALOG_NAME_MAX) return { ok: false, message: LIST_MESSAGES.nameTooLong };
  const description = (input.description ?? '').trim();
  if ([...description].length > CATALOG_DESCRIPTION_MAX) return { ok: false, message: LIST_MESSAGES.descriptionTooLong };
  const visibility = input.visibility ?? 'PRIVATE';
  if (visibility !== 'PUBLIC' && visibility !== 'PRIVATE') return { ok: false, message: LIST_MESSAGES.badVisibility };
  return { ok: true, value: { name, description, visibility } };
}

// ——— who may do what ———

export type CatalogAccessView = { userId: string; type: CatalogType; visibility: CatalogVisibility };

/** Seeing a list: its owner always; anyone else only a PUBLIC one (else it is not found — never a leak). */
export const maySeeCatalog = (catalog: CatalogAccessView, viewerId: string | null): boolean =>
  catalog.userId === viewerId || catalog.visibility === 'PUBLIC';

/** Saving into, removing from, reordering, editing or deleting: the owner only. */
export const mayChangeCatalog = (catalog: CatalogAccessView, viewerId: string | null): boolean => viewerId !== null && catalog.userId === viewerId;

/** Following: a signed-in reader other than the owner, and only a list they may see. */
export function followRefusal(catalog: CatalogAccessView, viewerId: string | null): string | null {
  if (viewerId === null) return LIST_MESSAGES.signIn;
  if (!maySeeCatalog(catalog, viewerId)) return LIST_MESSAGES.notFound;
  if (catalog.userId === viewerId) return LIST_MESSAGES.selfFollow;
  return null;
}

/** Editing: the predefined lists keep their name, description and visibility. */
export const mayEditCatalog = (catalog: CatalogAccessView, viewerId: string | null): boolean => mayChangeCatalog(catalog, viewerId) && !isPredefined(catalog.type);

// ——— item order ———

/**
 * An item's place is a sortable number (`position`): a list reads in ascending position, a new save goes first
 * (one below the smallest), and moving an item is one update of its own position to the midpoint of its new
 * neighbours — no other row is renumbered.
 */
export const positionForNewItem = (smallest: number | null): number => (smallest === null ? 0 : smallest - 1);

/** The position between two neighbours (either may be absent: the start or the end of the list). */
export function positionBetween(before: number | null, after: number | null): number {
  if (before === null && after === null) return 0;
  if (before === null) return (after as number) - 1;
  if (after === null) return before + 1;
  return (before + after) / 2;
}

/**
 * Where 'Move up' or 'Move down' puts an item, given the positions in list order: between the two items it moves
 * past and beyond. Null when it cannot move that way (first moving up, last moving down) or is not in the list.
 */
export function movedPosition(positions: readonly number[], index: number, direction: 'up' | 'down'): number | null {
  if (index < 0 || index >= positions.length) return null;
  if (direction === 'up') {
    if (index === 0) return null;
    return positionBetween(index >= 2 ? (positions[index - 2] as number) : null, positions[index - 1] as number);
  }
  if (index === positions.length - 1) return null;
  return positionBetween(positions[index + 1] as number, index + 2 < positions.length ? (positions[index + 2] as number) : null);
}

/**
 * The Reading list's filters (platform-reference §3): SAVED — the list in its own order; RECENT — the most
 * recently saved first; ARCHIVED — the items the reader archived (the other two leave those out); HIGHLIGHTS —
 * not items at all but the reader's highlights (the highlights work answers it).
 */
export type ItemQuery = { archived: boolean; order: 'position' | 'recent' } | { highlights: true };

export function itemQueryFor(filter: ReadingListFilter | null | undefined): ItemQuery {
  switch (filter ?? 'SAVED') {
    case 'SAVED':
      return { archived: false, order: 'position' };
    case 'RECENT':
      return { archived: false, order: 'recent' };
    case 'ARCHIVED':
      return { archived: true, order: 'recent' };
    case 'HIGHLIGHTS':
      return { highlights: true };
  }
}

// ——— words ———

export const visibilityLabel = (visibility: CatalogVisibility): string => (visibility === 'PUBLIC' ? 'Public' : 'Private');

export const storyCountLabel = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'story' : 'stories'}`;

export const removedFromListMessage = (listName: string): string => `Removed from ${listName}.`;
export const savedToListMessage = (listName: string): string => `Saved to ${listName}.`;
export const followedListMessage = (listName: string): string => `You followed ${listName}.`;
export const deleteListQuestion = (listName: string): string => `Delete ${listName}? The stories in it stay where they are; only the list goes.`;
