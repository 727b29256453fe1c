// reader-experience §4 meter state 'paywalled': the preview ends here; membership opens the rest. Loaded with a
// member-only story's page only (ui/pages/PostPage.tsx PaywallPart).
import { PAYWALL_CTA, PAYWALL_SIGN_IN, paywallPrompt, paywallTitle } from '../../core/copy/paywall-copy.ts';
import { membershipUpsellText } from '../../core/membership/prices.ts';
import { hrefFor } from '../chrome/links.ts';
import { MemberOnlyMark } from '../components/PostMeta.tsx';
import { useCopy } from '../data.tsx';
import type { ReadCounts } from './post-view.ts';

export function Paywall({ postUrl, signedIn, reads }: { postUrl: string; signedIn: boolean; reads: ReadCounts | null }) {
  const copy = useCopy();
  return (
    <aside className="paywall" aria-labelledby="paywall-title">
      <MemberOnlyMark />
      <h2 id="paywall-title" className="paywall__title">
        {paywallTitle(copy.productName)}
      </h2>
      <p>{membershipUpsellText(copy.productName)}</p>
      {reads && <p className="paywall__prompt">{paywallPrompt(reads.variant, reads.month, copy.productName)}</p>}
      <a className="button paywall__cta" href={hrefFor('ShowPlans', { redirect: postUrl })}>
        {PAYWALL_CTA}
      </a>
      {!signedIn && (
        <p className="paywall__sign-in">
          <a href={hrefFor('ShowSignIn', { operation: 'login', redirect: postUrl })}>{PAYWALL_SIGN_IN}</a>
        </p>
      )}
    </aside>
  );
}
