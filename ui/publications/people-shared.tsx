// Issue 22 part A: what the publication people pages share — one mutation per action (a refusal's message shown,
// success reloads or goes on), the failure line, the page frame, role labels.
import { useState, type ReactNode } from 'react';
import { usePageData } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import type { Operation } from '../post-card-fields.ts';
import './publication-people.css';

const TRY_AGAIN = 'Something went wrong. Check your connection and try again.';


/** Sends one mutation; a refusal's message comes back to show, success reloads (or goes to `then`). */
export function useAction() {
  const { transport } = usePageData();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run<TData, TVars extends Record<string, unknown>>(operation: Operation<TData, TVars>, variables: TVars, then?: (data: TData) => string | null) {
    if (busy) return;
    setFailure(null);
    if (!transport) return setFailure(TRY_AGAIN);
    setBusy(true);
    try {
      const result = await transport.request(operation, variables);
      const error = result.errors?.[0]?.message;
      if (error || !result.data) {
        setFailure(error ?? TRY_AGAIN);
        setBusy(false);
        return;
      }
      const next = then ? then(result.data) : null;
      if (next) window.location.assign(next);
      else window.location.reload();
    } catch {
      setFailure(TRY_AGAIN);
      setBusy(false);
    }
  }
  return { busy, failure, run };
}

export function Failure({ message }: { message: string | null }) {
  return message ? (
    <p className="people__failure" role="alert">
      {message}
    </p>
  ) : null;
}

export function Frame({ page, title, children, aside }: { page: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <PageFrame
      page={page}
      {...(aside ? { aside, asideLabel: `About ${title.toLowerCase()}` } : {})}
      main={
        <div className="people">
          <h1 className="page-heading">{title}</h1>
          {children}
        </div>
      }
    />
  );
}

export const ROLE_LABEL = { OWNER: 'Owner', EDITOR: 'Editor', WRITER: 'Writer' } as const;
export const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

