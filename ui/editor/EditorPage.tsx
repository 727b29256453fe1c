// The editor (issue 15 "What a user gets"): /new-story and /p/{postId}/edit, in a distraction-free layout of its
// own — a slim top bar with the product mark, the save state ('Draft' / 'Saving…' / 'Saved'), word count and
// reading time, and Publish — above the title, the subtitle and the story's body (TipTap 3 on ProseMirror; the
// document maps to core's paragraph model by core/content/editor-document.ts). The draft saves itself
// (core/editor/autosave.machine.ts, loaded after the page paints), is kept on the device until the server has
// it, and a new story becomes /p/{id}/edit once its first keystroke has created it.
import { Extension } from '@tiptap/core';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { storyImages } from '../../core/content/body-images.ts';
import { bodyStats, bodyToEditorDoc, editorDocToBody, formatWordCount, withoutTrailingEmptyParagraphs } from '../../core/content/editor-document.ts';
import { postIdFromParam } from '../../core/content/post-id.ts';
import type { PostLicense } from '../../core/content/post-lifecycle.ts';
import type { Paragraph } from '../../core/content/paragraph.ts';
import { SUBTITLE_MAX_CHARS, TITLE_MAX_CHARS } from '../../core/content/post-limits.ts';
import { autosaveLabel, hasUnsavedEdits } from '../../core/editor/autosave-status.ts';
import type { DraftContent } from '../../core/editor/autosave.machine.ts';
import { pathTo } from '../../core/routing/paths.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { hrefFor } from '../chrome/links.ts';
import { usePorts } from '../ports.tsx';
import type { AutosaveActor, AutosaveSnapshot } from './autosave-engine.ts';
import { EditablePostQuery, ImportContextQuery, PublishPostMutation, RepostSourceQuery, type EditablePostData } from './editor-operations.ts';
import { repostBody } from '../../core/editor/repost.ts';
import { newParagraphName, storyExtensions } from './extensions.ts';
import { FormatToolbar } from './FormatToolbar.tsx';
import { ImportStoryPage } from './ImportStoryPage.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import type { PublishChoices } from './PublishDialog.tsx';
import { NOT_AN_IMAGE_MESSAGE, uploadImage } from './upload.ts';
import './editor.css';

const PublishDialog = lazy(() => import('./PublishDialog.tsx').then((m) => ({ default: m.PublishDialog })));

export const RESTORED_MESSAGE = 'Your unsaved changes on this device were restored.';

/** The story's body as the server keeps it (checked by the paragraph schema when it was saved). */
function bodyOf(post: EditablePostData | null): Paragraph[] {
  if (!post) return [];
  try {
    const body: unknown = JSON.parse(post.body);
    return Array.isArray(body) ? (body as Paragraph[]).filter((p) => typeof p === 'object' && p !== null && typeof p.text === 'string' && Array.isArray(p.markups)) : [];
  } catch {
    return [];
  }
}

function docBody(editor: Editor | null, fallback: Paragraph[]): Paragraph[] {
  if (!editor) return fallback;
  const result = editorDocToBody(editor.getJSON(), { newName: newParagraphName });
  return result.ok ? withoutTrailingEmptyParagraphs(result.body) : fallback;
}

/** Alt+F10: into the floating toolbar, once it shows (it follows the selection a moment later). */
function focusToolbar(host: HTMLElement | null, framesLeft = 30) {
  const button = host?.querySelector<HTMLButtonElement>('.format-toolbar [tabindex="0"]');
  const float = host?.querySelector<HTMLElement>('.format-toolbar__float');
  if (button && float && getComputedStyle(float).visibility !== 'hidden' && float.style.opacity !== '0') {
    button.focus();
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusToolbar(host, framesLeft - 1));
}

/** The editor takes the page's selection now (it would a tick later, after a dialog has taken the focus). */
function adoptPageSelection(editor: Editor) {
  const selection = window.getSelection();
  const { anchorNode, focusNode } = selection ?? {};
  if (!selection || !anchorNode || !focusNode || !editor.view.dom.contains(anchorNode) || !editor.view.dom.contains(focusNode)) return;
  try {
    const anchor = editor.view.posAtDOM(anchorNode, selection.anchorOffset);
    const head = editor.view.posAtDOM(focusNode, selection.focusOffset);
    const current = editor.state.selection;
    if (anchor !== current.anchor || head !== current.head) editor.commands.setTextSelection({ from: Math.min(anchor, head), to: Math.max(anchor, head) });
  } catch {
    // A position the editor cannot map: keep its own selection.
  }
}

type Upload = { key: number; name: string; fraction: number };

/** The editor's page: the story editor, or (/p/import, /p/import-story) importing a story into a new draft. */
export function EditorPage() {
  // The server preloads the importer's context on its addresses only.
  const importing = usePreloaded(ImportContextQuery, {});
  return importing ? <ImportStoryPage drafts={importing.yourStoriesCounts.drafts} /> : <StoryEditor />;
}

function StoryEditor() {
  const { state, transport, copy } = usePageData();
  const { storage, clock } = usePorts();
  const route = state.route;
  // /p/{postId}/edit names its story; /new-story has none.
  const routePostId = route?.params.postId ? postIdFromParam(route.params.postId) : null;
  const loaded = usePreloaded(EditablePostQuery, { id: routePostId ?? '' })?.editablePost ?? null;
  // /new-story/repost/{repostId}: the new story starts with the reposted story linked (core/editor/repost.ts).
  const repostId = route?.params.repostId !== undefined ? postIdFromParam(route.params.repostId) : null;
  const reposted = usePreloaded(RepostSourceQuery, { id: repostId ?? '' })?.post ?? null;
  const initialBody = useMemo(
    () => (loaded || !reposted ? bodyOf(loaded) : repostBody({ title: reposted.title, url: reposted.url, creatorName: reposted.creator.name })),
    [loaded, reposted],
  );

  const [post, setPost] = useState<EditablePostData | null>(loaded);
  const [title, setTitle] = useState(loaded?.title ?? '');
  const [subtitle, setSubtitle] = useState(loaded?.subtitle ?? '');
  const [body, setBody] = useState<Paragraph[]>(initialBody);
  const [snapshot, setSnapshot] = useState<AutosaveSnapshot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [linkOpen, setLinkOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);

  const actorRef = useRef<AutosaveActor | null>(null);
  const pendingRef = useRef<DraftContent | null>(null);
  const headlineRef = useRef({ title, subtitle });
  headlineRef.current = { title, subtitle };
  const editorRef = useRef<Editor | null>(null);
  const openLinkRef = useRef<() => void>(() => {});
  const uploadRef = useRef<(files: File[]) => void>(() => {});
  const titleRef = useRef<HTMLTextAreaElement>(null);
  const publishButtonRef = useRef<HTMLButtonElement>(null);
  const toolbarHostRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const uploadKey = useRef(0);
  const statusId = useId();

  /** The writer's copy now: the headline fields and the body as core's paragraph model. */
  const currentContent = useCallback((): DraftContent => {
    const { title: t, subtitle: s } = headlineRef.current;
    return { title: t, subtitle: s, body: docBody(editorRef.current, []) };
  }, []);

  const emitEdit = useCallback(
    (content: DraftContent) => {
      setBody(content.body);
      const actor = actorRef.current;
      if (actor) actor.send({ type: 'editor.edit', content, at: clock.now() });
      else pendingRef.current = content;
    },
    [clock],
  );

  const shortcuts = useMemo(
    () =>
      Extension.create({
        name: 'storyShortcuts',
        addKeyboardShortcuts() {
          return {
            'Mod-k': () => {
              openLinkRef.current();
              return true;
            },
            'Alt-F10': () => {
              adoptPageSelection(this.editor);
              focusToolbar(toolbarHostRef.current);
              return true;
            },
          };
        },
      }),
    [],
  );

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [...storyExtensions('Tell your story…'), shortcuts],
    content: initialBody.length > 0 ? bodyToEditorDoc(initialBody) : undefined,
    editorProps: {
      attributes: { class: 'story-body', 'aria-label': 'Story', 'aria-multiline': 'true', role: 'textbox' },
      handlePaste: (_view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []);
        if (files.length === 0) return false;
        uploadRef.current(files);
        return true;
      },
      handleDrop: (_view, event) => {
        const files = Array.from((event as DragEvent).dataTransfer?.files ?? []);
        if (files.length === 0) return false;
        event.preventDefault();
        uploadRef.current(files);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const { title: t, subtitle: s } = headlineRef.current;
      emitEdit({ title: t, subtitle: s, body: docBody(e, []) });
    },
  });
  editorRef.current = editor;

  // Images: upload, then insert where the writer is; progress while it goes, the server's message if it fails.
  uploadRef.current = (files: File[]) => {
    for (const file of files) {
      if (!file.type.startsWith('image/')) {
        setAlert(NOT_AN_IMAGE_MESSAGE);
        continue;
      }
      const key = ++uploadKey.current;
      setUploads((u) => [...u, { key, name: file.name, fraction: 0 }]);
      void uploadImage(file, state.xsrf, (fraction) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, fraction } : x)))).then((result) => {
        setUploads((u) => u.filter((x) => x.key !== key));
        if (!result.ok) {
          setAlert(result.message);
          return;
        }
        setAlert(null);
        editorRef.current?.chain().focus().insertStoryImage({ id: result.image.id, width: result.image.width, height: result.image.height }).run();
      });
    }
  };

  // Once the page has painted: restore the device's copy when it is newer, then start the autosave.
  useEffect(() => {
    if (!editor) return;
    let cancelled = false;
    void import('./autosave-engine.ts').then(({ startAutosave, restorableCopy }) => {
      if (cancelled || !transport) return;
      const server = loaded ? { postId: loaded.id, revision: loaded.revision, updatedAt: loaded.updatedAt, content: { title: loaded.title, subtitle: loaded.subtitle, body: initialBody } } : null;
      const local = restorableCopy(storage, server);
      if (local) {
        setTitle(local.content.title);
        setSubtitle(local.content.subtitle);
        headlineRef.current = { title: local.content.title, subtitle: local.content.subtitle };
        editor.commands.setContent(bodyToEditorDoc(local.content.body), { emitUpdate: false });
        setBody(local.content.body);
        setNotice(RESTORED_MESSAGE);
      }
      const input = {
        postId: loaded?.id ?? null,
        revision: local ? local.baseRevision : (loaded?.revision ?? 0),
        content: local ? local.content : { title: loaded?.title ?? '', subtitle: loaded?.subtitle ?? '', body: initialBody },
        dirty: local !== null,
      };
      const actor = startAutosave(input, { transport, storage, clock, onSaved: (p) => setPost(p) });
      actorRef.current = actor;
      actor.subscribe((s) => setSnapshot(s));
      setSnapshot(actor.getSnapshot());
      if (pendingRef.current) {
        actor.send({ type: 'editor.edit', content: pendingRef.current, at: clock.now() });
        pendingRef.current = null;
      }
    });
    return () => {
      cancelled = true;
      actorRef.current?.stop();
      actorRef.current = null;
    };
    // The page's story is fixed for its lifetime; the editor instance arrives once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  // The saved story's address: a new story becomes /p/{id}/edit (a reload finds it), as does a copy kept as a new draft.
  const postId = snapshot?.context.postId ?? loaded?.id ?? null;
  // The server names the edit address (the browser carries only the routes it links to).
  const editUrl = post && post.id === postId ? post.editUrl : null;
  useEffect(() => {
    if (editUrl && window.location.pathname !== editUrl) window.history.replaceState(window.history.state, '', editUrl);
  }, [editUrl]);

  // "Reload" after a conflict: the server's copy replaces the writer's.
  const reloadedSeq = snapshot?.context.reloadedSeq ?? 0;
  useEffect(() => {
    if (reloadedSeq === 0 || !snapshot || !editor) return;
    const { content } = snapshot.context;
    setTitle(content.title);
    setSubtitle(content.subtitle);
    headlineRef.current = { title: content.title, subtitle: content.subtitle };
    editor.commands.setContent(bodyToEditorDoc(content.body), { emitUpdate: false });
    setBody(content.body);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloadedSeq]);

  useEffect(() => {
    const offline = () => actorRef.current?.send({ type: 'connection.offline' });
    const online = () => actorRef.current?.send({ type: 'connection.online' });
    const leaving = (event: BeforeUnloadEvent) => {
      const s = actorRef.current?.getSnapshot();
      if (s && hasUnsavedEdits(s.context)) event.preventDefault();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    window.addEventListener('beforeunload', leaving);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', leaving);
    };
  }, []);

  // Ctrl/Cmd-K opens the dialog at once: the editor may not have read a selection made a moment ago yet (it
  // follows the page's selection a tick later), so the dialog decides what to link when it is applied.
  openLinkRef.current = () => {
    if (!editor) return;
    adoptPageSelection(editor);
    setLinkOpen(true);
  };

  const onHeadline = (field: 'title' | 'subtitle', value: string) => {
    const clean = value.replace(/\s*\n\s*/g, ' ');
    if (field === 'title') setTitle(clean);
    else setSubtitle(clean);
    headlineRef.current = { ...headlineRef.current, [field]: clean };
    emitEdit({ ...currentContent(), [field]: clean });
  };
  const onHeadlineKey = (field: 'title' | 'subtitle', event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (field === 'title') document.getElementById(`${statusId}-subtitle`)?.focus();
    else if (editor) {
      // Focus now (TipTap's focus command waits a frame, and keys typed meanwhile would land in the subtitle).
      editor.view.focus();
      editor.commands.focus('start');
    }
  };

  const status = snapshot ? String(snapshot.value) : 'idle';
  const label = post && post.state !== 'DRAFT' && status === 'idle' ? (post.hasUnpublishedChanges ? 'Unpublished changes' : 'Published') : autosaveLabel(status);
  const stats = bodyStats(title, subtitle, body);
  const message = snapshot?.context.message ?? null;
  const republish = post !== null && post.state !== 'DRAFT' && post.state !== 'TRASHED';

  /** Saves what is pending, then waits for the answer: publishing needs the revision that holds the writer's copy. */
  const flush = async (): Promise<{ ok: true; revision: number; postId: string } | { ok: false; message: string }> => {
    const actor = actorRef.current;
    if (!actor) return { ok: false, message: 'The editor is still starting. Try again in a moment.' };
    actor.send({ type: 'editor.saveNow' });
    return new Promise((resolve) => {
      const check = (s: AutosaveSnapshot) => {
        const v = String(s.value);
        if ((v === 'saved' || v === 'idle') && s.context.postId) {
          sub.unsubscribe();
          resolve({ ok: true, revision: s.context.revision, postId: s.context.postId });
        } else if (v === 'conflict' || v === 'refused' || v === 'retrying' || v === 'offline') {
          sub.unsubscribe();
          resolve({ ok: false, message: s.context.message ?? 'The story could not be saved. Try again in a moment.' });
        }
      };
      const sub = actor.subscribe(check);
      check(actor.getSnapshot());
    });
  };

  const publish = async (choices: PublishChoices): Promise<{ ok: true } | { ok: false; message: string }> => {
    if (!transport) return { ok: false, message: 'The editor is still starting. Try again in a moment.' };
    const saved = await flush();
    if (!saved.ok) return saved;
    try {
      const result = await transport.request(PublishPostMutation, {
        input: {
          postId: saved.postId,
          revision: saved.revision,
          tags: choices.tags,
          publicationId: choices.publicationId,
          isLocked: choices.isLocked,
          previewParagraphs: choices.previewParagraphs,
          license: choices.license,
          scheduledAt: choices.scheduledAt,
          previewImageId: choices.previewImageId,
        },
      });
      const answer = result.data?.publishPost;
      if (!answer) return { ok: false, message: result.errors?.[0]?.message ?? 'The story could not be published.' };
      if (answer.__typename !== 'PostPublished') return { ok: false, message: answer.message };
      setPost(answer.post);
      if (answer.post.url && choices.scheduledAt === null) window.location.assign(answer.post.url);
      else {
        setPublishOpen(false);
        setNotice(`Scheduled for ${new Date(answer.post.scheduledAt ?? choices.scheduledAt ?? 0).toLocaleString()}.`);
      }
      return { ok: true };
    } catch {
      return { ok: false, message: 'The story could not be published. Check your connection and try again.' };
    }
  };

  const linkHref = editor?.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '';

  return (
    <div className="editor-layout">
      <a className="skip-link" href="#main">
        Skip to the story
      </a>
      <header className="editor-bar" role="banner">
        <a className="wordmark editor-bar__mark" href={pathTo('ShowHome')} aria-label={`${copy.productName} home`}>
          {copy.productName}
        </a>
        <p id={statusId} className="editor-bar__status" role="status" aria-live="polite" data-status={status}>
          {label}
        </p>
        <p className="editor-bar__stats">
          <span>{formatWordCount(stats.words)}</span> · <span>{stats.readingTime}</span>
        </p>
        <div className="editor-bar__actions">
          <button type="button" className="button button--secondary editor-bar__image" onClick={() => fileInputRef.current?.click()} disabled={!editor}>
            Add image
          </button>
          <input
            ref={fileInputRef}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
            hidden
            aria-label="Choose an image"
            onChange={(e) => {
              uploadRef.current(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
          <button ref={publishButtonRef} type="button" className="button editor-bar__publish" disabled={!postId || !editor} onClick={() => setPublishOpen(true)}>
            {republish ? 'Save and publish' : 'Publish'}
          </button>
        </div>
      </header>
      <main id="main" className="editor-main" tabIndex={-1}>
        {notice && (
          <p className="editor-notice" role="status">
            {notice}
          </p>
        )}
        {uploads.map((u) => (
          <div key={u.key} className="editor-upload" role="status">
            <label>
              Uploading {u.name}… <progress max={1} value={u.fraction} aria-label={`Uploading ${u.name}`} />
            </label>
          </div>
        ))}
        {alert && (
          <div className="editor-alert" role="alert">
            <p>{alert}</p>
            <button type="button" className="button button--secondary" onClick={() => setAlert(null)}>
              Dismiss
            </button>
          </div>
        )}
        {status === 'conflict' && (
          <div className="editor-alert editor-alert--conflict" role="alert">
            <p>{message ?? '409: Conflict'}</p>
            <p>This story was changed somewhere else. Your text is still here.</p>
            <div className="editor-alert__actions">
              <button type="button" className="button button--secondary" onClick={() => actorRef.current?.send({ type: 'conflict.reload' })}>
                Reload
              </button>
              <button type="button" className="button" onClick={() => actorRef.current?.send({ type: 'conflict.keepMine' })}>
                Keep mine as a new draft
              </button>
            </div>
          </div>
        )}
        {status === 'refused' && message && (
          <div className="editor-alert" role="alert">
            <p>{message}</p>
          </div>
        )}
        <article className="editor-story">
          <textarea
            ref={titleRef}
            className="editor-title"
            aria-label="Title"
            placeholder="Title"
            rows={1}
            maxLength={TITLE_MAX_CHARS}
            value={title}
            onChange={(e) => onHeadline('title', e.target.value)}
            onKeyDown={(e) => onHeadlineKey('title', e)}
          />
          <textarea
            id={`${statusId}-subtitle`}
            className="editor-subtitle"
            aria-label="Subtitle"
            placeholder="Subtitle (optional)"
            rows={1}
            maxLength={SUBTITLE_MAX_CHARS}
            value={subtitle}
            onChange={(e) => onHeadline('subtitle', e.target.value)}
            onKeyDown={(e) => onHeadlineKey('subtitle', e)}
          />
          <div ref={toolbarHostRef} className="editor-body-host">
            {editor ? (
              <>
                <FormatToolbar editor={editor} openLink={() => openLinkRef.current()} />
                <EditorContent editor={editor} />
              </>
            ) : (
              <p className="editor-loading">Loading the editor…</p>
            )}
          </div>
        </article>
      </main>
      {linkOpen && editor && (
        <LinkDialog
          initial={linkHref}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
          onRemove={
            linkHref
              ? () => {
                  setLinkOpen(false);
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                }
              : null
          }
          onApply={(href) => {
            setLinkOpen(false);
            // A selection (or the link the cursor is in) gets the address; with neither, the address goes in as its own text.
            if (editor.state.selection.empty && !editor.isActive('link'))
              editor.chain().focus().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
      {publishOpen && (
        <Suspense fallback={null}>
          <PublishDialog
            transport={transport}
            now={() => clock.now()}
            title={title}
            subtitle={subtitle}
            images={storyImages(body)}
            paragraphCount={body.length}
            republish={republish}
            submitHref={state.flags.includes('enable_submissions_v2') && postId && !republish ? hrefFor('ShowFindPublicationForSubmission', { postId }) : null}
            initial={{
              tags: post?.tags ?? [],
              publicationId: post?.publicationId ?? null,
              isLocked: post?.isLocked ?? false,
              previewParagraphs: post?.previewParagraphs ?? null,
              license: (post?.license ?? 'ALL_RIGHTS_RESERVED') as PostLicense,
            }}
            onPublish={publish}
            onClose={() => setPublishOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
