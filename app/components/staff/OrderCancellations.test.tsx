/**
 * The order page's cancellations as the server renders them, in English and Spanish: the list,
 * the entry form (plain HTML forms, the received time's zone in its label), the quote and its
 * confirmation, a changed quote, a refusal, and a cancellation's log line.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { CancellationRecord, StaffCancelAnswer } from '~/cancellations/staff-entry';
import { resources } from '~/i18n/resources';
import { translate } from '~/i18n/translate';
import { TranslationProvider } from '~/i18n/translation';
import type { LedgerLine, OrderLedger } from '~/orders/ledger';

import { cancelledLogText } from './cancellation-text';
import { OrderCancellations } from './OrderCancellations';

const order: OrderLedger['order'] = {
  id: '3f2a9c1b-0000-4000-8000-000000000001',
  reference: '3F2A9C1B',
  name: 'Dr. Ada',
  email: 'ada@example.com',
  phone: '+1 310 555 0100',
  selectedItems: ['clinical1', 'module2'],
  amountCents: 900_000,
  currency: 'usd',
  status: 'completed',
  createdAt: '2026-11-20T15:00:00.000Z',
  completedAt: '2026-11-20T15:04:05.000Z',
  creditCents: 0,
};

const line = (courseId: string, sessionKey: string, paidCents: number): LedgerLine => ({
  courseId,
  programId: null,
  listPriceCents: paidCents,
  paidCents,
  priceTier: 'registration',
  sessionKey,
  seatStatus: 'booked',
});

const lines = [
  line('clinical1', 'clinical1-2027-04', 650_000),
  line('module2', 'module2-2027-03', 250_000),
];
const names = {
  courseNames: { clinical1: 'Clinical 1', module2: 'Module 2' },
  sessionNames: {
    'clinical1:clinical1-2027-04': 'Apr 15-20, 2027',
    'module2:module2-2027-03': 'Mar 4-6, 2027',
  },
};

const entry = {
  courseIds: ['clinical1'],
  min: '2026-11-20T07:04',
  max: '2027-04-10T12:00',
  timeZone: 'America/Los_Angeles',
};

const cancelled: CancellationRecord = {
  courseId: 'module2',
  channel: 'email',
  requestedAt: '2027-02-01T17:30:00.000Z',
  actorKind: 'staff',
  actor: 'registrar@example.com',
  sessionKey: 'module2-2027-03',
  firstDay: '2027-03-04',
  percent: 100,
  amountCents: 250_000,
  destination: 'credit',
  createdAt: '2027-02-02T10:00:00.000Z',
};

const quoted = (more: Partial<StaffCancelAnswer> = {}): StaffCancelAnswer => ({
  form: 'cancel',
  fields: { courseId: 'clinical1', received: '2027-04-01T00:00', destination: 'card' },
  error: null,
  changed: false,
  quote: {
    courseId: 'clinical1',
    received: '2027-04-01T00:00',
    receivedAt: '2027-04-01T07:00:00.000Z',
    destination: 'card',
    percent: 50,
    amountCents: 325_000,
    sessionKey: 'clinical1-2027-04',
    firstDay: '2027-04-15',
  },
  ...more,
});

function render(
  props: Partial<Parameters<typeof OrderCancellations>[0]>,
  language: 'en' | 'es' = 'en',
) {
  return renderToString(
    <TranslationProvider language={language} texts={resources[language].common}>
      <OrderCancellations
        order={order}
        lines={lines}
        cancellations={[]}
        entry={entry}
        answer={null}
        entered={false}
        {...names}
        {...props}
      />
    </TranslationProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('OrderCancellations', () => {
  it('offers a plain form: the course, the received time in the academy’s zone, card or credit', () => {
    const html = render({});
    expect(html).toContain('No course of this order is cancelled.');
    expect(html).toContain('<form method="post" action="#cancel-entry"');
    expect(html).toContain(
      'Date and time the e-mail was received, academy time (America/Los_Angeles)',
    );
    expect(html).toMatch(
      /<input id="cancel-received" name="received" type="datetime-local" required="" min="2026-11-20T07:04" max="2027-04-10T12:00"/,
    );
    expect(html).toContain(
      '<option value="clinical1" selected="">Clinical 1 (Apr 15-20, 2027)</option>',
    );
    // The card by default.
    expect(html).toMatch(/<input type="radio" name="destination"[^>]*checked=""[^>]*value="card"/);
    expect(html).not.toMatch(/checked=""[^>]*value="credit"/);
    expect(html).toContain('name="intent" value="cancel-quote"');
    // No quote yet, so nothing to confirm.
    expect(html).not.toContain('cancel-confirm');
  });

  it.each([
    [
      'en',
      'card',
      'Clinical 1 (Apr 15-20, 2027), received Apr 1, 2027, 00:00 PDT.',
      '50% of $6,500.00: $3,250.00, refunded to the card.',
    ],
    [
      'en',
      'credit',
      'Clinical 1 (Apr 15-20, 2027), received Apr 1, 2027, 00:00 PDT.',
      '50% of $6,500.00: $3,250.00, as credit to ada@example.com.',
    ],
    [
      'es',
      'card',
      'Clinical 1 (Apr 15-20, 2027), recibida el 1 abr 2027, 00:00 PDT.',
      '50 % de USD 6,500.00: USD 3,250.00, reembolsados a la tarjeta.',
    ],
  ] as const)(
    'shows the quote (%s, %s) and a confirmation posting it',
    (language, destination, when, amount) => {
      const answer = quoted();
      answer.quote!.destination = destination;
      const html = render({ answer }, language);
      expect(html).toContain(when);
      expect(html).toContain(amount);
      for (const [name, value] of [
        ['courseId', 'clinical1'],
        ['received', '2027-04-01T00:00'],
        ['destination', destination],
        ['expectedPercent', '50'],
        ['expectedCents', '325000'],
      ]) {
        expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
      }
      expect(html).toContain('name="intent" value="cancel-confirm"');
    },
  );

  it('says nothing is refunded at 0%, that a changed quote was not applied, and why an entry is refused', () => {
    const nothing = quoted();
    nothing.quote = { ...nothing.quote!, percent: 0, amountCents: 0 };
    expect(render({ answer: nothing })).toContain('Nothing is refunded at that time (0%).');
    expect(render({ answer: quoted({ changed: true }) })).toMatch(
      /role="alert"[^>]*>The refund changed since it was shown/,
    );
    const refused = render({
      answer: { ...quoted(), quote: null, error: 'receivedBeforePaid' },
    });
    expect(refused).toContain(
      'The time received is before the order was paid (Nov 20, 2026, 07:04 PST).',
    );
    expect(refused).toMatch(/id="cancel-received"[^>]*aria-invalid="true"/);
    expect(refused).toContain('value="2027-04-01T00:00"');
    // A refusal shows even when no course is left to enter.
    expect(
      render(
        {
          entry: { ...entry, courseIds: [] },
          answer: { ...quoted(), quote: null, error: 'alreadyCancelled' },
        },
        'es',
      ),
    ).toContain('Este curso ya está cancelado.');
  });

  it('lists a cancellation: when it counted from, how, percent, amount and where the money went', () => {
    const html = render({ cancellations: [cancelled], entered: true });
    expect(html).toContain('Cancellation entered. The student and the academy are e-mailed.');
    for (const cell of [
      'Module 2 (Mar 4-6, 2027)',
      'Feb 1, 2027, 09:30 PST',
      'By e-mail, entered by registrar@example.com',
      '100%',
      '$2,500.00',
      'Credit',
    ]) {
      expect(html).toContain(`>${cell}</`);
    }
    expect(render({ entry: null })).not.toContain('<form');
  });
});

describe('cancelledLogText', () => {
  const t = (language: 'en' | 'es') => (key: string, options?: Record<string, unknown>) =>
    translate(resources[language].common, language, key, options);

  it.each([
    [
      'en',
      { channel: 'email', destination: 'card', percent: 50, amountCents: 325_000 },
      'Clinical 1 (Apr 15-20, 2027) — received by e-mail Apr 1, 2027, 00:00 PDT — 50%: $3,250.00 refunded to the card',
    ],
    [
      'en',
      { channel: 'account', destination: 'credit', percent: 100, amountCents: 650_000 },
      'Clinical 1 (Apr 15-20, 2027) — asked in the account Apr 1, 2027, 00:00 PDT — 100%: $6,500.00 as credit',
    ],
    [
      'en',
      { channel: 'email', destination: 'card', percent: 0, amountCents: 0 },
      'Clinical 1 (Apr 15-20, 2027) — received by e-mail Apr 1, 2027, 00:00 PDT — nothing refunded (0%)',
    ],
    [
      'es',
      { channel: 'email', destination: 'card', percent: 50, amountCents: 325_000 },
      'Clinical 1 (Apr 15-20, 2027) — recibida por correo electrónico el 1 abr 2027, 00:00 PDT — 50 %: USD 3,250.00 reembolsados a la tarjeta',
    ],
  ] as const)('%s: %j', (language, more, text) => {
    const details = {
      courseId: 'clinical1',
      sessionKey: 'clinical1-2027-04',
      requestedAt: '2027-04-01T07:00:00.000Z',
      ...more,
    };
    expect(cancelledLogText(details, t(language), language, names)).toBe(text);
  });

  it('leaves details that are not a cancellation’s to the generic text', () => {
    expect(cancelledLogText({ note: 'x' }, t('en'), 'en', names)).toBeNull();
  });
});
