import type { LoaderFunctionArgs } from '@remix-run/node';

import { loadTranscriptDocument } from '~/accounts/transcript.server';
import { requireUser } from '~/auth/login-session-cookie.server';
import { academyToday } from '~/courses/sessions';
import { db } from '~/db/client.server';
import { getLanguage } from '~/i18n/i18n.server';
import { pdfResponse } from '~/lib/http.server';
import { emailLinkOrigin } from '~/lib/site-origin.server';
import { renderTranscriptPdf, transcriptFileName } from '~/transcripts/pdf.server';

/**
 * GET /account/transcript.pdf: the signed-in student's CE transcript, printable, in the page's
 * language (docs/decisions/0069). A visitor not signed in is sent to /login and back.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const language = await getLanguage(request);
  const now = new Date();
  const document = await loadTranscriptDocument(db(), user.id, language);
  const pdf = await renderTranscriptPdf(document, {
    language,
    generatedAt: now,
    generatedOn: academyToday(now),
    verifyOrigin: emailLinkOrigin(),
  });
  return pdfResponse(pdf, transcriptFileName(language));
}
