// platform-reference §2.1: the whole route table as data, grouped as the spec groups it. Names follow
// reader-experience §2.2 where it gives one (the rest are in the same style); page names follow
// platform-reference §2.4 (core/layout/page-layouts.ts). Publication routes (`/:collectionSlug/…`) have
// scope 'collection' and profile routes (`/@:username/…`) scope 'user': under that custom domain their
// leading segment is dropped. No route is marked collection-only or user-only by the spec.
//
// Two patterns with the same literals at the same places and the same kind of param elsewhere are
// ambiguous and the later is skipped (compileRoutes warns), so every shape below is unique; a literal
// segment beats a param when matching, so `/me/stories` wins over `/:collectionSlug/:postId`.
import type { RouteDef } from './route.types.ts';

const page = (name: string, path: string, pageName: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  kind: 'page',
  page: pageName,
  ...extra,
});

/** A redirect to another route by name; `params` renames: { targetParam: 'sourceParam' }. */
const redirect = (
  name: string,
  path: string,
  route: string,
  options: { params?: Record<string, string>; status?: 301 | 302; scope?: RouteDef['scope'] } = {},
): RouteDef => ({
  name,
  path,
  kind: 'redirect',
  redirect: { to: { route, ...(options.params ? { params: options.params } : {}) }, status: options.status ?? 301 },
  ...(options.scope ? { scope: options.scope } : {}),
});

/** A short link to a fixed address (a publication or a sequence). */
const shortLink = (name: string, path: string, to: string): RouteDef => ({
  name,
  path,
  kind: 'redirect',
  redirect: { to: { path: to }, status: 301 },
});

const resource = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  kind: 'resource',
  ...extra,
});

const collection = { scope: 'collection' } as const;
/** Social sign-in starts carry the operation and where to come back to. */
const socialStart = { query: ['operation', 'redirect'] } as const;
/** reader-experience §2.2 ShowSearch (query q). */
const searchQuery = { query: ['q'] } as const;
const user = { scope: 'user' } as const;
/** Issue 23: a stats page's period (7d, 30d, 90d or lifetime). */
const statsPeriod = { query: ['period'] } as const;
/** reader-experience §4: Your Stories reloads after an undone trash with flags for the post, its id, its title and a tab. */
const undeletedFlags = { query: ['undeletedPost', 'postId', 'postTitle', 'tab'] } as const;
const manageMembershipFlag = { flag: 'enable_manage_membership' } as const;
/** platform-reference §2.1 feeds: RSS or Atom. */
const feedQuery = { query: ['format'] } as const;
/** Issue 17: a newsletter page's form redirects back with what happened (status) and the address a confirmation went to. */
const newsletterLanding = { query: ['status', 'email'] } as const;
/** Issue 17: the unsubscribe-all forms redirect back with how many newsletters were left. */
const newsletterFormResult = { query: ['status', 'count'] } as const;
const mastodonFlag = { flag: 'enable_mastodon_for_members' } as const;

export const ROUTE_TABLE: readonly RouteDef[] = [
  // ── General and landing ──────────────────────────────────────────────────────────────────────────
  // Issue 18: a signed-in reader's Home tabs: For you (/), Following (?feed=following), a followed topic (?tag={slug}).
  page('ShowHome', '/', 'home', { query: ['feed', 'tag'] }),
  page('ShowLandingAbout', '/about', 'landing-about', { query: ['autoplay'] }),
  page('ShowSubscriptionsLanding', '/membership', 'landing-membership'),
  page('ShowLandingCreators', '/creators', 'landing-write'),
  page('ShowLandingCreatorTools', '/creator-tools', 'landing-write'),
  page('ShowLandingEarn', '/earn', 'landing-partner-program'),
  page('ShowGiftLanding', '/gift', 'landing-gift'),
  page('ShowLandingBusiness', '/business', 'landing-b2b'),
  page('ShowLandingVerifiedAuthors', '/verified-authors', 'landing-verified-authors'),
  page('ShowLandingPartnerProgram', '/partner-program', 'landing-partner-program'),
  page('ShowLandingWrite', '/write', 'landing-write'),
  page('ShowPlans', '/plans', 'plans', { query: ['redirect'] }),
  page('ShowPlansConfirmation', '/plans/confirmation/:membershipType', 'plans-confirmation'),
  page('ShowDiscountPlans', '/discount', 'discount-plans'),
  page('ShowUpgrade', '/upgrade', 'plans', { query: ['redirect'] }),
  page('ShowPay', '/payment', 'plans', { query: ['membershipType', 'redirect'] }),
  page('ShowLiteGiftCheckout', '/gift-checkout', 'gift-membership'),
  page('ShowGiftPlans', '/gift-plans', 'gift-membership'),
  page('ShowGroupGift', '/group-gift', 'group-gift-membership'),
  page('ShowRedeem', '/redeem', 'redeem-gift-membership'),
  page('ShowRedeemGift', '/redeem-gift', 'redeem-gift-membership'),
  page('ShowWelcomeMember', '/welcome-member', 'welcome-member'),
  page('ShowDownloadApp', '/download-app', 'download-app'),
  page('ShowManageMembershipPage', '/manage-membership', 'manage-membership', manageMembershipFlag),
  page(
    'ShowManageMembershipConfirmationPage',
    '/manage-membership/confirmation/:membershipType',
    'manage-membership-confirmation',
    manageMembershipFlag,
  ),
  page('ShowMastodonForMembersPage', '/mastodon', 'mastodon-for-members', mastodonFlag),
  page('ShowMastodonCallback', '/m/callback/mastodon', 'mastodon-callback', mastodonFlag),
  page('ShowMobileVerification', '/mobile-verification', 'mobile-verification'),
  page('ShowMobileVerificationStep', '/mobile-verification/:step', 'mobile-verification'),
  page('ShowNotAvailable', '/not-available', 'not-available'),
  page('ShowJobs', '/jobs', 'landing-about'),
  // The built-in pages of the footer (reader-experience §2.8): Help from the spec's table, and Status, Privacy,
  // Rules and Terms, which the spec leaves to each installation; an operator may point the footer elsewhere
  // (QUIRE_LINK_*). Literal paths: they win over a publication of the same slug.
  page('ShowHelp', '/help', 'landing-about'),
  page('ShowStatus', '/status', 'landing-about'),
  page('ShowPrivacy', '/privacy', 'landing-about'),
  page('ShowRules', '/rules', 'landing-about'),
  page('ShowTerms', '/terms', 'landing-about'),
  page('ShowSuspended', '/suspended', 'not-available'),
  page('ShowUnrecognizedAccount', '/unrecognized-account', 'unrecognized-account'),
  page('ShowPassword', '/password', 'crupdate-password'),
  page('ShowTicks', '/l/ticks', 'ticks'),
  page('ShowTheTrump45', '/l/the-trump-45', 'ticks'),
  page('ShowTribute', '/l/tribute', 'tribute'),
  shortLink('RedirectTicks', '/ticks', '/l/ticks'),
  shortLink('Redirect45', '/45', '/l/the-trump-45'),
  shortLink('RedirectCointalk', '/cointalk', '/s/cointalk'),
  shortLink('RedirectFutureHuman', '/futurehuman', '/s/futurehuman'),
  shortLink('RedirectGreatEscape', '/greatescape', '/s/greatescape'),
  shortLink('RedirectPlayback', '/playback', '/s/playback'),
  shortLink('RedirectHumanParts', '/s/human-parts', '/human-parts'),
  shortLink('RedirectTeamHuman', '/s/teamhuman', '/team-human'),

  // ── Auth ─────────────────────────────────────────────────────────────────────────────────────────
  // reader-experience §2.13: the sign-in page's query parameters.
  page('ShowSignIn', '/m/signin', 'sign-in', {
    query: ['actionUrl', 'operation', 'redirect', 'collection', 'collectionId', 'newsletterV3', 'newsletterV3Id', 'user', 'userId', 'token', 'source', 'redirectUrl'],
  }),
  resource('ApiGlobalIdentity', '/m/global-identity'),
  resource('ApiGlobalIdentity2', '/m/global-identity-2'),
  resource('ApiGlobalIdentity3', '/m/global-identity-3'),
  resource('ApiConnectGoogle', '/m/connect/google', socialStart),
  resource('ApiConnectFacebook', '/m/connect/facebook', socialStart),
  resource('ApiStartAuthApple', '/m/start-auth/apple', socialStart),
  resource('ApiToken', '/m/token'),
  resource('ApiCallbackAuthenticate', '/m/callback/authenticate'),
  resource('ApiCallbackTwitter', '/m/callback/twitter'),
  resource('ApiCallbackFacebook', '/m/callback/v2/facebook'),
  resource('ApiCallbackGoogle', '/m/callback/google'),
  resource('ApiCallbackApple', '/m/callback/apple'),
  resource('ApiCallbackEmail', '/m/callback/email'),
  resource('ApiCallbackNamecheap', '/m/callback/namecheap'),
  resource('ApiLoginRedirect', '/m/login-redirect'),
  resource('ApiAccountConfirm', '/m/account/confirm/:key'),
  resource('ApiAccountAuthenticateTwitter', '/m/account/authenticate-twitter', socialStart),
  resource('AcctSignout', '/m/signout/:xsrf'),
  resource('ApiAppLogin', '/m/app/login/:token'),
  page('ShowOAuthAuthorize', '/m/oauth/authorize', 'sign-in'),
  page('ShowGoodbye', '/m/goodbye', 'sign-in'),
  page('ShowGettingStarted', '/m/getting-started', 'topics-onboarding'),
  page('ShowApp', '/m/app', 'download-app'),
  page('ShowTermsOfService', '/m/tos', 'landing-about'),
  page('ShowWelcome', '/welcome', 'topics-onboarding'),

  // ── Onboarding ───────────────────────────────────────────────────────────────────────────────────
  page('ShowGetStarted', '/get-started', 'topics-onboarding', { query: ['redirect'] }),
  page('ShowGetStartedTopics', '/get-started/topics', 'topics-onboarding', { query: ['redirect'] }),
  page('ShowGetStartedPlans', '/get-started/plans', 'onboarding-plans'),

  // ── Stories and editing ──────────────────────────────────────────────────────────────────────────
  // The editor is not one of the §2.4 pages: its addresses render the mobile-web editor redirect page.
  page('ShowNewPost', '/new-story', 'mobile-web-editor-redirect', { query: ['inResponseToQuoteId'] }),
  page('ShowNewRepost', '/new-story/repost/:repostId', 'mobile-web-editor-redirect'),
  page('ShowNewPostLegacy', '/p/new-post', 'mobile-web-editor-redirect'),
  page('ShowPost', '/p/:postId', 'post'),
  page('ShowEditPost', '/p/:postId/edit', 'mobile-web-editor-redirect', { query: ['revision'] }),
  page('ShowPostSettings', '/p/:postId/settings', 'post-settings'),
  page('ShowPostInfo', '/p/:postId/info', 'stats-post', statsPeriod),
  page('ShowPostInfoFiltered', '/p/:postId/info/:order/:filter', 'stats-post', statsPeriod),
  page('ShowPostResponses', '/p/:postId/responses', 'post'),
  page('ShowPostResponsesShow', '/p/:postId/responses/show', 'post'),
  page('ShowNewResponse', '/p/:inResponseToPostId/responses/new', 'post'),
  page('ShowPostRevert', '/p/:postId/revert/:versionId/:baseRev', 'mobile-web-editor-redirect'),
  page('ShowPostQuotes', '/p/:postId/quotes', 'post'),
  page('ShowPostQuote', '/p/:postId/quotes/:quoteId', 'post'),
  resource('ApiPostDeltas', '/p/:postId/deltas'),
  page('ShowPostNotes', '/p/:postId/notes', 'post'),
  page('ShowPostNote', '/p/:postId/notes/:noteId', 'post'),
  page('ShowNoteReply', '/p/notereplies/:replyId', 'post'),
  page('ShowPostUpvotes', '/p/:postId/upvotes', 'post'),
  page('ShowPostReferrers', '/p/:postId/referrers', 'stats-post', statsPeriod),
  resource('ApiPostState', '/p/:postId/state'),
  resource('ApiPostStateRead', '/p/:postId/state/read'),
  resource('ApiSharePost', '/p/:postId/share/:channel'),
  resource('ApiPartnerFeatureRequest', '/p/:postId/requests/partner/feature/:token'),
  page('ShowImportPost', '/p/import', 'mobile-web-editor-redirect'),
  page('ShowImportStory', '/p/import-story', 'mobile-web-editor-redirect'),
  page('ShowPostUnderUser', '/@:username/:postId', 'post', user),
  page('ShowPostUnderCollection', '/:collectionSlug/:postId', 'post', collection),
  page('ShowCollectionNewPost', '/:collectionSlug/new-story', 'mobile-web-editor-redirect', collection),
  page('ShowEditPostUnderCollection', '/:collectionSlug/:postId/edit', 'mobile-web-editor-redirect', collection),
  page('ShowEditPostUnderUser', '/@:username/:postId/edit', 'mobile-web-editor-redirect', user),
  page('ShowFeaturePostUnderCollection', '/:collectionSlug/:postId/featured', 'post', collection),
  page('ShowMobileWrite', '/m-write', 'mobile-web-editor-redirect'),
  page('ShowMobileWritePost', '/m-write/:postId', 'mobile-web-editor-redirect'),
  page('ShowSeries', '/series/:postId', 'series'),
  page('ShowSequence', '/s/:sequenceSlug', 'series'),
  page('ShowSequencePost', '/s/:sequenceSlug/:postId', 'post'),
  page('ShowEditSequence', '/s/:sequenceSlug/edit', 'mobile-web-editor-redirect'),
  page('ShowNewSequence', '/s/new', 'mobile-web-editor-redirect'),
  resource('ApiShareSequence', '/s/:sequenceSlug/share/:channel'),
  page('ShowCollectionsLibrary', '/collections', 'collections-library'),
  page('ShowCollectionsLibraryCatalog', '/collections/:catalogSlug', 'collections-library'),

  // ── Design ───────────────────────────────────────────────────────────────────────────────────────
  page('ShowUserDesign', '/me/design', 'user-design-editor', { query: ['unfold', 'action'] }),
  redirect('RedirectUserStyles', '/me/styles', 'ShowUserDesign'),
  page('ShowCollectionDesign', '/:collectionSlug/design', 'publication-design-editor', collection),
  redirect('RedirectCollectionStyles', '/:collectionSlug/styles', 'ShowCollectionDesign', collection),

  // ── Search ───────────────────────────────────────────────────────────────────────────────────────
  page('ShowSearch', '/search', 'search', searchQuery),
  page('ShowSearchUsers', '/search/users', 'search', searchQuery),
  page('ShowSearchPublications', '/search/publications', 'search', searchQuery),
  page('ShowSearchTags', '/search/tags', 'search', searchQuery),
  page('ShowSearchPosts', '/search/posts', 'search', searchQuery),
  page('ShowSearchLists', '/search/lists', 'search', searchQuery),
  page('ShowCollectionSearch', '/:collectionSlug/search', 'search', { ...collection, ...searchQuery }),
  page('ShowCollectionSearchCategory', '/:collectionSlug/search/:category', 'search', { ...collection, ...searchQuery }),

  // ── Reader area (/me) ────────────────────────────────────────────────────────────────────────────
  page('ShowYourStoriesIndex', '/me/stories', 'your-stories', undeletedFlags),
  page('ShowYourStories', '/me/stories/:filterBy', 'your-stories', undeletedFlags),
  page('ShowFollowsIndex', '/me/following', 'customize-following'),
  page('ShowFollowSuggestions', '/me/following/suggestions', 'customize-suggestions', { query: ['redirect'] }),
  redirect('RedirectFollowingEntity', '/me/following/:entityName', 'ShowFollowSuggestions'),
  redirect('RedirectFollowingTopics', '/me/following/topics', 'ShowFollowsIndex'),
  page('ShowFollowingFeed', '/me/following-feed/:entityName', 'your-following-feed', { query: ['selection'] }),
  page('ShowYourSeriesIndex', '/me/series', 'your-stories'),
  page('ShowYourSeries', '/me/series/:filterBy', 'your-stories'),
  page('ShowYourLists', '/me/lists', 'your-catalogs'),
  page('ShowYourFollowedLists', '/me/lists/saved', 'your-followed-catalogs'),
  page('ShowYourListsReadingHistory', '/me/lists/reading-history', 'your-reading-history'),
  page('ShowList', '/me/list/:catalogSlugId', 'your-catalog'),
  page('ShowReadingHistory', '/me/readinghistory', 'customize-reading-history'),
  page('ShowYourNotifications', '/me/notifications', 'notifications', { query: ['tab'] }),
  page('ShowNotificationsUnsubscribe', '/me/notifications/unsubscribe', 'notification-unsubscribe', { query: ['token'] }),
  page('ShowYourActivity', '/me/activity', 'notifications'),
  page('ShowWriterOutbox', '/me/outbox', 'writer-outbox'),
  page('ShowSettings', '/me/settings', 'settings'),
  page('ShowSettingsTab', '/me/settings/:setting', 'settings'),
  page('ShowSettingsCustomDomain', '/me/settings/custom-domain', 'settings-custom-domain'),
  page('ShowPaymentMethod', '/me/settings/payment/update', 'update-payment'),
  page('ShowMutedSettings', '/me/settings/mute', 'customize-muted'),
  page('ShowMutedSettingsTab', '/me/settings/mute/:activeTab', 'customize-muted'),
  page('ShowPayoutSetup', '/me/settings/payout/setup', 'partner-program-payout-settings'),
  page('ShowPayoutStripeFinish', '/me/settings/payout/stripe/finish', 'partner-program-stripe-finish'),
  page('ShowPayoutDashboard', '/me/settings/payout/dashboard', 'partner-program-payout-settings'),
  page('ShowCancelMembership', '/me/membership/cancel', 'cancel-membership'),
  page('ShowBillingReceipt', '/me/billing-history/receipt/:chargeId', 'billing-receipt'),
  page('ShowEmailSettings', '/me/email-settings/:userId/:hash', 'notification-unsubscribe', { query: ['newsletter', 'status'] }),
  // Quire's own address (not in platform-reference §2.1): the double opt-in's link for an address subscriber of a
  // newsletter (README: Newsletters). It shares the e-mail links' page, in the top navigation layout.
  page('ShowNewsletterConfirm', '/newsletters/confirm', 'notification-unsubscribe', { query: ['token'] }),
  page('ShowUnsubscribeAllAuthorNewsletters', '/me/unsubscribe-all-author-newsletters', 'global-unsubscribe-newsletters', newsletterFormResult),
  page('ShowUnsubscribeAllNewsletters', '/me/unsubscribe-all-newsletters', 'global-unsubscribe-newsletters', newsletterFormResult),
  page('ShowImportSubscribers', '/me/subscribers/import', 'import-mailing-list', { query: ['status', 'count', 'lines', 'reason'] }),
  resource('ApiSendVerify', '/me/send-verify'),
  resource('ApiExport', '/me/export/:exportId'),
  page('ShowApplications', '/me/applications', 'settings'),
  page('ShowApplication', '/me/applications/:oauthApplicationId', 'settings'),
  redirect('RedirectNewApplication', '/me/applications/new', 'ShowSettings'),
  // The own profile: the username comes from the viewer when the redirect is resolved.
  redirect('RedirectMe', '/me', 'ShowUser'),
  page('ShowMeAbout', '/me/about', 'user-about'),
  redirect('RedirectMissionControl', '/me/missioncontrol', 'ShowFollowsIndex'),
  page('ShowFindPublicationForSubmission', '/me/find-publication-for-submission/:postId', 'find-publication-for-submission'),
  page('ShowCreateSubmission', '/me/create-submission/:publicationId/:postId', 'create-submission'),

  // ── Stats ────────────────────────────────────────────────────────────────────────────────────────
  page('ShowStats', '/me/stats', 'stats-homepage', statsPeriod),
  page('ShowPostStats', '/me/stats/post/:postId', 'stats-post', statsPeriod),
  page('ShowResponsesStats', '/me/stats/responses', 'stats-homepage', statsPeriod),
  page('ShowUserStats', '/@:username/stats', 'stats-homepage', { ...user, ...statsPeriod }),
  page('ShowUserPostStats', '/@:username/stats/post/:postId', 'stats-post', { ...user, ...statsPeriod }),
  resource('ApiPostStatsRange', '/stats/:postId/:startTimeMs/:endTimeMs'),
  resource('ApiMyPostStatsRange', '/me/stats/:postId/:startTimeMs/:endTimeMs'),
  page('ShowUserAudience', '/@:username/audience', 'subscription-stats', { ...user, ...statsPeriod }),
  page('ShowUserAudienceDetails', '/@:username/audience/:details', 'subscription-stats', { ...user, ...statsPeriod }),
  resource('ApiUserAudienceStatsExport', '/@:username/audience/stats/export', user),
  page('ShowCollectionFetchStats', '/:collectionSlug/stats', 'community-publication-stats', { ...collection, ...statsPeriod }),
  page('ShowCollectionStatsOverview', '/:collectionSlug/stats/overview', 'community-publication-stats', { ...collection, ...statsPeriod }),
  redirect('RedirectCollectionStatsStories', '/:collectionSlug/stats/stories', 'ShowCollectionFetchStats', collection),
  page('ShowCollectionDigestStats', '/:collectionSlug/stats/publication-digests', 'publication-digest-stats', collection),

  // ── Partner program ──────────────────────────────────────────────────────────────────────────────
  page('ShowPartnerEnroll', '/me/partner/enroll', 'partner-program-application'),
  page('ShowPartnerEnrollStep', '/me/partner/enroll/:step', 'partner-program-application'),
  page('ShowPartnerUnenroll', '/me/partner/unenroll', 'partner-program-unenroll'),
  page('ShowPartnerDashboard', '/me/partner/dashboard', 'partner-program-dashboard'),
  page('ShowPartnerDashboardTab', '/me/partner/dashboard/:tab', 'partner-program-dashboard'),
  page('ShowUserPartnerDashboard', '/@:username/partner/dashboard', 'partner-program-dashboard', user),
  page('ShowUserPartnerDashboardTab', '/@:username/partner/dashboard/:tab', 'partner-program-dashboard', user),
  page('ShowPartnerTaxes', '/me/partner/taxes', 'partner-program-payout-settings'),
  page('ShowPartnerProgramLegacy', '/m/partner-program', 'landing-partner-program'),
  page('ShowPartnerProgramApplication', '/partner-program-application', 'partner-program-application'),
  page('ShowPartnerStripeFinish', '/partner-program/stripe/finish', 'partner-program-stripe-finish'),
  page('ShowPartnerStripeReconnect', '/partner-program/stripe/reconnect', 'partner-program-stripe-reconnect'),
  page(
    'ShowPartnerStripeReconnectSuccess',
    '/partner-program/stripe/reconnect/success',
    'partner-program-stripe-reconnect-success',
  ),
  page('ShowPartnerPayoutStep', '/partner-program/payout/:step', 'partner-program-payout-settings'),

  // ── Profiles and their subpages ──────────────────────────────────────────────────────────────────
  page('ShowUser', '/@:username', 'user-profile', user),
  page('ShowUserEdit', '/@:username/edit', 'user-profile', user),
  page('ShowUserLatest', '/@:username/latest', 'user-profile', user),
  page('ShowUserHasRecommended', '/@:username/has-recommended', 'user-profile', user),
  page('ShowUserHighlights', '/@:username/highlights', 'user-profile', user),
  page('ShowUserSeries', '/@:username/series', 'user-profile', user),
  page('ShowUserFollowers', '/@:username/followers', 'user-followers', user),
  page('ShowUserFollowing', '/@:username/following', 'user-following', user),
  page('ShowUserAbout', '/@:username/about', 'user-about', user),
  page('ShowUserBooks', '/@:username/books', 'user-books', user),
  page('ShowUserLists', '/@:username/lists', 'user-catalogs', user),
  page('ShowUserList', '/@:username/list/:catalogSlugId', 'user-catalog', user),
  resource('ApiShareUserList', '/@:username/list/:catalogSlug/share/:channel', user),
  page('ShowUserAwards', '/@:username/awards/:kind', 'user-profile', user),
  page('ShowUserResponses', '/@:username/responses', 'user-profile', user),
  redirect('RedirectUserFollow', '/@:username/follow', 'ShowUser', { scope: 'user' }),
  page('ShowUserSubscribe', '/@:username/subscribe', 'writer-subscription-promotion', { ...user, ...newsletterLanding }),
  page('ShowUserFollowList', '/@:username/follow-list', 'user-following', user),
  page('ShowUserFeed', '/@:username/feed', 'user-profile', user),
  resource('ApiNewsletterSubscribersExport', '/@:username/newsletters/:newsletterV3Id/subscribers/csv-export', user),
  redirect('RedirectUserPublications', '/@:username/publications', 'ShowUser', { scope: 'user' }),
  redirect('RedirectUserRecommended', '/@:username/recommended', 'ShowUser', { scope: 'user' }),
  page('ShowUserById', '/u/:userId', 'user-profile'),
  page('ShowSubscribeToUser', '/subscribe/@:username', 'writer-subscription-promotion', newsletterLanding),
  page('ShowAwards', '/awards/:type', 'user-profile'),
  page('ShowEmbedList', '/embed/list/:catalogSlugId', 'embed-catalog'),
  page('ShowEmbedForm', '/m/form/:formId', 'embed-form'),

  // ── Topics and tags ──────────────────────────────────────────────────────────────────────────────
  page('ShowTagPosts', '/tag/:tagSlug', 'tag-archive'),
  page('ShowTagLatest', '/tag/:tagSlug/latest', 'tag-archive'),
  page('ShowTagRecommended', '/tag/:tagSlug/recommended', 'topic-recommended'),
  page('ShowTagWhoToFollow', '/tag/:tagSlug/who-to-follow', 'topic-who-to-follow'),
  // The topic page temporarily redirects the top-stories tag route to the tag posts route.
  redirect('RedirectTagTopStories', '/tag/:tagSlug/top/:timePeriod', 'ShowTagPosts', { status: 302 }),
  page('ShowTagTopWriters', '/tag/:tagSlug/top-writers', 'topic-who-to-follow'),
  page('ShowTagArchive', '/tag/:tagSlug/archive', 'tag-archive'),
  page('ShowTagArchiveYearly', '/tag/:tagSlug/archive/:year', 'tag-archive'),
  page('ShowTagArchiveMonthly', '/tag/:tagSlug/archive/:year/:month', 'tag-archive'),
  page('ShowTagArchiveDaily', '/tag/:tagSlug/archive/:year/:month/:day', 'tag-archive'),
  page('ShowExploreTopics', '/explore-topics', 'explore-topics'),
  page('ShowTopics', '/topics', 'legacy-topic-redirect'),
  page('ShowTopic', '/topic/:topicSlug', 'topic'),
  page('ShowEditTopic', '/topic/:topicSlug/edit', 'topic'),
  page('ShowTopicAddPosts', '/topic/:topicSlug/add-posts', 'topic'),
  page('ShowTopStories', '/top-stories', 'topic'),
  page('ShowTopStoriesOn', '/top-stories/:monthDayYearSlug', 'topic'),
  page('ShowBrowseTop', '/browse/top', 'topic'),
  page('ShowBrowseTopOn', '/browse/top/:date', 'topic'),
  resource('ApiSubscribeToTag', '/signedin/subscriptions/tag/:tagSlug'),

  // ── Publications ─────────────────────────────────────────────────────────────────────────────────
  page('ShowCollectionHome', '/:collectionSlug', 'publication-profile', collection),
  page('ShowCollectionMasthead', '/:collectionSlug/about', 'publication-about', collection),
  page('ShowCollectionLatest', '/:collectionSlug/latest', 'community-publication-latest', collection),
  page('ShowCollectionTrending', '/:collectionSlug/trending', 'community-publication-trending', collection),
  page('ShowCollectionFeatured', '/:collectionSlug/featured', 'publication-profile', collection),
  // §2.2 Collection route All: query orderBy (earliest or most-popular) and topic.
  page('ShowCollectionAll', '/:collectionSlug/all', 'community-publication-archive', { ...collection, query: ['orderBy', 'topic'] }),
  page('ShowCollectionAllPage', '/:collectionSlug/all/:page', 'community-publication-archive', collection),
  page('ShowCollectionArchive', '/:collectionSlug/archive', 'community-publication-archive', collection),
  page('ShowCollectionArchiveYearly', '/:collectionSlug/archive/:year', 'community-publication-archive', collection),
  page('ShowCollectionArchiveMonthly', '/:collectionSlug/archive/:year/:month', 'community-publication-archive', collection),
  page('ShowCollectionArchiveDaily', '/:collectionSlug/archive/:year/:month/:day', 'community-publication-archive', collection),
  page('ShowCollectionTagged', '/:collectionSlug/tagged/:tagSlug', 'publication-tagged', collection),
  page('ShowCollectionFeatureTagged', '/:collectionSlug/:featureSlug/tagged/:tagSlug', 'publication-tagged', collection),
  page('ShowCollectionLiteFollowers', '/:collectionSlug/followers', 'publication-followers', collection),
  page('ShowCollectionUser', '/:collectionSlug/@:username', 'user-profile', collection),
  page('ShowCollectionUserFollowers', '/:collectionSlug/@:username/followers', 'user-followers', collection),
  page('ShowCollectionUserFollowing', '/:collectionSlug/@:username/following', 'user-following', collection),
  page('ShowCollectionTopicHome', '/:collectionSlug/:topicSlug/home', 'publication-tagged', collection),
  page('ShowCollectionSubpage', '/:collectionSlug/subpage/:subpageSlug', 'community-publication-subpage', collection),
  page('ShowCollectionWriteForUs', '/:collectionSlug/write-for-us', 'community-publication-write-for-us', collection),
  page('ShowCollectionNewsletterLandingPage', '/:collectionSlug/newsletter', 'publication-newsletter-landing', { ...collection, ...newsletterLanding }),
  page(
    'ShowCollectionNewsletterPromotionPage',
    '/:collectionSlug/newsletters/:newsletterSlug',
    'publication-newsletter-promotion',
    { ...collection, ...newsletterLanding },
  ),
  page(
    'ShowCollectionNewsletterSettings',
    '/:collectionSlug/newsletters/:newsletterSlug/settings',
    'publication-newsletter-settings',
    collection,
  ),
  page('ShowCollectionCreateNewsletterV3', '/:collectionSlug/new-newsletter', 'publication-newsletter-settings', collection),
  page('ShowCollectionPermissions', '/:collectionSlug/permissions', 'settings', collection),
  resource('ApiCollectionLoadMore', '/:collectionSlug/load-more', collection),
  page('ShowCollectionStories', '/:collectionSlug/stories', 'community-publication-content', collection),
  page('ShowCollectionStoriesManager', '/:collectionSlug/stories/:filterBy', 'community-publication-content', collection),
  page('ShowCollectionSubmissions', '/:collectionSlug/submissions', 'community-publication-content', collection),
  // Keyed by publicationSlug (reader-experience §2.2), so not a 'collection'-scoped route: under a
  // custom domain the matcher would supply collectionSlug, not publicationSlug.
  page('ShowEditorInbox', '/:publicationSlug/manage/inbox', 'editor-inbox'),
  page(
    'ShowCollectionManageFeaturedStories',
    '/:collectionSlug/manage/stories/featured',
    'community-publication-manage-featured-stories',
    collection,
  ),

  // ── Publication settings ─────────────────────────────────────────────────────────────────────────
  page('ShowCollectionEditMasthead', '/:collectionSlug/edit', 'settings', collection),
  page('ShowCollectionSettings', '/:collectionSlug/settings', 'settings', collection),
  page('ShowCollectionAboutSettings', '/:collectionSlug/settings/about', 'settings', collection),
  page(
    'ShowCollectionCustomDomainSettings',
    '/:collectionSlug/settings/custom-domain',
    'publication-custom-domain-settings',
    collection,
  ),
  page('ShowCollectionNavigationSettings', '/:collectionSlug/settings/navigation', 'settings', collection),
  page('ShowCollectionFollowersSettings', '/:collectionSlug/settings/followers', 'settings', collection),
  page('ShowCollectionFeaturePages', '/:collectionSlug/settings/feature-pages', 'settings', collection),
  page('ShowCollectionNewFeaturePage', '/:collectionSlug/settings/feature-pages/new', 'settings', collection),
  page('ShowCollectionEditFeaturePage', '/:collectionSlug/settings/feature-pages/:topicSlug/edit', 'settings', collection),
  page('ShowCollectionSubpageList', '/:collectionSlug/settings/subpages', 'settings', collection),
  page('ShowCollectionNewSubpage', '/:collectionSlug/settings/subpages/new', 'settings', collection),
  page('ShowCollectionEditSubpage', '/:collectionSlug/settings/subpages/:subpageSlug/edit', 'settings', collection),
  page('ShowNewPublication', '/new-publication', 'settings'),
  page('ShowCollectionById', '/c/:collectionId', 'publication-profile'),
  page('ShowReviewSubmission', '/r/submission/:submissionId', 'review-submission'),
  // The outbound-link redirector (`/r?url=…`).
  resource('ApiExternalRedirect', '/r'),

  // ── Newsletters ──────────────────────────────────────────────────────────────────────────────────
  page('ShowNewsletterNewEmail', '/newsletters/:newsletterV3Id/new-email', 'mobile-web-editor-redirect'),
  page('ShowNewsletterStats', '/newsletters/:newsletterV3Id/stats', 'subscription-stats', statsPeriod),
  resource('ApiExportNewsletter', '/export/newsletters/:newsletterV3Id'),
  resource('ApiNewsletterPosts', '/_api/newsletters/:newsletterV3Id/posts'),

  // ── Admin ────────────────────────────────────────────────────────────────────────────────────────
  page('ShowInternalStatus', '/_/admin/internal-status', 'internal-status'),
  page('ShowAdminUser', '/_/admin/users/:id', 'internal-status'),
  page('ShowAdminPost', '/_/admin/v2/posts/:id', 'internal-status'),

  // ── Feeds and other non-page paths ───────────────────────────────────────────────────────────────
  // The built feeds take ?format=rss|atom (core/feed-syndication/feed-scope.ts); the sitemap's pages ?section=&from=.
  resource('FeedLatest', '/feed/latest', feedQuery),
  resource('FeedCollection', '/feed/:collectionSlug', feedQuery),
  resource('FeedUser', '/feed/@:username', feedQuery),
  resource('FeedUserHasRecommended', '/feed/@:username/has-recommended', feedQuery),
  resource('FeedTag', '/feed/tag/:tagSlug', feedQuery),
  resource('FeedCatalog', '/feed/collections/:catalogSlug', feedQuery),
  resource('FeedCollectionNews', '/feed/:collectionSlug/news', feedQuery),
  resource('FeedCollectionTagged', '/feed/:collectionSlug/tagged/:tagSlug', feedQuery),
  resource('FeedCollectionNewsTagged', '/feed/:collectionSlug/news/tagged/:tagSlug', feedQuery),
  resource('FeedTopic', '/feed/topic/:topicSlug', feedQuery),
  resource('FeedFlipboardTopic', '/feed/flipboard/:topicSlug'),
  resource('ApiEmbed', '/embed'),
  resource('ApiMedia', '/media/:mediaResourceId'),
  resource('ApiHref', '/href'),
  resource('ApiManifest', '/manifest.json'),
  resource('ApiAppleAppSiteAssociation', '/apple-app-site-association'),
  resource('ApiWellKnownAppleAppSiteAssociation', '/.well-known/apple-app-site-association'),
  resource('ApiAssetLinks', '/.well-known/assetlinks.json'),
  resource('ApiOpenSearch', '/osd.xml'),
  resource('ApiV1Me', '/v1/me'),
  resource('ApiV1UserPublications', '/v1/users/:applicationSpecificUserId/publications'),
  resource('ApiV1PublicationContributors', '/v1/publications/:publicationId/contributors'),
  resource('ApiIftttUserInfo', '/ifttt/v1/user/info'),
  resource('ApiIftttStatus', '/ifttt/v1/status'),
  resource('ApiUpload', '/_/upload'),
  resource('ApiUploadUrl', '/_/upload-url'),
  resource('ApiSaveProxyPost', '/posts/proxies/save'),
  resource('ApiStaticAsset', '/assets/:file'),
  resource('ApiScript', '/js/:file'),
  resource('ApiSitemap', '/sitemap/sitemap.xml', { query: ['section', 'from'] }),
  resource('ShowErrorPage', '/_/oh-noes'),
];
