// The link dialog (Ctrl/Cmd-K or the toolbar's Link): an address for the selected text, checked with core's
// rule (http(s), mailto or site-relative only); Remove link when there is one. The one modal primitive.
import { useId, useState, type FormEvent } from 'react';
import { sanitizeHref } from '../../core/content/editor-document.ts';
import { HREF_MAX_CHARS, LIMIT_MESSAGES } from '../../core/content/post-limits.ts';
import { ModalDialog } from '../components/ModalDialog.tsx';

export function LinkDialog({
  initial,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  onApply: (href: string) => void;
  onRemove: (() => void) | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    // A bare address (example.org/page) is taken as https.
    const href = sanitizeHref(typed) ?? (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(typed) ? sanitizeHref(`https://${typed}`) : null);
    if (href === null || href.length > HREF_MAX_CHARS) {
      setError(LIMIT_MESSAGES.badLink);
      return;
    }
    onApply(href);
  };

  return (
    <ModalDialog block="editor-dialog" labelledBy={titleId} onClose={onClose}>
      <form className="editor-dialog__form" onSubmit={submit} noValidate>
        <h2 id={titleId} tabIndex={-1}>Link</h2>
        <label htmlFor={inputId}>Address</label>
        <input
          id={inputId}
          data-autofocus
          type="url"
          inputMode="url"
          value={value}
          placeholder="https://"
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id={errorId} role="alert" className="editor-dialog__error">
            {error}
          </p>
        )}
        <div className="editor-dialog__actions">
          {onRemove && (
            <button type="button" className="button button--secondary" onClick={onRemove}>
              Remove link
            </button>
          )}
          <button type="submit" className="button">
            Apply
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
