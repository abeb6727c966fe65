/** The staff order page as the server renders it: a cancellation in its log reads as words. */
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';

import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';
import type { OrderLedger } from '~/orders/ledger';

import { OrderLedgerPage } from './OrderLedgerPage';

const ledger: OrderLedger = {
  order: {
    id: '3f2a9c1b-0000-4000-8000-000000000001',
    reference: '3F2A9C1B',
    name: 'Dr. Ada',
    email: 'ada@example.com',
    phone: '+1 310 555 0100',
    selectedItems: ['clinical1'],
    amountCents: 650_000,
    currency: 'usd',
    status: 'completed',
    createdAt: '2026-11-20T15:00:00.000Z',
    completedAt: '2026-11-20T15:04:05.000Z',
    creditCents: 0,
  },
  lines: [],
  payments: [],
  balance: { paidCents: 650_000, refundedCents: 0, balanceCents: 650_000 },
  log: [
    {
      id: 1,
      at: '2027-04-02T16:00:00.000Z',
      actorKind: 'staff',
      actor: 'registrar@example.com',
      event: 'cancelled',
      details: {
        courseId: 'clinical1',
        sessionKey: 'clinical1-2027-04',
        channel: 'email',
        requestedAt: '2027-04-01T07:00:00.000Z',
        percent: 50,
        amountCents: 325_000,
        destination: 'card',
      },
    },
    {
      id: 2,
      at: '2027-04-02T16:00:01.000Z',
      actorKind: 'staff',
      actor: 'registrar@example.com',
      event: 'refund-issued',
      details: { amountCents: 325_000, reason: 'cancellation', parts: 1 },
    },
  ],
  needsAttention: false,
};

it('writes a cancellation’s log entry in words, other entries with labels', () => {
  const html = renderToString(
    <TranslationProvider language="en" texts={resources.en.common}>
      <OrderLedgerPage
        ledger={ledger}
        courseNames={{ clinical1: 'Clinical 1' }}
        sessionNames={{ 'clinical1:clinical1-2027-04': 'Apr 15-20, 2027' }}
        notice={null}
        error={null}
        noteMax={2000}
        cancellations={[]}
        cancelEntry={null}
        cancelAnswer={null}
      />
    </TranslationProvider>,
  ).replace(/<!-- -->/g, '');
  expect(html).toContain(
    'Course cancelled</span><span class="whitespace-pre-line">: Clinical 1 (Apr 15-20, 2027) — received by e-mail Apr 1, 2027, 00:00 PDT — 50%: $3,250.00 refunded to the card</span>',
  );
  // Other entries: labels, not the code's field names.
  expect(html).toContain('Amount: $3,250.00, Reason: cancellation, Refunds: 1');
  expect(html).not.toContain('amountCents');
  expect(html).toContain('id="cancellations-title"');
});

it.each([
  [0, false],
  [150_000, true],
])(
  'shows what credit paid (%i cents) beside the card payments only when some did',
  (credit, shown) => {
    const html = renderToString(
      <TranslationProvider language="en" texts={resources.en.common}>
        <OrderLedgerPage
          ledger={{ ...ledger, order: { ...ledger.order, creditCents: credit } }}
          courseNames={{}}
          sessionNames={{}}
          notice={null}
          error={null}
          noteMax={2000}
          cancellations={[]}
          cancelEntry={null}
          cancelAnswer={null}
        />
      </TranslationProvider>,
    ).replace(/<!-- -->/g, '');
    expect(html.includes('<dt>Paid with credit</dt><dd class="text-right">$1,500.00</dd>')).toBe(
      shown,
    );
  },
);

it('shows a plan past due beyond its grace period, with its schedule, in each language', () => {
  const plan = {
    status: 'past_due' as const,
    pastDueSince: '2027-02-15T17:00:00.000Z',
    bookingsRefused: true,
    months: 2,
    feeCents: 37_500,
    closedCourses: [],
    payments: [
      {
        number: 1,
        dueDate: '2027-01-15',
        amountCents: 1_787_500,
        status: 'paid' as const,
        attempts: 1,
        nextRetryAt: null,
        failureReason: null,
      },
      {
        number: 2,
        dueDate: '2027-02-15',
        amountCents: 1_750_000,
        status: 'failed' as const,
        attempts: 1,
        nextRetryAt: '2027-02-18T17:00:00.000Z',
        failureReason: 'card_declined (generic_decline): Your card was declined.',
      },
    ],
  };
  const render = (language: 'en' | 'es') =>
    renderToString(
      <TranslationProvider language={language} texts={resources[language].common}>
        <OrderLedgerPage
          ledger={ledger}
          courseNames={{}}
          sessionNames={{}}
          notice={null}
          error={null}
          noteMax={2000}
          cancellations={[]}
          cancelEntry={null}
          cancelAnswer={null}
          plan={plan}
        />
      </TranslationProvider>,
    ).replace(/<!-- -->/g, '');
  const en = render('en');
  expect(en).toContain('Monthly payments (2)');
  expect(en).toContain('Past due: a payment was declined and is not paid yet.');
  expect(en).toContain('the student cannot book new sessions until the payment is made');
  expect(en).toContain('February 15, 2027');
  expect(en).toContain('$17,500.00');
  expect(en).toContain('Declined — card_declined (generic_decline)');
  // What the plan collected and has due, not the order's total as paid; lines are shares.
  expect(en).toContain(
    'Collected</dt><dd class="tabular-nums">Paid $17,875.00 of $35,375.00 · next $17,500.00 on Feb 15, 2027 · past due</dd>',
  );
  expect(en).toContain('>Share of the price</th>');
  const es = render('es');
  expect(es).toContain('Pagos mensuales (2)');
  expect(es).toContain('el estudiante no puede reservar nuevas fechas');
  expect(es).toContain('Pagado USD 17,875.00 de USD 35,375.00 · próximo pago USD 17,500.00 el');
  // Paid in full: no plan section.
  expect(
    renderToString(
      <TranslationProvider language="en" texts={resources.en.common}>
        <OrderLedgerPage
          ledger={ledger}
          courseNames={{}}
          sessionNames={{}}
          notice={null}
          error={null}
          noteMax={2000}
          cancellations={[]}
          cancelEntry={null}
          cancelAnswer={null}
        />
      </TranslationProvider>,
    ),
  ).not.toContain('plan-title');
});
