// MediaImage (issue 15, Images): an uploaded image offers each stored width in srcset with sizes; a demo SVG
// offers its one address.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaImage } from './MediaImage.tsx';

const ID = '0123456789abcdef01234567';

describe('MediaImage (platform-reference §9 widths)', () => {
  it('gives an uploaded image a srcset of its stored widths, an inset-width src and sizes', () => {
    const { container } = render(<MediaImage image={{ id: ID, originalWidth: 1000, originalHeight: 750, alt: 'A quay' }} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`/media/${ID}?w=680`);
    expect(img.getAttribute('srcset')).toBe(`/media/${ID}?w=160 160w, /media/${ID}?w=320 320w, /media/${ID}?w=680 680w, /media/${ID}?w=1000 1000w`);
    expect(img.getAttribute('sizes')).toBe('(min-width: 680px) 680px, 100vw');
    expect(img.getAttribute('width')).toBe('1000');
    expect(img.getAttribute('alt')).toBe('A quay');
  });

  it('never offers a width wider than the image, and takes the sizes it is given', () => {
    const { container } = render(<MediaImage image={{ id: ID, originalWidth: 120, originalHeight: 80, alt: '' }} sizes="160px" decorative />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(`/media/${ID}?w=120 120w`);
    expect(img.getAttribute('src')).toBe(`/media/${ID}?w=120`);
    expect(img.getAttribute('sizes')).toBe('160px');
  });

  it('gives a demo image its address alone', () => {
    const { container } = render(<MediaImage image={{ id: 'demo-abcdef123456', originalWidth: 1600, originalHeight: 900, alt: 'Art' }} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/demo-abcdef123456');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('loads lazily unless it is the page\u2019s likely largest paint: then at once and at high priority (issue 19)', () => {
    const image = { id: 'demo-abcdef123456', originalWidth: 1600, originalHeight: 900, alt: 'Art' };
    const lazy = render(<MediaImage image={image} />).container.querySelector('img')!;
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.hasAttribute('fetchpriority')).toBe(false);
    const eager = render(<MediaImage image={image} eager />).container.querySelector('img')!;
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('fetchpriority')).toBe('high');
  });
});
