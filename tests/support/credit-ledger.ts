/** The credit ledger's tests (app/credits): a student, staff, an order, grants and spends. */
import {
  type Actor,
  creditBalance,
  grantCredit,
  type GrantReason,
  spendCredit,
} from '~/credits/ledger.server';
import type { Sql } from '~/db/client.server';

export function creditLedgerHarness(sql: Sql) {
  const STAFF: Actor = { kind: 'staff', email: 'registrar@example.com' };
  const STUDENT: Actor = { kind: 'student', email: 'jane@example.com' };
  const JANE = 'jane@example.com';

  /** The instant the cases are told from: later than any test run, so every grant is given before. */
  const T = new Date('2031-03-01T08:00:00.000Z');
  const MS = 1;
  const DAY = 86_400_000;
  const at = (offset: number) => new Date(T.getTime() + offset);

  async function newOrder(email = JANE) {
    const [row] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                          request_fingerprint)
      values (${email}, 'Dr. Jane', '+1 310 555 0100', ${sql.array(['clinical1'])},
              ${sql.array(['clinical1'])}, 650000, ${`fp-${Math.random()}`})
      returning id`;
    return row!.id;
  }

  function grant(
    key: string,
    amountCents: number,
    fields: {
      expiresAt?: Date | null;
      email?: string;
      currency?: string;
      reason?: GrantReason;
    } = {},
  ) {
    return grantCredit(sql, {
      email: fields.email ?? JANE,
      amountCents,
      currency: fields.currency,
      reason: fields.reason ?? 'staff-grant',
      expiresAt: fields.expiresAt,
      actor: STAFF,
      key,
    });
  }

  async function spend(key: string, amountCents: number, orderId: string, now?: Date) {
    return sql.begin((tx) =>
      spendCredit(tx, { email: JANE, amountCents, orderId, key, actor: STUDENT, now }),
    );
  }

  const available = async (now: Date, email = JANE) =>
    (await creditBalance(sql, email, now)).availableCents;

  return { STAFF, STUDENT, JANE, T, MS, DAY, at, newOrder, grant, spend, available };
}
