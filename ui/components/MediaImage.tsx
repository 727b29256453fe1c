// An image from the media path, sized from its metadata so the page does not shift as it loads.
import type { ImageMetadata } from '../../core/content/paragraph.ts';
import { hrefFor } from '../chrome/links.ts';

export const mediaUrl = (id: string): string => hrefFor('ApiMedia', { mediaResourceId: id });

export function MediaImage({
  image,
  className,
  decorative = false,
  eager = false,
}: {
  image: ImageMetadata;
  className?: string;
  decorative?: boolean;
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={mediaUrl(image.id)}
      width={image.originalWidth}
      height={image.originalHeight}
      alt={decorative ? '' : image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
