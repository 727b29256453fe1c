// A publication settings form's save: runs its mutation through the page's transport and says how it went in one
// line (a status, or an alert with the error's words). Shared by the settings tabs and the feature pages' settings.
import { useState } from 'react';
import { usePageData } from '../data.tsx';

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; message: string } | { kind: 'error'; message: string };

export function StatusLine({ status }: { status: SaveStatus }) {
  if (status.kind === 'error')
    return (
      <p role="alert" className="publication-settings__error">
        {status.message}
      </p>
    );
  return (
    <p role="status" className="publication-settings__saved">
      {status.kind === 'saved' ? status.message : status.kind === 'saving' ? 'Saving…' : ''}
    </p>
  );
}

/** Runs a mutation; its first error's message, or the answer. */
export function useSave() {
  const { transport } = usePageData();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  async function save<T>(run: (t: NonNullable<typeof transport>) => Promise<{ data?: T | null; errors?: readonly { message: string }[] | undefined }>, saved: string): Promise<T | null> {
    if (!transport) return null;
    setStatus({ kind: 'saving' });
    try {
      const result = await run(transport);
      if (result.errors?.length || !result.data) {
        setStatus({ kind: 'error', message: result.errors?.[0]?.message ?? 'Something went wrong. Please try again.' });
        return null;
      }
      setStatus({ kind: 'saved', message: saved });
      return result.data;
    } catch {
      setStatus({ kind: 'error', message: 'Something went wrong. Check your connection and try again.' });
      return null;
    }
  }
  return { status, save };
}
