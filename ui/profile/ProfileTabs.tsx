// The profile's tabs (core/profile/profile-tabs.ts PROFILE_TABS): Home, Lists, Series, Responses, Recommended, About —
// links, the current one marked, on the profile and each of its tabs' pages.
import { currentProfileTab, PROFILE_TABS } from '../../core/profile/profile-tabs.ts';
import { hrefFor } from '../chrome/links.ts';

export function ProfileTabs({ username, name, routeName }: { username: string; name: string; routeName: string }) {
  const current = currentProfileTab(routeName);
  return (
    <nav aria-label={`${name}’s profile`}>
      <ul className="tabs">
        {PROFILE_TABS.map((t) => (
          <li key={t.route}>
            <a className="tabs__tab" data-label={t.label} href={hrefFor(t.route, { username })} aria-current={t.route === current ? 'page' : undefined}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
