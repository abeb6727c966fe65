/**
 * /staff/orders: a staff member lists every order newest first and finds one by the buyer's
 * name, e-mail or reference, a cancelled one too (issue 48 item 6); anyone else gets the 404 of
 * an unknown address; bad query parameters are a 400 with their message.
 */
import { describe, expect, it } from 'vitest';

import { orderReference } from '~/lib/order-reference';
import { ORDERS_PER_PAGE } from '~/orders/order-search';

import {
  asPage,
  insertOrder,
  signedInUser,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { failedPlan } from '../../../tests/support/plans';
import { routeArgs, routeResult } from '../../../tests/support/routes';
import * as ordersRoute from './staff_.orders._index';

const { sql } = await useTestDatabase();

const list = (cookie: string, search = '') =>
  ordersRoute.loader(routeArgs(asPage(cookie, `/staff/orders${search}`))).then(routeResult);

type Listed = Extract<Awaited<ReturnType<typeof ordersRoute.loader>>['data'], { kind: 'orders' }>;

const found = async (cookie: string, query: string) =>
  ((await list(cookie, `?q=${encodeURIComponent(query)}`)).body as Listed).orders.map(
    (order) => order.id,
  );

describe('/staff/orders', () => {
  it('is the 404 of an unknown address for a visitor and a student', async () => {
    const student = await signedInUser(sql);
    for (const cookie of ['', student.cookie]) {
      const result = await list(cookie, '?q=a');
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ kind: 'not-found' });
    }
  });

  it('finds an order by name, e-mail or reference, any case and in part, cancelled too', async () => {
    const staff = await signedInUser(sql, { staff: true });
    const tag = Math.random().toString(36).slice(2, 8);
    const email = uniqueEmail(`findme${tag}`);
    const orderId = await insertOrder(sql, {
      email,
      name: `Dr. Zelda Quorn${tag}`,
      items: ['clinical1'],
      amountCents: 650_000,
    });
    // Refunded in full: the order a registrar most needs to find again.
    await sql`update orders set status = 'refunded', refunded_at = now() where id = ${orderId}`;
    const other = await insertOrder(sql, {
      email: uniqueEmail('other'),
      name: 'Dr. Other',
      items: ['clinical1'],
      amountCents: 650_000,
    });

    expect(await found(staff.cookie, `zelda QUORN${tag}`)).toEqual([orderId]);
    expect(await found(staff.cookie, email.toUpperCase().slice(0, -4))).toEqual([orderId]);
    const reference = orderReference(orderId);
    expect(await found(staff.cookie, reference.toLowerCase())).toContain(orderId);
    expect(await found(staff.cookie, `#${reference}`)).toContain(orderId);
    expect(await found(staff.cookie, reference)).not.toContain(other);
    // LIKE's wildcards are taken literally.
    expect(await found(staff.cookie, `%${tag}_%`)).toEqual([]);

    const result = await list(staff.cookie, `?q=${tag}`);
    expect(result.status).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('private, no-store');
    const body = result.body as Listed;
    expect(body.list).toEqual({ query: tag, page: 1, pages: 1, total: 1, error: null });
    expect(body.orders[0]).toMatchObject({
      id: orderId,
      reference,
      status: 'refunded',
      selectedItems: ['clinical1'],
      plan: null,
    });
  });

  it('lists every order newest first, 50 a page, with a plan’s standing', async () => {
    const staff = await signedInUser(sql, { staff: true });
    const planOrder = await failedPlan(sql, uniqueEmail('planlist'));
    const first = (await list(staff.cookie)).body as Listed;
    expect(first.orders.length).toBeLessThanOrEqual(ORDERS_PER_PAGE);
    const made = first.orders.map((order) => order.createdAt);
    expect(made).toEqual([...made].sort().reverse());
    const listed = first.orders.find((order) => order.id === planOrder);
    expect(listed?.plan).toMatchObject({ collectedCents: 231_952, totalCents: 3_537_500 });

    // A page past the last shows the last one.
    const last = (await list(staff.cookie, '?page=99999')).body as Listed;
    expect(last.list.page).toBe(last.list.pages);
  });

  it('answers bad query parameters with a 400 and their message', async () => {
    const staff = await signedInUser(sql, { staff: true });
    for (const [search, error] of [
      ['?page=0', 'pageInvalid'],
      ['?page=-1', 'pageInvalid'],
      ['?page=abc', 'pageInvalid'],
      ['?page=1.5', 'pageInvalid'],
      [`?q=${'x'.repeat(255)}`, 'queryTooLong'],
    ] as const) {
      const result = await list(staff.cookie, search);
      expect(result.status).toBe(400);
      expect((result.body as Listed).list.error).toBe(error);
    }
  });
});
