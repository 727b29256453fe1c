// Uploaded images made ready to serve with sharp (issue 15, Images): the type sniffed from the bytes and
// confirmed by the decoder; auto-rotated by its EXIF orientation; every width core asks for written once, never
// upscaled (a story image at the widths pages use, an avatar or favicon as a centred square crop at 128 and
// 256); and everything but the pixels left behind — sharp writes no EXIF, XMP, IPTC or ICC profile unless asked
// (colours are converted to sRGB first). A file that is damaged or cut short is refused, not half stored.
import type { Metadata, Sharp, SharpOptions } from 'sharp';

/** sharp (native, a quarter of a second to load) loads on the first upload, not at start-up (issue 19). */
const loadSharp = async () => (await import('sharp')).default;
import { sniffMediaType, type MediaType } from '../../core/media/media-types.ts';
import { storedWidths } from '../../core/media/media-widths.ts';
import { cropPixels, isSquareCrop, MAX_INPUT_PIXELS, targetWidthsOf, type SquareCrop, type UploadPurpose } from '../../core/media/upload.ts';

export type ImageVariant = { width: number; height: number; body: Uint8Array };

export type ProcessedImage = {
  mimeType: MediaType;
  /** What /media/{id} shows at its widest: the image as rotated (a story image), or the largest square crop. */
  width: number;
  height: number;
  /** One per stored width, ascending. */
  variants: ImageVariant[];
};

export type ProcessFailure = 'UNSUPPORTED_TYPE' | 'UNREADABLE' | 'TOO_MANY_PIXELS';
export type ProcessResult = { ok: true; image: ProcessedImage } | { ok: false; error: ProcessFailure };

/** What sharp calls each type it decodes (AVIF is HEIF with AV1 inside; HEIF with HEVC inside is not AVIF). */
const SHARP_FORMAT: Record<MediaType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'heif' };

function encode(pipeline: Sharp, type: MediaType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true });
    case 'image/png':
      return pipeline.png({ compressionLevel: 9 });
    case 'image/gif':
      return pipeline.gif();
    case 'image/webp':
      return pipeline.webp({ quality: 80 });
    case 'image/avif':
      return pipeline.avif({ quality: 55, effort: 2 });
  }
}

export async function processUpload(bytes: Uint8Array, purpose: UploadPurpose, crop: SquareCrop | null = null): Promise<ProcessResult> {
  const type = sniffMediaType(bytes);
  if (type === null) return { ok: false, error: 'UNSUPPORTED_TYPE' };
  // Every frame of an animated GIF or WebP is kept; a damaged or truncated file fails instead of passing half-decoded.
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: type === 'image/gif' || type === 'image/webp' };
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    return { ok: false, error: /pixel limit/i.test(String((error as Error).message)) ? 'TOO_MANY_PIXELS' : 'UNREADABLE' };
  }
  if (metadata.format !== SHARP_FORMAT[type] || (type === 'image/avif' && metadata.compression !== 'av1')) return { ok: false, error: 'UNSUPPORTED_TYPE' };
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !frameHeight) return { ok: false, error: 'UNREADABLE' };
  if (metadata.width * frameHeight * (metadata.pages ?? 1) > MAX_INPUT_PIXELS) return { ok: false, error: 'TOO_MANY_PIXELS' };
  // EXIF orientations 5–8 turn the picture a quarter: its shown width is its stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const shownWidth = turned ? frameHeight : metadata.width;
  const shownHeight = turned ? metadata.width : frameHeight;

  const square = isSquareCrop(purpose);
  // Issue 21: a square the reader chose (avatars), cut from the rotated image before it is resized.
  const region = square && crop ? cropPixels(crop, shownWidth, shownHeight) : null;
  const widths = storedWidths(region ? region.side : square ? Math.min(shownWidth, shownHeight) : shownWidth, targetWidthsOf(purpose));
  const variants: ImageVariant[] = [];
  try {
    // One width at a time: memory stays at one decoded image, whatever the number of widths.
    for (const width of widths) {
      const oriented = sharp(input, options).autoOrient();
      // autoOrient runs first in sharp's pipeline, so the region is in the shown (rotated) image's pixels.
      const resized = (region ? oriented.extract({ left: region.left, top: region.top, width: region.side, height: region.side }) : oriented)
        .resize(square ? { width, height: width, fit: 'cover', position: 'centre' } : { width, withoutEnlargement: true });
      const { data, info } = await encode(resized, type).toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.pageHeight ?? info.height, body: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
    }
  } catch (error) {
    return { ok: false, error: /pixel limit/i.test(String((error as Error).message)) ? 'TOO_MANY_PIXELS' : 'UNREADABLE' };
  }
  const widest = variants[variants.length - 1]!;
  return {
    ok: true,
    image: { mimeType: type, width: square ? widest.width : shownWidth, height: square ? widest.height : shownHeight, variants },
  };
}
