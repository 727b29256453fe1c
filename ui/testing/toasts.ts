// The toast queue loads on the first toast (ui/toasts/toast-host.tsx). A test whose last step enqueues a
// toast would end with that import still loading, and it would finish after the test environment is gone.
// Tests that show toasts load it first, so the host's import resolves at once from the module cache.
export async function loadToastQueue(): Promise<void> {
  await import('../toasts/ToastQueue.tsx');
}
