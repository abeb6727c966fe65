/**
 * How long an unpaid order's PaymentIntent is offered again to an identical request
 * (checkout/order-placement.server.ts); an order without a seat, which holds nothing, ends when it is
 * over (fulfilment/late-payment.server.ts, docs/decisions/0091). No imports.
 */
export const REUSE_WINDOW_MINUTES = 60;
