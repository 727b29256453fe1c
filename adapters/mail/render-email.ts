// E-mail from React components (adapters/mail/templates/): the HTML part as react-email renders it, and the
// plain-text part made from that HTML (links kept as "text [url]"), so both bodies always say the same.
import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';

export type RenderedEmail = { html: string; text: string };

export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { html, text: toPlainText(html).trim() };
}
