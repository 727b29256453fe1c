export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
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

export type CatalogInput = {
  /** At most 280 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 1-60 characters after trimming. */
  name: Scalars['String']['input'];
  /** PUBLIC or PRIVATE; PRIVATE when left out. */
  visibility?: InputMaybe<CatalogVisibility>;
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

export type ClapCatalogInput = {
  catalogId: Scalars['ID']['input'];
  claps: Scalars['Int']['input'];
  clientId: Scalars['String']['input'];
};

export type ClapInput = {
  claps: Scalars['Int']['input'];
  /** 1 to 64 letters, digits, dashes or underscores, new for each request (the same for its retries). */
  clientId: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};

export type CollectionRole =
  | 'EDITOR'
  | 'OWNER'
  | 'WRITER';

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

export type CreatePublicationInput = {
  /** An image the viewer uploaded (POST /_/upload). */
  avatarId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  tagline: Scalars['String']['input'];
};

export type DeletedStories =
  /** Published stories stay, under 'Deleted account'; drafts go. */
  | 'ANONYMISE'
  /** The stories go with the account. */
  | 'REMOVE';

export type DigestFrequency =
  | 'DAILY'
  | 'OFF'
  | 'WEEKLY';

export type DiscountedMembershipInput = {
  card: CardInput;
  idempotencyKey: Scalars['String']['input'];
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

/** A flag's new value: set the one field of the flag's type; none (or a null value) clears the setting. */
export type FlagValueInput = {
  boolValue?: InputMaybe<Scalars['Boolean']['input']>;
  numberValue?: InputMaybe<Scalars['Float']['input']>;
  stringValue?: InputMaybe<Scalars['String']['input']>;
};

/** The kind of followed entity: the following feed's tabs (/me/following-feed/writers or /publications). */
export type FollowingEntityType =
  | 'PUBLICATIONS'
  | 'WRITERS';

/** The order of the following feed. */
export type FollowingFeedSortType =
  /** Newest first, by first publication: the only order so far. */
  | 'NEWEST';

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

export type GiftCodeStatus =
  | 'ALREADY_USED'
  | 'EXPIRED'
  | 'NOT_FOUND'
  | 'NOT_REDEEMABLE_BY_PAST_MEMBERS'
  | 'VALID';

export type HighlightInput = {
  endOffset: Scalars['Int']['input'];
  endParagraph: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
  startOffset: Scalars['Int']['input'];
  startParagraph: Scalars['String']['input'];
};

export type LogClientEventsInput = {
  payload: Scalars['String']['input'];
};

export type MarkupType =
  | 'A'
  | 'CODE'
  | 'EM'
  | 'HIGHLIGHT'
  | 'STRONG';

export type MembershipTier =
  | 'FRIEND'
  | 'MEMBER';

export type MembershipType =
  | 'MONTHLY'
  | 'PREMIUM_MONTHLY'
  | 'PREMIUM_YEARLY'
  | 'YEARLY';

export type MoveDirection =
  | 'DOWN'
  | 'UP';

export type NavigationItemInput = {
  /** ABOUT, ARCHIVE, EXTERNAL_URL, LATEST, PAGE, POST, SECTION, TAG_FEED or TRENDING. */
  destination: Scalars['String']['input'];
  title: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type NewsletterV3Type =
  | 'AUTHOR'
  | 'COLLECTION';

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

export type NotificationsTab =
  | 'ALL'
  | 'RESPONSES';

export type PagingOptions = {
  /** Items per page, 1 to 25 (default 10). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** The cursor from pagingInfo.next.to of the previous page. */
  to?: InputMaybe<Scalars['String']['input']>;
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

export type PayoutInformationInput = {
  /** ISO 3166-1 alpha-2. */
  country: Scalars['String']['input'];
  holderName: Scalars['String']['input'];
};

/** The order of a Home topic tab. */
export type PersonalisedTagFeedMode =
  /** Newest first: the only order so far. */
  | 'NEWEST';

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

export type PostVisibility =
  | 'LOCKED'
  | 'PUBLIC'
  | 'UNLISTED';

export type PredefinedCatalogType =
  | 'CURRENTLY_READING'
  | 'PURCHASED'
  | 'READING_LIST';

export type ProfileInformationInput = {
  bio: Scalars['String']['input'];
  /** An avatar the reader uploaded (POST /_/upload?purpose=avatar); absent keeps the current one, null removes it. */
  imageId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  pronouns: Array<Scalars['String']['input']>;
  tippingLink: Scalars['String']['input'];
};

export type PublicationAboutInput = {
  about: Scalars['String']['input'];
  writeForUs: Scalars['String']['input'];
};

export type PublicationContentTab =
  | 'published'
  | 'scheduled'
  | 'submissions';

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

export type PublicationNewsletterInput = {
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
  showPromo: Scalars['Boolean']['input'];
};

/** Which publication: its slug, or the custom domain it is served on. */
export type PublicationRef = {
  domain?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
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

export type PublicationStoryAction =
  | 'feature'
  | 'remove'
  | 'unfeature';

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

export type PublishResponseInput = {
  /** The paragraph model as JSON text. */
  bodyModel: Scalars['String']['input'];
  clientId: Scalars['String']['input'];
  /** The list answered (reader-experience §3 Catalog.responses). */
  inResponseToCatalogId?: InputMaybe<Scalars['ID']['input']>;
  /** The story or response answered; exactly one of inResponseToPostId and inResponseToCatalogId. */
  inResponseToPostId?: InputMaybe<Scalars['ID']['input']>;
};

/** platform-reference §3 reading-list filters: SAVED the list's order, RECENT newest saved first, ARCHIVED the archived stories; HIGHLIGHTS is answered by the highlights. */
export type ReadingListFilter =
  | 'ARCHIVED'
  | 'HIGHLIGHTS'
  | 'RECENT'
  | 'SAVED';

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

export type SearchStatus =
  | 'ERROR'
  | 'SUCCESS';

export type SeriesInput = {
  description: Scalars['String']['input'];
  /** The writer's own published, listed stories, in order (at most 50). */
  postIds: Array<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

/** platform-reference §3: the signal actions. */
export type SignalAction =
  | 'CLEAR_SIGNAL'
  | 'SHOW_LESS'
  | 'SHOW_MORE';

export type StartMembershipInput = {
  card: CardInput;
  /** One per purchase attempt: the same key never buys twice. */
  idempotencyKey: Scalars['String']['input'];
  membershipType: MembershipType;
};

/** platform-reference §2.2: /me/stories/drafts, /public, /unlisted, /responses, /deleted. */
export type StoriesTab =
  | 'DELETED'
  | 'DRAFTS'
  | 'PUBLIC'
  | 'RESPONSES'
  | 'UNLISTED';

export type StorySettingsInput = {
  /** Where the story was first published (http or https); empty for none. */
  canonicalUrl: Scalars['String']['input'];
  /** At most 160 characters; empty for the story's subtitle. */
  seoDescription: Scalars['String']['input'];
  /** At most 100 characters; empty for the story's title. */
  seoTitle: Scalars['String']['input'];
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

export type SubpageInput = {
  /** Empty: made from the title. */
  slug: Scalars['String']['input'];
  /** Paragraphs separated by a blank line; '# ' a heading, '> ' a quote, '- ' a list item. */
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type UncancelMembershipInput = {
  membershipId: Scalars['ID']['input'];
};

export type VariantFlagValueType =
  | 'BOOLEAN'
  | 'NUMBER'
  | 'STRING';

export type AlternateUserQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type AlternateUserQueryData = { alternateUser: { kind: string, userId: string, username: string | null, redactedEmailAddress: string } | null };

export type SendAcctAuthEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
  redirect?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  captchaValue?: InputMaybe<Scalars['String']['input']>;
  operation: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendAcctAuthEmailMutationData = { sendAcctAuthEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'FailedChallenge', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'SusiMethod', value: string }
   };

export type VerifyLoginCodeMutationVariables = Exact<{
  loginCode: Scalars['String']['input'];
}>;


export type VerifyLoginCodeMutationData = { verifyLoginCode:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Token', value: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type LoginWithPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  redirect?: InputMaybe<Scalars['String']['input']>;
}>;


export type LoginWithPasswordMutationData = { loginWithPassword:
    | { __typename: 'AuthError', errorType: string, failCount: number, lockedOutUntil: number | null, message: string }
    | { __typename: 'Token', value: string }
    | { __typename: 'TwoFactorRequired', challenge: string }
   };

export type VerifyTwoFactorCodeMutationVariables = Exact<{
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type VerifyTwoFactorCodeMutationData = { verifyTwoFactorCode:
    | { __typename: 'AuthError', errorType: string, failCount: number, lockedOutUntil: number | null, message: string }
    | { __typename: 'Token', value: string }
    | { __typename: 'TwoFactorRequired' }
   };

export type TagArchiveIndexQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
}>;


export type TagArchiveIndexQueryData = { tag: { slug: string, displayTitle: string, postCount: number, archiveIndex: Array<{ year: number, month: number, count: number }> } | null };

export type TagArchiveQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
  year: Scalars['Int']['input'];
  month?: InputMaybe<Scalars['Int']['input']>;
  day?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type TagArchiveQueryData = { tag: { slug: string, displayTitle: string, postCount: number, archiveIndex: Array<{ year: number, month: number, count: number }>, archive: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type TagArchivePostsQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
  year: Scalars['Int']['input'];
  month?: InputMaybe<Scalars['Int']['input']>;
  day?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type TagArchivePostsQueryData = { tag: { slug: string, archive: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type TopStoriesQueryVariables = Exact<{
  day: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type TopStoriesQueryData = { topStories: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } };

export type WhoToFollowQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoToFollowQueryData = { whoToFollow: Array<
    | { __typename: 'Publication', id: string, name: string, tagline: string, url: string, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean } }
    | { __typename: 'User', id: string, name: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean } }
  >, viewer: { id: string, socialStats: { followingCount: number } } | null };

export type EditablePostFieldsFragment = { id: string, revision: number, state: PostLifecycleState, title: string, subtitle: string, body: string, hasUnpublishedChanges: boolean, tags: Array<string>, publicationId: string | null, isLocked: boolean, previewParagraphs: number | null, license: PostLicense, scheduledAt: number | null, publishedAt: number | null, updatedAt: number, url: string | null, editUrl: string };

export type EditablePostQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EditablePostQueryData = { editablePost: { id: string, revision: number, state: PostLifecycleState, title: string, subtitle: string, body: string, hasUnpublishedChanges: boolean, tags: Array<string>, publicationId: string | null, isLocked: boolean, previewParagraphs: number | null, license: PostLicense, scheduledAt: number | null, publishedAt: number | null, updatedAt: number, url: string | null, editUrl: string } | null };

export type CreateDraftMutationVariables = Exact<{
  input: CreateDraftInput;
}>;


export type CreateDraftMutationData = { createDraft:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string, currentRevision: number }
    | { __typename: 'DraftSaved', post: { id: string, revision: number, state: PostLifecycleState, title: string, subtitle: string, body: string, hasUnpublishedChanges: boolean, tags: Array<string>, publicationId: string | null, isLocked: boolean, previewParagraphs: number | null, license: PostLicense, scheduledAt: number | null, publishedAt: number | null, updatedAt: number, url: string | null, editUrl: string } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type SaveDraftMutationVariables = Exact<{
  input: SaveDraftInput;
}>;


export type SaveDraftMutationData = { saveDraft:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string, currentRevision: number }
    | { __typename: 'DraftSaved', post: { id: string, revision: number, state: PostLifecycleState, title: string, subtitle: string, body: string, hasUnpublishedChanges: boolean, tags: Array<string>, publicationId: string | null, isLocked: boolean, previewParagraphs: number | null, license: PostLicense, scheduledAt: number | null, publishedAt: number | null, updatedAt: number, url: string | null, editUrl: string } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PublishPostMutationVariables = Exact<{
  input: PublishPostInput;
}>;


export type PublishPostMutationData = { publishPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string, currentRevision: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostPublished', post: { id: string, revision: number, state: PostLifecycleState, title: string, subtitle: string, body: string, hasUnpublishedChanges: boolean, tags: Array<string>, publicationId: string | null, isLocked: boolean, previewParagraphs: number | null, license: PostLicense, scheduledAt: number | null, publishedAt: number | null, updatedAt: number, url: string | null, editUrl: string } }
    | { __typename: 'Unauthorized', message: string }
   };

export type PublishTargetsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishTargetsQueryData = { publishTargets: Array<{ id: string, name: string, role: string }> };

export type TagSuggestionsQueryVariables = Exact<{
  prefix: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TagSuggestionsQueryData = { tagSuggestions: Array<{ slug: string, displayTitle: string, postCount: number }> };

export type RepostSourceQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RepostSourceQueryData = { post: { id: string, title: string, url: string, creator: { id: string, name: string } } | null };

export type ImportContextQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportContextQueryData = { yourStoriesCounts: { drafts: number } };

export type SidebarMenuQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SidebarMenuQueryData = { viewer: { id: string, followedEntities: { edges: Array<{ lastPublishedAt: number | null, node: { id: string, entity:
            | { __typename: 'Publication', id: string, name: string, avatar: { id: string } | null }
            | { __typename: 'User', id: string, name: string, imageId: string | null }
           } }>, pageInfo: { hasNextPage: boolean } } } | null };

export type FollowedUserFieldsFragment = { id: string, name: string, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean }, socialStats: { followerCount: number } };

export type FollowedCollectionFieldsFragment = { id: string, name: string, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean }, followGraph: { followerCount: number } };

export type FollowUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FollowUserMutationData = { followUser: { id: string, name: string, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean }, socialStats: { followerCount: number } } };

export type UnfollowUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnfollowUserMutationData = { unfollowUser: { id: string, name: string, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean }, socialStats: { followerCount: number } } };

export type FollowCollectionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FollowCollectionMutationData = { followCollection: { id: string, name: string, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean }, followGraph: { followerCount: number } } };

export type UnfollowCollectionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnfollowCollectionMutationData = { unfollowCollection: { id: string, name: string, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean }, followGraph: { followerCount: number } } };

export type MuteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MuteUserMutationData = { muteUser: { id: string, viewerEdge: { id: string, isMuting: boolean } } };

export type UnmuteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnmuteUserMutationData = { unmuteUser: { id: string, viewerEdge: { id: string, isMuting: boolean } } };

export type MuteCollectionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MuteCollectionMutationData = { muteCollection: { id: string, viewerEdge: { id: string, isMuting: boolean } } };

export type UnmuteCollectionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnmuteCollectionMutationData = { unmuteCollection: { id: string, viewerEdge: { id: string, isMuting: boolean } } };

export type ViewerFollowingCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerFollowingCountQueryData = { viewer: { socialStats: { followingCount: number } } | null };

export type FollowedEntityFieldsFragment = { lastPublishedAt: number | null, node: { id: string, entity:
      | { __typename: 'Publication', id: string, name: string, slug: string, url: string, avatar: { id: string } | null }
      | { __typename: 'User', id: string, name: string, username: string, imageId: string | null, url: string }
     } };

export type FollowingFeedSourcesQueryVariables = Exact<{
  type: FollowingEntityType;
  selection: Scalars['ID']['input'];
  hasSelection: Scalars['Boolean']['input'];
}>;


export type FollowingFeedSourcesQueryData = { viewer: { id: string, followedEntities: { edges: Array<{ lastPublishedAt: number | null, node: { id: string, entity:
            | { __typename: 'Publication', id: string, name: string, slug: string, url: string, avatar: { id: string } | null }
            | { __typename: 'User', id: string, name: string, username: string, imageId: string | null, url: string }
           } }>, pageInfo: { hasNextPage: boolean } }, selected?: { lastPublishedAt: number | null, node: { id: string, entity:
          | { __typename: 'Publication', id: string, name: string, slug: string, url: string, avatar: { id: string } | null }
          | { __typename: 'User', id: string, name: string, username: string, imageId: string | null, url: string }
         } } | null } | null };

export type FollowingFeedQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
  entityType?: InputMaybe<FollowingEntityType>;
  selection?: InputMaybe<Scalars['ID']['input']>;
}>;


export type FollowingFeedQueryData = { followingFeed: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } };

export type OwnListUserFieldsFragment = { id: string, name: string, username: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean } };

export type OwnListPublicationFieldsFragment = { id: string, name: string, slug: string, tagline: string, url: string, followGraph: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean } };

export type FollowedUsersQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowedUsersQueryData = { viewer: { id: string, socialStats: { followingCount: number }, list: { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type FollowedPublicationsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowedPublicationsQueryData = { viewer: { id: string, socialStats: { followingCount: number }, list: { edges: Array<{ cursor: string, node: { id: string, name: string, slug: string, tagline: string, url: string, followGraph: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type MutedUsersQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MutedUsersQueryData = { viewer: { id: string, socialStats: { followingCount: number }, list: { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type MutedPublicationsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MutedPublicationsQueryData = { viewer: { id: string, socialStats: { followingCount: number }, list: { edges: Array<{ cursor: string, node: { id: string, name: string, slug: string, tagline: string, url: string, followGraph: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type FollowTopicMutationVariables = Exact<{
  topicId: Scalars['ID']['input'];
}>;


export type FollowTopicMutationData = { followTopic: { id: string, viewerFollows: boolean } };

export type UnfollowTopicMutationVariables = Exact<{
  topicId: Scalars['ID']['input'];
}>;


export type UnfollowTopicMutationData = { unfollowTopic: { id: string, viewerFollows: boolean } };

export type FollowedTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type FollowedTopicsQueryData = { followedTopics: Array<{ id: string, slug: string, name: string }> };

export type FollowTagMutationVariables = Exact<{
  tagSlug: Scalars['String']['input'];
}>;


export type FollowTagMutationData = { followTag: { slug: string, viewerFollows: boolean } };

export type UnfollowTagMutationVariables = Exact<{
  tagSlug: Scalars['String']['input'];
}>;


export type UnfollowTagMutationData = { unfollowTag: { slug: string, viewerFollows: boolean } };

export type FollowedTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type FollowedTagsQueryData = { followedTags: Array<{ slug: string, displayTitle: string }> };

export type CreateHighlightMutationVariables = Exact<{
  input: HighlightInput;
}>;


export type CreateHighlightMutationData = { createHighlight:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'HighlightCreated', created: boolean, highlight: { id: string, startParagraph: string, startOffset: number, endParagraph: string, endOffset: number } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type DeleteHighlightMutationVariables = Exact<{
  highlightId: Scalars['ID']['input'];
}>;


export type DeleteHighlightMutationData = { deleteHighlight:
    | { __typename: 'HighlightDeleted', highlight: { id: string } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type YourHighlightsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type YourHighlightsQueryData = { yourHighlights: { nextCursor: string | null, items: Array<{ id: string, quote: string, createdAt: number, startParagraph: string, post: { id: string, title: string, url: string, creator: { id: string, name: string, url: string } } | null }> } };

export type UserHighlightsQueryVariables = Exact<{
  username: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type UserHighlightsQueryData = { user: { id: string, name: string, username: string, url: string } | null, userHighlights: { nextCursor: string | null, items: Array<{ id: string, quote: string, createdAt: number, startParagraph: string, post: { id: string, title: string, url: string, creator: { id: string, name: string, url: string } } | null }> } | null };

export type ReadingHistoryQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ReadingHistoryQueryData = { readingHistory: { isPaused: boolean, nextCursor: string | null, items: Array<{ lastReadAt: number, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }> } };

export type RemoveFromReadingHistoryMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type RemoveFromReadingHistoryMutationData = { removeFromReadingHistory:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'ReadingHistoryEntryChanged', postId: string, lastReadAt: number }
    | { __typename: 'Unauthorized', message: string }
   };

export type RestoreToReadingHistoryMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  lastReadAt: Scalars['Float']['input'];
}>;


export type RestoreToReadingHistoryMutationData = { restoreToReadingHistory:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'ReadingHistoryEntryChanged', postId: string, lastReadAt: number }
    | { __typename: 'Unauthorized', message: string }
   };

export type ClearReadingHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearReadingHistoryMutationData = { clearReadingHistory:
    | { __typename: 'ReadingHistoryCleared', removed: number }
    | { __typename: 'Unauthorized', message: string }
   };

export type SetReadingHistoryPausedMutationVariables = Exact<{
  paused: Scalars['Boolean']['input'];
}>;


export type SetReadingHistoryPausedMutationData = { setReadingHistoryPaused:
    | { __typename: 'ReadingHistoryPauseSet', paused: boolean }
    | { __typename: 'Unauthorized', message: string }
   };

export type RecordPostReadMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type RecordPostReadMutationData = { recordPostRead:
    | { __typename: 'NotFound' }
    | { __typename: 'PostReadRecorded', recorded: boolean }
    | { __typename: 'Unauthorized' }
   };

export type EditLandingPageMutationVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type EditLandingPageMutationData = { editLandingPage: { ok: boolean, message: string | null, editPath: string | null } };

export type LandingPageQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type LandingPageQueryData = { landingPage: { key: string, title: string, editable: boolean, viewerHasApplied: boolean, paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }>, verificationRequests: Array<{ username: string, name: string, email: string, note: string, createdAt: number }> } | null, viewer: { id: string } | null };

export type CatalogSummaryFieldsFragment = { id: string, type: CatalogType, name: string, description: string, visibility: CatalogVisibility, slugId: string, url: string, itemCount: number, followerCount: number, viewerIsOwner: boolean, viewerIsFollowing: boolean, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, previewImages: Array<{ id: string, originalWidth: number, originalHeight: number, alt: string }> };

export type ViewerCatalogsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ViewerCatalogsQueryData = { viewerCatalogs: { nextCursor: string | null, items: Array<{ id: string, type: CatalogType, name: string, description: string, visibility: CatalogVisibility, slugId: string, url: string, itemCount: number, followerCount: number, viewerIsOwner: boolean, viewerIsFollowing: boolean, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, previewImages: Array<{ id: string, originalWidth: number, originalHeight: number, alt: string }> }> } };

export type FollowedCatalogsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowedCatalogsQueryData = { followedCatalogs: { nextCursor: string | null, items: Array<{ id: string, type: CatalogType, name: string, description: string, visibility: CatalogVisibility, slugId: string, url: string, itemCount: number, followerCount: number, viewerIsOwner: boolean, viewerIsFollowing: boolean, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, previewImages: Array<{ id: string, originalWidth: number, originalHeight: number, alt: string }> }> } };

export type UserCatalogsQueryVariables = Exact<{
  username: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type UserCatalogsQueryData = { user: { id: string, name: string, username: string, url: string } | null, userCatalogs: { nextCursor: string | null, items: Array<{ id: string, type: CatalogType, name: string, description: string, visibility: CatalogVisibility, slugId: string, url: string, itemCount: number, followerCount: number, viewerIsOwner: boolean, viewerIsFollowing: boolean, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, previewImages: Array<{ id: string, originalWidth: number, originalHeight: number, alt: string }> }> } };

export type PopularCatalogsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PopularCatalogsQueryData = { popularCatalogs: { nextCursor: string | null, items: Array<{ id: string, type: CatalogType, name: string, description: string, visibility: CatalogVisibility, slugId: string, url: string, itemCount: number, followerCount: number, viewerIsOwner: boolean, viewerIsFollowing: boolean, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, previewImages: Array<{ id: string, originalWidth: number, originalHeight: number, alt: string }> }> } };

export type CatalogItemFieldsFragment = { addedAt: number, note: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } };

export type CatalogPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogPageQueryData = { catalog: { clapCount: number, viewerClapCount: number, responsesCount: number, id: string, type: CatalogType, name: string, description: string, visibility: CatalogVisibility, slugId: string, url: string, itemCount: number, followerCount: number, viewerIsOwner: boolean, viewerIsFollowing: boolean, clappers: Array<{ claps: number, user: { id: string, name: string, url: string } }>, items: { nextCursor: string | null, items: Array<{ addedAt: number, note: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }> }, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, previewImages: Array<{ id: string, originalWidth: number, originalHeight: number, alt: string }> } | null };

export type CatalogItemsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ReadingListFilter>;
}>;


export type CatalogItemsQueryData = { catalog: { id: string, items: { nextCursor: string | null, items: Array<{ addedAt: number, note: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }> } } | null };

export type ViewerReadingListQueryVariables = Exact<{
  type: PredefinedCatalogType;
}>;


export type ViewerReadingListQueryData = { viewerPredefinedCatalog: { id: string } };

export type SavePopoverQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SavePopoverQueryData = { viewerCatalogs: { nextCursor: string | null, items: Array<{ id: string, name: string, type: CatalogType, visibility: CatalogVisibility, itemCount: number, containsPost: boolean }> } };

type CatalogItemResultFields_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CatalogItemResultFields_CatalogItemChanged_Fragment = { __typename: 'CatalogItemChanged', changed: boolean, catalog: { id: string, itemCount: number }, post: { id: string, viewerIsSaved: boolean } };

type CatalogItemResultFields_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CatalogItemResultFields_RateLimited_Fragment = { __typename: 'RateLimited', message: string };

type CatalogItemResultFields_Unauthorized_Fragment = { __typename: 'Unauthorized', message: string };

export type CatalogItemResultFieldsFragment =
  | CatalogItemResultFields_BadRequest_Fragment
  | CatalogItemResultFields_CatalogItemChanged_Fragment
  | CatalogItemResultFields_NotFound_Fragment
  | CatalogItemResultFields_RateLimited_Fragment
  | CatalogItemResultFields_Unauthorized_Fragment
;

type CatalogResultFields_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CatalogResultFields_CatalogSaved_Fragment = { __typename: 'CatalogSaved', catalog: { id: string, type: CatalogType, name: string, description: string, visibility: CatalogVisibility, slugId: string, url: string, itemCount: number, followerCount: number, viewerIsOwner: boolean, viewerIsFollowing: boolean, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, previewImages: Array<{ id: string, originalWidth: number, originalHeight: number, alt: string }> } };

type CatalogResultFields_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CatalogResultFields_RateLimited_Fragment = { __typename: 'RateLimited', message: string };

type CatalogResultFields_Unauthorized_Fragment = { __typename: 'Unauthorized', message: string };

export type CatalogResultFieldsFragment =
  | CatalogResultFields_BadRequest_Fragment
  | CatalogResultFields_CatalogSaved_Fragment
  | CatalogResultFields_NotFound_Fragment
  | CatalogResultFields_RateLimited_Fragment
  | CatalogResultFields_Unauthorized_Fragment
;

export type AddToCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
}>;


export type AddToCatalogMutationData = { addToCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogItemChanged', changed: boolean, catalog: { id: string, itemCount: number }, post: { id: string, viewerIsSaved: boolean } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type RemoveFromCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
}>;


export type RemoveFromCatalogMutationData = { removeFromCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogItemChanged', changed: boolean, catalog: { id: string, itemCount: number }, post: { id: string, viewerIsSaved: boolean } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type ArchiveCatalogItemMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
  archived: Scalars['Boolean']['input'];
}>;


export type ArchiveCatalogItemMutationData = { archiveCatalogItem:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogItemChanged', changed: boolean, catalog: { id: string, itemCount: number }, post: { id: string, viewerIsSaved: boolean } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type ReorderCatalogItemMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
  direction: MoveDirection;
}>;


export type ReorderCatalogItemMutationData = { reorderCatalogItem:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogItemChanged', changed: boolean, catalog: { id: string, itemCount: number }, post: { id: string, viewerIsSaved: boolean } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type CreateCatalogMutationVariables = Exact<{
  input: CreateCatalogInput;
}>;


export type CreateCatalogMutationData = { createCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogSaved', catalog: { id: string, type: CatalogType, name: string, description: string, visibility: CatalogVisibility, slugId: string, url: string, itemCount: number, followerCount: number, viewerIsOwner: boolean, viewerIsFollowing: boolean, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, previewImages: Array<{ id: string, originalWidth: number, originalHeight: number, alt: string }> } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type UpdateCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  input: CatalogInput;
}>;


export type UpdateCatalogMutationData = { updateCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogSaved', catalog: { id: string, type: CatalogType, name: string, description: string, visibility: CatalogVisibility, slugId: string, url: string, itemCount: number, followerCount: number, viewerIsOwner: boolean, viewerIsFollowing: boolean, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, previewImages: Array<{ id: string, originalWidth: number, originalHeight: number, alt: string }> } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type DeleteCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
}>;


export type DeleteCatalogMutationData = { deleteCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogDeleted', catalogId: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

type FollowCatalogResultFields_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type FollowCatalogResultFields_CatalogFollowChanged_Fragment = { __typename: 'CatalogFollowChanged', catalog: { id: string, followerCount: number, viewerIsFollowing: boolean } };

type FollowCatalogResultFields_NotFound_Fragment = { __typename: 'NotFound', message: string };

type FollowCatalogResultFields_RateLimited_Fragment = { __typename: 'RateLimited', message: string };

type FollowCatalogResultFields_Unauthorized_Fragment = { __typename: 'Unauthorized', message: string };

export type FollowCatalogResultFieldsFragment =
  | FollowCatalogResultFields_BadRequest_Fragment
  | FollowCatalogResultFields_CatalogFollowChanged_Fragment
  | FollowCatalogResultFields_NotFound_Fragment
  | FollowCatalogResultFields_RateLimited_Fragment
  | FollowCatalogResultFields_Unauthorized_Fragment
;

export type FollowCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
}>;


export type FollowCatalogMutationData = { followCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogFollowChanged', catalog: { id: string, followerCount: number, viewerIsFollowing: boolean } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type UnfollowCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
}>;


export type UnfollowCatalogMutationData = { unfollowCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogFollowChanged', catalog: { id: string, followerCount: number, viewerIsFollowing: boolean } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type GiftPageQueryVariables = Exact<{ [key: string]: never; }>;


export type GiftPageQueryData = { giftProduct: { name: string, description: string, termMonths: number, price: { amount: number, currency: string } }, paymentConfiguration: { provider: string, hostedCheckout: boolean }, viewer: { id: string, membership: { id: string, tier: MembershipTier } | null, giftOrders: Array<{ id: string, giftType: string, giftTypeCode: number, quantity: number, recipientEmail: string | null, sendAt: number | null, createdAt: number, amount: { amount: number, currency: string }, codes: Array<{ code: string, redeemed: boolean, expiresAt: number }> }> } | null };

export type BuyGiftMutationVariables = Exact<{
  input: BuyGiftInput;
}>;


export type BuyGiftMutationData = { buyGift: { ok: boolean, code: string | null, message: string | null, fieldErrors: Array<{ field: string, message: string }>, order: { id: string, giftType: string, quantity: number, recipientEmail: string | null, sendAt: number | null, codes: Array<{ code: string, redeemed: boolean, expiresAt: number }> } | null } };

export type StartGiftCheckoutMutationVariables = Exact<{
  input: GiftCheckoutInput;
}>;


export type StartGiftCheckoutMutationData = { startGiftCheckout: { ok: boolean, code: string | null, message: string | null, url: string | null, fieldErrors: Array<{ field: string, message: string }> } };

export type StartDiscountedMembershipCheckoutMutationVariables = Exact<{
  idempotencyKey: Scalars['String']['input'];
}>;


export type StartDiscountedMembershipCheckoutMutationData = { startDiscountedMembershipCheckout: { ok: boolean, code: string | null, message: string | null, url: string | null } };

export type CheckGiftCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type CheckGiftCodeMutationData = { checkGiftCode: { ok: boolean, code: string | null, message: string, status: GiftCodeStatus | null } };

export type DiscountPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DiscountPageQueryData = { firstYearOffer: { percentOff: number, price: { amount: number, currency: string }, crossout: { amount: number, currency: string }, saved: { amount: number, currency: string } }, paymentConfiguration: { provider: string, hostedCheckout: boolean }, viewer: { id: string, hasPastMemberships: boolean, membership: { id: string, tier: MembershipTier } | null } | null };

export type StartDiscountedMembershipMutationVariables = Exact<{
  input: DiscountedMembershipInput;
}>;


export type StartDiscountedMembershipMutationData = { startDiscountedMembership: { ok: boolean, code: string | null, message: string | null, fieldErrors: Array<{ field: string, message: string }>, status: { membershipId: string } | null } };

export type CancelPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CancelPageQueryData = { viewer: { id: string, membershipStatus: { membershipId: string, membershipType: MembershipType, amount: number, currency: string, currentPeriodEndsAt: number, isCancelled: boolean, paymentProvider: string, planV2: { discount: { numCycles: number } | null } } | null } | null };

export type CancellationOfferQueryVariables = Exact<{
  reason: CancellationReason;
}>;


export type CancellationOfferQueryData = { cancellationOffer: { ok: boolean, code: string | null, message: string | null, offer: { percentOff: number, numCycles: number, price: { amount: number, currency: string }, regularPrice: { amount: number, currency: string }, saved: { amount: number, currency: string } } | null } };

export type CancelMembershipWithReasonMutationVariables = Exact<{
  reason: CancellationReason;
  acceptDiscount: Scalars['Boolean']['input'];
}>;


export type CancelMembershipWithReasonMutationData = { cancelMembershipWithReason: { ok: boolean, code: string | null, message: string | null, discounted: boolean, status: { currentPeriodEndsAt: number, isCancelled: boolean } | null } };

export type ReceiptPageQueryVariables = Exact<{
  chargeId: Scalars['ID']['input'];
}>;


export type ReceiptPageQueryData = { viewer: { id: string, receipt: { id: string, membershipType: MembershipType, status: string, createdAt: number, periodStart: number | null, periodEnd: number | null, payerName: string, payerEmail: string, amount: { amount: number, currency: string }, paymentMethod: { kind: string, cardType: string | null, lastFour: string | null } | null } | null } | null };

export type UseReactivateMembershipUpsellQueryVariables = Exact<{ [key: string]: never; }>;


export type UseReactivateMembershipUpsellQueryData = { viewer: { id: string, membershipStatus: { membershipId: string, membershipType: MembershipType, currency: string, amount: number, startedAt: number, currentPeriodEndsAt: number, discountEndsAt: number | null, isCancelled: boolean, paymentProvider: string, paymentFailedAt: number | null, hasRecurringPaymentFailedMoreThanOnce: boolean, hasCreditCardExpired: boolean, planV2: { discount: { numCycles: number, regularPrice: { amount: number, currency: string } } | null }, switchPlanSchedule: { startAt: number, membershipType: MembershipType, price: { amount: number, currency: string } } | null, paymentMethod: { kind: string, cardType: string | null, lastFour: string | null, expirationMonth: number | null, expirationYear: number | null } | null } | null } | null };

export type UsePaymentMethodRetentionQueryVariables = Exact<{ [key: string]: never; }>;


export type UsePaymentMethodRetentionQueryData = { viewer: { id: string, dismissableFlags: Array<{ flag: string, dismissedAt: number }> } | null };

export type ReactivateMembershipConfirmationModalWrapperQueryVariables = Exact<{ [key: string]: never; }>;


export type ReactivateMembershipConfirmationModalWrapperQueryData = { viewer: { id: string, viewerEdge: { id: string, membership: { membershipId: string, membershipType: MembershipType, currency: string, amount: number, startedAt: number, currentPeriodEndsAt: number, discountEndsAt: number | null, isCancelled: boolean, paymentProvider: string, paymentFailedAt: number | null, hasRecurringPaymentFailedMoreThanOnce: boolean, hasCreditCardExpired: boolean, planV2: { discount: { numCycles: number, regularPrice: { amount: number, currency: string } } | null }, switchPlanSchedule: { startAt: number, membershipType: MembershipType, price: { amount: number, currency: string } } | null, paymentMethod: { kind: string, cardType: string | null, lastFour: string | null, expirationMonth: number | null, expirationYear: number | null } | null } | null } } | null };

export type UncancelMembershipMutationVariables = Exact<{
  membershipId: Scalars['ID']['input'];
}>;


export type UncancelMembershipMutationData = { uncancelMembership:
    | { __typename: 'MutationError', code: string, message: string }
    | { __typename: 'MutationSuccess', membershipId: string }
   };

export type DismissFlagMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  flag: Scalars['String']['input'];
}>;


export type DismissFlagMutationData = { dismissFlag: { id: string, dismissableFlags: Array<{ flag: string, dismissedAt: number }> } };

export type MembershipResultFieldsFragment = { ok: boolean, code: string | null, message: string | null, fieldErrors: Array<{ field: string, message: string }>, status: { membershipId: string, membershipType: MembershipType, currency: string, amount: number, startedAt: number, currentPeriodEndsAt: number, discountEndsAt: number | null, isCancelled: boolean, paymentProvider: string, paymentFailedAt: number | null, hasRecurringPaymentFailedMoreThanOnce: boolean, hasCreditCardExpired: boolean, planV2: { discount: { numCycles: number, regularPrice: { amount: number, currency: string } } | null }, switchPlanSchedule: { startAt: number, membershipType: MembershipType, price: { amount: number, currency: string } } | null, paymentMethod: { kind: string, cardType: string | null, lastFour: string | null, expirationMonth: number | null, expirationYear: number | null } | null } | null };

export type CancelMembershipMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelMembershipMutationData = { cancelMembership: { ok: boolean, code: string | null, message: string | null, fieldErrors: Array<{ field: string, message: string }>, status: { membershipId: string, membershipType: MembershipType, currency: string, amount: number, startedAt: number, currentPeriodEndsAt: number, discountEndsAt: number | null, isCancelled: boolean, paymentProvider: string, paymentFailedAt: number | null, hasRecurringPaymentFailedMoreThanOnce: boolean, hasCreditCardExpired: boolean, planV2: { discount: { numCycles: number, regularPrice: { amount: number, currency: string } } | null }, switchPlanSchedule: { startAt: number, membershipType: MembershipType, price: { amount: number, currency: string } } | null, paymentMethod: { kind: string, cardType: string | null, lastFour: string | null, expirationMonth: number | null, expirationYear: number | null } | null } | null } };

export type SwitchMembershipPlanMutationVariables = Exact<{
  membershipType: MembershipType;
}>;


export type SwitchMembershipPlanMutationData = { switchMembershipPlan: { ok: boolean, code: string | null, message: string | null, fieldErrors: Array<{ field: string, message: string }>, status: { membershipId: string, membershipType: MembershipType, currency: string, amount: number, startedAt: number, currentPeriodEndsAt: number, discountEndsAt: number | null, isCancelled: boolean, paymentProvider: string, paymentFailedAt: number | null, hasRecurringPaymentFailedMoreThanOnce: boolean, hasCreditCardExpired: boolean, planV2: { discount: { numCycles: number, regularPrice: { amount: number, currency: string } } | null }, switchPlanSchedule: { startAt: number, membershipType: MembershipType, price: { amount: number, currency: string } } | null, paymentMethod: { kind: string, cardType: string | null, lastFour: string | null, expirationMonth: number | null, expirationYear: number | null } | null } | null } };

export type UpdatePaymentMethodMutationVariables = Exact<{
  card: CardInput;
}>;


export type UpdatePaymentMethodMutationData = { updatePaymentMethod: { ok: boolean, code: string | null, message: string | null, fieldErrors: Array<{ field: string, message: string }>, status: { membershipId: string, membershipType: MembershipType, currency: string, amount: number, startedAt: number, currentPeriodEndsAt: number, discountEndsAt: number | null, isCancelled: boolean, paymentProvider: string, paymentFailedAt: number | null, hasRecurringPaymentFailedMoreThanOnce: boolean, hasCreditCardExpired: boolean, planV2: { discount: { numCycles: number, regularPrice: { amount: number, currency: string } } | null }, switchPlanSchedule: { startAt: number, membershipType: MembershipType, price: { amount: number, currency: string } } | null, paymentMethod: { kind: string, cardType: string | null, lastFour: string | null, expirationMonth: number | null, expirationYear: number | null } | null } | null } };

export type UpdatePaymentMethodCheckoutMutationVariables = Exact<{
  idempotencyKey: Scalars['String']['input'];
}>;


export type UpdatePaymentMethodCheckoutMutationData = { updatePaymentMethodCheckout: { ok: boolean, code: string | null, message: string | null, url: string | null } };

export type MembershipStatusFieldsFragment = { membershipId: string, membershipType: MembershipType, currency: string, amount: number, startedAt: number, currentPeriodEndsAt: number, discountEndsAt: number | null, isCancelled: boolean, paymentProvider: string, paymentFailedAt: number | null, hasRecurringPaymentFailedMoreThanOnce: boolean, hasCreditCardExpired: boolean, planV2: { discount: { numCycles: number, regularPrice: { amount: number, currency: string } } | null }, switchPlanSchedule: { startAt: number, membershipType: MembershipType, price: { amount: number, currency: string } } | null, paymentMethod: { kind: string, cardType: string | null, lastFour: string | null, expirationMonth: number | null, expirationYear: number | null } | null };

export type MembershipSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipSettingsQueryData = { paymentConfiguration: { hostedCheckout: boolean }, viewer: { id: string, hasPastMemberships: boolean, membership: { id: string, tier: MembershipTier, memberSince: number, friendSince: number | null } | null, membershipStatus: { membershipId: string, membershipType: MembershipType, currency: string, amount: number, startedAt: number, currentPeriodEndsAt: number, discountEndsAt: number | null, isCancelled: boolean, paymentProvider: string, paymentFailedAt: number | null, hasRecurringPaymentFailedMoreThanOnce: boolean, hasCreditCardExpired: boolean, planV2: { discount: { numCycles: number, regularPrice: { amount: number, currency: string } } | null }, switchPlanSchedule: { startAt: number, membershipType: MembershipType, price: { amount: number, currency: string } } | null, paymentMethod: { kind: string, cardType: string | null, lastFour: string | null, expirationMonth: number | null, expirationYear: number | null } | null } | null, billingHistory: Array<{ id: string, membershipType: MembershipType, status: string, createdAt: number, periodStart: number | null, periodEnd: number | null, amount: { amount: number, currency: string } }> } | null };

export type PlansViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansViewerQueryData = { paymentConfiguration: { provider: string, hostedCheckout: boolean }, viewer: { id: string, membership: { id: string, tier: MembershipTier } | null, membershipStatus: { membershipType: MembershipType, isCancelled: boolean } | null } | null };

export type StartMembershipMutationVariables = Exact<{
  input: StartMembershipInput;
}>;


export type StartMembershipMutationData = { startMembership: { ok: boolean, code: string | null, message: string | null, fieldErrors: Array<{ field: string, message: string }>, status: { membershipId: string, membershipType: MembershipType } | null } };

export type StartMembershipCheckoutMutationVariables = Exact<{
  membershipType: MembershipType;
  idempotencyKey: Scalars['String']['input'];
}>;


export type StartMembershipCheckoutMutationData = { startMembershipCheckout: { ok: boolean, code: string | null, message: string | null, url: string | null } };

export type RedeemGiftMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type RedeemGiftMutationData = { redeemGift: { ok: boolean, code: string | null, message: string | null, status: { membershipId: string, currentPeriodEndsAt: number } | null } };

export type OwnNewsletterCountQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type OwnNewsletterCountQueryData = { user: { id: string, newsletterV3: { id: string, subscriberCount: number | null } | null } | null };

export type NewsletterPageFieldsFragment = { id: string, type: NewsletterV3Type, slug: string, name: string, description: string, collectionSlug: string | null, subscriberCount: number | null, user: { id: string, name: string, username: string }, viewerEdge: { id: string, isSubscribed: boolean } };

export type WriterNewsletterQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type WriterNewsletterQueryData = { user: { id: string, name: string, username: string, bio: string, newsletterV3: { id: string, type: NewsletterV3Type, slug: string, name: string, description: string, collectionSlug: string | null, subscriberCount: number | null, user: { id: string, name: string, username: string }, viewerEdge: { id: string, isSubscribed: boolean } } | null } | null };

export type PublicationNewsletterQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationNewsletterQueryData = { publication: { id: string, name: string, slug: string, tagline: string, newsletterV3: { id: string, type: NewsletterV3Type, slug: string, name: string, description: string, collectionSlug: string | null, subscriberCount: number | null, user: { id: string, name: string, username: string }, viewerEdge: { id: string, isSubscribed: boolean } } | null } | null };

export type PublicationNewsletterSettingsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationNewsletterSettingsQueryData = { publicationNewsletterSettings: { id: string, publicationId: string, slug: string, name: string, subscriberCount: number, newsletter: { id: string, slug: string, name: string, description: string, showPromo: boolean } } | null };

export type UpdatePublicationNewsletterMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  input: PublicationNewsletterInput;
}>;


export type UpdatePublicationNewsletterMutationData = { updatePublicationNewsletter: { id: string, slug: string, name: string, description: string, showPromo: boolean } };

export type SubscribersImportQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type SubscribersImportQueryData = { user: { id: string, username: string, newsletterV3: { id: string, name: string, subscriberCount: number | null, undeliveredEmails: Array<{ id: string, to: string, subject: string, error: string }> | null } | null } | null };

export type NewsletterUnsubscribeLinkQueryVariables = Exact<{
  subject: Scalars['String']['input'];
  hash: Scalars['String']['input'];
  newsletterId: Scalars['String']['input'];
}>;


export type NewsletterUnsubscribeLinkQueryData = { newsletterUnsubscribeLink: { isSubscribed: boolean, newsletter: { id: string, type: NewsletterV3Type, slug: string, name: string, description: string, collectionSlug: string | null, subscriberCount: number | null, user: { id: string, name: string, username: string }, viewerEdge: { id: string, isSubscribed: boolean } } } | null };

export type NewsletterConfirmationQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type NewsletterConfirmationQueryData = { newsletterConfirmation: { email: string, newsletter: { id: string, type: NewsletterV3Type, slug: string, name: string, description: string, collectionSlug: string | null, subscriberCount: number | null, user: { id: string, name: string, username: string }, viewerEdge: { id: string, isSubscribed: boolean } } } | null };

export type NotificationsQueryVariables = Exact<{
  tab?: InputMaybe<NotificationsTab>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type NotificationsQueryData = { notifications: { nextCursor: string | null, items: Array<{ id: string, kind: NotificationKind, text: string, href: string, othersCount: number, createdAt: number, read: boolean, actor: { id: string, name: string, username: string, imageId: string | null } | null }> } };

export type MarkNotificationsReadMutationVariables = Exact<{
  upTo: Scalars['Float']['input'];
}>;


export type MarkNotificationsReadMutationData = { markNotificationsRead:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotificationsMarkedRead', marked: number, status: { unreadNotificationCount: number } }
    | { __typename: 'Unauthorized', message: string }
   };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQueryData = { notificationSettings: { digest: DigestFrequency, kinds: Array<{ kind: NotificationKind, label: string, inApp: boolean, email: boolean, emailable: boolean }> } };

export type SetNotificationKindSettingMutationVariables = Exact<{
  kind: NotificationKind;
  inApp: Scalars['Boolean']['input'];
  email: Scalars['Boolean']['input'];
}>;


export type SetNotificationKindSettingMutationData = { setNotificationKindSetting:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotificationSettingsSaved', settings: { digest: DigestFrequency, kinds: Array<{ kind: NotificationKind, label: string, inApp: boolean, email: boolean, emailable: boolean }> } }
    | { __typename: 'Unauthorized', message: string }
   };

export type SetNotificationDigestMutationVariables = Exact<{
  digest: DigestFrequency;
}>;


export type SetNotificationDigestMutationData = { setNotificationDigest:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotificationSettingsSaved', settings: { digest: DigestFrequency, kinds: Array<{ kind: NotificationKind, label: string, inApp: boolean, email: boolean, emailable: boolean }> } }
    | { __typename: 'Unauthorized', message: string }
   };

export type NotificationUnsubscribeQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type NotificationUnsubscribeQueryData = { notificationUnsubscribe: { kind: string, label: string, emailOn: boolean } | null };

export type UnsubscribeNotificationEmailMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type UnsubscribeNotificationEmailMutationData = { unsubscribeNotificationEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotificationEmailUnsubscribed', kind: string, label: string }
   };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQueryData = { notificationStatus: { unreadNotificationCount: number } };

export type UpdateProfileMutationVariables = Exact<{
  name: Scalars['String']['input'];
  username: Scalars['String']['input'];
}>;


export type UpdateProfileMutationData = { updateProfile:
    | { __typename: 'ProfileRefused', nameError: string | null, usernameError: string | null }
    | { __typename: 'ProfileUpdated', viewer: { id: string, name: string, username: string } }
   };

export type OnboardingTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingTopicsQueryData = { topics: Array<{ id: string, slug: string, name: string, description: string, viewerFollows: boolean }> };

export type FollowSuggestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FollowSuggestionsQueryData = { whoToFollow: Array<
    | { __typename: 'Publication', id: string, name: string, tagline: string, url: string, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean } }
    | { __typename: 'User', id: string, name: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean } }
  >, viewer: { id: string, socialStats: { followingCount: number } } | null };

export type ApplyForAuthorVerificationMutationVariables = Exact<{
  note: Scalars['String']['input'];
}>;


export type ApplyForAuthorVerificationMutationData = { applyForAuthorVerification: { ok: boolean, message: string | null } };

export type PartnerPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerPageQueryData = { viewer: { id: string, username: string, partnerProgram: { enrollmentStatus: string, isMember: boolean, payoutsAvailable: boolean, providerName: string, isStaff: boolean, ineligibilityReasons: Array<{ reason: string, message: string }>, payoutAccount: { provider: string, state: string, holderName: string, country: string } | null, balances: Array<{ amount: number, currency: string }>, earnings: Array<{ month: string, postId: string, title: string, seconds: number, members: number, amount: { amount: number, currency: string } }>, ledger: Array<{ id: string, type: string, month: string | null, description: string, createdAt: number, amount: { amount: number, currency: string } }>, payouts: Array<{ id: string, status: string, provider: string, failure: string | null, createdAt: number, amount: { amount: number, currency: string } }>, closedMonths: Array<{ month: string, closedAt: number }> } | null } | null };

export type SavePayoutInformationMutationVariables = Exact<{
  input: PayoutInformationInput;
}>;


export type SavePayoutInformationMutationData = { savePayoutInformation: { ok: boolean, code: string | null, message: string | null, url: string | null } };

export type EnrollInPartnerProgramMutationVariables = Exact<{ [key: string]: never; }>;


export type EnrollInPartnerProgramMutationData = { enrollInPartnerProgram: { ok: boolean, code: string | null, message: string | null } };

export type UnenrollFromPartnerProgramMutationVariables = Exact<{ [key: string]: never; }>;


export type UnenrollFromPartnerProgramMutationData = { unenrollFromPartnerProgram: { ok: boolean, code: string | null, message: string | null } };

export type RequestPayoutMutationVariables = Exact<{
  currency: Scalars['String']['input'];
}>;


export type RequestPayoutMutationData = { requestPayout: { ok: boolean, code: string | null, message: string | null } };

export type RefreshPayoutAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshPayoutAccountMutationData = { refreshPayoutAccount: { ok: boolean, code: string | null, message: string | null, program: { payoutAccount: { provider: string, state: string, holderName: string, country: string } | null } | null } };

export type ReconnectStripePayoutsMutationVariables = Exact<{ [key: string]: never; }>;


export type ReconnectStripePayoutsMutationData = { reconnectStripePayouts: { ok: boolean, code: string | null, message: string | null, url: string | null } };

export type ClosePartnerMonthMutationVariables = Exact<{
  month: Scalars['String']['input'];
}>;


export type ClosePartnerMonthMutationData = { closePartnerMonth: { ok: boolean, code: string | null, message: string | null, status: string | null, month: string | null, members: number | null, distributed: number | null, credited: number | null } };

export type RefundMemberChargeMutationVariables = Exact<{
  chargeId: Scalars['ID']['input'];
}>;


export type RefundMemberChargeMutationData = { refundMemberCharge: { ok: boolean, code: string | null, message: string | null, status: string | null, month: string | null, closed: boolean | null, distributed: number | null, currency: string | null, writers: number | null } };

export type PostCardFieldsFragment = { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null };

export type PostFeedFieldsFragment = { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } };

export type UserRecommendedQueryVariables = Exact<{
  username: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type UserRecommendedQueryData = { user: { id: string, name: string, username: string, url: string, recommended: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type UserResponsesQueryVariables = Exact<{
  username: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type UserResponsesQueryData = { user: { id: string, name: string, username: string, url: string, responses: { items: Array<{ feedId: string, post: { id: string, title: string, url: string, firstPublishedAt: number | null, clapCount: number, responsesCount: number, responseRootPost: { id: string, title: string, url: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type UserSeriesListQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UserSeriesListQueryData = { user: { id: string, name: string, username: string, url: string, series: Array<{ id: string, title: string, description: string, url: string, posts: Array<{ id: string }> }> } | null };

export type UserAwardsQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UserAwardsQueryData = { user: { id: string, name: string, username: string, url: string, topWriterAwards: Array<{ rank: number, storyCount: number, tag: { slug: string, displayTitle: string } }> } | null };

export type YourSeriesQueryVariables = Exact<{ [key: string]: never; }>;


export type YourSeriesQueryData = { viewer: { id: string, username: string, series: Array<{ id: string, title: string, description: string, url: string, posts: Array<{ id: string }> }> } | null };

export type PublicationPageContextFragment = { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } };

export type PublicationAboutQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationAboutQueryData = { publication: { about: string, id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, editors: Array<{ role: CollectionRole, user: { id: string, name: string, username: string, url: string } }>, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type PublicationLatestQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationLatestQueryData = { publication: { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, posts: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } }, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type PublicationTrendingQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationTrendingQueryData = { publication: { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, trending: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } }, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type PublicationFeaturedQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationFeaturedQueryData = { publication: { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, featured: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } }, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type PublicationArchiveIndexQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationArchiveIndexQueryData = { publication: { timeZone: string, id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, archiveIndex: Array<{ year: number, month: number, count: number }>, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type PublicationArchiveQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  year: Scalars['Int']['input'];
  month?: InputMaybe<Scalars['Int']['input']>;
  day?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationArchiveQueryData = { publication: { timeZone: string, id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, archiveIndex: Array<{ year: number, month: number, count: number }>, archive: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } }, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type PublicationArchivePostsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  year: Scalars['Int']['input'];
  month?: InputMaybe<Scalars['Int']['input']>;
  day?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationArchivePostsQueryData = { publication: { id: string, archive: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type PublicationAllQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  orderBy?: InputMaybe<AllOrder>;
  topic?: InputMaybe<Scalars['String']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationAllQueryData = { publication: { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, all: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } }, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type PublicationAllPostsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  orderBy?: InputMaybe<AllOrder>;
  topic?: InputMaybe<Scalars['String']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationAllPostsQueryData = { publication: { id: string, all: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type PublicationFollowersPageFragment = { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, url: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } };

export type PublicationFollowersQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicationFollowersQueryData = { publication: { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, followers: { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, url: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type PublicationFollowersPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicationFollowersPageQueryData = { publication: { id: string, followers: { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, url: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type PublicationWriteForUsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationWriteForUsQueryData = { publication: { writeForUs: string, id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type PublicationSubpageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  subpageSlug: Scalars['String']['input'];
}>;


export type PublicationSubpageQueryData = { publication: { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, subpage: { id: string, slug: string, title: string, url: string, updatedAt: number, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }> } } | null, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type PublicationSettingsFieldsFragment = { id: string, slug: string, name: string, tagline: string, description: string, seoDescription: string, seoRobots: string, timeZone: string, headerColor: string | null, headerImageId: string | null, headerImageAlt: string, headerFocusX: number, headerFocusY: number, about: string, writeForUs: string, sections: Array<{ type: string, title: string, value: string, layout: string, postCount: number }>, navigationItems: Array<{ title: string, destination: string, value: string }>, subpages: Array<{ id: string, slug: string, title: string, url: string, text: string, updatedAt: number }>, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } };

export type PublicationSettingsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationSettingsQueryData = { publicationSettings: { id: string, slug: string, name: string, tagline: string, description: string, seoDescription: string, seoRobots: string, timeZone: string, headerColor: string | null, headerImageId: string | null, headerImageAlt: string, headerFocusX: number, headerFocusY: number, about: string, writeForUs: string, sections: Array<{ type: string, title: string, value: string, layout: string, postCount: number }>, navigationItems: Array<{ title: string, destination: string, value: string }>, subpages: Array<{ id: string, slug: string, title: string, url: string, text: string, updatedAt: number }>, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null, publication: { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type UpdatePublicationInfoMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  input: PublicationInfoInput;
}>;


export type UpdatePublicationInfoMutationData = { updatePublicationInfo: { id: string, slug: string, name: string, tagline: string, description: string, seoDescription: string, seoRobots: string, timeZone: string, headerColor: string | null, headerImageId: string | null, headerImageAlt: string, headerFocusX: number, headerFocusY: number, about: string, writeForUs: string, sections: Array<{ type: string, title: string, value: string, layout: string, postCount: number }>, navigationItems: Array<{ title: string, destination: string, value: string }>, subpages: Array<{ id: string, slug: string, title: string, url: string, text: string, updatedAt: number }>, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } };

export type UpdatePublicationSectionsMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  sections: Array<PublicationSectionInput> | PublicationSectionInput;
}>;


export type UpdatePublicationSectionsMutationData = { updatePublicationSections: { id: string, slug: string, name: string, tagline: string, description: string, seoDescription: string, seoRobots: string, timeZone: string, headerColor: string | null, headerImageId: string | null, headerImageAlt: string, headerFocusX: number, headerFocusY: number, about: string, writeForUs: string, sections: Array<{ type: string, title: string, value: string, layout: string, postCount: number }>, navigationItems: Array<{ title: string, destination: string, value: string }>, subpages: Array<{ id: string, slug: string, title: string, url: string, text: string, updatedAt: number }>, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } };

export type UpdatePublicationNavigationMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  items: Array<NavigationItemInput> | NavigationItemInput;
}>;


export type UpdatePublicationNavigationMutationData = { updatePublicationNavigation: { id: string, slug: string, name: string, tagline: string, description: string, seoDescription: string, seoRobots: string, timeZone: string, headerColor: string | null, headerImageId: string | null, headerImageAlt: string, headerFocusX: number, headerFocusY: number, about: string, writeForUs: string, sections: Array<{ type: string, title: string, value: string, layout: string, postCount: number }>, navigationItems: Array<{ title: string, destination: string, value: string }>, subpages: Array<{ id: string, slug: string, title: string, url: string, text: string, updatedAt: number }>, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } };

export type UpdatePublicationAboutMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  input: PublicationAboutInput;
}>;


export type UpdatePublicationAboutMutationData = { updatePublicationAbout: { id: string, slug: string, name: string, tagline: string, description: string, seoDescription: string, seoRobots: string, timeZone: string, headerColor: string | null, headerImageId: string | null, headerImageAlt: string, headerFocusX: number, headerFocusY: number, about: string, writeForUs: string, sections: Array<{ type: string, title: string, value: string, layout: string, postCount: number }>, navigationItems: Array<{ title: string, destination: string, value: string }>, subpages: Array<{ id: string, slug: string, title: string, url: string, text: string, updatedAt: number }>, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } };

export type RequestPublicationCustomDomainMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  domain: Scalars['String']['input'];
}>;


export type RequestPublicationCustomDomainMutationData = { requestPublicationCustomDomain: { id: string, slug: string, name: string, tagline: string, description: string, seoDescription: string, seoRobots: string, timeZone: string, headerColor: string | null, headerImageId: string | null, headerImageAlt: string, headerFocusX: number, headerFocusY: number, about: string, writeForUs: string, sections: Array<{ type: string, title: string, value: string, layout: string, postCount: number }>, navigationItems: Array<{ title: string, destination: string, value: string }>, subpages: Array<{ id: string, slug: string, title: string, url: string, text: string, updatedAt: number }>, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } };

export type RemovePublicationCustomDomainMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  which: Scalars['String']['input'];
}>;


export type RemovePublicationCustomDomainMutationData = { removePublicationCustomDomain: { id: string, slug: string, name: string, tagline: string, description: string, seoDescription: string, seoRobots: string, timeZone: string, headerColor: string | null, headerImageId: string | null, headerImageAlt: string, headerFocusX: number, headerFocusY: number, about: string, writeForUs: string, sections: Array<{ type: string, title: string, value: string, layout: string, postCount: number }>, navigationItems: Array<{ title: string, destination: string, value: string }>, subpages: Array<{ id: string, slug: string, title: string, url: string, text: string, updatedAt: number }>, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } };

export type CreatePublicationSubpageMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  input: SubpageInput;
}>;


export type CreatePublicationSubpageMutationData = { createPublicationSubpage: { id: string, slug: string, title: string, url: string, text: string, updatedAt: number } };

export type UpdatePublicationSubpageMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
  input: SubpageInput;
}>;


export type UpdatePublicationSubpageMutationData = { updatePublicationSubpage: { id: string, slug: string, title: string, url: string, text: string, updatedAt: number } };

export type DeletePublicationSubpageMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
}>;


export type DeletePublicationSubpageMutationData = { deletePublicationSubpage: boolean };

export type PublicationProfileQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationProfileQueryData = { publication: { id: string, domain: string | null, slug: string, url: string } | null };

export type PublicationProfileMainPublicationQueryVariables = Exact<{
  ref: PublicationRef;
}>;


export type PublicationProfileMainPublicationQueryData = { publicationByRef: { id: string, name: string, slug: string, tagline: string, description: string, url: string, avatar: { id: string } | null, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null }, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, editors: Array<{ role: CollectionRole, user: { id: string, name: string, username: string, url: string } }>, newsletterV3: { id: string, showPromo: boolean } | null, homepage: { id: string, title: string, description: string, header: { color: { rgb: string } | null, backgroundImage: { id: string, alt: string, focusPercentX: number, focusPercentY: number } | null }, sections: Array<{ id: string, type: PublicationSectionType, title: string, text: string, layout: PublicationSectionLayout, postCount: number, tag: { slug: string, displayTitle: string } | null, posts: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } }> } } | null, viewer: { id: string, socialStats: { followingCount: number } } | null };

export type PublicationPostsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationPostsQueryData = { publication: { id: string, posts: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type FeaturePageFieldsFragment = { id: string, slug: string, title: string, description: string, layout: string, url: string, tags: Array<{ slug: string, displayTitle: string }> };

export type FeaturePageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  featureSlug: Scalars['String']['input'];
  tag?: InputMaybe<Scalars['String']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type FeaturePageQueryData = { publication: { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, featurePage: { id: string, slug: string, title: string, description: string, layout: string, url: string, posts: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } }, tags: Array<{ slug: string, displayTitle: string }> } | null, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type FeaturePagePostsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  featureSlug: Scalars['String']['input'];
  tag?: InputMaybe<Scalars['String']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type FeaturePagePostsQueryData = { publication: { id: string, featurePage: { id: string, posts: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null } | null };

export type FeaturePageSettingsFieldsFragment = { id: string, slug: string, title: string, description: string, layout: string, url: string, tags: Array<{ slug: string, displayTitle: string }> };

export type FeaturePagesSettingsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type FeaturePagesSettingsQueryData = { publicationSettings: { id: string, slug: string, name: string, featurePages: Array<{ id: string, slug: string, title: string, description: string, layout: string, url: string, tags: Array<{ slug: string, displayTitle: string }> }> } | null, publication: { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type CreateFeaturePageMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  input: FeaturePageInput;
}>;


export type CreateFeaturePageMutationData = { createPublicationFeaturePage: { id: string, slug: string, title: string, description: string, layout: string, url: string, tags: Array<{ slug: string, displayTitle: string }> } };

export type UpdateFeaturePageMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
  input: FeaturePageInput;
}>;


export type UpdateFeaturePageMutationData = { updatePublicationFeaturePage: { id: string, slug: string, title: string, description: string, layout: string, url: string, tags: Array<{ slug: string, displayTitle: string }> } };

export type DeleteFeaturePageMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
}>;


export type DeleteFeaturePageMutationData = { deletePublicationFeaturePage: boolean };

export type ReorderFeaturePagesMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  slugs: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type ReorderFeaturePagesMutationData = { reorderPublicationFeaturePages: Array<{ id: string, slug: string, title: string, description: string, layout: string, url: string, tags: Array<{ slug: string, displayTitle: string }> }> };

export type FollowersSettingsPageFragment = { edges: Array<{ cursor: string, followedAt: number, node: { id: string, name: string, username: string, url: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } };

export type FollowersSettingsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type FollowersSettingsQueryData = { publicationSettings: { id: string, slug: string, name: string } | null, publication: { id: string, name: string, slug: string, url: string, tagline: string, description: string, headerColor: string | null, domain: string | null, followers: { edges: Array<{ cursor: string, followedAt: number, node: { id: string, name: string, username: string, url: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, avatar: { id: string } | null, navigationItems: Array<{ title: string, destination: string, value: string }>, seoMetaTags: { description: string, robots: string }, followGraph: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean, viewerStaffRole: CollectionRole | null } } | null };

export type FollowersSettingsPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowersSettingsPageQueryData = { publication: { id: string, followers: { edges: Array<{ cursor: string, followedAt: number, node: { id: string, name: string, username: string, url: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type PublicationContentQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  tab: PublicationContentTab;
}>;


export type PublicationContentQueryData = { publicationContent: { id: string, publicationId: string, slug: string, name: string, viewerRole: CollectionRole, tab: PublicationContentTab, featuredIds: Array<string>, counts: { published: number, scheduled: number, submissions: number }, stories: Array<{ id: string, title: string, subtitle: string, writerName: string, writerUsername: string, visibility: string, publishedAt: number | null, scheduledAt: number | null, url: string, isFeatured: boolean, actions: Array<{ action: PublicationStoryAction, label: string }> }>, submissions: Array<{ id: string, publicationId: string, publicationSlug: string, publicationName: string, postId: string, title: string, subtitle: string, writerUsername: string, writerName: string, status: SubmissionStatus, statusLabel: string, note: string, createdAt: number, updatedAt: number, publishedUrl: string | null, preview: Array<string> | null, actions: Array<{ action: SubmissionAction, label: string }> }> } | null };

export type SubmissionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SubmissionQueryData = { submission: { id: string, publicationId: string, publicationSlug: string, publicationName: string, postId: string, title: string, subtitle: string, writerUsername: string, writerName: string, status: SubmissionStatus, statusLabel: string, note: string, createdAt: number, updatedAt: number, publishedUrl: string | null, preview: Array<string> | null, actions: Array<{ action: SubmissionAction, label: string }> } | null };

export type RemoveStoryFromPublicationMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
}>;


export type RemoveStoryFromPublicationMutationData = { removeStoryFromPublication: boolean };

export type SubmissionFieldsFragment = { id: string, publicationId: string, publicationSlug: string, publicationName: string, postId: string, title: string, subtitle: string, writerUsername: string, writerName: string, status: SubmissionStatus, statusLabel: string, note: string, createdAt: number, updatedAt: number, publishedUrl: string | null, preview: Array<string> | null, actions: Array<{ action: SubmissionAction, label: string }> };

export type InvitationFieldsFragment = { id: string, publicationId: string, publicationSlug: string, publicationName: string, inviteeUsername: string, inviteeName: string, inviterName: string | null, role: CollectionRole, createdAt: number };

export type PublicationPeopleQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationPeopleQueryData = { publicationPeople: { id: string, publicationId: string, slug: string, name: string, viewerRole: CollectionRole | null, viewerMayInvite: boolean, members: Array<{ userId: string, username: string, name: string, role: CollectionRole, viewerMayRemove: boolean }>, invitations: Array<{ id: string, publicationId: string, publicationSlug: string, publicationName: string, inviteeUsername: string, inviteeName: string, inviterName: string | null, role: CollectionRole, createdAt: number }>, viewerInvitation: { id: string, publicationId: string, publicationSlug: string, publicationName: string, inviteeUsername: string, inviteeName: string, inviterName: string | null, role: CollectionRole, createdAt: number } | null } | null };

export type EditorInboxQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type EditorInboxQueryData = { editorInbox: { id: string, publicationId: string, slug: string, name: string, viewerRole: CollectionRole, submissions: Array<{ id: string, publicationId: string, publicationSlug: string, publicationName: string, postId: string, title: string, subtitle: string, writerUsername: string, writerName: string, status: SubmissionStatus, statusLabel: string, note: string, createdAt: number, updatedAt: number, publishedUrl: string | null, preview: Array<string> | null, actions: Array<{ action: SubmissionAction, label: string }> }> } | null };

export type WriterOutboxQueryVariables = Exact<{ [key: string]: never; }>;


export type WriterOutboxQueryData = { writerOutbox: Array<{ id: string, publicationId: string, publicationSlug: string, publicationName: string, postId: string, title: string, subtitle: string, writerUsername: string, writerName: string, status: SubmissionStatus, statusLabel: string, note: string, createdAt: number, updatedAt: number, publishedUrl: string | null, preview: Array<string> | null, actions: Array<{ action: SubmissionAction, label: string }> }> };

export type SubmissionTargetsQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type SubmissionTargetsQueryData = { submissionTargets: { postId: string, title: string, isDraft: boolean, openSubmission: { id: string, publicationId: string, publicationSlug: string, publicationName: string, postId: string, title: string, subtitle: string, writerUsername: string, writerName: string, status: SubmissionStatus, statusLabel: string, note: string, createdAt: number, updatedAt: number, publishedUrl: string | null, preview: Array<string> | null, actions: Array<{ action: SubmissionAction, label: string }> } | null, publications: Array<{ id: string, slug: string, name: string, role: CollectionRole }> } | null };

export type FeaturedStoriesManagerQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type FeaturedStoriesManagerQueryData = { featuredStoriesManager: { id: string, publicationId: string, slug: string, name: string, featured: Array<{ id: string, title: string, publishedAt: number }>, stories: Array<{ id: string, title: string, publishedAt: number }> } | null };

export type CreatePublicationMutationVariables = Exact<{
  input: CreatePublicationInput;
}>;


export type CreatePublicationMutationData = { createPublication: { id: string, slug: string, name: string, role: CollectionRole } };

export type InvitePublicationMemberMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  who: Scalars['String']['input'];
  role: CollectionRole;
}>;


export type InvitePublicationMemberMutationData = { invitePublicationMember: { id: string, publicationId: string, publicationSlug: string, publicationName: string, inviteeUsername: string, inviteeName: string, inviterName: string | null, role: CollectionRole, createdAt: number } };

export type RespondToPublicationInvitationMutationVariables = Exact<{
  invitationId: Scalars['ID']['input'];
  accept: Scalars['Boolean']['input'];
}>;


export type RespondToPublicationInvitationMutationData = { respondToPublicationInvitation: { id: string, slug: string, name: string, role: CollectionRole } | null };

export type CancelPublicationInvitationMutationVariables = Exact<{
  invitationId: Scalars['ID']['input'];
}>;


export type CancelPublicationInvitationMutationData = { cancelPublicationInvitation: boolean };

export type RemovePublicationMemberMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type RemovePublicationMemberMutationData = { removePublicationMember: boolean };

export type SetPublicationMemberRoleMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  role: CollectionRole;
}>;


export type SetPublicationMemberRoleMutationData = { setPublicationMemberRole: boolean };

export type SubmitToPublicationMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
}>;


export type SubmitToPublicationMutationData = { submitToPublication: { id: string, publicationId: string, publicationSlug: string, publicationName: string, postId: string, title: string, subtitle: string, writerUsername: string, writerName: string, status: SubmissionStatus, statusLabel: string, note: string, createdAt: number, updatedAt: number, publishedUrl: string | null, preview: Array<string> | null, actions: Array<{ action: SubmissionAction, label: string }> } };

export type UpdateSubmissionMutationVariables = Exact<{
  submissionId: Scalars['ID']['input'];
  action: SubmissionAction;
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateSubmissionMutationData = { updateSubmission: { id: string, publicationId: string, publicationSlug: string, publicationName: string, postId: string, title: string, subtitle: string, writerUsername: string, writerName: string, status: SubmissionStatus, statusLabel: string, note: string, createdAt: number, updatedAt: number, publishedUrl: string | null, preview: Array<string> | null, actions: Array<{ action: SubmissionAction, label: string }> } };

export type SetFeaturedStoriesMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
  postIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetFeaturedStoriesMutationData = { setFeaturedStories: Array<string> };

export type HomeFeedQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type HomeFeedQueryData = { webRecommendedFeed: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } };

export type NotFoundScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type NotFoundScreenQueryData = { staffPicksFeed: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }> } };

export type PublicationNavigationContextQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationNavigationContextQueryData = { publication: { id: string, name: string, slug: string, headerColor: string | null, navigationItems: Array<{ title: string, destination: string, value: string }> } | null };

export type ProfileUserQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type ProfileUserQueryData = { user: { id: string, username: string, name: string } | null };

export type RecommendedTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecommendedTopicsQueryData = { recommendedTopics: Array<{ id: string, slug: string, name: string }> };

export type PostPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostPageQueryData = { post: { latestPublishedAt: number | null, isSuspended: boolean, viewerClapCount: number, responsesCount: number, isResponse: boolean, id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responseRootPost: { id: string, title: string, url: string } | null, creator: { bio: string, id: string, name: string, username: string, imageId: string | null, url: string, socialStats: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean }, membership: { tier: MembershipTier } | null }, collection: { domain: string | null, id: string, name: string, slug: string, url: string } | null, tags: Array<{ slug: string, displayTitle: string }>, settings: { seoTitle: string, seoDescription: string, canonicalUrl: string | null }, content: { isLockedPreviewOnly: boolean, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }> } }, viewerHighlights: Array<{ id: string, startParagraph: string, startOffset: number, endParagraph: string, endOffset: number }>, topHighlight: { startParagraph: string, startOffset: number, endParagraph: string, endOffset: number, readers: number } | null, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } | null };

export type UserProfileQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UserProfileQueryData = { user: { id: string, name: string, username: string, bio: string, url: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean }, membership: { tier: MembershipTier, friendSince: number | null } | null, topWriterAwards: Array<{ tag: { slug: string, displayTitle: string } }>, posts: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null, viewer: { id: string, socialStats: { followingCount: number } } | null };

export type UserPostsQueryVariables = Exact<{
  username: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type UserPostsQueryData = { user: { id: string, posts: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type FollowListFieldsFragment = { id: string, name: string, username: string, bio: string, url: string, socialStats: { followerCount: number, followingCount: number } };

export type FollowListPageFieldsFragment = { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } };

export type UserFollowersQueryVariables = Exact<{
  username: Scalars['String']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type UserFollowersQueryData = { user: { id: string, name: string, username: string, bio: string, url: string, list: { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, socialStats: { followerCount: number, followingCount: number } } | null, viewer: { id: string, socialStats: { followingCount: number } } | null };

export type UserFollowingQueryVariables = Exact<{
  username: Scalars['String']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type UserFollowingQueryData = { user: { id: string, name: string, username: string, bio: string, url: string, list: { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, socialStats: { followerCount: number, followingCount: number } } | null, viewer: { id: string, socialStats: { followingCount: number } } | null };

export type PostSettingsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostSettingsQueryData = { editablePost: { id: string, state: PostLifecycleState, title: string, subtitle: string, tags: Array<string>, isLocked: boolean, license: PostLicense, hasUnpublishedChanges: boolean, url: string | null, editUrl: string } | null, post: { id: string, settings: { seoTitle: string, seoDescription: string, canonicalUrl: string | null } } | null, viewer: { id: string, series: Array<{ id: string, title: string, description: string, url: string, posts: Array<{ id: string }> }> } | null };

export type UpdateStorySettingsMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  input: StorySettingsInput;
}>;


export type UpdateStorySettingsMutationData = { updateStorySettings:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'StorySettingsSaved', settings: { seoTitle: string, seoDescription: string, canonicalUrl: string | null } }
    | { __typename: 'Unauthorized', message: string }
   };

export type CreateSeriesMutationVariables = Exact<{
  input: SeriesInput;
}>;


export type CreateSeriesMutationData = { createSeries: { id: string, title: string, description: string, url: string, posts: Array<{ id: string }> } };

export type UpdateSeriesMutationVariables = Exact<{
  seriesId: Scalars['ID']['input'];
  input: SeriesInput;
}>;


export type UpdateSeriesMutationData = { updateSeries: { id: string, title: string, description: string, url: string, posts: Array<{ id: string }> } };

export type TagRecommendedQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
}>;


export type TagRecommendedQueryData = { tag: { slug: string, displayTitle: string, postCount: number, viewerFollows: boolean, recommended: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type TagRecommendedMoreQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type TagRecommendedMoreQueryData = { tag: { slug: string, recommended: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type TagWriterPageFieldsFragment = { items: Array<{ storyCount: number, user: { id: string, name: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean } } }>, pagingInfo: { next: { limit: number, to: string } | null } };

export type TagWritersQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
}>;


export type TagWritersQueryData = { tag: { slug: string, displayTitle: string, postCount: number, viewerFollows: boolean, writers: { items: Array<{ storyCount: number, user: { id: string, name: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean } } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null, viewer: { id: string, socialStats: { followingCount: number } } | null };

export type TagWritersMoreQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type TagWritersMoreQueryData = { tag: { slug: string, writers: { items: Array<{ storyCount: number, user: { id: string, name: string, bio: string, url: string, socialStats: { followerCount: number }, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean } } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type SeriesPageQueryVariables = Exact<{
  ref: Scalars['String']['input'];
}>;


export type SeriesPageQueryData = { series: { id: string, slug: string, url: string, title: string, description: string, viewerIsCreator: boolean, creator: { id: string, name: string, username: string, url: string, bio: string, imageId: string | null }, posts: Array<{ id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null }> } | null };

export type UserBooksQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UserBooksQueryData = { user: { id: string, name: string, username: string, url: string, bio: string, imageId: string | null, books: Array<{ id: string, title: string, description: string, url: string | null, publishedYear: number | null }> } | null, viewer: { id: string } | null };

export type AddBookMutationVariables = Exact<{
  input: BookInput;
}>;


export type AddBookMutationData = { addBook: Array<{ id: string, title: string, description: string, url: string | null, publishedYear: number | null }> };

export type RemoveBookMutationVariables = Exact<{
  bookId: Scalars['ID']['input'];
}>;


export type RemoveBookMutationData = { removeBook: Array<{ id: string, title: string, description: string, url: string | null, publishedYear: number | null }> };

export type HomeFollowingFeedQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type HomeFollowingFeedQueryData = { followingFeed: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } };

export type HomeTopicFeedQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type HomeTopicFeedQueryData = { personalisedTagFeed: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } };

export type SetRecommendationSignalMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  action: SignalAction;
}>;


export type SetRecommendationSignalMutationData = { setRecommendationSignal: { action: SignalAction | null, post: { id: string } } };

export type RecommendationSignalsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecommendationSignalsQueryData = { viewer: { id: string, recommendationSignals: Array<{ action: SignalAction, givenAt: number, post: { id: string, title: string, url: string, creator: { id: string, name: string } } }> } | null };

export type RecommendedStoriesQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type RecommendedStoriesQueryData = { recommendedStories: Array<{ id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null }> };

export type PostResponseFieldsFragment = { id: string, parentId: string, depth: number, isHidden: boolean, repliesCount: number, viewerCanHide: boolean, viewerCanDelete: boolean, url: string, publishedAt: number | null, author: { id: string, name: string, username: string, url: string }, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }> } };

export type ResponsesPageFieldsFragment = { nextCursor: string | null, items: Array<{ id: string, parentId: string, depth: number, isHidden: boolean, repliesCount: number, viewerCanHide: boolean, viewerCanDelete: boolean, url: string, publishedAt: number | null, author: { id: string, name: string, username: string, url: string }, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }> } }>, replies: Array<{ id: string, parentId: string, depth: number, isHidden: boolean, repliesCount: number, viewerCanHide: boolean, viewerCanDelete: boolean, url: string, publishedAt: number | null, author: { id: string, name: string, username: string, url: string }, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }> } }> };

export type PostResponsesQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
  paging?: InputMaybe<ResponsesPaging>;
  sortType?: InputMaybe<ResponsesSortType>;
  depth?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PostResponsesQueryData = { post: { id: string, title: string, url: string, responsesCount: number, responsesLocked: boolean, viewerCanHideResponses: boolean, creator: { id: string }, responses: { nextCursor: string | null, items: Array<{ id: string, parentId: string, depth: number, isHidden: boolean, repliesCount: number, viewerCanHide: boolean, viewerCanDelete: boolean, url: string, publishedAt: number | null, author: { id: string, name: string, username: string, url: string }, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }> } }>, replies: Array<{ id: string, parentId: string, depth: number, isHidden: boolean, repliesCount: number, viewerCanHide: boolean, viewerCanDelete: boolean, url: string, publishedAt: number | null, author: { id: string, name: string, username: string, url: string }, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }> } }> } } | null };

export type ResponseVisibilityChangedFieldsFragment = { parentPostId: string, parentResponsesCount: number, response: { id: string, isHidden: boolean } };

export type CatalogResponseVisibilityChangedFieldsFragment = { parentCatalogId: string, parentResponsesCount: number, response: { id: string, isHidden: boolean } };

export type PublishResponseMutationVariables = Exact<{
  input: PublishResponseInput;
}>;


export type PublishResponseMutationData = { publishResponse:
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'ResponsePublished', parentResponsesCount: number, response: { id: string, parentId: string, depth: number, isHidden: boolean, repliesCount: number, viewerCanHide: boolean, viewerCanDelete: boolean, url: string, publishedAt: number | null, author: { id: string, name: string, username: string, url: string }, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }> } } }
    | { __typename: 'Unauthorized' }
   };

export type HidePostResponseOnParentPostMutationVariables = Exact<{
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
}>;


export type HidePostResponseOnParentPostMutationData = { hidePostResponseOnParentPost:
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'ResponseVisibilityChanged', parentPostId: string, parentResponsesCount: number, response: { id: string, isHidden: boolean } }
    | { __typename: 'Unauthorized' }
   };

export type UnhidePostResponseOnParentPostMutationVariables = Exact<{
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
}>;


export type UnhidePostResponseOnParentPostMutationData = { unhidePostResponseOnParentPost:
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'ResponseVisibilityChanged', parentPostId: string, parentResponsesCount: number, response: { id: string, isHidden: boolean } }
    | { __typename: 'Unauthorized' }
   };

export type SetResponsesLockedMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  locked: Scalars['Boolean']['input'];
}>;


export type SetResponsesLockedMutationData = { setResponsesLocked:
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'ResponsesLockChanged', post: { id: string, responsesLocked: boolean } }
    | { __typename: 'Unauthorized' }
   };

export type DeleteResponseMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
}>;


export type DeleteResponseMutationData = { deletePost:
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'PostDeleted', post: { id: string } }
    | { __typename: 'Unauthorized' }
   };

export type CatalogResponsesQueryVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  paging?: InputMaybe<ResponsesPaging>;
  sortType?: InputMaybe<ResponsesSortType>;
  depth?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CatalogResponsesQueryData = { catalog: { id: string, name: string, url: string, responsesCount: number, responsesLocked: boolean, viewerCanHideResponses: boolean, creator: { id: string }, responses: { nextCursor: string | null, items: Array<{ id: string, parentId: string, depth: number, isHidden: boolean, repliesCount: number, viewerCanHide: boolean, viewerCanDelete: boolean, url: string, publishedAt: number | null, author: { id: string, name: string, username: string, url: string }, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }> } }>, replies: Array<{ id: string, parentId: string, depth: number, isHidden: boolean, repliesCount: number, viewerCanHide: boolean, viewerCanDelete: boolean, url: string, publishedAt: number | null, author: { id: string, name: string, username: string, url: string }, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string } | null }> } }> } } | null };

export type HideCatalogResponseOnParentMutationVariables = Exact<{
  parentCatalogId: Scalars['ID']['input'];
  catalogResponseId: Scalars['ID']['input'];
}>;


export type HideCatalogResponseOnParentMutationData = { hideCatalogResponseOnParent:
    | { __typename: 'BadRequest' }
    | { __typename: 'CatalogResponseVisibilityChanged', parentCatalogId: string, parentResponsesCount: number, response: { id: string, isHidden: boolean } }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'Unauthorized' }
   };

export type ShowCatalogResponseOnParentMutationVariables = Exact<{
  parentCatalogId: Scalars['ID']['input'];
  catalogResponseId: Scalars['ID']['input'];
}>;


export type ShowCatalogResponseOnParentMutationData = { showCatalogResponseOnParent:
    | { __typename: 'BadRequest' }
    | { __typename: 'CatalogResponseVisibilityChanged', parentCatalogId: string, parentResponsesCount: number, response: { id: string, isHidden: boolean } }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'Unauthorized' }
   };

export type SetCatalogResponsesLockedMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  locked: Scalars['Boolean']['input'];
}>;


export type SetCatalogResponsesLockedMutationData = { setCatalogResponsesLocked:
    | { __typename: 'BadRequest' }
    | { __typename: 'CatalogResponsesLockChanged', catalog: { id: string, responsesLocked: boolean } }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'Unauthorized' }
   };

export type SearchHitsFieldsFragment = { users: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, userId: string, username: string, name: string, imageId: string | null }> } | null, collections: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, collectionId: string, name: string, imageId: string | null, slug: string }> } | null, tags: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, tagSlug: string, displayText: string, postCount: number }> } | null };

export type SearchPageQueryVariables = Exact<{
  query: Scalars['String']['input'];
  requests: Array<SearchIndexRequest> | SearchIndexRequest;
  searchInCollection?: InputMaybe<Scalars['ID']['input']>;
  searchInUser?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SearchPageQueryData = { search: { query: string, posts: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, postId: string, title: string, latestPublishedAt: number | null, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } | null }> } | null, users: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, userId: string, username: string, name: string, imageId: string | null }> } | null, collections: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, collectionId: string, name: string, imageId: string | null, slug: string }> } | null, tags: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, tagSlug: string, displayText: string, postCount: number }> } | null } };

export type PublicationSearchQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationSearchQueryData = { publication: { id: string, name: string, slug: string } | null };

export type PredictiveSearchQueryVariables = Exact<{
  query: Scalars['String']['input'];
  requests: Array<SearchIndexRequest> | SearchIndexRequest;
  searchInCollection?: InputMaybe<Scalars['ID']['input']>;
  searchInUser?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PredictiveSearchQueryData = { search: { query: string, posts: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, postId: string, title: string, latestPublishedAt: number | null }> } | null, users: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, userId: string, username: string, name: string, imageId: string | null }> } | null, collections: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, collectionId: string, name: string, imageId: string | null, slug: string }> } | null, tags: { status: SearchStatus, queryId: string | null, hits: Array<{ objectId: string, tagSlug: string, displayText: string, postCount: number }> } | null } };

export type SearchClickEventMutationVariables = Exact<{
  queryId: Scalars['ID']['input'];
  indexName: Scalars['String']['input'];
  objectIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  positions: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type SearchClickEventMutationData = { SearchClickEvent: { success: boolean } };

export type SeriesEditorQueryVariables = Exact<{
  ref: Scalars['String']['input'];
}>;


export type SeriesEditorQueryData = { series: { id: string, slug: string, url: string, title: string, description: string, viewerIsCreator: boolean, creator: { id: string, name: string }, posts: Array<{ id: string, title: string }> } | null };

export type SeriesCandidatesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SeriesCandidatesQueryData = { yourStories: { items: Array<{ id: string, title: string }> } };

export type SaveNewSeriesMutationVariables = Exact<{
  input: SeriesInput;
}>;


export type SaveNewSeriesMutationData = { createSeries: { id: string, url: string, title: string } };

export type SaveSeriesMutationVariables = Exact<{
  seriesId: Scalars['ID']['input'];
  input: SeriesInput;
}>;


export type SaveSeriesMutationData = { updateSeries: { id: string, url: string, title: string } };

export type DeleteSeriesMutationVariables = Exact<{
  seriesId: Scalars['ID']['input'];
}>;


export type DeleteSeriesMutationData = { deleteSeries: boolean };

export type AccountSettingsFieldsFragment = { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } };

export type AccountSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsQueryData = { accountSettings: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null, viewer: { id: string, socialStats: { followerCount: number } } | null };

export type UpdateProfileInformationMutationVariables = Exact<{
  input: ProfileInformationInput;
}>;


export type UpdateProfileInformationMutationData = { updateProfileInformation: { ok: boolean, nameError: string | null, bioError: string | null, pronounsError: string | null, tippingLinkError: string | null, imageIdError: string | null, settings: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null } };

export type ChangeUsernameMutationVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type ChangeUsernameMutationData = { changeUsername: { ok: boolean, message: string, settings: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null } };

export type ChangeEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type ChangeEmailMutationData = { changeEmail: { ok: boolean, message: string, settings: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null } };

export type SendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendVerificationEmailMutationData = { sendVerificationEmail: { ok: boolean, message: string, settings: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null } };

export type SetAllowEmailSharingMutationVariables = Exact<{
  allow: Scalars['Boolean']['input'];
}>;


export type SetAllowEmailSharingMutationData = { setAllowEmailAddressSharingEditorWriter: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } };

export type LeavePublicationMutationVariables = Exact<{
  publicationId: Scalars['ID']['input'];
}>;


export type LeavePublicationMutationData = { leavePublication: { ok: boolean, message: string, settings: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null } };

export type RenameNewsletterMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type RenameNewsletterMutationData = { renameNewsletter: { ok: boolean, message: string, settings: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null } };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutationData = { requestDataExport: { ok: boolean, message: string, settings: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null } };

export type RequestCustomDomainMutationVariables = Exact<{
  domain: Scalars['String']['input'];
}>;


export type RequestCustomDomainMutationData = { requestCustomDomain: { ok: boolean, message: string, settings: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null } };

export type RemoveCustomDomainMutationVariables = Exact<{
  which: Scalars['String']['input'];
}>;


export type RemoveCustomDomainMutationData = { removeCustomDomain: { ok: boolean, message: string, settings: { id: string, username: string, name: string, email: string, unverifiedEmail: string | null, bio: string, imageId: string | null, pronouns: Array<string>, tippingLink: string | null, allowEmailAddressSharingEditorWriter: boolean, publications: Array<{ id: string, slug: string, name: string, role: string, url: string, canLeave: boolean }>, newsletter: { id: string, name: string, slug: string } | null, latestExport: { id: string, state: string, createdAt: number, url: string | null } | null, customDomain: { state: string, live: string | null, pending: string | null, recordType: string | null, recordName: string | null, recordValue: string | null } } | null } };

export type DeleteAccountMutationVariables = Exact<{
  confirmUsername: Scalars['String']['input'];
  stories: DeletedStories;
}>;


export type DeleteAccountMutationData = { deleteAccount: { ok: boolean, message: string } };

export type UserAboutQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UserAboutQueryData = { viewer: { id: string } | null, user: { id: string, username: string, name: string, bio: string, imageId: string | null, url: string, socialStats: { followerCount: number, followingCount: number }, about: { pronouns: Array<string>, tippingLink: string | null, joinedAt: number } } | null };

export type SecuritySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecuritySettingsQueryData = { securitySettings: { placeExplanation: string, hasPassword: boolean, twoFactorEnabled: boolean, recoveryCodesLeft: number, sessions: Array<{ id: string, device: string, browser: string, place: string, signedInAt: number, lastSeenAt: number | null, current: boolean }>, passkeys: Array<{ id: string, name: string, createdAt: number, lastUsedAt: number | null }>, connections: Array<{ provider: string, configured: boolean, connected: boolean }>, tokens: Array<{ id: string, name: string, hint: string, scopes: Array<string>, createdAt: number, lastUsedAt: number | null }> } };

export type RevokeSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeSessionMutationData = { revokeSession: boolean };

export type RevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeOtherSessionsMutationData = { revokeOtherSessions: number };

export type SetPasswordMutationVariables = Exact<{
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
}>;


export type SetPasswordMutationData = { setPassword: string };

export type StartTwoFactorEnrollmentMutationVariables = Exact<{
  currentCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartTwoFactorEnrollmentMutationData = { startTwoFactorEnrollment: { secret: string, uri: string, qrCode: string } };

export type TurnOnTwoFactorMutationVariables = Exact<{
  code: Scalars['String']['input'];
  currentCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type TurnOnTwoFactorMutationData = { turnOnTwoFactor: Array<string> };

export type TurnOffTwoFactorMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type TurnOffTwoFactorMutationData = { turnOffTwoFactor: boolean };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type RegenerateRecoveryCodesMutationData = { regenerateRecoveryCodes: Array<string> };

export type StartPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeyRegistrationMutationData = { startPasskeyRegistration: string };

export type FinishPasskeyRegistrationMutationVariables = Exact<{
  name: Scalars['String']['input'];
  response: Scalars['String']['input'];
}>;


export type FinishPasskeyRegistrationMutationData = { finishPasskeyRegistration: boolean };

export type RemovePasskeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemovePasskeyMutationData = { removePasskey: boolean };

export type DisconnectSignInProviderMutationVariables = Exact<{
  provider: Scalars['String']['input'];
}>;


export type DisconnectSignInProviderMutationData = { disconnectSignInProvider: boolean };

export type StartPasskeySignInMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeySignInMutationData = { startPasskeySignIn: string };

export type FinishPasskeySignInMutationVariables = Exact<{
  response: Scalars['String']['input'];
  redirect?: InputMaybe<Scalars['String']['input']>;
}>;


export type FinishPasskeySignInMutationData = { finishPasskeySignIn: { value: string } };

export type CreateIntegrationTokenMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type CreateIntegrationTokenMutationData = { createIntegrationToken: { id: string, token: string } };

export type RevokeIntegrationTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeIntegrationTokenMutationData = { revokeIntegrationToken: boolean };

export type WriterStatsQueryVariables = Exact<{
  period: Scalars['String']['input'];
}>;


export type WriterStatsQueryData = { writerStats:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'WriterStats', window: { period: string, from: string, to: string, unit: string }, totals: { views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }, series: Array<{ bucket: string, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }>, stories: Array<{ statsUrl: string, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number, post: { id: string, title: string, url: string, firstPublishedAt: number | null } }>, audience: { followers: number, subscribers: number, followersGained: number, subscribersGained: number, window: { period: string, from: string, to: string, unit: string }, series: Array<{ bucket: string, followersGained: number, followersLost: number, subscribersGained: number, subscribersLost: number }> } }
   };

export type PostStatsQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
  period: Scalars['String']['input'];
}>;


export type PostStatsQueryData = { postStats:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostStats', post: { id: string, title: string, url: string, firstPublishedAt: number | null }, window: { period: string, from: string, to: string, unit: string }, totals: { views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }, series: Array<{ bucket: string, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }>, sources: Array<{ source: string, label: string, views: number }> }
    | { __typename: 'Unauthorized', message: string }
   };

export type AudienceStatsQueryVariables = Exact<{
  username: Scalars['String']['input'];
  period: Scalars['String']['input'];
}>;


export type AudienceStatsQueryData = { audienceStats:
    | { __typename: 'AudienceStats', exportUrl: string, user: { id: string, name: string, username: string, url: string }, audience: { followers: number, subscribers: number, followersGained: number, subscribersGained: number, window: { period: string, from: string, to: string, unit: string }, series: Array<{ bucket: string, followersGained: number, followersLost: number, subscribersGained: number, subscribersLost: number }> } }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PublicationStatsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  period: Scalars['String']['input'];
}>;


export type PublicationStatsQueryData = { publicationStats:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PublicationStats', publication: { id: string, name: string, slug: string, url: string }, window: { period: string, from: string, to: string, unit: string }, totals: { views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }, series: Array<{ bucket: string, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }>, stories: Array<{ statsUrl: string, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number, post: { id: string, title: string, url: string, firstPublishedAt: number | null } }>, audience: { followers: number, subscribers: number, followersGained: number, subscribersGained: number, window: { period: string, from: string, to: string, unit: string }, series: Array<{ bucket: string, followersGained: number, followersLost: number, subscribersGained: number, subscribersLost: number }> } }
    | { __typename: 'Unauthorized', message: string }
   };

export type PublicationDigestStatsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationDigestStatsQueryData = { publicationDigestStats:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PublicationDigestStats', subscribers: number, publication: { id: string, name: string, slug: string, url: string }, digests: Array<{ queuedAt: number, recipients: number, sent: number, pending: number, failed: number, post: { id: string, title: string, url: string } }> }
    | { __typename: 'Unauthorized', message: string }
   };

export type UserStatsQueryVariables = Exact<{
  period: Scalars['String']['input'];
  username: Scalars['String']['input'];
}>;


export type UserStatsQueryData = { writerStats:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'WriterStats', window: { period: string, from: string, to: string, unit: string }, totals: { views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }, series: Array<{ bucket: string, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }>, stories: Array<{ statsUrl: string, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number, post: { id: string, title: string, url: string, firstPublishedAt: number | null } }>, audience: { followers: number, subscribers: number, followersGained: number, subscribersGained: number, window: { period: string, from: string, to: string, unit: string }, series: Array<{ bucket: string, followersGained: number, followersLost: number, subscribersGained: number, subscribersLost: number }> } }
   };

export type ResponseStatsQueryVariables = Exact<{
  period: Scalars['String']['input'];
}>;


export type ResponseStatsQueryData = { responseStats:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'ResponseStats', window: { period: string, from: string, to: string, unit: string }, totals: { views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }, series: Array<{ bucket: string, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }>, responses: Array<{ statsUrl: string, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number, post: { id: string, title: string, url: string, firstPublishedAt: number | null, inResponseToPost: { id: string, title: string, url: string } | null } }> }
    | { __typename: 'Unauthorized', message: string }
   };

export type UserPostStatsQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
  period: Scalars['String']['input'];
  username: Scalars['String']['input'];
}>;


export type UserPostStatsQueryData = { postStats:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostStats', post: { id: string, title: string, url: string, firstPublishedAt: number | null }, window: { period: string, from: string, to: string, unit: string }, totals: { views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }, series: Array<{ bucket: string, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }>, sources: Array<{ source: string, label: string, views: number }> }
    | { __typename: 'Unauthorized', message: string }
   };

export type AudienceDetailsQueryVariables = Exact<{
  username: Scalars['String']['input'];
  details: Scalars['String']['input'];
  period: Scalars['String']['input'];
}>;


export type AudienceDetailsQueryData = { audienceDetails:
    | { __typename: 'AudienceDetails', details: string, label: string, now: number, gained: number, lost: number, exportUrl: string, user: { id: string, name: string, username: string, url: string }, window: { period: string, from: string, to: string, unit: string }, series: Array<{ bucket: string, gained: number, lost: number, net: number, total: number }> }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PublicationStatsOverviewQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  period: Scalars['String']['input'];
}>;


export type PublicationStatsOverviewQueryData = { publicationStatsOverview:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PublicationStatsOverview', publication: { id: string, name: string, slug: string, url: string }, window: { period: string, from: string, to: string, unit: string }, totals: { views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number }, previous: { from: string, to: string, totals: { views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number } } | null, sources: Array<{ source: string, label: string, views: number }>, writers: Array<{ stories: number, views: number, reads: number, readRatio: number, memberReadingSeconds: number, claps: number, responses: number, highlights: number, user: { id: string, name: string, username: string, url: string } }>, audience: { followers: number, subscribers: number, followersGained: number, subscribersGained: number, window: { period: string, from: string, to: string, unit: string }, series: Array<{ bucket: string, followersGained: number, followersLost: number, subscribersGained: number, subscribersLost: number }> } }
    | { __typename: 'Unauthorized', message: string }
   };

export type NewsletterStatsQueryVariables = Exact<{
  newsletterId: Scalars['ID']['input'];
  period: Scalars['String']['input'];
}>;


export type NewsletterStatsQueryData = { newsletterStats:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterStats', newsletterId: string, name: string, ownerName: string, ownerUrl: string, manageUrl: string, subscribers: number, gained: number, lost: number, window: { period: string, from: string, to: string, unit: string }, series: Array<{ bucket: string, gained: number, lost: number, net: number, total: number }>, issues: Array<{ queuedAt: number, recipients: number, sent: number, pending: number, failed: number, post: { id: string, title: string, url: string } }> }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PostReferrersQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
  period: Scalars['String']['input'];
}>;


export type PostReferrersQueryData = { postStats:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostStats', post: { id: string, title: string, url: string }, window: { period: string, from: string, to: string, unit: string }, sources: Array<{ source: string, label: string, views: number }> }
    | { __typename: 'Unauthorized', message: string }
   };

export type StoryItemFieldsFragment = { id: string, title: string, subtitle: string, state: PostLifecycleState, tab: StoriesTab, readingTime: number, wordCount: number, updatedAt: number, publishedAt: number | null, scheduledAt: number | null, deletedAt: number | null, permanentlyDeletedAt: number | null, url: string | null, editUrl: string, publicationName: string | null };

export type YourStoriesQueryVariables = Exact<{
  tab: StoriesTab;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type YourStoriesQueryData = { yourStories: { nextCursor: string | null, items: Array<{ id: string, title: string, subtitle: string, state: PostLifecycleState, tab: StoriesTab, readingTime: number, wordCount: number, updatedAt: number, publishedAt: number | null, scheduledAt: number | null, deletedAt: number | null, permanentlyDeletedAt: number | null, url: string | null, editUrl: string, publicationName: string | null }> } };

export type YourStoriesCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type YourStoriesCountsQueryData = { yourStoriesCounts: { drafts: number, public: number, unlisted: number, responses: number, deleted: number } };

export type MovePostMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
  tab: StoriesTab;
}>;


export type MovePostMutationData = { movePost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostMoved', fromTab: StoriesTab, post: { id: string, title: string, subtitle: string, state: PostLifecycleState, tab: StoriesTab, readingTime: number, wordCount: number, updatedAt: number, publishedAt: number | null, scheduledAt: number | null, deletedAt: number | null, permanentlyDeletedAt: number | null, url: string | null, editUrl: string, publicationName: string | null } }
    | { __typename: 'Unauthorized', message: string }
   };

export type DeletePostMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
}>;


export type DeletePostMutationData = { deletePost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDeleted', post: { id: string, title: string, subtitle: string, state: PostLifecycleState, tab: StoriesTab, readingTime: number, wordCount: number, updatedAt: number, publishedAt: number | null, scheduledAt: number | null, deletedAt: number | null, permanentlyDeletedAt: number | null, url: string | null, editUrl: string, publicationName: string | null } }
    | { __typename: 'Unauthorized', message: string }
   };

export type UndeletePostMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
}>;


export type UndeletePostMutationData = { undeletePost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostUndeleted', post: { id: string, title: string, subtitle: string, state: PostLifecycleState, tab: StoriesTab, readingTime: number, wordCount: number, updatedAt: number, publishedAt: number | null, scheduledAt: number | null, deletedAt: number | null, permanentlyDeletedAt: number | null, url: string | null, editUrl: string, publicationName: string | null } }
    | { __typename: 'Unauthorized', message: string }
   };

export type StoryEndQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StoryEndQueryData = { post: { id: string, collection: { id: string, name: string, slug: string, url: string, description: string, avatar: { id: string } | null, followGraph: { followerCount: number }, viewerEdge: { isFollowing: boolean, isMuting: boolean } } | null, storyEnd: { moreFromWriter: Array<{ id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null }>, moreFromPublication: Array<{ id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null }> } } | null, viewer: { id: string, socialStats: { followingCount: number } } | null };

export type ClapMutationVariables = Exact<{
  input: ClapInput;
}>;


export type ClapMutationData = { clap:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Clapped', postId: string, clapCount: number, viewerClapCount: number }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type ClapCatalogMutationVariables = Exact<{
  input: ClapCatalogInput;
}>;


export type ClapCatalogMutationData = { clapCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogClapped', catalogId: string, clapCount: number, viewerClapCount: number }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PostClappersQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type PostClappersQueryData = { postClappers: { post: { id: string, title: string, url: string, clapCount: number, creator: { id: string, name: string } }, items: Array<{ claps: number, user: { id: string, name: string, username: string, imageId: string | null, url: string, bio: string, viewerEdge: { id: string, isFollowing: boolean, isMuting: boolean }, socialStats: { followerCount: number } } }>, pagingInfo: { next: { limit: number, to: string } | null } } | null };

export type TagPageQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
}>;


export type TagPageQueryData = { tag: { slug: string, displayTitle: string, postCount: number, viewerFollows: boolean } | null, tagFeed: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } };

export type TagFeedQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type TagFeedQueryData = { tagFeed: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } };

export type TopicPageQueryVariables = Exact<{
  topicSlug: Scalars['String']['input'];
}>;


export type TopicPageQueryData = { topic: { id: string, slug: string, name: string, description: string, postCount: number, viewerFollows: boolean, viewerCanCurate: boolean, posts: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type TopicPostsQueryVariables = Exact<{
  topicSlug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type TopicPostsQueryData = { topic: { id: string, posts: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type ExploreTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExploreTopicsQueryData = { topics: Array<{ id: string, slug: string, name: string, description: string, postCount: number }> };

export type PublicationTaggedQueryVariables = Exact<{
  collectionSlug: Scalars['String']['input'];
  tagSlug: Scalars['String']['input'];
}>;


export type PublicationTaggedQueryData = { publication: { id: string, slug: string, name: string, url: string, tagged: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null, tag: { slug: string, displayTitle: string } | null };

export type PublicationTaggedPostsQueryVariables = Exact<{
  collectionSlug: Scalars['String']['input'];
  tagSlug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationTaggedPostsQueryData = { publication: { id: string, tagged: { items: Array<{ feedId: string, post: { id: string, title: string, subtitle: string, url: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: string | null, clapCount: number, viewerIsSaved: boolean, responsesCount: number, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, url: string }, collection: { id: string, name: string, slug: string, url: string } | null, primaryTopic: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string } | null } } } | null };

export type TopicCurationQueryVariables = Exact<{
  topicSlug: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TopicCurationQueryData = { topic: { id: string, slug: string, name: string, description: string, postCount: number, viewerCanCurate: boolean, posts: { items: Array<{ post: { id: string, title: string, url: string } }> } } | null };

export type UpdateTopicDescriptionMutationVariables = Exact<{
  topicId: Scalars['ID']['input'];
  description: Scalars['String']['input'];
}>;


export type UpdateTopicDescriptionMutationData = { updateTopicDescription: { id: string, description: string } };

export type AddStoryToTopicMutationVariables = Exact<{
  topicId: Scalars['ID']['input'];
  story: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AddStoryToTopicMutationData = { addStoryToTopic: { id: string, postCount: number, posts: { items: Array<{ post: { id: string, title: string, url: string } }> } } };

export type RemoveStoryFromTopicMutationVariables = Exact<{
  topicId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RemoveStoryFromTopicMutationData = { removeStoryFromTopic: { id: string, postCount: number, posts: { items: Array<{ post: { id: string, title: string, url: string } }> } } };
