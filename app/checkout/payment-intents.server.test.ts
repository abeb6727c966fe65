/**
 * createRegistrationPayment: the price list, the lines and amounts, idempotency, the rate limit;
 * with dated sessions in payment-intents-sessions.server.test.ts.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { sessionsFor } from '../../tests/support/price-list';
import { customer, startTestStripe } from '../../tests/support/stripe';
import type { PriceList } from '../prices/price-list';
import { loadPriceList } from '../prices/price-list.server';
import { createRegistrationPayment, PAYMENT_RATE_LIMIT } from './payment-intents.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { stripe } = await startTestStripe();

// A day every bundled 2027 session is still at its early price (docs/decisions/0066).
const EARLY_DAY = '2026-12-01';
const earlyPriceList = await loadPriceList(undefined, EARLY_DAY);

const pay = (
  selectedItems: string[],
  overrides: Partial<typeof customer> = {},
  priceList: PriceList = earlyPriceList,
) =>
  createRegistrationPayment(
    {
      customer: { ...customer, ...overrides },
      selectedItems,
      sessions: sessionsFor(selectedItems),
    },
    { stripe, priceList },
  );

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('the price list from content', () => {
  it('has the registration prices of docs/product.md#courses-and-prices', async () => {
    const priceList = await loadPriceList();
    expect(
      Object.fromEntries(priceList.courses.map((c) => [c.courseId, c.registrationPrice])),
    ).toEqual({
      module1: 2850,
      module2: 2850,
      clinical1: 6500,
      module3: 2950,
      module4: 2950,
      clinical2: 17000,
    });
    expect(priceList.programs.map((p) => [p.programId, p.price, p.courseIds])).toEqual([
      ['fellowship', 12000, ['module1', 'module2', 'clinical1']],
      ['mastership', 35000, ['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2']],
    ]);
  });
});

describe('createRegistrationPayment', () => {
  it.each([
    [['fellowship'], 1_200_000, 'Fellowship Program'],
    [['mastership'], 3_500_000, 'Mastership Program'],
    [['module1'], 285_000, 'Basic Dental Implantology (Online, 24 CE Hours)'],
    [
      ['module3', 'clinical2'],
      295_000 + 1_700_000,
      'Complicated Cases and Dealing with Implant Failures (Online, 24 CE Hours), Advanced Surgical Techniques (Beverly Hills)',
    ],
    [
      ['clinical1', 'module2', 'module1', 'module4'],
      650_000 + 285_000 + 285_000 + 295_000,
      'Basic Dental Implantology (Online, 24 CE Hours), Advanced and Immediate Implantology (Online, 24 CE Hours), Basic and Intermediate Surgery (Beverly Hills), Full Arch Surgical & Restorative (Online, 24 CE Hours)',
    ],
  ])('%j: Stripe receives %i cents for one pending order', async (items, cents, description) => {
    // Programs and courses without an early price (Clinical 2) or a date (Module 1) cost their
    // registration price; a dated session on EARLY_DAY, its early price.
    const REGISTRATION = new Set(['fellowship', 'mastership', 'module1', 'clinical2']);
    const tiers = [
      ...new Set(items.map((item) => (REGISTRATION.has(item) ? 'registration' : 'early'))),
    ].sort();
    const result = await pay(items);
    expect(result).toMatchObject({ ok: true, reused: false });
    if (!result.ok) return;

    const intent = await stripe.paymentIntents.retrieve(intentIdOf(result.clientSecret));
    expect(intent).toMatchObject({
      amount: cents,
      currency: 'usd',
      allowed_payment_method_types: ['card'],
      receipt_email: customer.email,
      description,
      metadata: { order_id: result.orderId },
      status: 'requires_payment_method',
      client_secret: result.clientSecret,
    });
    const orders = await sql`select * from orders`;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: result.orderId,
      email: customer.email,
      email_normalized: 'jane.doe@example.com',
      name: customer.name,
      phone: customer.phone,
      amount_cents: cents,
      currency: 'usd',
      status: 'pending',
      payment_intent_id: intent.id,
    });
    // Its lines, written with it, add up to what Stripe was asked for (decision 0056).
    const [lines] = await sql<{ n: number; cents: number; tiers: string[] }[]>`
      select count(*)::int as n, sum(paid_cents)::int as cents,
             array_agg(distinct price_tier) as tiers
      from order_lines where order_id = ${result.orderId}`;
    expect(lines).toEqual({
      n: orders[0]!.course_ids.length,
      cents,
      tiers,
    });
  });

  it('charges the individual price after the early deadline, and says so on the lines', async () => {
    // 1 March 2027: past Module 2's early deadline (its first day, 12 March, minus a month),
    // before Clinical 1's (15 March) and Module 4's (11 May).
    const late = await loadPriceList(undefined, '2027-03-01');
    const result = await pay(['clinical1', 'module2', 'module4'], {}, late);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const intent = await stripe.paymentIntents.retrieve(intentIdOf(result.clientSecret));
    expect(intent.amount).toBe(650_000 + 335_000 + 295_000);
    const lines = await sql`
      select course_id, list_price_cents, paid_cents, price_tier from order_lines
      where order_id = ${result.orderId} order by course_id`;
    expect(lines).toEqual([
      {
        course_id: 'clinical1',
        list_price_cents: 650_000,
        paid_cents: 650_000,
        price_tier: 'early',
      },
      {
        course_id: 'module2',
        list_price_cents: 335_000,
        paid_cents: 335_000,
        price_tier: 'regular',
      },
      { course_id: 'module4', list_price_cents: 295_000, paid_cents: 295_000, price_tier: 'early' },
    ]);
  });

  it('writes a program’s lines with its price shared by its courses’ prices', async () => {
    const result = await pay(['fellowship']);
    if (!result.ok) throw new Error(result.error);
    expect(
      await sql`
        select course_id, program_id, list_price_cents, paid_cents from order_lines
        where order_id = ${result.orderId} order by paid_cents, course_id`,
    ).toEqual([
      {
        course_id: 'module1',
        program_id: 'fellowship',
        list_price_cents: 285_000,
        paid_cents: 280_328,
      },
      {
        course_id: 'module2',
        program_id: 'fellowship',
        list_price_cents: 285_000,
        paid_cents: 280_328,
      },
      {
        course_id: 'clinical1',
        program_id: 'fellowship',
        list_price_cents: 650_000,
        paid_cents: 639_344,
      },
    ]);
  });

  it('refuses unknown ids, an empty selection and a program mixed with courses, storing nothing', async () => {
    for (const items of [[], ['module7'], ['fellowship', 'module1'], ['residency']]) {
      expect(await pay(items)).toMatchObject({ ok: false, reason: 'invalid' });
    }
    // The API's English text, besides the key the page translates.
    expect(await pay([])).toMatchObject({
      error: 'Please choose a program or at least one course.',
      message: { key: 'register.errors.empty' },
    });
    expect(await pay(['fellowship', 'module1'])).toMatchObject({
      error: 'Please choose either one program or individual courses, not both.',
    });
    expect(await pay(['module7'])).toMatchObject({ error: 'Unknown course or program: module7' });
    expect(await sql`select 1 from orders`).toHaveLength(0);
  });

  it('reuses the intent for an identical repeat, sequential or concurrent', async () => {
    const first = await pay(['fellowship']);
    const again = await pay(['fellowship']);
    expect(again).toMatchObject({ ok: true, reused: true });
    const racing = await Promise.all(Array.from({ length: 5 }, () => pay(['module1', 'module2'])));
    const secrets = new Set(racing.map((result) => result.ok && result.clientSecret));
    expect(first.ok && again.ok && first.clientSecret === again.clientSecret).toBe(true);
    expect(secrets.size).toBe(1);
    expect(await sql`select 1 from orders`).toHaveLength(2);
  });

  it('never reuses an intent for a changed selection or customer', async () => {
    const fellowship = await pay(['fellowship']);
    const mastership = await pay(['mastership']);
    const otherPhone = await pay(['fellowship'], { phone: '+1 310 555 0199' });
    if (!fellowship.ok || !mastership.ok || !otherPhone.ok) throw new Error('expected intents');
    expect(new Set([fellowship, mastership, otherPhone].map((r) => r.paymentIntentId)).size).toBe(
      3,
    );
    const amount = async (secret: string) =>
      (await stripe.paymentIntents.retrieve(intentIdOf(secret))).amount;
    expect(await amount(mastership.clientSecret)).toBe(3_500_000);
    expect(await amount(fellowship.clientSecret)).toBe(1_200_000);
  });

  it('offers a declined intent again, but not a paid one', async () => {
    const first = await pay(['module4']);
    if (!first.ok) throw new Error('expected an intent');
    await expect(
      stripe.paymentIntents.confirm(first.paymentIntentId, {
        payment_method: 'pm_card_chargeDeclined',
      }),
    ).rejects.toThrow('Your card was declined.');
    const retry = await pay(['module4']);
    expect(retry).toMatchObject({ ok: true, reused: true, paymentIntentId: first.paymentIntentId });

    await stripe.paymentIntents.confirm(first.paymentIntentId, { payment_method: 'pm_card_visa' });
    const afterPaying = await pay(['module4']);
    expect(afterPaying).toMatchObject({ ok: true, reused: false });
    expect(afterPaying.ok && afterPaying.paymentIntentId).not.toBe(first.paymentIntentId);
  });

  it('limits how many payments one address may start', async () => {
    const limited = { ...PAYMENT_RATE_LIMIT, key: '198.51.100.7' };
    await sql`
      insert into rate_limit_hits (bucket, key, expires_at)
      select ${limited.bucket}, ${limited.key}, now() + interval '10 minutes'
      from generate_series(1, ${limited.limit})`;
    const result = await createRegistrationPayment(
      { customer, selectedItems: ['module1'] },
      { stripe, clientAddress: limited.key },
    );
    expect(result).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(await sql`select 1 from orders`).toHaveLength(0);
  });
});
