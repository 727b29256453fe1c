// The one modal dialog (WAI-ARIA dialog pattern): focus moves in, Tab and Shift+Tab wrap inside, Escape asks
// to close from inside or from wherever focus fell, and focus goes back to the opener once it is gone.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalDialog } from './ModalDialog.tsx';

afterEach(cleanup);

function Host({ autofocus }: { autofocus: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog block="test-dialog" labelledBy="test-title" onClose={() => setOpen(false)}>
          <h2 id="test-title" tabIndex={-1}>
            A dialog
          </h2>
          <a href="/somewhere">A link</a>
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button" data-autofocus={autofocus || undefined}>
            Confirm
          </button>
        </ModalDialog>
      )}
    </>
  );
}

function openFrom(autofocus: boolean) {
  render(<Host autofocus={autofocus} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'A dialog' }) };
}

describe('reader-experience §2.13, §2.14 modal dialogs: one focus trap', () => {
  it('moves focus to the marked element, wraps Tab both ways, closes on Escape and gives focus back', () => {
    const { opener, dialog } = openFrom(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('without a marked element focuses the title, from which Shift+Tab goes to the last control', () => {
    openFrom(false);
    const title = screen.getByRole('heading', { name: 'A dialog' });
    expect(document.activeElement).toBe(title);
    fireEvent.keyDown(title, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });

  it('closes on Escape when focus has fallen out of it, and on a click on the scrim', () => {
    const { opener } = openFrom(true);
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(opener);
    fireEvent.click(document.querySelector('.test-dialog__scrim')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
