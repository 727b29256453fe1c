// The sign-in operations the security suites send (sign-in-limits.test.ts, sign-in-lockouts.test.ts), as a
// browser's sign-in modal would.
export const PASSWORD = `mutation Password($email: String!, $password: String!) {
  loginWithPassword(email: $email, password: $password) {
    __typename ... on Token { value } ... on TwoFactorRequired { challenge } ... on AuthError { errorType failCount lockedOutUntil message }
  }
}`;
export const SEND = `mutation Send($email: String!, $type: String) {
  sendAcctAuthEmail(email: $email, operation: "login", type: $type) {
    __typename ... on SusiMethod { value } ... on BadRequest { message } ... on NotFound { message } ... on RateLimited { message }
  }
}`;
/** A sign-up's e-mail (an unknown address's login answers NotFound and sends nothing: issue 18). */
export const SEND_SIGN_UP = `mutation Send($email: String!, $type: String) {
  sendAcctAuthEmail(email: $email, operation: "register", type: $type) {
    __typename ... on SusiMethod { value } ... on BadRequest { message } ... on NotFound { message } ... on RateLimited { message }
  }
}`;
/** The same call as a client that predates RateLimited asks it (the e-mail code tests run against older servers too). */
export const SEND_CODE = `mutation Send($email: String!) {
  sendAcctAuthEmail(email: $email, operation: "login", type: "LOGIN_CODE") { __typename ... on SusiMethod { value } }
}`;
export const VERIFY = `mutation Verify($code: String!) {
  verifyLoginCode(loginCode: $code) {
    __typename ... on Token { value } ... on BadRequest { message } ... on NotFound { message } ... on RateLimited { message } ... on TooManyRequests { message }
  }
}`;
export const TWO_FACTOR = `mutation TwoFactor($challenge: String!, $code: String!) {
  verifyTwoFactorCode(challenge: $challenge, code: $code) { __typename ... on Token { value } ... on AuthError { errorType failCount message } }
}`;
