// Placeholder until the claps work lands: renders nothing.
import type { ActionBarPost } from './PostActionBar.tsx';

export function ClapControl(_props: { post: ActionBarPost; placement: 'top' | 'bottom' }) {
  return null;
}
