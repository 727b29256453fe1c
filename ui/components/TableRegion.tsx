// A table of figures in a scrollable region (the stats pages, the Partner Program dashboard): keyboard users can
// scroll it, and the page never scrolls sideways at 390 px — the table scrolls inside its region instead.
import type { ReactNode } from 'react';
import './table-region.css';

export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <div className="data-table-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
