/**
 * An order's short reference for people: the first 8 hex characters of its id, upper-case
 * ('3F2A9C1B'). The roster, its CSV, the orders needing attention and the academy's e-mails all
 * show this one form, so a registrar can match them by eye; 8 hex characters (4 billion values)
 * do not collide among an academy's orders in practice.
 */
export function orderReference(id: string): string {
  return id.replaceAll('-', '').slice(0, 8).toUpperCase();
}

/** An order id as a URL or a form carries it (any case); anything else names no order. */
export const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
