// The demo corpus as plain rows, ready for bulk insert. Produced by corpus.ts, written by seed.ts.
import type { ImageMetadata, Paragraph } from '../../../core/content/paragraph.ts';
import type {
  NewNavigationItem,
  NewPost,
  NewPostTag,
  NewPostTopic,
  NewPublication,
  NewPublicationEditor,
  NewPublicationFollow,
  NewTag,
  NewTopic,
  NewUser,
  NewUserFollow,
} from '../database.types.ts';

// Required: the corpus spells out every column, defaults included, so its checks can read them.
// The lifecycle columns (migration 0019) keep their defaults: every corpus story is a plain published story or draft.
type LifecycleColumns = 'revision' | 'draft' | 'scheduledAt' | 'deletedAt' | 'previouslyPublishedAt' | 'license' | 'previewParagraphs' | 'type' | 'inResponseToPostId';
// Counters (migration 0022 clap_count) are kept by the writes that change them; the corpus leaves them at 0.
type CounterColumns = 'clapCount';
// The responses' columns (migration 0024) keep their defaults too: responses are seed/demo-responses.ts's.
type ResponseColumns = 'responsesLocked' | 'hiddenAt' | 'hiddenBy' | 'responseRootId' | 'responseDepth' | 'responseClientId' | 'inResponseToCatalogId' | 'responseRootCatalogId';
// A story's settings (migration 0051) keep their defaults: the writer sets them at /p/{postId}/settings.
type SettingsColumns = 'seoTitle' | 'seoDescription' | 'canonicalUrl';
export type DemoPost = Required<Omit<NewPost, 'previewImage' | 'body' | 'publishedAt' | 'latestPublishedAt' | 'suspendedAt' | 'updatedAt' | 'createdAt' | LifecycleColumns | CounterColumns | ResponseColumns | SettingsColumns>> & {
  body: Paragraph[];
  previewImage: ImageMetadata | null;
  publishedAt: Date | null;
  latestPublishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type DemoUser = Required<Omit<NewUser, 'createdAt' | 'passwordHash' | 'totpSecret' | 'totpEnabled' | 'totpPendingSecret' | 'readingHistoryPaused' | 'notificationDigest' | 'needsOnboarding' | 'pronouns' | 'tippingLink' | 'unverifiedEmail' | 'unverifiedEmailAt' | 'allowEmailSharing' | 'suspendedAt' | 'customDomain' | 'pendingCustomDomain' | 'pendingCustomDomainRequestedAt'>> & { createdAt: Date };

/** The homepage header's image columns default; seed.ts sets them with the homepages. */
// The settings of migration 0040 (about, guidelines, search tags, time zone) are written by demo-publication-pages.ts.
export type DemoPublication = Required<
  Omit<NewPublication, 'createdAt' | 'headerImageId' | 'headerImageAlt' | 'headerFocusX' | 'headerFocusY' | 'seoDescription' | 'seoRobots' | 'about' | 'writeForUs' | 'timeZone' | 'pendingDomain' | 'pendingDomainRequestedAt'>
> & {
  createdAt: Date;
};
export type DemoNavigationItem = Required<NewNavigationItem>;
// The listed count (migration 0034) is kept by triggers as the corpus's stories are written.
export type DemoTopic = Required<Omit<NewTopic, 'listedPostCount'>>;

export type DemoCorpus = {
  users: DemoUser[];
  publications: DemoPublication[];
  editors: NewPublicationEditor[];
  navigationItems: DemoNavigationItem[];
  topics: DemoTopic[];
  tags: NewTag[];
  posts: DemoPost[];
  postTopics: NewPostTopic[];
  postTags: NewPostTag[];
  userFollows: NewUserFollow[];
  publicationFollows: NewPublicationFollow[];
};
