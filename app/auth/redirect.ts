import { safeRedirectPath } from '~/lib/safe-redirect';

/**
 * Where to go after signing in: a same-site path from `redirectTo`, else `fallback`. On top of
 * safeRedirectPath, refuses backslashes and control characters (browsers drop tabs and line
 * breaks from URLs, so "/\t/evil.example" would become "//evil.example") and the auth pages
 * themselves (no loops).
 */
export function signInRedirect(to: FormDataEntryValue | string | null, fallback = '/account') {
  const path = safeRedirectPath(to, fallback);
  // eslint-disable-next-line no-control-regex -- control characters are what we look for
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return fallback;
  if (/^\/(login|logout|create-account|forgot-password|reset-password)(?:[/?#]|$)/.test(path)) {
    return fallback;
  }
  return path;
}
