// The browser's operations for Settings → Account and Publishing (adapters/server/graphql/account/) and the
// profile's About page.
import type {
  AccountSettingsQueryData,
  AccountSettingsQueryVariables,
  ChangeEmailMutationData,
  ChangeEmailMutationVariables,
  ChangeUsernameMutationData,
  ChangeUsernameMutationVariables,
  DeleteAccountMutationData,
  RemoveCustomDomainMutationData,
  RemoveCustomDomainMutationVariables,
  RequestCustomDomainMutationData,
  RequestCustomDomainMutationVariables,
  DeleteAccountMutationVariables,
  LeavePublicationMutationData,
  LeavePublicationMutationVariables,
  RenameNewsletterMutationData,
  RenameNewsletterMutationVariables,
  RequestDataExportMutationData,
  RequestDataExportMutationVariables,
  SendVerificationEmailMutationData,
  SendVerificationEmailMutationVariables,
  SetAllowEmailSharingMutationData,
  SetAllowEmailSharingMutationVariables,
  UpdateProfileInformationMutationData,
  UpdateProfileInformationMutationVariables,
  UserAboutQueryData,
  UserAboutQueryVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

/** The settings' fields every operation asks for, as a fragment added to each document (npm run codegen reads it here). */
const SETTINGS_FRAGMENT = /* GraphQL */ `
  fragment AccountSettingsFields on AccountSettings {
    id username name email unverifiedEmail bio imageId pronouns tippingLink allowEmailAddressSharingEditorWriter
    publications { id slug name role url canLeave }
    newsletter { id name slug }
    latestExport { id state createdAt url }
    customDomain { state live pending recordType recordName recordValue }
  }
`;

function withSettingsFields(document: string): string {
  return document + SETTINGS_FRAGMENT;
}

export const AccountSettingsQuery: Operation<AccountSettingsQueryData, AccountSettingsQueryVariables> = {
  name: 'AccountSettingsQuery',
  source: withSettingsFields(/* GraphQL */ `
    query AccountSettingsQuery {
      accountSettings { ...AccountSettingsFields }
      viewer { id socialStats { followerCount } }
    }
  `),
};


export const UpdateProfileInformationMutation: Operation<UpdateProfileInformationMutationData, UpdateProfileInformationMutationVariables> = {
  name: 'UpdateProfileInformationMutation',
  source: withSettingsFields(/* GraphQL */ `
    mutation UpdateProfileInformationMutation($input: ProfileInformationInput!) {
      updateProfileInformation(input: $input) { ok nameError bioError pronounsError tippingLinkError imageIdError settings { ...AccountSettingsFields } }
    }
  `),
};

export const ChangeUsernameMutation: Operation<ChangeUsernameMutationData, ChangeUsernameMutationVariables> = {
  name: 'ChangeUsernameMutation',
  source: withSettingsFields(/* GraphQL */ `
    mutation ChangeUsernameMutation($username: String!) {
      changeUsername(username: $username) { ok message settings { ...AccountSettingsFields } }
    }
  `),
};

export const ChangeEmailMutation: Operation<ChangeEmailMutationData, ChangeEmailMutationVariables> = {
  name: 'ChangeEmailMutation',
  source: withSettingsFields(/* GraphQL */ `
    mutation ChangeEmailMutation($email: String!) {
      changeEmail(email: $email) { ok message settings { ...AccountSettingsFields } }
    }
  `),
};

export const SendVerificationEmailMutation: Operation<SendVerificationEmailMutationData, SendVerificationEmailMutationVariables> = {
  name: 'SendVerificationEmailMutation',
  source: withSettingsFields(/* GraphQL */ `
    mutation SendVerificationEmailMutation {
      sendVerificationEmail { ok message settings { ...AccountSettingsFields } }
    }
  `),
};

export const SetAllowEmailSharingMutation: Operation<SetAllowEmailSharingMutationData, SetAllowEmailSharingMutationVariables> = {
  name: 'SetAllowEmailSharingMutation',
  source: withSettingsFields(/* GraphQL */ `
    mutation SetAllowEmailSharingMutation($allow: Boolean!) {
      setAllowEmailAddressSharingEditorWriter(allow: $allow) { ...AccountSettingsFields }
    }
  `),
};

export const LeavePublicationMutation: Operation<LeavePublicationMutationData, LeavePublicationMutationVariables> = {
  name: 'LeavePublicationMutation',
  source: withSettingsFields(/* GraphQL */ `
    mutation LeavePublicationMutation($publicationId: ID!) {
      leavePublication(publicationId: $publicationId) { ok message settings { ...AccountSettingsFields } }
    }
  `),
};

export const RenameNewsletterMutation: Operation<RenameNewsletterMutationData, RenameNewsletterMutationVariables> = {
  name: 'RenameNewsletterMutation',
  source: withSettingsFields(/* GraphQL */ `
    mutation RenameNewsletterMutation($name: String!) {
      renameNewsletter(name: $name) { ok message settings { ...AccountSettingsFields } }
    }
  `),
};

export const RequestDataExportMutation: Operation<RequestDataExportMutationData, RequestDataExportMutationVariables> = {
  name: 'RequestDataExportMutation',
  source: withSettingsFields(/* GraphQL */ `
    mutation RequestDataExportMutation {
      requestDataExport { ok message settings { ...AccountSettingsFields } }
    }
  `),
};

/** Issue 21: a custom domain for the writer's profile (/me/settings/custom-domain). */
export const RequestCustomDomainMutation: Operation<RequestCustomDomainMutationData, RequestCustomDomainMutationVariables> = {
  name: 'RequestCustomDomainMutation',
  source: withSettingsFields(/* GraphQL */ `
    mutation RequestCustomDomainMutation($domain: String!) {
      requestCustomDomain(domain: $domain) { ok message settings { ...AccountSettingsFields } }
    }
  `),
};

export const RemoveCustomDomainMutation: Operation<RemoveCustomDomainMutationData, RemoveCustomDomainMutationVariables> = {
  name: 'RemoveCustomDomainMutation',
  source: withSettingsFields(/* GraphQL */ `
    mutation RemoveCustomDomainMutation($which: String!) {
      removeCustomDomain(which: $which) { ok message settings { ...AccountSettingsFields } }
    }
  `),
};

export const DeleteAccountMutation: Operation<DeleteAccountMutationData, DeleteAccountMutationVariables> = {
  name: 'DeleteAccountMutation',
  source: /* GraphQL */ `
    mutation DeleteAccountMutation($confirmUsername: String!, $stories: DeletedStories!) {
      deleteAccount(confirmUsername: $confirmUsername, stories: $stories) { ok message }
    }
  `,
};

export const UserAboutQuery: Operation<UserAboutQueryData, UserAboutQueryVariables> = {
  name: 'UserAboutQuery',
  source: /* GraphQL */ `
    query UserAboutQuery($username: String!) {
      viewer { id }
      user(username: $username) {
        id username name bio imageId url
        socialStats { followerCount followingCount }
        about { pronouns tippingLink joinedAt }
      }
    }
  `,
};
