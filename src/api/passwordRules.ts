/**
 * The password rule, read from the contract's `Password` schema (src/api/contract/shared.ts) so the
 * forms never hold a second copy of it: change the schema and the server, the fields and the checks
 * all follow.
 */
import { Password } from '@/api/contract/shared';

/** A JSON Schema keyword of the schema (TypeBox keeps them on the object; its TString type does not list them). */
const keyword = (schema: object, key: 'minLength' | 'maxLength'): number | undefined => {
  const value: unknown = Reflect.get(schema, key);
  return typeof value === 'number' ? value : undefined;
};

export const passwordRules = {
  minLength: keyword(Password, 'minLength') ?? 0,
  maxLength: keyword(Password, 'maxLength') ?? Number.POSITIVE_INFINITY,
} as const;

/** Props for a new-password field: the browser stops input at the server's maximum. */
export const passwordFieldProps = { maxLength: passwordRules.maxLength } as const;

/** What is wrong with a new password, as a translation key of the `auth.validation` group, or null. */
export function passwordProblem(value: string): 'auth.validation.passwordRequired' | 'auth.validation.passwordTooShort' | null {
  if (!value) return 'auth.validation.passwordRequired';
  return value.length < passwordRules.minLength ? 'auth.validation.passwordTooShort' : null;
}
