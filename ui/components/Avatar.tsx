// reader-experience §3 (avatar sizes): a writer's picture, or their initials on a colour of their own.
export const AVATAR_SIZES = { XXXS: 20, XXS: 28, XS: 32, S: 40, M: 48, L: 64, XL: 80, XXL: 128 } as const;

const HUES = [12, 38, 150, 190, 215, 262, 300, 335];

function hueOf(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return HUES[h % HUES.length]!;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A picture uploaded as an avatar (issue 21): its square at twice the size shown, for sharp screens. */
const avatarSrc = (imageId: string, px: number) => `/media/${encodeURIComponent(imageId)}?w=${px * 2}`;

export function Avatar({ id, name, size, imageId }: { id: string; name: string; size: keyof typeof AVATAR_SIZES; imageId?: string | null | undefined }) {
  const px = AVATAR_SIZES[size];
  if (imageId) return <img className="avatar avatar--image" src={avatarSrc(imageId, px)} width={px} height={px} alt="" style={{ width: px, height: px, borderRadius: '50%', objectFit: 'cover' }} />;
  return (
    // The initials are drawn by CSS (data-initials): decoration, not text a screen reader or a label check reads.
    <span
      className="avatar"
      aria-hidden="true"
      data-initials={initials(name)}
      style={{
        width: px,
        height: px,
        fontSize: Math.round(px * 0.4),
        background: `hsl(${hueOf(id)} 45% 88%)`,
        color: `hsl(${hueOf(id)} 45% 28%)`,
      }}
    />
  );
}
