// platform-reference §9 "highlight default position 50": where the selection menu (Highlight, Respond, Share)
// stands over a text selection. We read the 50 as a percentage along the selection: the menu is centred on the
// point 50% of the way across the selection's box, above it (below when there is no room above), and kept
// inside the viewport with a margin. Pure geometry; the UI measures the boxes.

export const HIGHLIGHT_DEFAULT_POSITION = 50;
/** Space between the selection and the menu, and between the menu and the viewport's edges, in CSS pixels. */
export const SELECTION_MENU_GAP = 8;

export type Box = { top: number; left: number; width: number; height: number };
export type MenuPlacement = { top: number; left: number; side: 'above' | 'below' };

/**
 * The menu's top-left corner in viewport coordinates for a selection box and the menu's size. `position` is the
 * percentage along the selection the menu centres on (default 50).
 */
export function selectionMenuPlacement(
  selection: Box,
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
  position: number = HIGHLIGHT_DEFAULT_POSITION,
): MenuPlacement {
  const anchorX = selection.left + (selection.width * Math.min(100, Math.max(0, position))) / 100;
  const maxLeft = Math.max(SELECTION_MENU_GAP, viewport.width - menu.width - SELECTION_MENU_GAP);
  const left = Math.min(maxLeft, Math.max(SELECTION_MENU_GAP, anchorX - menu.width / 2));
  const aboveTop = selection.top - menu.height - SELECTION_MENU_GAP;
  if (aboveTop >= SELECTION_MENU_GAP) return { top: aboveTop, left, side: 'above' };
  const belowTop = selection.top + selection.height + SELECTION_MENU_GAP;
  const maxTop = Math.max(SELECTION_MENU_GAP, viewport.height - menu.height - SELECTION_MENU_GAP);
  return { top: Math.min(belowTop, maxTop), left, side: 'below' };
}
