// /p/import and /p/import-story (core/editor/markdown-import.ts): a writer picks a Markdown or plain-text file (or
// pastes its text), sees what it holds, and Import makes a new draft of it (createDraft), which opens in the editor.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { importMarkdown, IMPORT_MAX_BYTES, IMPORT_MESSAGES, isImportableFile } from '../../core/editor/markdown-import.ts';
import { usePageData } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { CreateDraftMutation } from './editor-operations.ts';

export function ImportStoryPage({ drafts }: { drafts: number }) {
  const { transport } = usePageData();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = text.trim() === '' ? null : importMarkdown(text);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isImportableFile(file.name, file.type)) return setError(IMPORT_MESSAGES.notText);
    if (file.size > IMPORT_MAX_BYTES) return setError(IMPORT_MESSAGES.tooBig);
    setError(null);
    setText(await file.text());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport || busy) return;
    if (!parsed || !parsed.ok) return setError(parsed && !parsed.ok ? parsed.message : IMPORT_MESSAGES.empty);
    setBusy(true);
    try {
      const result = await transport.request(CreateDraftMutation, { input: { title: parsed.story.title, subtitle: '', body: JSON.stringify(parsed.story.body) } });
      const answer = result.data?.createDraft;
      if (answer?.__typename === 'DraftSaved') {
        window.location.assign(`/p/${answer.post.id}/edit`);
        return;
      }
      setError(answer && 'message' in answer ? answer.message : (result.errors?.[0]?.message ?? 'The story could not be imported.'));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The story could not be imported.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame
      page="mobile-web-editor-redirect"
      main={
        <div className="series-editor">
          <h1 className="page-heading">Import a story</h1>
          <p>Bring a story written elsewhere as a Markdown or plain-text file: it becomes a new draft you can edit before publishing. Its first “# ” heading is the title.</p>
          <p>
            It joins your {drafts === 1 ? '1 draft' : `${drafts} drafts`} in <a href="/me/stories/drafts">Your stories</a>.
          </p>
          <form onSubmit={submit} noValidate>
            <div className="field field--wide">
              <label htmlFor={`${id}-file`}>A Markdown or text file (at most 512 KB)</label>
              <input id={`${id}-file`} type="file" accept=".md,.markdown,.txt,text/markdown,text/plain" onChange={(e) => void pick(e)} />
            </div>
            <div className="field field--wide">
              <label htmlFor={`${id}-text`}>Or paste its text</label>
              <textarea id={`${id}-text`} rows={10} value={text} onChange={(e) => setText(e.target.value)} />
            </div>
            {parsed?.ok && (
              <p role="status">
                {parsed.story.title ? `“${parsed.story.title}”` : 'Untitled'}: {parsed.story.body.length} {parsed.story.body.length === 1 ? 'paragraph' : 'paragraphs'}.
              </p>
            )}
            {error && <p role="alert" className="payment__error">{error}</p>}
            <p>
              <button type="submit" className="button" disabled={busy}>
                Import as a draft
              </button>
            </p>
          </form>
        </div>
      }
    />
  );
}
