/**
 * What a receipt prints that is not a text to translate: card brands by name, the file name.
 * Its words are in the `receipts` bundles (app/i18n/receipts.*.ts). No server imports.
 */

/** Card brands as Stripe names them ('visa', 'amex') and as a receipt prints them. */
const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

export function brandName(brand: string): string {
  return BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** The file name a receipt is attached and downloaded as. */
export const receiptFileName = (number: string) => `receipt-${number}.pdf`;
