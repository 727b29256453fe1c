// Placeholder until the responses work lands: renders nothing.
import type { ActionBarPost } from './PostActionBar.tsx';

export function ResponsesControl(_props: { post: ActionBarPost; placement: 'top' | 'bottom' }) {
  return null;
}
