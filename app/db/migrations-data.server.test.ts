/**
 * The migrations that change data, each run on a database shaped like the one before it: what
 * every existing order, payment, grant and seat becomes.
 */
import { describe, expect, it } from 'vitest';

import { databaseBefore } from '../../tests/support/migrations';
import { migrate } from './migrate.server';

describe('migrations on data shaped like before', () => {
  it('024 renames the sign-in table to login_sessions and keeps its rows', async () => {
    const sql = await databaseBefore('024');
    const [user] = await sql<{ id: string }[]>`
      insert into users (email, password_hash) values ('kept@example.com', 'x') returning id`;
    const idHash = 'a'.repeat(64);
    await sql`
      insert into sessions (id_hash, user_id, kind, expires_at)
      values (${idHash}, ${user!.id}, 'browser', now() + interval '1 day')`;

    expect(await migrate(sql)).toContain('024_login_sessions.sql');

    const kept = await sql`select id_hash, user_id, kind from login_sessions`;
    expect(kept).toEqual([{ id_hash: idHash, user_id: user!.id, kind: 'browser' }]);
    const [old] = await sql`select to_regclass('sessions') as name`;
    expect(old!.name).toBeNull();
    const names = await sql<{ name: string }[]>`
      select conname as name from pg_constraint where conrelid = 'login_sessions'::regclass
      union all
      select indexname from pg_indexes where tablename = 'login_sessions'
      order by name`;
    expect(names.map((row) => row.name)).toEqual([
      'login_sessions_expires_at',
      'login_sessions_id_hash_check',
      'login_sessions_kind_check',
      'login_sessions_pkey',
      'login_sessions_pkey',
      'login_sessions_user_id',
      'login_sessions_user_id_fkey',
    ]);
  });

  it('028 gives every order no credit, and refuses credit beyond its amount', async () => {
    const sql = await databaseBefore('028');
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                          request_fingerprint)
      values ('kept@example.com', 'Kept', '+1 310 555 0100', '{module1}', '{module1}', 285000,
              'fp-kept')
      returning id`;

    expect(await migrate(sql)).toContain('028_order_credit.sql');

    expect(await sql`select credit_cents from orders where id = ${order!.id}`).toEqual([
      { credit_cents: 0 },
    ]);
    await sql`update orders set credit_cents = 285000 where id = ${order!.id}`;
    for (const cents of [-1, 285_001]) {
      await expect(
        sql`update orders set credit_cents = ${cents} where id = ${order!.id}`,
      ).rejects.toThrow(/orders_credit_cents_check/);
    }
  });

  it('026 ties each known refund to the payment it returns and keeps the ledger as it was', async () => {
    const sql = await databaseBefore('026');
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                          payment_intent_id, request_fingerprint, completed_at)
      values ('refunded@example.com', 'Refunded', '+1 310 555 0100', '{clinical1}', '{clinical1}',
              650000, 'completed', 'pi_refunded', 'fp-refunded', now())
      returning id`;
    const orderId = order!.id;
    await sql`
      insert into order_payments (order_id, kind, stripe_id, amount_cents, currency, status,
                                  succeeded_at)
      values (${orderId}, 'charge', 'pi_refunded', 650000, 'usd', 'succeeded', now())`;
    await sql`
      insert into order_payments (order_id, kind, refunded_to_cents, amount_cents, currency, status,
                                  succeeded_at)
      values (${orderId}, 'refund', 50000, 50000, 'usd', 'succeeded', now())`;
    await sql`
      insert into order_log (order_id, actor_kind, event) values (${orderId}, 'system', 'paid')`;

    expect(await migrate(sql)).toContain('026_cancellations.sql');

    const rows = await sql<{ kind: string; amount_cents: number; returns: string | null }[]>`
      select p.kind, p.amount_cents, c.stripe_id as returns
      from order_payments p left join order_payments c on c.id = p.charge_payment_id
      where p.order_id = ${orderId} order by p.kind`;
    expect(rows).toEqual([
      { kind: 'charge', amount_cents: 650000, returns: null },
      { kind: 'refund', amount_cents: 50000, returns: 'pi_refunded' },
    ]);
    expect(await sql`select balance_cents from order_balances where order_id = ${orderId}`).toEqual(
      [{ balance_cents: 600000 }],
    );
    // A refund asked of Stripe has its key; the log takes the new words, and still refuses others.
    await expect(
      sql`insert into order_payments (order_id, kind, amount_cents, currency, status)
          values (${orderId}, 'refund', 1000, 'usd', 'requested')`,
    ).rejects.toThrow(/order_payments_check/);
    await sql`insert into order_log (order_id, actor_kind, event) values (${orderId}, 'system', 'cancelled')`;
    await expect(
      sql`insert into order_log (order_id, actor_kind, event) values (${orderId}, 'system', 'sold')`,
    ).rejects.toThrow(/order_log_event_check/);
  });

  it('029 keeps counting the places of open sessions, and a closed session takes every place', async () => {
    const sql = await databaseBefore('029');
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                          request_fingerprint)
      values ('seat@example.com', 'Seat', '+1 310 555 0100', '{module3}', '{module3}', 295000,
              'fp-seat')
      returning id`;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity, booked_at)
      values ('module3', 'module3-2027-05', ${order!.id}, 'seat@example.com', 'booked', now(), 6,
              now())`;
    const places = () =>
      sql<{ session_key: string; taken: number }[]>`
        select session_key, count(*)::integer as taken from session_places
        group by session_key order by session_key`;
    const counted = await places();

    expect(await migrate(sql)).toContain('029_session_closures.sql');

    expect(await places()).toEqual(counted);
    await sql`
      insert into session_closures (course_id, session_key, kind, remedy, actor)
      values ('module3', 'module3-2027-05', 'cancelled', 'refund', 'staff@example.com')`;
    expect(await places()).toEqual([{ session_key: 'module3-2027-05', taken: 51 }]);
  });

  it('040 and 042 keep every plan, its payments and its log, and the payments still add up', async () => {
    const sql = await databaseBefore('040');
    // A plan as 031/037 left it: 3 payments of a $30 price and a $3 fee, the first one paid.
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                          request_fingerprint, status, plan_months, plan_fee_cents)
      values ('plan@example.com', 'Plan', '+1 310 555 0100', '{mastership}', '{module3}', 3000,
              'fp-plan', 'pending', 3, 300)
      returning id`;
    const [charge] = await sql<{ id: string }[]>`
      insert into order_payments (order_id, kind, stripe_id, amount_cents, currency, status,
                                  succeeded_at)
      values (${order!.id}, 'charge', 'pi_first', 1300, 'usd', 'succeeded', now())
      returning id`;
    const plan = await sql.begin(async (tx) => {
      const [made] = await tx<{ id: string }[]>`
        insert into payment_plans (order_id, program_id, stripe_customer_id, payment_method_id,
                                   months, price_cents, fee_cents, language)
        values (${order!.id}, 'mastership', 'cus_1', 'pm_1', 3, 3000, 300, 'en')
        returning id`;
      await tx`
        insert into plan_payments (plan_id, number, due_date, amount_cents, status,
                                   order_payment_id, paid_at)
        values (${made!.id}, 1, '2026-12-07', 1300, 'paid', ${charge!.id}, now()),
               (${made!.id}, 2, '2027-01-07', 1000, 'due', null, null),
               (${made!.id}, 3, '2027-02-07', 1000, 'due', null, null)`;
      return made!;
    });
    await sql`insert into order_log (order_id, actor_kind, event) values (${order!.id}, 'system', 'plan-started')`;
    const before =
      await sql`select number, amount_cents, status from plan_payments order by number`;

    const applied = await migrate(sql);
    expect(applied).toContain('040_plan_course_closures.sql');
    expect(applied).toContain('042_plan_cards.sql');

    expect(
      await sql`select number, amount_cents, status from plan_payments order by number`,
    ).toEqual(before);
    const [kept] = await sql`
      select status, card_brand, card_last4, setup_intent_id from payment_plans where id = ${plan.id}`;
    expect(kept).toEqual({
      status: 'active',
      card_brand: null,
      card_last4: null,
      setup_intent_id: null,
    });
    expect(await sql`select event from order_log where order_id = ${order!.id}`).toEqual([
      { event: 'plan-started' },
    ]);
    // With no closed course, the payments still add up to price + fee, and must.
    await sql`update plan_payments set updated_at = now() where plan_id = ${plan.id} and number = 2`;
    await expect(
      sql`update plan_payments set amount_cents = 999 where plan_id = ${plan.id} and number = 2`,
    ).rejects.toThrow(/adding up/);
    // Both branches' events are accepted after the last migration restated the list.
    for (const event of ['plan-reduced', 'plan-card-changed']) {
      await sql`insert into order_log (order_id, actor_kind, event) values (${order!.id}, 'system', ${event})`;
    }
  });
});
