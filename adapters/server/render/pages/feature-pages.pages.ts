// A publication's feature pages (platform-reference §2.2): the page itself at /{publication}/{topicSlug}/home (where
// a navigation tab of kind Section leads, reader-experience §2.6) and its stories with one of its tags at
// /{publication}/{featureSlug}/tagged/{tagSlug}, cached at the edge under the publication's tag like its other pages;
// and, for its owners and editors, Settings → Feature pages (/settings/feature-pages, /new, /{topicSlug}/edit) and
// Settings → Followers (/settings/followers). Signed in but neither owner nor editor: 403 with the reason.
import { FEATURE_PAGE_SIZE, FeaturePageQuery } from '../../../../ui/publications/feature-page-queries.ts';
import { FeaturePagesSettingsQuery, FollowersSettingsQuery } from '../../../../ui/publications/feature-settings-queries.ts';
import { preloadFeatureSettings } from '../../../../ui/publication/PublicationSettingsPage.tsx';
import type { PageData, PageLoad } from './page-load.ts';
import { loadPublicationTopicHome, settle } from './publication.pages.ts';

export const FEATURE_PAGE_ROUTES = ['ShowCollectionTopicHome', 'ShowCollectionFeatureTagged'] as const;
export const FEATURE_SETTINGS_ROUTES = ['ShowCollectionFeaturePages', 'ShowCollectionNewFeaturePage', 'ShowCollectionEditFeaturePage', 'ShowCollectionFollowersSettings'] as const;

const lower = (s: string | undefined) => (s ?? '').trim().toLowerCase();

/** /{topicSlug}/home: the feature page when the publication has one at that address, else its stories about the topic (/all?topic=). */
export async function loadFeaturePage(load: PageLoad): Promise<PageData> {
  const slug = load.route.params.collectionSlug ?? '';
  const tagged = load.route.name === 'ShowCollectionFeatureTagged';
  const featureSlug = lower(tagged ? load.route.params.featureSlug : load.route.params.topicSlug);
  const tag = tagged ? lower(load.route.params.tagSlug) : null;
  const data = await load.preload(FeaturePageQuery, { slug, featureSlug, tag, paging: { limit: FEATURE_PAGE_SIZE } });
  const publication = data?.publication;
  if (!publication) return load.notFound();
  const page = publication.featurePage;
  // No feature page at that address: a Section tab still leads to the publication's stories about the topic.
  if (!page) return tagged ? load.notFound() : loadPublicationTopicHome(load);
  const tagTitle = page.tags.find((t) => t.slug === tag)?.displayTitle ?? tag;
  return settle(load, publication, tagged ? `/${page.slug}/tagged/${encodeURIComponent(tag!)}` : `/${page.slug}/home`, (p) => (tagged ? `${page.title}: ${tagTitle} – ${p.name}` : `${page.title} – ${p.name}`), {
    description: page.description,
  });
}

const SETTINGS_TITLES: Record<(typeof FEATURE_SETTINGS_ROUTES)[number], string> = {
  ShowCollectionFeaturePages: 'Feature pages',
  ShowCollectionNewFeaturePage: 'New feature page',
  ShowCollectionEditFeaturePage: 'Edit feature page',
  ShowCollectionFollowersSettings: 'Followers',
};

/** Settings → Feature pages and Followers: owners and editors; anyone else signed in is refused (403) with the reason. */
export async function loadFeatureSettings(load: PageLoad): Promise<PageData> {
  const slug = load.route.params.collectionSlug ?? '';
  const name = load.route.name as (typeof FEATURE_SETTINGS_ROUTES)[number];
  const data = name === 'ShowCollectionFollowersSettings' ? await load.preload(FollowersSettingsQuery, { slug }) : await load.preload(FeaturePagesSettingsQuery, { slug });
  const publication = data?.publication;
  if (!publication) return load.notFound();
  const title = `${SETTINGS_TITLES[name]} – ${publication.name} – ${load.productName}`;
  // The settings' part renders in the same pass as the page (ui/publication/PublicationSettingsPage.tsx).
  await preloadFeatureSettings();
  const settings = data.publicationSettings;
  if (!settings) {
    return { ...load.page({ title, description: `The settings of ${publication.name}.`, canonicalPath: null }), status: 403 } as PageData;
  }
  if (name === 'ShowCollectionEditFeaturePage' && 'featurePages' in settings) {
    const topicSlug = lower(load.route.params.topicSlug);
    if (!settings.featurePages.some((p) => p.slug === topicSlug)) return load.notFound();
  }
  return load.page({ title, description: `The settings of ${publication.name}.`, canonicalPath: null });
}
