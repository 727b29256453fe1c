// The autosave's words and questions for the editor's first paint (issue 15 'Saving…' / 'Saved'): apart from the
// machine (autosave.machine.ts) so the page shows them without carrying XState, which loads after it paints.

/** Edits are numbered; the server has everything up to savedSeq. */
export const hasUnsavedEdits = (c: { editSeq: number; savedSeq: number }): boolean => c.editSeq > c.savedSeq;

export type AutosaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'retrying' | 'offline' | 'refused' | 'conflict' | 'reloading';

/** The top bar's words for each state. */
export function autosaveLabel(status: string): string {
  switch (status) {
    case 'dirty':
    case 'saving':
    case 'afterSave':
    case 'reloading':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'retrying':
      return 'Not saved yet — retrying';
    case 'offline':
      return 'Offline — kept on this device';
    case 'refused':
      return 'Not saved';
    case 'conflict':
      return 'Conflict';
    default:
      return 'Draft';
  }
}
