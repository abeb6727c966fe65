import type { ReceiptTexts } from './receipts.en';

/** A receipt's words in Spanish (receipts.en.ts). */
const receipts: ReceiptTexts = {
  document: {
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
    cardEnding: '{{brand}} terminada en {{last4}}',
    credit: 'Crédito de la academia (sin cargo a tarjeta)',
    refundOf: 'Reembolso del recibo {{number}}',
    refundToCard: 'Devuelto a la tarjeta con la que se hizo el pago.',
    refundLine: 'Reembolso',
    planPayment: '{{program}}: pago mensual {{number}} de {{months}}',
    processingFee: 'Cargo de gestión',
    planSettlement: '{{program}}: liquidación por cancelación del programa',
    thanks: 'Gracias. Conserve este recibo para sus registros.',
    currencyNote: 'Importes en dólares estadounidenses (USD).',
  },
  email: {
    paymentSubject: 'Su recibo {{number}} de {{academy}}',
    refundSubject: 'Su recibo de reembolso {{number}} de {{academy}}',
    payment: 'Adjuntamos el recibo de su pago de {{amount}}, para sus registros.',
    paymentCredit: 'Adjuntamos el recibo de su inscripción, pagada con su crédito.',
    refund: 'Adjuntamos el recibo del reembolso de {{amount}}.',
    account: 'Sus recibos también están en su cuenta:',
    accountLink: 'Mi cuenta',
    copySubject: 'Recibo {{number}}: {{name}}',
    copy: 'Se adjunta una copia del recibo {{number}}, emitido a {{name}} ({{email}}).',
  },
};

export default receipts;
