// The composition of a page: the page component the route names (loaded as its own chunk), inside the
// sign-in provider. Rendered on the server to HTML and hydrated in the browser from the same state.
import { useEffect, type ComponentType } from 'react';
import { SignInProvider } from './auth/sign-in.tsx';
import { ToastProvider } from './toasts/toast-host.tsx';

export function App({ Page }: { Page: ComponentType }) {
  useEffect(() => {
    // The end-to-end tests (and anyone curious) can tell a hydrated page from a server-rendered one.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SignInProvider>
      <ToastProvider>
        <Page />
      </ToastProvider>
    </SignInProvider>
  );
}
