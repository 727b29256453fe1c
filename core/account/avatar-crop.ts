// Issue 21 (avatar upload with crop): the square the crop controls choose, as the fractions POST /_/upload's
// `crop` parameter takes (core/media/upload.ts parseCrop), and how the preview draws it. Zoom 1 is the largest
// square the image holds; the two positions (0 to 1) slide that square from one edge to the other.
import type { SquareCrop } from '../media/upload.ts';

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function cropOf(width: number, height: number, zoom: number, across: number, down: number): SquareCrop {
  const size = 1 / clamp(zoom, ZOOM_MIN, ZOOM_MAX);
  const side = size * Math.min(width, height);
  const x = clamp(across, 0, 1) * ((width - side) / width);
  const y = clamp(down, 0, 1) * ((height - side) / height);
  return { x: round(x), y: round(y), size: round(size) };
}

/** The query value: 'x,y,size'. */
export const cropParam = (crop: SquareCrop): string => `${crop.x},${crop.y},${crop.size}`;

/** The preview: a `box`-pixel square showing the crop (the image's size and offset inside it, in pixels). */
export function cropPreview(width: number, height: number, crop: SquareCrop, box: number): { width: number; height: number; left: number; top: number } {
  const side = crop.size * Math.min(width, height);
  const scale = box / side;
  return { width: width * scale, height: height * scale, left: -crop.x * width * scale, top: -crop.y * height * scale };
}
