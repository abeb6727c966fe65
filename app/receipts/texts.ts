/**
 * The words of a receipt (its PDF and its e-mails), in English and Spanish. No server imports.
 */
import type { Language } from '~/i18n/config';

export const RECEIPT_TEXTS = {
  en: {
    paymentTitle: 'Receipt',
    refundTitle: 'Refund receipt',
    number: 'Receipt number',
    date: 'Date',
    order: 'Registration',
    paidOn: 'Paid on',
    refundedOn: 'Refunded on',
    billedTo: 'Billed to',
    practice: 'Practice',
    taxId: 'Tax ID',
    description: 'Description',
    amount: 'Amount',
    subtotal: 'Price',
    creditApplied: 'Credit applied',
    totalPaid: 'Total paid',
    refunded: 'Amount refunded',
    method: 'Payment method',
    refundedTo: 'Refunded to',
    card: 'Card',
    cardEnding: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    credit: 'Academy credit (no card charged)',
    refundOf: (number: string) => `Refund of receipt ${number}`,
    refundToCard: 'Returned to the card the payment was made with.',
    refundLine: 'Refund',
    planPayment: (program: string, number: number, months: number) =>
      `${program}: monthly payment ${number} of ${months}`,
    processingFee: 'Processing fee',
    planSettlement: (program: string) => `${program}: settlement on cancelling the program`,
    thanks: 'Thank you. Keep this receipt for your records.',
    currencyNote: 'Amounts in US dollars (USD).',
    email: {
      paymentSubject: (academy: string, number: string) => `Your receipt ${number} from ${academy}`,
      refundSubject: (academy: string, number: string) =>
        `Your refund receipt ${number} from ${academy}`,
      greeting: (name: string) => `Dear ${name},`,
      payment: (amount: string) =>
        `Attached is the receipt for your payment of ${amount}, for your records.`,
      paymentCredit: 'Attached is the receipt for your registration, paid with your credit.',
      refund: (amount: string) => `Attached is the receipt for the refund of ${amount}.`,
      account: 'Your receipts are also in your account:',
      accountLink: 'My account',
      copySubject: (number: string, name: string) => `Receipt ${number}: ${name}`,
      copy: (number: string, name: string, email: string) =>
        `A copy of receipt ${number}, issued to ${name} (${email}), is attached.`,
    },
  },
  es: {
    paymentTitle: 'Recibo',
    refundTitle: 'Recibo de reembolso',
    number: 'Número de recibo',
    date: 'Fecha',
    order: 'Inscripción',
    paidOn: 'Pagado el',
    refundedOn: 'Reembolsado el',
    billedTo: 'Facturado a',
    practice: 'Consultorio',
    taxId: 'Identificación fiscal',
    description: 'Descripción',
    amount: 'Importe',
    subtotal: 'Precio',
    creditApplied: 'Crédito aplicado',
    totalPaid: 'Total pagado',
    refunded: 'Importe reembolsado',
    method: 'Forma de pago',
    refundedTo: 'Reembolsado a',
    card: 'Tarjeta',
    cardEnding: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
    credit: 'Crédito de la academia (sin cargo a tarjeta)',
    refundOf: (number: string) => `Reembolso del recibo ${number}`,
    refundToCard: 'Devuelto a la tarjeta con la que se hizo el pago.',
    refundLine: 'Reembolso',
    planPayment: (program: string, number: number, months: number) =>
      `${program}: pago mensual ${number} de ${months}`,
    processingFee: 'Cargo de gestión',
    planSettlement: (program: string) => `${program}: liquidación por cancelación del programa`,
    thanks: 'Gracias. Conserve este recibo para sus registros.',
    currencyNote: 'Importes en dólares estadounidenses (USD).',
    email: {
      paymentSubject: (academy: string, number: string) => `Su recibo ${number} de ${academy}`,
      refundSubject: (academy: string, number: string) =>
        `Su recibo de reembolso ${number} de ${academy}`,
      greeting: (name: string) => `Estimado/a ${name}:`,
      payment: (amount: string) =>
        `Adjuntamos el recibo de su pago de ${amount}, para sus registros.`,
      paymentCredit: 'Adjuntamos el recibo de su inscripción, pagada con su crédito.',
      refund: (amount: string) => `Adjuntamos el recibo del reembolso de ${amount}.`,
      account: 'Sus recibos también están en su cuenta:',
      accountLink: 'Mi cuenta',
      copySubject: (number: string, name: string) => `Recibo ${number}: ${name}`,
      copy: (number: string, name: string, email: string) =>
        `Se adjunta una copia del recibo ${number}, emitido a ${name} (${email}).`,
    },
  },
} satisfies Record<Language, unknown>;

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
