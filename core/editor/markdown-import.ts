// platform-reference §2.1 /p/import and /p/import-story: a writer imports a story from a Markdown (or plain-text)
// file into a new draft, which opens in the editor. The file is read in the browser and parsed here; the draft is
// made by createDraft, whose paragraph checks apply as to any save. Markdown kept: the first '# ' heading is the
// title; '##' is H3 and '###' and below H4; paragraphs; '> ' quotes; '- ', '* ', '1. ' list items; ``` code blocks;
// '---' separators; **bold**, *italic*, `code` and [links](https://…) (unsafe links keep their words only).
// Anything else stays as its text. Importing from another site's address is not offered: the server fetching
// addresses a writer names is a door into the operator's network.
import type { Markup, Paragraph, ParagraphType } from '../content/paragraph.ts';
import { isSafeHref } from '../content/safe-href.ts';
import { TITLE_MAX_CHARS } from '../content/post-limits.ts';

/** A file to import is at most this many bytes. */
export const IMPORT_MAX_BYTES = 512 * 1024;

export const IMPORT_MESSAGES = {
  empty: 'The file has no text to import.',
  tooBig: 'The file is too big to import: at most 512 KB.',
  notText: 'Choose a Markdown or plain-text file (.md, .markdown or .txt).',
} as const;

export type ImportedStory = { title: string; body: Paragraph[] };

/** Whether a file's name and type are ones the importer reads. */
export function isImportableFile(name: string, type: string): boolean {
  return /\.(md|markdown|txt)$/i.test(name) || type === 'text/markdown' || type === 'text/plain';
}

const INLINE = /\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|_(.+?)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Inline Markdown to text with markups. */
export function inlineOf(source: string): { text: string; markups: Markup[] } {
  let text = '';
  const markups: Markup[] = [];
  let last = 0;
  for (const m of source.matchAll(INLINE)) {
    text += source.slice(last, m.index);
    last = m.index + m[0].length;
    const [, strong1, strong2, em1, em2, code, linkText, href] = m;
    const inner = strong1 ?? strong2 ?? em1 ?? em2 ?? code ?? linkText ?? '';
    const start = text.length;
    text += inner;
    if (inner.length === 0) continue;
    const end = text.length;
    if (strong1 !== undefined || strong2 !== undefined) markups.push({ type: 'STRONG', start, end });
    else if (em1 !== undefined || em2 !== undefined) markups.push({ type: 'EM', start, end });
    else if (code !== undefined) markups.push({ type: 'CODE', start, end });
    else if (href !== undefined && isSafeHref(href)) markups.push({ type: 'A', start, end, href });
  }
  text += source.slice(last);
  return { text, markups };
}

/** A Markdown file's text as a story: its title and its paragraphs; a message when there is nothing to import. */
export function importMarkdown(source: string): { ok: true; story: ImportedStory } | { ok: false; message: string } {
  const lines = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  let title = '';
  const body: Paragraph[] = [];
  const push = (type: ParagraphType, raw: string, plain = false) => {
    const { text, markups } = plain ? { text: raw, markups: [] } : inlineOf(raw.trim());
    if (type !== 'HR' && text.trim() === '') return;
    body.push({ name: `im${body.length.toString(16)}`, type, text: type === 'HR' ? '' : text, markups: type === 'HR' ? [] : markups });
  };
  let open: { type: 'P' | 'BQ'; lines: string[] } | null = null;
  const close = () => {
    if (open) push(open.type, open.lines.join(' '));
    open = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      close();
      const code: string[] = [];
      while (++i < lines.length && !/^\s*```/.test(lines[i]!)) code.push(lines[i]!);
      push('PRE', code.join('\n'), true);
      continue;
    }
    if (line.trim() === '') {
      close();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      close();
      const level = heading[1]!.length;
      if (level === 1 && title === '' && body.length === 0) title = inlineOf(heading[2]!).text.slice(0, TITLE_MAX_CHARS);
      else push(level <= 2 ? 'H3' : 'H4', heading[2]!);
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      close();
      push('HR', '');
      continue;
    }
    const item = /^\s*(?:[-*+]|(\d+)[.)])\s+(.*)$/.exec(line);
    if (item) {
      close();
      push(item[1] === undefined ? 'ULI' : 'OLI', item[2]!);
      continue;
    }
    const quote = /^\s*>\s?(.*)$/.exec(line);
    const type = quote ? 'BQ' : 'P';
    const text = quote ? quote[1]! : line;
    if (open && (open as { type: string }).type !== type) close();
    if (!open) open = { type, lines: [] };
    (open as { lines: string[] }).lines.push(text.trim());
  }
  close();
  if (title === '' && body.length === 0) return { ok: false, message: IMPORT_MESSAGES.empty };
  return { ok: true, story: { title, body } };
}
