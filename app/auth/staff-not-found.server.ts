import { data } from '@remix-run/react';

import { contentFor } from '~/content/content.server';

/**
 * What app/routes/public/$.tsx answers to an address no route matches: the staff pages give it to anyone
 * who is not staff, so they do not reveal that they exist (docs/decisions/0018-staff-rosters.md).
 */
export async function staffNotFound(request: Request) {
  const content = await contentFor(request);
  return data(
    { kind: 'not-found' as const, page: await content.page('not-found') },
    { status: 404 },
  );
}
