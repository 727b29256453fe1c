// Issue 23: redeeming a gift code — on /redeem and /redeem-gift, and in Settings' Membership tab
// (#redeemGiftMembership). The server checks the code (platform-reference §3 statuses) and limits guessing.
import { useId, useState, type FormEvent } from 'react';
import { formatLongDate } from '../../core/format/date.ts';
import { usePageData } from '../data.tsx';
import { RedeemGiftMutation } from './redeem-gift-operation.ts';

export function RedeemGiftForm({ initialCode = '', onRedeemed }: { initialCode?: string; onRedeemed?: () => void }) {
  const { transport, copy } = usePageData();
  const [code, setCode] = useState(initialCode);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'said'; message: string; ok: boolean }>({ kind: 'idle' });
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const result = await transport.request(RedeemGiftMutation, { code });
      const answer = result.data?.redeemGift;
      if (answer?.ok && answer.status) {
        setState({ kind: 'said', ok: true, message: `You are a ${copy.productName} member until ${formatLongDate(answer.status.currentPeriodEndsAt)}. Enjoy your gift!` });
        onRedeemed?.();
        return;
      }
      setState({ kind: 'said', ok: false, message: answer?.message ?? result.errors?.[0]?.message ?? 'The code could not be redeemed.' });
    } catch (error) {
      setState({ kind: 'said', ok: false, message: error instanceof Error ? error.message : 'The code could not be redeemed.' });
    }
  };
  return (
    <form className="gifts__redeem" onSubmit={submit} noValidate>
      <div className="field field--wide">
        <label htmlFor={id}>Gift code</label>
        <input id={id} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" spellCheck={false} placeholder="XXXX-XXXX-XXXX-XXXX" />
      </div>
      <button type="submit" className="button" disabled={state.kind === 'sending' || code.trim() === ''}>
        {state.kind === 'sending' ? 'Redeeming…' : 'Redeem'}
      </button>
      {state.kind === 'said' && (
        <p role={state.ok ? 'status' : 'alert'} className={state.ok ? 'gifts__ok' : 'payment__error'}>
          {state.message}
        </p>
      )}
    </form>
  );
}
