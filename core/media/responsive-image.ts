// What an <img> of an uploaded image asks for (issue 15, Images; platform-reference §9): a srcset naming every
// width the server stored for it — the same storedWidths the upload used, so each descriptor is the width
// served — a fallback src at the inset width, and sizes for where it sits. The demo corpus's SVG ids scale
// without any of this: their src alone.
import { isMediaId } from './media-id.ts';
import { INSET_MAX_WIDTH, pickWidth, storedWidths } from './media-widths.ts';

/** A story image fills the text column (at most the inset width) and the screen below it. */
export const BODY_IMAGE_SIZES = `(min-width: ${INSET_MAX_WIDTH}px) ${INSET_MAX_WIDTH}px, 100vw`;

export type ImageSources = { src: string; srcSet?: string };

export function imageSources(id: string, originalWidth: number, base: string): ImageSources {
  if (!isMediaId(id) || !Number.isInteger(originalWidth) || originalWidth < 1) return { src: base };
  const widths = storedWidths(originalWidth);
  return {
    src: `${base}?w=${pickWidth(widths, INSET_MAX_WIDTH)}`,
    srcSet: widths.map((w) => `${base}?w=${w} ${w}w`).join(', '),
  };
}
