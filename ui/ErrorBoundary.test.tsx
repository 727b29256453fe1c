import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('platform-reference §2.6: a fatal render error replaces the app with the error page', () => {
  it('shows the page titled Error with the spec text, and reports the error', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary productName="Quire">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error');
    expect(screen.getByText("We're sorry, but there was a problem displaying this page. Please reload and try again.")).toBeTruthy();
    expect(document.title).toBe('Error');
    expect(report.mock.calls.some(([e]) => e instanceof Error && e.message === 'render failed')).toBe(true);
    report.mockRestore();
  });
});
