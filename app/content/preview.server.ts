import { createCookie } from '@remix-run/node';

import { cookieSecrets } from '~/lib/secrets.server';

function previewCookie() {
  return createCookie('preview', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    secrets: cookieSecrets(),
    // A preview session ends with the browser session.
  });
}

/** Whether this browser turned preview mode on through the secret URL. */
export async function isPreview(request: Request): Promise<boolean> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('preview=')) return false;
  // No secret to check a signature with: no preview (never an unsigned cookie's word).
  if (!process.env.SESSION_SECRET?.replace(/[\s,]/g, '')) return false;
  return (await previewCookie().parse(header)) === true;
}

export async function enablePreviewCookie(): Promise<string> {
  return previewCookie().serialize(true);
}

export async function disablePreviewCookie(): Promise<string> {
  return previewCookie().serialize(false, { maxAge: 0 });
}
