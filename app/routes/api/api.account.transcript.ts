import type { LoaderFunctionArgs } from '@remix-run/node';

import { receiptOwnerOf } from '~/accounts/account.server';
import { withApiUser } from '~/auth/api.server';
import { verifyPath } from '~/certificates/certificate';
import { db } from '~/db/client.server';
import { getLanguage } from '~/i18n/i18n.server';
import { emailLinkOrigin } from '~/lib/site-origin.server';
import { transcriptJson } from '~/transcripts/transcript';
import { loadTranscript } from '~/transcripts/transcripts.server';

/**
 * GET /api/account/transcript → { data: { courses, totals, awards, agd } }: the student's CE
 * transcript as /account shows it (docs/decisions/0069), hours as numbers with one decimal,
 * titles in the request's language (`?lng=es`).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return withApiUser(request, async (user) => {
    const transcript = await loadTranscript(
      db(),
      await receiptOwnerOf(db(), user.id),
      await getLanguage(request),
    );
    return transcriptJson(transcript, (id) => `${emailLinkOrigin()}${verifyPath(id)}`);
  });
}

export const action = loader;
