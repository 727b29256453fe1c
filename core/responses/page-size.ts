// reader-experience §9: 'Responses panel page size 10; default responses depth 3', and a card's responses label —
// apart from the rest of the rules (responses.ts re-exports them) so the story page's chunk and every card can
// read them without the rest.
export const RESPONSES_PAGE_SIZE = 10;
export const DEFAULT_RESPONSES_DEPTH = 3;

/** A card's 'N responses' (its count itself is shown K/M abbreviated, platform-reference §9). */
export function responsesLabel(count: number): string {
  return count === 1 ? '1 response' : `${count.toLocaleString('en-US')} responses`;
}
