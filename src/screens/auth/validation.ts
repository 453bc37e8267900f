/**
 * The checks the sign-in forms make before sending (spec section 5: usernames are trimmed; registration
 * and reset send the password and its confirmation, which must match). Each returns a translation key
 * of the problem, or null. The server checks again; these spare the merchant a round trip.
 */
import { passwordProblem, passwordRules } from '@/api/contract/passwordRules';

/** The contract's password rule (src/api/contract/passwordRules.ts, which the Password schema is built from). */
export const MIN_PASSWORD_LENGTH = passwordRules.minLength;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const trimUsername = (value: string): string => value.trim();

export function emailProblem(value: string): string | null {
  const email = trimUsername(value);
  if (!email) return 'auth.validation.emailRequired';
  return EMAIL.test(email) ? null : 'auth.validation.emailInvalid';
}

export const newPasswordProblem = (value: string): string | null => passwordProblem(value);

export function confirmationProblem(password: string, confirmation: string): string | null {
  if (!confirmation) return 'auth.validation.confirmRequired';
  return password === confirmation ? null : 'auth.validation.passwordMismatch';
}

export function codeProblem(value: string): string | null {
  return value.trim() ? null : 'auth.validation.codeRequired';
}
