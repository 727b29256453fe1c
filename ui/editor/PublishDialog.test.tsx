// Issue 15 "Publish opens a dialog": up to 5 tags (a sixth is refused with the server's words), the publication
// choices from PublishTargetsQuery, member-only with the preview cut, the licence, publish now or schedule; what
// it sends, and the server's refusal shown as is (role=alert). The link dialog refuses unsafe addresses.
import type { ImageMetadata } from '../../core/content/paragraph.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { LIMIT_MESSAGES } from '../../core/content/post-limits.ts';
import { PUBLISH_SCHEDULE_MISSING } from '../../core/editor/publish-choices.ts';
import { LinkDialog } from './LinkDialog.tsx';
import { PublishDialog, type PublishChoices } from './PublishDialog.tsx';

afterEach(cleanup);

const NOW = Date.UTC(2026, 0, 5, 12);

function transport(): GraphQLTransport {
  return {
    request: vi.fn(async (operation: { name: string }) => {
      if (operation.name === 'PublishTargetsQuery') return { data: { publishTargets: [{ id: 'pub1', name: 'The Quiet Desk', role: 'WRITER' }] } };
      return { data: { tagSuggestions: [] } };
    }),
  } as unknown as GraphQLTransport;
}

function renderDialog(onPublish: (c: PublishChoices) => Promise<{ ok: true } | { ok: false; message: string }>, images: ImageMetadata[] = []) {
  return render(
    <PublishDialog
      transport={transport()}
      now={() => NOW}
      title="A story"
      subtitle="Its subtitle"
      images={images}
      paragraphCount={9}
      republish={false}
      initial={{ tags: [], publicationId: null, isLocked: false, previewParagraphs: null, license: 'ALL_RIGHTS_RESERVED' }}
      onPublish={onPublish}
      onClose={() => {}}
    />,
  );
}

function addTag(name: string) {
  const field = screen.getByRole('combobox', { name: 'Tags (up to 5)' });
  fireEvent.change(field, { target: { value: name } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('issue 15 publish dialog', () => {
  it('takes five tags and refuses a sixth with the server’s message', () => {
    renderDialog(async () => ({ ok: true }));
    for (const t of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) addTag(t);
    expect(screen.getByRole('list', { name: 'Chosen tags' }).querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByRole('alert').textContent).toBe(LIMIT_MESSAGES.tooManyTags);
  });

  it('sends the choices: tags, publication, member-only with its cut, licence, now', async () => {
    const onPublish = vi.fn(async () => ({ ok: true }) as const);
    renderDialog(onPublish);
    addTag('Writing');
    addTag('First Steps');
    await screen.findByRole('option', { name: 'The Quiet Desk' });
    fireEvent.change(screen.getByLabelText('Publish in'), { target: { value: 'pub1' } });
    fireEvent.click(screen.getByLabelText('Member-only story'));
    fireEvent.change(screen.getByLabelText('The preview ends after paragraph'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Licence'), { target: { value: 'CC_40_BY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(onPublish).toHaveBeenCalledWith({
      tags: ['Writing', 'First Steps'],
      publicationId: 'pub1',
      isLocked: true,
      previewParagraphs: 4,
      license: 'CC_40_BY',
      scheduledAt: null,
      previewImageId: null,
    });
  });

  it('offers the story’s images as the preview image, the first chosen at first, and sends the one picked', async () => {
    const images: ImageMetadata[] = [
      { id: 'img-first', originalWidth: 800, originalHeight: 600, alt: 'A harbour at dawn' },
      { id: 'img-second', originalWidth: 600, originalHeight: 800, alt: '' },
    ];
    const onPublish = vi.fn(async () => ({ ok: true }) as const);
    renderDialog(onPublish, images);
    const group = screen.getByRole('group', { name: 'Preview image' });
    const first = screen.getByRole('radio', { name: 'A harbour at dawn' });
    const second = screen.getByRole('radio', { name: 'Image 2' });
    expect(group.contains(first)).toBe(true);
    expect((first as HTMLInputElement).checked).toBe(true);
    fireEvent.click(second);
    expect((second as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
    expect(onPublish).toHaveBeenCalledWith(expect.objectContaining({ previewImageId: 'img-second' }));
  });

  it('asks for a time to schedule, and shows the server’s refusal as it is', async () => {
    const onPublish = vi.fn(async () => ({ ok: false, message: 'You cannot publish in The Quiet Desk.' }) as const);
    renderDialog(onPublish);
    fireEvent.click(screen.getByLabelText('At a time I choose'));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('alert').textContent).toBe(PUBLISH_SCHEDULE_MISSING);
    expect(onPublish).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Now'));
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You cannot publish in The Quiet Desk.'));
  });
});

describe('issue 15 link dialog', () => {
  it('refuses a javascript: address with the server’s words and takes a bare domain as https', () => {
    const onApply = vi.fn();
    render(<LinkDialog initial="" onApply={onApply} onRemove={null} onClose={() => {}} />);
    const field = screen.getByLabelText('Address');
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe(LIMIT_MESSAGES.badLink);
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'example.org/page' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('https://example.org/page');
  });
});
