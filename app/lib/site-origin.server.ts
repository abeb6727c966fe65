import { env } from '~/lib/env.server';

/** The site's public origin: SITE_URL when configured, else the origin the request came to. */
export function siteOrigin(request: Request): string {
  return (env().SITE_URL ?? new URL(request.url).origin).replace(/\/+$/, '');
}

/**
 * The origin of links sent by e-mail (password reset, address confirmation). Never taken from the
 * request: a forged Host header would otherwise put another site, holding the token, in the
 * e-mail. Without SITE_URL the site is on this machine.
 */
export function emailLinkOrigin(): string {
  return (env().SITE_URL ?? `http://localhost:${env().PORT}`).replace(/\/+$/, '');
}
