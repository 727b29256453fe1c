// reader-experience §2.6 and §3, platform-reference §2.4 publication-profile (two column): a publication's
// homepage — its header in the editors' colour (and image), its navigation tabs, Follow and Mute, the
// 'Manage publication' menu for owners and editors, then the sections the editors arranged; the masthead
// and what the publication is about beside them.
import { lazy, Suspense, type CSSProperties } from 'react';
import { headerTextTone } from '../../core/publication/header-tone.ts';
import { canManagePublication, MANAGE_PUBLICATION_LABEL } from '../../core/publication/manage-publication-menu.ts';
import { publicationTabs } from '../../core/publication/publication-tabs.ts';
import { formatCount } from '../../core/format/count.ts';
import { hrefFor } from '../chrome/links.ts';
import { componentLoader, preloadProps, useLazyPanel } from '../chrome/lazy-component.ts';
import { useMenuButton } from '../chrome/useMenuButton.ts';
import type { ManagePublicationPanelProps } from '../components/ManagePublicationPanel.tsx';
import { Avatar } from '../components/Avatar.tsx';
import { MediaImage } from '../components/MediaImage.tsx';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { PublicationNav } from '../components/PublicationNav.tsx';
import { PublicationFeaturedPage } from '../publication/PublicationFeaturedPage.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { EntityMenu, FollowButton, useFollow } from '../following/FollowControls.tsx';
import { publicationNewsletterHref, SubscribeLink } from '../newsletters/SubscribeLink.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import {
  mainPublicationVars,
  PublicationPostsQuery,
  PublicationProfileMainPublicationQuery,
  type PublicationProfileData,
  type PublicationSectionData,
} from '../publication-queries.ts';

// The server answers an unknown publication with the 404 page itself; this fallback's code loads only if
// the preloaded data went missing.
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

type PublicationData = NonNullable<PublicationProfileData['publicationByRef']>;

const loadManagePanel = componentLoader<ManagePublicationPanelProps>(() =>
  import('../components/ManagePublicationPanel.tsx').then((m) => m.ManagePublicationPanel),
);

/** Owners and editors only; the panel's code loads on first open. */
function ManagePublicationMenu({ publication }: { publication: PublicationData }) {
  const menu = useMenuButton();
  const Panel = useLazyPanel(loadManagePanel, menu.open, menu.close);
  const role = publication.viewerEdge.viewerStaffRole;
  if (!canManagePublication(role)) return null;
  return (
    <div className="manage-menu">
      <button type="button" className="button button--small button--outline" {...menu.buttonProps} {...preloadProps(loadManagePanel)}>
        {MANAGE_PUBLICATION_LABEL}
      </button>
      {menu.visible && Panel && <Panel role={role} slug={publication.slug} menuProps={menu.menuProps} closing={!menu.open} />}
    </div>
  );
}

function Header({ publication, viewer }: { publication: PublicationData; viewer: PublicationProfileData['viewer'] }) {
  const { state } = usePageData();
  const follow = useFollow(
    { kind: 'collection', id: publication.id, name: publication.name },
    {
      isFollowing: publication.viewerEdge.isFollowing,
      isMuting: publication.viewerEdge.isMuting,
      followerCount: publication.followGraph.followerCount,
      viewerFollowingCount: viewer?.socialStats.followingCount ?? 0,
    },
  );
  const { header } = publication.homepage;
  const tone = headerTextTone(header.color?.rgb);
  const image = header.backgroundImage;
  const followers = follow.context.followerCount;
  return (
    <>
      <header
        className={`publication-header${tone ? ` tone--${tone}` : ''}${image ? ' publication-header--image' : ''}`}
        style={tone ? { background: `#${header.color!.rgb}` } : undefined}
      >
        {image && (
          <div className="publication-header__image" style={{ '--focus': `${image.focusPercentX}% ${image.focusPercentY}%` } as CSSProperties}>
            <MediaImage
              image={{ id: image.id, originalWidth: 1200, originalHeight: 400, alt: image.alt }}
              decorative={image.alt === ''}
            />
          </div>
        )}
        <div className="publication-header__body">
          {publication.avatar ? (
            <span className="publication-header__avatar">
              <MediaImage image={{ id: publication.avatar.id, originalWidth: 128, originalHeight: 128, alt: '' }} decorative />
            </span>
          ) : (
            <Avatar id={publication.id} name={publication.name} size="L" />
          )}
          <h1 className="publication-header__name">{publication.homepage.title}</h1>
          {publication.homepage.description && <p className="publication-header__tagline">{publication.homepage.description}</p>}
        </div>
      </header>
      <div className="publication-actions">
        <p className="publication-actions__followers">
          <a href={hrefFor('ShowCollectionLiteFollowers', { collectionSlug: publication.slug })}>
            {formatCount(followers)} {followers === 1 ? 'Follower' : 'Followers'}
          </a>
        </p>
        <div className="profile__actions">
          <FollowButton follow={follow} label={publication.name} />
          {/* The newsletter's settings may turn its promotion off (reader-experience §3 showPromo). */}
          {publication.newsletterV3?.showPromo !== false && <SubscribeLink href={publicationNewsletterHref(publication.slug)} name={publication.name} />}
          {/* Staff do not mute their own publication. */}
          {state.viewer && !publication.viewerEdge.viewerStaffRole && <EntityMenu follow={follow} />}
          <ManagePublicationMenu publication={publication} />
        </div>
      </div>
      {follow.context.isMuting && (
        <p className="profile__muted">You muted {publication.name}: its stories do not appear in your feeds.</p>
      )}
    </>
  );
}

function SectionHeading({ section, publication }: { section: PublicationSectionData; publication: PublicationData }) {
  const id = `section-${section.id}`;
  const seeAll =
    section.type === 'TAG' && section.tag
      ? hrefFor('ShowCollectionTagged', { collectionSlug: publication.slug, tagSlug: section.tag.slug })
      : null;
  return (
    <div className="publication-section__heading">
      <h2 id={id}>{section.title || section.tag?.displayTitle || 'Stories'}</h2>
      {seeAll && (
        <a href={seeAll} aria-describedby={id}>
          See all
        </a>
      )}
    </div>
  );
}

function Section({ section, publication, top }: { section: PublicationSectionData; publication: PublicationData; top: boolean }) {
  const { transport } = usePageData();
  const items = section.posts.items.map((i) => i.post);
  const label = section.title || section.tag?.displayTitle || 'Stories';
  if (section.type === 'LATEST') {
    return (
      <section className="publication-section" aria-labelledby={`section-${section.id}`}>
        <SectionHeading section={section} publication={publication} />
        <PagedPostList
          headingLevel={3}
          showCollection={false}
          eagerFirstImage={top}
          label={label}
          first={{ items, next: section.posts.pagingInfo.next?.to ?? null }}
          empty={<p className="feed__status">{publication.name} has not published a story yet.</p>}
          fetchPage={async (cursor) => {
            if (!transport) throw new Error('No transport while rendering on the server');
            const result = await transport.request(PublicationPostsQuery, {
              slug: publication.slug,
              paging: { limit: section.postCount, to: cursor },
            });
            const posts = result.data?.publication?.posts;
            if (!posts) throw new Error(result.errors?.[0]?.message ?? 'The stories did not load');
            return { items: posts.items.map((i) => i.post), next: posts.pagingInfo.next?.to ?? null };
          }}
        />
      </section>
    );
  }
  if (section.type === 'PROMOTION') {
    // Issue 22: the editors' promotion of the publication's newsletter.
    return (
      <section className="publication-section publication-section--promotion" aria-labelledby={`section-${section.id}`}>
        <SectionHeading section={section} publication={publication} />
        {section.text && <p>{section.text}</p>}
        <SubscribeLink href={publicationNewsletterHref(publication.slug)} name={publication.name} />
      </section>
    );
  }
  // A featured or tag section with nothing to show (all muted, or none yet) is left out.
  if (items.length === 0) return null;
  return (
    <section className={`publication-section publication-section--${section.layout.toLowerCase()}`} aria-labelledby={`section-${section.id}`}>
      <SectionHeading section={section} publication={publication} />
      <ol className={section.layout === 'GRID' ? 'post-grid' : 'feed'} aria-label={label}>
        {items.map((post, i) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={3} showCollection={false} eagerImage={top && i === 0} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function About({ publication }: { publication: PublicationData }) {
  return (
    <section className="profile__about" aria-labelledby="publication-about">
      <h2 id="publication-about" className="aside-heading">
        About {publication.name}
      </h2>
      {publication.description && <p className="profile__bio">{publication.description}</p>}
      {publication.editors.length > 0 && (
        <>
          <h3 className="aside-subheading">Editors</h3>
          <ul className="masthead">
            {publication.editors.map(({ user }) => (
              <li key={user.id}>
                <a href={user.url} className="masthead__editor">
                  <Avatar id={user.id} name={user.name} size="XXS" />
                  <span>{user.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Publication({ publication, viewer }: { publication: PublicationData; viewer: PublicationProfileData['viewer'] }) {
  const tabs = publicationTabs(publication.navigationItems, publication.slug);
  return (
    <PageFrame
      page="publication-profile"
      asideLabel={`About ${publication.name}`}
      main={
        <>
          <Header publication={publication} viewer={viewer} />
          <PublicationNav name={publication.name} tabs={tabs} className="publication-tabs" />
          {publication.homepage.sections.map((section, i) => (
            <Section key={section.id} section={section} publication={publication} top={i === 0} />
          ))}
        </>
      }
      aside={<About publication={publication} />}
    />
  );
}

export function PublicationProfilePage() {
  const { state } = usePageData();
  // Issue 22: /{publication}/featured shares this page name.
  if (state.route?.name === 'ShowCollectionFeatured') {
    return (
      <PublicationFeaturedPage
        notFound={
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        }
      />
    );
  }
  return <PublicationHome />;
}

function PublicationHome() {
  const { state } = usePageData();
  const data = usePreloaded(PublicationProfileMainPublicationQuery, mainPublicationVars(state.route?.params.collectionSlug ?? ''));
  return data?.publicationByRef ? (
    <Publication publication={data.publicationByRef} viewer={data.viewer} />
  ) : (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
