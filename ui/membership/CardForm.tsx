// A new card for the membership (issue 6; reader-experience §3 card fields number, expirationDate, cvv,
// postalCode). Each field is checked with core's rules before anything is sent (card-input.ts), then the
// server's answer is shown: its per-field messages beside the fields, any other refusal ('Your card was
// declined.') under the form.
import { useId, useState } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { GENERIC_MEMBERSHIP_ERROR, UPDATE_PAYMENT_BUTTON } from '../../core/copy/membership-copy.ts';
import { validateCardInput, type CardField, type CardFieldErrors, type CardInput } from '../../core/membership/card-input.ts';
import type { MembershipStatus } from '../../core/membership/types.ts';
import { UpdatePaymentMethodMutation, type MembershipResultData } from './membership-operations.ts';
import { toMembershipStatus } from './membership-queries.ts';

const FIELDS: { field: CardField; label: string; autoComplete: string; inputMode: 'numeric' | 'text'; placeholder?: string }[] = [
  { field: 'number', label: 'Card number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { field: 'expirationDate', label: 'Expiration (MM/YY)', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY' },
  { field: 'cvv', label: 'Security code', autoComplete: 'cc-csc', inputMode: 'numeric' },
  { field: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', inputMode: 'text' },
];

const isCardField = (field: string): field is CardField => FIELDS.some((f) => f.field === field);

export type CardFormProps = {
  transport: GraphQLTransport | null;
  now: () => number;
  onUpdated: (status: MembershipStatus) => void;
  onCancel: () => void;
};

export function CardForm({ transport, now, onUpdated, onCancel }: CardFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expirationDate: '', cvv: '', postalCode: '' });
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async () => {
    const found = validateCardInput(card, now());
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0 || !transport) return;
    setBusy(true);
    try {
      const result = await transport.request<{ updatePaymentMethod: MembershipResultData }>(UpdatePaymentMethodMutation, { card });
      const answer = result.data?.updatePaymentMethod;
      const status = toMembershipStatus(answer?.status);
      if (answer?.ok && status) return onUpdated(status);
      const fieldErrors: CardFieldErrors = {};
      for (const e of answer?.fieldErrors ?? []) if (isCardField(e.field)) fieldErrors[e.field] = e.message;
      setErrors(fieldErrors);
      setMessage(Object.keys(fieldErrors).length > 0 ? null : (answer?.message ?? GENERIC_MEMBERSHIP_ERROR));
    } catch {
      setMessage(GENERIC_MEMBERSHIP_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const input = (f: (typeof FIELDS)[number]) => {
    const error = errors[f.field];
    return (
      <div key={f.field} className="card-form__field">
        <label htmlFor={`${id}-${f.field}-input`}>{f.label}</label>
        <input
          id={`${id}-${f.field}-input`}
          name={f.field}
          autoComplete={f.autoComplete}
          inputMode={f.inputMode}
          placeholder={f.placeholder}
          value={card[f.field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${f.field}` : undefined}
          onChange={(e) => setCard((c) => ({ ...c, [f.field]: e.target.value }))}
        />
        {error && (
          <span id={`${id}-${f.field}`} className="card-form__error">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <form
      className="card-form"
      aria-label="New card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {input(FIELDS[0]!)}
      <div className="card-form__row">{FIELDS.slice(1).map(input)}</div>
      <div className="settings__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : UPDATE_PAYMENT_BUTTON}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
      {message && (
        <p role="alert" className="membership-error">
          {message}
        </p>
      )}
    </form>
  );
}
