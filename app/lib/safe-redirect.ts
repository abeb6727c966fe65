/**
 * A same-site path to go to after an action, or `fallback` for anything else (open redirects,
 * issue 48). Only a plain path of the ASCII characters a URL may carry unencoded is kept, so that
 * it always fits a Location header (redirect() throws on anything else: a sign-in with
 * `redirectTo=/%E3%80%82evil` answered 503) and no browser reads it as another site.
 */
const MAX_LENGTH = 2000;

// RFC 3986's unreserved and reserved characters, and '%' starting an escape of two hex digits.
const PLAIN_PATH = /^\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*$/;

// Escapes of control characters, '/' and '\': a path never needs them encoded at its start, and
// anything that decodes it once before redirecting would lead off-site or split a header.
const ODD_ESCAPE = /%(?:[01][0-9A-Fa-f]|7[Ff]|5[Cc])/;
const ENCODED_SLASH_START = /^\/(?:%2[Ff]|%5[Cc])/;

export function safeRedirectPath(to: FormDataEntryValue | string | null, fallback = '/'): string {
  if (typeof to !== 'string' || to.length > MAX_LENGTH || !PLAIN_PATH.test(to)) return fallback;
  // "//evil.example" is another site; so is "/%2F/evil.example" once decoded.
  if (to.startsWith('//') || ENCODED_SLASH_START.test(to) || ODD_ESCAPE.test(to)) return fallback;
  return to;
}
