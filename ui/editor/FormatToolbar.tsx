// The floating toolbar over a selection (issue 15): bold, italic, code, link, highlight, H3, H4, quote, pull
// quote. A WAI-ARIA toolbar: one tab stop, arrow keys (and Home/End) move between its buttons, Escape returns to
// the text. Alt+F10 in the text moves focus here (the editor page wires it).
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { useRef, useState, type KeyboardEvent } from 'react';

type Tool = { key: string; label: string; text: string; keys?: string; active: (e: Editor) => boolean; run: (e: Editor) => void };

export function formatTools(openLink: () => void): Tool[] {
  return [
    { key: 'bold', label: 'Bold', text: 'B', keys: 'Control+B Meta+B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    { key: 'italic', label: 'Italic', text: 'i', keys: 'Control+I Meta+I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
    { key: 'code', label: 'Code', text: 'Code', keys: 'Control+E Meta+E', active: (e) => e.isActive('code'), run: (e) => e.chain().focus().toggleCode().run() },
    { key: 'link', label: 'Link', text: 'Link', keys: 'Control+K Meta+K', active: (e) => e.isActive('link'), run: () => openLink() },
    { key: 'highlight', label: 'Mark (highlight)', text: 'Mark', keys: 'Control+Shift+H Meta+Shift+H', active: (e) => e.isActive('highlight'), run: (e) => e.chain().focus().toggleHighlight().run() },
    { key: 'h3', label: 'H3 heading', text: 'H3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
    { key: 'h4', label: 'H4 subheading', text: 'H4', active: (e) => e.isActive('heading', { level: 4 }), run: (e) => e.chain().focus().toggleHeading({ level: 4 }).run() },
    { key: 'quote', label: 'Quote', text: '“', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
    { key: 'pullQuote', label: 'Pull quote', text: '❝', active: (e) => e.isActive('pullQuote'), run: (e) => e.chain().focus().togglePullQuote().run() },
  ];
}

export function ToolbarButtons({ editor, tools, onEscape }: { editor: Editor; tools: Tool[]; onEscape: () => void }) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = useEditorState({ editor, selector: ({ editor: e }) => tools.map((t) => (e ? t.active(e) : false)) });

  const move = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setCurrent(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') move(current + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tools.length - 1);
    else if (event.key === 'Escape') onEscape();
    else return;
    event.preventDefault();
  };

  return (
    <div role="toolbar" aria-label="Format text" aria-orientation="horizontal" className="format-toolbar" onKeyDown={onKeyDown}>
      {tools.map((tool, i) => (
        <button
          key={tool.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          className={`format-toolbar__button format-toolbar__button--${tool.key}`}
          aria-label={tool.label}
          aria-pressed={active?.[i] ?? false}
          aria-keyshortcuts={tool.keys}
          tabIndex={i === current ? 0 : -1}
          onFocus={() => setCurrent(i)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => tool.run(editor)}
        >
          <span aria-hidden="true">{tool.text}</span>
        </button>
      ))}
    </div>
  );
}

export function FormatToolbar({ editor, openLink }: { editor: Editor; openLink: () => void }) {
  const tools = formatTools(openLink);
  return (
    <BubbleMenu
      editor={editor}
      className="format-toolbar__float"
      options={{ placement: 'top' }}
      shouldShow={({ editor: e, from, to }) => from !== to && !e.isActive('codeBlock') && !e.isActive('image')}
    >
      <ToolbarButtons editor={editor} tools={tools} onEscape={() => editor.commands.focus()} />
    </BubbleMenu>
  );
}
