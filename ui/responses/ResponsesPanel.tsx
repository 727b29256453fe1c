// reader-experience §9: the story's responses panel, sliding over from the right, 414px wide (full width on
// small screens), as a WAI-ARIA dialog (ui/components/ModalDialog.tsx: focus trapped and restored, Escape
// closes). Loaded when first opened: none of it (nor TipTap) is in the story page's initial JavaScript.
import { ModalDialog } from '../components/ModalDialog.tsx';
import { responsesHeading, type ResponseParentKind } from '../../core/responses/responses.ts';
import { ResponsesView } from './ResponsesView.tsx';
import type { PostResponsesData } from './responses-queries.ts';
import './responses.css';

export type ResponsesPanelProps = {
  postId: string;
  /** CATALOG: the list's responses (reader-experience §3 Catalog.responses). */
  parentKind?: ResponseParentKind;
  count: number;
  quote?: string | undefined;
  /** The panel opened to respond (Respond from a selection): the composer takes focus. */
  respond: boolean;
  initial: PostResponsesData | null;
  onCountChange: (count: number) => void;
  onClose: () => void;
};

export function ResponsesPanel({ postId, parentKind, count, quote, respond, initial, onCountChange, onClose }: ResponsesPanelProps) {
  return (
    <ModalDialog block="responses-panel" labelledBy="responses-panel-title" onClose={onClose} lockScroll>
      <h2 id="responses-panel-title" className="responses-panel__title">
        {responsesHeading(count)}
      </h2>
      <ResponsesView postId={postId} parentKind={parentKind ?? 'POST'} initial={initial} quote={quote} autoFocus={respond} onCountChange={onCountChange} />
    </ModalDialog>
  );
}
