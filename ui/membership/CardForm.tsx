// A new card for the membership (reader-experience §3 card fields number, expirationDate, cvv,
// postalCode). Each field is checked with core's rules before anything is sent (card-input.ts), then the
// server's answer is shown: its per-field messages beside the fields, any other refusal ('Your card was
// declined.') under the form.
import { useId, useState } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { GENERIC_MEMBERSHIP_ERROR, UPDATE_PAYMENT_BUTTON } from '../../core/copy/membership-copy.ts';
import { validateCardInput, type CardFieldErrors, type CardInput } from '../../core/membership/card-input.ts';
import { CARD_FIELDS, CardField, EMPTY_CARD, isCardField } from './CardFields.tsx';
import type { MembershipStatus } from '../../core/membership/types.ts';
import { UpdatePaymentMethodMutation } from './membership-operations.ts';
import { toMembershipStatus } from './membership-queries.ts';

export type CardFormProps = {
  transport: GraphQLTransport | null;
  now: () => number;
  onUpdated: (status: MembershipStatus) => void;
  onCancel: () => void;
};

export function CardForm({ transport, now, onUpdated, onCancel }: CardFormProps) {
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
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
      const result = await transport.request(UpdatePaymentMethodMutation, { card });
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
      <CardField field="number" idPrefix={id} card={card} setCard={setCard} errors={errors} className="card-form__field" />
      <div className="card-form__row">
        {CARD_FIELDS.slice(1).map(({ field }) => (
          <CardField key={field} field={field} idPrefix={id} card={card} setCard={setCard} errors={errors} className="card-form__field" />
        ))}
      </div>
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
