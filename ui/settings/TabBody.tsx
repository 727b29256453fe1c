// The settings tabs' frame (Account, Publishing, Security and apps): their code arrives after the page's (deferred
// parts of ui/pages/SettingsPage.tsx), so until a tab hydrates its buttons do nothing; `data-ready` says when they work
// (the e2e suites wait for it).
import { useEffect, useState, type ReactNode } from 'react';

/** A tab's frame, marked `data-ready` once hydrated. */
export function TabBody({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="settings__tab" data-ready={ready ? 'true' : undefined}>
      {children}
    </div>
  );
}

