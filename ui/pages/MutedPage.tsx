// platform-reference §2.1 /me/settings/mute and /me/settings/mute/{activeTab} (customize-muted, two
// column): the writers and the publications the reader muted, a tab each, the latest mute first, each
// with Unmute ('{name} has been unmuted.'); their stories stay out of the reader's feeds until then.
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { OwnListSection } from '../following/OwnList.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { MutedPublicationsQuery, MutedUsersQuery } from '../following/following-queries.ts';

const TABS = [
  { tab: 'writers', label: 'Writers', href: () => hrefFor('ShowMutedSettings') },
  { tab: 'publications', label: 'Publications', href: () => hrefFor('ShowMutedSettingsTab', { activeTab: 'publications' }) },
] as const;

function MutedList({ tab }: { tab: 'writers' | 'publications' }) {
  const users = usePreloaded(MutedUsersQuery, { after: null });
  const publications = usePreloaded(MutedPublicationsQuery, { after: null });
  const settings = <a href={hrefFor('ShowFollowsIndex')}>who you follow</a>;
  return tab === 'writers' ? (
    <OwnListSection
      query={MutedUsersQuery}
      first={users}
      action="mute"
      label="Muted writers"
      empty={<p className="feed__status">You have not muted any writers. Mute a writer from their profile to keep their stories out of your feeds; see {settings}.</p>}
    />
  ) : (
    <OwnListSection
      query={MutedPublicationsQuery}
      first={publications}
      action="mute"
      label="Muted publications"
      empty={<p className="feed__status">You have not muted any publications. Muting a publication keeps its stories out of your feeds; see {settings}.</p>}
    />
  );
}

export function MutedPage() {
  const { state } = usePageData();
  const tab = state.route?.params.activeTab ?? 'writers';
  // The server answers an unknown tab with the 404 screen, so this page never sees one.
  if (tab !== 'writers' && tab !== 'publications') return null;
  return (
    <PageFrame
      page="customize-muted"
      asideLabel="Muting"
      main={
        <>
          <h1 className="page-heading">Muted writers and publications</h1>
          <nav aria-label="Muted">
            <ul className="tabs">
              {TABS.map((t) => (
                <li key={t.tab}>
                  <a className="tabs__tab" href={t.href()} aria-current={t.tab === tab ? 'page' : undefined}>
                    {t.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <MutedList tab={tab} />
        </>
      }
      aside={<p className="own-list__about">Stories by writers and publications you mute leave your feeds. They are not told.</p>}
    />
  );
}
