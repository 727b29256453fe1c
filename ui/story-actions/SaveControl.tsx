// Placeholder until the lists work lands: renders nothing.
import type { ActionBarPost } from './PostActionBar.tsx';

export function SaveControl(_props: { post: ActionBarPost; placement: 'top' | 'bottom' }) {
  return null;
}
