import { createCookie } from '@remix-run/node';

function previewCookie() {
  return createCookie('preview', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    secrets: (process.env.SESSION_SECRET ?? '').split(',').filter(Boolean),
    // A preview session ends with the browser session.
  });
}

/** Whether this browser turned preview mode on through the secret URL. */
export async function isPreview(request: Request): Promise<boolean> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('preview=')) return false;
  return (await previewCookie().parse(header)) === true;
}

export function enablePreviewCookie(): Promise<string> {
  return previewCookie().serialize(true);
}

export function disablePreviewCookie(): Promise<string> {
  return previewCookie().serialize(false, { maxAge: 0 });
}
