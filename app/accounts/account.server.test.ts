import { describe, expect, it } from 'vitest';

import { recordRefundedTotal } from '~/refunds/lifecycle.server';

import { insertOrder, makeUser, uniqueEmail, useTestDatabase } from '../../tests/support/auth';
import { loadAccount, registrationPrefill } from './account.server';

const { sql } = await useTestDatabase();

describe('loadAccount', () => {
  it('is empty for a new account, with its e-mail and Member Since date', async () => {
    const user = await makeUser(sql, uniqueEmail(), { verified: true });
    expect(await loadAccount(sql, user.id)).toEqual({
      emailVerified: true,
      profile: {
        name: null,
        email: user.email,
        phone: null,
        createdAt: user.createdAt.toISOString(),
      },
      activeCourses: {},
      transactions: [],
      bookings: {},
    });
  });

  it("shows the student's orders and grants, and nobody else's", async () => {
    const mine = uniqueEmail('mine');
    const theirs = uniqueEmail('theirs');
    const user = await makeUser(sql, mine, { verified: true });
    await makeUser(sql, theirs, { verified: true });
    // Paid before the account existed, with another case of the address: still theirs.
    const first = await insertOrder(sql, {
      email: mine.toUpperCase(),
      name: 'Dr. Old Name',
      items: ['module1', 'module2'],
      amountCents: 570000,
    });
    const second = await insertOrder(sql, {
      email: mine,
      name: 'Dr. Jane Mine',
      phone: '+1 310 555 0101',
      items: ['clinical1'],
      amountCents: 650000,
      status: 'pending',
      userId: user.id,
    });
    // Someone else's unpaid order with the address: not the student's, nor its details.
    await insertOrder(sql, {
      email: mine,
      name: 'Dr. Stranger',
      phone: '+1 999 555 0000',
      items: ['module3'],
      amountCents: 285000,
      status: 'pending',
    });
    await insertOrder(sql, {
      email: theirs,
      name: 'Dr. Other',
      phone: '+1 310 555 0199',
      items: ['mastership'],
      courseIds: ['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2'],
      amountCents: 3500000,
    });

    const account = await loadAccount(sql, user.id);
    // Name and phone from the order paid to the confirmed address (the student paid, then
    // signed up), never from the stranger's unpaid one.
    expect(account.profile).toMatchObject({ name: 'Dr. Old Name', phone: '310-555-0100' });
    expect(account.activeCourses).toEqual({ module1: true, module2: true });
    expect(account.transactions).toEqual([
      {
        id: second,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        selectedItems: ['clinical1'],
        amount: 650000,
        status: 'pending',
      },
      expect.objectContaining({ id: first, amount: 570000, status: 'completed' }),
    ]);
    expect(JSON.stringify(account)).not.toMatch(/Dr\. Other|mastership|3500000|555 0199|module3/);
  });

  it('gives the amount refunded of a partly refunded order, and nothing more for others', async () => {
    const email = uniqueEmail('refunded');
    const user = await makeUser(sql, email, { verified: true });
    const partly = await insertOrder(sql, { email, items: ['module1'], amountCents: 285000 });
    await recordRefundedTotal(sql, partly, { refundedToCents: 50000, currency: 'usd' });
    const [transaction] = (await loadAccount(sql, user.id)).transactions;
    expect(transaction).toEqual({
      id: partly,
      timestamp: expect.any(String),
      selectedItems: ['module1'],
      amount: 285000,
      status: 'completed',
      amountRefunded: 50000,
    });
  });

  it('shows nothing linked to the address until the address is confirmed', async () => {
    const email = uniqueEmail('squatter');
    // Someone paid with this address; a stranger signs up with it and cannot confirm it.
    await insertOrder(sql, {
      email,
      name: 'Dr. Real Owner',
      items: ['module1'],
      amountCents: 285000,
    });
    const user = await makeUser(sql, email);
    const account = await loadAccount(sql, user.id);
    expect(account).toMatchObject({
      emailVerified: false,
      profile: { name: null, phone: null, email },
      activeCourses: {},
      transactions: [],
    });
    expect(await registrationPrefill(sql, user.id)).toEqual({ name: '', email, phone: '' });
  });

  it("prefills /register with the account's e-mail, and name and phone of its own paid order", async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email, { verified: true });
    await insertOrder(sql, {
      email,
      name: 'Dr. Pre Filled',
      phone: '555-0123',
      items: ['module4'],
      amountCents: 295000,
      userId: user.id,
    });
    expect(await registrationPrefill(sql, user.id)).toEqual({
      name: 'Dr. Pre Filled',
      email,
      phone: '555-0123',
    });
  });
});
