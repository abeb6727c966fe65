/**
 * The notes the site writes in an order's log, by code (staff.logNotes), in English. An entry
 * may store `noteCode` and the values its text names; entries written before that hold this
 * English text itself, which the order page reads back into the code and values
 * (components/staff/log-details.ts), so a Spanish page shows them in Spanish. The English
 * texts must stay as the writers worded them for those entries to be recognised.
 */
const logNotesEn = {
  holdOver: 'Seat hold over, unpaid: its payment was canceled at Stripe',
  planNoCard:
    'Monthly payments: payment {{intentId}} saved no card; charge the later payments by hand',
  planOtherAmount:
    'Monthly payment {{number}} of {{months}} was paid {{paidCents}} ({{intentId}}) while {{dueCents}} is due: apply or refund it',
  planPaidTwice:
    'Monthly payment {{number}} of {{months}} was paid twice ({{intentId}}); refund one',
  settlementDeclined:
    'Program cancelled: the final charge of {{amount}} {{currency}} was declined ({{error}}); collect it from the student',
  mismatch: 'Payment does not match: {{problem}}',
  dispute: 'Disputed ({{reason}}, {{amount}}): {{disputeId}}',
  duplicate:
    'Duplicate payment: order {{order}} already paid for these courses; refundable from /staff',
  refundRefused:
    'Refund of {{amount}} {{currency}} refused by Stripe ({{reason}}): the money did not go back',
  refundFailed:
    'Refund {{stripeRefundId}} of {{amount}} failed ({{reason}}): the money did not go back',
  refundCanceled:
    'Refund {{stripeRefundId}} of {{amount}} canceled ({{reason}}): the money did not go back',
  refundPending: 'Refund {{stripeRefundId}} of {{amount}} is still pending after a day',
  seatGivenBack: 'Paid after its seat was given back; full: {{sessions}}',
};

export default logNotesEn;
export type LogNoteCode = keyof typeof logNotesEn;
