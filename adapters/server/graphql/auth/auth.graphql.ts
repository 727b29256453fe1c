// Sign-in (platform-reference §7.4 emailAvailability, sendAcctAuthEmail, verifyLoginCode; reader-experience §8
// lockouts): by e-mail code or link, by password with a second factor, and staff clearing a lockout.
export const authTypeDefs = /* GraphQL */ `
  extend type Query {
    "platform-reference §7.4: whether an address is free for a new account. Look-ups have their own hourly limit per network (RATE_LIMITED over it), so the answer cannot be harvested; they never count toward a sign-in lockout."
    emailAvailability(email: String!): Boolean!
  }

  extend type Mutation {
    "platform-reference §7.4: a sign-in code and link by e-mail. Type is LOGIN_CODE or DEFAULT_MAGIC_LINK. RateLimited when the address or the network asked for too many e-mails this hour (the same answer for every address)."
    sendAcctAuthEmail(
      email: String!
      redirect: String
      fullName: String
      captchaValue: String
      operation: String!
      type: String
    ): SendAcctAuthEmailResult!
    "platform-reference §7.4: the 6-digit code from the e-mail, in the browser that asked for it."
    verifyLoginCode(loginCode: String!): VerifyLoginCodeResult!
    "Password sign-in, with the lockouts of reader-experience §8."
    loginWithPassword(email: String!, password: String!, redirect: String): PasswordLoginResult!
    "The second factor: the authenticator's 6-digit code for the challenge a right password earned."
    verifyTwoFactorCode(challenge: String!, code: String!): PasswordLoginResult!
    """
    Signed in: a new TOTP secret for an authenticator app, trusted once confirmed; an authenticator already on
    stays on until then. With one on, needs a sign-in within the last 10 minutes or currentCode, a code from
    it (judged with the two-factor lockouts); else REAUTHENTICATION_REQUIRED. Confirmed with turnOnTwoFactor (the
    'Security and apps' tab), which returns the 10 recovery codes.
    """
    startTwoFactorEnrollment(currentCode: String): TwoFactorEnrollment!
    "Staff only (else FORBIDDEN): clears an account's sign-in lockouts, permanent ones included. Idempotent."
    clearSignInLockout(username: String!): Boolean!
  }

  type TwoFactorEnrollment {
    "Base32, for typing into an authenticator."
    secret: String!
    "otpauth:// address, for a QR code."
    uri: String!
    "Issue 21: that address as a QR code (an SVG data: URL, made on the server)."
    qrCode: String!
  }

  "The password was right; send the authenticator's code with this challenge to verifyTwoFactorCode."
  type TwoFactorRequired {
    challenge: String!
  }

  union SendAcctAuthEmailResult = SusiMethod | BadRequest | FailedChallenge | NotFound | RateLimited
  union VerifyLoginCodeResult = Token | BadRequest | NotFound | RateLimited | TooManyRequests
  union PasswordLoginResult = Token | AuthError | TwoFactorRequired

  type SusiMethod {
    value: String!
  }
  type BadRequest {
    message: String!
  }
  type FailedChallenge {
    message: String!
  }
  type NotFound {
    message: String!
  }
  type RateLimited {
    message: String!
  }
  type TooManyRequests {
    message: String!
  }
  "A one-time token for the auth callback: /m/callback/email?token=…&state=medium&operation=…"
  type Token {
    value: String!
  }
  type AuthError {
    errorType: String!
    failCount: Int!
    lockedOutUntil: Float
    message: String!
  }
`;
