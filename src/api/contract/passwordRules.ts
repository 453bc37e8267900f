/**
 * The password rule, once: the contract's `Password` schema (shared.ts) is built from these bounds, and
 * the forms check and limit new passwords with them. This file imports nothing, so the browser gets
 * the rule without TypeBox.
 */
export const passwordRules = { minLength: 8, maxLength: 128 } as const;

/** Props for a new-password field: the browser stops input at the server's maximum. */
export const passwordFieldProps = { maxLength: passwordRules.maxLength } as const;

/** What is wrong with a new password, as a translation key of the `auth.validation` group, or null. */
export function passwordProblem(value: string): 'auth.validation.passwordRequired' | 'auth.validation.passwordTooShort' | null {
  if (!value) return 'auth.validation.passwordRequired';
  return value.length < passwordRules.minLength ? 'auth.validation.passwordTooShort' : null;
}
