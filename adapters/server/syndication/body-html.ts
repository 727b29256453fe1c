// platform-reference §2.1 (feeds) and §3 (paragraph types, markups): a story's body as the HTML a feed
// carries, from the paragraph model with core's markup tree — the same elements the story page renders
// (ui/components/PostBody.tsx), every text and attribute escaped, links only to web and mail addresses
// (core/feed-syndication/feed-item.ts feedHref), images at /media/{id} on the public origin.
import type { Paragraph } from '../../../core/content/paragraph.ts';
import { markupTree, type MarkupNode } from '../../../core/content/markup-tree.ts';
import { feedHref, mediaUrl, xmlText } from '../../../core/feed-syndication/feed-item.ts';
import { escapeHtml } from '../render/escape.ts';

const esc = (text: string) => escapeHtml(xmlText(text));

function inline(nodes: readonly MarkupNode[], origin: string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return esc(node);
      const children = inline(node.children, origin);
      switch (node.markup.type) {
        case 'A': {
          const href = feedHref(node.markup.href, origin);
          return href ? `<a href="${esc(href)}">${children}</a>` : children;
        }
        case 'CODE':
          return `<code>${children}</code>`;
        case 'EM':
          return `<em>${children}</em>`;
        case 'STRONG':
          return `<strong>${children}</strong>`;
        case 'HIGHLIGHT':
          return `<mark>${children}</mark>`;
        default: {
          // Every markup kind has its element: a new kind fails to compile here rather than losing its text.
          const unknown: never = node.markup.type;
          return unknown;
        }
      }
    })
    .join('');
}

const text = (p: Paragraph, origin: string) => inline(markupTree(p.text, p.markups), origin);

function block(p: Paragraph, origin: string): string {
  switch (p.type) {
    case 'P':
      return `<p>${text(p, origin)}</p>`;
    case 'H1':
    case 'H2':
      return `<h2>${text(p, origin)}</h2>`;
    case 'H3':
      return `<h3>${text(p, origin)}</h3>`;
    case 'H4':
      return `<h4>${text(p, origin)}</h4>`;
    case 'BQ':
    case 'PQ':
      return `<blockquote><p>${text(p, origin)}</p></blockquote>`;
    case 'PRE':
      return `<pre><code>${text(p, origin)}</code></pre>`;
    case 'HR':
      return '<hr>';
    case 'IMG': {
      const m = p.metadata;
      const img = m ? `<img src="${esc(mediaUrl(origin, m.id))}" alt="${esc(m.alt)}" width="${m.originalWidth}" height="${m.originalHeight}">` : '';
      const caption = p.text ? `<figcaption>${text(p, origin)}</figcaption>` : '';
      return img || caption ? `<figure>${img}${caption}</figure>` : '';
    }
    case 'OLI':
    case 'ULI':
      return `<li>${text(p, origin)}</li>`;
  }
}

/** The body's paragraphs as HTML: consecutive list items share one list, as on the story page. */
export function bodyHtml(paragraphs: readonly Paragraph[], publicOrigin: string): string {
  const out: string[] = [];
  let list: 'OLI' | 'ULI' | null = null;
  for (const p of paragraphs) {
    const item = p.type === 'OLI' || p.type === 'ULI' ? p.type : null;
    if (list !== item && list !== null) out.push(list === 'OLI' ? '</ol>' : '</ul>');
    if (item !== null && list !== item) out.push(item === 'OLI' ? '<ol>' : '<ul>');
    list = item;
    out.push(block(p, publicOrigin));
  }
  if (list !== null) out.push(list === 'OLI' ? '</ol>' : '</ul>');
  return out.join('');
}
