/** What the account e-mails say: confirming an e-mail address, resetting a password. */
import { describe, expect, it } from 'vitest';

import { emailVerificationEmail, passwordResetEmail } from '~/auth/emails';

import { academy } from '../../tests/support/emails';
import { renderEmail } from './render.server';

describe('the account e-mails', () => {
  it('carry their single-use link, absolute, on the Spanish page for a Spanish reader', () => {
    const reset = renderEmail(passwordResetEmail('tok_reset', academy.origin, 'es'), academy);
    expect(reset.text).toContain('https://academy.example/reset-password?token=tok_reset&lng=es');
    expect(reset.html).toContain(
      'href="https://academy.example/reset-password?token=tok_reset&amp;lng=es"',
    );
    const verify = renderEmail(emailVerificationEmail('tok_v', academy.origin, 'en'), academy);
    expect(verify.subject).toBe('Confirm your e-mail address');
    expect(verify.text).toContain('https://academy.example/account?verify=tok_v\n');
  });
});
