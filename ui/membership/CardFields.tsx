// reader-experience §3 card fields (number, expirationDate, cvv, postalCode) as one labelled input each,
// with its message beside it: the payment page and the settings tab's new-card form both draw them.
import type { Dispatch, SetStateAction } from 'react';
import type { CardField as CardFieldName, CardFieldErrors, CardInput } from '../../core/membership/card-input.ts';

export const CARD_FIELDS: { field: CardFieldName; label: string; autoComplete: string; inputMode: 'numeric' | 'text'; placeholder?: string }[] = [
  { field: 'number', label: 'Card number', autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 1234 1234 1234' },
  { field: 'expirationDate', label: 'Expiration date', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY' },
  { field: 'cvv', label: 'Security code', autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: 'CVC' },
  { field: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', inputMode: 'text' },
];

export const EMPTY_CARD: CardInput = { number: '', expirationDate: '', cvv: '', postalCode: '' };

export const isCardField = (field: string): field is CardFieldName => CARD_FIELDS.some((f) => f.field === field);

/** The input's id, so a form can move focus to the first field in error. */
export const cardFieldId = (idPrefix: string, field: CardFieldName): string => `${idPrefix}-${field}`;

export function CardField({
  field,
  idPrefix,
  card,
  setCard,
  errors,
  className = 'field',
}: {
  field: CardFieldName;
  idPrefix: string;
  card: CardInput;
  setCard: Dispatch<SetStateAction<CardInput>>;
  errors: CardFieldErrors;
  className?: string;
}) {
  const spec = CARD_FIELDS.find((f) => f.field === field)!;
  const id = cardFieldId(idPrefix, field);
  const error = errors[field];
  return (
    <div className={className}>
      <label htmlFor={id}>{spec.label}</label>
      <input
        id={id}
        name={field}
        value={card[field]}
        onChange={(e) => setCard((c) => ({ ...c, [field]: e.target.value }))}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        placeholder={spec.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
