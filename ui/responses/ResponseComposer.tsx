// The response composer: the editor's light mode (TipTap with paragraphs and quotes; bold, italic and links —
// the pieces of ui/editor/extensions.ts), mapped to the paragraph model by core/content/editor-document.ts, and
// the 'Respond' button. Loaded on demand (the responses panel and page import it lazily), never with a story.
// A send carries one client id, kept until it lands, so a retry never publishes twice.
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import { bodyToEditorDoc, editorDocToBody, sanitizeHref } from '../../core/content/editor-document.ts';
import type { Paragraph } from '../../core/content/paragraph.ts';
import { retryableErrorMessage } from '../../core/toasts/undo.ts';
import { messageOf } from './responses-queries.ts';
import { RESPONSE_TEXT_MAX_CHARS, type ResponseParentKind } from '../../core/responses/responses.ts';
import { newParagraphName, ParagraphNames, STORY_LINK_OPTIONS, StoryBlockquote } from '../editor/extensions.ts';
import { usePageData } from '../data.tsx';
import { PublishResponseMutation, type PostResponseData } from './responses-queries.ts';

export type ComposerProps = {
  parentId: string;
  /** A list's id when the response answers a list (reader-experience §3 Catalog.responses). */
  parentKind?: ResponseParentKind;
  /** The accessible name of the text box ('Write a response', 'Reply to Maya Chen'). */
  label: string;
  /** A passage to answer: the composer starts with it as a quote. */
  quote?: string | undefined;
  autoFocus?: boolean;
  onPublished: (response: PostResponseData, parentResponsesCount: number) => void;
  onCancel?: () => void;
};

function lightExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      strike: false,
      underline: false,
      link: STORY_LINK_OPTIONS,
    }),
    StoryBlockquote,
    ParagraphNames,
    Placeholder.configure({ placeholder }),
  ];
}

const newClientId = (): string => `r-${newParagraphName()}${newParagraphName()}${newParagraphName()}`;

export function ResponseComposer({ parentId, parentKind = 'POST', label, quote, autoFocus = false, onPublished, onCancel }: ComposerProps) {
  const { transport } = usePageData();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [empty, setEmpty] = useState(!quote);
  const [linking, setLinking] = useState<string | null>(null);
  const clientId = useRef<string | null>(null);
  const id = useId();
  const initial: Paragraph[] = quote
    ? [
        { name: newParagraphName(), type: 'BQ', text: quote, markups: [] },
        { name: newParagraphName(), type: 'P', text: '', markups: [] },
      ]
    : [];
  const editor = useEditor({
    immediatelyRender: false,
    autofocus: autoFocus ? 'end' : false,
    extensions: lightExtensions('What are your thoughts?'),
    content: initial.length > 0 ? bodyToEditorDoc(initial) : undefined,
    editorProps: { attributes: { class: 'response-composer__text', 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => {
      setEmpty(e.getText().trim().length === 0);
      // A new text is a new response: it gets a new client id when sent.
      clientId.current = null;
    },
  });

  const send = async () => {
    if (!editor || !transport || sending) return;
    const result = editorDocToBody(editor.getJSON(), { newName: newParagraphName });
    if (!result.ok) return setError(result.message);
    const body = result.body.filter((p) => p.text.trim().length > 0);
    if (body.reduce((n, p) => n + p.text.length, 0) > RESPONSE_TEXT_MAX_CHARS) return setError(`A response is at most ${RESPONSE_TEXT_MAX_CHARS.toLocaleString('en-US')} characters. Shorten it and try again.`);
    clientId.current ??= newClientId();
    setSending(true);
    setError(null);
    try {
      const answer = await transport.request(PublishResponseMutation, { input: { ...(parentKind === 'CATALOG' ? { inResponseToCatalogId: parentId } : { inResponseToPostId: parentId }), bodyModel: JSON.stringify(body), clientId: clientId.current } });
      const outcome = answer.data?.publishResponse;
      if (outcome?.__typename === 'ResponsePublished') {
        clientId.current = null;
        editor.commands.clearContent(true);
        onPublished(outcome.response, outcome.parentResponsesCount);
      } else {
        setError(messageOf(outcome));
      }
    } catch {
      setError(retryableErrorMessage);
    } finally {
      setSending(false);
    }
  };

  const applyLink = () => {
    if (!editor || linking === null) return;
    const href = sanitizeHref(linking.trim());
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    else editor.chain().focus().unsetLink().run();
    setLinking(null);
  };

  return (
    <div className="response-composer">
      <div className="response-composer__toolbar" role="toolbar" aria-label="Format your response">
        <button type="button" className="response-composer__tool" aria-pressed={editor?.isActive('bold') ?? false} onClick={() => editor?.chain().focus().toggleBold().run()}>
          <b aria-hidden="true">B</b>
          <span className="visually-hidden">Bold</span>
        </button>
        <button type="button" className="response-composer__tool" aria-pressed={editor?.isActive('italic') ?? false} onClick={() => editor?.chain().focus().toggleItalic().run()}>
          <i aria-hidden="true">i</i>
          <span className="visually-hidden">Italic</span>
        </button>
        <button type="button" className="response-composer__tool" aria-pressed={editor?.isActive('link') ?? false} aria-expanded={linking !== null} onClick={() => setLinking(linking === null ? ((editor?.getAttributes('link').href as string | undefined) ?? '') : null)}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Link</span>
        </button>
      </div>
      {linking !== null && (
        <div className="response-composer__link">
          <label htmlFor={`${id}-link`}>Link address</label>
          <input
            id={`${id}-link`}
            type="url"
            value={linking}
            onChange={(e) => setLinking(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
          />
          <button type="button" className="button button--small" onClick={applyLink}>
            Apply
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
      {error && (
        <p className="response-composer__error" role="alert">
          {error}
        </p>
      )}
      <div className="response-composer__actions">
        {onCancel && (
          <button type="button" className="button button--small button--outline" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="button" className="button button--small" disabled={empty || sending || !editor} aria-busy={sending} onClick={() => void send()}>
          Respond
        </button>
      </div>
    </div>
  );
}
