/**
 * Interface texts of the auth feature. `errors` are the docs/product.md#messages messages, keyed by the codes the
 * server answers with (app/auth/errors.ts); the API sends the English ones.
 */
const authEn = {
  header: {
    welcome: 'Welcome, {{name}}!',
    yourAccount: 'Your Account',
    staff: 'Staff',
    logOut: 'Log Out',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    passwordHint: 'At least 6 characters.',
  },
  login: {
    submit: 'Sign In',
    pending: 'Signing in...',
    forgot: 'Forgot your password?',
    noAccount: "Don't have an account?",
    create: 'Create an account here',
  },
  createAccount: {
    submit: 'Create Account',
    pending: 'Creating account...',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in here',
    checkEmail:
      'Your account is created. Please check your e-mail to confirm your address: we sent a link to {{email}}. Your courses and payments appear in your account once it is confirmed.',
    toAccount: 'Go to your account',
  },
  forgot: {
    submit: 'Send Reset Link',
    pending: 'Sending...',
    sent: 'Reset link sent! Please check your email.',
    backToLogin: 'Return to login',
  },
  reset: {
    title: 'Choose a new password',
    intro:
      'Enter a new password for {{email}}. Every other device signed in to this account will be signed out.',
    submit: 'Set New Password',
    pending: 'Saving...',
    requestNew: 'Request a new link',
  },
  errors: {
    noAccount: 'No account exists with this email',
    invalidCredentials: 'Invalid email or password',
    invalidEmail: 'Invalid email format',
    disabled: 'This account has been disabled',
    tooManySignIns: 'Too many failed attempts. Please try again later',
    signInsTooFrequent: 'Too many sign-ins in a short time. Please try again in a few minutes.',
    busy: 'The server is busy, please try again in a moment.',
    resetInvalidEmail: 'Invalid email address format.',
    resetNoAccount: 'No account found with this email.',
    resetMissingEmail: 'Please enter an email address.',
    resetTooMany: 'Too many attempts. Please try again later.',
    resetFailed: 'Failed to send reset email: $t(auth.errors.unavailable)',
    resetLinkInvalid: 'This reset link is invalid, has expired or was already used.',
    passwordMismatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 6 characters',
    passwordTooLong: 'Password must be at most 256 characters',
    emailInUse: 'An account already exists with this email. Sign in, or reset your password.',
    tooManyRequests: 'Too many attempts. Please try again later.',
    unavailable: 'The service is unavailable right now. Please try again in a moment.',
  },
};

export default authEn;
