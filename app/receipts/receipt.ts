/**
 * A receipt as issued (docs/decisions/0063): what the PDF prints, kept on the receipt row so a
 * later content edit never changes it. No server imports.
 */
import type { Language } from '~/i18n/config';

export type ReceiptKind = 'payment' | 'refund';

export interface ReceiptAcademy {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
}

export interface ReceiptBuyer {
  name: string;
  email: string;
  practiceName: string | null;
  taxId: string | null;
}

export interface ReceiptLine {
  /** The course, and the program it was bought in ('Fellowship Program: Module 1'). */
  description: string;
  /** The booked session's days and place, when it has one. */
  session: string | null;
  cents: number;
}

/** How the money moved: a card (brand and last four digits when Stripe told them), or credit alone. */
export type ReceiptMethod =
  { kind: 'card'; brand: string | null; last4: string | null } | { kind: 'credit' };

export interface PrintedReceipt {
  academy: ReceiptAcademy;
  buyer: ReceiptBuyer;
  /** The order's reference, as its e-mails and /account show it. */
  orderReference: string;
  lines: ReceiptLine[];
  method: ReceiptMethod;
  /** When the money moved (the payment's or refund's success). */
  paidAt: string;
  /** A refund's: the number of the payment receipt it returns money of. */
  refundOf: string | null;
}

export interface Receipt {
  id: string;
  number: string;
  kind: ReceiptKind;
  orderId: string;
  issuedAt: string;
  language: Language;
  currency: string;
  /** Payment: the lines' total. Refund: 0. */
  priceCents: number;
  /** Payment: the credit applied. Refund: 0. */
  creditCents: number;
  /** Payment: what the card paid (price less credit). Refund: what went back to the card. */
  amountCents: number;
  printed: PrintedReceipt;
}

/** Limits of the buyer's details for their accountant (orders.practice_name, orders.tax_id). */
export const ACCOUNTANT_LIMITS = { practiceName: 120, taxId: 40 } as const;

/** A receipt as /account lists it. */
export interface AccountReceipt {
  number: string;
  kind: ReceiptKind;
  issuedAt: string;
  /** What the card paid, or what went back to it. */
  amountCents: number;
  /** Credit applied (a payment's). */
  creditCents: number;
}

export const accountReceiptOf = (receipt: Receipt): AccountReceipt => ({
  number: receipt.number,
  kind: receipt.kind,
  issuedAt: receipt.issuedAt,
  amountCents: receipt.amountCents,
  creditCents: receipt.creditCents,
});

/** Where a receipt's PDF is downloaded. */
export const receiptPath = (number: string) => `/account/receipts/${number}`;
