import type logNotesEn from './log-notes.en';

/** The log's notes by code, in Spanish (log-notes.en.ts). */
const logNotesEs: typeof logNotesEn = {
  holdOver: 'Reserva de plaza vencida sin pagar: su pago se canceló en Stripe',
  planNoCard:
    'Pagos mensuales: el pago {{intentId}} no guardó ninguna tarjeta; cobre a mano los pagos siguientes',
  planOtherAmount:
    'El pago mensual {{number}} de {{months}} se pagó por {{paidCents}} ({{intentId}}) cuando se deben {{dueCents}}: aplíquelo o reembólselo',
  planPaidTwice:
    'El pago mensual {{number}} de {{months}} se pagó dos veces ({{intentId}}); reembolse uno',
  settlementDeclined:
    'Programa cancelado: se rechazó el cargo final de {{amount}} {{currency}} ({{error}}); cóbreselo al estudiante',
  mismatch: 'El pago no coincide: {{problem}}',
  dispute: 'En disputa ({{reason}}, {{amount}}): {{disputeId}}',
  duplicate:
    'Pago duplicado: el pedido {{order}} ya pagó estos cursos; se puede reembolsar desde /staff',
  refundRefused:
    'Stripe rechazó el reembolso de {{amount}} {{currency}} ({{reason}}): el dinero no se devolvió',
  refundFailed:
    'El reembolso {{stripeRefundId}} de {{amount}} falló ({{reason}}): el dinero no se devolvió',
  refundCanceled:
    'El reembolso {{stripeRefundId}} de {{amount}} se canceló ({{reason}}): el dinero no se devolvió',
  refundPending: 'El reembolso {{stripeRefundId}} de {{amount}} sigue pendiente después de un día',
  seatGivenBack: 'Pagado después de que se devolviera su plaza; sesiones llenas: {{sessions}}',
};

export default logNotesEs;
