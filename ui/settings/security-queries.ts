// The browser's operations for the Security and apps tab (adapters/server/graphql/security/) and passkey sign-in.
import type {
  CreateIntegrationTokenMutationData,
  CreateIntegrationTokenMutationVariables,
  FinishPasskeyRegistrationMutationData,
  FinishPasskeyRegistrationMutationVariables,
  FinishPasskeySignInMutationData,
  FinishPasskeySignInMutationVariables,
  RegenerateRecoveryCodesMutationData,
  RegenerateRecoveryCodesMutationVariables,
  RemovePasskeyMutationData,
  DisconnectSignInProviderMutationData,
  DisconnectSignInProviderMutationVariables,
  RemovePasskeyMutationVariables,
  RevokeIntegrationTokenMutationData,
  RevokeIntegrationTokenMutationVariables,
  RevokeOtherSessionsMutationData,
  RevokeOtherSessionsMutationVariables,
  RevokeSessionMutationData,
  RevokeSessionMutationVariables,
  SecuritySettingsQueryData,
  SecuritySettingsQueryVariables,
  SetPasswordMutationData,
  SetPasswordMutationVariables,
  StartPasskeyRegistrationMutationData,
  StartPasskeyRegistrationMutationVariables,
  StartPasskeySignInMutationData,
  StartPasskeySignInMutationVariables,
  StartTwoFactorEnrollmentMutationData,
  StartTwoFactorEnrollmentMutationVariables,
  TurnOffTwoFactorMutationData,
  TurnOffTwoFactorMutationVariables,
  TurnOnTwoFactorMutationData,
  TurnOnTwoFactorMutationVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

const op = <D, V extends Record<string, unknown>>(name: string, source: string): Operation<D, V> => ({ name, source });

export const SecuritySettingsQuery = op<SecuritySettingsQueryData, SecuritySettingsQueryVariables>(
  'SecuritySettingsQuery',
  /* GraphQL */ `
    query SecuritySettingsQuery {
      securitySettings {
        sessions { id device browser place signedInAt lastSeenAt current }
        placeExplanation
        hasPassword
        twoFactorEnabled
        recoveryCodesLeft
        passkeys { id name createdAt lastUsedAt }
        connections { provider configured connected }
        tokens { id name hint scopes createdAt lastUsedAt }
      }
    }
  `,
);

export const RevokeSessionMutation = op<RevokeSessionMutationData, RevokeSessionMutationVariables>(
  'RevokeSessionMutation',
  /* GraphQL */ `
    mutation RevokeSessionMutation($id: ID!) {
      revokeSession(id: $id)
    }
  `,
);

export const RevokeOtherSessionsMutation = op<RevokeOtherSessionsMutationData, RevokeOtherSessionsMutationVariables>(
  'RevokeOtherSessionsMutation',
  /* GraphQL */ `
    mutation RevokeOtherSessionsMutation {
      revokeOtherSessions
    }
  `,
);

export const SetPasswordMutation = op<SetPasswordMutationData, SetPasswordMutationVariables>(
  'SetPasswordMutation',
  /* GraphQL */ `
    mutation SetPasswordMutation($currentPassword: String, $newPassword: String!) {
      setPassword(currentPassword: $currentPassword, newPassword: $newPassword)
    }
  `,
);

export const StartTwoFactorEnrollmentMutation = op<StartTwoFactorEnrollmentMutationData, StartTwoFactorEnrollmentMutationVariables>(
  'StartTwoFactorEnrollmentMutation',
  /* GraphQL */ `
    mutation StartTwoFactorEnrollmentMutation($currentCode: String) {
      startTwoFactorEnrollment(currentCode: $currentCode) { secret uri qrCode }
    }
  `,
);

export const TurnOnTwoFactorMutation = op<TurnOnTwoFactorMutationData, TurnOnTwoFactorMutationVariables>(
  'TurnOnTwoFactorMutation',
  /* GraphQL */ `
    mutation TurnOnTwoFactorMutation($code: String!, $currentCode: String) {
      turnOnTwoFactor(code: $code, currentCode: $currentCode)
    }
  `,
);

export const TurnOffTwoFactorMutation = op<TurnOffTwoFactorMutationData, TurnOffTwoFactorMutationVariables>(
  'TurnOffTwoFactorMutation',
  /* GraphQL */ `
    mutation TurnOffTwoFactorMutation($code: String!) {
      turnOffTwoFactor(code: $code)
    }
  `,
);

export const RegenerateRecoveryCodesMutation = op<RegenerateRecoveryCodesMutationData, RegenerateRecoveryCodesMutationVariables>(
  'RegenerateRecoveryCodesMutation',
  /* GraphQL */ `
    mutation RegenerateRecoveryCodesMutation($code: String!) {
      regenerateRecoveryCodes(code: $code)
    }
  `,
);

export const StartPasskeyRegistrationMutation = op<StartPasskeyRegistrationMutationData, StartPasskeyRegistrationMutationVariables>(
  'StartPasskeyRegistrationMutation',
  /* GraphQL */ `
    mutation StartPasskeyRegistrationMutation {
      startPasskeyRegistration
    }
  `,
);

export const FinishPasskeyRegistrationMutation = op<FinishPasskeyRegistrationMutationData, FinishPasskeyRegistrationMutationVariables>(
  'FinishPasskeyRegistrationMutation',
  /* GraphQL */ `
    mutation FinishPasskeyRegistrationMutation($name: String!, $response: String!) {
      finishPasskeyRegistration(name: $name, response: $response)
    }
  `,
);

export const RemovePasskeyMutation = op<RemovePasskeyMutationData, RemovePasskeyMutationVariables>(
  'RemovePasskeyMutation',
  /* GraphQL */ `
    mutation RemovePasskeyMutation($id: ID!) {
      removePasskey(id: $id)
    }
  `,
);

export const DisconnectSignInProviderMutation = op<DisconnectSignInProviderMutationData, DisconnectSignInProviderMutationVariables>(
  'DisconnectSignInProviderMutation',
  /* GraphQL */ `
    mutation DisconnectSignInProviderMutation($provider: String!) {
      disconnectSignInProvider(provider: $provider)
    }
  `,
);

export const StartPasskeySignInMutation = op<StartPasskeySignInMutationData, StartPasskeySignInMutationVariables>(
  'StartPasskeySignInMutation',
  /* GraphQL */ `
    mutation StartPasskeySignInMutation {
      startPasskeySignIn
    }
  `,
);

export const FinishPasskeySignInMutation = op<FinishPasskeySignInMutationData, FinishPasskeySignInMutationVariables>(
  'FinishPasskeySignInMutation',
  /* GraphQL */ `
    mutation FinishPasskeySignInMutation($response: String!, $redirect: String) {
      finishPasskeySignIn(response: $response, redirect: $redirect) { value }
    }
  `,
);

export const CreateIntegrationTokenMutation = op<CreateIntegrationTokenMutationData, CreateIntegrationTokenMutationVariables>(
  'CreateIntegrationTokenMutation',
  /* GraphQL */ `
    mutation CreateIntegrationTokenMutation($name: String!) {
      createIntegrationToken(name: $name) { id token }
    }
  `,
);

export const RevokeIntegrationTokenMutation = op<RevokeIntegrationTokenMutationData, RevokeIntegrationTokenMutationVariables>(
  'RevokeIntegrationTokenMutation',
  /* GraphQL */ `
    mutation RevokeIntegrationTokenMutation($id: ID!) {
      revokeIntegrationToken(id: $id)
    }
  `,
);
