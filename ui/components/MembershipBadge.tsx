// reader-experience §6 (a badge for members) and §2.12 (the Friend popover: shown on hover of the Friend
// badge — and here on keyboard focus too — 240px wide, hidden 100 ms after the pointer leaves). The
// badge is a few lines in the profile's chunk; the popover's code (with core's friend-popover model) loads
// when the reader first points at or focuses the badge.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FriendPopoverProps } from '../membership/FriendPopover.tsx';
import { componentLoader, useLazyComponent } from '../chrome/lazy-component.ts';

const loadPopover = componentLoader<FriendPopoverProps>(() => import('../membership/FriendPopover.tsx').then((m) => m.FriendPopover));

/** core/membership/friend-popover.ts FRIEND_POPOVER_LEAVE_DELAY_MS (§9), spelt here to keep the model in the popover's chunk. */
const LEAVE_DELAY_MS = 100;

export function MembershipBadge({ tier, friendSince, isOwn }: { tier: 'MEMBER' | 'FRIEND'; friendSince: number | null; isOwn: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const timer = useRef<number | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const id = useId();
  const { Component: Popover } = useLazyComponent(loadPopover, wanted);

  const cancelHide = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancelHide();
    setWanted(true);
    setOpen(true);
  };
  const hideSoon = () => {
    cancelHide();
    timer.current = window.setTimeout(() => setOpen(false), LEAVE_DELAY_MS);
  };
  const hideNow = useCallback(() => {
    cancelHide();
    setOpen(false);
  }, []);
  useEffect(() => cancelHide, []);

  if (tier === 'MEMBER') return <span className="membership-badge">Member</span>;
  return (
    <span
      ref={wrapper}
      className="membership-badge-wrap"
      onPointerEnter={show}
      onPointerLeave={hideSoon}
      onFocus={show}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) hideSoon();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          hideNow();
          wrapper.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button type="button" className="membership-badge membership-badge--friend" aria-expanded={open} aria-controls={open ? id : undefined} onClick={show}>
        Friend
      </button>
      {open && Popover && <Popover id={id} friendSince={friendSince} isOwnBadge={isOwn} />}
    </span>
  );
}
