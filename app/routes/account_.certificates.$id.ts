import type { LoaderFunctionArgs } from '@remix-run/node';

import { receiptOwnerOf } from '~/accounts/account.server';
import { requireUser } from '~/auth/login-session-cookie.server';
import { getStaffUser } from '~/auth/staff.server';
import { CERTIFICATE_ID } from '~/certificates/certificate';
import { certificateFileName, ownCertificate } from '~/certificates/issue.server';
import { renderCertificatePdf } from '~/certificates/pdf.server';
import { db } from '~/db/client.server';

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * GET /account/certificates/<id>: a CE certificate's PDF (docs/decisions/0068), to the owner of
 * its order and to staff; 404 for anyone else and any unknown or malformed id. A visitor not
 * signed in is sent to /login and back.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = (params.id ?? '').toUpperCase();
  if (!CERTIFICATE_ID.test(id)) return notFound();
  const staff = await getStaffUser(request);
  const certificate = await ownCertificate(
    db(),
    id,
    staff ? 'staff' : await receiptOwnerOf(db(), user.id),
  );
  if (!certificate) return notFound();
  const pdf = await renderCertificatePdf(certificate);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${certificateFileName(certificate.id)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
