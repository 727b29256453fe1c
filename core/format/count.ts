// platform-reference §9: counts abbreviated with K and M (1,234 → 1.2K; 2,500,000 → 2.5M).
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  const short = (value: number, unit: string) => {
    const rounded = value >= 100 ? Math.floor(value) : Math.floor(value * 10) / 10;
    return `${sign}${String(rounded).replace(/\.0$/, '')}${unit}`;
  };
  if (abs >= 1_000_000) return short(abs / 1_000_000, 'M');
  if (abs >= 1_000) return short(abs / 1_000, 'K');
  return `${sign}${Math.floor(abs)}`;
}
