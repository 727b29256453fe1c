// Issue 21 (Security and apps, /me/settings/security): the signed-in reader's sessions, password, authenticator and
// recovery codes, passkeys, connected sign-in providers and integration tokens; and passkey sign-in.
export const securityTypeDefs = /* GraphQL */ `
  extend type Query {
    "Signed in: the Security and apps tab's state (UNAUTHENTICATED otherwise)."
    securitySettings: SecuritySettings!
  }

  extend type Mutation {
    "Signed in: ends one of your sessions (false when it is not yours or already ended)."
    revokeSession(id: ID!): Boolean!
    "Signed in: ends every session of yours but this one; how many ended."
    revokeOtherSessions: Int!
    """
    Signed in: sets a first password (needs a sign-in within 10 minutes, else REAUTHENTICATION_REQUIRED) or changes
    it (needs currentPassword, judged with the password lockouts); a change signs your other sessions out. The
    answer is the text to show.
    """
    setPassword(currentPassword: String, newPassword: String!): String!
    """
    Signed in: confirms the authenticator startTwoFactorEnrollment began with one of its codes (judged with the
    two-factor lockouts; BAD_USER_INPUT with the spec's InvalidTwoFactorAuthCode text when wrong) and answers its 10
    recovery codes, shown this once. With an authenticator already on, the proof startTwoFactorEnrollment asks.
    """
    turnOnTwoFactor(code: String!, currentCode: String): [String!]!
    "Signed in: turns the authenticator off; needs one of its codes or a recovery code (with the lockouts)."
    turnOffTwoFactor(code: String!): Boolean!
    "Signed in: 10 new recovery codes in place of all the old ones; needs an authenticator code (with the lockouts)."
    regenerateRecoveryCodes(code: String!): [String!]!
    "Signed in: WebAuthn registration options (JSON) for a new passkey; the challenge works once, for 5 minutes."
    startPasskeyRegistration: String!
    "Signed in: the browser's registration answer (JSON), verified against the configured origin; the passkey is kept under this name."
    finishPasskeyRegistration(name: String!, response: String!): Boolean!
    "Signed in: removes one of your passkeys."
    removePasskey(id: ID!): Boolean!
    """
    Disconnects a social sign-in provider from your account (connected through /m/connect/{provider}?operation=connect
    or by signing in with it). Never the last way in: every account can always sign in with an e-mailed code or
    link to its address. Not connected: NOT_FOUND.
    """
    disconnectSignInProvider(provider: String!): Boolean!
    "WebAuthn sign-in options (JSON) for this browser; the challenge works once, for 5 minutes."
    startPasskeySignIn: String!
    "A passkey's assertion (JSON) for this browser's challenge: a Token for the auth callback, with no e-mailed code."
    finishPasskeySignIn(response: String!, redirect: String): Token!
    "Signed in: a new integration token for the /v1 API; its full text is in this answer only."
    createIntegrationToken(name: String!): CreatedIntegrationToken!
    "Signed in: revokes one of your integration tokens; it never works again."
    revokeIntegrationToken(id: ID!): Boolean!
  }

  type SecuritySettings {
    sessions: [ActiveSession!]!
    "What the place column shows, since no location data is kept."
    placeExplanation: String!
    hasPassword: Boolean!
    twoFactorEnabled: Boolean!
    recoveryCodesLeft: Int!
    passkeys: [Passkey!]!
    connections: [SignInConnection!]!
    tokens: [IntegrationToken!]!
  }

  type ActiveSession {
    id: ID!
    "Operating system and kind of device, from the user agent."
    device: String!
    browser: String!
    "The network the session signed in from (shortened), or that none was recorded."
    place: String!
    signedInAt: Float!
    lastSeenAt: Float
    "The session asking."
    current: Boolean!
  }

  type Passkey {
    id: ID!
    name: String!
    createdAt: Float!
    lastUsedAt: Float
  }

  "A social sign-in provider, whether this server has it set up, and whether your account is connected to it."
  type SignInConnection {
    provider: String!
    configured: Boolean!
    connected: Boolean!
  }

  type IntegrationToken {
    id: ID!
    name: String!
    "The token's prefix and last four characters."
    hint: String!
    scopes: [String!]!
    createdAt: Float!
    lastUsedAt: Float
  }

  type CreatedIntegrationToken {
    id: ID!
    "The token itself: shown once, stored only as a hash."
    token: String!
  }
`;
