// /media/{mediaResourceId} (platform-reference §2.1). Until uploads arrive, the demo corpus's images
// ("demo-…" ids) are drawn here: deterministic abstract art, the same picture for the same id.
const DEMO_ID = /^demo-[0-9a-f]{6,32}$/;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function isDemoImageId(id: string): boolean {
  return DEMO_ID.test(id);
}

export function demoImageSvg(id: string): string {
  let seed = hash(id);
  const next = () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return seed / 4294967296;
  };
  const hue = Math.floor(next() * 360);
  const hue2 = (hue + 40 + Math.floor(next() * 80)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const cx = Math.round(next() * 1200);
    const cy = Math.round(next() * 800);
    const r = Math.round(80 + next() * 320);
    const h = next() < 0.5 ? hue : hue2;
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${h} 60% ${45 + Math.round(next() * 30)}%)" fill-opacity="${(0.25 + next() * 0.4).toFixed(2)}"/>`);
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 85%)"/><stop offset="1" stop-color="hsl(${hue2} 50% 70%)"/></linearGradient></defs>`,
    '<rect width="1200" height="800" fill="url(#g)"/>',
    ...shapes,
    '</svg>',
  ].join('');
}
