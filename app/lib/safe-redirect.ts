/** A same-site path to go to after an action, or `fallback` for anything else (open redirects). */
export function safeRedirectPath(to: FormDataEntryValue | string | null, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/')) return fallback;
  // Browsers drop tabs and line breaks and read "\" as "/", so "/\t/evil.example" and
  // "/\evil.example" would both lead off-site.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to) || to.startsWith('//')) return fallback;
  return to;
}
