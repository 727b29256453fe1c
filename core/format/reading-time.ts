// reader-experience §9 ('{n} min read') and platform-reference §9 (read time at least 1 minute).
import type { Paragraph } from '../content/paragraph.ts';

/** Average adult silent reading speed, words per minute. */
export const WORDS_PER_MINUTE = 265;
/** Images cost the reader time too: 12 s for the first, one second less for each next, 3 s from the tenth on. */
export function imageSeconds(imageCount: number): number {
  let seconds = 0;
  for (let i = 0; i < imageCount; i++) seconds += Math.max(3, 12 - i);
  return seconds;
}

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/** Reading time in minutes (fractional), never below 1. */
export function readingTimeMinutes(body: readonly Paragraph[], title = '', subtitle = ''): number {
  let words = countWords(title) + countWords(subtitle);
  let images = 0;
  for (const p of body) {
    if (p.type === 'IMG') images++;
    words += countWords(p.text);
  }
  const minutes = words / WORDS_PER_MINUTE + imageSeconds(images) / 60;
  return Math.max(1, minutes);
}

/** '{n} min read' with n rounded up, at least 1. */
export function formatReadingTime(minutes: number): string {
  const n = Math.max(1, Math.ceil(Number.isFinite(minutes) ? minutes : 1));
  return `${n} min read`;
}
