import { describe, expect, it } from 'vitest';
import { Password } from '@/api/contract/shared';
import { passwordProblem, passwordRules } from './passwordRules';

describe('password rules from the contract', () => {
  it('are the contract schema’s bounds', () => {
    expect(passwordRules).toEqual({ minLength: Reflect.get(Password, 'minLength'), maxLength: Reflect.get(Password, 'maxLength') });
    expect(passwordRules).toEqual({ minLength: 8, maxLength: 128 });
  });

  it('name the problem of a new password', () => {
    expect(passwordProblem('')).toBe('auth.validation.passwordRequired');
    expect(passwordProblem('x'.repeat(passwordRules.minLength - 1))).toBe('auth.validation.passwordTooShort');
    expect(passwordProblem('x'.repeat(passwordRules.minLength))).toBeNull();
  });
});
