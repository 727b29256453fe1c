// reader-experience §2.3: the 57px top bar; the logo goes home. Sign-in, search and notifications
// join it with their issues.
import { pathTo } from '../../core/routing/routes.ts';
import { useCopy } from '../data.tsx';

export function TopBar() {
  const copy = useCopy();
  return (
    <header className="top-bar" role="banner">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="top-bar__inner">
        <a className="wordmark" href={pathTo('ShowHome')} aria-label={`${copy.productName} home`}>
          {copy.productName}
        </a>
      </div>
    </header>
  );
}
