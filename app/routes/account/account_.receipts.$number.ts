import type { LoaderFunctionArgs } from '@remix-run/node';

import { receiptOwnerOf } from '~/accounts/account.server';
import { requireUser } from '~/auth/login-session-cookie.server';
import { getStaffUser } from '~/auth/staff.server';
import { db } from '~/db/client.server';
import { fileNotFound, pdfResponse } from '~/lib/http.server';
import { renderReceiptPdf } from '~/receipts/pdf.server';
import { receiptByNumber } from '~/receipts/receipts.server';
import { receiptFileName } from '~/receipts/texts';

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
  if (!receipt) return fileNotFound();
  return pdfResponse(await renderReceiptPdf(receipt), receiptFileName(receipt.number));
}
