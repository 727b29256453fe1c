// From the browser's selection to a range over the paragraph model (core/highlights/highlight.ts): the paragraph
// elements of PostBody carry the paragraph's name as their id, and their text content is exactly the paragraph's
// text (core/content/markup-tree.ts treeText), so an offset is the length of the text from the element's start
// to the selection's boundary. Loaded with the selection toolbar, not with the page.
import type { HighlightRange } from '../../core/highlights/highlight.ts';

/** The paragraph element holding a node inside the story's body, or null. */
export function paragraphOf(node: Node | null, root: HTMLElement, names: ReadonlySet<string>): HTMLElement | null {
  let element: Element | null = node instanceof Element ? node : (node?.parentElement ?? null);
  while (element && element !== root) {
    if (element.id && names.has(element.id)) return element as HTMLElement;
    element = element.parentElement;
  }
  return null;
}

function offsetIn(paragraph: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(paragraph, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The selection as a range over the paragraphs, or null when it is empty or reaches outside the story's body. */
export function selectionRange(selection: Selection | null, root: HTMLElement, order: readonly string[]): { range: HighlightRange; text: string } | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const domRange = selection.getRangeAt(0);
  const names = new Set(order);
  const start = paragraphOf(domRange.startContainer, root, names);
  const end = paragraphOf(domRange.endContainer, root, names);
  if (!start || !end) return null;
  let range: HighlightRange = {
    startParagraph: start.id,
    startOffset: offsetIn(start, domRange.startContainer, domRange.startOffset),
    endParagraph: end.id,
    endOffset: offsetIn(end, domRange.endContainer, domRange.endOffset),
  };
  // A selection dragged to the very start of the next paragraph ends, for the reader, at the end of the one before.
  if (range.endOffset === 0 && range.endParagraph !== range.startParagraph) {
    const index = order.indexOf(range.endParagraph);
    const previous = index > 0 ? document.getElementById(order[index - 1]!) : null;
    if (previous) range = { ...range, endParagraph: previous.id, endOffset: previous.textContent?.length ?? 0 };
  }
  const text = domRange.toString();
  return text.trim().length === 0 ? null : { range, text };
}

/** The box a passage occupies on screen, for placing the toolbar. */
export function selectionBox(selection: Selection | null): DOMRect | null {
  if (!selection || selection.rangeCount === 0) return null;
  const rect = selection.getRangeAt(0).getBoundingClientRect();
  return rect.width === 0 && rect.height === 0 ? null : rect;
}
