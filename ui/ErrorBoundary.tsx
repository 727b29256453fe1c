// platform-reference §2.6 and §4: once a render error is caught, the error page replaces the app; the
// error is reported (to the console, and to the error report endpoint once reporting has started).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { copyFor } from '../core/copy/copy.ts';

type Props = { productName: string; children: ReactNode };

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    // Reported once reporting has started (it drains what was caught before).
    (window.__quireErrors ??= [] as unknown as { push(e: unknown): void }).push(error);
    document.title = copyFor(this.props.productName).renderError.title;
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const copy = copyFor(this.props.productName).renderError;
    return (
      <main id="main" className="fatal-error">
        <h1>{copy.title}</h1>
        <p>{copy.body}</p>
      </main>
    );
  }
}
