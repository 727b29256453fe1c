// What a signed-in reader's page adds once hydrated (ui/chrome/MembershipChrome.tsx loads it): the top
// banner (reader-experience §4) and, when the address's hash is #reactivateMembership — on arrival, or
// when a link (the reactivate banner's, the settings') sets it —, the reactivation modal (§2.11), whose
// code loads only then. Whether the modal shows is its machine's to say; this only fetches its code.
import { useEffect, useState } from 'react';
import type { MembershipLayerProps } from '../chrome/MembershipChrome.tsx';
import { componentLoader, useLazyComponent } from '../chrome/lazy-component.ts';
import { REACTIVATE_MEMBERSHIP_HASH } from '../../core/membership/reactivate-hash.ts';
import type { ReactivateMembershipModalProps } from './ReactivateMembershipModal.tsx';
import { TopBanner } from './TopBanner.tsx';

const loadModal = componentLoader<ReactivateMembershipModalProps>(() =>
  import('./ReactivateMembershipModal.tsx').then((m) => m.ReactivateMembershipModal),
);

export function MembershipLayer({ viewer, transport }: MembershipLayerProps) {
  const [modalWanted, setModalWanted] = useState(false);
  useEffect(() => {
    const check = () => window.location.hash === REACTIVATE_MEMBERSHIP_HASH && setModalWanted(true);
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, []);
  const modal = useLazyComponent(loadModal, modalWanted);
  return (
    <>
      <TopBanner viewer={viewer} transport={transport} />
      {modal.Component && <modal.Component transport={transport} userId={viewer.id} />}
    </>
  );
}
