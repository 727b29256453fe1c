// An image in the editor: the uploaded picture, its caption (edited in place, the node's content) and its alt
// text (a labelled field under it; the reading page gives it to screen readers).
import { NodeViewContent, NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useId } from 'react';
import { ALT_MAX_CHARS } from '../../core/content/post-limits.ts';

export function ImageView({ node, updateAttributes, selected }: ReactNodeViewProps) {
  const altId = useId();
  const id = String(node.attrs.id ?? '');
  const width = Number(node.attrs.width) || undefined;
  const height = Number(node.attrs.height) || undefined;
  return (
    <NodeViewWrapper as="figure" className={`editor-image${selected ? ' editor-image--selected' : ''}`} data-image-id={id}>
      <div contentEditable={false} className="editor-image__media">
        <img src={`/media/${id}?w=1400`} alt={String(node.attrs.alt ?? '')} width={width} height={height} draggable={false} />
        <label className="editor-image__alt" htmlFor={altId}>
          Alt text
          <input
            id={altId}
            type="text"
            maxLength={ALT_MAX_CHARS}
            value={String(node.attrs.alt ?? '')}
            placeholder="Describe the image for people who cannot see it"
            onChange={(e) => updateAttributes({ alt: e.target.value })}
          />
        </label>
      </div>
      <NodeViewContent<'figcaption'> as="figcaption" className="editor-image__caption" data-placeholder="Caption (optional)" />
    </NodeViewWrapper>
  );
}
