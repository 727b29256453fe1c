// Issue 21 (Security and apps): turning the authenticator off or making new recovery codes needs a code from it
// (or a recovery code), judged with the two-factor lockouts of reader-experience §8 (6 attempts, then a minute).
// Only an answer of the right shape is ever judged; anything else is refused with the same text a wrong code gets.
import { classifySecondFactor, type SecondFactorAnswer } from './recovery-codes.ts';

export const TWO_FACTOR_NOT_ON = 'Two-factor sign-in is not on for your account.';
export const TWO_FACTOR_TURNED_OFF = 'Two-factor sign-in is off. Signing in now needs only your e-mail code, password or passkey.';

/** The answer to judge, or null when it is no code at all (counted as a wrong attempt all the same). */
export function answerToJudge(typed: string): Exclude<SecondFactorAnswer, { kind: 'invalid' }> | null {
  const answer = classifySecondFactor(typed);
  return answer.kind === 'invalid' ? null : answer;
}
