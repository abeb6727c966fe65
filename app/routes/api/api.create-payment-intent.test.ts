/** POST /api/create-payment-intent against the Stripe API stand-in. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';
import { languageCookie } from '~/i18n/i18n.server';

import { createTestDatabase, resetDatabase } from '../../../tests/support/database';
import { jsonPost, routeArgs } from '../../../tests/support/routes';
import { customer, registrationBody, startTestStripe } from '../../../tests/support/stripe';
import * as registerRoute from '../enrolment/register';
import { action, loader } from './api.create-payment-intent';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();

function post(body: unknown, type?: string, clientAddress = '203.0.113.50') {
  const request = jsonPost('/api/create-payment-intent', body, type);
  return action(routeArgs(request, { context: { clientAddress } }));
}

const SESSION = { course: 'clinical1', key: 'clinical1-2027-04' };

/** A registration for SESSION (6 seats in the bundled content) by this buyer. */
const seatBody = (buyer: { name: string; email: string; phone: string }) => ({
  email: buyer.email,
  customerData: { ...buyer, selectedItems: [SESSION.course] },
  sessions: { [SESSION.course]: SESSION.key },
});

/** The seats /register shows left in SESSION. */
async function seatsLeftOnRegister(): Promise<number> {
  const page = await registerRoute.loader(routeArgs(new Request('http://localhost/register')));
  return page.data.seatsLeft[`${SESSION.course}:${SESSION.key}`]! as number;
}

beforeEach(async () => {
  await standIn.settled();
  await resetDatabase(sql);
});

describe('POST /api/create-payment-intent', () => {
  it('answers the client secret of a new intent for the docs/product.md#api body', async () => {
    const response = await post(registrationBody('mastership'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { clientSecret } = await response.json();
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const intent = await stripe.paymentIntents.retrieve(clientSecret.split('_secret_')[0]);
    expect(intent.amount).toBe(3_500_000);
  });

  it('answers 400 with an error text for bad input, never 500', async () => {
    const cases: Array<[unknown, string?]> = [
      ['{"email":', undefined],
      ['name=Jane', 'application/x-www-form-urlencoded'],
      [{ customerData: null }],
      [registrationBody([])],
      [registrationBody(['module1', 'fellowship'])],
      [registrationBody(['nope'])],
      [{ customerData: { ...customer, email: 'not-an-email', selectedItems: ['module1'] } }],
    ];
    for (const [payload, type] of cases) {
      const response = await post(payload, type);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    expect(await sql`select 1 from orders`).toHaveLength(0);
  });

  it("stores the page's language with the order, from the language cookie", async () => {
    const cookie = (await languageCookie.serialize('es')).split(';')[0]!;
    const request = jsonPost('/api/create-payment-intent', registrationBody('fellowship'));
    request.headers.set('Cookie', cookie);
    const response = await action(
      routeArgs(request, { context: { clientAddress: '203.0.113.51' } }),
    );
    expect(response.status).toBe(200);
    expect(await post(registrationBody('mastership')).then((r) => r.status)).toBe(200);
    expect(await sql`select selected_items, language from orders order by created_at`).toEqual([
      { selected_items: ['fellowship'], language: 'es' },
      { selected_items: ['mastership'], language: 'en' },
    ]);
  });

  it('holds one seat per e-mail and session: Edit Information and Continue, or a reload, reuse it', async () => {
    expect(await seatsLeftOnRegister()).toBe(6);
    const first = await post(seatBody(customer));
    expect(first.status).toBe(200);
    const { clientSecret } = await first.json();
    expect(await seatsLeftOnRegister()).toBe(5);
    // A reload: the same request gets the same intent.
    expect(await (await post(seatBody(customer))).json()).toEqual({
      clientSecret,
      amountCents: 650_000,
    });
    // Edit Information, a changed name and phone, Continue; then the e-mail in other case.
    const edited = { ...customer, name: 'Dr. Jane Doe', phone: '+1 310 555 0199' };
    const second = await post(seatBody(edited));
    expect(second.status).toBe(200);
    expect((await second.json()).clientSecret).not.toBe(clientSecret);
    const third = await post(seatBody({ ...edited, email: ` ${customer.email.toUpperCase()}` }));
    expect(third.status).toBe(200);
    expect(await seatsLeftOnRegister()).toBe(5);
    expect(await sql`select 1 from orders`).toHaveLength(3);
    // Another buyer still takes a seat of their own.
    const other = await post(seatBody({ ...customer, email: 'someone.else@example.com' }));
    expect(other.status).toBe(200);
    expect(await seatsLeftOnRegister()).toBe(4);
  });

  it('refuses a client address more than SEAT_HOLDS_PER_ADDRESS (4) live holds with 429', async () => {
    const address = '198.51.100.7';
    const buyer = (n: number) => ({ ...customer, email: `buyer${n}@example.com` });
    for (const n of [1, 2, 3, 4]) {
      expect((await post(seatBody(buyer(n)), undefined, address)).status).toBe(200);
    }
    const refused = await post(seatBody(buyer(5)), undefined, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(60);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/^Too many seats are being held for payment/),
      message: { key: 'register.errors.tooManyHolds', values: { minutes: expect.any(String) } },
    });
    expect(await seatsLeftOnRegister()).toBe(2);
    // A buyer of one of those holds may still edit and continue: the hold is theirs already.
    const edited = { ...buyer(2), name: 'Dr. Buyer Two' };
    expect((await post(seatBody(edited), undefined, address)).status).toBe(200);
    // The same address in another /64 or IPv4 address is another client.
    expect((await post(seatBody(buyer(5)), undefined, '198.51.100.8')).status).toBe(200);
    expect(await seatsLeftOnRegister()).toBe(1);
    // An order without a dated session holds no seat and is not refused.
    expect((await post(registrationBody('mastership'), undefined, address)).status).toBe(200);
  });

  it('counts orders, not seats: one buyer of every course holds a seat in each session', async () => {
    const address = '198.51.100.9';
    const everySession = {
      module2: 'module2-2027-03',
      clinical1: 'clinical1-2027-04',
      module3: 'module3-2027-05',
      module4: 'module4-2027-06',
      clinical2: 'clinical2-2027-07',
    };
    const buyer = (n: number) => ({ ...customer, email: `all-courses${n}@example.com` });
    const everything = (n: number) => ({
      email: buyer(n).email,
      customerData: { ...buyer(n), selectedItems: ['module1', ...Object.keys(everySession)] },
      sessions: everySession,
    });
    for (const n of [1, 2, 3, 4]) {
      expect((await post(everything(n), undefined, address)).status).toBe(200);
    }
    expect(await sql`select 1 from session_seats where status = 'held'`).toHaveLength(20);
    expect((await post(everything(5), undefined, address)).status).toBe(429);
  });

  /** A paid order of this buyer for clinical1, its seat booked in `sessionKey`, as fulfilment leaves it. */
  async function paidClinical1(email: string, sessionKey: string) {
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents, currency,
                          status, completed_at, request_fingerprint)
      values (${email}, 'Jane Doe', '+1 310 555 0100', '{clinical1}', '{clinical1}', 650000, 'usd',
              'completed', now(), ${`paid-${sessionKey}`})
      returning id`;
    await sql`
      insert into course_grants (email_normalized, course_id, order_id)
      values (${email.trim().toLowerCase()}, 'clinical1', ${order!.id})`;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity, booked_at)
      values ('clinical1', ${sessionKey}, ${order!.id}, ${email.trim().toLowerCase()}, 'booked',
              now(), 6, now())`;
    return order!.id;
  }

  it('refuses with 409 a course the address already paid for, in the same session: not confirmable', async () => {
    await paidClinical1('jane.doe@example.com', SESSION.key);
    // The same buyer again (another tab, Edit Information after paying), the address in other case.
    for (const confirmRepeat of [undefined, true]) {
      const response = await post({ ...seatBody(customer), confirmRepeat });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error:
          'You are already registered for Basic and Intermediate Surgery (Beverly Hills) with this e-mail address: it is in your account, where you can change its session until 15 days before it starts (after that, please write to the academy).',
        message: {
          key: 'register.errors.alreadyRegistered',
          values: { course: 'Basic and Intermediate Surgery (Beverly Hills)' },
        },
        confirmable: false,
      });
    }
    // A program that includes the course is a second purchase of it too.
    expect((await post(registrationBody('fellowship'))).status).toBe(409);
    expect(await sql`select 1 from orders where status = 'pending'`).toHaveLength(0);
    expect(await seatsLeftOnRegister()).toBe(5);
    // Someone else still buys it.
    const other = await post(seatBody({ ...customer, email: 'someone.else@example.com' }));
    expect(other.status).toBe(200);
  });

  it('sells a seat in another session of a held course only when the buyer confirms it', async () => {
    // The buyer took the October 2025 session; now the April 2027 one.
    await paidClinical1('jane.doe@example.com', 'd20251016');
    const unconfirmed = await post(seatBody(customer));
    expect(unconfirmed.status).toBe(409);
    expect(await unconfirmed.json()).toEqual({
      error:
        'You are already registered for Basic and Intermediate Surgery (Beverly Hills) (Oct 16-21, 2025) with this e-mail address. To pay for a second seat, on Apr 15-20, 2027, confirm below.',
      message: {
        key: 'register.errors.repeatSession',
        values: {
          course: 'Basic and Intermediate Surgery (Beverly Hills)',
          held: 'Oct 16-21, 2025',
          date: 'Apr 15-20, 2027',
        },
      },
      confirmable: true,
    });
    expect(await seatsLeftOnRegister()).toBe(6);
    const confirmed = await post({ ...seatBody(customer), confirmRepeat: true });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).clientSecret).toMatch(/^pi_/);
    expect(await sql`select repeat_confirmed from orders where status = 'pending'`).toEqual([
      { repeat_confirmed: true },
    ]);
    expect(await seatsLeftOnRegister()).toBe(5);
    // confirmRepeat is a boolean or nothing.
    expect((await post({ ...seatBody(customer), confirmRepeat: 'yes' })).status).toBe(400);
  });

  it('answers 405 to other methods', async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});
