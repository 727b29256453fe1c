import type { GraphQLResolveInfo } from 'graphql';
import type { User as UserModel, PostSummary as PostSummaryModel, Publication as PublicationModel, PublicationEditor as PublicationEditorModel, Topic as TopicModel, Tag as TagModel } from '../../../../core/content/entities.ts';
import type { PublicationSection as PublicationSectionModel } from '../../../../core/ports/publications-repository.port.ts';
import type { PublicationSettings as PublicationSettingsModel, SubpageRow as SubpageRowModel } from '../../../../core/ports/publication-settings.port.ts';
import type { FeaturePageRow as FeaturePageRowModel } from '../../../../core/ports/feature-pages.port.ts';
import type { MembershipStatus as MembershipStatusModel } from '../../../../core/membership/types.ts';
import type { PostHit as PostHitModel, UserHit as UserHitModel, CollectionHit as CollectionHitModel, TagHit as TagHitModel } from '../../../../core/search/search-hits.ts';
import type { CatalogRecord as CatalogRecordModel, CatalogItemView as CatalogItemViewModel } from '../../../../core/ports/lists-repository.port.ts';
import type { HighlightRecord as HighlightRecordModel } from '../../../../core/ports/highlights-repository.port.ts';
import type { ReadingHistoryEntry as ReadingHistoryEntryModel } from '../../../../core/ports/reading-history-repository.port.ts';
import type { NotificationRecord as NotificationRecordModel } from '../../../../core/ports/notifications-repository.port.ts';
import type { AccountSettingsView as AccountSettingsViewModel } from '../../../postgres/account.repository.ts';
import type { SeriesRecord as SeriesRecordModel, BookRecord as BookRecordModel, TagWriter as TagWriterModel } from '../../../postgres/reader-pages.repository.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A writer's custom domain, as a publication's (PublicationCustomDomain). */
export type AccountCustomDomain = {
  __typename?: 'AccountCustomDomain';
  live?: Maybe<Scalars['String']['output']>;
  pending?: Maybe<Scalars['String']['output']>;
  recordName?: Maybe<Scalars['String']['output']>;
  /** The DNS record to create for the pending domain: CNAME (a subdomain) or ALIAS (a domain's apex); null without one. */
  recordType?: Maybe<Scalars['String']['output']>;
  /** The host the record points at: the site's own. */
  recordValue?: Maybe<Scalars['String']['output']>;
  /** NONE, PENDING or LIVE. */
  state: Scalars['String']['output'];
};

/** What a change did: ok with the message to show, or refused with why; the settings as they are now. */
export type AccountResult = {
  __typename?: 'AccountResult';
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  settings?: Maybe<AccountSettings>;
};

export type AccountSettings = {
  __typename?: 'AccountSettings';
  allowEmailAddressSharingEditorWriter: Scalars['Boolean']['output'];
  bio: Scalars['String']['output'];
  /** Issue 21: the writer's own custom domain; live only when the host lookup serves it as their profile. */
  customDomain: AccountCustomDomain;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  /** The latest data export asked for, if any. */
  latestExport?: Maybe<DataExport>;
  name: Scalars['String']['output'];
  /** The reader's author newsletter, when they have one. */
  newsletter?: Maybe<AuthorNewsletterSettings>;
  pronouns: Array<Scalars['String']['output']>;
  /** The publications the reader owns, edits or writes for (#managePublications). */
  publications: Array<StaffPublication>;
  tippingLink?: Maybe<Scalars['String']['output']>;
  unverifiedEmail?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type ActiveSession = {
  __typename?: 'ActiveSession';
  browser: Scalars['String']['output'];
  /** The session asking. */
  current: Scalars['Boolean']['output'];
  /** Operating system and kind of device, from the user agent. */
  device: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastSeenAt?: Maybe<Scalars['Float']['output']>;
  /** The network the session signed in from (shortened), or that none was recorded. */
  place: Scalars['String']['output'];
  signedInAt: Scalars['Float']['output'];
};

/** The search service's own options; click analytics (a queryId) is on unless turned off. */
export type AlgoliaOptions = {
  clickAnalytics?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How /{publication}/all orders its stories. */
export type AllOrder =
  | 'EARLIEST'
  | 'MOST_POPULAR'
  | 'NEWEST';

/** reader-experience §3 alternate-user banner data: userId, redactedEmailAddress; with what it offers. */
export type AlternateUserBanner = {
  __typename?: 'AlternateUserBanner';
  /** SIGN_IN (signed out) or SWITCH_ACCOUNT (signed in to another account). */
  kind: Scalars['String']['output'];
  redactedEmailAddress: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  /** The account to switch to (SWITCH_ACCOUNT only). */
  username?: Maybe<Scalars['String']['output']>;
};

export type ApplyForVerificationResult = {
  __typename?: 'ApplyForVerificationResult';
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type ArchiveMonth = {
  __typename?: 'ArchiveMonth';
  count: Scalars['Int']['output'];
  month: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

export type AudienceDetailPoint = {
  __typename?: 'AudienceDetailPoint';
  bucket: Scalars['String']['output'];
  gained: Scalars['Int']['output'];
  lost: Scalars['Int']['output'];
  /** Gained less lost. */
  net: Scalars['Int']['output'];
  /** The count at the end of the bucket, worked back from today's. */
  total: Scalars['Int']['output'];
};

export type AudienceDetails = {
  __typename?: 'AudienceDetails';
  /** followers or subscribers. */
  details: Scalars['String']['output'];
  /** The CSV export of the audience over this window. */
  exportUrl: Scalars['String']['output'];
  gained: Scalars['Int']['output'];
  /** Followers or Email subscribers. */
  label: Scalars['String']['output'];
  lost: Scalars['Int']['output'];
  /** The count today. */
  now: Scalars['Int']['output'];
  series: Array<AudienceDetailPoint>;
  user: User;
  window: StatsWindow;
};

export type AudienceDetailsResult = AudienceDetails | BadRequest | Forbidden | NotFound | Unauthorized;

export type AudienceFigures = {
  __typename?: 'AudienceFigures';
  /** Followers today. */
  followers: Scalars['Int']['output'];
  followersGained: Scalars['Int']['output'];
  series: Array<AudiencePoint>;
  /** Active newsletter subscribers today. */
  subscribers: Scalars['Int']['output'];
  subscribersGained: Scalars['Int']['output'];
  window: StatsWindow;
};

export type AudiencePoint = {
  __typename?: 'AudiencePoint';
  bucket: Scalars['String']['output'];
  followersGained: Scalars['Int']['output'];
  followersLost: Scalars['Int']['output'];
  subscribersGained: Scalars['Int']['output'];
  subscribersLost: Scalars['Int']['output'];
};

export type AudienceStats = {
  __typename?: 'AudienceStats';
  audience: AudienceFigures;
  /** The CSV export of this window's days. */
  exportUrl: Scalars['String']['output'];
  user: User;
};

export type AudienceStatsResult = AudienceStats | BadRequest | Forbidden | NotFound | Unauthorized;

export type AuthError = {
  __typename?: 'AuthError';
  errorType: Scalars['String']['output'];
  failCount: Scalars['Int']['output'];
  lockedOutUntil?: Maybe<Scalars['Float']['output']>;
  message: Scalars['String']['output'];
};

export type AuthorNewsletterSettings = {
  __typename?: 'AuthorNewsletterSettings';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type BadRequest = {
  __typename?: 'BadRequest';
  message: Scalars['String']['output'];
};

export type BodyModel = {
  __typename?: 'BodyModel';
  paragraphs: Array<Paragraph>;
};

export type Book = {
  __typename?: 'Book';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  publishedYear?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  /** Where to get the book (http or https); null when none. */
  url?: Maybe<Scalars['String']['output']>;
};

export type BookInput = {
  description: Scalars['String']['input'];
  /** Four digits, or empty. */
  publishedYear: Scalars['String']['input'];
  title: Scalars['String']['input'];
  /** http or https, or empty. */
  url: Scalars['String']['input'];
};

export type BuyGiftInput = {
  card: CardInput;
  /** gift or group-gift (anything else is gift). */
  giftType: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  message: Scalars['String']['input'];
  newMembersOnly: Scalars['Boolean']['input'];
  quantity: Scalars['Int']['input'];
  recipientEmail: Scalars['String']['input'];
  recipientName: Scalars['String']['input'];
  /** yyyy-mm-dd, empty for today. */
  sendOn: Scalars['String']['input'];
  senderName: Scalars['String']['input'];
};

export type BuyGiftResult = {
  __typename?: 'BuyGiftResult';
  code?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  order?: Maybe<GiftOrder>;
};

export type CancelWithReasonResult = {
  __typename?: 'CancelWithReasonResult';
  code?: Maybe<Scalars['String']['output']>;
  /** True when the member took the discount (and stays). */
  discounted: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  status?: Maybe<MembershipStatus>;
};

export type CancellationOffer = {
  __typename?: 'CancellationOffer';
  /** Payments at the discounted price (a year: 12 monthly, 1 yearly). */
  numCycles: Scalars['Int']['output'];
  percentOff: Scalars['Int']['output'];
  /** The price of each payment while the discount lasts. */
  price: Money;
  regularPrice: Money;
  saved: Money;
};

export type CancellationOfferResult = {
  __typename?: 'CancellationOfferResult';
  code?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  offer?: Maybe<CancellationOffer>;
  ok: Scalars['Boolean']['output'];
};

export type CancellationReason =
  | 'CONTENT'
  | 'COSTS'
  | 'DUPLICATE_ACCOUNTS'
  | 'FEATURE_USAGE'
  | 'OTHER'
  | 'PREMIUM_TIER'
  | 'SWITCHING_PRODUCT'
  | 'TIME';

export type CardInput = {
  cvv: Scalars['String']['input'];
  /** MM/YY */
  expirationDate: Scalars['String']['input'];
  number: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
};

export type Catalog = {
  __typename?: 'Catalog';
  /** reader-experience §3 Catalog: the sum of every reader's claps on the list (at most 50 each). */
  clapCount: Scalars['Int']['output'];
  /** reader-experience §3 Catalog.clappers: who clapped for the list, first clap newest first (limit 1-25, default 25). */
  clappers: Array<Clapper>;
  /** Whether the list holds the story (the save popover's checkboxes). */
  containsPost: Scalars['Boolean']['output'];
  createdAt: Scalars['Float']['output'];
  creator: User;
  description: Scalars['String']['output'];
  followerCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  itemCount: Scalars['Int']['output'];
  /** The list's readable stories, keyset-paged. first: 1-50, default 10. filter: SAVED by default. */
  items: CatalogItemsPage;
  name: Scalars['String']['output'];
  /** The preview images of the list's first stories (at most 3). */
  previewImages: Array<ImageMetadata>;
  /** reader-experience §3 Catalog.responses: a page of the list's responses, exactly as Post.responses pages a story's. */
  responses: PostResponsesPage;
  /** reader-experience §3 Catalog.responsesCount: the list's direct responses everyone sees. */
  responsesCount: Scalars['Int']['output'];
  /** The list's owner closed discussion: no response nor reply can be published (reader-experience §8). */
  responsesLocked: Scalars['Boolean']['output'];
  /** platform-reference §2.2: reading-list, currently-reading, purchased, or {name slug}-{id}. */
  slugId: Scalars['String']['output'];
  type: CatalogType;
  updatedAt: Scalars['Float']['output'];
  /** The list's page under its owner: /@{username}/list/{slugId}. */
  url: Scalars['String']['output'];
  /** The viewer may hide the list's direct responses: its owner. */
  viewerCanHideResponses: Scalars['Boolean']['output'];
  /** The viewer's own claps on this list, 0 to 50; 0 when signed out. */
  viewerClapCount: Scalars['Int']['output'];
  viewerIsFollowing: Scalars['Boolean']['output'];
  viewerIsOwner: Scalars['Boolean']['output'];
  visibility: CatalogVisibility;
};


export type CatalogClappersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type CatalogContainsPostArgs = {
  postId: Scalars['ID']['input'];
};


export type CatalogItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ReadingListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type CatalogResponsesArgs = {
  depth?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<ResponsesPaging>;
  sortType?: InputMaybe<ResponsesSortType>;
};

export type CatalogClapped = {
  __typename?: 'CatalogClapped';
  catalogId: Scalars['ID']['output'];
  clapCount: Scalars['Int']['output'];
  viewerClapCount: Scalars['Int']['output'];
};

export type CatalogDeleted = {
  __typename?: 'CatalogDeleted';
  catalogId: Scalars['ID']['output'];
};

export type CatalogFollowChanged = {
  __typename?: 'CatalogFollowChanged';
  catalog: Catalog;
};

export type CatalogInput = {
  /** At most 280 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 1-60 characters after trimming. */
  name: Scalars['String']['input'];
  /** PUBLIC or PRIVATE; PRIVATE when left out. */
  visibility?: InputMaybe<CatalogVisibility>;
};

export type CatalogItem = {
  __typename?: 'CatalogItem';
  addedAt: Scalars['Float']['output'];
  archived: Scalars['Boolean']['output'];
  note: Scalars['String']['output'];
  post: Post;
};

export type CatalogItemChanged = {
  __typename?: 'CatalogItemChanged';
  catalog: Catalog;
  /** False when nothing changed (saved again, removed again, or a move past the end). */
  changed: Scalars['Boolean']['output'];
  post: Post;
};

export type CatalogItemResult = BadRequest | CatalogItemChanged | NotFound | RateLimited | Unauthorized;

export type CatalogItemsPage = {
  __typename?: 'CatalogItemsPage';
  items: Array<CatalogItem>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type CatalogResponseVisibilityChanged = {
  __typename?: 'CatalogResponseVisibilityChanged';
  parentCatalogId: Scalars['ID']['output'];
  /** The list's responses count after the change. */
  parentResponsesCount: Scalars['Int']['output'];
  response: PostResponse;
};

export type CatalogResponseVisibilityResult = BadRequest | CatalogResponseVisibilityChanged | Forbidden | NotFound | Unauthorized;

export type CatalogResponsesLockChanged = {
  __typename?: 'CatalogResponsesLockChanged';
  catalog: Catalog;
};

export type CatalogResult = BadRequest | CatalogSaved | NotFound | RateLimited | Unauthorized;

export type CatalogSaved = {
  __typename?: 'CatalogSaved';
  catalog: Catalog;
};

/** platform-reference §3 Lists. */
export type CatalogType =
  | 'CURRENTLY_READING'
  | 'LISTS'
  | 'PURCHASED'
  | 'READING_LIST';

/** platform-reference §3 catalog visibility. LOCKED: owner only, and fixed (the predefined Currently reading and Purchased). */
export type CatalogVisibility =
  | 'LOCKED'
  | 'PRIVATE'
  | 'PUBLIC';

export type CatalogsPage = {
  __typename?: 'CatalogsPage';
  items: Array<Catalog>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type Charge = {
  __typename?: 'Charge';
  amount: Money;
  createdAt: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  membershipType: MembershipType;
  periodEnd?: Maybe<Scalars['Float']['output']>;
  periodStart?: Maybe<Scalars['Float']['output']>;
  /** PAID or FAILED. */
  status: Scalars['String']['output'];
};

export type ClapCatalogInput = {
  catalogId: Scalars['ID']['input'];
  claps: Scalars['Int']['input'];
  clientId: Scalars['String']['input'];
};

export type ClapCatalogResult = BadRequest | CatalogClapped | NotFound | Unauthorized;

export type ClapInput = {
  claps: Scalars['Int']['input'];
  /** 1 to 64 letters, digits, dashes or underscores, new for each request (the same for its retries). */
  clientId: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};

export type ClapResult = BadRequest | Clapped | NotFound | Unauthorized;

/** platform-reference §3 clap state per post, as the server answers it. */
export type Clapped = {
  __typename?: 'Clapped';
  clapCount: Scalars['Int']['output'];
  postId: Scalars['ID']['output'];
  viewerClapCount: Scalars['Int']['output'];
};

export type Clapper = {
  __typename?: 'Clapper';
  claps: Scalars['Int']['output'];
  user: User;
};

export type ClappersPage = {
  __typename?: 'ClappersPage';
  items: Array<Clapper>;
  pagingInfo: PagingInfo;
  post: Post;
};

export type ClearReadingHistoryResult = ReadingHistoryCleared | Unauthorized;

export type ClosedMonth = {
  __typename?: 'ClosedMonth';
  closedAt: Scalars['Float']['output'];
  month: Scalars['String']['output'];
};

export type CollectionRole =
  | 'EDITOR'
  | 'OWNER'
  | 'WRITER';

/** platform-reference §8, reader-experience §4: the story moved on since baseRevision; message starts '409: Conflict'. */
export type Conflict = {
  __typename?: 'Conflict';
  currentRevision: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type CreateCatalogInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** A story to save into the new list at once. */
  postId?: InputMaybe<Scalars['ID']['input']>;
  visibility?: InputMaybe<CatalogVisibility>;
};

export type CreateDraftInput = {
  /** The paragraph model as JSON text. */
  body: Scalars['String']['input'];
  publicationId?: InputMaybe<Scalars['ID']['input']>;
  subtitle: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type CreateHighlightResult = BadRequest | HighlightCreated | NotFound | RateLimited | Unauthorized;

export type CreatePublicationInput = {
  /** An image the viewer uploaded (POST /_/upload). */
  avatarId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  tagline: Scalars['String']['input'];
};

export type CreatedIntegrationToken = {
  __typename?: 'CreatedIntegrationToken';
  id: Scalars['ID']['output'];
  /** The token itself: shown once, stored only as a hash. */
  token: Scalars['String']['output'];
};

export type CustomDomainName = {
  __typename?: 'CustomDomainName';
  domain: Scalars['String']['output'];
};

export type DataExport = {
  __typename?: 'DataExport';
  createdAt: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** pending, ready or failed. */
  state: Scalars['String']['output'];
  /** Where a ready export downloads (its owner only). */
  url?: Maybe<Scalars['String']['output']>;
};

export type DeleteCatalogResult = BadRequest | CatalogDeleted | NotFound | RateLimited | Unauthorized;

export type DeleteHighlightResult = HighlightDeleted | NotFound | Unauthorized;

export type DeletePostResult = BadRequest | Forbidden | NotFound | PostDeleted | Unauthorized;

export type DeletedStories =
  /** Published stories stay, under 'Deleted account'; drafts go. */
  | 'ANONYMISE'
  /** The stories go with the account. */
  | 'REMOVE';

export type DigestFrequency =
  | 'DAILY'
  | 'OFF'
  | 'WEEKLY';

export type DigestStats = {
  __typename?: 'DigestStats';
  failed: Scalars['Int']['output'];
  /** Queued or being sent. */
  pending: Scalars['Int']['output'];
  post: Post;
  /** When its first e-mail was queued (ms since the epoch). */
  queuedAt: Scalars['Float']['output'];
  recipients: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
};

export type DiscountedMembershipInput = {
  card: CardInput;
  idempotencyKey: Scalars['String']['input'];
};

export type DismissedFlag = {
  __typename?: 'DismissedFlag';
  dismissedAt: Scalars['Float']['output'];
  flag: Scalars['String']['output'];
};

export type DraftSaved = {
  __typename?: 'DraftSaved';
  post: EditablePost;
};

export type EditLandingPageResult = {
  __typename?: 'EditLandingPageResult';
  /** The story editor's address for the page's story. */
  editPath?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type EditablePost = {
  __typename?: 'EditablePost';
  /** The paragraph model as JSON text: an array of paragraphs (core/content/paragraph.ts). */
  body: Scalars['String']['output'];
  /** /p/{id}/edit */
  editUrl: Scalars['String']['output'];
  /** A published story's saved edits wait for publishPost ('Save and publish'); readers see the published text. */
  hasUnpublishedChanges: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isLocked: Scalars['Boolean']['output'];
  license: PostLicense;
  /** How many paragraphs a locked story's preview shows; null for the default cut. */
  previewParagraphs?: Maybe<Scalars['Int']['output']>;
  publicationId?: Maybe<Scalars['ID']['output']>;
  publishedAt?: Maybe<Scalars['Float']['output']>;
  /** Bumped by every save and publish; send it back as baseRevision (saveDraft) or revision (publishPost). */
  revision: Scalars['Int']['output'];
  scheduledAt?: Maybe<Scalars['Float']['output']>;
  state: PostLifecycleState;
  subtitle: Scalars['String']['output'];
  /** Tag slugs, in order. */
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['Float']['output'];
  /** The reading address once published: /@{username}/{slug}-{id}; null for a draft. */
  url?: Maybe<Scalars['String']['output']>;
};

export type EditorInbox = {
  __typename?: 'EditorInbox';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  publicationId: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  submissions: Array<Submission>;
  viewerRole: CollectionRole;
};

export type FailedChallenge = {
  __typename?: 'FailedChallenge';
  message: Scalars['String']['output'];
};

export type FeaturableStory = {
  __typename?: 'FeaturableStory';
  id: Scalars['ID']['output'];
  publishedAt: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

/** A section's own page: its stories are the publication's stories carrying any of its tags. */
export type FeaturePage = {
  __typename?: 'FeaturePage';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** GRID or LIST. */
  layout: Scalars['String']['output'];
  /** The stories, newest first; with tag (one of its tags), only those with it. Another tag: BAD_USER_INPUT. */
  posts: PostFeed;
  slug: Scalars['String']['output'];
  tags: Array<FeaturePageTag>;
  title: Scalars['String']['output'];
  /** /{publication}/{slug}/home */
  url: Scalars['String']['output'];
};


/** A section's own page: its stories are the publication's stories carrying any of its tags. */
export type FeaturePagePostsArgs = {
  paging?: InputMaybe<PagingOptions>;
  tag?: InputMaybe<Scalars['String']['input']>;
};

export type FeaturePageInput = {
  description: Scalars['String']['input'];
  /** GRID or LIST. */
  layout: Scalars['String']['input'];
  /** Empty: made from the title. Lower-case words joined by dashes; not one of the publication's own pages (about, archive…). */
  slug: Scalars['String']['input'];
  /** 1 to 5 tags (as typed or as slugs): the page's stories are the publication's stories with any of them. */
  tags: Array<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/** One of a feature page's tags: its slug and how it reads (the tag's own title, or the slug for a tag no story has yet). */
export type FeaturePageTag = {
  __typename?: 'FeaturePageTag';
  displayTitle: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type FeaturedStoriesManager = {
  __typename?: 'FeaturedStoriesManager';
  featured: Array<FeaturableStory>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  publicationId: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  stories: Array<FeaturableStory>;
};

export type FeedItem = {
  __typename?: 'FeedItem';
  feedId: Scalars['ID']['output'];
  post: Post;
};

export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A flag's new value: set the one field of the flag's type; none (or a null value) clears the setting. */
export type FlagValueInput = {
  boolValue?: InputMaybe<Scalars['Boolean']['input']>;
  numberValue?: InputMaybe<Scalars['Float']['input']>;
  stringValue?: InputMaybe<Scalars['String']['input']>;
};

export type FollowCatalogResult = BadRequest | CatalogFollowChanged | NotFound | RateLimited | Unauthorized;

export type FollowGraph = {
  __typename?: 'FollowGraph';
  followerCount: Scalars['Int']['output'];
};

export type FollowedEntity = Publication | User;

export type FollowedEntityConnection = {
  __typename?: 'FollowedEntityConnection';
  edges: Array<FollowedEntityEdge>;
  pageInfo: PageInfo;
};

export type FollowedEntityEdge = {
  __typename?: 'FollowedEntityEdge';
  lastPublishedAt?: Maybe<Scalars['Float']['output']>;
  node: FollowedEntityNode;
};

export type FollowedEntityNode = {
  __typename?: 'FollowedEntityNode';
  entity: FollowedEntity;
  id: Scalars['ID']['output'];
};

/** The kind of followed entity: the following feed's tabs (/me/following-feed/writers or /publications). */
export type FollowingEntityType =
  | 'PUBLICATIONS'
  | 'WRITERS';

/** The order of the following feed. */
export type FollowingFeedSortType =
  /** Newest first, by first publication: the only order so far. */
  | 'NEWEST';

/** platform-reference §8: the viewer may not do this (someone else's story, a publication where they have no role). */
export type Forbidden = {
  __typename?: 'Forbidden';
  message: Scalars['String']['output'];
};

export type GiftCheckoutInput = {
  /** gift or group-gift (anything else is gift). */
  giftType: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  message: Scalars['String']['input'];
  newMembersOnly: Scalars['Boolean']['input'];
  quantity: Scalars['Int']['input'];
  recipientEmail: Scalars['String']['input'];
  recipientName: Scalars['String']['input'];
  /** yyyy-mm-dd, empty for today. */
  sendOn: Scalars['String']['input'];
  senderName: Scalars['String']['input'];
};

export type GiftCheckoutResult = {
  __typename?: 'GiftCheckoutResult';
  code?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** Where to send the buyer when ok. */
  url?: Maybe<Scalars['String']['output']>;
};

export type GiftCode = {
  __typename?: 'GiftCode';
  code: Scalars['String']['output'];
  expiresAt: Scalars['Float']['output'];
  redeemed: Scalars['Boolean']['output'];
};

export type GiftCodeResult = {
  __typename?: 'GiftCodeResult';
  /** RATE_LIMITED when ok is false. */
  code?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  status?: Maybe<GiftCodeStatus>;
};

export type GiftCodeStatus =
  | 'ALREADY_USED'
  | 'EXPIRED'
  | 'NOT_FOUND'
  | 'NOT_REDEEMABLE_BY_PAST_MEMBERS'
  | 'VALID';

export type GiftOrder = {
  __typename?: 'GiftOrder';
  amount: Money;
  codes: Array<GiftCode>;
  createdAt: Scalars['Float']['output'];
  /** gift or group-gift. */
  giftType: Scalars['String']['output'];
  /** reader-experience §9: 29 for gift, 31 for group-gift. */
  giftTypeCode: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  recipientEmail?: Maybe<Scalars['String']['output']>;
  sendAt?: Maybe<Scalars['Float']['output']>;
};

export type GiftProduct = {
  __typename?: 'GiftProduct';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  price: Money;
  termMonths: Scalars['Int']['output'];
};

export type HeaderColor = {
  __typename?: 'HeaderColor';
  /** 6-digit hex, no '#'. */
  rgb: Scalars['String']['output'];
};

export type HeaderImage = {
  __typename?: 'HeaderImage';
  /** Empty when the image is decoration. */
  alt: Scalars['String']['output'];
  focusPercentX: Scalars['Int']['output'];
  focusPercentY: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
};

export type HidePostResponseResult = BadRequest | Forbidden | NotFound | ResponseVisibilityChanged | Unauthorized;

/** A reader's highlight (platform-reference §3 Highlight/Quote). */
export type Highlight = {
  __typename?: 'Highlight';
  createdAt: Scalars['Float']['output'];
  endOffset: Scalars['Int']['output'];
  endParagraph: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The story; null when it is no longer readable. */
  post?: Maybe<Post>;
  postId: Scalars['ID']['output'];
  /** The highlighted text as it read when it was made (paragraphs joined by a newline). */
  quote: Scalars['String']['output'];
  startOffset: Scalars['Int']['output'];
  startParagraph: Scalars['String']['output'];
};

export type HighlightCreated = {
  __typename?: 'HighlightCreated';
  /** False when the viewer had already highlighted exactly this range. */
  created: Scalars['Boolean']['output'];
  highlight: Highlight;
};

export type HighlightDeleted = {
  __typename?: 'HighlightDeleted';
  highlight: Highlight;
};

export type HighlightInput = {
  endOffset: Scalars['Int']['input'];
  endParagraph: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
  startOffset: Scalars['Int']['input'];
  startParagraph: Scalars['String']['input'];
};

export type HighlightsPage = {
  __typename?: 'HighlightsPage';
  items: Array<Highlight>;
  /** Pass as after for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type HostedPageResult = {
  __typename?: 'HostedPageResult';
  /** Why not, when ok is false: NO_HOSTED_CHECKOUT, ALREADY_MEMBER, NOT_MEMBER, STORE_BILLED, processing_error. */
  code?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** Where to send the reader when ok. */
  url?: Maybe<Scalars['String']['output']>;
};

export type ImageMetadata = {
  __typename?: 'ImageMetadata';
  alt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  originalHeight: Scalars['Int']['output'];
  originalWidth: Scalars['Int']['output'];
};

export type ImageRef = {
  __typename?: 'ImageRef';
  id: Scalars['ID']['output'];
};

export type IneligibilityReason = {
  __typename?: 'IneligibilityReason';
  message: Scalars['String']['output'];
  /** LACK_OF_MEMBERSHIP or MISSING_PAYOUT_INFORMATION. */
  reason: Scalars['String']['output'];
};

export type IntegrationToken = {
  __typename?: 'IntegrationToken';
  createdAt: Scalars['Float']['output'];
  /** The token's prefix and last four characters. */
  hint: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  scopes: Array<Scalars['String']['output']>;
};

export type LandingPage = {
  __typename?: 'LandingPage';
  /** Whether the viewer is staff (and may edit the page). */
  editable: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  paragraphs: Array<Paragraph>;
  title: Scalars['String']['output'];
  /** Staff only: the author verification requests, newest first (empty for anyone else). */
  verificationRequests: Array<VerificationRequest>;
  /** Whether the signed-in viewer has asked for author verification (verified-authors only). */
  viewerHasApplied: Scalars['Boolean']['output'];
};

export type LedgerEntry = {
  __typename?: 'LedgerEntry';
  amount: Money;
  createdAt: Scalars['Float']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  month?: Maybe<Scalars['String']['output']>;
  /** CREDIT, DEBIT or TRANSFER. */
  type: Scalars['String']['output'];
};

export type LogClientEventsInput = {
  payload: Scalars['String']['input'];
};

export type LogResult = {
  __typename?: 'LogResult';
  success: Scalars['Boolean']['output'];
};

export type MarkNotificationsReadResult = BadRequest | NotificationsMarkedRead | Unauthorized;

export type Markup = {
  __typename?: 'Markup';
  end: Scalars['Int']['output'];
  href?: Maybe<Scalars['String']['output']>;
  start: Scalars['Int']['output'];
  type: MarkupType;
};

export type MarkupType =
  | 'A'
  | 'CODE'
  | 'EM'
  | 'HIGHLIGHT'
  | 'STRONG';

export type Membership = {
  __typename?: 'Membership';
  /** When the reader became a Friend; null for a Member. */
  friendSince?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** When the reader first became a member (epoch ms). */
  memberSince: Scalars['Float']['output'];
  tier: MembershipTier;
};

export type MembershipDiscount = {
  __typename?: 'MembershipDiscount';
  numCycles: Scalars['Int']['output'];
  regularPrice: Money;
};

export type MembershipPlan = {
  __typename?: 'MembershipPlan';
  /** MONTHLY or ANNUAL. */
  billingPeriod: Scalars['String']['output'];
  membershipType: MembershipType;
  price: Money;
  tier: MembershipTier;
};

export type MembershipPlanV2 = {
  __typename?: 'MembershipPlanV2';
  discount?: Maybe<MembershipDiscount>;
};

export type MembershipResult = {
  __typename?: 'MembershipResult';
  /** Why not, when ok is false: card_declined, expired_card, incorrect_number, incorrect_cvc, processing_error, ALREADY_MEMBER, NOT_MEMBER, NOT_ELIGIBLE, INVALID_CARD. */
  code?: Maybe<Scalars['String']['output']>;
  /** Per field, when the card's fields are not filled in right. */
  fieldErrors: Array<FieldError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  status?: Maybe<MembershipStatus>;
};

export type MembershipStatus = {
  __typename?: 'MembershipStatus';
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  currentPeriodEndsAt: Scalars['Float']['output'];
  discountEndsAt?: Maybe<Scalars['Float']['output']>;
  hasCreditCardExpired: Scalars['Boolean']['output'];
  hasRecurringPaymentFailedMoreThanOnce: Scalars['Boolean']['output'];
  isCancelled: Scalars['Boolean']['output'];
  membershipId: Scalars['ID']['output'];
  membershipType: MembershipType;
  paymentFailedAt?: Maybe<Scalars['Float']['output']>;
  paymentMethod?: Maybe<PaymentMethod>;
  /** STRIPE or SANDBOX (the two card-payment providers), APPLE or GOOGLE. */
  paymentProvider: Scalars['String']['output'];
  planV2: MembershipPlanV2;
  startedAt: Scalars['Float']['output'];
  switchPlanSchedule?: Maybe<SwitchPlanSchedule>;
};

export type MembershipTier =
  | 'FRIEND'
  | 'MEMBER';

export type MembershipType =
  | 'MONTHLY'
  | 'PREMIUM_MONTHLY'
  | 'PREMIUM_YEARLY'
  | 'YEARLY';

export type Money = {
  __typename?: 'Money';
  /** Minor units (cents). */
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
};

export type MoveDirection =
  | 'DOWN'
  | 'UP';

export type MovePostResult = BadRequest | Forbidden | NotFound | PostMoved | Unauthorized;

export type Mutation = {
  __typename?: 'Mutation';
  /** An experiment's variant was shown (experimentId, and the story or publication it was shown on). */
  LogExperimentExposure: LogResult;
  /** A feature gate decided what was shown (gateId, and the story or publication it was shown on). */
  LogGateExposure: LogResult;
  /**
   * platform-reference §7.5 SearchClickEvent: a search hit was opened (its index, its id and its rank from 1).
   * Bots send none (a bot's is acknowledged and dropped), as is one without analytics consent.
   */
  SearchClickEvent: LogResult;
  /** The signed-in writer adds a book at the end of their list; answers the list. */
  addBook: Array<Book>;
  /**
   * Staff: a published, listed story joins the topic. story: its address (…/p/{id}, …/{slug}-{id}) or id. No such
   * story: NOT_FOUND. Others: FORBIDDEN.
   */
  addStoryToTopic: Topic;
  /** Saves a story into one of the viewer's lists, first place. Idempotent: saving it again changes nothing. */
  addToCatalog: CatalogItemResult;
  /** Ask staff to verify you as a book author; staff see the requests on /verified-authors. */
  applyForAuthorVerification: ApplyForVerificationResult;
  /** platform-reference §3 ARCHIVED: archives (or brings back) a story of the viewer's list; archived stories leave SAVED and RECENT. */
  archiveCatalogItem: CatalogItemResult;
  /** Buy a gift (one code e-mailed to its recipient on the chosen day) or a group gift (2 to 50 codes for the buyer). */
  buyGift: BuyGiftResult;
  /** Cancel at the end of the period: the membership lasts until then. */
  cancelMembership: MembershipResult;
  /** The cancel flow: keep the reason; accept the offered discount, or cancel at the period's end. */
  cancelMembershipWithReason: CancelWithReasonResult;
  /** An owner withdraws an invitation. */
  cancelPublicationInvitation: Scalars['Boolean']['output'];
  /** A new e-mail address: a confirmation link goes to it; until it is opened the account keeps its address. */
  changeEmail: AccountResult;
  /** A new username; the old /@{username} addresses redirect (301) to the new one for a year. */
  changeUsername: AccountResult;
  /** A typed gift code's status for the viewer (rate limited: codes that are not there count against the viewer and the network). */
  checkGiftCode: GiftCodeResult;
  /**
   * Adds claps (1 to 50 in one request, at most 50 per reader per story in all; what passes 50 is not counted).
   * clientId names the request: a retried request with the same clientId adds nothing and answers the counts.
   * The story's writer cannot clap; a deleted, unpublished or suspended story, or a member-only one the viewer may
   * not read, is NotFound.
   */
  clap: ClapResult;
  /** Claps for a public list, by the same rules as a story's (its owner cannot; 50 per reader in all; clientId retry-safe). */
  clapCatalog: ClapCatalogResult;
  clearReadingHistory: ClearReadingHistoryResult;
  /** Staff only (else FORBIDDEN): clears an account's sign-in lockouts, permanent ones included. Idempotent. */
  clearSignInLockout: Scalars['Boolean']['output'];
  /** Staff: close a month that is over (once; the monthly job does the same). */
  closePartnerMonth: PartnerCloseResult;
  /** A new list of the viewer's; with postId, the story is saved into it in the same request. */
  createCatalog: CatalogResult;
  /** A new draft of the viewer's; its first revision is 1. */
  createDraft: SaveDraftResult;
  /**
   * Highlights a passage of a story the viewer can read (a member-only story's preview only, for a reader who is not
   * a member). Asking again for the same range answers the same highlight. A range past a paragraph's end, on an
   * unknown paragraph, backwards or empty: BadRequest with the reason.
   */
  createHighlight: CreateHighlightResult;
  /** Signed in: a new integration token for the /v1 API; its full text is in this answer only. */
  createIntegrationToken: CreatedIntegrationToken;
  /** /new-publication: the viewer is its OWNER. A taken or reserved slug: BAD_USER_INPUT with a clear message. */
  createPublication: ViewerPublication;
  /** Feature pages: a new page at /{publication}/{slug}/home, last in the order; the slug comes from the title when empty. Owners and editors only. */
  createPublicationFeaturePage: FeaturePage;
  /** Subpages: a new subpage at /{publication}/subpage/{slug}; the slug comes from the title when empty. */
  createPublicationSubpage: Subpage;
  /** The signed-in writer starts a series of their stories. */
  createSeries: Series;
  /** Deletes your account once you type your username; your sessions end. */
  deleteAccount: AccountResult;
  /** Deletes one of the viewer's own lists; the stories stay where they are. */
  deleteCatalog: DeleteCatalogResult;
  deleteHighlight: DeleteHighlightResult;
  /** reader-experience §7 deletePost: moves the story to the trash (the Deleted tab); it is deleted for good 14 days later. */
  deletePost: DeletePostResult;
  /** Feature pages: deletes the page; false when there was none. */
  deletePublicationFeaturePage: Scalars['Boolean']['output'];
  /** Subpages: deletes the subpage; false when there was none. */
  deletePublicationSubpage: Scalars['Boolean']['output'];
  /** The writer deletes their series (its stories stay). */
  deleteSeries: Scalars['Boolean']['output'];
  /**
   * Disconnects a social sign-in provider from your account (connected through /m/connect/{provider}?operation=connect
   * or by signing in with it). Never the last way in: every account can always sign in with an e-mailed code or
   * link to its address. Not connected: NOT_FOUND.
   */
  disconnectSignInProvider: Scalars['Boolean']['output'];
  /** reader-experience §7 DismissFlag: records that the viewer dismissed a banner (PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER, PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER, or a banner's own flag). */
  dismissFlag: Viewer;
  /** Staff: the story that holds a landing page's text (made from the page's current text the first time), to edit in the story editor. */
  editLandingPage: EditLandingPageResult;
  /** Join the Partner Program (needs a membership and payout information). */
  enrollInPartnerProgram: PartnerResult;
  /** Signed in: the browser's registration answer (JSON), verified against the configured origin; the passkey is kept under this name. */
  finishPasskeyRegistration: Scalars['Boolean']['output'];
  /** A passkey's assertion (JSON) for this browser's challenge: a Token for the auth callback, with no e-mailed code. */
  finishPasskeySignIn: Token;
  /** Follows someone else's public list. Idempotent. */
  followCatalog: FollowCatalogResult;
  followCollection: Publication;
  /** Issue 18: the signed-in reader follows the tag (Follow on /tag/{tagSlug}); again changes nothing. Answers the tag. */
  followTag: Tag;
  /** The signed-in reader follows the topic (issue 18); following again changes nothing. Answers the topic as it now stands. */
  followTopic: Topic;
  /** reader-experience §7: follow a writer. Idempotent; following yourself is refused. */
  followUser: User;
  /** Hides a direct response of a list (its owner); idempotent. The toast's Undo is showCatalogResponseOnParent. */
  hideCatalogResponseOnParent: CatalogResponseVisibilityResult;
  /** Hides a direct response of parentPostId (the thread's story author, or parentPostId's author); idempotent. */
  hidePostResponseOnParentPost: HidePostResponseResult;
  /** An owner invites a user (by username or e-mail address) as EDITOR or WRITER; the invitee is notified and e-mailed. */
  invitePublicationMember: PublicationInvitation;
  /** Leave a publication you own, edit or write for; its last owner may not. */
  leavePublication: AccountResult;
  /**
   * platform-reference §7.2 logClientEvents: payload is a JSON string of client events ({eventId, timestamp,
   * key, data, type: "e"}); events older than 48 hours are dropped, and an eventId already stored is kept once.
   */
  logClientEvents: LogResult;
  /** Password sign-in, with the lockouts of reader-experience §8. */
  loginWithPassword: PasswordLoginResult;
  /** Marks read the viewer's notifications made up to upTo (ms; the moment the page was read); a newer one stays unread. */
  markNotificationsRead: MarkNotificationsReadResult;
  /**
   * Your Stories: moves a story to another tab — PUBLIC ⇄ UNLISTED, PUBLIC or UNLISTED → DRAFTS (unpublish), and
   * DRAFTS → PUBLIC or UNLISTED for a story that was published before (the Undo of an unpublish). Moving back to
   * fromTab undoes the move exactly. Trash with deletePost, not here. A move the rules refuse: BadRequest.
   */
  movePost: MovePostResult;
  muteCollection: Publication;
  /** Muted writers' and publications' posts leave the viewer's feeds. */
  muteUser: User;
  /**
   * Publishes (or schedules, with scheduledAt in the future) the story at revision; a published story with
   * unpublished changes publishes them. At most 5 tags; a publication where the viewer is OWNER, EDITOR or
   * WRITER; a title. A stale revision: Conflict.
   */
  publishPost: PublishPostResult;
  /**
   * Publishes a response to a story, or a reply to a response, at once. clientId (8-64 of A-Z a-z 0-9 - _) is the
   * composer's retry key: sending the same one again answers the response it made. bodyModel is the paragraph
   * model as JSON text: paragraphs and quotes, with bold, italic and links, at most 10,000 characters.
   */
  publishResponse: PublishResponseResult;
  /** A fresh Stripe onboarding link for the writer's connected account (the last one expired, or Stripe needs more). */
  reconnectStripePayouts: PartnerResult;
  /** Sent once after a story page hydrates; records nothing while the history is paused or for the viewer's own story. */
  recordPostRead: RecordPostReadResult;
  /** Redeem a gift code: the viewer becomes a member for the gift's year (rate limited like checkGiftCode). */
  redeemGift: RedeemGiftResult;
  /** Back from Stripe's onboarding: the connected account's state read from Stripe; payouts on hold go once it is ACTIVE. */
  refreshPayoutAccount: PartnerResult;
  /** Staff, in the sandbox: refund a member's charge. Its month closed already, the writers it paid get a DEBIT of their share (once per charge). */
  refundMemberCharge: PartnerRefundResult;
  /** Signed in: 10 new recovery codes in place of all the old ones; needs an authenticator code (with the lockouts). */
  regenerateRecoveryCodes: Array<Scalars['String']['output']>;
  /** The writer removes one of their books; answers the list. */
  removeBook: Array<Book>;
  /** PENDING forgets the domain asked for; LIVE stops serving your profile at the live one. */
  removeCustomDomain: AccountResult;
  /** Takes a story out of one of the viewer's lists. Idempotent. addToCatalog after it puts the story back where it was (Undo). */
  removeFromCatalog: CatalogItemResult;
  removeFromReadingHistory: ReadingHistoryEntryResult;
  /** Signed in: removes one of your passkeys. */
  removePasskey: Scalars['Boolean']['output'];
  /** Custom domain: PENDING forgets the domain asked for; LIVE stops serving the live one. */
  removePublicationCustomDomain: PublicationSettings;
  /** Leave (your own id) or remove someone below you; the last owner stays. */
  removePublicationMember: Scalars['Boolean']['output'];
  /** An editor or owner takes a story out of the publication; it stays on its writer's profile. */
  removeStoryFromPublication: Scalars['Boolean']['output'];
  /** Staff: the story leaves the topic. Others: FORBIDDEN. */
  removeStoryFromTopic: Topic;
  /** Your author newsletter's name. */
  renameNewsletter: AccountResult;
  /** Moves a story one place up or down in the list. */
  reorderCatalogItem: CatalogItemResult;
  /** Feature pages: the new order, naming every page once (Move up / Move down). */
  reorderPublicationFeaturePages: Array<FeaturePage>;
  /** Issue 21: asks for a custom domain for your profile, pending until the operator connects it; refused with why. */
  requestCustomDomain: AccountResult;
  /** A zip of your data, made in the background and e-mailed when ready; one at a time. */
  requestDataExport: AccountResult;
  /** Pay the balance out to the payout account. */
  requestPayout: PartnerResult;
  /** Custom domain: records the domain as pending (not live until it is connected). A bad, own or taken domain: BAD_USER_INPUT. */
  requestPublicationCustomDomain: PublicationSettings;
  /** The invitee accepts or declines. */
  respondToPublicationInvitation?: Maybe<ViewerPublication>;
  /** The Undo of removeFromReadingHistory: puts the story back with the time it had. */
  restoreToReadingHistory: ReadingHistoryEntryResult;
  /** Signed in: revokes one of your integration tokens; it never works again. */
  revokeIntegrationToken: Scalars['Boolean']['output'];
  /** Signed in: ends every session of yours but this one; how many ended. */
  revokeOtherSessions: Scalars['Int']['output'];
  /** Signed in: ends one of your sessions (false when it is not yours or already ended). */
  revokeSession: Scalars['Boolean']['output'];
  /**
   * Autosave. baseRevision is the revision the editor last loaded or saved; when the story has moved on since
   * (another tab saved), nothing is written and the answer is Conflict with the current revision. A published
   * story's edits are kept aside (hasUnpublishedChanges) until publishPost: the readers see the published text.
   */
  saveDraft: SaveDraftResult;
  /** Payout information for the Partner Program: the sandbox keeps it at once; with Stripe, the answer's url is Stripe's onboarding page for the writer's connected account. */
  savePayoutInformation: PartnerResult;
  /** platform-reference §7.4: a sign-in code and link by e-mail. Type is LOGIN_CODE or DEFAULT_MAGIC_LINK. RateLimited when the address or the network asked for too many e-mails this hour (the same answer for every address). */
  sendAcctAuthEmail: SendAcctAuthEmailResult;
  /** reader-experience §7: the confirmation link again, to the address waiting for it. */
  sendVerificationEmail: AccountResult;
  setAllowEmailAddressSharingEditorWriter: AccountSettings;
  /** Closes (locked: true) or opens a list's discussion; its owner only. */
  setCatalogResponsesLocked: SetCatalogResponsesLockedResult;
  /** The featured stories, in order (the homepage's featured section follows). */
  setFeaturedStories: Array<Scalars['ID']['output']>;
  setNotificationDigest: NotificationSettingsResult;
  setNotificationKindSetting: NotificationSettingsResult;
  /**
   * Signed in: sets a first password (needs a sign-in within 10 minutes, else REAUTHENTICATION_REQUIRED) or changes
   * it (needs currentPassword, judged with the password lockouts); a change signs your other sessions out. The
   * answer is the text to show.
   */
  setPassword: Scalars['String']['output'];
  /**
   * Staff only (QUIRE_STAFF_USERNAMES; others get FORBIDDEN). Suspends a story, or lifts its suspension. A
   * suspended story leaves every feed and list; its page says 'This story was found in violation of the
   * Rules.', except to readers with can_view_suspended_content, who read it under a note and are never served
   * it from the cache. Its cached pages are purged at once. An unknown or unpublished story: NOT_FOUND.
   */
  setPostSuspended: Post;
  /** An owner changes a member's role; the last owner stays an owner. */
  setPublicationMemberRole: Scalars['Boolean']['output'];
  setReadingHistoryPaused: SetReadingHistoryPausedResult;
  /**
   * 'Show more / Show less like this' on a story's card: SHOW_MORE and SHOW_LESS record the reader's signal on the
   * story (a new one replaces the last), CLEAR_SIGNAL forgets it. For you ranks the story's writer and topic by it.
   * Signed in only; a story that is not published and listed is NOT_FOUND.
   */
  setRecommendationSignal: RecommendationSignalResult;
  /** Closes (locked: true) or opens a story's discussion; its author only. */
  setResponsesLocked: SetResponsesLockedResult;
  /**
   * Staff only (others get FORBIDDEN). Suspends an account, or lifts its suspension (issue 21, reader-experience
   * §8 'Account suspended'): while suspended the account sees 'Your account was found in violation of the Rules.'
   * on every page it opens, with a link to the Rules. An unknown user: NOT_FOUND. Returns the new state.
   */
  setUserSuspended: Scalars['Boolean']['output'];
  /**
   * Staff only (QUIRE_STAFF_USERNAMES; others get FORBIDDEN): sets the flag for everyone (userId null) or for
   * one user. A null or empty value clears that level's setting, so the flag falls back to the next level.
   * An unknown name, a value of the wrong type, two values at once or an unknown user: BAD_USER_INPUT.
   * Answers with the flag's value now in effect at that level (for userId: that user's).
   */
  setVariantFlag: VariantFlag;
  /** reader-experience §7 ShowCatalogResponseOnParent: the hidden response comes back exactly as it was. */
  showCatalogResponseOnParent: CatalogResponseVisibilityResult;
  /** Become a member on the yearly plan at 50% off the first year (/discount); for readers who have never been members. */
  startDiscountedMembership: MembershipResult;
  /** Hosted providers (Stripe): the provider's page for the /discount offer (the yearly plan, 50% off its first payment). */
  startDiscountedMembershipCheckout: HostedPageResult;
  /** Hosted providers (Stripe): the provider's page where the viewer pays for a gift; the order is made, and its codes mailed, once the provider confirms the payment. The same idempotencyKey gives the same page. */
  startGiftCheckout: GiftCheckoutResult;
  /** Buy a membership with a card (the sandbox's test cards unless Stripe is configured). The same idempotencyKey never buys twice. */
  startMembership: MembershipResult;
  /**
   * Hosted providers (Stripe): the address of the provider's page where the signed-in reader pays
   * for membershipType; the membership begins when the provider confirms the payment. Refused with
   * NO_HOSTED_CHECKOUT when the provider takes the card on the payment page (the sandbox: startMembership).
   * The same idempotencyKey gives the same page.
   */
  startMembershipCheckout: HostedPageResult;
  /** Signed in: WebAuthn registration options (JSON) for a new passkey; the challenge works once, for 5 minutes. */
  startPasskeyRegistration: Scalars['String']['output'];
  /** WebAuthn sign-in options (JSON) for this browser; the challenge works once, for 5 minutes. */
  startPasskeySignIn: Scalars['String']['output'];
  /**
   * Signed in: a new TOTP secret for an authenticator app, trusted once confirmed; an authenticator already on
   * stays on until then. With one on, needs a sign-in within the last 10 minutes or currentCode, a code from
   * it (judged with the two-factor lockouts); else REAUTHENTICATION_REQUIRED. Confirmed with turnOnTwoFactor (the
   * 'Security and apps' tab), which returns the 10 recovery codes.
   */
  startTwoFactorEnrollment: TwoFactorEnrollment;
  /** With enable_submissions_v2: a writer submits a draft to the publication for review. */
  submitToPublication: Submission;
  /** Switch plan from the next period on (switchPlanSchedule); the current plan again takes a scheduled switch back. */
  switchMembershipPlan: MembershipResult;
  /** Signed in: turns the authenticator off; needs one of its codes or a recovery code (with the lockouts). */
  turnOffTwoFactor: Scalars['Boolean']['output'];
  /**
   * Signed in: confirms the authenticator startTwoFactorEnrollment began with one of its codes (judged with the
   * two-factor lockouts; BAD_USER_INPUT with the spec's InvalidTwoFactorAuthCode text when wrong) and answers its 10
   * recovery codes, shown this once. With an authenticator already on, the proof startTwoFactorEnrollment asks.
   */
  turnOnTwoFactor: Array<Scalars['String']['output']>;
  /** reader-experience §7 UncancelMembershipMutation: MutationSuccess, or MutationError with the reason. */
  uncancelMembership: UncancelMembershipResult;
  /** reader-experience §7 UndeletePostMutation: restores a trashed story to the tab it was in. */
  undeletePost: UndeletePostResult;
  /** Leave the Partner Program: stories stop earning from the next close; the balance stays yours. */
  unenrollFromPartnerProgram: PartnerResult;
  unfollowCatalog: FollowCatalogResult;
  unfollowCollection: Publication;
  /** The signed-in reader stops following the tag; unfollowing one not followed changes nothing. */
  unfollowTag: Tag;
  /** The signed-in reader stops following the topic; unfollowing one not followed changes nothing. */
  unfollowTopic: Topic;
  unfollowUser: User;
  /** reader-experience §7 UnhidePostResponseOnParentPost: the hidden response comes back exactly as it was. */
  unhidePostResponseOnParentPost: HidePostResponseResult;
  unmuteCollection: Publication;
  unmuteUser: User;
  /** Turns off e-mail of the kind the signed token names, for its reader; no sign-in needed. A bad token: BadRequest. */
  unsubscribeNotificationEmail: UnsubscribeNotificationEmailResult;
  /** Renames, re-describes or changes the visibility of one of the viewer's own lists (not a predefined one). */
  updateCatalog: CatalogResult;
  /** A new card for the renewals to come; after a failed payment it is charged at once. */
  updatePaymentMethod: MembershipResult;
  /** Hosted providers: the provider's page where a member gives a new card (the sandbox: updatePaymentMethod). */
  updatePaymentMethodCheckout: HostedPageResult;
  /**
   * Issue 18 (/get-started): the signed-in reader's name and username. A name is 1 to 50 characters; a username
   * 3 to 30 of a-z, 0-9 and '_' (a leading '@' dropped, letters lowered). A refused field says why; a username
   * another account holds is refused in the same write that would take it.
   */
  updateProfile: UpdateProfileResult;
  /** Name, bio, pronouns, tipping link (http or https) and avatar; a refused field says why and nothing changes. */
  updateProfileInformation: ProfileInformationResult;
  /** About: the about page's text and the guidelines the write-for-us page shows. */
  updatePublicationAbout: PublicationSettings;
  /** Feature pages: changes the page at that slug (its slug too). */
  updatePublicationFeaturePage: FeaturePage;
  /** Info & Homepage: name, tagline, description, search tags, time zone and header. A bad colour: 'Invalid color string' / 'Unrecognized or invalid color string'. */
  updatePublicationInfo: PublicationSettings;
  /** Navigation: the tabs, in order; external links are kept last. A link that is not http(s): BAD_USER_INPUT. */
  updatePublicationNavigation: PublicationSettings;
  /** A publication's owner or editor saves its newsletter's name, description and promotion (bad input: BAD_USER_INPUT with the rule's message). */
  updatePublicationNewsletter: NewsletterV3;
  /** Info & Homepage: the homepage's sections, in order (at most 10). */
  updatePublicationSections: PublicationSettings;
  /** Subpages: changes the subpage at that slug (its slug too). */
  updatePublicationSubpage: Subpage;
  /** The writer changes their series: its title, description and stories in order. */
  updateSeries: Series;
  /**
   * Migration 0051 (/p/{postId}/settings): the author sets their story's SEO title and description (empty: the
   * story's own title and subtitle) and its canonical link (empty: none). Counted as a save; someone else's story:
   * Forbidden.
   */
  updateStorySettings: UpdateStorySettingsResult;
  /** A submission's transition (platform-reference §3): who may take which is core's table. Accept publishes the story (at scheduledAt, or now). */
  updateSubmission: Submission;
  /** Staff: the topic's description (trimmed, at most 280 characters). Others: FORBIDDEN. */
  updateTopicDescription: Topic;
  /** platform-reference §7.4: the 6-digit code from the e-mail, in the browser that asked for it. */
  verifyLoginCode: VerifyLoginCodeResult;
  /** The second factor: the authenticator's 6-digit code for the challenge a right password earned. */
  verifyTwoFactorCode: PasswordLoginResult;
};


export type MutationLogExperimentExposureArgs = {
  experimentId: Scalars['ID']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationLogGateExposureArgs = {
  gateId: Scalars['ID']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
  publicationId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSearchClickEventArgs = {
  indexName: Scalars['String']['input'];
  objectIds: Array<Scalars['ID']['input']>;
  positions: Array<Scalars['Int']['input']>;
  queryId: Scalars['ID']['input'];
};


export type MutationAddBookArgs = {
  input: BookInput;
};


export type MutationAddStoryToTopicArgs = {
  story: Scalars['String']['input'];
  topicId: Scalars['ID']['input'];
};


export type MutationAddToCatalogArgs = {
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationApplyForAuthorVerificationArgs = {
  note: Scalars['String']['input'];
};


export type MutationArchiveCatalogItemArgs = {
  archived: Scalars['Boolean']['input'];
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationBuyGiftArgs = {
  input: BuyGiftInput;
};


export type MutationCancelMembershipWithReasonArgs = {
  acceptDiscount: Scalars['Boolean']['input'];
  reason: CancellationReason;
};


export type MutationCancelPublicationInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


export type MutationChangeEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationChangeUsernameArgs = {
  username: Scalars['String']['input'];
};


export type MutationCheckGiftCodeArgs = {
  code: Scalars['String']['input'];
};


export type MutationClapArgs = {
  input: ClapInput;
};


export type MutationClapCatalogArgs = {
  input: ClapCatalogInput;
};


export type MutationClearSignInLockoutArgs = {
  username: Scalars['String']['input'];
};


export type MutationClosePartnerMonthArgs = {
  month: Scalars['String']['input'];
};


export type MutationCreateCatalogArgs = {
  input: CreateCatalogInput;
};


export type MutationCreateDraftArgs = {
  input: CreateDraftInput;
};


export type MutationCreateHighlightArgs = {
  input: HighlightInput;
};


export type MutationCreateIntegrationTokenArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreatePublicationArgs = {
  input: CreatePublicationInput;
};


export type MutationCreatePublicationFeaturePageArgs = {
  input: FeaturePageInput;
  publicationId: Scalars['ID']['input'];
};


export type MutationCreatePublicationSubpageArgs = {
  input: SubpageInput;
  publicationId: Scalars['ID']['input'];
};


export type MutationCreateSeriesArgs = {
  input: SeriesInput;
};


export type MutationDeleteAccountArgs = {
  confirmUsername: Scalars['String']['input'];
  stories: DeletedStories;
};


export type MutationDeleteCatalogArgs = {
  catalogId: Scalars['ID']['input'];
};


export type MutationDeleteHighlightArgs = {
  highlightId: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationDeletePublicationFeaturePageArgs = {
  publicationId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


export type MutationDeletePublicationSubpageArgs = {
  publicationId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


export type MutationDeleteSeriesArgs = {
  seriesId: Scalars['ID']['input'];
};


export type MutationDisconnectSignInProviderArgs = {
  provider: Scalars['String']['input'];
};


export type MutationDismissFlagArgs = {
  flag: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationEditLandingPageArgs = {
  key: Scalars['String']['input'];
};


export type MutationFinishPasskeyRegistrationArgs = {
  name: Scalars['String']['input'];
  response: Scalars['String']['input'];
};


export type MutationFinishPasskeySignInArgs = {
  redirect?: InputMaybe<Scalars['String']['input']>;
  response: Scalars['String']['input'];
};


export type MutationFollowCatalogArgs = {
  catalogId: Scalars['ID']['input'];
};


export type MutationFollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationFollowTagArgs = {
  tagSlug: Scalars['String']['input'];
};


export type MutationFollowTopicArgs = {
  topicId: Scalars['ID']['input'];
};


export type MutationFollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationHideCatalogResponseOnParentArgs = {
  catalogResponseId: Scalars['ID']['input'];
  parentCatalogId: Scalars['ID']['input'];
};


export type MutationHidePostResponseOnParentPostArgs = {
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
};


export type MutationInvitePublicationMemberArgs = {
  publicationId: Scalars['ID']['input'];
  role: CollectionRole;
  who: Scalars['String']['input'];
};


export type MutationLeavePublicationArgs = {
  publicationId: Scalars['ID']['input'];
};


export type MutationLogClientEventsArgs = {
  input: LogClientEventsInput;
};


export type MutationLoginWithPasswordArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  redirect?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMarkNotificationsReadArgs = {
  upTo: Scalars['Float']['input'];
};


export type MutationMovePostArgs = {
  tab: StoriesTab;
  targetPostId: Scalars['ID']['input'];
};


export type MutationMuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationMuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationPublishPostArgs = {
  input: PublishPostInput;
};


export type MutationPublishResponseArgs = {
  input: PublishResponseInput;
};


export type MutationRecordPostReadArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationRedeemGiftArgs = {
  code: Scalars['String']['input'];
};


export type MutationRefundMemberChargeArgs = {
  chargeId: Scalars['ID']['input'];
};


export type MutationRegenerateRecoveryCodesArgs = {
  code: Scalars['String']['input'];
};


export type MutationRemoveBookArgs = {
  bookId: Scalars['ID']['input'];
};


export type MutationRemoveCustomDomainArgs = {
  which: Scalars['String']['input'];
};


export type MutationRemoveFromCatalogArgs = {
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationRemoveFromReadingHistoryArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationRemovePasskeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemovePublicationCustomDomainArgs = {
  publicationId: Scalars['ID']['input'];
  which: Scalars['String']['input'];
};


export type MutationRemovePublicationMemberArgs = {
  publicationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveStoryFromPublicationArgs = {
  postId: Scalars['ID']['input'];
  publicationId: Scalars['ID']['input'];
};


export type MutationRemoveStoryFromTopicArgs = {
  postId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


export type MutationRenameNewsletterArgs = {
  name: Scalars['String']['input'];
};


export type MutationReorderCatalogItemArgs = {
  catalogId: Scalars['ID']['input'];
  direction: MoveDirection;
  postId: Scalars['ID']['input'];
};


export type MutationReorderPublicationFeaturePagesArgs = {
  publicationId: Scalars['ID']['input'];
  slugs: Array<Scalars['String']['input']>;
};


export type MutationRequestCustomDomainArgs = {
  domain: Scalars['String']['input'];
};


export type MutationRequestPayoutArgs = {
  currency: Scalars['String']['input'];
};


export type MutationRequestPublicationCustomDomainArgs = {
  domain: Scalars['String']['input'];
  publicationId: Scalars['ID']['input'];
};


export type MutationRespondToPublicationInvitationArgs = {
  accept: Scalars['Boolean']['input'];
  invitationId: Scalars['ID']['input'];
};


export type MutationRestoreToReadingHistoryArgs = {
  lastReadAt: Scalars['Float']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationRevokeIntegrationTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveDraftArgs = {
  input: SaveDraftInput;
};


export type MutationSavePayoutInformationArgs = {
  input: PayoutInformationInput;
};


export type MutationSendAcctAuthEmailArgs = {
  captchaValue?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
  operation: Scalars['String']['input'];
  redirect?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetAllowEmailAddressSharingEditorWriterArgs = {
  allow: Scalars['Boolean']['input'];
};


export type MutationSetCatalogResponsesLockedArgs = {
  catalogId: Scalars['ID']['input'];
  locked: Scalars['Boolean']['input'];
};


export type MutationSetFeaturedStoriesArgs = {
  postIds: Array<Scalars['ID']['input']>;
  publicationId: Scalars['ID']['input'];
};


export type MutationSetNotificationDigestArgs = {
  digest: DigestFrequency;
};


export type MutationSetNotificationKindSettingArgs = {
  email: Scalars['Boolean']['input'];
  inApp: Scalars['Boolean']['input'];
  kind: NotificationKind;
};


export type MutationSetPasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
};


export type MutationSetPostSuspendedArgs = {
  postId: Scalars['ID']['input'];
  suspended: Scalars['Boolean']['input'];
};


export type MutationSetPublicationMemberRoleArgs = {
  publicationId: Scalars['ID']['input'];
  role: CollectionRole;
  userId: Scalars['ID']['input'];
};


export type MutationSetReadingHistoryPausedArgs = {
  paused: Scalars['Boolean']['input'];
};


export type MutationSetRecommendationSignalArgs = {
  action: SignalAction;
  postId: Scalars['ID']['input'];
};


export type MutationSetResponsesLockedArgs = {
  locked: Scalars['Boolean']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationSetUserSuspendedArgs = {
  suspended: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetVariantFlagArgs = {
  name: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
  value?: InputMaybe<FlagValueInput>;
};


export type MutationShowCatalogResponseOnParentArgs = {
  catalogResponseId: Scalars['ID']['input'];
  parentCatalogId: Scalars['ID']['input'];
};


export type MutationStartDiscountedMembershipArgs = {
  input: DiscountedMembershipInput;
};


export type MutationStartDiscountedMembershipCheckoutArgs = {
  idempotencyKey: Scalars['String']['input'];
};


export type MutationStartGiftCheckoutArgs = {
  input: GiftCheckoutInput;
};


export type MutationStartMembershipArgs = {
  input: StartMembershipInput;
};


export type MutationStartMembershipCheckoutArgs = {
  idempotencyKey: Scalars['String']['input'];
  membershipType: MembershipType;
};


export type MutationStartTwoFactorEnrollmentArgs = {
  currentCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitToPublicationArgs = {
  postId: Scalars['ID']['input'];
  publicationId: Scalars['ID']['input'];
};


export type MutationSwitchMembershipPlanArgs = {
  membershipType: MembershipType;
};


export type MutationTurnOffTwoFactorArgs = {
  code: Scalars['String']['input'];
};


export type MutationTurnOnTwoFactorArgs = {
  code: Scalars['String']['input'];
  currentCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUncancelMembershipArgs = {
  input: UncancelMembershipInput;
};


export type MutationUndeletePostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationUnfollowCatalogArgs = {
  catalogId: Scalars['ID']['input'];
};


export type MutationUnfollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnfollowTagArgs = {
  tagSlug: Scalars['String']['input'];
};


export type MutationUnfollowTopicArgs = {
  topicId: Scalars['ID']['input'];
};


export type MutationUnfollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnhidePostResponseOnParentPostArgs = {
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
};


export type MutationUnmuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnmuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnsubscribeNotificationEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateCatalogArgs = {
  catalogId: Scalars['ID']['input'];
  input: CatalogInput;
};


export type MutationUpdatePaymentMethodArgs = {
  card: CardInput;
};


export type MutationUpdatePaymentMethodCheckoutArgs = {
  idempotencyKey: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  name: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationUpdateProfileInformationArgs = {
  input: ProfileInformationInput;
};


export type MutationUpdatePublicationAboutArgs = {
  input: PublicationAboutInput;
  publicationId: Scalars['ID']['input'];
};


export type MutationUpdatePublicationFeaturePageArgs = {
  input: FeaturePageInput;
  publicationId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


export type MutationUpdatePublicationInfoArgs = {
  input: PublicationInfoInput;
  publicationId: Scalars['ID']['input'];
};


export type MutationUpdatePublicationNavigationArgs = {
  items: Array<NavigationItemInput>;
  publicationId: Scalars['ID']['input'];
};


export type MutationUpdatePublicationNewsletterArgs = {
  input: PublicationNewsletterInput;
  publicationId: Scalars['ID']['input'];
};


export type MutationUpdatePublicationSectionsArgs = {
  publicationId: Scalars['ID']['input'];
  sections: Array<PublicationSectionInput>;
};


export type MutationUpdatePublicationSubpageArgs = {
  input: SubpageInput;
  publicationId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


export type MutationUpdateSeriesArgs = {
  input: SeriesInput;
  seriesId: Scalars['ID']['input'];
};


export type MutationUpdateStorySettingsArgs = {
  input: StorySettingsInput;
  postId: Scalars['ID']['input'];
};


export type MutationUpdateSubmissionArgs = {
  action: SubmissionAction;
  note?: InputMaybe<Scalars['String']['input']>;
  scheduledAt?: InputMaybe<Scalars['Float']['input']>;
  submissionId: Scalars['ID']['input'];
};


export type MutationUpdateTopicDescriptionArgs = {
  description: Scalars['String']['input'];
  topicId: Scalars['ID']['input'];
};


export type MutationVerifyLoginCodeArgs = {
  loginCode: Scalars['String']['input'];
};


export type MutationVerifyTwoFactorCodeArgs = {
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
};

export type MutationError = {
  __typename?: 'MutationError';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type MutationSuccess = {
  __typename?: 'MutationSuccess';
  membershipId: Scalars['ID']['output'];
};

export type MutedPublicationConnection = {
  __typename?: 'MutedPublicationConnection';
  edges: Array<MutedPublicationEdge>;
  pageInfo: PageInfo;
};

export type MutedPublicationEdge = {
  __typename?: 'MutedPublicationEdge';
  cursor: Scalars['String']['output'];
  /** When the mute began, in epoch milliseconds. */
  mutedAt: Scalars['Float']['output'];
  node: Publication;
};

export type MutedUserConnection = {
  __typename?: 'MutedUserConnection';
  edges: Array<MutedUserEdge>;
  pageInfo: PageInfo;
};

export type MutedUserEdge = {
  __typename?: 'MutedUserEdge';
  cursor: Scalars['String']['output'];
  /** When the mute began, in epoch milliseconds. */
  mutedAt: Scalars['Float']['output'];
  node: User;
};

export type NavigationItem = {
  __typename?: 'NavigationItem';
  /** One of ABOUT, ARCHIVE, EXTERNAL_URL, LATEST, PAGE, POST, SECTION, TAG_FEED, TRENDING. */
  destination: Scalars['String']['output'];
  title: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type NavigationItemInput = {
  /** ABOUT, ARCHIVE, EXTERNAL_URL, LATEST, PAGE, POST, SECTION, TAG_FEED or TRENDING. */
  destination: Scalars['String']['input'];
  title: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type NewsletterConfirmation = {
  __typename?: 'NewsletterConfirmation';
  /** The address that asked to subscribe (the token is its owner's: it was mailed there). */
  email: Scalars['String']['output'];
  newsletter: NewsletterV3;
};

export type NewsletterStats = {
  __typename?: 'NewsletterStats';
  gained: Scalars['Int']['output'];
  /** The stories it e-mailed, newest first (at most 50), with their e-mails by state. */
  issues: Array<DigestStats>;
  lost: Scalars['Int']['output'];
  /** Where its owner manages it: the writer's subscribers page, or the publication's newsletter settings. */
  manageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  newsletterId: Scalars['ID']['output'];
  /** Whose newsletter: the writer's name, or the publication's. */
  ownerName: Scalars['String']['output'];
  /** The writer's profile or the publication's home. */
  ownerUrl: Scalars['String']['output'];
  series: Array<AudienceDetailPoint>;
  /** Active subscribers today. */
  subscribers: Scalars['Int']['output'];
  window: StatsWindow;
};

export type NewsletterStatsResult = BadRequest | Forbidden | NewsletterStats | NotFound | Unauthorized;

/** An e-mail of the newsletter that could not be delivered (a permanent failure), as its owner sees it. */
export type NewsletterUndeliveredEmail = {
  __typename?: 'NewsletterUndeliveredEmail';
  error: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type NewsletterUnsubscribeLink = {
  __typename?: 'NewsletterUnsubscribeLink';
  /** The link's subscriber (an account or an address) still receives the newsletter. */
  isSubscribed: Scalars['Boolean']['output'];
  newsletter: NewsletterV3;
};

export type NewsletterV3 = {
  __typename?: 'NewsletterV3';
  /** The publication's slug for a COLLECTION newsletter; null for an AUTHOR one. */
  collectionSlug?: Maybe<Scalars['String']['output']>;
  /** reader-experience §3: shown on the newsletter's landing page ('' when none). */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** reader-experience §3: whether the publication's pages promote the newsletter (its homepage's Subscribe button). */
  showPromo: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  /** Active subscribers; only the newsletter's owner sees it, null for anyone else. */
  subscriberCount?: Maybe<Scalars['Int']['output']>;
  type: NewsletterV3Type;
  /** The newest undelivered e-mails (at most 50); only the newsletter's owner sees them, null for anyone else. */
  undeliveredEmails?: Maybe<Array<NewsletterUndeliveredEmail>>;
  /** Who runs it: the writer, or the publication's owner. */
  user: NewsletterV3User;
  /** The signed-in viewer's subscription; isSubscribed false when logged out. */
  viewerEdge: NewsletterV3ViewerEdge;
};

export type NewsletterV3Type =
  | 'AUTHOR'
  | 'COLLECTION';

export type NewsletterV3User = {
  __typename?: 'NewsletterV3User';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type NewsletterV3ViewerEdge = {
  __typename?: 'NewsletterV3ViewerEdge';
  id: Scalars['ID']['output'];
  /** The viewer's subscription is active (a pending or unsubscribed one is not). */
  isSubscribed: Scalars['Boolean']['output'];
};

export type NotFound = {
  __typename?: 'NotFound';
  message: Scalars['String']['output'];
};

/** A notification (platform-reference §3 Notification). */
export type Notification = {
  __typename?: 'Notification';
  /** The most recent actor; null for the reader's own events (a failed payment). */
  actor?: Maybe<User>;
  createdAt: Scalars['Float']['output'];
  /** Where it leads: the story, the response, the profile, the publication or the settings. */
  href: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** Other actors of a grouped notification (claps, highlights). */
  othersCount: Scalars['Int']['output'];
  post?: Maybe<Post>;
  read: Scalars['Boolean']['output'];
  /** The sentence the reader sees ('Ada and 12 others clapped for …'). */
  text: Scalars['String']['output'];
};

export type NotificationEmailUnsubscribed = {
  __typename?: 'NotificationEmailUnsubscribed';
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type NotificationKind =
  | 'ADDED_AS_EDITOR'
  | 'ADDED_AS_WRITER'
  | 'CHANGES_REQUESTED'
  | 'CLAPS'
  | 'FOLLOW'
  | 'FOLLOW_PUBLICATION'
  | 'HIGHLIGHT'
  | 'MEMBERSHIP_ENDING'
  | 'MENTION'
  | 'NEW_SUBSCRIBER'
  | 'PAYMENT_FAILED'
  | 'REPLY'
  | 'RESPONSE'
  | 'STORY_FEATURED'
  | 'STORY_PUBLISHED'
  | 'SUBMISSION_ACCEPTED';

export type NotificationKindSetting = {
  __typename?: 'NotificationKindSetting';
  email: Scalars['Boolean']['output'];
  /** False for a kind never e-mailed (a followed writer's story comes as the newsletter). */
  emailable: Scalars['Boolean']['output'];
  inApp: Scalars['Boolean']['output'];
  kind: NotificationKind;
  label: Scalars['String']['output'];
};

export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  digest: DigestFrequency;
  kinds: Array<NotificationKindSetting>;
};

export type NotificationSettingsResult = BadRequest | NotificationSettingsSaved | Unauthorized;

export type NotificationSettingsSaved = {
  __typename?: 'NotificationSettingsSaved';
  settings: NotificationSettings;
};

/** reader-experience §3 NotificationStatus. */
export type NotificationStatus = {
  __typename?: 'NotificationStatus';
  /** The viewer's unread notifications (the badge shows 99+ above 99); 0 when signed out. */
  unreadNotificationCount: Scalars['Int']['output'];
};

/** What a notification e-mail's unsubscribe link names (/me/notifications/unsubscribe). */
export type NotificationUnsubscribe = {
  __typename?: 'NotificationUnsubscribe';
  /** Whether e-mail of this kind is on for the link's reader now. */
  emailOn: Scalars['Boolean']['output'];
  /** A notification kind, or DIGEST (the digest's own link, which turns the digest off). */
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type NotificationsMarkedRead = {
  __typename?: 'NotificationsMarkedRead';
  marked: Scalars['Int']['output'];
  status: NotificationStatus;
};

export type NotificationsPage = {
  __typename?: 'NotificationsPage';
  items: Array<Notification>;
  /** Pass as after for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type NotificationsTab =
  | 'ALL'
  | 'RESPONSES';

export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as after to get the next page; null when there is none. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Paging = {
  __typename?: 'Paging';
  limit: Scalars['Int']['output'];
  to: Scalars['String']['output'];
};

export type PagingInfo = {
  __typename?: 'PagingInfo';
  /** Null on the last page. */
  next?: Maybe<Paging>;
};

export type PagingOptions = {
  /** Items per page, 1 to 25 (default 10). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** The cursor from pagingInfo.next.to of the previous page. */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type Paragraph = {
  __typename?: 'Paragraph';
  markups: Array<Markup>;
  metadata?: Maybe<ImageMetadata>;
  name: Scalars['String']['output'];
  text: Scalars['String']['output'];
  type: ParagraphType;
};

export type ParagraphType =
  | 'BQ'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'H4'
  | 'HR'
  | 'IMG'
  | 'OLI'
  | 'P'
  | 'PQ'
  | 'PRE'
  | 'ULI';

export type PartnerCloseResult = {
  __typename?: 'PartnerCloseResult';
  code?: Maybe<Scalars['String']['output']>;
  credited?: Maybe<Scalars['Int']['output']>;
  distributed?: Maybe<Scalars['Int']['output']>;
  members?: Maybe<Scalars['Int']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  month?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** closed, or already_closed. */
  status?: Maybe<Scalars['String']['output']>;
};

export type PartnerProgram = {
  __typename?: 'PartnerProgram';
  balances: Array<Money>;
  closedMonths: Array<ClosedMonth>;
  earnings: Array<StoryEarning>;
  /** ENROLLED or NOT_ENROLLED. */
  enrollmentStatus: Scalars['String']['output'];
  ineligibilityReasons: Array<IneligibilityReason>;
  isMember: Scalars['Boolean']['output'];
  isStaff: Scalars['Boolean']['output'];
  ledger: Array<LedgerEntry>;
  payoutAccount?: Maybe<PayoutAccount>;
  payouts: Array<Payout>;
  payoutsAvailable: Scalars['Boolean']['output'];
  providerName: Scalars['String']['output'];
};

export type PartnerRefundResult = {
  __typename?: 'PartnerRefundResult';
  /** Whether that month was closed, so its writers were debited. */
  closed?: Maybe<Scalars['Boolean']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  /** The charge's currency (USD or CAD). */
  currency?: Maybe<Scalars['String']['output']>;
  /** What the charge had distributed (net of fees), taken back in DEBITs that sum to it. */
  distributed?: Maybe<Scalars['Int']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  /** The month the charge paid into (YYYY-MM). */
  month?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** refunded, or already_refunded. */
  status?: Maybe<Scalars['String']['output']>;
  /** How many writers were debited. */
  writers?: Maybe<Scalars['Int']['output']>;
};

export type PartnerResult = {
  __typename?: 'PartnerResult';
  code?: Maybe<Scalars['String']['output']>;
  /** Why not (ok false), or a note beside success (a payout ON_HOLD). */
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  program?: Maybe<PartnerProgram>;
  /** Where to send the writer next (Stripe's onboarding page), when there is such a page. */
  url?: Maybe<Scalars['String']['output']>;
};

export type Passkey = {
  __typename?: 'Passkey';
  createdAt: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
};

export type PasswordLoginResult = AuthError | Token | TwoFactorRequired;

export type PaymentConfiguration = {
  __typename?: 'PaymentConfiguration';
  /** True: send the reader to startMembershipCheckout's url. False: collect the card on the page (startMembership). */
  hostedCheckout: Scalars['Boolean']['output'];
  /** SANDBOX or STRIPE. */
  provider: Scalars['String']['output'];
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  cardType?: Maybe<Scalars['String']['output']>;
  expirationMonth?: Maybe<Scalars['Int']['output']>;
  expirationYear?: Maybe<Scalars['Int']['output']>;
  /** CARD, APPLE_PAY, GOOGLE_PAY or PAYPAL. */
  kind: Scalars['String']['output'];
  lastFour?: Maybe<Scalars['String']['output']>;
};

export type Payout = {
  __typename?: 'Payout';
  amount: Money;
  createdAt: Scalars['Float']['output'];
  failure?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  provider: Scalars['String']['output'];
  /** PENDING, PROCESSING, PAID, ON_HOLD, FORFEITED, REVERSED or FAILED. */
  status: Scalars['String']['output'];
};

export type PayoutAccount = {
  __typename?: 'PayoutAccount';
  country: Scalars['String']['output'];
  holderName: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  /** ACTIVE, INACTIVE, PENDING_ACTION or SUSPENDED. */
  state: Scalars['String']['output'];
};

export type PayoutInformationInput = {
  /** ISO 3166-1 alpha-2. */
  country: Scalars['String']['input'];
  holderName: Scalars['String']['input'];
};

/** The order of a Home topic tab. */
export type PersonalisedTagFeedMode =
  /** Newest first: the only order so far. */
  | 'NEWEST';

export type Post = {
  __typename?: 'Post';
  /** The sum of every reader's claps (at most 50 each). */
  clapCount: Scalars['Int']['output'];
  collection?: Maybe<Publication>;
  content: PostContent;
  creator: User;
  firstPublishedAt?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** For a response: the post it replies to (a story or a response); null for a story. */
  inResponseToPost?: Maybe<Post>;
  isLocked: Scalars['Boolean']['output'];
  /** True for a response (type RESPONSE). */
  isResponse: Scalars['Boolean']['output'];
  /** True when staff suspended the story (platform-reference §6): only readers with can_view_suspended_content read its body. */
  isSuspended: Scalars['Boolean']['output'];
  latestPublishedAt?: Maybe<Scalars['Float']['output']>;
  previewImage?: Maybe<ImageMetadata>;
  primaryTopic?: Maybe<Topic>;
  /** Minutes, fractional; shown rounded up as '{n} min read'. */
  readingTime: Scalars['Float']['output'];
  /** For a response: the story at the root of its thread; null for a story. */
  responseRootPost?: Maybe<Post>;
  /**
   * reader-experience §9: a page of this post's direct responses (paging.limit 1-25, default 10; paging.to is the
   * previous page's next cursor) in sortType order (default MOST_RELEVANT: the most replied-to first, then the
   * newest), each with its replies to depth levels (1-5, default 3) as a flat list (PostResponse.parentId), at most
   * 5 replies under each; PostResponse.hasMoreReplies marks where the thread continues on the response's page.
   * A hidden response is in the list only for its writer and for the story's author (isHidden).
   */
  responses: PostResponsesPage;
  /** The direct responses everyone sees: published, not trashed, not hidden (replies count on their own response). */
  responsesCount: Scalars['Int']['output'];
  /** The story's author closed discussion: no response nor reply can be published (reader-experience §8). */
  responsesLocked: Scalars['Boolean']['output'];
  /** Migration 0051: the story's settings (its head reads them). */
  settings: StorySettings;
  /** APPROVED when the publication accepted the post; only then is the publication shown. */
  statusForCollection?: Maybe<Scalars['String']['output']>;
  /** Issue 18: what the end of the story offers next (More from the writer and from the publication). */
  storyEnd: StoryEnd;
  subtitle: Scalars['String']['output'];
  tags: Array<Tag>;
  title: Scalars['String']['output'];
  /**
   * The 'Top highlight': the passage the most readers highlighted (exactly the same words), once at least two did;
   * ties go to the passage that comes first. Null otherwise. The same for every reader.
   */
  topHighlight?: Maybe<TopHighlight>;
  updatedAt: Scalars['Float']['output'];
  /** The site-relative address of the post: /@{username}/{slug}-{id}. */
  url: Scalars['String']['output'];
  /** The viewer may hide this post's direct responses: the author of the thread's story or of this post. */
  viewerCanHideResponses: Scalars['Boolean']['output'];
  /** The viewer's own claps on this story, 0 to 50; 0 when signed out. */
  viewerClapCount: Scalars['Int']['output'];
  /** The signed-in reader's highlights on this story, oldest first; empty when signed out. */
  viewerHighlights: Array<Highlight>;
  /** True when the story is in any of the viewer's lists (the save button's state); false when signed out. */
  viewerIsSaved: Scalars['Boolean']['output'];
  visibility: PostVisibility;
};


export type PostResponsesArgs = {
  depth?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<ResponsesPaging>;
  sortType?: InputMaybe<ResponsesSortType>;
};

export type PostContent = {
  __typename?: 'PostContent';
  bodyModel: BodyModel;
  /** True when the viewer may read only a preview of a member-only post. */
  isLockedPreviewOnly: Scalars['Boolean']['output'];
};

export type PostDeleted = {
  __typename?: 'PostDeleted';
  post: StoryItem;
};

export type PostFeed = {
  __typename?: 'PostFeed';
  items: Array<FeedItem>;
  pagingInfo: PagingInfo;
};

/** platform-reference §3 licences: all rights reserved, the CC 4.0 variants, public domain. */
export type PostLicense =
  | 'ALL_RIGHTS_RESERVED'
  | 'CC_40_BY'
  | 'CC_40_BY_NC'
  | 'CC_40_BY_NC_ND'
  | 'CC_40_BY_NC_SA'
  | 'CC_40_BY_ND'
  | 'CC_40_BY_SA'
  | 'CC_40_ZERO'
  | 'PUBLIC_DOMAIN';

export type PostLifecycleState =
  | 'DRAFT'
  | 'PUBLISHED'
  | 'SCHEDULED'
  | 'TRASHED'
  | 'UNLISTED';

export type PostMoved = {
  __typename?: 'PostMoved';
  /** The tab it came from: movePost(targetPostId, fromTab) is the toast's Undo. */
  fromTab: StoriesTab;
  post: StoryItem;
};

export type PostPublished = {
  __typename?: 'PostPublished';
  post: EditablePost;
};

export type PostReadRecorded = {
  __typename?: 'PostReadRecorded';
  recorded: Scalars['Boolean']['output'];
};

export type PostResponse = {
  __typename?: 'PostResponse';
  /** Its writer. */
  author: User;
  /** Its body (a response is never locked; the panel reads it here, within the query depth limit). */
  bodyModel: BodyModel;
  /** 1 for a direct response of the page's post, 2 for a reply to it, … */
  depth: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Hidden by the story's author: shown only to its writer and to the story's author, marked. */
  isHidden: Scalars['Boolean']['output'];
  /** The post it replies to. */
  parentId: Scalars['ID']['output'];
  /** The response itself, as a story (its fields beyond the ones below). */
  post: Post;
  /** When it was published (ms). */
  publishedAt?: Maybe<Scalars['Float']['output']>;
  /** Its direct replies everyone sees. */
  repliesCount: Scalars['Int']['output'];
  /** Its own page: /@{username}/{slug}-{id}. */
  url: Scalars['String']['output'];
  /** It is the viewer's own: they may delete it (deletePost). */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** The viewer may hide it (and unhide it). */
  viewerCanHide: Scalars['Boolean']['output'];
};

export type PostResponsesPage = {
  __typename?: 'PostResponsesPage';
  /** The page's direct responses, in order. */
  items: Array<PostResponse>;
  /** Pass as paging.to for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Their replies, to the depth asked, each naming its parentId. */
  replies: Array<PostResponse>;
};

export type PostStats = {
  __typename?: 'PostStats';
  post: Post;
  series: Array<StoryFiguresPoint>;
  sources: Array<TrafficSourceViews>;
  totals: StoryFigures;
  window: StatsWindow;
};

export type PostStatsResult = BadRequest | Forbidden | NotFound | PostStats | Unauthorized;

export type PostUndeleted = {
  __typename?: 'PostUndeleted';
  post: StoryItem;
};

export type PostVisibility =
  | 'LOCKED'
  | 'PUBLIC'
  | 'UNLISTED';

export type PredefinedCatalogType =
  | 'CURRENTLY_READING'
  | 'PURCHASED'
  | 'READING_LIST';

export type PreviousStatsPeriod = {
  __typename?: 'PreviousStatsPeriod';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  totals: StoryFigures;
};

export type PriceOffer = {
  __typename?: 'PriceOffer';
  crossout: Money;
  percentOff: Scalars['Int']['output'];
  price: Money;
  saved: Money;
};

export type ProfileInformationInput = {
  bio: Scalars['String']['input'];
  /** An avatar the reader uploaded (POST /_/upload?purpose=avatar); absent keeps the current one, null removes it. */
  imageId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  pronouns: Array<Scalars['String']['input']>;
  tippingLink: Scalars['String']['input'];
};

export type ProfileInformationResult = {
  __typename?: 'ProfileInformationResult';
  bioError?: Maybe<Scalars['String']['output']>;
  imageIdError?: Maybe<Scalars['String']['output']>;
  nameError?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  pronounsError?: Maybe<Scalars['String']['output']>;
  settings?: Maybe<AccountSettings>;
  tippingLinkError?: Maybe<Scalars['String']['output']>;
};

/** What was wrong with each field; null for a field that was fine. */
export type ProfileRefused = {
  __typename?: 'ProfileRefused';
  nameError?: Maybe<Scalars['String']['output']>;
  usernameError?: Maybe<Scalars['String']['output']>;
};

export type ProfileUpdated = {
  __typename?: 'ProfileUpdated';
  viewer: Viewer;
};

export type Publication = {
  __typename?: 'Publication';
  /** The about page's text. */
  about: Scalars['String']['output'];
  /** Every story, in the order, under a topic (its slug) when given. */
  all: PostFeed;
  /** Its stories published on that year, month or day in its time zone, newest first. */
  archive: PostFeed;
  /** How many stories each month holds, in its time zone, newest first. */
  archiveIndex: Array<ArchiveMonth>;
  avatar?: Maybe<ImageRef>;
  description: Scalars['String']['output'];
  domain?: Maybe<Scalars['String']['output']>;
  /** Editors, owners first; filter by role, at most 'first' (default 10). */
  editors: Array<PublicationEditor>;
  /** Its feature page at that address, or null. */
  featurePage?: Maybe<FeaturePage>;
  /** Its feature pages in the order its editors set. */
  featurePages: Array<FeaturePage>;
  /** The stories its editors featured, in their order (as the homepage's featured section reads them); at most 25. */
  featured: PostFeed;
  followGraph: FollowGraph;
  /** Who follows it, the most recent follow first. first: 1 to 50. */
  followers: UserConnection;
  /** Header colour as 6-digit hex rgb. */
  headerColor?: Maybe<Scalars['String']['output']>;
  /** reader-experience §3: the homepage — its header and the sections its editors arranged. */
  homepage: PublicationHomepage;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  navigationItems: Array<NavigationItem>;
  /** reader-experience §3 NewsletterV3: the publication's newsletter, run by its owner; null when it has no owner. */
  newsletterV3?: Maybe<NewsletterV3>;
  /** publicationPostFeed: the publication's stories, newest first, without those by writers the viewer muted. */
  posts: PostFeed;
  /** reader-experience §3 seoMetaTags: the description and robots of the publication's pages. */
  seoMetaTags: SeoMetaTags;
  slug: Scalars['String']['output'];
  subpage?: Maybe<Subpage>;
  subpages: Array<Subpage>;
  /** The publication's stories under a tag, newest first, paged like webRecommendedFeed; the viewer's mutes apply. */
  tagged: PostFeed;
  tagline: Scalars['String']['output'];
  /** The IANA time zone its archive is bucketed in. */
  timeZone: Scalars['String']['output'];
  /** Its stories by claps and reads of the last 7 days (reading history), most first; at most 'first' (1 to 25). */
  trending: PostFeed;
  url: Scalars['String']['output'];
  viewerEdge: PublicationViewerEdge;
  /** The guidelines for writers the write-for-us page shows. */
  writeForUs: Scalars['String']['output'];
};


export type PublicationAllArgs = {
  orderBy?: InputMaybe<AllOrder>;
  paging?: InputMaybe<PagingOptions>;
  topic?: InputMaybe<Scalars['String']['input']>;
};


export type PublicationArchiveArgs = {
  day?: InputMaybe<Scalars['Int']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<PagingOptions>;
  year: Scalars['Int']['input'];
};


export type PublicationEditorsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  roles?: InputMaybe<Array<CollectionRole>>;
};


export type PublicationFeaturePageArgs = {
  slug: Scalars['String']['input'];
};


export type PublicationFollowersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type PublicationPostsArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type PublicationSubpageArgs = {
  slug: Scalars['String']['input'];
};


export type PublicationTaggedArgs = {
  paging?: InputMaybe<PagingOptions>;
  tagSlug: Scalars['String']['input'];
};


export type PublicationTrendingArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type PublicationAboutInput = {
  about: Scalars['String']['input'];
  writeForUs: Scalars['String']['input'];
};

export type PublicationConnection = {
  __typename?: 'PublicationConnection';
  edges: Array<PublicationEdge>;
  pageInfo: PageInfo;
};

export type PublicationContent = {
  __typename?: 'PublicationContent';
  counts: PublicationContentCounts;
  /** The featured stories' ids in order (featuring adds at the end). */
  featuredIds: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  publicationId: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  /** The tab's stories (published and scheduled tabs). */
  stories: Array<PublicationContentStory>;
  /** The tab's submissions (the submissions tab), with the viewer's buttons. */
  submissions: Array<Submission>;
  tab: PublicationContentTab;
  viewerRole: CollectionRole;
};

export type PublicationContentCounts = {
  __typename?: 'PublicationContentCounts';
  published: Scalars['Int']['output'];
  scheduled: Scalars['Int']['output'];
  submissions: Scalars['Int']['output'];
};

export type PublicationContentStory = {
  __typename?: 'PublicationContentStory';
  actions: Array<PublicationStoryActionButton>;
  id: Scalars['ID']['output'];
  isFeatured: Scalars['Boolean']['output'];
  publishedAt?: Maybe<Scalars['Float']['output']>;
  scheduledAt?: Maybe<Scalars['Float']['output']>;
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The story's address in the publication. */
  url: Scalars['String']['output'];
  /** UNLISTED: readable by its address only. */
  visibility: Scalars['String']['output'];
  writerName: Scalars['String']['output'];
  writerUsername: Scalars['String']['output'];
};

export type PublicationContentTab =
  | 'published'
  | 'scheduled'
  | 'submissions';

/** A publication's custom domain: live only when the host lookup serves it as the publication. */
export type PublicationCustomDomain = {
  __typename?: 'PublicationCustomDomain';
  live?: Maybe<Scalars['String']['output']>;
  pending?: Maybe<Scalars['String']['output']>;
  recordName?: Maybe<Scalars['String']['output']>;
  /** The DNS record to create for the pending domain: CNAME (a subdomain) or ALIAS (a domain's apex); null without one. */
  recordType?: Maybe<Scalars['String']['output']>;
  /** The host the record points at: the site's own. */
  recordValue?: Maybe<Scalars['String']['output']>;
  /** NONE, PENDING or LIVE. */
  state: Scalars['String']['output'];
};

export type PublicationDigestStats = {
  __typename?: 'PublicationDigestStats';
  digests: Array<DigestStats>;
  publication: Publication;
  /** Active subscribers of the publication's newsletter today. */
  subscribers: Scalars['Int']['output'];
};

export type PublicationDigestStatsResult = Forbidden | NotFound | PublicationDigestStats | Unauthorized;

export type PublicationEdge = {
  __typename?: 'PublicationEdge';
  cursor: Scalars['String']['output'];
  /** When the follow began, in epoch milliseconds. */
  followedAt: Scalars['Float']['output'];
  node: Publication;
};

export type PublicationEditor = {
  __typename?: 'PublicationEditor';
  role: CollectionRole;
  user: User;
};

export type PublicationHeader = {
  __typename?: 'PublicationHeader';
  backgroundImage?: Maybe<HeaderImage>;
  color?: Maybe<HeaderColor>;
};

export type PublicationHomepage = {
  __typename?: 'PublicationHomepage';
  description: Scalars['String']['output'];
  header: PublicationHeader;
  id: Scalars['ID']['output'];
  sections: Array<PublicationSection>;
  title: Scalars['String']['output'];
};

export type PublicationInfoInput = {
  description: Scalars['String']['input'];
  /** Hex (#1a8917, #1a8917cc, #abc) or rgb(a); empty for none. */
  headerColor: Scalars['String']['input'];
  headerFocusX: Scalars['Int']['input'];
  headerFocusY: Scalars['Int']['input'];
  headerImageAlt: Scalars['String']['input'];
  /** An uploaded image's id (POST /_/upload), or null for none. */
  headerImageId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  seoDescription: Scalars['String']['input'];
  /** One of 'index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'. */
  seoRobots: Scalars['String']['input'];
  tagline: Scalars['String']['input'];
  /** An IANA time zone (Europe/Paris); the archive's days are its days. */
  timeZone: Scalars['String']['input'];
};

export type PublicationInvitation = {
  __typename?: 'PublicationInvitation';
  createdAt: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  inviteeName: Scalars['String']['output'];
  inviteeUsername: Scalars['String']['output'];
  inviterName?: Maybe<Scalars['String']['output']>;
  publicationId: Scalars['ID']['output'];
  publicationName: Scalars['String']['output'];
  publicationSlug: Scalars['String']['output'];
  role: CollectionRole;
};

export type PublicationMember = {
  __typename?: 'PublicationMember';
  name: Scalars['String']['output'];
  role: CollectionRole;
  userId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
  /** Whether the viewer may remove this member (their own row: leave). */
  viewerMayRemove: Scalars['Boolean']['output'];
};

export type PublicationNewsletterInput = {
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
  showPromo: Scalars['Boolean']['input'];
};

export type PublicationNewsletterSettings = {
  __typename?: 'PublicationNewsletterSettings';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  newsletter: NewsletterV3;
  publicationId: Scalars['ID']['output'];
  /** The publication's slug and name. */
  slug: Scalars['String']['output'];
  /** Active subscribers, for the publication's owners and editors. */
  subscriberCount: Scalars['Int']['output'];
};

export type PublicationPeople = {
  __typename?: 'PublicationPeople';
  id: Scalars['ID']['output'];
  /** Open invitations; owners and editors only (empty for anyone else). */
  invitations: Array<PublicationInvitation>;
  members: Array<PublicationMember>;
  name: Scalars['String']['output'];
  publicationId: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  /** The viewer's own open invitation to this publication, if any. */
  viewerInvitation?: Maybe<PublicationInvitation>;
  /** Whether the viewer may invite and change roles (owners). */
  viewerMayInvite: Scalars['Boolean']['output'];
  viewerRole?: Maybe<CollectionRole>;
};

/** Which publication: its slug, or the custom domain it is served on. */
export type PublicationRef = {
  domain?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type PublicationSection = {
  __typename?: 'PublicationSection';
  id: Scalars['ID']['output'];
  layout: PublicationSectionLayout;
  /** How many stories the section shows. */
  postCount: Scalars['Int']['output'];
  /** The section's stories; a LATEST section's next page continues in Publication.posts. */
  posts: PostFeed;
  /** A TAG section's tag. */
  tag?: Maybe<Tag>;
  /** A PROMOTION section's text; empty for the other kinds. */
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: PublicationSectionType;
};

export type PublicationSectionInput = {
  /** GRID or LIST. */
  layout: Scalars['String']['input'];
  postCount: Scalars['Int']['input'];
  title: Scalars['String']['input'];
  /** FEATURED, LATEST, TAG or PROMOTION. */
  type: Scalars['String']['input'];
  /** A TAG section's tag slug; a PROMOTION section's text; ignored otherwise. */
  value: Scalars['String']['input'];
};

export type PublicationSectionLayout =
  | 'GRID'
  | 'LIST';

export type PublicationSectionType =
  /** Stories the editors picked, in their order. */
  | 'FEATURED'
  /** The publication's newest stories; more through Publication.posts. */
  | 'LATEST'
  /** Issue 22: the publication's newsletter, with the editors' title and text (its value). */
  | 'PROMOTION'
  /** The newest stories under one tag. */
  | 'TAG';

export type PublicationSettings = {
  __typename?: 'PublicationSettings';
  about: Scalars['String']['output'];
  customDomain: PublicationCustomDomain;
  description: Scalars['String']['output'];
  featurePages: Array<FeaturePage>;
  /** 6-digit hex, no '#'; null for none. */
  headerColor?: Maybe<Scalars['String']['output']>;
  headerFocusX: Scalars['Int']['output'];
  headerFocusY: Scalars['Int']['output'];
  headerImageAlt: Scalars['String']['output'];
  headerImageId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  navigationItems: Array<NavigationItem>;
  sections: Array<SectionSetting>;
  seoDescription: Scalars['String']['output'];
  seoRobots: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  subpages: Array<Subpage>;
  tagline: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
  writeForUs: Scalars['String']['output'];
};

export type PublicationStats = {
  __typename?: 'PublicationStats';
  audience: AudienceFigures;
  publication: Publication;
  series: Array<StoryFiguresPoint>;
  stories: Array<StoryStatsRow>;
  totals: StoryFigures;
  window: StatsWindow;
};

export type PublicationStatsOverview = {
  __typename?: 'PublicationStatsOverview';
  audience: AudienceFigures;
  /** The period of the same length before this one; null for a lifetime. */
  previous?: Maybe<PreviousStatsPeriod>;
  publication: Publication;
  sources: Array<TrafficSourceViews>;
  totals: StoryFigures;
  window: StatsWindow;
  /** Its writers, most viewed in the window first (at most 20). */
  writers: Array<WriterStatsRow>;
};

export type PublicationStatsOverviewResult = BadRequest | Forbidden | NotFound | PublicationStatsOverview | Unauthorized;

export type PublicationStatsResult = BadRequest | Forbidden | NotFound | PublicationStats | Unauthorized;

export type PublicationStoryAction =
  | 'feature'
  | 'remove'
  | 'unfeature';

export type PublicationStoryActionButton = {
  __typename?: 'PublicationStoryActionButton';
  action: PublicationStoryAction;
  label: Scalars['String']['output'];
};

export type PublicationViewerEdge = {
  __typename?: 'PublicationViewerEdge';
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
  /** OWNER, EDITOR or WRITER when the viewer works on the publication. */
  viewerStaffRole?: Maybe<CollectionRole>;
};

export type PublishPostInput = {
  isLocked: Scalars['Boolean']['input'];
  license: PostLicense;
  postId: Scalars['ID']['input'];
  /** The image the story's card shows: one of the story's own images (its id); left out or null, its first image. */
  previewImageId?: InputMaybe<Scalars['ID']['input']>;
  previewParagraphs?: InputMaybe<Scalars['Int']['input']>;
  /** The publication to publish in (the viewer must be its OWNER, EDITOR or WRITER); null for none; left out, the story keeps its own. */
  publicationId?: InputMaybe<Scalars['ID']['input']>;
  revision: Scalars['Int']['input'];
  /** Milliseconds since the epoch, in the future; absent or null publishes now. */
  scheduledAt?: InputMaybe<Scalars['Float']['input']>;
  /** Tag titles or slugs, at most 5; new ones are created. */
  tags: Array<Scalars['String']['input']>;
};

export type PublishPostResult = BadRequest | Conflict | Forbidden | NotFound | PostPublished | Unauthorized;

export type PublishResponseInput = {
  /** The paragraph model as JSON text. */
  bodyModel: Scalars['String']['input'];
  clientId: Scalars['String']['input'];
  /** The list answered (reader-experience §3 Catalog.responses). */
  inResponseToCatalogId?: InputMaybe<Scalars['ID']['input']>;
  /** The story or response answered; exactly one of inResponseToPostId and inResponseToCatalogId. */
  inResponseToPostId?: InputMaybe<Scalars['ID']['input']>;
};

export type PublishResponseResult = BadRequest | Forbidden | NotFound | ResponsePublished | Unauthorized;

/** A publication the viewer may publish in, and their role there (OWNER, EDITOR or WRITER). */
export type PublishTarget = {
  __typename?: 'PublishTarget';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in reader's Account and Publishing settings; null when logged out. */
  accountSettings?: Maybe<AccountSettings>;
  /**
   * reader-experience §4 alternate-user banner, on a member-only story the reader is stopped at: a member account this
   * browser knows (signed out: sign in with it; signed in to another account: switch to it), or null.
   */
  alternateUser?: Maybe<AlternateUserBanner>;
  /** One figure of a writer's audience in detail: details is followers or subscribers. For that writer only. */
  audienceDetails: AudienceDetailsResult;
  /** A writer's followers and newsletter subscribers gained per day, for that writer only. */
  audienceStats: AudienceStatsResult;
  /** What the cancel flow offers the signed-in member for a reason: 20 or 50 percent off for one year, or none. */
  cancellationOffer: CancellationOfferResult;
  /** A list by id; null when there is none or the viewer may not see it. */
  catalog?: Maybe<Catalog>;
  /**
   * The story as the editor loads it. Only its author sees it (UNAUTHENTICATED when signed out, FORBIDDEN for
   * someone else's story); null when there is no such story (deleted for good). A trashed story comes back with
   * state TRASHED: it cannot be saved until it is restored.
   */
  editablePost?: Maybe<EditablePost>;
  /** The editor inbox (owners and editors): the publication's submissions of the given statuses (all when none). */
  editorInbox?: Maybe<EditorInbox>;
  /** platform-reference §7.4: whether an address is free for a new account. Look-ups have their own hourly limit per network (RATE_LIMITED over it), so the answer cannot be harvested; they never count toward a sign-in lockout. */
  emailAvailability: Scalars['Boolean']['output'];
  /** The featured stories page (owners and editors): the featured stories in order, and the stories that may be. */
  featuredStoriesManager?: Maybe<FeaturedStoriesManager>;
  /** reader-experience §9: the yearly plan at 50% off its first year (25, crossout 50, saved 25 in USD). */
  firstYearOffer: PriceOffer;
  /** reader-experience §2.2 ShowYourFollowedLists: the public lists the viewer follows, most recently followed first. */
  followedCatalogs: CatalogsPage;
  /** Issue 18: the tags the signed-in reader follows, by title; empty when logged out. */
  followedTags: Array<Tag>;
  /** The topics the signed-in reader follows, by name; empty when logged out. */
  followedTopics: Array<Topic>;
  /**
   * platform-reference §7.4 followingFeed (sortType): signed in only. Published posts by the writers the
   * viewer follows (entityType WRITERS), accepted in the publications they follow (PUBLICATIONS), or both
   * (no entityType), newest first, paged like webRecommendedFeed. Muted writers' and publications' posts
   * are left out. selection narrows the feed to one followed writer or publication of that kind; one the
   * viewer does not follow is refused (BAD_USER_INPUT).
   */
  followingFeed: PostFeed;
  /** platform-reference §6: the one-year gift product. */
  giftProduct: GiftProduct;
  /** A landing page (about, membership, write, earn, business or verified-authors): its title and text in the paragraph model. */
  landingPage?: Maybe<LandingPage>;
  /** reader-experience §9: the membership plans and their prices (USD unless another currency is asked for). */
  membershipPlans: Array<MembershipPlan>;
  /** The double opt-in's link (/newsletters/confirm?token=…): the address and the newsletter a pending subscription names; null when the token is unknown or already used. */
  newsletterConfirmation?: Maybe<NewsletterConfirmation>;
  /** A newsletter's stats (/newsletters/{id}/stats): its subscribers per day and the e-mails of each issue. A writer's newsletter is theirs; a publication's, its editors' and owners'. */
  newsletterStats: NewsletterStatsResult;
  /** A newsletter e-mail's signed unsubscribe link (/me/email-settings/{subject}/{hash}?newsletter={id}): what it names; null when the link was changed. */
  newsletterUnsubscribeLink?: Maybe<NewsletterUnsubscribeLink>;
  /** /me/settings/notifications: per kind, in-app and e-mail; the digest frequency. UNAUTHENTICATED when signed out. */
  notificationSettings: NotificationSettings;
  /** reader-experience §7 UnreadNotificationCount: the viewer's unread count (0 when signed out). */
  notificationStatus: NotificationStatus;
  /** The kind and reader a signed unsubscribe token names; null when the token is not valid (changed, or not ours). */
  notificationUnsubscribe?: Maybe<NotificationUnsubscribe>;
  /** /me/notifications: the viewer's notifications, newest first (first: 1-50, default 20). UNAUTHENTICATED when signed out. */
  notifications: NotificationsPage;
  /** Who new memberships are bought through, and whether the reader pays on the provider's own page. */
  paymentConfiguration: PaymentConfiguration;
  /**
   * platform-reference §7.4 personalisedTagFeed: a Home topic tab. The published stories of the topic with this
   * slug, newest first, paged like webRecommendedFeed; the viewer's mutes apply and a story they asked to see less
   * of stays out. An unknown topic gives no items.
   */
  personalisedTagFeed: PostFeed;
  /** /collections: public lists that hold stories, the most followed first. */
  popularCatalogs: CatalogsPage;
  /** A post by id; null when there is no such published post. Its author also gets their unpublished draft (never a trashed story). */
  post?: Maybe<Post>;
  /**
   * Who clapped for a story (/p/{postId}/upvotes): readers with their claps, first clap newest first. paging.limit
   * 1 to 25 (default 25); paging.to is the previous page's pagingInfo.next.to. Null when there is no readable story.
   */
  postClappers?: Maybe<ClappersPage>;
  /** A story's stats, for its writer and its publication's editors and owners (Forbidden for anyone else). With a username, a story of that writer's only (NotFound otherwise). */
  postStats: PostStatsResult;
  /** A publication by slug (case-insensitive); null when there is none. */
  publication?: Maybe<Publication>;
  /**
   * platform-reference §7.4 publicationByRef: a publication by its slug (case-insensitive) or, when the ref
   * has no slug, by the custom domain it is served on; null when there is none. A ref with neither: BAD_USER_INPUT.
   */
  publicationByRef?: Maybe<Publication>;
  /** The content manager's tab (owners and editors; anyone else: FORBIDDEN). Null: no such publication. */
  publicationContent?: Maybe<PublicationContent>;
  /** The stories the publication's newsletter e-mailed (its digests), newest first, with their e-mails by state. */
  publicationDigestStats: PublicationDigestStatsResult;
  /** A publication's newsletter settings (/{publication}/newsletters/{slug}/settings, /new-newsletter): owners and editors; anyone else FORBIDDEN. Null: no such publication. */
  publicationNewsletterSettings?: Maybe<PublicationNewsletterSettings>;
  /** A publication's people page: its members, its open invitations (owners see them) and the viewer's own invitation. */
  publicationPeople?: Maybe<PublicationPeople>;
  /** The publication's settings, for its owners and editors; null when there is no such publication. Others: FORBIDDEN. */
  publicationSettings?: Maybe<PublicationSettings>;
  /** A publication's stories and audience, for its editors and owners. */
  publicationStats: PublicationStatsResult;
  /** A publication's overview: its totals beside the period before, its traffic sources and its writers. For its editors and owners. */
  publicationStatsOverview: PublicationStatsOverviewResult;
  /** The publications the viewer may publish in: where they are OWNER, EDITOR or WRITER. Empty when signed out. */
  publishTargets: Array<PublishTarget>;
  /** /me/readinghistory: the stories the viewer opened, newest first (first: 1-50, default 10). UNAUTHENTICATED when signed out. */
  readingHistory: ReadingHistoryPage;
  /**
   * Recommended from {product} at a story's end: up to limit (1 to 8) stories ranked as For you ranks them, without
   * the story itself, its writer's stories, what the viewer has read, nor muted writers and publications.
   */
  recommendedStories: Array<Post>;
  /** Topics to explore, most used first. */
  recommendedTopics: Array<Topic>;
  /** The responses the signed-in writer wrote, with their stats over the period. */
  responseStats: ResponseStatsResult;
  /**
   * platform-reference §7.4: searches the indexes asked (users, collections, tags, posts) for the query as typed,
   * each with its paging limit (default 3, platform-reference §9) and page. searchInCollection keeps stories to
   * one publication's, searchInUser to one writer's. Without can_view_unfiltered_search, people are the writers
   * with a listed story. Each index answers with its hits and a queryId for click events, or status ERROR.
   * A query over 512 characters, an index asked twice, or a limit outside 1 to 50: BAD_USER_INPUT.
   */
  search: SearchResults;
  /** Signed in: the Security and apps tab's state (UNAUTHENTICATED otherwise). */
  securitySettings: SecuritySettings;
  /** A series by its address segment ({slug}-{id}) or its id; null when there is none. */
  series?: Maybe<Series>;
  /** Posts the installation's editors recommend, most recently picked first (one page: limit only). */
  staffPicksFeed: PostFeed;
  /** One submission, for its writer and the publication's editors and owners; null for anyone else. */
  submission?: Maybe<Submission>;
  /** /me/find-publication-for-submission/{postId}: the viewer's draft and the publications they may submit it to. */
  submissionTargets?: Maybe<SubmissionTargets>;
  /**
   * A tag by its slug; null when there is no such tag.
   * @deprecated Use tagFromSlug(tagSlug), as platform-reference §7.4 names it.
   */
  tag?: Maybe<Tag>;
  /**
   * platform-reference §7.4 tagFeed: the published stories carrying the tag, newest first, paged like
   * webRecommendedFeed. The viewer's muted writers and publications stay out. An unknown tag gives no items.
   */
  tagFeed: PostFeed;
  /** platform-reference §7.4 tagFromSlug: a tag by its slug; null when there is no such tag. */
  tagFromSlug?: Maybe<Tag>;
  /** Existing tags whose slug or title starts with prefix, most used first (the publish dialog's autocomplete). first: 1-20, default 8. */
  tagSuggestions: Array<Tag>;
  /**
   * The stories read and clapped most on a UTC day (day: 2026-11-24): every published, listed story with reads or
   * claps that day, by reads plus claps, most first, paged by rank (pagingInfo.next.to); the viewer's mutes apply.
   * A day that is not a real date from 1970: BAD_REQUEST.
   */
  topStories: PostFeed;
  /** A topic by its slug; null when there is no such topic. */
  topic?: Maybe<Topic>;
  /** Every topic, by name (the explore-topics page). */
  topics: Array<Topic>;
  /** A user by username (case-insensitive); null when there is none. */
  user?: Maybe<User>;
  /** A user's PUBLIC lists (their profile's Lists), newest first. Empty when there is no such user. */
  userCatalogs: CatalogsPage;
  /**
   * platform-reference §2.2 /@{username}/highlights: a reader's highlights, newest first, keyset-paged (first: 1-50,
   * default 10). Null when there is no such user.
   */
  userHighlights?: Maybe<HighlightsPage>;
  /**
   * Every registered feature variant flag with its value for the signed-in reader (or a logged-out visitor):
   * the default (QUIRE_FLAGS turns boolean flags on) ← the global setting ← the reader's own setting.
   */
  variantFlags: Array<VariantFlag>;
  /** The signed-in reader; null when logged out. */
  viewer?: Maybe<Viewer>;
  /**
   * The viewer's lists in Library order: the Reading list first, then Currently reading and Purchased when they
   * hold stories, then their own lists, newest first. first: 1-50, default 20. UNAUTHENTICATED when signed out.
   */
  viewerCatalogs: CatalogsPage;
  /** One of the viewer's predefined lists (made on first use). UNAUTHENTICATED when signed out. */
  viewerPredefinedCatalog: Catalog;
  /** The publications the viewer works on, owners' first (the avatar menu's publications, Manage publications). */
  viewerPublications: Array<ViewerPublication>;
  /**
   * The home feed, paged by limit and an opaque cursor. Signed out: published posts, newest first. Signed in: For
   * you, ranked by the documented score of core/recommendations/for-you-score.ts (README: Home).
   */
  webRecommendedFeed: PostFeed;
  /** Who to follow: writers and publications the viewer does not follow yet (nor muted, nor works on), most followed first. first: 1 to 10. */
  whoToFollow: Array<FollowedEntity>;
  /** The writer outbox: the viewer's submissions, most recently changed first. */
  writerOutbox: Array<Submission>;
  /** The signed-in writer's stories' stats over the period; Unauthorized when signed out. With a username (/@{username}/stats), that writer's, who must be the viewer (Forbidden otherwise). */
  writerStats: WriterStatsResult;
  /** The Library's Highlights tab: the viewer's own highlights, newest first. UNAUTHENTICATED when signed out. */
  yourHighlights: HighlightsPage;
  /**
   * platform-reference §2.2 /me/stories/{drafts|public|unlisted|responses|deleted}: the viewer's stories in one
   * tab, most recently edited first (the Deleted tab: most recently trashed first), keyset-paged: pass the
   * previous page's nextCursor as after. first: 1-50, default 20. UNAUTHENTICATED when signed out.
   */
  yourStories: StoriesPage;
  /** How many stories each of the viewer's tabs holds. UNAUTHENTICATED when signed out. */
  yourStoriesCounts: StoriesCounts;
};


export type QueryAlternateUserArgs = {
  postId: Scalars['ID']['input'];
};


export type QueryAudienceDetailsArgs = {
  details: Scalars['String']['input'];
  period: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type QueryAudienceStatsArgs = {
  period: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type QueryCancellationOfferArgs = {
  reason: CancellationReason;
};


export type QueryCatalogArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEditablePostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEditorInboxArgs = {
  slug: Scalars['String']['input'];
  statuses?: InputMaybe<Array<SubmissionStatus>>;
};


export type QueryEmailAvailabilityArgs = {
  email: Scalars['String']['input'];
};


export type QueryFeaturedStoriesManagerArgs = {
  slug: Scalars['String']['input'];
};


export type QueryFollowedCatalogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFollowingFeedArgs = {
  entityType?: InputMaybe<FollowingEntityType>;
  paging?: InputMaybe<PagingOptions>;
  selection?: InputMaybe<Scalars['ID']['input']>;
  sortType?: InputMaybe<FollowingFeedSortType>;
};


export type QueryLandingPageArgs = {
  key: Scalars['String']['input'];
};


export type QueryMembershipPlansArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNewsletterConfirmationArgs = {
  token: Scalars['String']['input'];
};


export type QueryNewsletterStatsArgs = {
  newsletterId: Scalars['ID']['input'];
  period: Scalars['String']['input'];
};


export type QueryNewsletterUnsubscribeLinkArgs = {
  hash: Scalars['String']['input'];
  newsletterId: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};


export type QueryNotificationUnsubscribeArgs = {
  token: Scalars['String']['input'];
};


export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  tab?: InputMaybe<NotificationsTab>;
};


export type QueryPersonalisedTagFeedArgs = {
  mode?: InputMaybe<PersonalisedTagFeedMode>;
  paging?: InputMaybe<PagingOptions>;
  tagSlug: Scalars['String']['input'];
};


export type QueryPopularCatalogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostClappersArgs = {
  paging?: InputMaybe<PagingOptions>;
  postId: Scalars['ID']['input'];
};


export type QueryPostStatsArgs = {
  period: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPublicationArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPublicationByRefArgs = {
  ref: PublicationRef;
};


export type QueryPublicationContentArgs = {
  slug: Scalars['String']['input'];
  tab: PublicationContentTab;
};


export type QueryPublicationDigestStatsArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPublicationNewsletterSettingsArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPublicationPeopleArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPublicationSettingsArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPublicationStatsArgs = {
  period: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};


export type QueryPublicationStatsOverviewArgs = {
  period: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};


export type QueryReadingHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecommendedStoriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  postId: Scalars['ID']['input'];
};


export type QueryRecommendedTopicsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryResponseStatsArgs = {
  period: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  algoliaOptions?: InputMaybe<AlgoliaOptions>;
  query: Scalars['String']['input'];
  requests: Array<SearchIndexRequest>;
  searchInCollection?: InputMaybe<Scalars['ID']['input']>;
  searchInUser?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySeriesArgs = {
  ref: Scalars['String']['input'];
};


export type QueryStaffPicksFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QuerySubmissionArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySubmissionTargetsArgs = {
  postId: Scalars['ID']['input'];
};


export type QueryTagArgs = {
  slug: Scalars['String']['input'];
};


export type QueryTagFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
  tagSlug: Scalars['String']['input'];
};


export type QueryTagFromSlugArgs = {
  tagSlug: Scalars['String']['input'];
};


export type QueryTagSuggestionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  prefix: Scalars['String']['input'];
};


export type QueryTopStoriesArgs = {
  day: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
};


export type QueryTopicArgs = {
  slug: Scalars['String']['input'];
};


export type QueryUserArgs = {
  username: Scalars['String']['input'];
};


export type QueryUserCatalogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  username: Scalars['String']['input'];
};


export type QueryUserHighlightsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  username: Scalars['String']['input'];
};


export type QueryViewerCatalogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryViewerPredefinedCatalogArgs = {
  type: PredefinedCatalogType;
};


export type QueryWebRecommendedFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryWhoToFollowArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWriterStatsArgs = {
  period: Scalars['String']['input'];
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryYourHighlightsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryYourStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  tab: StoriesTab;
};

export type RateLimited = {
  __typename?: 'RateLimited';
  message: Scalars['String']['output'];
};

export type ReadingHistoryCleared = {
  __typename?: 'ReadingHistoryCleared';
  removed: Scalars['Int']['output'];
};

export type ReadingHistoryEntryChanged = {
  __typename?: 'ReadingHistoryEntryChanged';
  lastReadAt: Scalars['Float']['output'];
  postId: Scalars['ID']['output'];
};

export type ReadingHistoryEntryResult = BadRequest | NotFound | ReadingHistoryEntryChanged | Unauthorized;

export type ReadingHistoryItem = {
  __typename?: 'ReadingHistoryItem';
  lastReadAt: Scalars['Float']['output'];
  post: Post;
};

export type ReadingHistoryPage = {
  __typename?: 'ReadingHistoryPage';
  /** True while the reader has paused their reading history. */
  isPaused: Scalars['Boolean']['output'];
  items: Array<ReadingHistoryItem>;
  /** Pass as after for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type ReadingHistoryPauseSet = {
  __typename?: 'ReadingHistoryPauseSet';
  paused: Scalars['Boolean']['output'];
};

/** platform-reference §3 reading-list filters: SAVED the list's order, RECENT newest saved first, ARCHIVED the archived stories; HIGHLIGHTS is answered by the highlights. */
export type ReadingListFilter =
  | 'ARCHIVED'
  | 'HIGHLIGHTS'
  | 'RECENT'
  | 'SAVED';

export type Receipt = {
  __typename?: 'Receipt';
  amount: Money;
  createdAt: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  membershipType: MembershipType;
  payerEmail: Scalars['String']['output'];
  payerName: Scalars['String']['output'];
  paymentMethod?: Maybe<PaymentMethod>;
  periodEnd?: Maybe<Scalars['Float']['output']>;
  periodStart?: Maybe<Scalars['Float']['output']>;
  status: Scalars['String']['output'];
};

export type RecommendationSignal = {
  __typename?: 'RecommendationSignal';
  action: SignalAction;
  /** When it was given, in epoch milliseconds. */
  givenAt: Scalars['Float']['output'];
  post: Post;
};

export type RecommendationSignalResult = {
  __typename?: 'RecommendationSignalResult';
  /** The signal now in force: SHOW_MORE, SHOW_LESS, or null once cleared. */
  action?: Maybe<SignalAction>;
  post: Post;
};

export type RecordPostReadResult = NotFound | PostReadRecorded | Unauthorized;

export type RedeemGiftResult = {
  __typename?: 'RedeemGiftResult';
  /** A GiftCodeStatus, ALREADY_MEMBER or RATE_LIMITED when ok is false. */
  code?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  status?: Maybe<MembershipStatus>;
};

export type ResponsePublished = {
  __typename?: 'ResponsePublished';
  /** The parent's responses count after it. */
  parentResponsesCount: Scalars['Int']['output'];
  response: PostResponse;
};

export type ResponseStats = {
  __typename?: 'ResponseStats';
  /** The writer's published responses, most viewed in the window first (at most 100). */
  responses: Array<StoryStatsRow>;
  series: Array<StoryFiguresPoint>;
  totals: StoryFigures;
  window: StatsWindow;
};

export type ResponseStatsResult = BadRequest | ResponseStats | Unauthorized;

export type ResponseVisibilityChanged = {
  __typename?: 'ResponseVisibilityChanged';
  parentPostId: Scalars['ID']['output'];
  /** The parent's responses count after the change. */
  parentResponsesCount: Scalars['Int']['output'];
  response: PostResponse;
};

export type ResponsesLockChanged = {
  __typename?: 'ResponsesLockChanged';
  post: Post;
};

export type ResponsesPaging = {
  /** Responses per page, 1 to 25 (default 10). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** The previous page's nextCursor. */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type ResponsesSortType =
  | 'MOST_RELEVANT'
  | 'NEWEST';

export type SaveDraftInput = {
  baseRevision: Scalars['Int']['input'];
  /** The paragraph model as JSON text. */
  body: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
  subtitle: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type SaveDraftResult = BadRequest | Conflict | DraftSaved | Forbidden | NotFound | Unauthorized;

export type SearchCollectionHit = {
  __typename?: 'SearchCollectionHit';
  collectionId: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  objectId: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
};

export type SearchCollectionResults = {
  __typename?: 'SearchCollectionResults';
  hits: Array<SearchCollectionHit>;
  queryId?: Maybe<Scalars['ID']['output']>;
  status: SearchStatus;
};

export type SearchIndex =
  | 'collections'
  | 'posts'
  | 'tags'
  | 'users';

export type SearchIndexRequest = {
  index: SearchIndex;
  paging?: InputMaybe<SearchPaging>;
};

export type SearchPaging = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type SearchPostHit = {
  __typename?: 'SearchPostHit';
  /** Epoch milliseconds. */
  latestPublishedAt?: Maybe<Scalars['Float']['output']>;
  objectId: Scalars['ID']['output'];
  post?: Maybe<Post>;
  postId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type SearchPostResults = {
  __typename?: 'SearchPostResults';
  hits: Array<SearchPostHit>;
  queryId?: Maybe<Scalars['ID']['output']>;
  status: SearchStatus;
};

export type SearchResults = {
  __typename?: 'SearchResults';
  collections?: Maybe<SearchCollectionResults>;
  posts?: Maybe<SearchPostResults>;
  query: Scalars['String']['output'];
  tags?: Maybe<SearchTagResults>;
  /** Whether this viewer's results are unfiltered (can_view_unfiltered_search). */
  unfiltered: Scalars['Boolean']['output'];
  users?: Maybe<SearchUserResults>;
};

export type SearchStatus =
  | 'ERROR'
  | 'SUCCESS';

export type SearchTagHit = {
  __typename?: 'SearchTagHit';
  displayText: Scalars['String']['output'];
  objectId: Scalars['ID']['output'];
  postCount: Scalars['Int']['output'];
  tagSlug: Scalars['String']['output'];
};

export type SearchTagResults = {
  __typename?: 'SearchTagResults';
  hits: Array<SearchTagHit>;
  queryId?: Maybe<Scalars['ID']['output']>;
  status: SearchStatus;
};

export type SearchUserHit = {
  __typename?: 'SearchUserHit';
  imageId?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  objectId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

export type SearchUserResults = {
  __typename?: 'SearchUserResults';
  hits: Array<SearchUserHit>;
  queryId?: Maybe<Scalars['ID']['output']>;
  status: SearchStatus;
};

export type SectionSetting = {
  __typename?: 'SectionSetting';
  layout: Scalars['String']['output'];
  postCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SecuritySettings = {
  __typename?: 'SecuritySettings';
  connections: Array<SignInConnection>;
  hasPassword: Scalars['Boolean']['output'];
  passkeys: Array<Passkey>;
  /** What the place column shows, since no location data is kept. */
  placeExplanation: Scalars['String']['output'];
  recoveryCodesLeft: Scalars['Int']['output'];
  sessions: Array<ActiveSession>;
  tokens: Array<IntegrationToken>;
  twoFactorEnabled: Scalars['Boolean']['output'];
};

export type SendAcctAuthEmailResult = BadRequest | FailedChallenge | NotFound | RateLimited | SusiMethod;

export type SeoMetaTags = {
  __typename?: 'SeoMetaTags';
  description: Scalars['String']['output'];
  robots: Scalars['String']['output'];
};

export type Series = {
  __typename?: 'Series';
  creator: User;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The series' published, listed stories, in the writer's order. */
  posts: Array<Post>;
  /** The series' address segment ({slug}-{id}); its page is /s/{slug}. */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
  /** Whether the signed-in reader wrote the series (and may change it). */
  viewerIsCreator: Scalars['Boolean']['output'];
};

export type SeriesInput = {
  description: Scalars['String']['input'];
  /** The writer's own published, listed stories, in order (at most 50). */
  postIds: Array<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type SetCatalogResponsesLockedResult = BadRequest | CatalogResponsesLockChanged | Forbidden | NotFound | Unauthorized;

export type SetReadingHistoryPausedResult = ReadingHistoryPauseSet | Unauthorized;

export type SetResponsesLockedResult = BadRequest | Forbidden | NotFound | ResponsesLockChanged | Unauthorized;

/** A social sign-in provider, whether this server has it set up, and whether your account is connected to it. */
export type SignInConnection = {
  __typename?: 'SignInConnection';
  configured: Scalars['Boolean']['output'];
  connected: Scalars['Boolean']['output'];
  provider: Scalars['String']['output'];
};

/** platform-reference §3: the signal actions. */
export type SignalAction =
  | 'CLEAR_SIGNAL'
  | 'SHOW_LESS'
  | 'SHOW_MORE';

export type SocialStats = {
  __typename?: 'SocialStats';
  followerCount: Scalars['Int']['output'];
  followingCount: Scalars['Int']['output'];
};

export type StaffPublication = {
  __typename?: 'StaffPublication';
  /** False for the publication's last owner. */
  canLeave: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** OWNER, EDITOR or WRITER (platform-reference §3 collection roles). */
  role: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type StartMembershipInput = {
  card: CardInput;
  /** One per purchase attempt: the same key never buys twice. */
  idempotencyKey: Scalars['String']['input'];
  membershipType: MembershipType;
};

export type StatsWindow = {
  __typename?: 'StatsWindow';
  /** The first and last day shown (UTC, YYYY-MM-DD). */
  from: Scalars['String']['output'];
  /** The period asked for: 7d, 30d, 90d or lifetime. */
  period: Scalars['String']['output'];
  to: Scalars['String']['output'];
  /** day, or month for a lifetime. */
  unit: Scalars['String']['output'];
};

export type StoriesCounts = {
  __typename?: 'StoriesCounts';
  deleted: Scalars['Int']['output'];
  drafts: Scalars['Int']['output'];
  public: Scalars['Int']['output'];
  responses: Scalars['Int']['output'];
  unlisted: Scalars['Int']['output'];
};

export type StoriesPage = {
  __typename?: 'StoriesPage';
  items: Array<StoryItem>;
  /** Pass as after for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** platform-reference §2.2: /me/stories/drafts, /public, /unlisted, /responses, /deleted. */
export type StoriesTab =
  | 'DELETED'
  | 'DRAFTS'
  | 'PUBLIC'
  | 'RESPONSES'
  | 'UNLISTED';

export type StoryEarning = {
  __typename?: 'StoryEarning';
  amount: Money;
  members: Scalars['Int']['output'];
  month: Scalars['String']['output'];
  postId: Scalars['ID']['output'];
  seconds: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** The end of a story: at most 4 stories each, newest first, never the story itself, without what the viewer muted. */
export type StoryEnd = {
  __typename?: 'StoryEnd';
  /** More from {publication}: the publication's other stories (empty when the story is in none), none repeated from moreFromWriter. */
  moreFromPublication: Array<Post>;
  /** More from {writer}: the writer's other stories. */
  moreFromWriter: Array<Post>;
};

export type StoryFigures = {
  __typename?: 'StoryFigures';
  claps: Scalars['Int']['output'];
  highlights: Scalars['Int']['output'];
  /** Seconds members spent reading. */
  memberReadingSeconds: Scalars['Float']['output'];
  /** Reads over views, a whole percentage. */
  readRatio: Scalars['Int']['output'];
  reads: Scalars['Int']['output'];
  responses: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

export type StoryFiguresPoint = {
  __typename?: 'StoryFiguresPoint';
  /** The day (YYYY-MM-DD) or month (YYYY-MM). */
  bucket: Scalars['String']['output'];
  claps: Scalars['Int']['output'];
  highlights: Scalars['Int']['output'];
  memberReadingSeconds: Scalars['Float']['output'];
  readRatio: Scalars['Int']['output'];
  reads: Scalars['Int']['output'];
  responses: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

/** A story in a Your Stories tab. */
export type StoryItem = {
  __typename?: 'StoryItem';
  /** When it went to the trash; null unless trashed. */
  deletedAt?: Maybe<Scalars['Float']['output']>;
  /** /p/{id}/edit */
  editUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** reader-experience §9: when a trashed story is deleted for good (deletedAt + 14 days); null unless trashed. */
  permanentlyDeletedAt?: Maybe<Scalars['Float']['output']>;
  publicationName?: Maybe<Scalars['String']['output']>;
  publishedAt?: Maybe<Scalars['Float']['output']>;
  /** Minutes, fractional; shown rounded up as '{n} min read'. */
  readingTime: Scalars['Float']['output'];
  scheduledAt?: Maybe<Scalars['Float']['output']>;
  state: PostLifecycleState;
  subtitle: Scalars['String']['output'];
  /** The tab it is in now. */
  tab: StoriesTab;
  title: Scalars['String']['output'];
  updatedAt: Scalars['Float']['output'];
  /** The reading address while published: /@{username}/{slug}-{id}. */
  url?: Maybe<Scalars['String']['output']>;
  wordCount: Scalars['Int']['output'];
};

/** A story's settings for search, social previews and its canonical address. */
export type StorySettings = {
  __typename?: 'StorySettings';
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  seoDescription: Scalars['String']['output'];
  seoTitle: Scalars['String']['output'];
};

export type StorySettingsInput = {
  /** Where the story was first published (http or https); empty for none. */
  canonicalUrl: Scalars['String']['input'];
  /** At most 160 characters; empty for the story's subtitle. */
  seoDescription: Scalars['String']['input'];
  /** At most 100 characters; empty for the story's title. */
  seoTitle: Scalars['String']['input'];
};

export type StorySettingsSaved = {
  __typename?: 'StorySettingsSaved';
  settings: StorySettings;
};

export type StoryStatsRow = {
  __typename?: 'StoryStatsRow';
  claps: Scalars['Int']['output'];
  highlights: Scalars['Int']['output'];
  memberReadingSeconds: Scalars['Float']['output'];
  post: Post;
  readRatio: Scalars['Int']['output'];
  reads: Scalars['Int']['output'];
  responses: Scalars['Int']['output'];
  /** The story's stats page. */
  statsUrl: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

export type Submission = {
  __typename?: 'Submission';
  /** The transitions the viewer may take now, with their labels. */
  actions: Array<SubmissionActionButton>;
  createdAt: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** The editors' latest note (changes asked for, or why it was rejected). */
  note: Scalars['String']['output'];
  postId: Scalars['ID']['output'];
  /** The draft's paragraphs as text, for the editors reviewing it (null for anyone else). */
  preview?: Maybe<Array<Scalars['String']['output']>>;
  publicationId: Scalars['ID']['output'];
  publicationName: Scalars['String']['output'];
  publicationSlug: Scalars['String']['output'];
  /** The story's address once accepted and published; null before. */
  publishedUrl?: Maybe<Scalars['String']['output']>;
  status: SubmissionStatus;
  statusLabel: Scalars['String']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['Float']['output'];
  writerName: Scalars['String']['output'];
  writerUsername: Scalars['String']['output'];
};

/** A transition of a submission (submit starts one: submitToPublication). */
export type SubmissionAction =
  | 'accept'
  | 'cancel'
  | 'reject'
  | 'requestChanges'
  | 'resubmit'
  | 'review'
  | 'triage'
  | 'withdraw';

export type SubmissionActionButton = {
  __typename?: 'SubmissionActionButton';
  action: SubmissionAction;
  label: Scalars['String']['output'];
};

export type SubmissionStatus =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'CHANGES_MADE'
  | 'CHANGES_REQUESTED'
  | 'IN_REVIEW'
  | 'OPEN'
  | 'REJECTED'
  | 'TRIAGE'
  | 'WIP';

export type SubmissionTargets = {
  __typename?: 'SubmissionTargets';
  /** Whether the story is a draft (only a draft may be submitted). */
  isDraft: Scalars['Boolean']['output'];
  /** The story's open submission, if it has one. */
  openSubmission?: Maybe<Submission>;
  postId: Scalars['ID']['output'];
  publications: Array<ViewerPublication>;
  title: Scalars['String']['output'];
};

export type Subpage = {
  __typename?: 'Subpage';
  bodyModel: BodyModel;
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  /** The body as the editor shows it (paragraphs as text). */
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Epoch milliseconds. */
  updatedAt: Scalars['Float']['output'];
  url: Scalars['String']['output'];
};

export type SubpageInput = {
  /** Empty: made from the title. */
  slug: Scalars['String']['input'];
  /** Paragraphs separated by a blank line; '# ' a heading, '> ' a quote, '- ' a list item. */
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type SusiMethod = {
  __typename?: 'SusiMethod';
  value: Scalars['String']['output'];
};

export type SwitchPlanSchedule = {
  __typename?: 'SwitchPlanSchedule';
  membershipType: MembershipType;
  price: Money;
  startAt: Scalars['Float']['output'];
};

export type Tag = {
  __typename?: 'Tag';
  /** The tag's published, listed stories published on that year, month or day (UTC), newest first; the viewer's mutes apply. */
  archive: PostFeed;
  /** How many of the tag's published, listed stories each month holds (UTC), newest first. */
  archiveIndex: Array<ArchiveMonth>;
  displayTitle: Scalars['String']['output'];
  /** How many published, listed stories carry the tag. */
  postCount: Scalars['Int']['output'];
  /**
   * The stories readers clapped most among the tag's 200 newest published, listed stories, most claps first, paged
   * by rank (pagingInfo.next.to); the viewer's muted writers and publications stay out.
   */
  recommended: PostFeed;
  slug: Scalars['String']['output'];
  /** Whether the signed-in reader follows the tag; false when logged out. */
  viewerFollows: Scalars['Boolean']['output'];
  /** The writers with the most published, listed stories under the tag, most first, paged by rank. */
  writers: TagWriterPage;
};


export type TagArchiveArgs = {
  day?: InputMaybe<Scalars['Int']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<PagingOptions>;
  year: Scalars['Int']['input'];
};


export type TagRecommendedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type TagWritersArgs = {
  paging?: InputMaybe<PagingOptions>;
};

export type TagWriter = {
  __typename?: 'TagWriter';
  /** How many of the writer's published, listed stories carry the tag. */
  storyCount: Scalars['Int']['output'];
  user: User;
};

export type TagWriterPage = {
  __typename?: 'TagWriterPage';
  items: Array<TagWriter>;
  pagingInfo: PagingInfo;
};

/** A one-time token for the auth callback: /m/callback/email?token=…&state=medium&operation=… */
export type Token = {
  __typename?: 'Token';
  value: Scalars['String']['output'];
};

export type TooManyRequests = {
  __typename?: 'TooManyRequests';
  message: Scalars['String']['output'];
};

export type TopHighlight = {
  __typename?: 'TopHighlight';
  endOffset: Scalars['Int']['output'];
  endParagraph: Scalars['String']['output'];
  quote: Scalars['String']['output'];
  /** How many readers highlighted this passage. */
  readers: Scalars['Int']['output'];
  startOffset: Scalars['Int']['output'];
  startParagraph: Scalars['String']['output'];
};

export type TopWriterAward = {
  __typename?: 'TopWriterAward';
  /** The writer's place among the tag's writers (1: the most stories). */
  rank: Scalars['Int']['output'];
  /** The writer's published, listed stories under the tag. */
  storyCount: Scalars['Int']['output'];
  tag: Tag;
};

export type Topic = {
  __typename?: 'Topic';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** How many published, listed stories the topic holds. */
  postCount: Scalars['Int']['output'];
  /** The topic's published stories, newest first, paged like webRecommendedFeed; the viewer's mutes apply. */
  posts: PostFeed;
  slug: Scalars['String']['output'];
  /** Whether the signed-in reader is staff, who may change the topic's description and stories. */
  viewerCanCurate: Scalars['Boolean']['output'];
  /** Whether the signed-in reader follows the topic; false when logged out. */
  viewerFollows: Scalars['Boolean']['output'];
};


export type TopicPostsArgs = {
  paging?: InputMaybe<PagingOptions>;
};

export type TrafficSourceViews = {
  __typename?: 'TrafficSourceViews';
  label: Scalars['String']['output'];
  /** internal, search, social, external or direct (platform-reference §4's referrer rule). */
  source: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

export type TwoFactorEnrollment = {
  __typename?: 'TwoFactorEnrollment';
  /** Issue 21: that address as a QR code (an SVG data: URL, made on the server). */
  qrCode: Scalars['String']['output'];
  /** Base32, for typing into an authenticator. */
  secret: Scalars['String']['output'];
  /** otpauth:// address, for a QR code. */
  uri: Scalars['String']['output'];
};

/** The password was right; send the authenticator's code with this challenge to verifyTwoFactorCode. */
export type TwoFactorRequired = {
  __typename?: 'TwoFactorRequired';
  challenge: Scalars['String']['output'];
};

/** platform-reference §8: the viewer is not signed in. */
export type Unauthorized = {
  __typename?: 'Unauthorized';
  message: Scalars['String']['output'];
};

export type UncancelMembershipInput = {
  membershipId: Scalars['ID']['input'];
};

export type UncancelMembershipResult = MutationError | MutationSuccess;

export type UndeletePostResult = BadRequest | Forbidden | NotFound | PostUndeleted | Unauthorized;

export type UnsubscribeNotificationEmailResult = BadRequest | NotificationEmailUnsubscribed;

export type UpdateProfileResult = ProfileRefused | ProfileUpdated;

export type UpdateStorySettingsResult = BadRequest | Forbidden | NotFound | StorySettingsSaved | Unauthorized;

export type User = {
  __typename?: 'User';
  /** What /@{username}/about shows beside the bio: pronouns, a tipping link, when the account was made. */
  about: UserAbout;
  bio: Scalars['String']['output'];
  /** The books the writer lists on their profile, in their order. */
  books: Array<Book>;
  /** reader-experience §3 User customDomainState: the writer's live custom domain, if any (issue 21). */
  customDomainState: UserCustomDomainState;
  /** user-followers: the writers who follow this one, the most recent follow first. first: 1 to 50. */
  followers: UserConnection;
  /** user-following: the writers this one follows, the most recent follow first. first: 1 to 50. */
  following: UserConnection;
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  /** reader-experience §3 User.membership (tier, friendSince) for badges; null for a non-member. */
  membership?: Maybe<Membership>;
  name: Scalars['String']['output'];
  /** reader-experience §3 NewsletterV3: the writer's newsletter; null when the account is gone. */
  newsletterV3?: Maybe<NewsletterV3>;
  /** The writer's published stories, newest first. */
  posts: PostFeed;
  /** The writer's recommendations: the published, listed stories they clapped for, newest story first; the viewer's mutes apply. */
  recommended: PostFeed;
  /** The writer's published responses to stories readers can read, newest first (hidden ones and those on lists stay out). */
  responses: PostFeed;
  /** The writer's series, newest first (at most 25). */
  series: Array<Series>;
  socialStats: SocialStats;
  /** The tags where the writer is a Top writer (among the ten with the most published, listed stories), best place first. */
  topWriterAwards: Array<TopWriterAward>;
  url: Scalars['String']['output'];
  username: Scalars['String']['output'];
  viewerEdge: UserViewerEdge;
};


export type UserFollowersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserFollowingArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserPostsArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserRecommendedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserResponsesArgs = {
  paging?: InputMaybe<PagingOptions>;
};

export type UserAbout = {
  __typename?: 'UserAbout';
  /** When the account was made (ms since the epoch). */
  joinedAt: Scalars['Float']['output'];
  pronouns: Array<Scalars['String']['output']>;
  tippingLink?: Maybe<Scalars['String']['output']>;
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
};

/** platform-reference §3: custom domain state has live and pending; others see the live one only. */
export type UserCustomDomainState = {
  __typename?: 'UserCustomDomainState';
  live?: Maybe<CustomDomainName>;
};

export type UserEdge = {
  __typename?: 'UserEdge';
  cursor: Scalars['String']['output'];
  /** When the follow began, in epoch milliseconds. */
  followedAt: Scalars['Float']['output'];
  node: User;
};

export type UserViewerEdge = {
  __typename?: 'UserViewerEdge';
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
};

/**
 * A flag: its name and a value that is a boolean, a string or a number. Exactly one of boolValue,
 * stringValue and numberValue is set: the one valueType names.
 */
export type VariantFlag = {
  __typename?: 'VariantFlag';
  boolValue?: Maybe<Scalars['Boolean']['output']>;
  /** What the flag does. */
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  numberValue?: Maybe<Scalars['Float']['output']>;
  stringValue?: Maybe<Scalars['String']['output']>;
  valueType: VariantFlagValueType;
};

export type VariantFlagValueType =
  | 'BOOLEAN'
  | 'NUMBER'
  | 'STRING';

export type VerificationRequest = {
  __typename?: 'VerificationRequest';
  createdAt: Scalars['Float']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  note: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type VerifyLoginCodeResult = BadRequest | NotFound | RateLimited | Token | TooManyRequests;

export type Viewer = {
  __typename?: 'Viewer';
  allowEmailAddressSharingEditorWriter: Scalars['Boolean']['output'];
  /** billingHistory: what each period was charged (or failed to be), newest first. first: 1 to 100. */
  billingHistory: Array<Charge>;
  /** The banner flags the viewer dismissed. */
  dismissableFlags: Array<DismissedFlag>;
  /** reader-experience §2.4 / SidebarMenuQuery: followed writers and publications, the most recently published first. */
  followedEntities: FollowedEntityConnection;
  /** One writer or publication of that kind the viewer follows, by id; null when they do not follow it. */
  followedEntity?: Maybe<FollowedEntityEdge>;
  /** customize-following: the publications the viewer follows, the most recent follow first. first: 1 to 50. */
  followedPublications: PublicationConnection;
  /** customize-following: the writers the viewer follows, the most recent follow first. first: 1 to 50. */
  followedUsers: UserConnection;
  /** The gifts the viewer bought, newest first, with their codes. */
  giftOrders: Array<GiftOrder>;
  /** Whether the viewer had memberships that have ended. */
  hasPastMemberships: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  /** reader-experience §3: the viewer's membership (tier and dates); null for a non-member. */
  membership?: Maybe<Membership>;
  /** reader-experience §3 MembershipStatus of the active membership; null for a non-member. */
  membershipStatus?: Maybe<MembershipStatus>;
  /** customize-muted: the publications the viewer muted, the most recent mute first. first: 1 to 50. */
  mutedPublications: MutedPublicationConnection;
  /** customize-muted: the writers the viewer muted, the most recent mute first. first: 1 to 50. */
  mutedUsers: MutedUserConnection;
  name: Scalars['String']['output'];
  /** The viewer's Partner Program: enrolment, eligibility, payout information, earnings, ledger and payouts. */
  partnerProgram?: Maybe<PartnerProgram>;
  /** A printable receipt for one of the viewer's own charges; null for anyone else's or none. */
  receipt?: Maybe<Receipt>;
  /** Refine recommendations: the signals the viewer gave, newest first. first: 1 to 50. */
  recommendationSignals: Array<RecommendationSignal>;
  /** The signed-in writer's own series, newest first (at most 25): a story's settings add it to one. */
  series: Array<Series>;
  socialStats: SocialStats;
  /** A new e-mail address waiting for its confirmation link; null when none. */
  unverifiedEmail?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  /** reader-experience §7 ReactivateMembershipConfirmationModalWrapperQuery: viewerEdge.membership. */
  viewerEdge: ViewerEdge;
};


export type ViewerBillingHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type ViewerFollowedEntitiesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<FollowingEntityType>;
};


export type ViewerFollowedEntityArgs = {
  id: Scalars['ID']['input'];
  type: FollowingEntityType;
};


export type ViewerFollowedPublicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type ViewerFollowedUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type ViewerMutedPublicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type ViewerMutedUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type ViewerReceiptArgs = {
  chargeId: Scalars['ID']['input'];
};


export type ViewerRecommendationSignalsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type ViewerEdge = {
  __typename?: 'ViewerEdge';
  id: Scalars['ID']['output'];
  membership?: Maybe<MembershipStatus>;
};

export type ViewerPublication = {
  __typename?: 'ViewerPublication';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: CollectionRole;
  slug: Scalars['String']['output'];
};

export type WriterStats = {
  __typename?: 'WriterStats';
  audience: AudienceFigures;
  series: Array<StoryFiguresPoint>;
  /** The writer's published stories, most viewed in the window first (at most 100). */
  stories: Array<StoryStatsRow>;
  totals: StoryFigures;
  window: StatsWindow;
};

export type WriterStatsResult = BadRequest | Forbidden | NotFound | Unauthorized | WriterStats;

export type WriterStatsRow = {
  __typename?: 'WriterStatsRow';
  claps: Scalars['Int']['output'];
  highlights: Scalars['Int']['output'];
  memberReadingSeconds: Scalars['Float']['output'];
  readRatio: Scalars['Int']['output'];
  reads: Scalars['Int']['output'];
  responses: Scalars['Int']['output'];
  /** Their published stories in the publication. */
  stories: Scalars['Int']['output'];
  user: User;
  views: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  AudienceDetailsResult:
    | ( Omit<AudienceDetails, 'user'> & { user: _RefType['User'] } & { __typename: 'AudienceDetails' } )
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  AudienceStatsResult:
    | ( Omit<AudienceStats, 'user'> & { user: _RefType['User'] } & { __typename: 'AudienceStats' } )
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  CatalogItemResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Omit<CatalogItemChanged, 'catalog' | 'post'> & { catalog: _RefType['Catalog'], post: _RefType['Post'] } & { __typename: 'CatalogItemChanged' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  CatalogResponseVisibilityResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Omit<CatalogResponseVisibilityChanged, 'response'> & { response: _RefType['PostResponse'] } & { __typename: 'CatalogResponseVisibilityChanged' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  CatalogResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Omit<CatalogSaved, 'catalog'> & { catalog: _RefType['Catalog'] } & { __typename: 'CatalogSaved' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  ClapCatalogResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( CatalogClapped & { __typename: 'CatalogClapped' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  ClapResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Clapped & { __typename: 'Clapped' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  ClearReadingHistoryResult:
    | ( ReadingHistoryCleared & { __typename: 'ReadingHistoryCleared' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  CreateHighlightResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Omit<HighlightCreated, 'highlight'> & { highlight: _RefType['Highlight'] } & { __typename: 'HighlightCreated' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  DeleteCatalogResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( CatalogDeleted & { __typename: 'CatalogDeleted' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  DeleteHighlightResult:
    | ( Omit<HighlightDeleted, 'highlight'> & { highlight: _RefType['Highlight'] } & { __typename: 'HighlightDeleted' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  DeletePostResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( PostDeleted & { __typename: 'PostDeleted' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  FollowCatalogResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Omit<CatalogFollowChanged, 'catalog'> & { catalog: _RefType['Catalog'] } & { __typename: 'CatalogFollowChanged' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  FollowedEntity:
    | ( PublicationModel & { __typename: 'Publication' } )
    | ( UserModel & { __typename: 'User' } )
  ;
  HidePostResponseResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Omit<ResponseVisibilityChanged, 'response'> & { response: _RefType['PostResponse'] } & { __typename: 'ResponseVisibilityChanged' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  MarkNotificationsReadResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( NotificationsMarkedRead & { __typename: 'NotificationsMarkedRead' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  MovePostResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( PostMoved & { __typename: 'PostMoved' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  NewsletterStatsResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( Omit<NewsletterStats, 'issues'> & { issues: Array<_RefType['DigestStats']> } & { __typename: 'NewsletterStats' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  NotificationSettingsResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( NotificationSettingsSaved & { __typename: 'NotificationSettingsSaved' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  PasswordLoginResult:
    | ( AuthError & { __typename: 'AuthError' } )
    | ( Token & { __typename: 'Token' } )
    | ( TwoFactorRequired & { __typename: 'TwoFactorRequired' } )
  ;
  PostStatsResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Omit<PostStats, 'post'> & { post: _RefType['Post'] } & { __typename: 'PostStats' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  PublicationDigestStatsResult:
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Omit<PublicationDigestStats, 'digests' | 'publication'> & { digests: Array<_RefType['DigestStats']>, publication: _RefType['Publication'] } & { __typename: 'PublicationDigestStats' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  PublicationStatsOverviewResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Omit<PublicationStatsOverview, 'publication' | 'writers'> & { publication: _RefType['Publication'], writers: Array<_RefType['WriterStatsRow']> } & { __typename: 'PublicationStatsOverview' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  PublicationStatsResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Omit<PublicationStats, 'publication' | 'stories'> & { publication: _RefType['Publication'], stories: Array<_RefType['StoryStatsRow']> } & { __typename: 'PublicationStats' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  PublishPostResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Conflict & { __typename: 'Conflict' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( PostPublished & { __typename: 'PostPublished' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  PublishResponseResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Omit<ResponsePublished, 'response'> & { response: _RefType['PostResponse'] } & { __typename: 'ResponsePublished' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  ReadingHistoryEntryResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( ReadingHistoryEntryChanged & { __typename: 'ReadingHistoryEntryChanged' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  RecordPostReadResult:
    | ( NotFound & { __typename: 'NotFound' } )
    | ( PostReadRecorded & { __typename: 'PostReadRecorded' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  ResponseStatsResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Omit<ResponseStats, 'responses'> & { responses: Array<_RefType['StoryStatsRow']> } & { __typename: 'ResponseStats' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  SaveDraftResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Conflict & { __typename: 'Conflict' } )
    | ( DraftSaved & { __typename: 'DraftSaved' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  SendAcctAuthEmailResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( FailedChallenge & { __typename: 'FailedChallenge' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( SusiMethod & { __typename: 'SusiMethod' } )
  ;
  SetCatalogResponsesLockedResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Omit<CatalogResponsesLockChanged, 'catalog'> & { catalog: _RefType['Catalog'] } & { __typename: 'CatalogResponsesLockChanged' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  SetReadingHistoryPausedResult:
    | ( ReadingHistoryPauseSet & { __typename: 'ReadingHistoryPauseSet' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  SetResponsesLockedResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Omit<ResponsesLockChanged, 'post'> & { post: _RefType['Post'] } & { __typename: 'ResponsesLockChanged' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  UncancelMembershipResult:
    | ( MutationError & { __typename: 'MutationError' } )
    | ( MutationSuccess & { __typename: 'MutationSuccess' } )
  ;
  UndeletePostResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( PostUndeleted & { __typename: 'PostUndeleted' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  UnsubscribeNotificationEmailResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( NotificationEmailUnsubscribed & { __typename: 'NotificationEmailUnsubscribed' } )
  ;
  UpdateProfileResult:
    | ( ProfileRefused & { __typename: 'ProfileRefused' } )
    | ( Omit<ProfileUpdated, 'viewer'> & { viewer: _RefType['Viewer'] } & { __typename: 'ProfileUpdated' } )
  ;
  UpdateStorySettingsResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( StorySettingsSaved & { __typename: 'StorySettingsSaved' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
  ;
  VerifyLoginCodeResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( Token & { __typename: 'Token' } )
    | ( TooManyRequests & { __typename: 'TooManyRequests' } )
  ;
  WriterStatsResult:
    | ( BadRequest & { __typename: 'BadRequest' } )
    | ( Forbidden & { __typename: 'Forbidden' } )
    | ( NotFound & { __typename: 'NotFound' } )
    | ( Unauthorized & { __typename: 'Unauthorized' } )
    | ( Omit<WriterStats, 'stories'> & { stories: Array<_RefType['StoryStatsRow']> } & { __typename: 'WriterStats' } )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountCustomDomain: ResolverTypeWrapper<AccountCustomDomain>;
  AccountResult: ResolverTypeWrapper<Omit<AccountResult, 'settings'> & { settings?: Maybe<ResolversTypes['AccountSettings']> }>;
  AccountSettings: ResolverTypeWrapper<AccountSettingsViewModel>;
  ActiveSession: ResolverTypeWrapper<ActiveSession>;
  AlgoliaOptions: AlgoliaOptions;
  AllOrder: AllOrder;
  AlternateUserBanner: ResolverTypeWrapper<AlternateUserBanner>;
  ApplyForVerificationResult: ResolverTypeWrapper<ApplyForVerificationResult>;
  ArchiveMonth: ResolverTypeWrapper<ArchiveMonth>;
  AudienceDetailPoint: ResolverTypeWrapper<AudienceDetailPoint>;
  AudienceDetails: ResolverTypeWrapper<Omit<AudienceDetails, 'user'> & { user: ResolversTypes['User'] }>;
  AudienceDetailsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AudienceDetailsResult']>;
  AudienceFigures: ResolverTypeWrapper<AudienceFigures>;
  AudiencePoint: ResolverTypeWrapper<AudiencePoint>;
  AudienceStats: ResolverTypeWrapper<Omit<AudienceStats, 'user'> & { user: ResolversTypes['User'] }>;
  AudienceStatsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AudienceStatsResult']>;
  AuthError: ResolverTypeWrapper<AuthError>;
  AuthorNewsletterSettings: ResolverTypeWrapper<AuthorNewsletterSettings>;
  BadRequest: ResolverTypeWrapper<BadRequest>;
  BodyModel: ResolverTypeWrapper<BodyModel>;
  Book: ResolverTypeWrapper<BookRecordModel>;
  BookInput: BookInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuyGiftInput: BuyGiftInput;
  BuyGiftResult: ResolverTypeWrapper<BuyGiftResult>;
  CancelWithReasonResult: ResolverTypeWrapper<Omit<CancelWithReasonResult, 'status'> & { status?: Maybe<ResolversTypes['MembershipStatus']> }>;
  CancellationOffer: ResolverTypeWrapper<CancellationOffer>;
  CancellationOfferResult: ResolverTypeWrapper<CancellationOfferResult>;
  CancellationReason: CancellationReason;
  CardInput: CardInput;
  Catalog: ResolverTypeWrapper<CatalogRecordModel>;
  CatalogClapped: ResolverTypeWrapper<CatalogClapped>;
  CatalogDeleted: ResolverTypeWrapper<CatalogDeleted>;
  CatalogFollowChanged: ResolverTypeWrapper<Omit<CatalogFollowChanged, 'catalog'> & { catalog: ResolversTypes['Catalog'] }>;
  CatalogInput: CatalogInput;
  CatalogItem: ResolverTypeWrapper<CatalogItemViewModel>;
  CatalogItemChanged: ResolverTypeWrapper<Omit<CatalogItemChanged, 'catalog' | 'post'> & { catalog: ResolversTypes['Catalog'], post: ResolversTypes['Post'] }>;
  CatalogItemResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CatalogItemResult']>;
  CatalogItemsPage: ResolverTypeWrapper<Omit<CatalogItemsPage, 'items'> & { items: Array<ResolversTypes['CatalogItem']> }>;
  CatalogResponseVisibilityChanged: ResolverTypeWrapper<Omit<CatalogResponseVisibilityChanged, 'response'> & { response: ResolversTypes['PostResponse'] }>;
  CatalogResponseVisibilityResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CatalogResponseVisibilityResult']>;
  CatalogResponsesLockChanged: ResolverTypeWrapper<Omit<CatalogResponsesLockChanged, 'catalog'> & { catalog: ResolversTypes['Catalog'] }>;
  CatalogResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CatalogResult']>;
  CatalogSaved: ResolverTypeWrapper<Omit<CatalogSaved, 'catalog'> & { catalog: ResolversTypes['Catalog'] }>;
  CatalogType: CatalogType;
  CatalogVisibility: CatalogVisibility;
  CatalogsPage: ResolverTypeWrapper<Omit<CatalogsPage, 'items'> & { items: Array<ResolversTypes['Catalog']> }>;
  Charge: ResolverTypeWrapper<Charge>;
  ClapCatalogInput: ClapCatalogInput;
  ClapCatalogResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClapCatalogResult']>;
  ClapInput: ClapInput;
  ClapResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClapResult']>;
  Clapped: ResolverTypeWrapper<Clapped>;
  Clapper: ResolverTypeWrapper<Omit<Clapper, 'user'> & { user: ResolversTypes['User'] }>;
  ClappersPage: ResolverTypeWrapper<Omit<ClappersPage, 'items' | 'post'> & { items: Array<ResolversTypes['Clapper']>, post: ResolversTypes['Post'] }>;
  ClearReadingHistoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClearReadingHistoryResult']>;
  ClosedMonth: ResolverTypeWrapper<ClosedMonth>;
  CollectionRole: CollectionRole;
  Conflict: ResolverTypeWrapper<Conflict>;
  CreateCatalogInput: CreateCatalogInput;
  CreateDraftInput: CreateDraftInput;
  CreateHighlightResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateHighlightResult']>;
  CreatePublicationInput: CreatePublicationInput;
  CreatedIntegrationToken: ResolverTypeWrapper<CreatedIntegrationToken>;
  CustomDomainName: ResolverTypeWrapper<CustomDomainName>;
  DataExport: ResolverTypeWrapper<DataExport>;
  DeleteCatalogResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteCatalogResult']>;
  DeleteHighlightResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteHighlightResult']>;
  DeletePostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeletePostResult']>;
  DeletedStories: DeletedStories;
  DigestFrequency: DigestFrequency;
  DigestStats: ResolverTypeWrapper<Omit<DigestStats, 'post'> & { post: ResolversTypes['Post'] }>;
  DiscountedMembershipInput: DiscountedMembershipInput;
  DismissedFlag: ResolverTypeWrapper<DismissedFlag>;
  DraftSaved: ResolverTypeWrapper<DraftSaved>;
  EditLandingPageResult: ResolverTypeWrapper<EditLandingPageResult>;
  EditablePost: ResolverTypeWrapper<EditablePost>;
  EditorInbox: ResolverTypeWrapper<EditorInbox>;
  FailedChallenge: ResolverTypeWrapper<FailedChallenge>;
  FeaturableStory: ResolverTypeWrapper<FeaturableStory>;
  FeaturePage: ResolverTypeWrapper<FeaturePageRowModel>;
  FeaturePageInput: FeaturePageInput;
  FeaturePageTag: ResolverTypeWrapper<FeaturePageTag>;
  FeaturedStoriesManager: ResolverTypeWrapper<FeaturedStoriesManager>;
  FeedItem: ResolverTypeWrapper<Omit<FeedItem, 'post'> & { post: ResolversTypes['Post'] }>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FlagValueInput: FlagValueInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowCatalogResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FollowCatalogResult']>;
  FollowGraph: ResolverTypeWrapper<FollowGraph>;
  FollowedEntity: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FollowedEntity']>;
  FollowedEntityConnection: ResolverTypeWrapper<Omit<FollowedEntityConnection, 'edges'> & { edges: Array<ResolversTypes['FollowedEntityEdge']> }>;
  FollowedEntityEdge: ResolverTypeWrapper<Omit<FollowedEntityEdge, 'node'> & { node: ResolversTypes['FollowedEntityNode'] }>;
  FollowedEntityNode: ResolverTypeWrapper<Omit<FollowedEntityNode, 'entity'> & { entity: ResolversTypes['FollowedEntity'] }>;
  FollowingEntityType: FollowingEntityType;
  FollowingFeedSortType: FollowingFeedSortType;
  Forbidden: ResolverTypeWrapper<Forbidden>;
  GiftCheckoutInput: GiftCheckoutInput;
  GiftCheckoutResult: ResolverTypeWrapper<GiftCheckoutResult>;
  GiftCode: ResolverTypeWrapper<GiftCode>;
  GiftCodeResult: ResolverTypeWrapper<GiftCodeResult>;
  GiftCodeStatus: GiftCodeStatus;
  GiftOrder: ResolverTypeWrapper<GiftOrder>;
  GiftProduct: ResolverTypeWrapper<GiftProduct>;
  HeaderColor: ResolverTypeWrapper<HeaderColor>;
  HeaderImage: ResolverTypeWrapper<HeaderImage>;
  HidePostResponseResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['HidePostResponseResult']>;
  Highlight: ResolverTypeWrapper<HighlightRecordModel>;
  HighlightCreated: ResolverTypeWrapper<Omit<HighlightCreated, 'highlight'> & { highlight: ResolversTypes['Highlight'] }>;
  HighlightDeleted: ResolverTypeWrapper<Omit<HighlightDeleted, 'highlight'> & { highlight: ResolversTypes['Highlight'] }>;
  HighlightInput: HighlightInput;
  HighlightsPage: ResolverTypeWrapper<Omit<HighlightsPage, 'items'> & { items: Array<ResolversTypes['Highlight']> }>;
  HostedPageResult: ResolverTypeWrapper<HostedPageResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageMetadata: ResolverTypeWrapper<ImageMetadata>;
  ImageRef: ResolverTypeWrapper<ImageRef>;
  IneligibilityReason: ResolverTypeWrapper<IneligibilityReason>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntegrationToken: ResolverTypeWrapper<IntegrationToken>;
  LandingPage: ResolverTypeWrapper<LandingPage>;
  LedgerEntry: ResolverTypeWrapper<LedgerEntry>;
  LogClientEventsInput: LogClientEventsInput;
  LogResult: ResolverTypeWrapper<LogResult>;
  MarkNotificationsReadResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MarkNotificationsReadResult']>;
  Markup: ResolverTypeWrapper<Markup>;
  MarkupType: MarkupType;
  Membership: ResolverTypeWrapper<Membership>;
  MembershipDiscount: ResolverTypeWrapper<MembershipDiscount>;
  MembershipPlan: ResolverTypeWrapper<MembershipPlan>;
  MembershipPlanV2: ResolverTypeWrapper<MembershipPlanV2>;
  MembershipResult: ResolverTypeWrapper<Omit<MembershipResult, 'status'> & { status?: Maybe<ResolversTypes['MembershipStatus']> }>;
  MembershipStatus: ResolverTypeWrapper<MembershipStatusModel>;
  MembershipTier: MembershipTier;
  MembershipType: MembershipType;
  Money: ResolverTypeWrapper<Money>;
  MoveDirection: MoveDirection;
  MovePostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MovePostResult']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationError: ResolverTypeWrapper<MutationError>;
  MutationSuccess: ResolverTypeWrapper<MutationSuccess>;
  MutedPublicationConnection: ResolverTypeWrapper<Omit<MutedPublicationConnection, 'edges'> & { edges: Array<ResolversTypes['MutedPublicationEdge']> }>;
  MutedPublicationEdge: ResolverTypeWrapper<Omit<MutedPublicationEdge, 'node'> & { node: ResolversTypes['Publication'] }>;
  MutedUserConnection: ResolverTypeWrapper<Omit<MutedUserConnection, 'edges'> & { edges: Array<ResolversTypes['MutedUserEdge']> }>;
  MutedUserEdge: ResolverTypeWrapper<Omit<MutedUserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NavigationItemInput: NavigationItemInput;
  NewsletterConfirmation: ResolverTypeWrapper<NewsletterConfirmation>;
  NewsletterStats: ResolverTypeWrapper<Omit<NewsletterStats, 'issues'> & { issues: Array<ResolversTypes['DigestStats']> }>;
  NewsletterStatsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['NewsletterStatsResult']>;
  NewsletterUndeliveredEmail: ResolverTypeWrapper<NewsletterUndeliveredEmail>;
  NewsletterUnsubscribeLink: ResolverTypeWrapper<NewsletterUnsubscribeLink>;
  NewsletterV3: ResolverTypeWrapper<NewsletterV3>;
  NewsletterV3Type: NewsletterV3Type;
  NewsletterV3User: ResolverTypeWrapper<NewsletterV3User>;
  NewsletterV3ViewerEdge: ResolverTypeWrapper<NewsletterV3ViewerEdge>;
  NotFound: ResolverTypeWrapper<NotFound>;
  Notification: ResolverTypeWrapper<NotificationRecordModel>;
  NotificationEmailUnsubscribed: ResolverTypeWrapper<NotificationEmailUnsubscribed>;
  NotificationKind: NotificationKind;
  NotificationKindSetting: ResolverTypeWrapper<NotificationKindSetting>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['NotificationSettingsResult']>;
  NotificationSettingsSaved: ResolverTypeWrapper<NotificationSettingsSaved>;
  NotificationStatus: ResolverTypeWrapper<NotificationStatus>;
  NotificationUnsubscribe: ResolverTypeWrapper<NotificationUnsubscribe>;
  NotificationsMarkedRead: ResolverTypeWrapper<NotificationsMarkedRead>;
  NotificationsPage: ResolverTypeWrapper<Omit<NotificationsPage, 'items'> & { items: Array<ResolversTypes['Notification']> }>;
  NotificationsTab: NotificationsTab;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Paging: ResolverTypeWrapper<Paging>;
  PagingInfo: ResolverTypeWrapper<PagingInfo>;
  PagingOptions: PagingOptions;
  Paragraph: ResolverTypeWrapper<Paragraph>;
  ParagraphType: ParagraphType;
  PartnerCloseResult: ResolverTypeWrapper<PartnerCloseResult>;
  PartnerProgram: ResolverTypeWrapper<PartnerProgram>;
  PartnerRefundResult: ResolverTypeWrapper<PartnerRefundResult>;
  PartnerResult: ResolverTypeWrapper<PartnerResult>;
  Passkey: ResolverTypeWrapper<Passkey>;
  PasswordLoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PasswordLoginResult']>;
  PaymentConfiguration: ResolverTypeWrapper<PaymentConfiguration>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  Payout: ResolverTypeWrapper<Payout>;
  PayoutAccount: ResolverTypeWrapper<PayoutAccount>;
  PayoutInformationInput: PayoutInformationInput;
  PersonalisedTagFeedMode: PersonalisedTagFeedMode;
  Post: ResolverTypeWrapper<PostSummaryModel>;
  PostContent: ResolverTypeWrapper<PostContent>;
  PostDeleted: ResolverTypeWrapper<PostDeleted>;
  PostFeed: ResolverTypeWrapper<Omit<PostFeed, 'items'> & { items: Array<ResolversTypes['FeedItem']> }>;
  PostLicense: PostLicense;
  PostLifecycleState: PostLifecycleState;
  PostMoved: ResolverTypeWrapper<PostMoved>;
  PostPublished: ResolverTypeWrapper<PostPublished>;
  PostReadRecorded: ResolverTypeWrapper<PostReadRecorded>;
  PostResponse: ResolverTypeWrapper<Omit<PostResponse, 'author' | 'post'> & { author: ResolversTypes['User'], post: ResolversTypes['Post'] }>;
  PostResponsesPage: ResolverTypeWrapper<Omit<PostResponsesPage, 'items' | 'replies'> & { items: Array<ResolversTypes['PostResponse']>, replies: Array<ResolversTypes['PostResponse']> }>;
  PostStats: ResolverTypeWrapper<Omit<PostStats, 'post'> & { post: ResolversTypes['Post'] }>;
  PostStatsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PostStatsResult']>;
  PostUndeleted: ResolverTypeWrapper<PostUndeleted>;
  PostVisibility: PostVisibility;
  PredefinedCatalogType: PredefinedCatalogType;
  PreviousStatsPeriod: ResolverTypeWrapper<PreviousStatsPeriod>;
  PriceOffer: ResolverTypeWrapper<PriceOffer>;
  ProfileInformationInput: ProfileInformationInput;
  ProfileInformationResult: ResolverTypeWrapper<Omit<ProfileInformationResult, 'settings'> & { settings?: Maybe<ResolversTypes['AccountSettings']> }>;
  ProfileRefused: ResolverTypeWrapper<ProfileRefused>;
  ProfileUpdated: ResolverTypeWrapper<Omit<ProfileUpdated, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  Publication: ResolverTypeWrapper<PublicationModel>;
  PublicationAboutInput: PublicationAboutInput;
  PublicationConnection: ResolverTypeWrapper<Omit<PublicationConnection, 'edges'> & { edges: Array<ResolversTypes['PublicationEdge']> }>;
  PublicationContent: ResolverTypeWrapper<PublicationContent>;
  PublicationContentCounts: ResolverTypeWrapper<PublicationContentCounts>;
  PublicationContentStory: ResolverTypeWrapper<PublicationContentStory>;
  PublicationContentTab: PublicationContentTab;
  PublicationCustomDomain: ResolverTypeWrapper<PublicationCustomDomain>;
  PublicationDigestStats: ResolverTypeWrapper<Omit<PublicationDigestStats, 'digests' | 'publication'> & { digests: Array<ResolversTypes['DigestStats']>, publication: ResolversTypes['Publication'] }>;
  PublicationDigestStatsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublicationDigestStatsResult']>;
  PublicationEdge: ResolverTypeWrapper<Omit<PublicationEdge, 'node'> & { node: ResolversTypes['Publication'] }>;
  PublicationEditor: ResolverTypeWrapper<PublicationEditorModel>;
  PublicationHeader: ResolverTypeWrapper<PublicationHeader>;
  PublicationHomepage: ResolverTypeWrapper<PublicationModel>;
  PublicationInfoInput: PublicationInfoInput;
  PublicationInvitation: ResolverTypeWrapper<PublicationInvitation>;
  PublicationMember: ResolverTypeWrapper<PublicationMember>;
  PublicationNewsletterInput: PublicationNewsletterInput;
  PublicationNewsletterSettings: ResolverTypeWrapper<PublicationNewsletterSettings>;
  PublicationPeople: ResolverTypeWrapper<PublicationPeople>;
  PublicationRef: PublicationRef;
  PublicationSection: ResolverTypeWrapper<PublicationSectionModel>;
  PublicationSectionInput: PublicationSectionInput;
  PublicationSectionLayout: PublicationSectionLayout;
  PublicationSectionType: PublicationSectionType;
  PublicationSettings: ResolverTypeWrapper<PublicationSettingsModel>;
  PublicationStats: ResolverTypeWrapper<Omit<PublicationStats, 'publication' | 'stories'> & { publication: ResolversTypes['Publication'], stories: Array<ResolversTypes['StoryStatsRow']> }>;
  PublicationStatsOverview: ResolverTypeWrapper<Omit<PublicationStatsOverview, 'publication' | 'writers'> & { publication: ResolversTypes['Publication'], writers: Array<ResolversTypes['WriterStatsRow']> }>;
  PublicationStatsOverviewResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublicationStatsOverviewResult']>;
  PublicationStatsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublicationStatsResult']>;
  PublicationStoryAction: PublicationStoryAction;
  PublicationStoryActionButton: ResolverTypeWrapper<PublicationStoryActionButton>;
  PublicationViewerEdge: ResolverTypeWrapper<PublicationViewerEdge>;
  PublishPostInput: PublishPostInput;
  PublishPostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublishPostResult']>;
  PublishResponseInput: PublishResponseInput;
  PublishResponseResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublishResponseResult']>;
  PublishTarget: ResolverTypeWrapper<PublishTarget>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimited: ResolverTypeWrapper<RateLimited>;
  ReadingHistoryCleared: ResolverTypeWrapper<ReadingHistoryCleared>;
  ReadingHistoryEntryChanged: ResolverTypeWrapper<ReadingHistoryEntryChanged>;
  ReadingHistoryEntryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReadingHistoryEntryResult']>;
  ReadingHistoryItem: ResolverTypeWrapper<ReadingHistoryEntryModel>;
  ReadingHistoryPage: ResolverTypeWrapper<Omit<ReadingHistoryPage, 'items'> & { items: Array<ResolversTypes['ReadingHistoryItem']> }>;
  ReadingHistoryPauseSet: ResolverTypeWrapper<ReadingHistoryPauseSet>;
  ReadingListFilter: ReadingListFilter;
  Receipt: ResolverTypeWrapper<Receipt>;
  RecommendationSignal: ResolverTypeWrapper<Omit<RecommendationSignal, 'post'> & { post: ResolversTypes['Post'] }>;
  RecommendationSignalResult: ResolverTypeWrapper<Omit<RecommendationSignalResult, 'post'> & { post: ResolversTypes['Post'] }>;
  RecordPostReadResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RecordPostReadResult']>;
  RedeemGiftResult: ResolverTypeWrapper<Omit<RedeemGiftResult, 'status'> & { status?: Maybe<ResolversTypes['MembershipStatus']> }>;
  ResponsePublished: ResolverTypeWrapper<Omit<ResponsePublished, 'response'> & { response: ResolversTypes['PostResponse'] }>;
  ResponseStats: ResolverTypeWrapper<Omit<ResponseStats, 'responses'> & { responses: Array<ResolversTypes['StoryStatsRow']> }>;
  ResponseStatsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ResponseStatsResult']>;
  ResponseVisibilityChanged: ResolverTypeWrapper<Omit<ResponseVisibilityChanged, 'response'> & { response: ResolversTypes['PostResponse'] }>;
  ResponsesLockChanged: ResolverTypeWrapper<Omit<ResponsesLockChanged, 'post'> & { post: ResolversTypes['Post'] }>;
  ResponsesPaging: ResponsesPaging;
  ResponsesSortType: ResponsesSortType;
  SaveDraftInput: SaveDraftInput;
  SaveDraftResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveDraftResult']>;
  SearchCollectionHit: ResolverTypeWrapper<CollectionHitModel>;
  SearchCollectionResults: ResolverTypeWrapper<Omit<SearchCollectionResults, 'hits'> & { hits: Array<ResolversTypes['SearchCollectionHit']> }>;
  SearchIndex: SearchIndex;
  SearchIndexRequest: SearchIndexRequest;
  SearchPaging: SearchPaging;
  SearchPostHit: ResolverTypeWrapper<PostHitModel>;
  SearchPostResults: ResolverTypeWrapper<Omit<SearchPostResults, 'hits'> & { hits: Array<ResolversTypes['SearchPostHit']> }>;
  SearchResults: ResolverTypeWrapper<Omit<SearchResults, 'collections' | 'posts' | 'tags' | 'users'> & { collections?: Maybe<ResolversTypes['SearchCollectionResults']>, posts?: Maybe<ResolversTypes['SearchPostResults']>, tags?: Maybe<ResolversTypes['SearchTagResults']>, users?: Maybe<ResolversTypes['SearchUserResults']> }>;
  SearchStatus: SearchStatus;
  SearchTagHit: ResolverTypeWrapper<TagHitModel>;
  SearchTagResults: ResolverTypeWrapper<Omit<SearchTagResults, 'hits'> & { hits: Array<ResolversTypes['SearchTagHit']> }>;
  SearchUserHit: ResolverTypeWrapper<UserHitModel>;
  SearchUserResults: ResolverTypeWrapper<Omit<SearchUserResults, 'hits'> & { hits: Array<ResolversTypes['SearchUserHit']> }>;
  SectionSetting: ResolverTypeWrapper<SectionSetting>;
  SecuritySettings: ResolverTypeWrapper<SecuritySettings>;
  SendAcctAuthEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendAcctAuthEmailResult']>;
  SeoMetaTags: ResolverTypeWrapper<SeoMetaTags>;
  Series: ResolverTypeWrapper<SeriesRecordModel>;
  SeriesInput: SeriesInput;
  SetCatalogResponsesLockedResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetCatalogResponsesLockedResult']>;
  SetReadingHistoryPausedResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetReadingHistoryPausedResult']>;
  SetResponsesLockedResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetResponsesLockedResult']>;
  SignInConnection: ResolverTypeWrapper<SignInConnection>;
  SignalAction: SignalAction;
  SocialStats: ResolverTypeWrapper<SocialStats>;
  StaffPublication: ResolverTypeWrapper<StaffPublication>;
  StartMembershipInput: StartMembershipInput;
  StatsWindow: ResolverTypeWrapper<StatsWindow>;
  StoriesCounts: ResolverTypeWrapper<StoriesCounts>;
  StoriesPage: ResolverTypeWrapper<StoriesPage>;
  StoriesTab: StoriesTab;
  StoryEarning: ResolverTypeWrapper<StoryEarning>;
  StoryEnd: ResolverTypeWrapper<Omit<StoryEnd, 'moreFromPublication' | 'moreFromWriter'> & { moreFromPublication: Array<ResolversTypes['Post']>, moreFromWriter: Array<ResolversTypes['Post']> }>;
  StoryFigures: ResolverTypeWrapper<StoryFigures>;
  StoryFiguresPoint: ResolverTypeWrapper<StoryFiguresPoint>;
  StoryItem: ResolverTypeWrapper<StoryItem>;
  StorySettings: ResolverTypeWrapper<StorySettings>;
  StorySettingsInput: StorySettingsInput;
  StorySettingsSaved: ResolverTypeWrapper<StorySettingsSaved>;
  StoryStatsRow: ResolverTypeWrapper<Omit<StoryStatsRow, 'post'> & { post: ResolversTypes['Post'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Submission: ResolverTypeWrapper<Submission>;
  SubmissionAction: SubmissionAction;
  SubmissionActionButton: ResolverTypeWrapper<SubmissionActionButton>;
  SubmissionStatus: SubmissionStatus;
  SubmissionTargets: ResolverTypeWrapper<SubmissionTargets>;
  Subpage: ResolverTypeWrapper<SubpageRowModel>;
  SubpageInput: SubpageInput;
  SusiMethod: ResolverTypeWrapper<SusiMethod>;
  SwitchPlanSchedule: ResolverTypeWrapper<SwitchPlanSchedule>;
  Tag: ResolverTypeWrapper<TagModel>;
  TagWriter: ResolverTypeWrapper<TagWriterModel>;
  TagWriterPage: ResolverTypeWrapper<Omit<TagWriterPage, 'items'> & { items: Array<ResolversTypes['TagWriter']> }>;
  Token: ResolverTypeWrapper<Token>;
  TooManyRequests: ResolverTypeWrapper<TooManyRequests>;
  TopHighlight: ResolverTypeWrapper<TopHighlight>;
  TopWriterAward: ResolverTypeWrapper<Omit<TopWriterAward, 'tag'> & { tag: ResolversTypes['Tag'] }>;
  Topic: ResolverTypeWrapper<TopicModel>;
  TrafficSourceViews: ResolverTypeWrapper<TrafficSourceViews>;
  TwoFactorEnrollment: ResolverTypeWrapper<TwoFactorEnrollment>;
  TwoFactorRequired: ResolverTypeWrapper<TwoFactorRequired>;
  Unauthorized: ResolverTypeWrapper<Unauthorized>;
  UncancelMembershipInput: UncancelMembershipInput;
  UncancelMembershipResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UncancelMembershipResult']>;
  UndeletePostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UndeletePostResult']>;
  UnsubscribeNotificationEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UnsubscribeNotificationEmailResult']>;
  UpdateProfileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateProfileResult']>;
  UpdateStorySettingsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateStorySettingsResult']>;
  User: ResolverTypeWrapper<UserModel>;
  UserAbout: ResolverTypeWrapper<UserAbout>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  UserCustomDomainState: ResolverTypeWrapper<UserCustomDomainState>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  UserViewerEdge: ResolverTypeWrapper<UserViewerEdge>;
  VariantFlag: ResolverTypeWrapper<VariantFlag>;
  VariantFlagValueType: VariantFlagValueType;
  VerificationRequest: ResolverTypeWrapper<VerificationRequest>;
  VerifyLoginCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifyLoginCodeResult']>;
  Viewer: ResolverTypeWrapper<UserModel>;
  ViewerEdge: ResolverTypeWrapper<UserModel>;
  ViewerPublication: ResolverTypeWrapper<ViewerPublication>;
  WriterStats: ResolverTypeWrapper<Omit<WriterStats, 'stories'> & { stories: Array<ResolversTypes['StoryStatsRow']> }>;
  WriterStatsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['WriterStatsResult']>;
  WriterStatsRow: ResolverTypeWrapper<Omit<WriterStatsRow, 'user'> & { user: ResolversTypes['User'] }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountCustomDomain: AccountCustomDomain;
  AccountResult: Omit<AccountResult, 'settings'> & { settings?: Maybe<ResolversParentTypes['AccountSettings']> };
  AccountSettings: AccountSettingsViewModel;
  ActiveSession: ActiveSession;
  AlgoliaOptions: AlgoliaOptions;
  AlternateUserBanner: AlternateUserBanner;
  ApplyForVerificationResult: ApplyForVerificationResult;
  ArchiveMonth: ArchiveMonth;
  AudienceDetailPoint: AudienceDetailPoint;
  AudienceDetails: Omit<AudienceDetails, 'user'> & { user: ResolversParentTypes['User'] };
  AudienceDetailsResult: ResolversUnionTypes<ResolversParentTypes>['AudienceDetailsResult'];
  AudienceFigures: AudienceFigures;
  AudiencePoint: AudiencePoint;
  AudienceStats: Omit<AudienceStats, 'user'> & { user: ResolversParentTypes['User'] };
  AudienceStatsResult: ResolversUnionTypes<ResolversParentTypes>['AudienceStatsResult'];
  AuthError: AuthError;
  AuthorNewsletterSettings: AuthorNewsletterSettings;
  BadRequest: BadRequest;
  BodyModel: BodyModel;
  Book: BookRecordModel;
  BookInput: BookInput;
  Boolean: Scalars['Boolean']['output'];
  BuyGiftInput: BuyGiftInput;
  BuyGiftResult: BuyGiftResult;
  CancelWithReasonResult: Omit<CancelWithReasonResult, 'status'> & { status?: Maybe<ResolversParentTypes['MembershipStatus']> };
  CancellationOffer: CancellationOffer;
  CancellationOfferResult: CancellationOfferResult;
  CardInput: CardInput;
  Catalog: CatalogRecordModel;
  CatalogClapped: CatalogClapped;
  CatalogDeleted: CatalogDeleted;
  CatalogFollowChanged: Omit<CatalogFollowChanged, 'catalog'> & { catalog: ResolversParentTypes['Catalog'] };
  CatalogInput: CatalogInput;
  CatalogItem: CatalogItemViewModel;
  CatalogItemChanged: Omit<CatalogItemChanged, 'catalog' | 'post'> & { catalog: ResolversParentTypes['Catalog'], post: ResolversParentTypes['Post'] };
  CatalogItemResult: ResolversUnionTypes<ResolversParentTypes>['CatalogItemResult'];
  CatalogItemsPage: Omit<CatalogItemsPage, 'items'> & { items: Array<ResolversParentTypes['CatalogItem']> };
  CatalogResponseVisibilityChanged: Omit<CatalogResponseVisibilityChanged, 'response'> & { response: ResolversParentTypes['PostResponse'] };
  CatalogResponseVisibilityResult: ResolversUnionTypes<ResolversParentTypes>['CatalogResponseVisibilityResult'];
  CatalogResponsesLockChanged: Omit<CatalogResponsesLockChanged, 'catalog'> & { catalog: ResolversParentTypes['Catalog'] };
  CatalogResult: ResolversUnionTypes<ResolversParentTypes>['CatalogResult'];
  CatalogSaved: Omit<CatalogSaved, 'catalog'> & { catalog: ResolversParentTypes['Catalog'] };
  CatalogsPage: Omit<CatalogsPage, 'items'> & { items: Array<ResolversParentTypes['Catalog']> };
  Charge: Charge;
  ClapCatalogInput: ClapCatalogInput;
  ClapCatalogResult: ResolversUnionTypes<ResolversParentTypes>['ClapCatalogResult'];
  ClapInput: ClapInput;
  ClapResult: ResolversUnionTypes<ResolversParentTypes>['ClapResult'];
  Clapped: Clapped;
  Clapper: Omit<Clapper, 'user'> & { user: ResolversParentTypes['User'] };
  ClappersPage: Omit<ClappersPage, 'items' | 'post'> & { items: Array<ResolversParentTypes['Clapper']>, post: ResolversParentTypes['Post'] };
  ClearReadingHistoryResult: ResolversUnionTypes<ResolversParentTypes>['ClearReadingHistoryResult'];
  ClosedMonth: ClosedMonth;
  Conflict: Conflict;
  CreateCatalogInput: CreateCatalogInput;
  CreateDraftInput: CreateDraftInput;
  CreateHighlightResult: ResolversUnionTypes<ResolversParentTypes>['CreateHighlightResult'];
  CreatePublicationInput: CreatePublicationInput;
  CreatedIntegrationToken: CreatedIntegrationToken;
  CustomDomainName: CustomDomainName;
  DataExport: DataExport;
  DeleteCatalogResult: ResolversUnionTypes<ResolversParentTypes>['DeleteCatalogResult'];
  DeleteHighlightResult: ResolversUnionTypes<ResolversParentTypes>['DeleteHighlightResult'];
  DeletePostResult: ResolversUnionTypes<ResolversParentTypes>['DeletePostResult'];
  DigestStats: Omit<DigestStats, 'post'> & { post: ResolversParentTypes['Post'] };
  DiscountedMembershipInput: DiscountedMembershipInput;
  DismissedFlag: DismissedFlag;
  DraftSaved: DraftSaved;
  EditLandingPageResult: EditLandingPageResult;
  EditablePost: EditablePost;
  EditorInbox: EditorInbox;
  FailedChallenge: FailedChallenge;
  FeaturableStory: FeaturableStory;
  FeaturePage: FeaturePageRowModel;
  FeaturePageInput: FeaturePageInput;
  FeaturePageTag: FeaturePageTag;
  FeaturedStoriesManager: FeaturedStoriesManager;
  FeedItem: Omit<FeedItem, 'post'> & { post: ResolversParentTypes['Post'] };
  FieldError: FieldError;
  FlagValueInput: FlagValueInput;
  Float: Scalars['Float']['output'];
  FollowCatalogResult: ResolversUnionTypes<ResolversParentTypes>['FollowCatalogResult'];
  FollowGraph: FollowGraph;
  FollowedEntity: ResolversUnionTypes<ResolversParentTypes>['FollowedEntity'];
  FollowedEntityConnection: Omit<FollowedEntityConnection, 'edges'> & { edges: Array<ResolversParentTypes['FollowedEntityEdge']> };
  FollowedEntityEdge: Omit<FollowedEntityEdge, 'node'> & { node: ResolversParentTypes['FollowedEntityNode'] };
  FollowedEntityNode: Omit<FollowedEntityNode, 'entity'> & { entity: ResolversParentTypes['FollowedEntity'] };
  Forbidden: Forbidden;
  GiftCheckoutInput: GiftCheckoutInput;
  GiftCheckoutResult: GiftCheckoutResult;
  GiftCode: GiftCode;
  GiftCodeResult: GiftCodeResult;
  GiftOrder: GiftOrder;
  GiftProduct: GiftProduct;
  HeaderColor: HeaderColor;
  HeaderImage: HeaderImage;
  HidePostResponseResult: ResolversUnionTypes<ResolversParentTypes>['HidePostResponseResult'];
  Highlight: HighlightRecordModel;
  HighlightCreated: Omit<HighlightCreated, 'highlight'> & { highlight: ResolversParentTypes['Highlight'] };
  HighlightDeleted: Omit<HighlightDeleted, 'highlight'> & { highlight: ResolversParentTypes['Highlight'] };
  HighlightInput: HighlightInput;
  HighlightsPage: Omit<HighlightsPage, 'items'> & { items: Array<ResolversParentTypes['Highlight']> };
  HostedPageResult: HostedPageResult;
  ID: Scalars['ID']['output'];
  ImageMetadata: ImageMetadata;
  ImageRef: ImageRef;
  IneligibilityReason: IneligibilityReason;
  Int: Scalars['Int']['output'];
  IntegrationToken: IntegrationToken;
  LandingPage: LandingPage;
  LedgerEntry: LedgerEntry;
  LogClientEventsInput: LogClientEventsInput;
  LogResult: LogResult;
  MarkNotificationsReadResult: ResolversUnionTypes<ResolversParentTypes>['MarkNotificationsReadResult'];
  Markup: Markup;
  Membership: Membership;
  MembershipDiscount: MembershipDiscount;
  MembershipPlan: MembershipPlan;
  MembershipPlanV2: MembershipPlanV2;
  MembershipResult: Omit<MembershipResult, 'status'> & { status?: Maybe<ResolversParentTypes['MembershipStatus']> };
  MembershipStatus: MembershipStatusModel;
  Money: Money;
  MovePostResult: ResolversUnionTypes<ResolversParentTypes>['MovePostResult'];
  Mutation: Record<PropertyKey, never>;
  MutationError: MutationError;
  MutationSuccess: MutationSuccess;
  MutedPublicationConnection: Omit<MutedPublicationConnection, 'edges'> & { edges: Array<ResolversParentTypes['MutedPublicationEdge']> };
  MutedPublicationEdge: Omit<MutedPublicationEdge, 'node'> & { node: ResolversParentTypes['Publication'] };
  MutedUserConnection: Omit<MutedUserConnection, 'edges'> & { edges: Array<ResolversParentTypes['MutedUserEdge']> };
  MutedUserEdge: Omit<MutedUserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  NavigationItem: NavigationItem;
  NavigationItemInput: NavigationItemInput;
  NewsletterConfirmation: NewsletterConfirmation;
  NewsletterStats: Omit<NewsletterStats, 'issues'> & { issues: Array<ResolversParentTypes['DigestStats']> };
  NewsletterStatsResult: ResolversUnionTypes<ResolversParentTypes>['NewsletterStatsResult'];
  NewsletterUndeliveredEmail: NewsletterUndeliveredEmail;
  NewsletterUnsubscribeLink: NewsletterUnsubscribeLink;
  NewsletterV3: NewsletterV3;
  NewsletterV3User: NewsletterV3User;
  NewsletterV3ViewerEdge: NewsletterV3ViewerEdge;
  NotFound: NotFound;
  Notification: NotificationRecordModel;
  NotificationEmailUnsubscribed: NotificationEmailUnsubscribed;
  NotificationKindSetting: NotificationKindSetting;
  NotificationSettings: NotificationSettings;
  NotificationSettingsResult: ResolversUnionTypes<ResolversParentTypes>['NotificationSettingsResult'];
  NotificationSettingsSaved: NotificationSettingsSaved;
  NotificationStatus: NotificationStatus;
  NotificationUnsubscribe: NotificationUnsubscribe;
  NotificationsMarkedRead: NotificationsMarkedRead;
  NotificationsPage: Omit<NotificationsPage, 'items'> & { items: Array<ResolversParentTypes['Notification']> };
  PageInfo: PageInfo;
  Paging: Paging;
  PagingInfo: PagingInfo;
  PagingOptions: PagingOptions;
  Paragraph: Paragraph;
  PartnerCloseResult: PartnerCloseResult;
  PartnerProgram: PartnerProgram;
  PartnerRefundResult: PartnerRefundResult;
  PartnerResult: PartnerResult;
  Passkey: Passkey;
  PasswordLoginResult: ResolversUnionTypes<ResolversParentTypes>['PasswordLoginResult'];
  PaymentConfiguration: PaymentConfiguration;
  PaymentMethod: PaymentMethod;
  Payout: Payout;
  PayoutAccount: PayoutAccount;
  PayoutInformationInput: PayoutInformationInput;
  Post: PostSummaryModel;
  PostContent: PostContent;
  PostDeleted: PostDeleted;
  PostFeed: Omit<PostFeed, 'items'> & { items: Array<ResolversParentTypes['FeedItem']> };
  PostMoved: PostMoved;
  PostPublished: PostPublished;
  PostReadRecorded: PostReadRecorded;
  PostResponse: Omit<PostResponse, 'author' | 'post'> & { author: ResolversParentTypes['User'], post: ResolversParentTypes['Post'] };
  PostResponsesPage: Omit<PostResponsesPage, 'items' | 'replies'> & { items: Array<ResolversParentTypes['PostResponse']>, replies: Array<ResolversParentTypes['PostResponse']> };
  PostStats: Omit<PostStats, 'post'> & { post: ResolversParentTypes['Post'] };
  PostStatsResult: ResolversUnionTypes<ResolversParentTypes>['PostStatsResult'];
  PostUndeleted: PostUndeleted;
  PreviousStatsPeriod: PreviousStatsPeriod;
  PriceOffer: PriceOffer;
  ProfileInformationInput: ProfileInformationInput;
  ProfileInformationResult: Omit<ProfileInformationResult, 'settings'> & { settings?: Maybe<ResolversParentTypes['AccountSettings']> };
  ProfileRefused: ProfileRefused;
  ProfileUpdated: Omit<ProfileUpdated, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  Publication: PublicationModel;
  PublicationAboutInput: PublicationAboutInput;
  PublicationConnection: Omit<PublicationConnection, 'edges'> & { edges: Array<ResolversParentTypes['PublicationEdge']> };
  PublicationContent: PublicationContent;
  PublicationContentCounts: PublicationContentCounts;
  PublicationContentStory: PublicationContentStory;
  PublicationCustomDomain: PublicationCustomDomain;
  PublicationDigestStats: Omit<PublicationDigestStats, 'digests' | 'publication'> & { digests: Array<ResolversParentTypes['DigestStats']>, publication: ResolversParentTypes['Publication'] };
  PublicationDigestStatsResult: ResolversUnionTypes<ResolversParentTypes>['PublicationDigestStatsResult'];
  PublicationEdge: Omit<PublicationEdge, 'node'> & { node: ResolversParentTypes['Publication'] };
  PublicationEditor: PublicationEditorModel;
  PublicationHeader: PublicationHeader;
  PublicationHomepage: PublicationModel;
  PublicationInfoInput: PublicationInfoInput;
  PublicationInvitation: PublicationInvitation;
  PublicationMember: PublicationMember;
  PublicationNewsletterInput: PublicationNewsletterInput;
  PublicationNewsletterSettings: PublicationNewsletterSettings;
  PublicationPeople: PublicationPeople;
  PublicationRef: PublicationRef;
  PublicationSection: PublicationSectionModel;
  PublicationSectionInput: PublicationSectionInput;
  PublicationSettings: PublicationSettingsModel;
  PublicationStats: Omit<PublicationStats, 'publication' | 'stories'> & { publication: ResolversParentTypes['Publication'], stories: Array<ResolversParentTypes['StoryStatsRow']> };
  PublicationStatsOverview: Omit<PublicationStatsOverview, 'publication' | 'writers'> & { publication: ResolversParentTypes['Publication'], writers: Array<ResolversParentTypes['WriterStatsRow']> };
  PublicationStatsOverviewResult: ResolversUnionTypes<ResolversParentTypes>['PublicationStatsOverviewResult'];
  PublicationStatsResult: ResolversUnionTypes<ResolversParentTypes>['PublicationStatsResult'];
  PublicationStoryActionButton: PublicationStoryActionButton;
  PublicationViewerEdge: PublicationViewerEdge;
  PublishPostInput: PublishPostInput;
  PublishPostResult: ResolversUnionTypes<ResolversParentTypes>['PublishPostResult'];
  PublishResponseInput: PublishResponseInput;
  PublishResponseResult: ResolversUnionTypes<ResolversParentTypes>['PublishResponseResult'];
  PublishTarget: PublishTarget;
  Query: Record<PropertyKey, never>;
  RateLimited: RateLimited;
  ReadingHistoryCleared: ReadingHistoryCleared;
  ReadingHistoryEntryChanged: ReadingHistoryEntryChanged;
  ReadingHistoryEntryResult: ResolversUnionTypes<ResolversParentTypes>['ReadingHistoryEntryResult'];
  ReadingHistoryItem: ReadingHistoryEntryModel;
  ReadingHistoryPage: Omit<ReadingHistoryPage, 'items'> & { items: Array<ResolversParentTypes['ReadingHistoryItem']> };
  ReadingHistoryPauseSet: ReadingHistoryPauseSet;
  Receipt: Receipt;
  RecommendationSignal: Omit<RecommendationSignal, 'post'> & { post: ResolversParentTypes['Post'] };
  RecommendationSignalResult: Omit<RecommendationSignalResult, 'post'> & { post: ResolversParentTypes['Post'] };
  RecordPostReadResult: ResolversUnionTypes<ResolversParentTypes>['RecordPostReadResult'];
  RedeemGiftResult: Omit<RedeemGiftResult, 'status'> & { status?: Maybe<ResolversParentTypes['MembershipStatus']> };
  ResponsePublished: Omit<ResponsePublished, 'response'> & { response: ResolversParentTypes['PostResponse'] };
  ResponseStats: Omit<ResponseStats, 'responses'> & { responses: Array<ResolversParentTypes['StoryStatsRow']> };
  ResponseStatsResult: ResolversUnionTypes<ResolversParentTypes>['ResponseStatsResult'];
  ResponseVisibilityChanged: Omit<ResponseVisibilityChanged, 'response'> & { response: ResolversParentTypes['PostResponse'] };
  ResponsesLockChanged: Omit<ResponsesLockChanged, 'post'> & { post: ResolversParentTypes['Post'] };
  ResponsesPaging: ResponsesPaging;
  SaveDraftInput: SaveDraftInput;
  SaveDraftResult: ResolversUnionTypes<ResolversParentTypes>['SaveDraftResult'];
  SearchCollectionHit: CollectionHitModel;
  SearchCollectionResults: Omit<SearchCollectionResults, 'hits'> & { hits: Array<ResolversParentTypes['SearchCollectionHit']> };
  SearchIndexRequest: SearchIndexRequest;
  SearchPaging: SearchPaging;
  SearchPostHit: PostHitModel;
  SearchPostResults: Omit<SearchPostResults, 'hits'> & { hits: Array<ResolversParentTypes['SearchPostHit']> };
  SearchResults: Omit<SearchResults, 'collections' | 'posts' | 'tags' | 'users'> & { collections?: Maybe<ResolversParentTypes['SearchCollectionResults']>, posts?: Maybe<ResolversParentTypes['SearchPostResults']>, tags?: Maybe<ResolversParentTypes['SearchTagResults']>, users?: Maybe<ResolversParentTypes['SearchUserResults']> };
  SearchTagHit: TagHitModel;
  SearchTagResults: Omit<SearchTagResults, 'hits'> & { hits: Array<ResolversParentTypes['SearchTagHit']> };
  SearchUserHit: UserHitModel;
  SearchUserResults: Omit<SearchUserResults, 'hits'> & { hits: Array<ResolversParentTypes['SearchUserHit']> };
  SectionSetting: SectionSetting;
  SecuritySettings: SecuritySettings;
  SendAcctAuthEmailResult: ResolversUnionTypes<ResolversParentTypes>['SendAcctAuthEmailResult'];
  SeoMetaTags: SeoMetaTags;
  Series: SeriesRecordModel;
  SeriesInput: SeriesInput;
  SetCatalogResponsesLockedResult: ResolversUnionTypes<ResolversParentTypes>['SetCatalogResponsesLockedResult'];
  SetReadingHistoryPausedResult: ResolversUnionTypes<ResolversParentTypes>['SetReadingHistoryPausedResult'];
  SetResponsesLockedResult: ResolversUnionTypes<ResolversParentTypes>['SetResponsesLockedResult'];
  SignInConnection: SignInConnection;
  SocialStats: SocialStats;
  StaffPublication: StaffPublication;
  StartMembershipInput: StartMembershipInput;
  StatsWindow: StatsWindow;
  StoriesCounts: StoriesCounts;
  StoriesPage: StoriesPage;
  StoryEarning: StoryEarning;
  StoryEnd: Omit<StoryEnd, 'moreFromPublication' | 'moreFromWriter'> & { moreFromPublication: Array<ResolversParentTypes['Post']>, moreFromWriter: Array<ResolversParentTypes['Post']> };
  StoryFigures: StoryFigures;
  StoryFiguresPoint: StoryFiguresPoint;
  StoryItem: StoryItem;
  StorySettings: StorySettings;
  StorySettingsInput: StorySettingsInput;
  StorySettingsSaved: StorySettingsSaved;
  StoryStatsRow: Omit<StoryStatsRow, 'post'> & { post: ResolversParentTypes['Post'] };
  String: Scalars['String']['output'];
  Submission: Submission;
  SubmissionActionButton: SubmissionActionButton;
  SubmissionTargets: SubmissionTargets;
  Subpage: SubpageRowModel;
  SubpageInput: SubpageInput;
  SusiMethod: SusiMethod;
  SwitchPlanSchedule: SwitchPlanSchedule;
  Tag: TagModel;
  TagWriter: TagWriterModel;
  TagWriterPage: Omit<TagWriterPage, 'items'> & { items: Array<ResolversParentTypes['TagWriter']> };
  Token: Token;
  TooManyRequests: TooManyRequests;
  TopHighlight: TopHighlight;
  TopWriterAward: Omit<TopWriterAward, 'tag'> & { tag: ResolversParentTypes['Tag'] };
  Topic: TopicModel;
  TrafficSourceViews: TrafficSourceViews;
  TwoFactorEnrollment: TwoFactorEnrollment;
  TwoFactorRequired: TwoFactorRequired;
  Unauthorized: Unauthorized;
  UncancelMembershipInput: UncancelMembershipInput;
  UncancelMembershipResult: ResolversUnionTypes<ResolversParentTypes>['UncancelMembershipResult'];
  UndeletePostResult: ResolversUnionTypes<ResolversParentTypes>['UndeletePostResult'];
  UnsubscribeNotificationEmailResult: ResolversUnionTypes<ResolversParentTypes>['UnsubscribeNotificationEmailResult'];
  UpdateProfileResult: ResolversUnionTypes<ResolversParentTypes>['UpdateProfileResult'];
  UpdateStorySettingsResult: ResolversUnionTypes<ResolversParentTypes>['UpdateStorySettingsResult'];
  User: UserModel;
  UserAbout: UserAbout;
  UserConnection: Omit<UserConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  UserCustomDomainState: UserCustomDomainState;
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  UserViewerEdge: UserViewerEdge;
  VariantFlag: VariantFlag;
  VerificationRequest: VerificationRequest;
  VerifyLoginCodeResult: ResolversUnionTypes<ResolversParentTypes>['VerifyLoginCodeResult'];
  Viewer: UserModel;
  ViewerEdge: UserModel;
  ViewerPublication: ViewerPublication;
  WriterStats: Omit<WriterStats, 'stories'> & { stories: Array<ResolversParentTypes['StoryStatsRow']> };
  WriterStatsResult: ResolversUnionTypes<ResolversParentTypes>['WriterStatsResult'];
  WriterStatsRow: Omit<WriterStatsRow, 'user'> & { user: ResolversParentTypes['User'] };
};

export type AccountCustomDomainResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountCustomDomain'] = ResolversParentTypes['AccountCustomDomain']> = {
  live?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountResult'] = ResolversParentTypes['AccountResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['AccountSettings']>, ParentType, ContextType>;
};

export type AccountSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountSettings'] = ResolversParentTypes['AccountSettings']> = {
  allowEmailAddressSharingEditorWriter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customDomain?: Resolver<ResolversTypes['AccountCustomDomain'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latestExport?: Resolver<Maybe<ResolversTypes['DataExport']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletter?: Resolver<Maybe<ResolversTypes['AuthorNewsletterSettings']>, ParentType, ContextType>;
  pronouns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['StaffPublication']>, ParentType, ContextType>;
  tippingLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unverifiedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActiveSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActiveSession'] = ResolversParentTypes['ActiveSession']> = {
  browser?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AlternateUserBannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlternateUserBanner'] = ResolversParentTypes['AlternateUserBanner']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redactedEmailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApplyForVerificationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplyForVerificationResult'] = ResolversParentTypes['ApplyForVerificationResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ArchiveMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArchiveMonth'] = ResolversParentTypes['ArchiveMonth']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceDetailPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceDetailPoint'] = ResolversParentTypes['AudienceDetailPoint']> = {
  bucket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gained?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceDetails'] = ResolversParentTypes['AudienceDetails']> = {
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gained?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  now?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['AudienceDetailPoint']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['StatsWindow'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AudienceDetailsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceDetailsResult'] = ResolversParentTypes['AudienceDetailsResult']> = {
  __resolveType: TypeResolveFn<'AudienceDetails' | 'BadRequest' | 'Forbidden' | 'NotFound' | 'Unauthorized', ParentType, ContextType>;
};

export type AudienceFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceFigures'] = ResolversParentTypes['AudienceFigures']> = {
  followers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followersGained?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['AudiencePoint']>, ParentType, ContextType>;
  subscribers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscribersGained?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['StatsWindow'], ParentType, ContextType>;
};

export type AudiencePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudiencePoint'] = ResolversParentTypes['AudiencePoint']> = {
  bucket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followersGained?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followersLost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscribersGained?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscribersLost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceStats'] = ResolversParentTypes['AudienceStats']> = {
  audience?: Resolver<ResolversTypes['AudienceFigures'], ParentType, ContextType>;
  exportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AudienceStatsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceStatsResult'] = ResolversParentTypes['AudienceStatsResult']> = {
  __resolveType: TypeResolveFn<'AudienceStats' | 'BadRequest' | 'Forbidden' | 'NotFound' | 'Unauthorized', ParentType, ContextType>;
};

export type AuthErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthError'] = ResolversParentTypes['AuthError']> = {
  errorType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lockedOutUntil?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuthorNewsletterSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthorNewsletterSettings'] = ResolversParentTypes['AuthorNewsletterSettings']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BadRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BadRequest'] = ResolversParentTypes['BadRequest']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BodyModelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BodyModel'] = ResolversParentTypes['BodyModel']> = {
  paragraphs?: Resolver<Array<ResolversTypes['Paragraph']>, ParentType, ContextType>;
};

export type BookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Book'] = ResolversParentTypes['Book']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BuyGiftResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyGiftResult'] = ResolversParentTypes['BuyGiftResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['GiftOrder']>, ParentType, ContextType>;
};

export type CancelWithReasonResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelWithReasonResult'] = ResolversParentTypes['CancelWithReasonResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discounted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['MembershipStatus']>, ParentType, ContextType>;
};

export type CancellationOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationOffer'] = ResolversParentTypes['CancellationOffer']> = {
  numCycles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentOff?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CancellationOfferResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationOfferResult'] = ResolversParentTypes['CancellationOfferResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['CancellationOffer']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CatalogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Catalog'] = ResolversParentTypes['Catalog']> = {
  clapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clappers?: Resolver<Array<ResolversTypes['Clapper']>, ParentType, ContextType, Partial<CatalogClappersArgs>>;
  containsPost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<CatalogContainsPostArgs, 'postId'>>;
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['CatalogItemsPage'], ParentType, ContextType, Partial<CatalogItemsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewImages?: Resolver<Array<ResolversTypes['ImageMetadata']>, ParentType, ContextType>;
  responses?: Resolver<ResolversTypes['PostResponsesPage'], ParentType, ContextType, Partial<CatalogResponsesArgs>>;
  responsesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responsesLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slugId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CatalogType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanHideResponses?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerClapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerIsFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['CatalogVisibility'], ParentType, ContextType>;
};

export type CatalogClappedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogClapped'] = ResolversParentTypes['CatalogClapped']> = {
  catalogId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerClapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogDeletedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogDeleted'] = ResolversParentTypes['CatalogDeleted']> = {
  catalogId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogFollowChangedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogFollowChanged'] = ResolversParentTypes['CatalogFollowChanged']> = {
  catalog?: Resolver<ResolversTypes['Catalog'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogItem'] = ResolversParentTypes['CatalogItem']> = {
  addedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type CatalogItemChangedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogItemChanged'] = ResolversParentTypes['CatalogItemChanged']> = {
  catalog?: Resolver<ResolversTypes['Catalog'], ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogItemResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogItemResult'] = ResolversParentTypes['CatalogItemResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'CatalogItemChanged' | 'NotFound' | 'RateLimited' | 'Unauthorized', ParentType, ContextType>;
};

export type CatalogItemsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogItemsPage'] = ResolversParentTypes['CatalogItemsPage']> = {
  items?: Resolver<Array<ResolversTypes['CatalogItem']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CatalogResponseVisibilityChangedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogResponseVisibilityChanged'] = ResolversParentTypes['CatalogResponseVisibilityChanged']> = {
  parentCatalogId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentResponsesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['PostResponse'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogResponseVisibilityResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogResponseVisibilityResult'] = ResolversParentTypes['CatalogResponseVisibilityResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'CatalogResponseVisibilityChanged' | 'Forbidden' | 'NotFound' | 'Unauthorized', ParentType, ContextType>;
};

export type CatalogResponsesLockChangedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogResponsesLockChanged'] = ResolversParentTypes['CatalogResponsesLockChanged']> = {
  catalog?: Resolver<ResolversTypes['Catalog'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogResult'] = ResolversParentTypes['CatalogResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'CatalogSaved' | 'NotFound' | 'RateLimited' | 'Unauthorized', ParentType, ContextType>;
};

export type CatalogSavedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogSaved'] = ResolversParentTypes['CatalogSaved']> = {
  catalog?: Resolver<ResolversTypes['Catalog'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogsPage'] = ResolversParentTypes['CatalogsPage']> = {
  items?: Resolver<Array<ResolversTypes['Catalog']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChargeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Charge'] = ResolversParentTypes['Charge']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membershipType?: Resolver<ResolversTypes['MembershipType'], ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClapCatalogResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClapCatalogResult'] = ResolversParentTypes['ClapCatalogResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'CatalogClapped' | 'NotFound' | 'Unauthorized', ParentType, ContextType>;
};

export type ClapResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClapResult'] = ResolversParentTypes['ClapResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Clapped' | 'NotFound' | 'Unauthorized', ParentType, ContextType>;
};

export type ClappedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Clapped'] = ResolversParentTypes['Clapped']> = {
  clapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewerClapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClapperResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Clapper'] = ResolversParentTypes['Clapper']> = {
  claps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ClappersPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClappersPage'] = ResolversParentTypes['ClappersPage']> = {
  items?: Resolver<Array<ResolversTypes['Clapper']>, ParentType, ContextType>;
  pagingInfo?: Resolver<ResolversTypes['PagingInfo'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type ClearReadingHistoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClearReadingHistoryResult'] = ResolversParentTypes['ClearReadingHistoryResult']> = {
  __resolveType: TypeResolveFn<'ReadingHistoryCleared' | 'Unauthorized', ParentType, ContextType>;
};

export type ClosedMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClosedMonth'] = ResolversParentTypes['ClosedMonth']> = {
  closedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConflictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Conflict'] = ResolversParentTypes['Conflict']> = {
  currentRevision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreateHighlightResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateHighlightResult'] = ResolversParentTypes['CreateHighlightResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'HighlightCreated' | 'NotFound' | 'RateLimited' | 'Unauthorized', ParentType, ContextType>;
};

export type CreatedIntegrationTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedIntegrationToken'] = ResolversParentTypes['CreatedIntegrationToken']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomDomainNameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomDomainName'] = ResolversParentTypes['CustomDomainName']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DataExport'] = ResolversParentTypes['DataExport']> = {
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeleteCatalogResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteCatalogResult'] = ResolversParentTypes['DeleteCatalogResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'CatalogDeleted' | 'NotFound' | 'RateLimited' | 'Unauthorized', ParentType, ContextType>;
};

export type DeleteHighlightResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteHighlightResult'] = ResolversParentTypes['DeleteHighlightResult']> = {
  __resolveType: TypeResolveFn<'HighlightDeleted' | 'NotFound' | 'Unauthorized', ParentType, ContextType>;
};

export type DeletePostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePostResult'] = ResolversParentTypes['DeletePostResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'PostDeleted' | 'Unauthorized', ParentType, ContextType>;
};

export type DigestStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DigestStats'] = ResolversParentTypes['DigestStats']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  queuedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DismissedFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DismissedFlag'] = ResolversParentTypes['DismissedFlag']> = {
  dismissedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DraftSavedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DraftSaved'] = ResolversParentTypes['DraftSaved']> = {
  post?: Resolver<ResolversTypes['EditablePost'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EditLandingPageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditLandingPageResult'] = ResolversParentTypes['EditLandingPageResult']> = {
  editPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EditablePostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditablePost'] = ResolversParentTypes['EditablePost']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasUnpublishedChanges?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  license?: Resolver<ResolversTypes['PostLicense'], ParentType, ContextType>;
  previewParagraphs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  publicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PostLifecycleState'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EditorInboxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorInbox'] = ResolversParentTypes['EditorInbox']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submissions?: Resolver<Array<ResolversTypes['Submission']>, ParentType, ContextType>;
  viewerRole?: Resolver<ResolversTypes['CollectionRole'], ParentType, ContextType>;
};

export type FailedChallengeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FailedChallenge'] = ResolversParentTypes['FailedChallenge']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FeaturableStoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturableStory'] = ResolversParentTypes['FeaturableStory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeaturePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturePage'] = ResolversParentTypes['FeaturePage']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<FeaturePagePostsArgs>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['FeaturePageTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeaturePageTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturePageTag'] = ResolversParentTypes['FeaturePageTag']> = {
  displayTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeaturedStoriesManagerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturedStoriesManager'] = ResolversParentTypes['FeaturedStoriesManager']> = {
  featured?: Resolver<Array<ResolversTypes['FeaturableStory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['FeaturableStory']>, ParentType, ContextType>;
};

export type FeedItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedItem'] = ResolversParentTypes['FeedItem']> = {
  feedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FollowCatalogResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowCatalogResult'] = ResolversParentTypes['FollowCatalogResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'CatalogFollowChanged' | 'NotFound' | 'RateLimited' | 'Unauthorized', ParentType, ContextType>;
};

export type FollowGraphResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowGraph'] = ResolversParentTypes['FollowGraph']> = {
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FollowedEntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowedEntity'] = ResolversParentTypes['FollowedEntity']> = {
  __resolveType: TypeResolveFn<'Publication' | 'User', ParentType, ContextType>;
};

export type FollowedEntityConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowedEntityConnection'] = ResolversParentTypes['FollowedEntityConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FollowedEntityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type FollowedEntityEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowedEntityEdge'] = ResolversParentTypes['FollowedEntityEdge']> = {
  lastPublishedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FollowedEntityNode'], ParentType, ContextType>;
};

export type FollowedEntityNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowedEntityNode'] = ResolversParentTypes['FollowedEntityNode']> = {
  entity?: Resolver<ResolversTypes['FollowedEntity'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ForbiddenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Forbidden'] = ResolversParentTypes['Forbidden']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCheckoutResult'] = ResolversParentTypes['GiftCheckoutResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCode'] = ResolversParentTypes['GiftCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redeemed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GiftCodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCodeResult'] = ResolversParentTypes['GiftCodeResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['GiftCodeStatus']>, ParentType, ContextType>;
};

export type GiftOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftOrder'] = ResolversParentTypes['GiftOrder']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['GiftCode']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  giftType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftTypeCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipientEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sendAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type GiftProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftProduct'] = ResolversParentTypes['GiftProduct']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  termMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeaderColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HeaderColor'] = ResolversParentTypes['HeaderColor']> = {
  rgb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeaderImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HeaderImage'] = ResolversParentTypes['HeaderImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  focusPercentX?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  focusPercentY?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HidePostResponseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HidePostResponseResult'] = ResolversParentTypes['HidePostResponseResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'ResponseVisibilityChanged' | 'Unauthorized', ParentType, ContextType>;
};

export type HighlightResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Highlight'] = ResolversParentTypes['Highlight']> = {
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endParagraph?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startParagraph?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HighlightCreatedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HighlightCreated'] = ResolversParentTypes['HighlightCreated']> = {
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  highlight?: Resolver<ResolversTypes['Highlight'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HighlightDeletedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HighlightDeleted'] = ResolversParentTypes['HighlightDeleted']> = {
  highlight?: Resolver<ResolversTypes['Highlight'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HighlightsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HighlightsPage'] = ResolversParentTypes['HighlightsPage']> = {
  items?: Resolver<Array<ResolversTypes['Highlight']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HostedPageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HostedPageResult'] = ResolversParentTypes['HostedPageResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImageMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageMetadata'] = ResolversParentTypes['ImageMetadata']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originalWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageRef'] = ResolversParentTypes['ImageRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IneligibilityReasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IneligibilityReason'] = ResolversParentTypes['IneligibilityReason']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntegrationTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IntegrationToken'] = ResolversParentTypes['IntegrationToken']> = {
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LandingPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LandingPage'] = ResolversParentTypes['LandingPage']> = {
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['Paragraph']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationRequests?: Resolver<Array<ResolversTypes['VerificationRequest']>, ParentType, ContextType>;
  viewerHasApplied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LedgerEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerEntry'] = ResolversParentTypes['LedgerEntry']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LogResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogResult'] = ResolversParentTypes['LogResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MarkNotificationsReadResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkNotificationsReadResult'] = ResolversParentTypes['MarkNotificationsReadResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'NotificationsMarkedRead' | 'Unauthorized', ParentType, ContextType>;
};

export type MarkupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Markup'] = ResolversParentTypes['Markup']> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MarkupType'], ParentType, ContextType>;
};

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = {
  friendSince?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberSince?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['MembershipTier'], ParentType, ContextType>;
};

export type MembershipDiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipDiscount'] = ResolversParentTypes['MembershipDiscount']> = {
  numCycles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type MembershipPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipPlan'] = ResolversParentTypes['MembershipPlan']> = {
  billingPeriod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membershipType?: Resolver<ResolversTypes['MembershipType'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['MembershipTier'], ParentType, ContextType>;
};

export type MembershipPlanV2Resolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipPlanV2'] = ResolversParentTypes['MembershipPlanV2']> = {
  discount?: Resolver<Maybe<ResolversTypes['MembershipDiscount']>, ParentType, ContextType>;
};

export type MembershipResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipResult'] = ResolversParentTypes['MembershipResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['MembershipStatus']>, ParentType, ContextType>;
};

export type MembershipStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipStatus'] = ResolversParentTypes['MembershipStatus']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPeriodEndsAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discountEndsAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hasCreditCardExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasRecurringPaymentFailedMoreThanOnce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membershipType?: Resolver<ResolversTypes['MembershipType'], ParentType, ContextType>;
  paymentFailedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentProvider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planV2?: Resolver<ResolversTypes['MembershipPlanV2'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  switchPlanSchedule?: Resolver<Maybe<ResolversTypes['SwitchPlanSchedule']>, ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MovePostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MovePostResult'] = ResolversParentTypes['MovePostResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'PostMoved' | 'Unauthorized', ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  LogExperimentExposure?: Resolver<ResolversTypes['LogResult'], ParentType, ContextType, RequireFields<MutationLogExperimentExposureArgs, 'experimentId'>>;
  LogGateExposure?: Resolver<ResolversTypes['LogResult'], ParentType, ContextType, RequireFields<MutationLogGateExposureArgs, 'gateId'>>;
  SearchClickEvent?: Resolver<ResolversTypes['LogResult'], ParentType, ContextType, RequireFields<MutationSearchClickEventArgs, 'indexName' | 'objectIds' | 'positions' | 'queryId'>>;
  addBook?: Resolver<Array<ResolversTypes['Book']>, ParentType, ContextType, RequireFields<MutationAddBookArgs, 'input'>>;
  addStoryToTopic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType, RequireFields<MutationAddStoryToTopicArgs, 'story' | 'topicId'>>;
  addToCatalog?: Resolver<ResolversTypes['CatalogItemResult'], ParentType, ContextType, RequireFields<MutationAddToCatalogArgs, 'catalogId' | 'postId'>>;
  applyForAuthorVerification?: Resolver<ResolversTypes['ApplyForVerificationResult'], ParentType, ContextType, RequireFields<MutationApplyForAuthorVerificationArgs, 'note'>>;
  archiveCatalogItem?: Resolver<ResolversTypes['CatalogItemResult'], ParentType, ContextType, RequireFields<MutationArchiveCatalogItemArgs, 'archived' | 'catalogId' | 'postId'>>;
  buyGift?: Resolver<ResolversTypes['BuyGiftResult'], ParentType, ContextType, RequireFields<MutationBuyGiftArgs, 'input'>>;
  cancelMembership?: Resolver<ResolversTypes['MembershipResult'], ParentType, ContextType>;
  cancelMembershipWithReason?: Resolver<ResolversTypes['CancelWithReasonResult'], ParentType, ContextType, RequireFields<MutationCancelMembershipWithReasonArgs, 'acceptDiscount' | 'reason'>>;
  cancelPublicationInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelPublicationInvitationArgs, 'invitationId'>>;
  changeEmail?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'email'>>;
  changeUsername?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationChangeUsernameArgs, 'username'>>;
  checkGiftCode?: Resolver<ResolversTypes['GiftCodeResult'], ParentType, ContextType, RequireFields<MutationCheckGiftCodeArgs, 'code'>>;
  clap?: Resolver<ResolversTypes['ClapResult'], ParentType, ContextType, RequireFields<MutationClapArgs, 'input'>>;
  clapCatalog?: Resolver<ResolversTypes['ClapCatalogResult'], ParentType, ContextType, RequireFields<MutationClapCatalogArgs, 'input'>>;
  clearReadingHistory?: Resolver<ResolversTypes['ClearReadingHistoryResult'], ParentType, ContextType>;
  clearSignInLockout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationClearSignInLockoutArgs, 'username'>>;
  closePartnerMonth?: Resolver<ResolversTypes['PartnerCloseResult'], ParentType, ContextType, RequireFields<MutationClosePartnerMonthArgs, 'month'>>;
  createCatalog?: Resolver<ResolversTypes['CatalogResult'], ParentType, ContextType, RequireFields<MutationCreateCatalogArgs, 'input'>>;
  createDraft?: Resolver<ResolversTypes['SaveDraftResult'], ParentType, ContextType, RequireFields<MutationCreateDraftArgs, 'input'>>;
  createHighlight?: Resolver<ResolversTypes['CreateHighlightResult'], ParentType, ContextType, RequireFields<MutationCreateHighlightArgs, 'input'>>;
  createIntegrationToken?: Resolver<ResolversTypes['CreatedIntegrationToken'], ParentType, ContextType, RequireFields<MutationCreateIntegrationTokenArgs, 'name'>>;
  createPublication?: Resolver<ResolversTypes['ViewerPublication'], ParentType, ContextType, RequireFields<MutationCreatePublicationArgs, 'input'>>;
  createPublicationFeaturePage?: Resolver<ResolversTypes['FeaturePage'], ParentType, ContextType, RequireFields<MutationCreatePublicationFeaturePageArgs, 'input' | 'publicationId'>>;
  createPublicationSubpage?: Resolver<ResolversTypes['Subpage'], ParentType, ContextType, RequireFields<MutationCreatePublicationSubpageArgs, 'input' | 'publicationId'>>;
  createSeries?: Resolver<ResolversTypes['Series'], ParentType, ContextType, RequireFields<MutationCreateSeriesArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'confirmUsername' | 'stories'>>;
  deleteCatalog?: Resolver<ResolversTypes['DeleteCatalogResult'], ParentType, ContextType, RequireFields<MutationDeleteCatalogArgs, 'catalogId'>>;
  deleteHighlight?: Resolver<ResolversTypes['DeleteHighlightResult'], ParentType, ContextType, RequireFields<MutationDeleteHighlightArgs, 'highlightId'>>;
  deletePost?: Resolver<ResolversTypes['DeletePostResult'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'targetPostId'>>;
  deletePublicationFeaturePage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePublicationFeaturePageArgs, 'publicationId' | 'slug'>>;
  deletePublicationSubpage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePublicationSubpageArgs, 'publicationId' | 'slug'>>;
  deleteSeries?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSeriesArgs, 'seriesId'>>;
  disconnectSignInProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisconnectSignInProviderArgs, 'provider'>>;
  dismissFlag?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationDismissFlagArgs, 'flag' | 'userId'>>;
  editLandingPage?: Resolver<ResolversTypes['EditLandingPageResult'], ParentType, ContextType, RequireFields<MutationEditLandingPageArgs, 'key'>>;
  enrollInPartnerProgram?: Resolver<ResolversTypes['PartnerResult'], ParentType, ContextType>;
  finishPasskeyRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationFinishPasskeyRegistrationArgs, 'name' | 'response'>>;
  finishPasskeySignIn?: Resolver<ResolversTypes['Token'], ParentType, ContextType, RequireFields<MutationFinishPasskeySignInArgs, 'response'>>;
  followCatalog?: Resolver<ResolversTypes['FollowCatalogResult'], ParentType, ContextType, RequireFields<MutationFollowCatalogArgs, 'catalogId'>>;
  followCollection?: Resolver<ResolversTypes['Publication'], ParentType, ContextType, RequireFields<MutationFollowCollectionArgs, 'targetCollectionId'>>;
  followTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationFollowTagArgs, 'tagSlug'>>;
  followTopic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType, RequireFields<MutationFollowTopicArgs, 'topicId'>>;
  followUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationFollowUserArgs, 'targetUserId'>>;
  hideCatalogResponseOnParent?: Resolver<ResolversTypes['CatalogResponseVisibilityResult'], ParentType, ContextType, RequireFields<MutationHideCatalogResponseOnParentArgs, 'catalogResponseId' | 'parentCatalogId'>>;
  hidePostResponseOnParentPost?: Resolver<ResolversTypes['HidePostResponseResult'], ParentType, ContextType, RequireFields<MutationHidePostResponseOnParentPostArgs, 'parentPostId' | 'postResponseId'>>;
  invitePublicationMember?: Resolver<ResolversTypes['PublicationInvitation'], ParentType, ContextType, RequireFields<MutationInvitePublicationMemberArgs, 'publicationId' | 'role' | 'who'>>;
  leavePublication?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationLeavePublicationArgs, 'publicationId'>>;
  logClientEvents?: Resolver<ResolversTypes['LogResult'], ParentType, ContextType, RequireFields<MutationLogClientEventsArgs, 'input'>>;
  loginWithPassword?: Resolver<ResolversTypes['PasswordLoginResult'], ParentType, ContextType, RequireFields<MutationLoginWithPasswordArgs, 'email' | 'password'>>;
  markNotificationsRead?: Resolver<ResolversTypes['MarkNotificationsReadResult'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'upTo'>>;
  movePost?: Resolver<ResolversTypes['MovePostResult'], ParentType, ContextType, RequireFields<MutationMovePostArgs, 'tab' | 'targetPostId'>>;
  muteCollection?: Resolver<ResolversTypes['Publication'], ParentType, ContextType, RequireFields<MutationMuteCollectionArgs, 'targetCollectionId'>>;
  muteUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationMuteUserArgs, 'targetUserId'>>;
  publishPost?: Resolver<ResolversTypes['PublishPostResult'], ParentType, ContextType, RequireFields<MutationPublishPostArgs, 'input'>>;
  publishResponse?: Resolver<ResolversTypes['PublishResponseResult'], ParentType, ContextType, RequireFields<MutationPublishResponseArgs, 'input'>>;
  reconnectStripePayouts?: Resolver<ResolversTypes['PartnerResult'], ParentType, ContextType>;
  recordPostRead?: Resolver<ResolversTypes['RecordPostReadResult'], ParentType, ContextType, RequireFields<MutationRecordPostReadArgs, 'postId'>>;
  redeemGift?: Resolver<ResolversTypes['RedeemGiftResult'], ParentType, ContextType, RequireFields<MutationRedeemGiftArgs, 'code'>>;
  refreshPayoutAccount?: Resolver<ResolversTypes['PartnerResult'], ParentType, ContextType>;
  refundMemberCharge?: Resolver<ResolversTypes['PartnerRefundResult'], ParentType, ContextType, RequireFields<MutationRefundMemberChargeArgs, 'chargeId'>>;
  regenerateRecoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationRegenerateRecoveryCodesArgs, 'code'>>;
  removeBook?: Resolver<Array<ResolversTypes['Book']>, ParentType, ContextType, RequireFields<MutationRemoveBookArgs, 'bookId'>>;
  removeCustomDomain?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationRemoveCustomDomainArgs, 'which'>>;
  removeFromCatalog?: Resolver<ResolversTypes['CatalogItemResult'], ParentType, ContextType, RequireFields<MutationRemoveFromCatalogArgs, 'catalogId' | 'postId'>>;
  removeFromReadingHistory?: Resolver<ResolversTypes['ReadingHistoryEntryResult'], ParentType, ContextType, RequireFields<MutationRemoveFromReadingHistoryArgs, 'postId'>>;
  removePasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePasskeyArgs, 'id'>>;
  removePublicationCustomDomain?: Resolver<ResolversTypes['PublicationSettings'], ParentType, ContextType, RequireFields<MutationRemovePublicationCustomDomainArgs, 'publicationId' | 'which'>>;
  removePublicationMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePublicationMemberArgs, 'publicationId' | 'userId'>>;
  removeStoryFromPublication?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveStoryFromPublicationArgs, 'postId' | 'publicationId'>>;
  removeStoryFromTopic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType, RequireFields<MutationRemoveStoryFromTopicArgs, 'postId' | 'topicId'>>;
  renameNewsletter?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationRenameNewsletterArgs, 'name'>>;
  reorderCatalogItem?: Resolver<ResolversTypes['CatalogItemResult'], ParentType, ContextType, RequireFields<MutationReorderCatalogItemArgs, 'catalogId' | 'direction' | 'postId'>>;
  reorderPublicationFeaturePages?: Resolver<Array<ResolversTypes['FeaturePage']>, ParentType, ContextType, RequireFields<MutationReorderPublicationFeaturePagesArgs, 'publicationId' | 'slugs'>>;
  requestCustomDomain?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType, RequireFields<MutationRequestCustomDomainArgs, 'domain'>>;
  requestDataExport?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType>;
  requestPayout?: Resolver<ResolversTypes['PartnerResult'], ParentType, ContextType, RequireFields<MutationRequestPayoutArgs, 'currency'>>;
  requestPublicationCustomDomain?: Resolver<ResolversTypes['PublicationSettings'], ParentType, ContextType, RequireFields<MutationRequestPublicationCustomDomainArgs, 'domain' | 'publicationId'>>;
  respondToPublicationInvitation?: Resolver<Maybe<ResolversTypes['ViewerPublication']>, ParentType, ContextType, RequireFields<MutationRespondToPublicationInvitationArgs, 'accept' | 'invitationId'>>;
  restoreToReadingHistory?: Resolver<ResolversTypes['ReadingHistoryEntryResult'], ParentType, ContextType, RequireFields<MutationRestoreToReadingHistoryArgs, 'lastReadAt' | 'postId'>>;
  revokeIntegrationToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeIntegrationTokenArgs, 'id'>>;
  revokeOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokeSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'id'>>;
  saveDraft?: Resolver<ResolversTypes['SaveDraftResult'], ParentType, ContextType, RequireFields<MutationSaveDraftArgs, 'input'>>;
  savePayoutInformation?: Resolver<ResolversTypes['PartnerResult'], ParentType, ContextType, RequireFields<MutationSavePayoutInformationArgs, 'input'>>;
  sendAcctAuthEmail?: Resolver<ResolversTypes['SendAcctAuthEmailResult'], ParentType, ContextType, RequireFields<MutationSendAcctAuthEmailArgs, 'email' | 'operation'>>;
  sendVerificationEmail?: Resolver<ResolversTypes['AccountResult'], ParentType, ContextType>;
  setAllowEmailAddressSharingEditorWriter?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType, RequireFields<MutationSetAllowEmailAddressSharingEditorWriterArgs, 'allow'>>;
  setCatalogResponsesLocked?: Resolver<ResolversTypes['SetCatalogResponsesLockedResult'], ParentType, ContextType, RequireFields<MutationSetCatalogResponsesLockedArgs, 'catalogId' | 'locked'>>;
  setFeaturedStories?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationSetFeaturedStoriesArgs, 'postIds' | 'publicationId'>>;
  setNotificationDigest?: Resolver<ResolversTypes['NotificationSettingsResult'], ParentType, ContextType, RequireFields<MutationSetNotificationDigestArgs, 'digest'>>;
  setNotificationKindSetting?: Resolver<ResolversTypes['NotificationSettingsResult'], ParentType, ContextType, RequireFields<MutationSetNotificationKindSettingArgs, 'email' | 'inApp' | 'kind'>>;
  setPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSetPasswordArgs, 'newPassword'>>;
  setPostSuspended?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationSetPostSuspendedArgs, 'postId' | 'suspended'>>;
  setPublicationMemberRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetPublicationMemberRoleArgs, 'publicationId' | 'role' | 'userId'>>;
  setReadingHistoryPaused?: Resolver<ResolversTypes['SetReadingHistoryPausedResult'], ParentType, ContextType, RequireFields<MutationSetReadingHistoryPausedArgs, 'paused'>>;
  setRecommendationSignal?: Resolver<ResolversTypes['RecommendationSignalResult'], ParentType, ContextType, RequireFields<MutationSetRecommendationSignalArgs, 'action' | 'postId'>>;
  setResponsesLocked?: Resolver<ResolversTypes['SetResponsesLockedResult'], ParentType, ContextType, RequireFields<MutationSetResponsesLockedArgs, 'locked' | 'postId'>>;
  setUserSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetUserSuspendedArgs, 'suspended' | 'userId'>>;
  setVariantFlag?: Resolver<ResolversTypes['VariantFlag'], ParentType, ContextType, RequireFields<MutationSetVariantFlagArgs, 'name'>>;
  showCatalogResponseOnParent?: Resolver<ResolversTypes['CatalogResponseVisibilityResult'], ParentType, ContextType, RequireFields<MutationShowCatalogResponseOnParentArgs, 'catalogResponseId' | 'parentCatalogId'>>;
  startDiscountedMembership?: Resolver<ResolversTypes['MembershipResult'], ParentType, ContextType, RequireFields<MutationStartDiscountedMembershipArgs, 'input'>>;
  startDiscountedMembershipCheckout?: Resolver<ResolversTypes['HostedPageResult'], ParentType, ContextType, RequireFields<MutationStartDiscountedMembershipCheckoutArgs, 'idempotencyKey'>>;
  startGiftCheckout?: Resolver<ResolversTypes['GiftCheckoutResult'], ParentType, ContextType, RequireFields<MutationStartGiftCheckoutArgs, 'input'>>;
  startMembership?: Resolver<ResolversTypes['MembershipResult'], ParentType, ContextType, RequireFields<MutationStartMembershipArgs, 'input'>>;
  startMembershipCheckout?: Resolver<ResolversTypes['HostedPageResult'], ParentType, ContextType, RequireFields<MutationStartMembershipCheckoutArgs, 'idempotencyKey' | 'membershipType'>>;
  startPasskeyRegistration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startPasskeySignIn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTwoFactorEnrollment?: Resolver<ResolversTypes['TwoFactorEnrollment'], ParentType, ContextType, Partial<MutationStartTwoFactorEnrollmentArgs>>;
  submitToPublication?: Resolver<ResolversTypes['Submission'], ParentType, ContextType, RequireFields<MutationSubmitToPublicationArgs, 'postId' | 'publicationId'>>;
  switchMembershipPlan?: Resolver<ResolversTypes['MembershipResult'], ParentType, ContextType, RequireFields<MutationSwitchMembershipPlanArgs, 'membershipType'>>;
  turnOffTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTurnOffTwoFactorArgs, 'code'>>;
  turnOnTwoFactor?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationTurnOnTwoFactorArgs, 'code'>>;
  uncancelMembership?: Resolver<ResolversTypes['UncancelMembershipResult'], ParentType, ContextType, RequireFields<MutationUncancelMembershipArgs, 'input'>>;
  undeletePost?: Resolver<ResolversTypes['UndeletePostResult'], ParentType, ContextType, RequireFields<MutationUndeletePostArgs, 'targetPostId'>>;
  unenrollFromPartnerProgram?: Resolver<ResolversTypes['PartnerResult'], ParentType, ContextType>;
  unfollowCatalog?: Resolver<ResolversTypes['FollowCatalogResult'], ParentType, ContextType, RequireFields<MutationUnfollowCatalogArgs, 'catalogId'>>;
  unfollowCollection?: Resolver<ResolversTypes['Publication'], ParentType, ContextType, RequireFields<MutationUnfollowCollectionArgs, 'targetCollectionId'>>;
  unfollowTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationUnfollowTagArgs, 'tagSlug'>>;
  unfollowTopic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType, RequireFields<MutationUnfollowTopicArgs, 'topicId'>>;
  unfollowUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnfollowUserArgs, 'targetUserId'>>;
  unhidePostResponseOnParentPost?: Resolver<ResolversTypes['HidePostResponseResult'], ParentType, ContextType, RequireFields<MutationUnhidePostResponseOnParentPostArgs, 'parentPostId' | 'postResponseId'>>;
  unmuteCollection?: Resolver<ResolversTypes['Publication'], ParentType, ContextType, RequireFields<MutationUnmuteCollectionArgs, 'targetCollectionId'>>;
  unmuteUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnmuteUserArgs, 'targetUserId'>>;
  unsubscribeNotificationEmail?: Resolver<ResolversTypes['UnsubscribeNotificationEmailResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeNotificationEmailArgs, 'token'>>;
  updateCatalog?: Resolver<ResolversTypes['CatalogResult'], ParentType, ContextType, RequireFields<MutationUpdateCatalogArgs, 'catalogId' | 'input'>>;
  updatePaymentMethod?: Resolver<ResolversTypes['MembershipResult'], ParentType, ContextType, RequireFields<MutationUpdatePaymentMethodArgs, 'card'>>;
  updatePaymentMethodCheckout?: Resolver<ResolversTypes['HostedPageResult'], ParentType, ContextType, RequireFields<MutationUpdatePaymentMethodCheckoutArgs, 'idempotencyKey'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'name' | 'username'>>;
  updateProfileInformation?: Resolver<ResolversTypes['ProfileInformationResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileInformationArgs, 'input'>>;
  updatePublicationAbout?: Resolver<ResolversTypes['PublicationSettings'], ParentType, ContextType, RequireFields<MutationUpdatePublicationAboutArgs, 'input' | 'publicationId'>>;
  updatePublicationFeaturePage?: Resolver<ResolversTypes['FeaturePage'], ParentType, ContextType, RequireFields<MutationUpdatePublicationFeaturePageArgs, 'input' | 'publicationId' | 'slug'>>;
  updatePublicationInfo?: Resolver<ResolversTypes['PublicationSettings'], ParentType, ContextType, RequireFields<MutationUpdatePublicationInfoArgs, 'input' | 'publicationId'>>;
  updatePublicationNavigation?: Resolver<ResolversTypes['PublicationSettings'], ParentType, ContextType, RequireFields<MutationUpdatePublicationNavigationArgs, 'items' | 'publicationId'>>;
  updatePublicationNewsletter?: Resolver<ResolversTypes['NewsletterV3'], ParentType, ContextType, RequireFields<MutationUpdatePublicationNewsletterArgs, 'input' | 'publicationId'>>;
  updatePublicationSections?: Resolver<ResolversTypes['PublicationSettings'], ParentType, ContextType, RequireFields<MutationUpdatePublicationSectionsArgs, 'publicationId' | 'sections'>>;
  updatePublicationSubpage?: Resolver<ResolversTypes['Subpage'], ParentType, ContextType, RequireFields<MutationUpdatePublicationSubpageArgs, 'input' | 'publicationId' | 'slug'>>;
  updateSeries?: Resolver<ResolversTypes['Series'], ParentType, ContextType, RequireFields<MutationUpdateSeriesArgs, 'input' | 'seriesId'>>;
  updateStorySettings?: Resolver<ResolversTypes['UpdateStorySettingsResult'], ParentType, ContextType, RequireFields<MutationUpdateStorySettingsArgs, 'input' | 'postId'>>;
  updateSubmission?: Resolver<ResolversTypes['Submission'], ParentType, ContextType, RequireFields<MutationUpdateSubmissionArgs, 'action' | 'submissionId'>>;
  updateTopicDescription?: Resolver<ResolversTypes['Topic'], ParentType, ContextType, RequireFields<MutationUpdateTopicDescriptionArgs, 'description' | 'topicId'>>;
  verifyLoginCode?: Resolver<ResolversTypes['VerifyLoginCodeResult'], ParentType, ContextType, RequireFields<MutationVerifyLoginCodeArgs, 'loginCode'>>;
  verifyTwoFactorCode?: Resolver<ResolversTypes['PasswordLoginResult'], ParentType, ContextType, RequireFields<MutationVerifyTwoFactorCodeArgs, 'challenge' | 'code'>>;
};

export type MutationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationError'] = ResolversParentTypes['MutationError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationSuccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationSuccess'] = ResolversParentTypes['MutationSuccess']> = {
  membershipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutedPublicationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutedPublicationConnection'] = ResolversParentTypes['MutedPublicationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MutedPublicationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MutedPublicationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutedPublicationEdge'] = ResolversParentTypes['MutedPublicationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mutedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Publication'], ParentType, ContextType>;
};

export type MutedUserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutedUserConnection'] = ResolversParentTypes['MutedUserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MutedUserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MutedUserEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutedUserEdge'] = ResolversParentTypes['MutedUserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mutedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type NavigationItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterConfirmationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterConfirmation'] = ResolversParentTypes['NewsletterConfirmation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['NewsletterV3'], ParentType, ContextType>;
};

export type NewsletterStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterStats'] = ResolversParentTypes['NewsletterStats']> = {
  gained?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issues?: Resolver<Array<ResolversTypes['DigestStats']>, ParentType, ContextType>;
  lost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  manageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['AudienceDetailPoint']>, ParentType, ContextType>;
  subscribers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['StatsWindow'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterStatsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterStatsResult'] = ResolversParentTypes['NewsletterStatsResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NewsletterStats' | 'NotFound' | 'Unauthorized', ParentType, ContextType>;
};

export type NewsletterUndeliveredEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterUndeliveredEmail'] = ResolversParentTypes['NewsletterUndeliveredEmail']> = {
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterUnsubscribeLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterUnsubscribeLink'] = ResolversParentTypes['NewsletterUnsubscribeLink']> = {
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['NewsletterV3'], ParentType, ContextType>;
};

export type NewsletterV3Resolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterV3'] = ResolversParentTypes['NewsletterV3']> = {
  collectionSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showPromo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriberCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NewsletterV3Type'], ParentType, ContextType>;
  undeliveredEmails?: Resolver<Maybe<Array<ResolversTypes['NewsletterUndeliveredEmail']>>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['NewsletterV3User'], ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['NewsletterV3ViewerEdge'], ParentType, ContextType>;
};

export type NewsletterV3UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterV3User'] = ResolversParentTypes['NewsletterV3User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterV3ViewerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterV3ViewerEdge'] = ResolversParentTypes['NewsletterV3ViewerEdge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotFoundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotFound'] = ResolversParentTypes['NotFound']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  othersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationEmailUnsubscribedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEmailUnsubscribed'] = ResolversParentTypes['NotificationEmailUnsubscribed']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationKindSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationKindSetting'] = ResolversParentTypes['NotificationKindSetting']> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  digest?: Resolver<ResolversTypes['DigestFrequency'], ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['NotificationKindSetting']>, ParentType, ContextType>;
};

export type NotificationSettingsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettingsResult'] = ResolversParentTypes['NotificationSettingsResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'NotificationSettingsSaved' | 'Unauthorized', ParentType, ContextType>;
};

export type NotificationSettingsSavedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettingsSaved'] = ResolversParentTypes['NotificationSettingsSaved']> = {
  settings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationStatus'] = ResolversParentTypes['NotificationStatus']> = {
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationUnsubscribeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationUnsubscribe'] = ResolversParentTypes['NotificationUnsubscribe']> = {
  emailOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationsMarkedReadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationsMarkedRead'] = ResolversParentTypes['NotificationsMarkedRead']> = {
  marked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NotificationStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationsPage'] = ResolversParentTypes['NotificationsPage']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PagingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Paging'] = ResolversParentTypes['Paging']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PagingInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PagingInfo'] = ResolversParentTypes['PagingInfo']> = {
  next?: Resolver<Maybe<ResolversTypes['Paging']>, ParentType, ContextType>;
};

export type ParagraphResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Paragraph'] = ResolversParentTypes['Paragraph']> = {
  markups?: Resolver<Array<ResolversTypes['Markup']>, ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['ImageMetadata']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ParagraphType'], ParentType, ContextType>;
};

export type PartnerCloseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerCloseResult'] = ResolversParentTypes['PartnerCloseResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credited?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  distributed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  members?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PartnerProgramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerProgram'] = ResolversParentTypes['PartnerProgram']> = {
  balances?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  closedMonths?: Resolver<Array<ResolversTypes['ClosedMonth']>, ParentType, ContextType>;
  earnings?: Resolver<Array<ResolversTypes['StoryEarning']>, ParentType, ContextType>;
  enrollmentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ineligibilityReasons?: Resolver<Array<ResolversTypes['IneligibilityReason']>, ParentType, ContextType>;
  isMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ledger?: Resolver<Array<ResolversTypes['LedgerEntry']>, ParentType, ContextType>;
  payoutAccount?: Resolver<Maybe<ResolversTypes['PayoutAccount']>, ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  payoutsAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  providerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerRefundResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerRefundResult'] = ResolversParentTypes['PartnerRefundResult']> = {
  closed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distributed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  writers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PartnerResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerResult'] = ResolversParentTypes['PartnerResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['PartnerProgram']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PasskeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = {
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasswordLoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordLoginResult'] = ResolversParentTypes['PasswordLoginResult']> = {
  __resolveType: TypeResolveFn<'AuthError' | 'Token' | 'TwoFactorRequired', ParentType, ContextType>;
};

export type PaymentConfigurationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentConfiguration'] = ResolversParentTypes['PaymentConfiguration']> = {
  hostedCheckout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expirationMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expirationYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayoutAccount'] = ResolversParentTypes['PayoutAccount']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  clapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['PostContent'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  firstPublishedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inResponseToPost?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  isLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isResponse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestPublishedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previewImage?: Resolver<Maybe<ResolversTypes['ImageMetadata']>, ParentType, ContextType>;
  primaryTopic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType>;
  readingTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  responseRootPost?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  responses?: Resolver<ResolversTypes['PostResponsesPage'], ParentType, ContextType, Partial<PostResponsesArgs>>;
  responsesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responsesLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['StorySettings'], ParentType, ContextType>;
  statusForCollection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storyEnd?: Resolver<ResolversTypes['StoryEnd'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topHighlight?: Resolver<Maybe<ResolversTypes['TopHighlight']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanHideResponses?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerClapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerHighlights?: Resolver<Array<ResolversTypes['Highlight']>, ParentType, ContextType>;
  viewerIsSaved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['PostVisibility'], ParentType, ContextType>;
};

export type PostContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostContent'] = ResolversParentTypes['PostContent']> = {
  bodyModel?: Resolver<ResolversTypes['BodyModel'], ParentType, ContextType>;
  isLockedPreviewOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PostDeletedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostDeleted'] = ResolversParentTypes['PostDeleted']> = {
  post?: Resolver<ResolversTypes['StoryItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostFeed'] = ResolversParentTypes['PostFeed']> = {
  items?: Resolver<Array<ResolversTypes['FeedItem']>, ParentType, ContextType>;
  pagingInfo?: Resolver<ResolversTypes['PagingInfo'], ParentType, ContextType>;
};

export type PostMovedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostMoved'] = ResolversParentTypes['PostMoved']> = {
  fromTab?: Resolver<ResolversTypes['StoriesTab'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['StoryItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostPublishedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostPublished'] = ResolversParentTypes['PostPublished']> = {
  post?: Resolver<ResolversTypes['EditablePost'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostReadRecordedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostReadRecorded'] = ResolversParentTypes['PostReadRecorded']> = {
  recorded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostResponse'] = ResolversParentTypes['PostResponse']> = {
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  bodyModel?: Resolver<ResolversTypes['BodyModel'], ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  repliesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanHide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PostResponsesPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostResponsesPage'] = ResolversParentTypes['PostResponsesPage']> = {
  items?: Resolver<Array<ResolversTypes['PostResponse']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['PostResponse']>, ParentType, ContextType>;
};

export type PostStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostStats'] = ResolversParentTypes['PostStats']> = {
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['StoryFiguresPoint']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['TrafficSourceViews']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StoryFigures'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['StatsWindow'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostStatsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostStatsResult'] = ResolversParentTypes['PostStatsResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'PostStats' | 'Unauthorized', ParentType, ContextType>;
};

export type PostUndeletedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostUndeleted'] = ResolversParentTypes['PostUndeleted']> = {
  post?: Resolver<ResolversTypes['StoryItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PreviousStatsPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PreviousStatsPeriod'] = ResolversParentTypes['PreviousStatsPeriod']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StoryFigures'], ParentType, ContextType>;
};

export type PriceOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceOffer'] = ResolversParentTypes['PriceOffer']> = {
  crossout?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  percentOff?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProfileInformationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileInformationResult'] = ResolversParentTypes['ProfileInformationResult']> = {
  bioError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageIdError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pronounsError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['AccountSettings']>, ParentType, ContextType>;
  tippingLinkError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileRefusedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileRefused'] = ResolversParentTypes['ProfileRefused']> = {
  nameError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usernameError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProfileUpdatedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileUpdated'] = ResolversParentTypes['ProfileUpdated']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Publication'] = ResolversParentTypes['Publication']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  all?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<PublicationAllArgs, 'orderBy'>>;
  archive?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<PublicationArchiveArgs, 'year'>>;
  archiveIndex?: Resolver<Array<ResolversTypes['ArchiveMonth']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['ImageRef']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editors?: Resolver<Array<ResolversTypes['PublicationEditor']>, ParentType, ContextType, RequireFields<PublicationEditorsArgs, 'first'>>;
  featurePage?: Resolver<Maybe<ResolversTypes['FeaturePage']>, ParentType, ContextType, RequireFields<PublicationFeaturePageArgs, 'slug'>>;
  featurePages?: Resolver<Array<ResolversTypes['FeaturePage']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType>;
  followGraph?: Resolver<ResolversTypes['FollowGraph'], ParentType, ContextType>;
  followers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<PublicationFollowersArgs, 'first'>>;
  headerColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homepage?: Resolver<ResolversTypes['PublicationHomepage'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  navigationItems?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  newsletterV3?: Resolver<Maybe<ResolversTypes['NewsletterV3']>, ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<PublicationPostsArgs>>;
  seoMetaTags?: Resolver<ResolversTypes['SeoMetaTags'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subpage?: Resolver<Maybe<ResolversTypes['Subpage']>, ParentType, ContextType, RequireFields<PublicationSubpageArgs, 'slug'>>;
  subpages?: Resolver<Array<ResolversTypes['Subpage']>, ParentType, ContextType>;
  tagged?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<PublicationTaggedArgs, 'tagSlug'>>;
  tagline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trending?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<PublicationTrendingArgs, 'first'>>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['PublicationViewerEdge'], ParentType, ContextType>;
  writeForUs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublicationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationConnection'] = ResolversParentTypes['PublicationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PublicationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PublicationContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationContent'] = ResolversParentTypes['PublicationContent']> = {
  counts?: Resolver<ResolversTypes['PublicationContentCounts'], ParentType, ContextType>;
  featuredIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['PublicationContentStory']>, ParentType, ContextType>;
  submissions?: Resolver<Array<ResolversTypes['Submission']>, ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['PublicationContentTab'], ParentType, ContextType>;
  viewerRole?: Resolver<ResolversTypes['CollectionRole'], ParentType, ContextType>;
};

export type PublicationContentCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationContentCounts'] = ResolversParentTypes['PublicationContentCounts']> = {
  published?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submissions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicationContentStoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationContentStory'] = ResolversParentTypes['PublicationContentStory']> = {
  actions?: Resolver<Array<ResolversTypes['PublicationStoryActionButton']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFeatured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writerUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicationCustomDomainResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationCustomDomain'] = ResolversParentTypes['PublicationCustomDomain']> = {
  live?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicationDigestStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationDigestStats'] = ResolversParentTypes['PublicationDigestStats']> = {
  digests?: Resolver<Array<ResolversTypes['DigestStats']>, ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['Publication'], ParentType, ContextType>;
  subscribers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublicationDigestStatsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationDigestStatsResult'] = ResolversParentTypes['PublicationDigestStatsResult']> = {
  __resolveType: TypeResolveFn<'Forbidden' | 'NotFound' | 'PublicationDigestStats' | 'Unauthorized', ParentType, ContextType>;
};

export type PublicationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationEdge'] = ResolversParentTypes['PublicationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Publication'], ParentType, ContextType>;
};

export type PublicationEditorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationEditor'] = ResolversParentTypes['PublicationEditor']> = {
  role?: Resolver<ResolversTypes['CollectionRole'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type PublicationHeaderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationHeader'] = ResolversParentTypes['PublicationHeader']> = {
  backgroundImage?: Resolver<Maybe<ResolversTypes['HeaderImage']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['HeaderColor']>, ParentType, ContextType>;
};

export type PublicationHomepageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationHomepage'] = ResolversParentTypes['PublicationHomepage']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['PublicationHeader'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['PublicationSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicationInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationInvitation'] = ResolversParentTypes['PublicationInvitation']> = {
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviteeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inviteeUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inviterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publicationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['CollectionRole'], ParentType, ContextType>;
};

export type PublicationMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationMember'] = ResolversParentTypes['PublicationMember']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['CollectionRole'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerMayRemove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PublicationNewsletterSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationNewsletterSettings'] = ResolversParentTypes['PublicationNewsletterSettings']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['NewsletterV3'], ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicationPeopleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationPeople'] = ResolversParentTypes['PublicationPeople']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['PublicationInvitation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['PublicationMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerInvitation?: Resolver<Maybe<ResolversTypes['PublicationInvitation']>, ParentType, ContextType>;
  viewerMayInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerRole?: Resolver<Maybe<ResolversTypes['CollectionRole']>, ParentType, ContextType>;
};

export type PublicationSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationSection'] = ResolversParentTypes['PublicationSection']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['PublicationSectionLayout'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['Tag']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PublicationSectionType'], ParentType, ContextType>;
};

export type PublicationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationSettings'] = ResolversParentTypes['PublicationSettings']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customDomain?: Resolver<ResolversTypes['PublicationCustomDomain'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featurePages?: Resolver<Array<ResolversTypes['FeaturePage']>, ParentType, ContextType>;
  headerColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerFocusX?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  headerFocusY?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  headerImageAlt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headerImageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  navigationItems?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['SectionSetting']>, ParentType, ContextType>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoRobots?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subpages?: Resolver<Array<ResolversTypes['Subpage']>, ParentType, ContextType>;
  tagline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writeForUs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicationStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationStats'] = ResolversParentTypes['PublicationStats']> = {
  audience?: Resolver<ResolversTypes['AudienceFigures'], ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['Publication'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['StoryFiguresPoint']>, ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['StoryStatsRow']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StoryFigures'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['StatsWindow'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublicationStatsOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationStatsOverview'] = ResolversParentTypes['PublicationStatsOverview']> = {
  audience?: Resolver<ResolversTypes['AudienceFigures'], ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['PreviousStatsPeriod']>, ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['Publication'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['TrafficSourceViews']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StoryFigures'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['StatsWindow'], ParentType, ContextType>;
  writers?: Resolver<Array<ResolversTypes['WriterStatsRow']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublicationStatsOverviewResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationStatsOverviewResult'] = ResolversParentTypes['PublicationStatsOverviewResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'PublicationStatsOverview' | 'Unauthorized', ParentType, ContextType>;
};

export type PublicationStatsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationStatsResult'] = ResolversParentTypes['PublicationStatsResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'PublicationStats' | 'Unauthorized', ParentType, ContextType>;
};

export type PublicationStoryActionButtonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationStoryActionButton'] = ResolversParentTypes['PublicationStoryActionButton']> = {
  action?: Resolver<ResolversTypes['PublicationStoryAction'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicationViewerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationViewerEdge'] = ResolversParentTypes['PublicationViewerEdge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMuting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerStaffRole?: Resolver<Maybe<ResolversTypes['CollectionRole']>, ParentType, ContextType>;
};

export type PublishPostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishPostResult'] = ResolversParentTypes['PublishPostResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Conflict' | 'Forbidden' | 'NotFound' | 'PostPublished' | 'Unauthorized', ParentType, ContextType>;
};

export type PublishResponseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishResponseResult'] = ResolversParentTypes['PublishResponseResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'ResponsePublished' | 'Unauthorized', ParentType, ContextType>;
};

export type PublishTargetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishTarget'] = ResolversParentTypes['PublishTarget']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountSettings?: Resolver<Maybe<ResolversTypes['AccountSettings']>, ParentType, ContextType>;
  alternateUser?: Resolver<Maybe<ResolversTypes['AlternateUserBanner']>, ParentType, ContextType, RequireFields<QueryAlternateUserArgs, 'postId'>>;
  audienceDetails?: Resolver<ResolversTypes['AudienceDetailsResult'], ParentType, ContextType, RequireFields<QueryAudienceDetailsArgs, 'details' | 'period' | 'username'>>;
  audienceStats?: Resolver<ResolversTypes['AudienceStatsResult'], ParentType, ContextType, RequireFields<QueryAudienceStatsArgs, 'period' | 'username'>>;
  cancellationOffer?: Resolver<ResolversTypes['CancellationOfferResult'], ParentType, ContextType, RequireFields<QueryCancellationOfferArgs, 'reason'>>;
  catalog?: Resolver<Maybe<ResolversTypes['Catalog']>, ParentType, ContextType, RequireFields<QueryCatalogArgs, 'id'>>;
  editablePost?: Resolver<Maybe<ResolversTypes['EditablePost']>, ParentType, ContextType, RequireFields<QueryEditablePostArgs, 'id'>>;
  editorInbox?: Resolver<Maybe<ResolversTypes['EditorInbox']>, ParentType, ContextType, RequireFields<QueryEditorInboxArgs, 'slug'>>;
  emailAvailability?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryEmailAvailabilityArgs, 'email'>>;
  featuredStoriesManager?: Resolver<Maybe<ResolversTypes['FeaturedStoriesManager']>, ParentType, ContextType, RequireFields<QueryFeaturedStoriesManagerArgs, 'slug'>>;
  firstYearOffer?: Resolver<ResolversTypes['PriceOffer'], ParentType, ContextType>;
  followedCatalogs?: Resolver<ResolversTypes['CatalogsPage'], ParentType, ContextType, Partial<QueryFollowedCatalogsArgs>>;
  followedTags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  followedTopics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  followingFeed?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<QueryFollowingFeedArgs, 'sortType'>>;
  giftProduct?: Resolver<ResolversTypes['GiftProduct'], ParentType, ContextType>;
  landingPage?: Resolver<Maybe<ResolversTypes['LandingPage']>, ParentType, ContextType, RequireFields<QueryLandingPageArgs, 'key'>>;
  membershipPlans?: Resolver<Array<ResolversTypes['MembershipPlan']>, ParentType, ContextType, RequireFields<QueryMembershipPlansArgs, 'currency'>>;
  newsletterConfirmation?: Resolver<Maybe<ResolversTypes['NewsletterConfirmation']>, ParentType, ContextType, RequireFields<QueryNewsletterConfirmationArgs, 'token'>>;
  newsletterStats?: Resolver<ResolversTypes['NewsletterStatsResult'], ParentType, ContextType, RequireFields<QueryNewsletterStatsArgs, 'newsletterId' | 'period'>>;
  newsletterUnsubscribeLink?: Resolver<Maybe<ResolversTypes['NewsletterUnsubscribeLink']>, ParentType, ContextType, RequireFields<QueryNewsletterUnsubscribeLinkArgs, 'hash' | 'newsletterId' | 'subject'>>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  notificationStatus?: Resolver<ResolversTypes['NotificationStatus'], ParentType, ContextType>;
  notificationUnsubscribe?: Resolver<Maybe<ResolversTypes['NotificationUnsubscribe']>, ParentType, ContextType, RequireFields<QueryNotificationUnsubscribeArgs, 'token'>>;
  notifications?: Resolver<ResolversTypes['NotificationsPage'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  paymentConfiguration?: Resolver<ResolversTypes['PaymentConfiguration'], ParentType, ContextType>;
  personalisedTagFeed?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<QueryPersonalisedTagFeedArgs, 'mode' | 'tagSlug'>>;
  popularCatalogs?: Resolver<ResolversTypes['CatalogsPage'], ParentType, ContextType, Partial<QueryPopularCatalogsArgs>>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  postClappers?: Resolver<Maybe<ResolversTypes['ClappersPage']>, ParentType, ContextType, RequireFields<QueryPostClappersArgs, 'postId'>>;
  postStats?: Resolver<ResolversTypes['PostStatsResult'], ParentType, ContextType, RequireFields<QueryPostStatsArgs, 'period' | 'postId'>>;
  publication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType, RequireFields<QueryPublicationArgs, 'slug'>>;
  publicationByRef?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType, RequireFields<QueryPublicationByRefArgs, 'ref'>>;
  publicationContent?: Resolver<Maybe<ResolversTypes['PublicationContent']>, ParentType, ContextType, RequireFields<QueryPublicationContentArgs, 'slug' | 'tab'>>;
  publicationDigestStats?: Resolver<ResolversTypes['PublicationDigestStatsResult'], ParentType, ContextType, RequireFields<QueryPublicationDigestStatsArgs, 'slug'>>;
  publicationNewsletterSettings?: Resolver<Maybe<ResolversTypes['PublicationNewsletterSettings']>, ParentType, ContextType, RequireFields<QueryPublicationNewsletterSettingsArgs, 'slug'>>;
  publicationPeople?: Resolver<Maybe<ResolversTypes['PublicationPeople']>, ParentType, ContextType, RequireFields<QueryPublicationPeopleArgs, 'slug'>>;
  publicationSettings?: Resolver<Maybe<ResolversTypes['PublicationSettings']>, ParentType, ContextType, RequireFields<QueryPublicationSettingsArgs, 'slug'>>;
  publicationStats?: Resolver<ResolversTypes['PublicationStatsResult'], ParentType, ContextType, RequireFields<QueryPublicationStatsArgs, 'period' | 'slug'>>;
  publicationStatsOverview?: Resolver<ResolversTypes['PublicationStatsOverviewResult'], ParentType, ContextType, RequireFields<QueryPublicationStatsOverviewArgs, 'period' | 'slug'>>;
  publishTargets?: Resolver<Array<ResolversTypes['PublishTarget']>, ParentType, ContextType>;
  readingHistory?: Resolver<ResolversTypes['ReadingHistoryPage'], ParentType, ContextType, Partial<QueryReadingHistoryArgs>>;
  recommendedStories?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryRecommendedStoriesArgs, 'limit' | 'postId'>>;
  recommendedTopics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType, RequireFields<QueryRecommendedTopicsArgs, 'limit'>>;
  responseStats?: Resolver<ResolversTypes['ResponseStatsResult'], ParentType, ContextType, RequireFields<QueryResponseStatsArgs, 'period'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'query' | 'requests'>>;
  securitySettings?: Resolver<ResolversTypes['SecuritySettings'], ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['Series']>, ParentType, ContextType, RequireFields<QuerySeriesArgs, 'ref'>>;
  staffPicksFeed?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<QueryStaffPicksFeedArgs>>;
  submission?: Resolver<Maybe<ResolversTypes['Submission']>, ParentType, ContextType, RequireFields<QuerySubmissionArgs, 'id'>>;
  submissionTargets?: Resolver<Maybe<ResolversTypes['SubmissionTargets']>, ParentType, ContextType, RequireFields<QuerySubmissionTargetsArgs, 'postId'>>;
  tag?: Resolver<Maybe<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QueryTagArgs, 'slug'>>;
  tagFeed?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<QueryTagFeedArgs, 'tagSlug'>>;
  tagFromSlug?: Resolver<Maybe<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QueryTagFromSlugArgs, 'tagSlug'>>;
  tagSuggestions?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QueryTagSuggestionsArgs, 'prefix'>>;
  topStories?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<QueryTopStoriesArgs, 'day'>>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType, RequireFields<QueryTopicArgs, 'slug'>>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'username'>>;
  userCatalogs?: Resolver<ResolversTypes['CatalogsPage'], ParentType, ContextType, RequireFields<QueryUserCatalogsArgs, 'username'>>;
  userHighlights?: Resolver<Maybe<ResolversTypes['HighlightsPage']>, ParentType, ContextType, RequireFields<QueryUserHighlightsArgs, 'username'>>;
  variantFlags?: Resolver<Array<ResolversTypes['VariantFlag']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  viewerCatalogs?: Resolver<ResolversTypes['CatalogsPage'], ParentType, ContextType, Partial<QueryViewerCatalogsArgs>>;
  viewerPredefinedCatalog?: Resolver<ResolversTypes['Catalog'], ParentType, ContextType, RequireFields<QueryViewerPredefinedCatalogArgs, 'type'>>;
  viewerPublications?: Resolver<Array<ResolversTypes['ViewerPublication']>, ParentType, ContextType>;
  webRecommendedFeed?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<QueryWebRecommendedFeedArgs>>;
  whoToFollow?: Resolver<Array<ResolversTypes['FollowedEntity']>, ParentType, ContextType, RequireFields<QueryWhoToFollowArgs, 'first'>>;
  writerOutbox?: Resolver<Array<ResolversTypes['Submission']>, ParentType, ContextType>;
  writerStats?: Resolver<ResolversTypes['WriterStatsResult'], ParentType, ContextType, RequireFields<QueryWriterStatsArgs, 'period'>>;
  yourHighlights?: Resolver<ResolversTypes['HighlightsPage'], ParentType, ContextType, Partial<QueryYourHighlightsArgs>>;
  yourStories?: Resolver<ResolversTypes['StoriesPage'], ParentType, ContextType, RequireFields<QueryYourStoriesArgs, 'tab'>>;
  yourStoriesCounts?: Resolver<ResolversTypes['StoriesCounts'], ParentType, ContextType>;
};

export type RateLimitedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateLimited'] = ResolversParentTypes['RateLimited']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReadingHistoryClearedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadingHistoryCleared'] = ResolversParentTypes['ReadingHistoryCleared']> = {
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReadingHistoryEntryChangedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadingHistoryEntryChanged'] = ResolversParentTypes['ReadingHistoryEntryChanged']> = {
  lastReadAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReadingHistoryEntryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadingHistoryEntryResult'] = ResolversParentTypes['ReadingHistoryEntryResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'NotFound' | 'ReadingHistoryEntryChanged' | 'Unauthorized', ParentType, ContextType>;
};

export type ReadingHistoryItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadingHistoryItem'] = ResolversParentTypes['ReadingHistoryItem']> = {
  lastReadAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type ReadingHistoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadingHistoryPage'] = ResolversParentTypes['ReadingHistoryPage']> = {
  isPaused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReadingHistoryItem']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReadingHistoryPauseSetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadingHistoryPauseSet'] = ResolversParentTypes['ReadingHistoryPauseSet']> = {
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membershipType?: Resolver<ResolversTypes['MembershipType'], ParentType, ContextType>;
  payerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecommendationSignalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecommendationSignal'] = ResolversParentTypes['RecommendationSignal']> = {
  action?: Resolver<ResolversTypes['SignalAction'], ParentType, ContextType>;
  givenAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type RecommendationSignalResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecommendationSignalResult'] = ResolversParentTypes['RecommendationSignalResult']> = {
  action?: Resolver<Maybe<ResolversTypes['SignalAction']>, ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type RecordPostReadResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordPostReadResult'] = ResolversParentTypes['RecordPostReadResult']> = {
  __resolveType: TypeResolveFn<'NotFound' | 'PostReadRecorded' | 'Unauthorized', ParentType, ContextType>;
};

export type RedeemGiftResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemGiftResult'] = ResolversParentTypes['RedeemGiftResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['MembershipStatus']>, ParentType, ContextType>;
};

export type ResponsePublishedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponsePublished'] = ResolversParentTypes['ResponsePublished']> = {
  parentResponsesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['PostResponse'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResponseStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponseStats'] = ResolversParentTypes['ResponseStats']> = {
  responses?: Resolver<Array<ResolversTypes['StoryStatsRow']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['StoryFiguresPoint']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StoryFigures'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['StatsWindow'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResponseStatsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponseStatsResult'] = ResolversParentTypes['ResponseStatsResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'ResponseStats' | 'Unauthorized', ParentType, ContextType>;
};

export type ResponseVisibilityChangedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponseVisibilityChanged'] = ResolversParentTypes['ResponseVisibilityChanged']> = {
  parentPostId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentResponsesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['PostResponse'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResponsesLockChangedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponsesLockChanged'] = ResolversParentTypes['ResponsesLockChanged']> = {
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SaveDraftResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveDraftResult'] = ResolversParentTypes['SaveDraftResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Conflict' | 'DraftSaved' | 'Forbidden' | 'NotFound' | 'Unauthorized', ParentType, ContextType>;
};

export type SearchCollectionHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchCollectionHit'] = ResolversParentTypes['SearchCollectionHit']> = {
  collectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchCollectionResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchCollectionResults'] = ResolversParentTypes['SearchCollectionResults']> = {
  hits?: Resolver<Array<ResolversTypes['SearchCollectionHit']>, ParentType, ContextType>;
  queryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SearchStatus'], ParentType, ContextType>;
};

export type SearchPostHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchPostHit'] = ResolversParentTypes['SearchPostHit']> = {
  latestPublishedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchPostResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchPostResults'] = ResolversParentTypes['SearchPostResults']> = {
  hits?: Resolver<Array<ResolversTypes['SearchPostHit']>, ParentType, ContextType>;
  queryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SearchStatus'], ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  collections?: Resolver<Maybe<ResolversTypes['SearchCollectionResults']>, ParentType, ContextType>;
  posts?: Resolver<Maybe<ResolversTypes['SearchPostResults']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Maybe<ResolversTypes['SearchTagResults']>, ParentType, ContextType>;
  unfiltered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  users?: Resolver<Maybe<ResolversTypes['SearchUserResults']>, ParentType, ContextType>;
};

export type SearchTagHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchTagHit'] = ResolversParentTypes['SearchTagHit']> = {
  displayText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tagSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchTagResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchTagResults'] = ResolversParentTypes['SearchTagResults']> = {
  hits?: Resolver<Array<ResolversTypes['SearchTagHit']>, ParentType, ContextType>;
  queryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SearchStatus'], ParentType, ContextType>;
};

export type SearchUserHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchUserHit'] = ResolversParentTypes['SearchUserHit']> = {
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchUserResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchUserResults'] = ResolversParentTypes['SearchUserResults']> = {
  hits?: Resolver<Array<ResolversTypes['SearchUserHit']>, ParentType, ContextType>;
  queryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SearchStatus'], ParentType, ContextType>;
};

export type SectionSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionSetting'] = ResolversParentTypes['SectionSetting']> = {
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SecuritySettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecuritySettings'] = ResolversParentTypes['SecuritySettings']> = {
  connections?: Resolver<Array<ResolversTypes['SignInConnection']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passkeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  placeExplanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['ActiveSession']>, ParentType, ContextType>;
  tokens?: Resolver<Array<ResolversTypes['IntegrationToken']>, ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SendAcctAuthEmailResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendAcctAuthEmailResult'] = ResolversParentTypes['SendAcctAuthEmailResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'FailedChallenge' | 'NotFound' | 'RateLimited' | 'SusiMethod', ParentType, ContextType>;
};

export type SeoMetaTagsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeoMetaTags'] = ResolversParentTypes['SeoMetaTags']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  robots?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Series'] = ResolversParentTypes['Series']> = {
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerIsCreator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SetCatalogResponsesLockedResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCatalogResponsesLockedResult'] = ResolversParentTypes['SetCatalogResponsesLockedResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'CatalogResponsesLockChanged' | 'Forbidden' | 'NotFound' | 'Unauthorized', ParentType, ContextType>;
};

export type SetReadingHistoryPausedResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetReadingHistoryPausedResult'] = ResolversParentTypes['SetReadingHistoryPausedResult']> = {
  __resolveType: TypeResolveFn<'ReadingHistoryPauseSet' | 'Unauthorized', ParentType, ContextType>;
};

export type SetResponsesLockedResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetResponsesLockedResult'] = ResolversParentTypes['SetResponsesLockedResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'ResponsesLockChanged' | 'Unauthorized', ParentType, ContextType>;
};

export type SignInConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInConnection'] = ResolversParentTypes['SignInConnection']> = {
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SocialStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialStats'] = ResolversParentTypes['SocialStats']> = {
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffPublicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffPublication'] = ResolversParentTypes['StaffPublication']> = {
  canLeave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatsWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatsWindow'] = ResolversParentTypes['StatsWindow']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoriesCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoriesCounts'] = ResolversParentTypes['StoriesCounts']> = {
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drafts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  public?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unlisted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoriesPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoriesPage'] = ResolversParentTypes['StoriesPage']> = {
  items?: Resolver<Array<ResolversTypes['StoryItem']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoryEarningResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryEarning'] = ResolversParentTypes['StoryEarning']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoryEndResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryEnd'] = ResolversParentTypes['StoryEnd']> = {
  moreFromPublication?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  moreFromWriter?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
};

export type StoryFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryFigures'] = ResolversParentTypes['StoryFigures']> = {
  claps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highlights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberReadingSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  readRatio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoryFiguresPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryFiguresPoint'] = ResolversParentTypes['StoryFiguresPoint']> = {
  bucket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highlights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberReadingSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  readRatio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoryItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryItem'] = ResolversParentTypes['StoryItem']> = {
  deletedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  editUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permanentlyDeletedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  publicationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  readingTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PostLifecycleState'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['StoriesTab'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorySettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorySettings'] = ResolversParentTypes['StorySettings']> = {
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorySettingsSavedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorySettingsSaved'] = ResolversParentTypes['StorySettingsSaved']> = {
  settings?: Resolver<ResolversTypes['StorySettings'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StoryStatsRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryStatsRow'] = ResolversParentTypes['StoryStatsRow']> = {
  claps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highlights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberReadingSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  readRatio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubmissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Submission'] = ResolversParentTypes['Submission']> = {
  actions?: Resolver<Array<ResolversTypes['SubmissionActionButton']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preview?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  publicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publicationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubmissionStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  writerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writerUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubmissionActionButtonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmissionActionButton'] = ResolversParentTypes['SubmissionActionButton']> = {
  action?: Resolver<ResolversTypes['SubmissionAction'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubmissionTargetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmissionTargets'] = ResolversParentTypes['SubmissionTargets']> = {
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openSubmission?: Resolver<Maybe<ResolversTypes['Submission']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['ViewerPublication']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubpageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subpage'] = ResolversParentTypes['Subpage']> = {
  bodyModel?: Resolver<ResolversTypes['BodyModel'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SusiMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SusiMethod'] = ResolversParentTypes['SusiMethod']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SwitchPlanScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwitchPlanSchedule'] = ResolversParentTypes['SwitchPlanSchedule']> = {
  membershipType?: Resolver<ResolversTypes['MembershipType'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  startAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  archive?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, RequireFields<TagArchiveArgs, 'year'>>;
  archiveIndex?: Resolver<Array<ResolversTypes['ArchiveMonth']>, ParentType, ContextType>;
  displayTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recommended?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<TagRecommendedArgs>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerFollows?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  writers?: Resolver<ResolversTypes['TagWriterPage'], ParentType, ContextType, Partial<TagWritersArgs>>;
};

export type TagWriterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TagWriter'] = ResolversParentTypes['TagWriter']> = {
  storyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type TagWriterPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TagWriterPage'] = ResolversParentTypes['TagWriterPage']> = {
  items?: Resolver<Array<ResolversTypes['TagWriter']>, ParentType, ContextType>;
  pagingInfo?: Resolver<ResolversTypes['PagingInfo'], ParentType, ContextType>;
};

export type TokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Token'] = ResolversParentTypes['Token']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TooManyRequestsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TooManyRequests'] = ResolversParentTypes['TooManyRequests']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TopHighlightResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopHighlight'] = ResolversParentTypes['TopHighlight']> = {
  endOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endParagraph?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startParagraph?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TopWriterAwardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopWriterAward'] = ResolversParentTypes['TopWriterAward']> = {
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType>;
};

export type TopicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<TopicPostsArgs>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanCurate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerFollows?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TrafficSourceViewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrafficSourceViews'] = ResolversParentTypes['TrafficSourceViews']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TwoFactorEnrollmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorEnrollment'] = ResolversParentTypes['TwoFactorEnrollment']> = {
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorRequiredResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorRequired'] = ResolversParentTypes['TwoFactorRequired']> = {
  challenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnauthorizedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Unauthorized'] = ResolversParentTypes['Unauthorized']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UncancelMembershipResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UncancelMembershipResult'] = ResolversParentTypes['UncancelMembershipResult']> = {
  __resolveType: TypeResolveFn<'MutationError' | 'MutationSuccess', ParentType, ContextType>;
};

export type UndeletePostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UndeletePostResult'] = ResolversParentTypes['UndeletePostResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'PostUndeleted' | 'Unauthorized', ParentType, ContextType>;
};

export type UnsubscribeNotificationEmailResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnsubscribeNotificationEmailResult'] = ResolversParentTypes['UnsubscribeNotificationEmailResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'NotificationEmailUnsubscribed', ParentType, ContextType>;
};

export type UpdateProfileResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfileResult'] = ResolversParentTypes['UpdateProfileResult']> = {
  __resolveType: TypeResolveFn<'ProfileRefused' | 'ProfileUpdated', ParentType, ContextType>;
};

export type UpdateStorySettingsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStorySettingsResult'] = ResolversParentTypes['UpdateStorySettingsResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'StorySettingsSaved' | 'Unauthorized', ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  about?: Resolver<ResolversTypes['UserAbout'], ParentType, ContextType>;
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  books?: Resolver<Array<ResolversTypes['Book']>, ParentType, ContextType>;
  customDomainState?: Resolver<ResolversTypes['UserCustomDomainState'], ParentType, ContextType>;
  followers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserFollowersArgs, 'first'>>;
  following?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserFollowingArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletterV3?: Resolver<Maybe<ResolversTypes['NewsletterV3']>, ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<UserPostsArgs>>;
  recommended?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<UserRecommendedArgs>>;
  responses?: Resolver<ResolversTypes['PostFeed'], ParentType, ContextType, Partial<UserResponsesArgs>>;
  series?: Resolver<Array<ResolversTypes['Series']>, ParentType, ContextType>;
  socialStats?: Resolver<ResolversTypes['SocialStats'], ParentType, ContextType>;
  topWriterAwards?: Resolver<Array<ResolversTypes['TopWriterAward']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['UserViewerEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserAboutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserAbout'] = ResolversParentTypes['UserAbout']> = {
  joinedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pronouns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tippingLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type UserCustomDomainStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserCustomDomainState'] = ResolversParentTypes['UserCustomDomainState']> = {
  live?: Resolver<Maybe<ResolversTypes['CustomDomainName']>, ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserViewerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserViewerEdge'] = ResolversParentTypes['UserViewerEdge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMuting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VariantFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantFlag'] = ResolversParentTypes['VariantFlag']> = {
  boolValue?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stringValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueType?: Resolver<ResolversTypes['VariantFlagValueType'], ParentType, ContextType>;
};

export type VerificationRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerificationRequest'] = ResolversParentTypes['VerificationRequest']> = {
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerifyLoginCodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyLoginCodeResult'] = ResolversParentTypes['VerifyLoginCodeResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'NotFound' | 'RateLimited' | 'Token' | 'TooManyRequests', ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  allowEmailAddressSharingEditorWriter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billingHistory?: Resolver<Array<ResolversTypes['Charge']>, ParentType, ContextType, RequireFields<ViewerBillingHistoryArgs, 'first'>>;
  dismissableFlags?: Resolver<Array<ResolversTypes['DismissedFlag']>, ParentType, ContextType>;
  followedEntities?: Resolver<ResolversTypes['FollowedEntityConnection'], ParentType, ContextType, RequireFields<ViewerFollowedEntitiesArgs, 'first'>>;
  followedEntity?: Resolver<Maybe<ResolversTypes['FollowedEntityEdge']>, ParentType, ContextType, RequireFields<ViewerFollowedEntityArgs, 'id' | 'type'>>;
  followedPublications?: Resolver<ResolversTypes['PublicationConnection'], ParentType, ContextType, RequireFields<ViewerFollowedPublicationsArgs, 'first'>>;
  followedUsers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<ViewerFollowedUsersArgs, 'first'>>;
  giftOrders?: Resolver<Array<ResolversTypes['GiftOrder']>, ParentType, ContextType>;
  hasPastMemberships?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  membershipStatus?: Resolver<Maybe<ResolversTypes['MembershipStatus']>, ParentType, ContextType>;
  mutedPublications?: Resolver<ResolversTypes['MutedPublicationConnection'], ParentType, ContextType, RequireFields<ViewerMutedPublicationsArgs, 'first'>>;
  mutedUsers?: Resolver<ResolversTypes['MutedUserConnection'], ParentType, ContextType, RequireFields<ViewerMutedUsersArgs, 'first'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerProgram?: Resolver<Maybe<ResolversTypes['PartnerProgram']>, ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['Receipt']>, ParentType, ContextType, RequireFields<ViewerReceiptArgs, 'chargeId'>>;
  recommendationSignals?: Resolver<Array<ResolversTypes['RecommendationSignal']>, ParentType, ContextType, RequireFields<ViewerRecommendationSignalsArgs, 'first'>>;
  series?: Resolver<Array<ResolversTypes['Series']>, ParentType, ContextType>;
  socialStats?: Resolver<ResolversTypes['SocialStats'], ParentType, ContextType>;
  unverifiedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['ViewerEdge'], ParentType, ContextType>;
};

export type ViewerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ViewerEdge'] = ResolversParentTypes['ViewerEdge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['MembershipStatus']>, ParentType, ContextType>;
};

export type ViewerPublicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ViewerPublication'] = ResolversParentTypes['ViewerPublication']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['CollectionRole'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WriterStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WriterStats'] = ResolversParentTypes['WriterStats']> = {
  audience?: Resolver<ResolversTypes['AudienceFigures'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['StoryFiguresPoint']>, ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['StoryStatsRow']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StoryFigures'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['StatsWindow'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WriterStatsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WriterStatsResult'] = ResolversParentTypes['WriterStatsResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'NotFound' | 'Unauthorized' | 'WriterStats', ParentType, ContextType>;
};

export type WriterStatsRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WriterStatsRow'] = ResolversParentTypes['WriterStatsRow']> = {
  claps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highlights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberReadingSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  readRatio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stories?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountCustomDomain?: AccountCustomDomainResolvers<ContextType>;
  AccountResult?: AccountResultResolvers<ContextType>;
  AccountSettings?: AccountSettingsResolvers<ContextType>;
  ActiveSession?: ActiveSessionResolvers<ContextType>;
  AlternateUserBanner?: AlternateUserBannerResolvers<ContextType>;
  ApplyForVerificationResult?: ApplyForVerificationResultResolvers<ContextType>;
  ArchiveMonth?: ArchiveMonthResolvers<ContextType>;
  AudienceDetailPoint?: AudienceDetailPointResolvers<ContextType>;
  AudienceDetails?: AudienceDetailsResolvers<ContextType>;
  AudienceDetailsResult?: AudienceDetailsResultResolvers<ContextType>;
  AudienceFigures?: AudienceFiguresResolvers<ContextType>;
  AudiencePoint?: AudiencePointResolvers<ContextType>;
  AudienceStats?: AudienceStatsResolvers<ContextType>;
  AudienceStatsResult?: AudienceStatsResultResolvers<ContextType>;
  AuthError?: AuthErrorResolvers<ContextType>;
  AuthorNewsletterSettings?: AuthorNewsletterSettingsResolvers<ContextType>;
  BadRequest?: BadRequestResolvers<ContextType>;
  BodyModel?: BodyModelResolvers<ContextType>;
  Book?: BookResolvers<ContextType>;
  BuyGiftResult?: BuyGiftResultResolvers<ContextType>;
  CancelWithReasonResult?: CancelWithReasonResultResolvers<ContextType>;
  CancellationOffer?: CancellationOfferResolvers<ContextType>;
  CancellationOfferResult?: CancellationOfferResultResolvers<ContextType>;
  Catalog?: CatalogResolvers<ContextType>;
  CatalogClapped?: CatalogClappedResolvers<ContextType>;
  CatalogDeleted?: CatalogDeletedResolvers<ContextType>;
  CatalogFollowChanged?: CatalogFollowChangedResolvers<ContextType>;
  CatalogItem?: CatalogItemResolvers<ContextType>;
  CatalogItemChanged?: CatalogItemChangedResolvers<ContextType>;
  CatalogItemResult?: CatalogItemResultResolvers<ContextType>;
  CatalogItemsPage?: CatalogItemsPageResolvers<ContextType>;
  CatalogResponseVisibilityChanged?: CatalogResponseVisibilityChangedResolvers<ContextType>;
  CatalogResponseVisibilityResult?: CatalogResponseVisibilityResultResolvers<ContextType>;
  CatalogResponsesLockChanged?: CatalogResponsesLockChangedResolvers<ContextType>;
  CatalogResult?: CatalogResultResolvers<ContextType>;
  CatalogSaved?: CatalogSavedResolvers<ContextType>;
  CatalogsPage?: CatalogsPageResolvers<ContextType>;
  Charge?: ChargeResolvers<ContextType>;
  ClapCatalogResult?: ClapCatalogResultResolvers<ContextType>;
  ClapResult?: ClapResultResolvers<ContextType>;
  Clapped?: ClappedResolvers<ContextType>;
  Clapper?: ClapperResolvers<ContextType>;
  ClappersPage?: ClappersPageResolvers<ContextType>;
  ClearReadingHistoryResult?: ClearReadingHistoryResultResolvers<ContextType>;
  ClosedMonth?: ClosedMonthResolvers<ContextType>;
  Conflict?: ConflictResolvers<ContextType>;
  CreateHighlightResult?: CreateHighlightResultResolvers<ContextType>;
  CreatedIntegrationToken?: CreatedIntegrationTokenResolvers<ContextType>;
  CustomDomainName?: CustomDomainNameResolvers<ContextType>;
  DataExport?: DataExportResolvers<ContextType>;
  DeleteCatalogResult?: DeleteCatalogResultResolvers<ContextType>;
  DeleteHighlightResult?: DeleteHighlightResultResolvers<ContextType>;
  DeletePostResult?: DeletePostResultResolvers<ContextType>;
  DigestStats?: DigestStatsResolvers<ContextType>;
  DismissedFlag?: DismissedFlagResolvers<ContextType>;
  DraftSaved?: DraftSavedResolvers<ContextType>;
  EditLandingPageResult?: EditLandingPageResultResolvers<ContextType>;
  EditablePost?: EditablePostResolvers<ContextType>;
  EditorInbox?: EditorInboxResolvers<ContextType>;
  FailedChallenge?: FailedChallengeResolvers<ContextType>;
  FeaturableStory?: FeaturableStoryResolvers<ContextType>;
  FeaturePage?: FeaturePageResolvers<ContextType>;
  FeaturePageTag?: FeaturePageTagResolvers<ContextType>;
  FeaturedStoriesManager?: FeaturedStoriesManagerResolvers<ContextType>;
  FeedItem?: FeedItemResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FollowCatalogResult?: FollowCatalogResultResolvers<ContextType>;
  FollowGraph?: FollowGraphResolvers<ContextType>;
  FollowedEntity?: FollowedEntityResolvers<ContextType>;
  FollowedEntityConnection?: FollowedEntityConnectionResolvers<ContextType>;
  FollowedEntityEdge?: FollowedEntityEdgeResolvers<ContextType>;
  FollowedEntityNode?: FollowedEntityNodeResolvers<ContextType>;
  Forbidden?: ForbiddenResolvers<ContextType>;
  GiftCheckoutResult?: GiftCheckoutResultResolvers<ContextType>;
  GiftCode?: GiftCodeResolvers<ContextType>;
  GiftCodeResult?: GiftCodeResultResolvers<ContextType>;
  GiftOrder?: GiftOrderResolvers<ContextType>;
  GiftProduct?: GiftProductResolvers<ContextType>;
  HeaderColor?: HeaderColorResolvers<ContextType>;
  HeaderImage?: HeaderImageResolvers<ContextType>;
  HidePostResponseResult?: HidePostResponseResultResolvers<ContextType>;
  Highlight?: HighlightResolvers<ContextType>;
  HighlightCreated?: HighlightCreatedResolvers<ContextType>;
  HighlightDeleted?: HighlightDeletedResolvers<ContextType>;
  HighlightsPage?: HighlightsPageResolvers<ContextType>;
  HostedPageResult?: HostedPageResultResolvers<ContextType>;
  ImageMetadata?: ImageMetadataResolvers<ContextType>;
  ImageRef?: ImageRefResolvers<ContextType>;
  IneligibilityReason?: IneligibilityReasonResolvers<ContextType>;
  IntegrationToken?: IntegrationTokenResolvers<ContextType>;
  LandingPage?: LandingPageResolvers<ContextType>;
  LedgerEntry?: LedgerEntryResolvers<ContextType>;
  LogResult?: LogResultResolvers<ContextType>;
  MarkNotificationsReadResult?: MarkNotificationsReadResultResolvers<ContextType>;
  Markup?: MarkupResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipDiscount?: MembershipDiscountResolvers<ContextType>;
  MembershipPlan?: MembershipPlanResolvers<ContextType>;
  MembershipPlanV2?: MembershipPlanV2Resolvers<ContextType>;
  MembershipResult?: MembershipResultResolvers<ContextType>;
  MembershipStatus?: MembershipStatusResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  MovePostResult?: MovePostResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationError?: MutationErrorResolvers<ContextType>;
  MutationSuccess?: MutationSuccessResolvers<ContextType>;
  MutedPublicationConnection?: MutedPublicationConnectionResolvers<ContextType>;
  MutedPublicationEdge?: MutedPublicationEdgeResolvers<ContextType>;
  MutedUserConnection?: MutedUserConnectionResolvers<ContextType>;
  MutedUserEdge?: MutedUserEdgeResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  NewsletterConfirmation?: NewsletterConfirmationResolvers<ContextType>;
  NewsletterStats?: NewsletterStatsResolvers<ContextType>;
  NewsletterStatsResult?: NewsletterStatsResultResolvers<ContextType>;
  NewsletterUndeliveredEmail?: NewsletterUndeliveredEmailResolvers<ContextType>;
  NewsletterUnsubscribeLink?: NewsletterUnsubscribeLinkResolvers<ContextType>;
  NewsletterV3?: NewsletterV3Resolvers<ContextType>;
  NewsletterV3User?: NewsletterV3UserResolvers<ContextType>;
  NewsletterV3ViewerEdge?: NewsletterV3ViewerEdgeResolvers<ContextType>;
  NotFound?: NotFoundResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationEmailUnsubscribed?: NotificationEmailUnsubscribedResolvers<ContextType>;
  NotificationKindSetting?: NotificationKindSettingResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  NotificationSettingsResult?: NotificationSettingsResultResolvers<ContextType>;
  NotificationSettingsSaved?: NotificationSettingsSavedResolvers<ContextType>;
  NotificationStatus?: NotificationStatusResolvers<ContextType>;
  NotificationUnsubscribe?: NotificationUnsubscribeResolvers<ContextType>;
  NotificationsMarkedRead?: NotificationsMarkedReadResolvers<ContextType>;
  NotificationsPage?: NotificationsPageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Paging?: PagingResolvers<ContextType>;
  PagingInfo?: PagingInfoResolvers<ContextType>;
  Paragraph?: ParagraphResolvers<ContextType>;
  PartnerCloseResult?: PartnerCloseResultResolvers<ContextType>;
  PartnerProgram?: PartnerProgramResolvers<ContextType>;
  PartnerRefundResult?: PartnerRefundResultResolvers<ContextType>;
  PartnerResult?: PartnerResultResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  PasswordLoginResult?: PasswordLoginResultResolvers<ContextType>;
  PaymentConfiguration?: PaymentConfigurationResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PayoutAccount?: PayoutAccountResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostContent?: PostContentResolvers<ContextType>;
  PostDeleted?: PostDeletedResolvers<ContextType>;
  PostFeed?: PostFeedResolvers<ContextType>;
  PostMoved?: PostMovedResolvers<ContextType>;
  PostPublished?: PostPublishedResolvers<ContextType>;
  PostReadRecorded?: PostReadRecordedResolvers<ContextType>;
  PostResponse?: PostResponseResolvers<ContextType>;
  PostResponsesPage?: PostResponsesPageResolvers<ContextType>;
  PostStats?: PostStatsResolvers<ContextType>;
  PostStatsResult?: PostStatsResultResolvers<ContextType>;
  PostUndeleted?: PostUndeletedResolvers<ContextType>;
  PreviousStatsPeriod?: PreviousStatsPeriodResolvers<ContextType>;
  PriceOffer?: PriceOfferResolvers<ContextType>;
  ProfileInformationResult?: ProfileInformationResultResolvers<ContextType>;
  ProfileRefused?: ProfileRefusedResolvers<ContextType>;
  ProfileUpdated?: ProfileUpdatedResolvers<ContextType>;
  Publication?: PublicationResolvers<ContextType>;
  PublicationConnection?: PublicationConnectionResolvers<ContextType>;
  PublicationContent?: PublicationContentResolvers<ContextType>;
  PublicationContentCounts?: PublicationContentCountsResolvers<ContextType>;
  PublicationContentStory?: PublicationContentStoryResolvers<ContextType>;
  PublicationCustomDomain?: PublicationCustomDomainResolvers<ContextType>;
  PublicationDigestStats?: PublicationDigestStatsResolvers<ContextType>;
  PublicationDigestStatsResult?: PublicationDigestStatsResultResolvers<ContextType>;
  PublicationEdge?: PublicationEdgeResolvers<ContextType>;
  PublicationEditor?: PublicationEditorResolvers<ContextType>;
  PublicationHeader?: PublicationHeaderResolvers<ContextType>;
  PublicationHomepage?: PublicationHomepageResolvers<ContextType>;
  PublicationInvitation?: PublicationInvitationResolvers<ContextType>;
  PublicationMember?: PublicationMemberResolvers<ContextType>;
  PublicationNewsletterSettings?: PublicationNewsletterSettingsResolvers<ContextType>;
  PublicationPeople?: PublicationPeopleResolvers<ContextType>;
  PublicationSection?: PublicationSectionResolvers<ContextType>;
  PublicationSettings?: PublicationSettingsResolvers<ContextType>;
  PublicationStats?: PublicationStatsResolvers<ContextType>;
  PublicationStatsOverview?: PublicationStatsOverviewResolvers<ContextType>;
  PublicationStatsOverviewResult?: PublicationStatsOverviewResultResolvers<ContextType>;
  PublicationStatsResult?: PublicationStatsResultResolvers<ContextType>;
  PublicationStoryActionButton?: PublicationStoryActionButtonResolvers<ContextType>;
  PublicationViewerEdge?: PublicationViewerEdgeResolvers<ContextType>;
  PublishPostResult?: PublishPostResultResolvers<ContextType>;
  PublishResponseResult?: PublishResponseResultResolvers<ContextType>;
  PublishTarget?: PublishTargetResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  ReadingHistoryCleared?: ReadingHistoryClearedResolvers<ContextType>;
  ReadingHistoryEntryChanged?: ReadingHistoryEntryChangedResolvers<ContextType>;
  ReadingHistoryEntryResult?: ReadingHistoryEntryResultResolvers<ContextType>;
  ReadingHistoryItem?: ReadingHistoryItemResolvers<ContextType>;
  ReadingHistoryPage?: ReadingHistoryPageResolvers<ContextType>;
  ReadingHistoryPauseSet?: ReadingHistoryPauseSetResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  RecommendationSignal?: RecommendationSignalResolvers<ContextType>;
  RecommendationSignalResult?: RecommendationSignalResultResolvers<ContextType>;
  RecordPostReadResult?: RecordPostReadResultResolvers<ContextType>;
  RedeemGiftResult?: RedeemGiftResultResolvers<ContextType>;
  ResponsePublished?: ResponsePublishedResolvers<ContextType>;
  ResponseStats?: ResponseStatsResolvers<ContextType>;
  ResponseStatsResult?: ResponseStatsResultResolvers<ContextType>;
  ResponseVisibilityChanged?: ResponseVisibilityChangedResolvers<ContextType>;
  ResponsesLockChanged?: ResponsesLockChangedResolvers<ContextType>;
  SaveDraftResult?: SaveDraftResultResolvers<ContextType>;
  SearchCollectionHit?: SearchCollectionHitResolvers<ContextType>;
  SearchCollectionResults?: SearchCollectionResultsResolvers<ContextType>;
  SearchPostHit?: SearchPostHitResolvers<ContextType>;
  SearchPostResults?: SearchPostResultsResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchTagHit?: SearchTagHitResolvers<ContextType>;
  SearchTagResults?: SearchTagResultsResolvers<ContextType>;
  SearchUserHit?: SearchUserHitResolvers<ContextType>;
  SearchUserResults?: SearchUserResultsResolvers<ContextType>;
  SectionSetting?: SectionSettingResolvers<ContextType>;
  SecuritySettings?: SecuritySettingsResolvers<ContextType>;
  SendAcctAuthEmailResult?: SendAcctAuthEmailResultResolvers<ContextType>;
  SeoMetaTags?: SeoMetaTagsResolvers<ContextType>;
  Series?: SeriesResolvers<ContextType>;
  SetCatalogResponsesLockedResult?: SetCatalogResponsesLockedResultResolvers<ContextType>;
  SetReadingHistoryPausedResult?: SetReadingHistoryPausedResultResolvers<ContextType>;
  SetResponsesLockedResult?: SetResponsesLockedResultResolvers<ContextType>;
  SignInConnection?: SignInConnectionResolvers<ContextType>;
  SocialStats?: SocialStatsResolvers<ContextType>;
  StaffPublication?: StaffPublicationResolvers<ContextType>;
  StatsWindow?: StatsWindowResolvers<ContextType>;
  StoriesCounts?: StoriesCountsResolvers<ContextType>;
  StoriesPage?: StoriesPageResolvers<ContextType>;
  StoryEarning?: StoryEarningResolvers<ContextType>;
  StoryEnd?: StoryEndResolvers<ContextType>;
  StoryFigures?: StoryFiguresResolvers<ContextType>;
  StoryFiguresPoint?: StoryFiguresPointResolvers<ContextType>;
  StoryItem?: StoryItemResolvers<ContextType>;
  StorySettings?: StorySettingsResolvers<ContextType>;
  StorySettingsSaved?: StorySettingsSavedResolvers<ContextType>;
  StoryStatsRow?: StoryStatsRowResolvers<ContextType>;
  Submission?: SubmissionResolvers<ContextType>;
  SubmissionActionButton?: SubmissionActionButtonResolvers<ContextType>;
  SubmissionTargets?: SubmissionTargetsResolvers<ContextType>;
  Subpage?: SubpageResolvers<ContextType>;
  SusiMethod?: SusiMethodResolvers<ContextType>;
  SwitchPlanSchedule?: SwitchPlanScheduleResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagWriter?: TagWriterResolvers<ContextType>;
  TagWriterPage?: TagWriterPageResolvers<ContextType>;
  Token?: TokenResolvers<ContextType>;
  TooManyRequests?: TooManyRequestsResolvers<ContextType>;
  TopHighlight?: TopHighlightResolvers<ContextType>;
  TopWriterAward?: TopWriterAwardResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TrafficSourceViews?: TrafficSourceViewsResolvers<ContextType>;
  TwoFactorEnrollment?: TwoFactorEnrollmentResolvers<ContextType>;
  TwoFactorRequired?: TwoFactorRequiredResolvers<ContextType>;
  Unauthorized?: UnauthorizedResolvers<ContextType>;
  UncancelMembershipResult?: UncancelMembershipResultResolvers<ContextType>;
  UndeletePostResult?: UndeletePostResultResolvers<ContextType>;
  UnsubscribeNotificationEmailResult?: UnsubscribeNotificationEmailResultResolvers<ContextType>;
  UpdateProfileResult?: UpdateProfileResultResolvers<ContextType>;
  UpdateStorySettingsResult?: UpdateStorySettingsResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAbout?: UserAboutResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserCustomDomainState?: UserCustomDomainStateResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserViewerEdge?: UserViewerEdgeResolvers<ContextType>;
  VariantFlag?: VariantFlagResolvers<ContextType>;
  VerificationRequest?: VerificationRequestResolvers<ContextType>;
  VerifyLoginCodeResult?: VerifyLoginCodeResultResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  ViewerEdge?: ViewerEdgeResolvers<ContextType>;
  ViewerPublication?: ViewerPublicationResolvers<ContextType>;
  WriterStats?: WriterStatsResolvers<ContextType>;
  WriterStatsResult?: WriterStatsResultResolvers<ContextType>;
  WriterStatsRow?: WriterStatsRowResolvers<ContextType>;
};

