// reader-experience §6: the persistent privacy banner for logged-out EU visitors, until accepted. It
// loads with the reporting chunk after hydration, so the pages' initial JavaScript does not grow.
import { privacyCopy } from '../../core/copy/privacy-copy.ts';

const BAR: React.CSSProperties = {
  position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 80, display: 'flex', flexWrap: 'wrap', alignItems: 'center',
  justifyContent: 'center', gap: 16, padding: '16px 24px', background: '#242424', color: '#ffffff', fontSize: 14, lineHeight: 1.5,
};
const BUTTON: React.CSSProperties = {
  background: '#ffffff', color: '#242424', border: 0, borderRadius: 99, padding: '8px 20px', font: 'inherit', cursor: 'pointer',
};

export function PrivacyBanner({ productName, policyHref, onAccept }: { productName: string; policyHref: string | null; onAccept: () => void }) {
  const copy = privacyCopy(productName);
  return (
    <section aria-label={copy.label} data-testid="eu-privacy-banner" style={BAR}>
      <p style={{ margin: 0, maxWidth: 720 }}>
        {copy.message}{' '}
        {policyHref ? (
          <a href={policyHref} style={{ color: '#ffffff', textDecoration: 'underline' }}>
            {copy.policy}
          </a>
        ) : null}
      </p>
      <button type="button" style={BUTTON} onClick={onAccept}>
        {copy.accept}
      </button>
    </section>
  );
}
