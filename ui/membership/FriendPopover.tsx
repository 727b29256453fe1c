// reader-experience §2.12: the Friend popover — 'Friend of {product}', a text for the viewer's own badge,
// another Friend's, or a non-Friend viewer, 'Friend since' month and year, Upgrade for non-Friends (to the
// manage-membership page for a current Member, to the payment page otherwise) and 'Learn more'. Its model
// is core's (friend-popover.ts); the badge (ui/components/MembershipBadge.tsx) shows and hides it.
import { FRIEND_POPOVER_WIDTH, friendPopoverModel } from '../../core/membership/friend-popover.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData } from '../data.tsx';

export type FriendPopoverProps = { id: string; friendSince: number | null; isOwnBadge: boolean };

export function FriendPopover({ id, friendSince, isOwnBadge }: FriendPopoverProps) {
  const { state, copy } = usePageData();
  const model = friendPopoverModel({
    productName: copy.productName,
    viewerTier: state.viewer?.membership?.tier ?? null,
    isOwnBadge,
    friendSince,
  });
  return (
    <div id={id} className="friend-popover" role="dialog" aria-label={model.title} style={{ width: FRIEND_POPOVER_WIDTH }} data-variant={model.variant}>
      <p className="friend-popover__title">{model.title}</p>
      <p className="friend-popover__text">{model.text}</p>
      {model.friendSince && <p className="friend-popover__since">{model.friendSince}</p>}
      <p className="friend-popover__links">
        {model.upgrade && (
          <a className="button button--small" href={hrefFor(model.upgrade.route)}>
            {model.upgrade.label}
          </a>
        )}
        <a href={hrefFor(model.learnMore.route)}>{model.learnMore.label}</a>
      </p>
    </div>
  );
}
