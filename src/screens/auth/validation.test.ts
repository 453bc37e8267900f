import { describe, expect, it } from 'vitest';
import { codeProblem, confirmationProblem, emailProblem, newPasswordProblem, trimUsername } from './validation';

describe('sign-in form checks', () => {
  it('trims the username (spec section 5) and checks it is an e-mail address', () => {
    expect(trimUsername('  merchant@demo.shop \t')).toBe('merchant@demo.shop');
    expect(emailProblem('  merchant@demo.shop ')).toBeNull();
    expect(emailProblem('   ')).toBe('auth.validation.emailRequired');
    expect(emailProblem('merchant@demo')).toBe('auth.validation.emailInvalid');
  });

  it('asks for a new password of at least 8 characters', () => {
    expect(newPasswordProblem('')).toBe('auth.validation.passwordRequired');
    expect(newPasswordProblem('short7!')).toBe('auth.validation.passwordTooShort');
    expect(newPasswordProblem('long-enough')).toBeNull();
  });

  it('checks the confirmation matches before sending', () => {
    expect(confirmationProblem('Merchant#2026', '')).toBe('auth.validation.confirmRequired');
    expect(confirmationProblem('Merchant#2026', 'Merchant#2025')).toBe('auth.validation.passwordMismatch');
    expect(confirmationProblem('Merchant#2026', 'Merchant#2026')).toBeNull();
  });

  it('asks for the e-mail code', () => {
    expect(codeProblem(' ')).toBe('auth.validation.codeRequired');
    expect(codeProblem('AB12CD')).toBeNull();
  });
});
