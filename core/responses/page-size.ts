// reader-experience §9: 'Responses panel page size 10; default responses depth 3' — apart from the rest of the
// rules (responses.ts re-exports them) so the story page's chunk can read the first page's key without them.
export const RESPONSES_PAGE_SIZE = 10;
export const DEFAULT_RESPONSES_DEPTH = 3;
