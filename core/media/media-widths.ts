// The widths an uploaded image is stored at, and which one a request gets (issue 15, Images). Derived from the
// layout constants of platform-reference §9 — max widths inset 680 and outset 1192, image pixel-ratio cap 2 —
// and the card thumbnail (ui/styles.css: `.post-card__image img` at most 160 px wide): each width at every
// pixel ratio up to the cap. An image is never upscaled: a width it does not reach is not stored, and the
// image's own width is stored instead when it is narrower than the largest.

/** platform-reference §9: max widths inset 680 and outset 1192. */
export const INSET_MAX_WIDTH = 680;
export const OUTSET_MAX_WIDTH = 1192;
/** platform-reference §9: image pixel-ratio cap 2. */
export const IMAGE_PIXEL_RATIO_CAP = 2;
/** The widest card thumbnail (post cards at md and up). */
export const CARD_THUMBNAIL_WIDTH = 160;
/** platform-reference §3, avatar sizes: XXL 128 — the avatar and favicon crops (square). */
export const AVATAR_SIZE = 128;

/** Every layout width at every pixel ratio up to the cap, ascending, each once. */
export function widthsAtRatios(layoutWidths: readonly number[], ratioCap: number = IMAGE_PIXEL_RATIO_CAP): number[] {
  const widths = new Set<number>();
  for (const width of layoutWidths) for (let ratio = 1; ratio <= ratioCap; ratio++) widths.add(width * ratio);
  return [...widths].sort((a, b) => a - b);
}

/** The widths pages use: 160, 320, 680, 1192, 1360, 2384. */
export const IMAGE_WIDTHS: readonly number[] = widthsAtRatios([CARD_THUMBNAIL_WIDTH, INSET_MAX_WIDTH, OUTSET_MAX_WIDTH]);
/** The avatar and favicon crops: 128 and its 2× 256, square. */
export const AVATAR_WIDTHS: readonly number[] = widthsAtRatios([AVATAR_SIZE]);

/**
 * The widths an image `available` pixels wide is stored at: the targets it reaches, and its own width when it
 * is narrower than the largest target (so the largest stored is as sharp as the image allows). Never wider
 * than `available`, never empty for a positive width.
 */
export function storedWidths(available: number, targets: readonly number[] = IMAGE_WIDTHS): number[] {
  const reached = targets.filter((w) => w <= available);
  const largest = Math.max(...targets);
  if (available < largest && !reached.includes(available)) reached.push(available);
  return reached.sort((a, b) => a - b);
}

/** `?w=`: the narrowest stored width at least `requested` wide, else the widest; with no request, the widest. */
export function pickWidth(stored: readonly number[], requested: number | null): number {
  const ascending = [...stored].sort((a, b) => a - b);
  const widest = ascending[ascending.length - 1]!;
  if (requested === null) return widest;
  return ascending.find((w) => w >= requested) ?? widest;
}

/** The largest `?w=` worth asking for; anything wider is answered with the widest stored. */
export const MAX_REQUESTED_WIDTH = 10_000;

/** Reads `?w=`: absent is null; a whole number from 1 to MAX_REQUESTED_WIDTH is itself; anything else is invalid. */
export function parseRequestedWidth(raw: string | null): { ok: true; width: number | null } | { ok: false } {
  if (raw === null) return { ok: true, width: null };
  if (!/^[1-9][0-9]{0,4}$/.test(raw)) return { ok: false };
  const width = Number(raw);
  return width <= MAX_REQUESTED_WIDTH ? { ok: true, width } : { ok: false };
}
