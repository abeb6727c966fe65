/** A same-site path to go to after an action, or `fallback` for anything else (open redirects). */
export function safeRedirectPath(to: FormDataEntryValue | string | null, fallback = '/'): string {
  if (
    typeof to !== 'string' ||
    !to.startsWith('/') ||
    to.startsWith('//') ||
    to.startsWith('/\\')
  ) {
    return fallback;
  }
  return to;
}
