// The editor's schema (TipTap 3 on ProseMirror), named after core's editor document (core/content/editor-document.ts
// EDITOR_NODE), so every node and mark it can hold maps to the paragraph model: paragraphs, headings H1–H4 (the UI
// offers H3 and H4; `# ` and `## ` make them), block quotes of paragraphs, pull quotes, code blocks, lists,
// separators, images with a caption and alt text; bold, italic, code, links (safe hrefs only) and highlights.
// Each block carries its paragraph `name` (not copied on a split), and a small plugin gives every unnamed or
// duplicated block a fresh one, so names stay stable from save to save.
import { Extension, mergeAttributes, Node, textblockTypeInputRule } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Code from '@tiptap/extension-code';
import Heading from '@tiptap/extension-heading';
import Highlight from '@tiptap/extension-highlight';
import { Placeholder } from '@tiptap/extensions';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { ReactNodeViewRenderer } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { sanitizeHref } from '../../core/content/editor-document.ts';
import { ImageView } from './ImageView.tsx';

/** The blocks that stand for one paragraph each (list items and quotes hold paragraphs). */
export const NAMED_BLOCKS = ['paragraph', 'heading', 'codeBlock', 'horizontalRule', 'pullQuote', 'image'] as const;

/** A short random paragraph name, like the anchors readers link to. */
export function newParagraphName(): string {
  const bytes = new Uint8Array(4);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const ParagraphNames = Extension.create({
  name: 'paragraphNames',
  addGlobalAttributes() {
    return [
      {
        types: [...NAMED_BLOCKS],
        attributes: {
          name: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element: HTMLElement) => element.getAttribute('data-name'),
            renderHTML: (attributes: Record<string, unknown>) => (attributes.name ? { 'data-name': String(attributes.name) } : {}),
          },
        },
      },
    ];
  },
  addProseMirrorPlugins() {
    const named = new Set<string>(NAMED_BLOCKS);
    return [
      new Plugin({
        key: new PluginKey('paragraphNames'),
        appendTransaction(transactions, _old, state) {
          if (!transactions.some((t) => t.docChanged)) return null;
          const seen = new Set<string>();
          const tr = state.tr;
          state.doc.descendants((node, pos) => {
            if (!named.has(node.type.name)) return true;
            const name = node.attrs.name as string | null;
            if (typeof name === 'string' && name !== '' && !seen.has(name)) seen.add(name);
            else {
              let fresh = newParagraphName();
              while (seen.has(fresh)) fresh = newParagraphName();
              seen.add(fresh);
              tr.setNodeAttribute(pos, 'name', fresh);
            }
            return false;
          });
          if (!tr.docChanged) return null;
          tr.setMeta('addToHistory', false);
          return tr;
        },
      }),
    ];
  },
});

/** H3 and H4 in the UI; H1 and H2 are kept when a story brings them. `# ` makes an H3, `## ` an H4. */
const StoryHeading = Heading.extend({
  addInputRules() {
    return [
      textblockTypeInputRule({ find: /^#\s$/, type: this.type, getAttributes: { level: 3 } }),
      textblockTypeInputRule({ find: /^##\s$/, type: this.type, getAttributes: { level: 4 } }),
    ];
  },
}).configure({ levels: [1, 2, 3, 4] });

/** A block quote holds paragraphs only: each is one BQ paragraph. */
export const StoryBlockquote = Blockquote.extend({ content: 'paragraph+' });

/** Inline code may be bold or linked too (the paragraph model lets markups overlap). */
const StoryCode = Code.extend({ excludes: '' });

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    pullQuote: { togglePullQuote: () => ReturnType };
    storyImage: { insertStoryImage: (attrs: { id: string; width: number; height: number; alt?: string }) => ReturnType };
  }
}

/** A pull quote: one paragraph set large (PQ). */
export const PullQuote = Node.create({
  name: 'pullQuote',
  group: 'block',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'blockquote.pull-quote' }],
  renderHTML: ({ HTMLAttributes }) => ['blockquote', mergeAttributes(HTMLAttributes, { class: 'pull-quote' }), 0],
  addCommands() {
    return { togglePullQuote: () => ({ commands }) => commands.toggleNode(this.name, 'paragraph') };
  },
});

/** An uploaded image with its caption (the node's content) and alt text (IMG, text = caption). */
export const StoryImage = Node.create({
  name: 'image',
  group: 'block',
  content: 'inline*',
  isolating: true,
  draggable: true,
  addAttributes: () => ({
    id: { default: null },
    width: { default: null },
    height: { default: null },
    alt: { default: '' },
  }),
  parseHTML: () => [{ tag: 'figure[data-image-id]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'figure',
    mergeAttributes(HTMLAttributes, { 'data-image-id': node.attrs.id }),
    ['img', { src: `/media/${node.attrs.id}?w=1400`, alt: node.attrs.alt, width: node.attrs.width, height: node.attrs.height }],
    ['figcaption', 0],
  ],
  addNodeView: () => ReactNodeViewRenderer(ImageView),
  addCommands() {
    return {
      insertStoryImage:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { alt: '', ...attrs } }),
    };
  },
});

/** Links in a story or a response: opened by the reader, never while editing; safe addresses only (core's sanitizeHref). */
export const STORY_LINK_OPTIONS = {
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  isAllowedUri: (url: string) => sanitizeHref(url) !== null,
  HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
};

export function storyExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      strike: false,
      underline: false,
      link: STORY_LINK_OPTIONS,
    }),
    StoryHeading,
    StoryBlockquote,
    StoryCode,
    Highlight.configure({ multicolor: false }),
    PullQuote,
    StoryImage,
    ParagraphNames,
    Placeholder.configure({ placeholder }),
  ];
}
