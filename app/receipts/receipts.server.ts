/**
 * Reading issued receipts (docs/decisions/0063): by number for a download (the owner's or
 * staff's), an account's and an order's lists, and the PDF attached to their e-mails.
 */
import type { Queryable } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';

import { parseReceiptNumber } from './number';
import { renderReceiptPdf } from './pdf.server';
import type { PrintedReceipt, Receipt, ReceiptKind } from './receipt';
import { receiptFileName } from './texts';

interface ReceiptRow {
  id: string;
  number: string;
  kind: ReceiptKind;
  order_id: string;
  issued_at: Date;
  language: Receipt['language'];
  currency: string;
  price_cents: number;
  credit_cents: number;
  amount_cents: number;
  printed: PrintedReceipt;
}

const fromRow = (row: ReceiptRow): Receipt => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  orderId: row.order_id,
  issuedAt: row.issued_at.toISOString(),
  language: row.language,
  currency: row.currency,
  priceCents: row.price_cents,
  creditCents: row.credit_cents,
  amountCents: row.amount_cents,
  printed: row.printed,
});

const COLUMNS = (sql: Queryable) =>
  sql`r.id, r.number, r.kind, r.order_id, r.issued_at, r.language, r.currency, r.price_cents,
      r.credit_cents, r.amount_cents, r.printed`;

/**
 * Whose orders an account sees, as /account's payments do (accountOrders): its own, and those
 * paid to its address once confirmed.
 */
export interface ReceiptOwner {
  userId: string;
  /** The account's address, when confirmed; null otherwise. */
  paidToEmail: string | null;
}

/** The orders an account owns (the orders /account shows), as a condition on `orders o`. */
export const ownedBy = (sql: Queryable, owner: ReceiptOwner) => {
  const email = owner.paidToEmail ? normalizeEmail(owner.paidToEmail) : null;
  return sql`(o.user_id = ${owner.userId}
              or (o.email_normalized = ${email} and o.completed_at is not null))`;
};

/**
 * The receipt of that number, if its order is the owner's or for staff; null otherwise, as for
 * a number nobody has.
 */
export async function receiptByNumber(
  sql: Queryable,
  number: string,
  owner: ReceiptOwner | 'staff',
): Promise<Receipt | null> {
  if (!parseReceiptNumber(number)) return null;
  const [row] = await sql<ReceiptRow[]>`
    select ${COLUMNS(sql)}
    from receipts r join orders o on o.id = r.order_id
    where r.number = ${number}
      ${owner === 'staff' ? sql`` : sql`and ${ownedBy(sql, owner)}`}`;
  return row ? fromRow(row) : null;
}

/** An account's receipts, newest first. */
export async function accountReceipts(sql: Queryable, owner: ReceiptOwner): Promise<Receipt[]> {
  const rows = await sql<ReceiptRow[]>`
    select ${COLUMNS(sql)}
    from receipts r join orders o on o.id = r.order_id
    where ${ownedBy(sql, owner)}
    order by r.issued_at desc, r.year desc, r.sequence desc`;
  return rows.map(fromRow);
}

/** An order's receipts, in the order they were issued. */
export async function orderReceipts(sql: Queryable, orderId: string): Promise<Receipt[]> {
  const rows = await sql<ReceiptRow[]>`
    select ${COLUMNS(sql)} from receipts r
    where r.order_id = ${orderId}
    order by r.year, r.sequence`;
  return rows.map(fromRow);
}

/** The receipt's PDF as an e-mail attachment. */
export async function receiptAttachment(
  sql: Queryable,
  receiptId: string,
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const [row] = await sql<ReceiptRow[]>`
    select ${COLUMNS(sql)} from receipts r where r.id = ${receiptId}`;
  if (!row) throw new Error(`Receipt ${receiptId} not found`);
  const receipt = fromRow(row);
  return {
    filename: receiptFileName(receipt.number),
    content: await renderReceiptPdf(receipt),
    contentType: 'application/pdf',
  };
}
