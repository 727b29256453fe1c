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

export type CardInput = {
  cvv: Scalars['String']['input'];
  /** MM/YY */
  expirationDate: Scalars['String']['input'];
  number: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
};

export type CollectionRole =
  | 'EDITOR'
  | 'OWNER'
  | 'WRITER';

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

export type LogClientEventsInput = {
  payload: Scalars['String']['input'];
};

export type MarkupType =
  | 'A'
  | 'CODE'
  | 'EM'
  | 'STRONG';

export type MembershipTier =
  | 'FRIEND'
  | 'MEMBER';

export type MembershipType =
  | 'MONTHLY'
  | 'PREMIUM_MONTHLY'
  | 'PREMIUM_YEARLY'
  | 'YEARLY';

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

export type PostVisibility =
  | 'LOCKED'
  | 'PUBLIC'
  | 'UNLISTED';

export type PublicationSectionLayout =
  | 'GRID'
  | 'LIST';

export type PublicationSectionType =
  /** Stories the editors picked, in their order. */
  | 'FEATURED'
  /** The publication's newest stories; more through Publication.posts. */
  | 'LATEST'
  /** The newest stories under one tag. */
  | 'TAG';

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

export type StartMembershipInput = {
  card: CardInput;
  /** One per purchase attempt: the same key never buys twice. */
  idempotencyKey: Scalars['String']['input'];
  membershipType: MembershipType;
};

export type UncancelMembershipInput = {
  membershipId: Scalars['ID']['input'];
};

export type VariantFlagValueType =
  | 'BOOLEAN'
  | 'NUMBER'
  | 'STRING';

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

export type SidebarMenuQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SidebarMenuQueryData = { viewer: { id: string, followedEntities: { edges: Array<{ lastPublishedAt: number | null, node: { id: string, entity:
            | { __typename: 'Publication', id: string, name: string, avatar: { id: string } | null }
            | { __typename: 'User', id: string, name: string, imageId: string | null }
           } }>, pageInfo: { hasNextPage: boolean } } } | null };

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
