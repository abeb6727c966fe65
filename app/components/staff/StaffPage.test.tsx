/**
 * /staff's page as the server renders it, in English and Spanish: states the end-to-end run
 * (whose bundled dates are all past) does not reach: a content session under way, an empty one,
 * nothing upcoming, and orders needing attention.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';
import type { AttentionOrder } from '~/orders/ledger';
import type { SessionRoster } from '~/sessions/roster';

import { StaffPage } from './StaffPage';

async function render(
  props: Partial<Parameters<typeof StaffPage>[0]>,
  language: 'en' | 'es' = 'en',
) {
  return renderToString(
    <TranslationProvider language={language} texts={resources[language].common}>
      <StaffPage
        sessions={[]}
        unlisted={[]}
        unlistedDays={180}
        attention={[]}
        courseNames={{ clinical1: 'Clinical 1' }}
        {...props}
      />
    </TranslationProvider>,
  );
}

const session: SessionRoster = {
  courseId: 'clinical1',
  courseName: 'Clinical 1',
  key: 'c1-2027-04',
  dateText: 'Apr 1-6, 2027',
  startDate: '2027-04-01',
  endDate: '2027-04-06',
  location: 'Miami, FL',
  inContent: true,
  underWay: true,
  capacity: 6,
  booked: 1,
  held: 2,
  left: 3,
  waiting: 2,
  waitingList: [
    {
      name: 'Dr. Offered',
      email: 'offered@example.com',
      phone: '555 0101',
      status: 'offered',
      askedAt: '2027-01-01T18:00:00.000Z',
      confirmedAt: '2027-01-01T18:30:00.000Z',
      offerUntil: '2027-01-05T20:00:00.000Z',
    },
    {
      name: 'Dr. <Next>',
      email: 'next@example.com',
      phone: '555 0102',
      status: 'waiting',
      askedAt: null,
      confirmedAt: '2027-01-02T18:30:00.000Z',
      offerUntil: null,
    },
  ],
  attendees: [
    {
      orderId: '3f2a9c1b-0000-4000-8000-000000000001',
      name: 'Dr. <Ada>',
      email: 'ada@example.com',
      phone: '+1 310 555 0100',
      amountCents: 750000,
      plan: null,
      bookedAt: '2027-01-02T10:05:00.000Z',
      movedFrom: null,
      movedAt: null,
    },
  ],
};

const order: AttentionOrder = {
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  name: 'Dr. Late',
  email: 'late@example.com',
  phone: '555',
  amountCents: 750000,
  status: 'completed',
  courseIds: ['clinical1'],
  notes: ['Paid after its hold lapsed; full: Clinical 1, Apr 1-6, 2027'],
  createdAt: '2027-01-01T00:00:00.000Z',
  completedAt: '2027-01-03T08:00:00.000Z',
  refundable: false,
};

describe('StaffPage', () => {
  it('shows a session’s seats, its attendees (escaped) and its CSV link, and the orders needing attention', async () => {
    const html = await render({
      sessions: [
        session,
        { ...session, key: 'c1-2027-06', underWay: false, attendees: [], waitingList: [] },
      ],
      attention: [order],
    });
    expect(html).toContain('<caption class="sr-only">Upcoming sessions</caption>');
    expect(html).toContain('Attendees of Clinical 1, Apr 1-6, 2027');
    expect(html).toContain('>Waiting</th>');
    expect(html).toContain('Left 3 · Waiting 2');
    // Who waits: the offer with its deadline, then the line, numbered from 1.
    expect(html).toContain('Waiting list of Clinical 1, Apr 1-6, 2027');
    expect(html).toMatch(
      /<td[^>]*><\/td><th scope="row"[^>]*>Dr. Offered<\/th>.*Offered a seat<\/td><td[^>]*>Jan 1, 2027, 10:00 PST<\/td><td[^>]*>Jan 1, 2027, 10:30 PST<\/td><td[^>]*>Jan 5, 2027, 12:00 PST<\/td>/,
    );
    expect(html).toMatch(
      /<td[^>]*>1<\/td><th scope="row"[^>]*>Dr. &lt;Next&gt;<\/th>.*In line<\/td>/,
    );
    expect(html).toContain('No one is on the waiting list.');
    expect(html).toContain('under way');
    expect(html).toContain('Dr. &lt;Ada&gt;');
    expect(html).toContain('$7,500.00');
    // The academy's time with its zone; short order references, never the whole id.
    expect(html).toContain('Jan 2, 2027, 02:05 PST');
    // A roster's reference links to its order page.
    expect(html).toContain(
      '<a href="/staff/orders/3f2a9c1b-0000-4000-8000-000000000001" class="text-brand-900 underline">3F2A9C1B</a></td>',
    );
    // An order needing attention links to its order page.
    expect(html).toContain(
      '<a href="/staff/orders/a1b2c3d4-0000-4000-8000-000000000002" class="text-brand-900 underline">A1B2C3D4</a></td>',
    );
    // The whole id is in the links only, never shown.
    expect(html).not.toContain('>3f2a9c1b-0000');
    expect(html).not.toContain('>a1b2c3d4-0000');
    expect(html).toContain('href="/staff/sessions/clinical1/c1-2027-04.csv"');
    expect(html).toContain('No one has booked this session yet.');
    expect(html).toContain('scope="row"');
    expect(html).toContain('Paid after its hold lapsed; full: Clinical 1, Apr 1-6, 2027');
    expect(html).toContain('Jan 3, 2027, 00:00 PST');
    expect(html).not.toContain('No order needs attention.');
    expect(html).not.toContain('not among the course');
  });

  it('says when nothing is upcoming and no order needs attention, in Spanish too', async () => {
    expect(await render({})).toContain('No upcoming sessions in the content.');
    const spanish = await render({}, 'es');
    expect(spanish).toContain('No hay próximas sesiones en el contenido.');
    expect(spanish).toContain('Ningún pedido requiere atención.');
  });

  it('lists seats in a session not in content apart', async () => {
    const html = await render({
      unlisted: [{ ...session, inContent: false, underWay: false, dateText: 'c1-gone' }],
    });
    expect(html).toContain('Seats in dates that are not in the content');
    expect(html).toContain('not in content');
    expect(html).toContain('in the last 180 days');
  });

  it('shows a monthly plan’s attendee as collected of the total with the next payment, and past sessions', async () => {
    const planned = {
      ...session,
      attendees: [
        {
          ...session.attendees[0]!,
          amountCents: 3_500_000,
          plan: {
            status: 'active' as const,
            collectedCents: 231_952,
            dueCents: 3_305_548,
            totalCents: 3_537_500,
            next: { amountCents: 194_444, dueDate: '2027-01-07' },
          },
        },
      ],
    };
    const past = [
      {
        courseId: 'clinical1',
        courseName: 'Clinical 1',
        key: 'c1-2026-04',
        dateText: 'Apr 1-6, 2026',
        startDate: '2026-04-01',
        endDate: '2026-04-06',
      },
    ];
    const en = (await render({ sessions: [planned], past })).replace(/<!-- -->/g, '');
    expect(en).toContain('Paid $2,319.52 of $35,375.00 · next $1,944.44 on Jan 7, 2027');
    expect(en).not.toContain('$35,000.00');
    expect(en).toContain('Past sessions');
    expect(en).toContain('href="/staff/sessions/clinical1/c1-2026-04/attendance"');
    // The order search, a GET form with its label.
    expect(en).toMatch(/<form method="get" action="\/staff\/orders" role="search"/);
    expect(en).toContain('<label for="order-search"');
    const es = (await render({ sessions: [planned], past }, 'es')).replace(/<!-- -->/g, '');
    expect(es).toContain('Pagado USD 2,319.52 de USD 35,375.00 · próximo pago USD 1,944.44 el');
    expect(es).toContain('Sesiones pasadas');
  });
});
