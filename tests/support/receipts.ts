/** Paid orders and content for the receipts' tests (app/receipts). */
import type { Sql } from '~/db/client.server';
import type { Language } from '~/i18n/config';
import { normalizeEmail } from '~/lib/email-address';
import { recordCharge, writeOrderLines } from '~/orders/ledger.server';
import { issueReceipts } from '~/receipts/issue.server';

import { context } from './emails';

export const LA = 'America/Los_Angeles';

/** What a receipt prints from content: the test academy, names, one Clinical 1 session. */
export const receiptContent = {
  ...context,
  courseSessions: {
    clinical1: [
      {
        key: 's1',
        dateText: 'Apr 15-20, 2027',
        startDate: '2027-04-15',
        endDate: '2027-04-20',
        location: 'Beverly Hills, CA',
      },
    ],
  },
};

/**
 * A completed order for Clinical 1 with its line, its seat in session s1 and, unless credit pays
 * it all, its succeeded charge (a made-up PaymentIntent id).
 */
export async function paidOrder(
  sql: Sql,
  fields: {
    amountCents?: number;
    creditCents?: number;
    language?: Language;
    email?: string;
    practiceName?: string;
    taxId?: string;
    userId?: string;
  } = {},
): Promise<{ orderId: string; intent: string | null }> {
  const amount = fields.amountCents ?? 650_000;
  const credit = fields.creditCents ?? 0;
  const email = fields.email ?? 'Buyer@Example.com';
  const intent = credit === amount ? null : `pi_${Math.random().toString(36).slice(2, 12)}`;
  const [row] = await sql<{ id: string }[]>`
    insert into orders (email, name, phone, selected_items, course_ids, amount_cents, credit_cents,
                        status, request_fingerprint, completed_at, payment_intent_id, language,
                        practice_name, tax_id, user_id)
    values (${email}, 'Dra. Núñez', '+1 310 555 0100', ${sql.array(['clinical1'])},
            ${sql.array(['clinical1'])}, ${amount}, ${credit}, 'completed',
            ${`fp-${Math.random()}`}, now(), ${intent}, ${fields.language ?? 'en'},
            ${fields.practiceName ?? null}, ${fields.taxId ?? null}, ${fields.userId ?? null})
    returning id`;
  const orderId = row!.id;
  await writeOrderLines(sql, orderId, [
    {
      courseId: 'clinical1',
      programId: null,
      listPriceCents: amount,
      paidCents: amount,
      priceTier: 'registration',
    },
  ]);
  if (intent) {
    await recordCharge(sql, orderId, {
      stripeId: intent,
      amountCents: amount - credit,
      currency: 'usd',
      status: 'succeeded',
    });
  }
  await sql`
    insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                               held_until, capacity, booked_at)
    values ('clinical1', 's1', ${orderId}, ${normalizeEmail(email)}, 'booked', now(), 6, now())`;
  return { orderId, intent };
}

/** Issues the order's receipts on June 1, 2026 (or `at`) in Los Angeles. */
export const issueAt = (sql: Sql, orderId: string, at = new Date('2026-06-01T12:00:00Z')) =>
  sql.begin((tx) => issueReceipts(tx, orderId, receiptContent, { at, timeZone: LA }));
