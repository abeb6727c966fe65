import { env } from '~/env.server';

/** The site's public origin: SITE_URL when configured, else the origin the request came to. */
export function siteOrigin(request: Request): string {
  return (env().SITE_URL ?? new URL(request.url).origin).replace(/\/+$/, '');
}
