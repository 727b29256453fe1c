// A publication's header colour (reader-experience §3 homepage.header.color.rgb) is the editors' choice;
// the text on it must stay readable. WCAG 2 relative luminance and contrast ratio pick black or white
// text, whichever contrasts more — for every colour that choice reaches at least 4.5:1 (the AA minimum for
// body text), which specs/publication.spec.ts checks over all colours.

/** 6-digit hex without '#', as the store keeps it; anything else is not a colour. */
export function parseHexColor(rgb: string): [number, number, number] | null {
  if (!/^[0-9a-fA-F]{6}$/.test(rgb)) return null;
  return [0, 2, 4].map((i) => parseInt(rgb.slice(i, i + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a >= b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

export type HeaderTone = 'light' | 'dark';

/** 'light' text (white) or 'dark' text (black) on the header colour; null when there is no valid colour. */
export function headerTextTone(rgb: string | null | undefined): HeaderTone | null {
  const color = rgb ? parseHexColor(rgb) : null;
  if (!color) return null;
  const l = relativeLuminance(color);
  return contrastRatio(l, 1) >= contrastRatio(l, 0) ? 'light' : 'dark';
}
