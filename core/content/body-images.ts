// A body's images (platform-reference §3 IMG paragraphs): what a story's card may show — the publish dialog's
// preview choices, the stored preview image. Free of zod, so the editor's page can carry it.
import type { ImageMetadata, Paragraph } from './paragraph.ts';

/** The story's images, in order. */
export function storyImages(body: readonly Paragraph[]): ImageMetadata[] {
  return body.flatMap((p) => (p.type === 'IMG' && p.metadata ? [p.metadata] : []));
}
