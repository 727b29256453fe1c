// reader-experience §2.12 Friend popover: shown on hover of the Friend badge; title 'Friend of' plus the
// product name; the text differs for the viewer's own badge, another user's Friend badge and a
// non-Friend viewer (the three texts are Quire's wording: the spec gives none, see membership-copy.ts);
// only non-Friends see Upgrade — to the manage-membership page for a current Member, to the payment
// page otherwise; a 'Learn more' link. §9: 240px wide, 100 ms mouse-leave delay, 'Friend since' as a
// month and year.
import {
  FRIEND_POPOVER_LEARN_MORE,
  FRIEND_POPOVER_UPGRADE,
  friendPopoverTexts,
  friendPopoverTitle,
} from '../copy/membership-copy.ts';
import { formatMonthYear } from '../format/date.ts';
import type { Tier } from './types.ts';

export const FRIEND_POPOVER_WIDTH = 240;
export const FRIEND_POPOVER_LEAVE_DELAY_MS = 100;

export type FriendPopoverVariant = 'own' | 'otherFriend' | 'nonFriend';

export type FriendPopoverInput = {
  productName: string;
  /** The viewer's current tier: null when signed out or without a membership (a cancelled one still counts until it ends). */
  viewerTier: Tier | null;
  /** The badge is the viewer's own. */
  isOwnBadge: boolean;
  /** The badge owner's User.membership.friendSince (epoch ms), when known. */
  friendSince: number | null;
};

export type FriendPopoverModel = {
  variant: FriendPopoverVariant;
  title: string;
  text: string;
  /** 'Friend since Nov 2026', or null when unknown. */
  friendSince: string | null;
  /** Only for non-Friends. */
  upgrade: { label: string; route: 'ShowManageMembershipPage' | 'ShowPay' } | null;
  learnMore: { label: string; route: 'ShowSubscriptionsLanding' };
};

export function friendPopoverVariant(input: Pick<FriendPopoverInput, 'viewerTier' | 'isOwnBadge'>): FriendPopoverVariant {
  if (input.viewerTier !== 'FRIEND') return 'nonFriend';
  return input.isOwnBadge ? 'own' : 'otherFriend';
}

export function friendPopoverModel(input: FriendPopoverInput): FriendPopoverModel {
  const variant = friendPopoverVariant(input);
  return {
    variant,
    title: friendPopoverTitle(input.productName),
    text: friendPopoverTexts(input.productName)[variant],
    friendSince: input.friendSince === null ? null : `Friend since ${formatMonthYear(input.friendSince)}`,
    upgrade:
      variant === 'nonFriend'
        ? { label: FRIEND_POPOVER_UPGRADE, route: input.viewerTier === 'MEMBER' ? 'ShowManageMembershipPage' : 'ShowPay' }
        : null,
    // Where the membership and its tiers are explained.
    learnMore: { label: FRIEND_POPOVER_LEARN_MORE, route: 'ShowSubscriptionsLanding' },
  };
}
