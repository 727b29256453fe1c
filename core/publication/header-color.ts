// reader-experience §3 homepage.header.color and platform-reference §5: a colour string an editor types for the
// publication's header. Colour strings must be hex (with or without alpha) or rgb(a); anything else is refused
// with the spec's messages: 'Invalid color string' for a hex or rgb(a) string that is malformed, and
// 'Unrecognized or invalid color string' for anything that is neither. The store keeps 6-digit hex (no '#'); a
// colour with alpha is composited over the page's white background, which is the colour the reader sees.

export const INVALID_COLOR_STRING = 'Invalid color string';
export const UNRECOGNIZED_COLOR_STRING = 'Unrecognized or invalid color string';

export type ParseColorResult = { ok: true; rgb: string } | { ok: false; message: typeof INVALID_COLOR_STRING | typeof UNRECOGNIZED_COLOR_STRING };

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

function over(channel: number, alpha: number): number {
  return Math.round(channel * alpha + 255 * (1 - alpha));
}

function toRgb(r: number, g: number, b: number, alpha: number): ParseColorResult {
  return { ok: true, rgb: [r, g, b].map((c) => hex2(over(c, alpha))).join('') };
}

/** '#abc', '#abcd', '#aabbcc', '#aabbccdd' (the '#' optional), 'rgb(r, g, b)' or 'rgba(r, g, b, a)'. */
export function parseColorString(input: string): ParseColorResult {
  const text = input.trim().toLowerCase();
  const invalid: ParseColorResult = { ok: false, message: INVALID_COLOR_STRING };
  const hexLike = /^#/.test(text) || /^[0-9a-f]{3,8}$/.test(text);
  if (hexLike) {
    const digits = text.replace(/^#/, '');
    if (!/^[0-9a-f]+$/.test(digits) || ![3, 4, 6, 8].includes(digits.length)) return invalid;
    const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
    const [r, g, b, a = 255] = [0, 2, 4, 6].filter((i) => i < full.length).map((i) => parseInt(full.slice(i, i + 2), 16)) as number[];
    return toRgb(r!, g!, b!, a / 255);
  }
  const fn = /^(rgba?)\((.*)\)$/.exec(text);
  if (fn) {
    const parts = fn[2]!.split(',').map((p) => p.trim());
    if (parts.length !== (fn[1] === 'rgba' ? 4 : 3)) return invalid;
    const channels = parts.slice(0, 3).map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
    if (channels.some((c) => !(c >= 0 && c <= 255))) return invalid;
    const alpha = parts.length === 4 ? (/^(0|1|0?\.\d+|1\.0+)$/.test(parts[3]!) ? Number(parts[3]) : NaN) : 1;
    if (!(alpha >= 0 && alpha <= 1)) return invalid;
    return toRgb(channels[0]!, channels[1]!, channels[2]!, alpha);
  }
  return { ok: false, message: UNRECOGNIZED_COLOR_STRING };
}
