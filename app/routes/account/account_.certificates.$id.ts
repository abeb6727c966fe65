import type { LoaderFunctionArgs } from '@remix-run/node';

import { receiptOwnerOf } from '~/accounts/account.server';
import { requireUser } from '~/auth/login-session-cookie.server';
import { getStaffUser } from '~/auth/staff.server';
import { CERTIFICATE_ID } from '~/certificates/certificate';
import { certificateFileName, ownCertificate } from '~/certificates/certificates.server';
import { renderCertificatePdf } from '~/certificates/pdf.server';
import { db } from '~/db/client.server';
import { fileNotFound, pdfResponse } from '~/lib/http.server';

/**
 * GET /account/certificates/<id>: a CE certificate's PDF (docs/decisions/0068), to the owner of
 * its order and to staff; 404 for anyone else and any unknown or malformed id. A visitor not
 * signed in is sent to /login and back.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = (params.id ?? '').toUpperCase();
  if (!CERTIFICATE_ID.test(id)) return fileNotFound();
  const staff = await getStaffUser(request);
  const certificate = await ownCertificate(
    db(),
    id,
    staff ? 'staff' : await receiptOwnerOf(db(), user.id),
  );
  if (!certificate) return fileNotFound();
  return pdfResponse(await renderCertificatePdf(certificate), certificateFileName(certificate.id));
}
