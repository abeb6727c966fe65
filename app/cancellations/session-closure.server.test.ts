/**
 * The academy closing a session, on real PostgreSQL with the Stripe stand-in: every registrant
 * refunded in full once (however often the job runs), credit instead, the waiting list told and
 * closed, unpaid holds released, nothing booked or joined after, and the report.
 */
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';

import { creditBalance } from '~/credits/ledger.server';
import { loadPriceList } from '~/prices/price-list.server';
import { holdSeats, SessionFull } from '~/sessions/seat-holds.server';
import { joinWaitingList } from '~/sessions/waiting-list-entries.server';

import { resetDatabase } from '../../tests/support/database';
import { paidOrdersHarness, quiet } from '../../tests/support/paid-orders';
import { FUTURE_SESSION, withFutureSession } from '../../tests/support/price-list';
import { customer } from '../../tests/support/stripe';
import { loadCancelPolicy } from './policy.server';
import { choiceOffer, settleChoice } from './session-choice.server';
import { type CloseRequest, closeSession } from './session-closure.server';

const { sql, stripe, paidOrder, refundsAtStripe } = await paidOrdersHarness();
const policy = await loadCancelPolicy();
const SESSION = { courseId: 'clinical1', sessionKey: 'clinical1-2027-04' };
const close = (more: Partial<CloseRequest> = {}, client: Stripe = stripe) =>
  closeSession(
    {
      ...SESSION,
      kind: 'cancelled',
      remedy: 'refund',
      staffEmail: 'registrar@academy.test',
      ...more,
    },
    { sql, stripe: client, policy, log: quiet },
  );

/** A registrant of the session, paid and fulfilled. */
const registrant = (name: string) =>
  paidOrder(['clinical1'], {
    customer: { ...customer, name: `Dr. ${name}`, email: `${name}@example.com` },
  });

beforeEach(() => resetDatabase(sql));

describe('the academy closes a session', () => {
  it('refunds every registrant in full once, even run again after a failure, and reports it', async () => {
    const ana = await registrant('ana');
    const ben = await registrant('ben');
    // Stripe is unreachable for Ben's refund during the first run.
    const flaky = Object.create(stripe) as Stripe;
    Object.defineProperty(flaky, 'refunds', {
      value: {
        ...stripe.refunds,
        create: async (...args: Parameters<Stripe['refunds']['create']>) => {
          if (args[0]?.payment_intent === ben.paymentIntentId) {
            throw new Stripe.errors.StripeConnectionError({ message: 'connect ECONNREFUSED' });
          }
          return stripe.refunds.create(...args);
        },
      },
    });
    const first = await close({}, flaky);
    expect(first).toMatchObject({
      kind: 'cancelled',
      remedy: 'refund',
      actor: 'registrar@academy.test',
    });
    expect(first.outcomes.map((row) => [row.name, row.outcome, row.amountCents])).toEqual([
      ['Dr. ana', 'refunded', 650_000],
      ['Dr. ben', 'refund-asked', 650_000],
    ]);

    // Run again (Stripe back): Ben's refund is asked under the same key; Ana is not refunded twice.
    const again = await close({ remedy: 'credit', kind: 'postponed' });
    expect(again).toMatchObject({ kind: 'cancelled', remedy: 'refund' });
    expect(again.outcomes.map((row) => [row.name, row.outcome])).toEqual([
      ['Dr. ana', 'refunded'],
      ['Dr. ben', 'refund-asked'],
    ]);
    await sql`update order_payments set created_at = now() - interval '2 minutes' where status = 'requested'`;
    const { followUpRefunds } = await import('~/refunds/stripe-refunds.server');
    await followUpRefunds({ sql, stripe, log: quiet });
    const third = await close();
    expect(third.outcomes.map((row) => [row.name, row.outcome])).toEqual([
      ['Dr. ana', 'refunded'],
      ['Dr. ben', 'refunded'],
    ]);
    expect(await refundsAtStripe(ana.paymentIntentId)).toEqual([650_000]);
    expect(await refundsAtStripe(ben.paymentIntentId)).toEqual([650_000]);
    const mails = await sql<{ kind: string; text_body: string }[]>`
      select kind, text_body from outbox_emails where kind = 'course-cancelled' order by id`;
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text_body).toContain('the academy has had to cancel');
  });

  it('gives credit instead when staff choose it', async () => {
    const ana = await registrant('ana');
    const report = await close({ remedy: 'credit' });
    expect(report.outcomes.map((row) => row.outcome)).toEqual(['credited']);
    expect(await refundsAtStripe(ana.paymentIntentId)).toEqual([]);
    expect((await creditBalance(sql, 'ana@example.com')).availableCents).toBe(650_000);
  });

  it('closes the session: holds released, the waiting list told and closed, nothing booked or joined after', async () => {
    const [held] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents, request_fingerprint)
      values ('holder@example.com', 'Holder', '555', '{clinical1}', '{clinical1}', 650000, 'fp-held')
      returning id`;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status, held_until, capacity)
      values (${SESSION.courseId}, ${SESSION.sessionKey}, ${held!.id}, 'holder@example.com', 'held',
              now() + interval '20 minutes', 6)`;
    await sql`
      insert into waiting_list (course_id, session_key, name, email, email_normalized, phone, language,
                                status, confirmed_at)
      values (${SESSION.courseId}, ${SESSION.sessionKey}, 'Dr. Waiting', 'Waiting@example.com',
              'waiting@example.com', '555', 'es', 'waiting', now())`;

    expect((await close()).outcomes).toEqual([]);
    expect(await sql`select status from session_seats`).toEqual([{ status: 'released' }]);
    expect(await sql`select status from waiting_list`).toEqual([{ status: 'left' }]);
    const [told] = await sql<{ to_address: string; subject: string }[]>`
      select to_address, subject from outbox_emails where kind = 'waiting-list-closed'`;
    expect(told).toEqual({
      to_address: 'Waiting@example.com',
      subject: 'Fecha cancelada: Cirugía básica e intermedia (Beverly Hills)',
    });

    const seat = { ...SESSION, capacity: 6 };
    await expect(
      sql.begin((tx) =>
        holdSeats(tx, {
          orderId: held!.id,
          email: 'holder@example.com',
          seats: [seat],
          holdMinutes: 20,
          offer: null,
          from: null,
        }),
      ),
    ).rejects.toBeInstanceOf(SessionFull);
    const academy = {
      name: 'Academy',
      email: 'registration@academy.test',
      origin: 'http://localhost',
    };
    expect(
      await sql.begin((tx) =>
        joinWaitingList(
          tx,
          { ...SESSION, name: 'Late', email: 'late@example.com', phone: '555', language: 'en' },
          {
            session: { ...SESSION, capacity: 6 } as never,
            confirmed: true,
            clientAddress: null,
            academy: academy as never,
          },
        ),
      ),
    ).toBe('closed');
  });
});

describe('registrants choose', () => {
  const tokenOf = async (email: string) => {
    const [mail] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails where kind = 'session-choice' and to_address = ${email}`;
    return /session-choice\?token=([\w-]{43})/.exec(mail!.text_body)![1]!;
  };

  it('each gets a link once; a move, a refund and credit are each made once', async () => {
    const priceList = withFutureSession(await loadPriceList(), 'clinical1', 6);
    const ana = await registrant('ana');
    const ben = await registrant('ben');
    const cleo = await registrant('cleo');
    const report = await close({ remedy: 'choose' });
    expect(report.outcomes.map((row) => [row.name, row.outcome, row.amountCents])).toEqual([
      ['Dr. ana', 'choice-offered', 650_000],
      ['Dr. ben', 'choice-offered', 650_000],
      ['Dr. cleo', 'choice-offered', 650_000],
    ]);
    await close({ remedy: 'choose' });
    const offers = await sql`select 1 from outbox_emails where kind = 'session-choice'`;
    expect(offers).toHaveLength(3);

    const deps = { sql, stripe, policy, priceList, log: quiet };
    const anaToken = await tokenOf('ana@example.com');
    expect(await choiceOffer(anaToken, deps)).toMatchObject({
      courseId: 'clinical1',
      amountCents: 650_000,
      sessions: [{ key: FUTURE_SESSION.key }],
      chosen: false,
    });
    expect(
      await settleChoice(anaToken, { kind: 'move', sessionKey: 'clinical1-2027-04' }, deps),
    ).toBe('full');
    expect(
      await settleChoice(anaToken, { kind: 'move', sessionKey: FUTURE_SESSION.key }, deps),
    ).toBe('moved');
    expect(await settleChoice(anaToken, { kind: 'refund' }, deps)).toBe('used');
    const [seat] =
      await sql`select session_key, status from session_seats where order_id = ${ana.orderId}`;
    expect(seat).toEqual({ session_key: FUTURE_SESSION.key, status: 'booked' });

    const benToken = await tokenOf('ben@example.com');
    const [first, second] = await Promise.all([
      settleChoice(benToken, { kind: 'refund' }, deps),
      settleChoice(benToken, { kind: 'credit' }, deps),
    ]);
    expect([first, second].sort()).toEqual(['refunded', 'used'].sort() as string[]);
    expect(await refundsAtStripe(ben.paymentIntentId)).toEqual([650_000]);
    expect((await creditBalance(sql, 'ben@example.com')).availableCents).toBe(0);

    expect(await settleChoice(await tokenOf('cleo@example.com'), { kind: 'credit' }, deps)).toBe(
      'credited',
    );
    expect((await creditBalance(sql, 'cleo@example.com')).availableCents).toBe(650_000);
    expect(await refundsAtStripe(cleo.paymentIntentId)).toEqual([]);

    const after = await close({ remedy: 'choose' });
    expect(after.outcomes.map((row) => [row.name, row.outcome])).toEqual([
      ['Dr. ana', 'moved'],
      ['Dr. ben', 'refunded'],
      ['Dr. cleo', 'credited'],
    ]);
    expect(await settleChoice('x'.repeat(43), { kind: 'refund' }, deps)).toBe('unknown');
  });
});
