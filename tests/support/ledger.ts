/** Orders as the ledger holds them, for tests that start from a paid course. */
import type { Sql } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';
import { recordCharge, writeOrderLines } from '~/orders/ledger.server';

/**
 * The order's line for one course paid in full (its price, its charge under a made-up
 * PaymentIntent id) and, given a session, its seat booked there.
 */
export async function paidLine(
  sql: Sql,
  line: { orderId: string; email: string; courseId: string; cents: number; sessionKey?: string },
): Promise<void> {
  await writeOrderLines(sql, line.orderId, [
    {
      courseId: line.courseId,
      programId: null,
      listPriceCents: line.cents,
      paidCents: line.cents,
      priceTier: 'registration',
    },
  ]);
  await recordCharge(sql, line.orderId, {
    stripeId: `pi_${line.orderId.slice(0, 8)}`,
    amountCents: line.cents,
    currency: 'usd',
    status: 'succeeded',
  });
  if (!line.sessionKey) return;
  await sql`
    insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                               held_until, capacity, booked_at)
    values (${line.courseId}, ${line.sessionKey}, ${line.orderId}, ${normalizeEmail(line.email)},
            'booked', now(), 6, now())`;
}
