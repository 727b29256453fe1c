// Issue 21: "Sign in with a passkey" in the sign-in modal — no e-mailed code. The WebAuthn code (ui/settings/
// passkey-client.ts and @simplewebauthn/browser) loads only on click, so the modal's own JavaScript stays small;
// the server's answer is the same one-time token an e-mailed code earns, redeemed at the auth callback.
import { useState } from 'react';
import { CALLBACK_STATE } from '../../core/auth/sign-in-modal.machine.ts';
import { usePageData } from '../data.tsx';
import { callbackUrl } from './sign-in-actors.ts';

export function PasskeySignInButton({ redirect }: { redirect: string | null | undefined }) {
  const { transport } = usePageData();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="sign-in-modal__option"
        disabled={busy || !transport}
        onClick={async () => {
          if (!transport) return;
          setBusy(true);
          setError(null);
          try {
            const { signInWithPasskey } = await import('../settings/passkey-client.ts');
            const result = await signInWithPasskey(transport, redirect ?? null);
            if (result.ok) window.location.assign(callbackUrl({ token: result.value, state: CALLBACK_STATE, operation: 'login' }));
            else setError(result.message);
          } catch {
            setError('Passkey sign-in could not start. Please try again.');
          } finally {
            setBusy(false);
          }
        }}
      >
        <span className="sign-in-modal__glyph" aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 20 20" focusable="false">
            <circle cx="7" cy="7" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path d="M9.5 9.5l7 7M14 14l2-2M12 12l1.5-1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
          </svg>
        </span>
        Sign in with a passkey
      </button>
      {error && (
        <p className="sign-in-modal__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
