// Images (issue 15; platform-reference §2.1 /_/upload and /media/{mediaResourceId}, §9 widths): the types an
// upload may be, recognised from its bytes; the widths stored and served, derived from the layout constants;
// ids and keys; the upload's limits and purposes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMediaId, isMediaKey, MEDIA_ID_BYTES, mediaIdFrom, mediaKey } from '../core/media/media-id.ts';
import { MEDIA_TYPES, sniffMediaType } from '../core/media/media-types.ts';
import {
  AVATAR_WIDTHS,
  IMAGE_PIXEL_RATIO_CAP,
  IMAGE_WIDTHS,
  INSET_MAX_WIDTH,
  OUTSET_MAX_WIDTH,
  parseRequestedWidth,
  pickWidth,
  storedWidths,
} from '../core/media/media-widths.ts';
import { BODY_IMAGE_SIZES, imageSources } from '../core/media/responsive-image.ts';
import { bytesOfMb, DEFAULT_UPLOAD_MAX_MB, parsePurpose, targetWidthsOf, UPLOAD_STATUS } from '../core/media/upload.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe('platform-reference §2.1 /_/upload: image types from magic bytes', () => {
  it('recognises JPEG, PNG, GIF, WebP and AVIF by their first bytes', () => {
    expect(sniffMediaType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffMediaType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(sniffMediaType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffMediaType(bytes('GIF87a', [1, 0]))).toBe('image/gif');
    expect(sniffMediaType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffMediaType(bytes(u32(24), 'ftyp', 'avif', [0, 0, 0, 0], 'mif1', 'miaf'))).toBe('image/avif');
    // A file whose major brand is mif1 but which lists avif among its compatible brands is AVIF too.
    expect(sniffMediaType(bytes(u32(24), 'ftyp', 'mif1', [0, 0, 0, 0], 'miaf', 'avif'))).toBe('image/avif');
  });

  it('refuses SVG, HTML, HEIC, PDF, a bare RIFF and too few bytes', () => {
    expect(sniffMediaType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffMediaType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffMediaType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffMediaType(bytes(u32(24), 'ftyp', 'heic', [0, 0, 0, 0], 'mif1', 'heic'))).toBeNull();
    expect(sniffMediaType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffMediaType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffMediaType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
    // An ftyp box claiming to be longer than the file is not trusted.
    expect(sniffMediaType(bytes(u32(4096), 'ftyp', 'mif1', [0, 0, 0, 0], 'avif'))).toBeNull();
  });

  it('answers one of the five types or null for any bytes, and never throws', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
        const type = sniffMediaType(data);
        expect(type === null || (MEDIA_TYPES as readonly string[]).includes(type)).toBe(true);
      }),
    );
  });

  it('what follows the signature does not change the answer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEDIA_TYPES), fc.uint8Array({ maxLength: 64 }), (type, tail) => {
        const heads: Record<string, Uint8Array> = {
          'image/jpeg': bytes([0xff, 0xd8, 0xff]),
          'image/png': bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]),
          'image/gif': bytes('GIF89a'),
          'image/webp': bytes('RIFF', [1, 2, 3, 4], 'WEBP'),
          'image/avif': bytes(u32(16), 'ftyp', 'avif', [0, 0, 0, 0]),
        };
        const head = heads[type]!;
        const data = new Uint8Array(head.length + tail.length);
        data.set(head);
        data.set(tail, head.length);
        expect(sniffMediaType(data)).toBe(type);
      }),
    );
  });
});

describe('platform-reference §9 image widths: inset 680, outset 1192, pixel-ratio cap 2, card thumbnails', () => {
  it('the widths pages use are the layout widths at 1× and 2×, with the card thumbnail', () => {
    expect(IMAGE_PIXEL_RATIO_CAP).toBe(2);
    expect(INSET_MAX_WIDTH).toBe(680);
    expect(OUTSET_MAX_WIDTH).toBe(1192);
    expect(IMAGE_WIDTHS).toEqual([160, 320, 680, 1192, 1360, 2384]);
    expect(AVATAR_WIDTHS).toEqual([128, 256]);
    expect(targetWidthsOf('image')).toBe(IMAGE_WIDTHS);
    expect(targetWidthsOf('avatar')).toBe(AVATAR_WIDTHS);
    expect(targetWidthsOf('favicon')).toBe(AVATAR_WIDTHS);
  });

  it('an image is stored at the widths it reaches, and at its own when narrower than the widest: never upscaled', () => {
    expect(storedWidths(4000)).toEqual([160, 320, 680, 1192, 1360, 2384]);
    expect(storedWidths(1000)).toEqual([160, 320, 680, 1000]);
    expect(storedWidths(680)).toEqual([160, 320, 680]);
    expect(storedWidths(90)).toEqual([90]);
    expect(storedWidths(300, AVATAR_WIDTHS)).toEqual([128, 256]);
    expect(storedWidths(200, AVATAR_WIDTHS)).toEqual([128, 200]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (available) => {
        const widths = storedWidths(available);
        expect(widths.length).toBeGreaterThan(0);
        expect(new Set(widths).size).toBe(widths.length);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
        expect(Math.max(...widths)).toBe(Math.min(available, 2384));
        for (const w of widths) expect(w === available || IMAGE_WIDTHS.includes(w)).toBe(true);
      }),
    );
  });

  it('?w= gets the narrowest stored width at least that wide, else the widest; none asked gets the widest', () => {
    expect(pickWidth([160, 320, 680, 1000], 500)).toBe(680);
    expect(pickWidth([160, 320, 680, 1000], 680)).toBe(680);
    expect(pickWidth([160, 320, 680, 1000], 1200)).toBe(1000);
    expect(pickWidth([160, 320, 680, 1000], null)).toBe(1000);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 10_000 }), (stored, requested) => {
        const picked = pickWidth(stored, requested);
        expect(stored).toContain(picked);
        if (picked >= requested) expect(stored.filter((w) => w >= requested && w < picked)).toEqual([]);
        else expect(picked).toBe(Math.max(...stored));
      }),
    );
  });

  it('reads ?w= as a whole number from 1 to 10000 and nothing else', () => {
    expect(parseRequestedWidth(null)).toEqual({ ok: true, width: null });
    expect(parseRequestedWidth('680')).toEqual({ ok: true, width: 680 });
    for (const bad of ['', '0', '-5', '1e3', '680px', '10001', '99999', ' 680', '06']) expect(parseRequestedWidth(bad)).toEqual({ ok: false });
  });
});

describe('platform-reference §2.1 /media/{mediaResourceId}: ids and storage keys', () => {
  it('an id is 24 hex characters from 12 random bytes; a key is its id and a width', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: MEDIA_ID_BYTES, maxLength: MEDIA_ID_BYTES }), fc.integer({ min: 1, max: 99_999 }), (random, width) => {
        const id = mediaIdFrom(random);
        expect(isMediaId(id)).toBe(true);
        expect(mediaKey(id, width)).toBe(`${id}/${width}`);
        expect(isMediaKey(mediaKey(id, width))).toBe(true);
      }),
    );
    expect(() => mediaIdFrom(new Uint8Array(4))).toThrow(RangeError);
  });

  it('demo ids, paths and anything else are neither ids nor keys', () => {
    for (const bad of ['demo-abc123', '../etc/passwd', 'ABCDEF0123456789ABCDEF01', '0123456789abcdef0123456', '']) expect(isMediaId(bad)).toBe(false);
    for (const bad of ['0123456789abcdef01234567/../x', '0123456789abcdef01234567/0', '/0123456789abcdef01234567/680', '0123456789abcdef01234567']) {
      expect(isMediaKey(bad)).toBe(false);
    }
    expect(() => mediaKey('../x', 680)).toThrow(RangeError);
  });
});

describe('platform-reference §2.1 /_/upload: limits, purposes and refusals', () => {
  it('the default limit is 25 MB; each refusal has its status', () => {
    expect(DEFAULT_UPLOAD_MAX_MB).toBe(25);
    expect(bytesOfMb(25)).toBe(26_214_400);
    expect(UPLOAD_STATUS).toEqual({ TOO_LARGE: 413, UNSUPPORTED_TYPE: 415, BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, RATE_LIMITED: 429 });
  });

  it('the purpose is a story image unless it names avatar or favicon', () => {
    expect(parsePurpose(null)).toBe('image');
    expect(parsePurpose('')).toBe('image');
    expect(parsePurpose('avatar')).toBe('avatar');
    expect(parsePurpose('favicon')).toBe('favicon');
    expect(parsePurpose('banner')).toBeNull();
  });
});

describe('platform-reference §9 image widths: what a page asks for', () => {
  it('an uploaded image offers exactly the widths stored for it, and falls back to the inset width', () => {
    const id = '0123456789abcdef01234567';
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8000 }), (width) => {
        const { src, srcSet } = imageSources(id, width, `/media/${id}`);
        const offered = srcSet!.split(', ').map((entry) => {
          const [url, descriptor] = entry.split(' ');
          expect(url).toBe(`/media/${id}?w=${descriptor!.slice(0, -1)}`);
          return Number(descriptor!.slice(0, -1));
        });
        expect(offered).toEqual(storedWidths(width));
        expect(src).toBe(`/media/${id}?w=${pickWidth(offered, INSET_MAX_WIDTH)}`);
      }),
    );
    expect(BODY_IMAGE_SIZES).toBe('(min-width: 680px) 680px, 100vw');
  });

  it('a demo image, or one without a width, is its address alone', () => {
    expect(imageSources('demo-abc123', 1600, '/media/demo-abc123')).toEqual({ src: '/media/demo-abc123' });
    expect(imageSources('0123456789abcdef01234567', 0, '/media/x')).toEqual({ src: '/media/x' });
  });
});
