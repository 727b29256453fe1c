// platform-reference §3 (body paragraph types and markups): renders the paragraph model. Consecutive list
// items share one list; headings sit below the post's own h1; markups nest as core's markup tree says.
import type { ReactNode } from 'react';
import { markupTree, type MarkupNode } from '../../core/content/markup-tree.ts';
import { highlightKindOf } from '../../core/highlights/highlight.ts';
import type { ParagraphData } from '../queries.ts';
import { MediaImage } from './MediaImage.tsx';

function renderNodes(nodes: readonly MarkupNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const key = `${keyPrefix}.${i}`;
    const children = renderNodes(node.children, key);
    switch (node.markup.type) {
      case 'A': {
        const external = /^https?:\/\//.test(node.markup.href ?? '');
        return (
          <a key={key} href={node.markup.href} {...(external ? { rel: 'noopener noreferrer nofollow' } : {})}>
            {children}
          </a>
        );
      }
      case 'CODE':
        return <code key={key}>{children}</code>;
      case 'EM':
        return <em key={key}>{children}</em>;
      case 'STRONG':
        return <strong key={key}>{children}</strong>;
      case 'HIGHLIGHT': {
        // A reader's highlight (ui/highlights/HighlightedBody.tsx) or the story's Top highlight; else the writer's own.
        const kind = highlightKindOf(node.markup);
        if (kind === 'top') return <mark key={key} className="highlight highlight--top" title="Top highlight">{children}</mark>;
        if (kind === 'mine') return <mark key={key} className="highlight highlight--mine" data-start={node.markup.start} data-end={node.markup.end}>{children}</mark>;
        return <mark key={key}>{children}</mark>;
      }
    }
  });
}

function Inline({ paragraph }: { paragraph: ParagraphData }) {
  // The wire spells a missing href null; core's markups leave it out.
  const markups = paragraph.markups.map((m) => ({ ...m, href: m.href ?? undefined }));
  return <>{renderNodes(markupTree(paragraph.text, markups), paragraph.name)}</>;
}

function Block({ paragraph }: { paragraph: ParagraphData }) {
  const id = paragraph.name;
  switch (paragraph.type) {
    case 'P':
      return <p id={id}><Inline paragraph={paragraph} /></p>;
    case 'H1':
    case 'H2':
      return <h2 id={id}><Inline paragraph={paragraph} /></h2>;
    case 'H3':
      return <h3 id={id}><Inline paragraph={paragraph} /></h3>;
    case 'H4':
      return <h4 id={id}><Inline paragraph={paragraph} /></h4>;
    case 'BQ':
      return <blockquote id={id}><p><Inline paragraph={paragraph} /></p></blockquote>;
    case 'PQ':
      return <blockquote id={id} className="pull-quote"><p><Inline paragraph={paragraph} /></p></blockquote>;
    case 'PRE':
      return <pre id={id} tabIndex={0}><code><Inline paragraph={paragraph} /></code></pre>;
    case 'HR':
      return <hr id={id} />;
    case 'IMG':
      return (
        <figure id={id}>
          {paragraph.metadata && <MediaImage image={paragraph.metadata} />}
          {paragraph.text && <figcaption><Inline paragraph={paragraph} /></figcaption>}
        </figure>
      );
    case 'OLI':
    case 'ULI':
      return <li id={id}><Inline paragraph={paragraph} /></li>;
  }
}

type Group = { kind: 'OLI' | 'ULI'; items: ParagraphData[] } | { kind: 'single'; paragraph: ParagraphData };

function group(paragraphs: readonly ParagraphData[]): Group[] {
  const groups: Group[] = [];
  for (const p of paragraphs) {
    const last = groups[groups.length - 1];
    if ((p.type === 'OLI' || p.type === 'ULI') && last && last.kind === p.type) last.items.push(p);
    else if (p.type === 'OLI' || p.type === 'ULI') groups.push({ kind: p.type, items: [p] });
    else groups.push({ kind: 'single', paragraph: p });
  }
  return groups;
}

export function PostBody({ paragraphs }: { paragraphs: readonly ParagraphData[] }) {
  return (
    <div className="post-body">
      {group(paragraphs).map((g) => {
        if (g.kind === 'single') return <Block key={g.paragraph.name} paragraph={g.paragraph} />;
        const List = g.kind === 'OLI' ? 'ol' : 'ul';
        return (
          <List key={g.items[0]!.name}>
            {g.items.map((p) => (
              <Block key={p.name} paragraph={p} />
            ))}
          </List>
        );
      })}
    </div>
  );
}
