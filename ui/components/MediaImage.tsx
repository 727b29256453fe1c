// An image from the media path, sized from its metadata so the page does not shift as it loads. An uploaded
// image offers every width the server stored (srcset) and says how wide it shows (sizes), so a phone fetches
// a narrow file and a 2× screen a sharp one (core/media/responsive-image.ts); the demo corpus's SVGs need none.
import type { ImageMetadata } from '../../core/content/paragraph.ts';
import { BODY_IMAGE_SIZES, imageSources } from '../../core/media/responsive-image.ts';
import { hrefFor } from '../chrome/links.ts';

export const mediaUrl = (id: string): string => hrefFor('ApiMedia', { mediaResourceId: id });

export function MediaImage({
  image,
  className,
  decorative = false,
  eager = false,
  sizes = BODY_IMAGE_SIZES,
}: {
  image: ImageMetadata;
  className?: string;
  decorative?: boolean;
  /** The page's likely largest paint (issue 19): loaded at once and first, not lazily. */
  eager?: boolean;
  /** How wide the image shows (the sizes attribute); a story image's column by default. */
  sizes?: string;
}) {
  const { src, srcSet } = imageSources(image.id, image.originalWidth, mediaUrl(image.id));
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.originalWidth}
      height={image.originalHeight}
      alt={decorative ? '' : image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
