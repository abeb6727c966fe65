import { describe, expect, it } from 'vitest';

import { checkNewPassword } from '~/forms/fields';

import { authMessage } from './errors.server';
import { signInRedirect } from './redirect';
import { parseEmail } from './validation';

describe('auth input rules (docs/product.md#accounts)', () => {
  it('accepts a plausible e-mail, trimmed, and refuses the rest', () => {
    expect(parseEmail('  Jane@Example.com ')).toBe('Jane@Example.com');
    for (const bad of ['', 'jane', 'jane@', '@example.com', 'a b@example.com', 42, null]) {
      expect(parseEmail(bad)).toBeNull();
    }
  });

  it('says a mismatch first, then a short password', () => {
    expect(checkNewPassword('abc', 'abd')).toEqual({
      code: 'passwordMismatch',
      field: 'confirmPassword',
    });
    expect(checkNewPassword('abcde', 'abcde')).toEqual({
      code: 'passwordTooShort',
      field: 'password',
    });
    expect(checkNewPassword('abcdef', 'abcdef')).toBeNull();
    expect(checkNewPassword('x'.repeat(257), 'x'.repeat(257))?.code).toBe('passwordTooLong');
  });

  it('has the docs/product.md#messages wording for every message', () => {
    expect(authMessage('noAccount')).toBe('No account exists with this email');
    expect(authMessage('invalidCredentials')).toBe('Invalid email or password');
    expect(authMessage('invalidEmail')).toBe('Invalid email format');
    expect(authMessage('disabled')).toBe('This account has been disabled');
    expect(authMessage('tooManySignIns')).toBe('Too many failed attempts. Please try again later');
    expect(authMessage('resetInvalidEmail')).toBe('Invalid email address format.');
    expect(authMessage('resetNoAccount')).toBe('No account found with this email.');
    expect(authMessage('resetMissingEmail')).toBe('Please enter an email address.');
    expect(authMessage('resetTooMany')).toBe('Too many attempts. Please try again later.');
    expect(authMessage('resetFailed')).toMatch(/^Failed to send reset email: \S/);
    expect(authMessage('passwordMismatch')).toBe('Passwords do not match');
    expect(authMessage('passwordTooShort')).toBe('Password must be at least 6 characters');
  });
});

describe('signInRedirect', () => {
  it.each([
    ['/courses?panel=module1', '/courses?panel=module1'],
    ['/account?tab=payments', '/account?tab=payments'],
    [null, '/account'],
    ['https://evil.example/', '/account'],
    ['//evil.example', '/account'],
    ['/\\evil.example', '/account'],
    ['/\t/evil.example', '/account'],
    ['/\n/evil.example', '/account'],
    ['/\u3002evil', '/account'],
    ['/%2F/evil.example', '/account'],
    ['/login', '/account'],
    ['/logout?x=1', '/account'],
    ['/reset-password?token=abc', '/account'],
  ])('%j goes to %j', (to, expected) => {
    expect(signInRedirect(to)).toBe(expected);
  });
});
