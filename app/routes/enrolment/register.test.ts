/** /register's loader and its action for a form posted without JavaScript. */
import { afterAll, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../../tests/support/database';
import { routeArgs } from '../../../tests/support/routes';
import { insertLiveOffer } from '../../../tests/support/waiting-list';
import { action, loader } from './register';

// The page counts the seats left in each session.
const { url, sql } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

describe('GET /register', () => {
  it('gives the content prices, the registration e-mail, the preselection, kept a second at most', async () => {
    const result = await loader(
      routeArgs(
        new Request(
          'http://localhost/register?course=clinical1&date=Apr%2015-20%2C%202027&session=clinical1-2027-04',
        ),
      ),
    );
    // A visitor's page: live seat counts, shared for five seconds at most.
    expect(result.init?.headers).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=5',
    });
    expect(result.data).toMatchObject({
      registrationEmail: 'registration@bhimplantacademy.com',
      // No keys and no MOCKS in this test: online payment is off.
      payment: { mode: 'off', publishableKey: null, testMode: false },
      prefill: null,
      preselection: {
        option: 'option3',
        selectedSubItems: ['clinical1'],
        date: { courseId: 'clinical1', text: 'Apr 15-20, 2027' },
        sessionKey: 'clinical1-2027-04',
      },
      seatsLeft: { 'clinical1:clinical1-2027-04': 6 },
      returned: null,
    });
    expect(result.data.priceList.programs.map((p) => p.price)).toEqual([12000, 35000]);
  });

  it('opens a waiting-list offer: its course and session chosen, its details filled, its seat theirs', async () => {
    const token = 'A'.repeat(43);
    await insertLiveOffer(sql, { courseId: 'clinical1', sessionKey: 'clinical1-2027-04', token });
    const opened = await loader(routeArgs(new Request(`http://localhost/register?offer=${token}`)));
    // An offer's page holds the person's details: never shared.
    expect(opened.init?.headers).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(opened.data).toMatchObject({
      preselection: { selectedSubItems: ['clinical1'], sessionKey: 'clinical1-2027-04' },
      prefill: { name: 'Dr. Ada', email: 'Ada@example.com', locked: false },
      offer: { token, courseId: 'clinical1', sessionKey: 'clinical1-2027-04' },
      offerGone: false,
      seatsLeft: { 'clinical1:clinical1-2027-04': 6 },
    });
    // Everyone else sees the seat the offer holds as taken.
    const other = await loader(
      routeArgs(new Request('http://localhost/register?course=clinical1')),
    );
    expect(other.data).toMatchObject({
      offer: null,
      offerGone: false,
      seatsLeft: { 'clinical1:clinical1-2027-04': 5 },
    });
    // A lapsed, used or made-up offer only says so.
    for (const gone of ['B'.repeat(43), 'short', '<script>']) {
      const page = await loader(
        routeArgs(new Request(`http://localhost/register?offer=${encodeURIComponent(gone)}`)),
      );
      expect(page.data).toMatchObject({ offer: null, offerGone: true, prefill: null });
    }
    await resetDatabase(sql);
  });
});

describe('POST /register (no JavaScript)', () => {
  const post = (fields: Record<string, string | string[]>, query = '') => {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const one of [value].flat()) form.append(name, one);
    }
    return action(
      routeArgs(new Request(`http://localhost/register${query}`, { method: 'POST', body: form })),
    );
  };

  it('moves to the payment step when the form is complete', async () => {
    const result = await post({
      selectedOption: 'option3',
      selectedSubItems: ['module1', 'module4'],
      'sessions.module4': 'module4-2027-06',
      name: ' Jane ',
      email: 'jane@example.com',
      phone: '310 555 0100',
    });
    expect(result.init?.status).toBe(200);
    // The payment step goes on with the values checked, as the page's Continue does.
    expect(result.data.values).toEqual({
      name: 'Jane',
      email: 'jane@example.com',
      phone: '310 555 0100',
      selectedOption: 'option3',
      selectedSubItems: ['module1', 'module4'],
      sessions: { module4: 'module4-2027-06' },
    });
  });

  it('answers 400 with the field errors, or when nothing payable is chosen', async () => {
    const missing = await post({ selectedOption: 'fellowship', name: '', email: 'x', phone: '' });
    expect(missing.init?.status).toBe(400);
    expect(missing.data.values).toBeNull();
    expect(missing.data.submission.error).toMatchObject({
      name: ['forms.errors.nameRequired'],
      email: ['forms.errors.emailInvalid'],
      phone: expect.arrayContaining(['forms.errors.phoneRequired']),
    });
    const nothing = await post({
      selectedOption: 'option3',
      name: 'Jane',
      email: 'jane@example.com',
      phone: '310 555 0100',
    });
    expect(nothing.init?.status).toBe(400);
    expect(nothing.data.values).toBeNull();
  });

  it('says why a session is refused in the page’s language', async () => {
    const fields = {
      selectedOption: 'option3',
      selectedSubItems: ['module4'],
      name: 'Jane',
      email: 'jane@example.com',
      phone: '310 555 0100',
    };
    const spanish = await post(fields, '?lng=es');
    expect(spanish.init?.status).toBe(400);
    // The course named as the page names it (docs/decisions/0048).
    expect(spanish.data.submission.error).toMatchObject({
      '': [
        'Elija una fecha para Arcada completa: cirugía y rehabilitación (en línea, 24 horas de CE).',
      ],
    });
    const english = await post(fields);
    expect(english.data.submission.error).toMatchObject({
      '': ['Please choose a session for Full Arch Surgical & Restorative (Online, 24 CE Hours).'],
    });
  });

  it('refuses a session that filled since the page was shown with 409, naming it for the choice', async () => {
    // Five seats of Module 4's June session paid for, the sixth held by a waiting-list offer.
    for (let index = 0; index < 5; index++) {
      const email = `booked${index}@example.com`;
      const [order] = await sql<{ id: string }[]>`
        insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                            request_fingerprint)
        values (${email}, 'Booked', '310 555 0100', '{module4}', '{module4}', 295000,
                ${`fp-full-${index}`})
        returning id`;
      await sql`
        insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                   held_until, capacity, booked_at)
        values ('module4', 'module4-2027-06', ${order!.id}, ${email}, 'booked', now(), 6, now())`;
    }
    const token = 'C'.repeat(43);
    await insertLiveOffer(sql, { courseId: 'module4', sessionKey: 'module4-2027-06', token });
    const fields = {
      selectedOption: 'option3',
      selectedSubItems: ['module1', 'module4'],
      'sessions.module4': 'module4-2027-06',
      name: 'Jane',
      email: 'jane@example.com',
      phone: '310 555 0100',
    };
    const full = await post(fields);
    expect(full.init?.status).toBe(409);
    expect(full.data).toMatchObject({
      values: null,
      full: { courseId: 'module4', sessionKey: 'module4-2027-06' },
    });
    // The choice comes back as posted, for the page to show it with the refusal beside it.
    expect(full.data.submission.initialValue).toMatchObject({
      selectedSubItems: ['module1', 'module4'],
    });
    // The offer's reader takes the seat the offer holds for them.
    const offered = await post(fields, `?offer=${token}`);
    expect(offered.init?.status).toBe(200);
    expect(offered.data.values).toMatchObject({ email: 'jane@example.com' });
    await resetDatabase(sql);
  });
});
