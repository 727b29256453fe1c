// reader-experience §9 and platform-reference §3 (clap state per post), issue 16 claps: a reader gives a story
// up to MAX_CLAPS_PER_READER claps, one per click or hold-tick; a story's total is the sum of its readers'
// claps. The store applies the same rule in one statement (adapters/postgres/claps.repository.ts: `least(…, 50)`);
// this file is the rule, the request's checks and every string a reader reads about claps.

/** At most this many claps per reader per story. */
export const MAX_CLAPS_PER_READER = 50;

/** A client id names one clap request, so a retried request is not counted twice (letters, digits, - and _). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const CLAP_MESSAGES = {
  tooMany: `You can clap up to ${MAX_CLAPS_PER_READER} times.`,
  atLeastOne: 'Clap at least once.',
  badClientId: 'The clap request needs a client id of up to 64 letters, digits, dashes or underscores.',
  notAvailable: 'This story is not available.',
  ownStory: 'You cannot clap for your own story.',
  ownList: 'You cannot clap for your own list.',
  listNotAvailable: 'This list is not available.',
  signIn: 'Sign in to clap for this story.',
  failed: 'Your claps could not be saved. Try again.',
  tooFast: 'You are clapping too fast. Wait a moment and try again.',
} as const;

/** The claps a reader has after adding `requested` to `current`: capped at 50, and how many really counted. */
export function addClaps(current: number, requested: number): { count: number; added: number } {
  const count = Math.min(current + Math.max(0, requested), MAX_CLAPS_PER_READER);
  return { count, added: count - current };
}

/** How many more claps the reader may give. */
export const clapsLeft = (viewerClapCount: number): number => Math.max(0, MAX_CLAPS_PER_READER - viewerClapCount);

/** A clap request's checks: 1..50 claps in one request and a client id. */
export function readClapRequest(input: { claps: unknown; clientId: unknown }): { ok: true; claps: number; clientId: string } | { ok: false; message: string } {
  const { claps, clientId } = input;
  if (typeof claps !== 'number' || !Number.isInteger(claps)) return { ok: false, message: CLAP_MESSAGES.atLeastOne };
  if (claps < 1) return { ok: false, message: CLAP_MESSAGES.atLeastOne };
  if (claps > MAX_CLAPS_PER_READER) return { ok: false, message: CLAP_MESSAGES.tooMany };
  if (typeof clientId !== 'string' || !CLIENT_ID_PATTERN.test(clientId)) return { ok: false, message: CLAP_MESSAGES.badClientId };
  return { ok: true, claps, clientId };
}

/** What a reader claps: a story, or a list (reader-experience §3 Catalog.clappers) — the same rules for both. */
export type ClapTargetKind = 'POST' | 'CATALOG';

/** A list is clapped as a story is, by anyone but its owner; only a public list can be clapped. */
export const catalogClapTarget = (list: { userId: string; visibility: string } | null, viewerId: string): { creatorId: string; readable: boolean } | null =>
  list && { creatorId: list.userId, readable: list.visibility === 'PUBLIC' || list.userId === viewerId };

/** Who may clap: a signed-in reader, not the story's writer, on a story they may read. */
export type ClapRefusal = 'signIn' | 'ownStory' | 'notAvailable';

export function clapRefusal(post: { creatorId: string; readable: boolean } | null, viewerId: string | null): ClapRefusal | null {
  if (viewerId === null) return 'signIn';
  if (!post || !post.readable) return 'notAvailable';
  if (post.creatorId === viewerId) return 'ownStory';
  return null;
}

/** platform-reference §3: the clap state per post. */
export type ClapState = {
  postId: string;
  clapCount: number;
  viewerClapCount: number;
  viewerHasClappedSinceFetch: boolean;
};

export type ClapAction =
  /** The page loaded (or refetched) the post's counts. */
  | { type: 'fetched'; clapCount: number; viewerClapCount: number }
  /** The reader clapped n times (clicks or hold-ticks), not yet answered. */
  | { type: 'clapped'; claps: number }
  /** The server answered: its counts, with the claps still unanswered shown on top. */
  | { type: 'answered'; clapCount: number; viewerClapCount: number; unanswered: number }
  /** A request failed: back to the last answer. */
  | { type: 'rolledBack'; clapCount: number; viewerClapCount: number };

export const initialClapState = (postId: string, clapCount: number, viewerClapCount: number): ClapState => ({
  postId,
  clapCount,
  viewerClapCount,
  viewerHasClappedSinceFetch: false,
});

/** The clap state's reducer: never more than 50 of the viewer's claps, and the total moves with them. */
export function clapReducer(state: ClapState, action: ClapAction): ClapState {
  switch (action.type) {
    case 'fetched':
      return { ...state, clapCount: action.clapCount, viewerClapCount: action.viewerClapCount, viewerHasClappedSinceFetch: false };
    case 'clapped': {
      const { count, added } = addClaps(state.viewerClapCount, action.claps);
      if (added === 0) return state;
      return { ...state, clapCount: state.clapCount + added, viewerClapCount: count, viewerHasClappedSinceFetch: true };
    }
    case 'answered': {
      const { count, added } = addClaps(action.viewerClapCount, action.unanswered);
      return { ...state, clapCount: action.clapCount + added, viewerClapCount: count };
    }
    case 'rolledBack':
      return { ...state, clapCount: action.clapCount, viewerClapCount: action.viewerClapCount };
  }
}

/** The clap button's accessible name: 'Clap' and the count, and how many the viewer gave. */
export function clapButtonLabel(state: Pick<ClapState, 'clapCount' | 'viewerClapCount'>, formatted: string): string {
  const claps = state.clapCount === 1 ? '1 clap' : `${formatted} claps`;
  return state.viewerClapCount > 0 ? `Clap (${claps}, ${state.viewerClapCount} from you)` : `Clap (${claps})`;
}

/** The "who clapped" link's text. */
export const clappersLinkLabel = (formatted: string, clapCount: number): string => (clapCount === 1 ? 'See who gave 1 clap' : `See who gave ${formatted} claps`);

/** A clapper row's count, as the upvotes page shows it. */
export const clapperCountText = (claps: number): string => (claps === 1 ? '1 clap' : `${claps} claps`);

/** The upvotes page's heading. */
export const clappersHeading = (clapCount: number, formatted: string): string => (clapCount === 1 ? '1 clap' : `${formatted} claps`);

/** The cards' clap count's accessible name. */
export const cardClapLabel = (clapCount: number, formatted: string): string => (clapCount === 1 ? '1 clap' : `${formatted} claps`);
