// Issue 21 (export your data): a story in the paragraph model (platform-reference §3 body paragraph types and
// markup kinds) written as Markdown — titles as headings, quotes, code blocks, lists, images with their alt text
// and /media addresses, separators, and bold, italic, code and links inside a paragraph. Highlights (the writer's
// own) have no Markdown: their text stays plain.
import type { Markup, Paragraph } from '../content/paragraph.ts';

/** Characters Markdown would read as formatting, escaped in running text. */
const escapeText = (text: string): string => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

function inline(text: string, markups: readonly Markup[], code: boolean): string {
  if (code) return text;
  const opens = new Map<number, string[]>();
  const closes = new Map<number, string[]>();
  const add = (map: Map<number, string[]>, at: number, mark: string, front: boolean) => {
    const list = map.get(at) ?? [];
    if (front) list.unshift(mark);
    else list.push(mark);
    map.set(at, list);
  };
  // Outer markups first (longer, earlier), so they open before and close after the inner ones.
  const sorted = [...markups].filter((m) => m.start < m.end && m.end <= text.length).sort((a, b) => a.start - b.start || b.end - a.end);
  for (const m of sorted) {
    const [open, close] =
      m.type === 'STRONG' ? ['**', '**'] : m.type === 'EM' ? ['*', '*'] : m.type === 'CODE' ? ['`', '`'] : m.type === 'A' ? ['[', `](${m.href ?? ''})`] : ['', ''];
    if (open === '') continue;
    add(opens, m.start, open, false);
    add(closes, m.end, close, true);
  }
  let out = '';
  const chars = [...text];
  for (let i = 0; i <= chars.length; i++) {
    out += (closes.get(i) ?? []).join('');
    out += (opens.get(i) ?? []).join('');
    if (i < chars.length) out += escapeText(chars[i]!);
  }
  return out;
}

/** One story as a Markdown document: a title heading, the subtitle in italics, then the body. */
export function storyMarkdown(story: { title: string; subtitle?: string; body: readonly Paragraph[] }, mediaUrl: (id: string) => string): string {
  const blocks: string[] = [];
  if (story.title.trim()) blocks.push(`# ${escapeText(story.title.trim())}`);
  if (story.subtitle?.trim()) blocks.push(`*${escapeText(story.subtitle.trim())}*`);
  let listKind: 'OLI' | 'ULI' | null = null;
  let listItems: string[] = [];
  const flushList = () => {
    if (listItems.length) blocks.push(listItems.join('\n'));
    listItems = [];
    listKind = null;
  };
  for (const p of story.body) {
    if (p.type !== 'OLI' && p.type !== 'ULI') flushList();
    const text = inline(p.text, p.markups, p.type === 'PRE');
    switch (p.type) {
      case 'H1':
      case 'H2':
        blocks.push(`## ${text}`);
        break;
      case 'H3':
        blocks.push(`### ${text}`);
        break;
      case 'H4':
        blocks.push(`#### ${text}`);
        break;
      case 'BQ':
      case 'PQ':
        blocks.push(text.split('\n').map((line) => `> ${line}`).join('\n'));
        break;
      case 'PRE': {
        const fence = p.text.includes('```') ? '~~~~' : '```';
        blocks.push(`${fence}\n${p.text}\n${fence}`);
        break;
      }
      case 'IMG':
        blocks.push(`![${escapeText(p.metadata?.alt ?? '')}](${p.metadata ? mediaUrl(p.metadata.id) : ''})${p.text ? `\n*${text}*` : ''}`);
        break;
      case 'HR':
        blocks.push('---');
        break;
      case 'OLI':
      case 'ULI':
        if (listKind !== p.type) flushList();
        listKind = p.type;
        listItems.push(`${p.type === 'OLI' ? `${listItems.length + 1}.` : '-'} ${text}`);
        break;
      default:
        blocks.push(text);
    }
  }
  flushList();
  return `${blocks.join('\n\n')}\n`;
}
