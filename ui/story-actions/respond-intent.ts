// One way into the story's responses panel from anywhere on the page: the action bar's responses button, the
// text-selection menu's Respond (with the quoted passage) and an address ending in #responses all ask here, and
// the panel (ui/story-actions/ResponsesControl.tsx) listens. A tiny in-page channel, not global state.
export type RespondRequest = {
  postId: string;
  /** The passage the reader selected, when Respond came from a highlight or a selection. */
  quote?: { paragraphName: string; start: number; end: number; text: string };
};

type Listener = (request: RespondRequest) => void;
const listeners = new Set<Listener>();

/** Opens the responses panel for the story (with the quote, when there is one). */
export function requestRespond(request: RespondRequest): void {
  for (const listener of listeners) listener(request);
}

/** The panel's subscription; returns the unsubscribe. */
export function onRespondRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
