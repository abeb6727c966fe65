/**
 * /staff/orders/<id>: a staff member sees the order's ledger and log and adds notes or resolves
 * its attention; anyone else, a malformed id and an unknown order get the 404 of an unknown
 * address.
 */
import { describe, expect, it } from 'vitest';

import { orderReference } from '~/lib/order-reference';
import { flagAttention, STAFF_NOTE_MAX } from '~/orders/ledger.server';

import {
  asPage,
  insertOrder,
  signedInUser,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { routeArgs, routeResult } from '../../../tests/support/routes';
import {
  type OrderPage,
  page,
  post,
  type ReferencePage,
} from '../../../tests/support/staff-order-route';
import * as unknownRoute from '../public/$';

const { sql } = await useTestDatabase();

const signedIn = (options: { staff?: boolean } = {}) => signedInUser(sql, options);

const anOrder = () =>
  insertOrder(sql, {
    email: uniqueEmail('buyer'),
    name: 'Dr. Ledger',
    items: ['clinical1'],
    amountCents: 650_000,
  });

describe('/staff/orders/$orderId', () => {
  it('is the 404 of an unknown address for a visitor, a student, a malformed or unknown id', async () => {
    const unknown = routeResult(await unknownRoute.loader(routeArgs(asPage('', '/no-such-page'))));
    const notFound = { kind: 'not-found', page: (unknown.body as { page: unknown }).page };
    const student = await signedIn();
    const staff = await signedIn({ staff: true });
    const orderId = await anOrder();
    for (const [cookie, id] of [
      ['', orderId],
      [student.cookie, orderId],
      [staff.cookie, 'not-an-id'],
      [staff.cookie, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const result = await page(cookie, id);
      expect(result.status).toBe(404);
      expect(result.body).toEqual(notFound);
    }
    for (const cookie of ['', student.cookie]) {
      const result = await post(cookie, orderId, { intent: 'note', note: 'sneaky' });
      expect(result.status).toBe(404);
    }
    expect(await sql`select 1 from order_log where order_id = ${orderId}`).toHaveLength(0);
  });

  it('shows a staff member the order’s reference, buyer, lines, balance and log, never stored', async () => {
    const staff = await signedIn({ staff: true });
    const orderId = await anOrder();
    await flagAttention(sql, orderId, { note: 'Paid after its hold lapsed', dedupeKey: 'x' });

    const result = await page(staff.cookie, orderId.toUpperCase());
    expect(result.status).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('private, no-store');
    const body = result.body as OrderPage;
    expect(body.title).toBe(`Order ${orderReference(orderId)}`);
    expect(body.ledger.order).toMatchObject({ id: orderId, name: 'Dr. Ledger' });
    expect(body.ledger.lines).toEqual([
      expect.objectContaining({ courseId: 'clinical1', paidCents: null }),
    ]);
    expect(body.ledger.balance).toEqual({ paidCents: 0, refundedCents: 0, balanceCents: 0 });
    expect(body.ledger.needsAttention).toBe(true);
    expect(body.ledger.log).toEqual([
      expect.objectContaining({
        event: 'needs-attention',
        details: { note: 'Paid after its hold lapsed' },
      }),
    ]);
    expect(body.courseNames.clinical1).toBeTruthy();
  });

  it('logs a staff note and a resolution with the staff member’s e-mail; refuses bad forms', async () => {
    const staff = await signedIn({ staff: true });
    const orderId = await anOrder();
    await flagAttention(sql, orderId, { note: 'Disputed', dedupeKey: 'dispute:dp_1' });

    expect((await post(staff.cookie, orderId, { intent: 'note', note: '  ' })).body).toEqual({
      error: 'noteRequired',
      max: STAFF_NOTE_MAX,
    });
    const tooLong = await post(staff.cookie, orderId, {
      intent: 'note',
      note: 'x'.repeat(STAFF_NOTE_MAX + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ error: 'noteTooLong' });
    expect((await post(staff.cookie, orderId, { intent: 'delete', note: 'x' })).status).toBe(400);

    const noted = await post(staff.cookie, orderId, { intent: 'note', note: 'Called the bank.' });
    expect(noted.status).toBe(302);
    expect(noted.headers.get('Location')).toBe(`/staff/orders/${orderId}?logged=note#log-title`);
    const resolved = await post(staff.cookie, orderId, { intent: 'resolve', note: '' });
    expect(resolved.status).toBe(302);
    const again = await post(staff.cookie, orderId, { intent: 'resolve', note: '' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'nothingToResolve' });

    const log = await sql`
      select event, actor_kind, actor, details from order_log
      where order_id = ${orderId} order by id`;
    expect(log).toEqual([
      {
        event: 'needs-attention',
        actor_kind: 'system',
        actor: null,
        details: { note: 'Disputed' },
      },
      {
        event: 'note',
        actor_kind: 'staff',
        actor: staff.email,
        details: { note: 'Called the bank.' },
      },
      { event: 'attention-resolved', actor_kind: 'staff', actor: staff.email, details: {} },
    ]);
    const body = (await page(staff.cookie, `${orderId}`)).body as OrderPage;
    expect(body.ledger.needsAttention).toBe(false);
  });

  it('resolves a short reference: one order is redirected to, several listed, none a 404', async () => {
    const staff = await signedIn({ staff: true });
    const student = await signedIn();
    const orderId = await anOrder();
    const reference = orderReference(orderId);
    for (const typed of [reference, reference.toLowerCase(), `#${reference}`]) {
      const result = await page(staff.cookie, encodeURIComponent(typed).replace('%23', '#'));
      expect(result.status).toBe(302);
      expect(result.headers.get('Location')).toBe(`/staff/orders/${orderId}`);
    }
    // Visitors and students learn nothing: the 404 of an unknown address.
    for (const cookie of ['', student.cookie]) {
      const result = await page(cookie, reference);
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ kind: 'not-found' });
    }
    // Two orders sharing the first hex digits: the shorter prefix lists both to choose from.
    const [twin] = await sql<{ id: string }[]>`
      insert into orders (id, email, name, phone, selected_items, course_ids, amount_cents,
                          status, request_fingerprint)
      values (${`${orderId.slice(0, 9)}ffff-4fff-8fff-ffffffffffff`}, ${uniqueEmail('twin')},
              'Dr. Twin', '310', ${sql.array(['clinical1'])}, ${sql.array(['clinical1'])},
              650000, 'pending', ${`fp-${Math.random()}`})
      returning id`;
    const both = await page(staff.cookie, reference);
    expect(both.status).toBe(200);
    expect((both.body as ReferencePage).orders.map((order) => order.id).sort()).toEqual(
      [orderId, twin!.id].sort(),
    );
    const unknown = await page(staff.cookie, 'FFFFFFFFFFFFFFFFFFFF');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ kind: 'reference', orders: [] });
  });
});
