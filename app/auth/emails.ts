/** The e-mails of the auth feature, as plain text (the outbox sends text bodies). */

export function passwordResetEmail(link: string) {
  return {
    subject: 'Reset your password',
    text: [
      'Someone (hopefully you) asked to reset the password of your student account.',
      '',
      'Choose a new password here (the link works once, for one hour):',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}

export function emailVerificationEmail(link: string) {
  return {
    subject: 'Confirm your e-mail address',
    text: [
      'Welcome! Please confirm that this e-mail address is yours.',
      '',
      'Open this link while signed in to your new account (it works once, for seven days):',
      link,
      '',
      'Once confirmed, your account shows the courses and payments registered with this address.',
      'If you did not create an account, ignore this e-mail.',
      '',
    ].join('\n'),
  };
}
