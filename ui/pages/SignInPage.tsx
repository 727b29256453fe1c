// reader-experience §2.13: the sign-in page (/m/signin), where sign-in links without the running app
// land. It opens the same modal, with the operation and destination its query names.
import { useEffect } from 'react';
import { safeRedirectPath } from '../../core/auth/redirect.ts';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { usePageData } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';

export function SignInPage() {
  const { copy, state } = usePageData();
  const openSignIn = useOpenSignIn();
  const params = () => new URLSearchParams(window.location.search);
  const operation = () => (params().get('operation') === 'register' ? 'register' : 'login');
  const open = (op: 'login' | 'register') =>
    openSignIn({
      entryPoint: op === 'register' ? 'getStarted' : 'signIn',
      operation: op,
      redirect: safeRedirectPath(params().get('redirect')),
    });

  useEffect(() => {
    if (!state.viewer) open(operation());
    // Opened once, when the page arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <PageFrame
      page="sign-in"
      main={
        <section className="sign-in-page" aria-labelledby="sign-in-title">
          <h1 id="sign-in-title">{state.viewer ? `You are signed in to ${copy.productName}` : `Sign in to ${copy.productName}`}</h1>
          {state.viewer ? (
            <p>
              <a href="/">Go to your home feed</a>
            </p>
          ) : (
            <div className="sign-in-page__actions">
              <button type="button" className="button" onClick={() => open('login')}>
                Sign in
              </button>
              <button type="button" className="button button--outline" onClick={() => open('register')}>
                Create an account
              </button>
            </div>
          )}
        </section>
      }
    />
  );
}
