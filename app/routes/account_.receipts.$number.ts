import type { LoaderFunctionArgs } from '@remix-run/node';

import { receiptOwnerOf } from '~/accounts/account.server';
import { requireUser } from '~/auth/login-session-cookie.server';
import { getStaffUser } from '~/auth/staff.server';
import { db } from '~/db/client.server';
import { renderReceiptPdf } from '~/receipts/pdf.server';
import { receiptByNumber } from '~/receipts/receipts.server';
import { receiptFileName } from '~/receipts/texts';

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * GET /account/receipts/<number>: the receipt's PDF (docs/decisions/0063), to the owner of its
 * order (the orders /account shows) and to staff; 404 for anyone else and any unknown or
 * malformed number. A visitor not signed in is sent to /login and back.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const number = params.number ?? '';
  const staff = await getStaffUser(request);
  const receipt = await receiptByNumber(
    db(),
    number,
    staff ? 'staff' : await receiptOwnerOf(db(), user.id),
  );
  if (!receipt) return notFound();
  const pdf = await renderReceiptPdf(receipt);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${receiptFileName(receipt.number)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
