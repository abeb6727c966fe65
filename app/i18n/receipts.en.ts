/**
 * A receipt's words in English (namespace `receipts`, read through sent-words.ts): `document`
 * is its PDF, `email` the e-mails it is attached to. Spanish in receipts.es.ts, key for key.
 */
import type { Widened } from './emails.en';

const receipts = {
  document: {
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
    cardEnding: '{{brand}} ending in {{last4}}',
    credit: 'Academy credit (no card charged)',
    refundOf: 'Refund of receipt {{number}}',
    refundToCard: 'Returned to the card the payment was made with.',
    refundLine: 'Refund',
    planPayment: '{{program}}: monthly payment {{number}} of {{months}}',
    processingFee: 'Processing fee',
    planSettlement: '{{program}}: settlement on cancelling the program',
    thanks: 'Thank you. Keep this receipt for your records.',
    currencyNote: 'Amounts in US dollars (USD).',
  },
  email: {
    paymentSubject: 'Your receipt {{number}} from {{academy}}',
    refundSubject: 'Your refund receipt {{number}} from {{academy}}',
    payment: 'Attached is the receipt for your payment of {{amount}}, for your records.',
    paymentCredit: 'Attached is the receipt for your registration, paid with your credit.',
    refund: 'Attached is the receipt for the refund of {{amount}}.',
    account: 'Your receipts are also in your account:',
    accountLink: 'My account',
    copySubject: 'Receipt {{number}}: {{name}}',
    copy: 'A copy of receipt {{number}}, issued to {{name}} ({{email}}), is attached.',
  },
} as const;

export default receipts;
export type ReceiptTexts = Widened<typeof receipts>;
