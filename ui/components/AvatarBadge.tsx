// reader-experience §6 ("Member / Friend: a badge appears on avatars"): a small star on the avatar of a
// member whose membership the page knows, drawn by CSS (data-tier) so every page pays only these lines.
// Decoration: what it means is said by the control around it (the avatar button's label) or by the
// Member/Friend badge beside a writer's name.
import type { ReactNode } from 'react';

export function AvatarBadge({ tier, children }: { tier: 'MEMBER' | 'FRIEND' | null | undefined; children: ReactNode }) {
  return tier ? (
    <span className="avatar-badge" data-tier={tier}>
      {children}
    </span>
  ) : (
    children
  );
}
