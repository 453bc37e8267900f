import { describe, expect, it } from 'vitest';
import { Password } from './shared';
import { passwordProblem, passwordRules } from './passwordRules';

describe('the password rule', () => {
  it('is what the contract schema enforces', () => {
    expect({ minLength: Reflect.get(Password, 'minLength'), maxLength: Reflect.get(Password, 'maxLength') }).toEqual(passwordRules);
    expect(passwordRules).toEqual({ minLength: 8, maxLength: 128 });
  });

  it('names the problem of a new password', () => {
    expect(passwordProblem('')).toBe('auth.validation.passwordRequired');
    expect(passwordProblem('x'.repeat(passwordRules.minLength - 1))).toBe('auth.validation.passwordTooShort');
    expect(passwordProblem('x'.repeat(passwordRules.minLength))).toBeNull();
  });
});
