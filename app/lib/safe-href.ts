/**
 * Links that come from the content (Portable Text, CTAs, social links, settings) may only be
 * http(s), mailto or tel URLs, site paths (`/...`) or fragments (`#...`). Anything else (a
 * `javascript:` or `data:` URL in any spelling, a protocol-relative `//host`, a relative path)
 * gives null, and the caller renders the link's text without the link.
 */
export function safeHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string') return null;
  // Browsers ignore leading and trailing whitespace and control characters, and remove tabs and
  // line breaks anywhere ("java\tscript:" is "javascript:"): judge the URL as they read it.
  // eslint-disable-next-line no-control-regex
  const url = href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (!url) return null;
  if (url.startsWith('#')) return url;
  if (url.startsWith('/')) {
    // "//host" and "/\host" leave the site; a control character has no place in a path.
    // eslint-disable-next-line no-control-regex
    if (url.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(url)) return null;
    return url;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    // eslint-disable-next-line no-control-regex
    return parses(url) && !/[\u0000-\u001f\u007f]/.test(url) ? url : null;
  }
  if (scheme === 'mailto' || scheme === 'tel') {
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f\u007f]/.test(url) ? null : url;
  }
  return null;
}

/** Whether a safe href is a path of this site (navigated in-app rather than by the browser). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}
