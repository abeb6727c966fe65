import { safeRedirectPath } from '~/lib/safe-redirect';

/**
 * Where to go after signing in: a same-site path from `redirectTo` (safeRedirectPath: plain ASCII,
 * no backslashes, control characters or other sites), else `fallback`; never the auth pages
 * themselves (no loops).
 */
export function signInRedirect(to: FormDataEntryValue | string | null, fallback = '/account') {
  const path = safeRedirectPath(to, fallback);
  if (/^\/(login|logout|create-account|forgot-password|reset-password)(?:[/?#]|$)/.test(path)) {
    return fallback;
  }
  return path;
}
