/**
 * The orders /staff lists as needing attention, on real PostgreSQL (their resolution:
 * ledger.server.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { rosterDatabase } from '../../tests/support/rosters';
import { attentionOrders } from './attention-orders.server';

const { sql, order } = await rosterDatabase();

describe('attentionOrders', () => {
  it('lists the orders marked for attention, newest first, with their details', async () => {
    await order({ name: 'Fine' });
    const older = await order({
      name: 'Dr. Older',
      attention: 'Paid after its hold lapsed; full: Clinical 1, Jun 10-15, 2027',
      completedAt: '2027-01-01T00:00:00Z',
    });
    const newer = await order({
      name: 'Dr. Newer',
      attention: 'Paid after its hold lapsed; full: Clinical 1, Apr 1-6, 2027',
      completedAt: '2027-02-01T00:00:00Z',
    });
    const orders = await attentionOrders(sql);
    expect(orders.map((o) => o.id)).toEqual([newer, older]);
    expect(orders[0]).toMatchObject({
      name: 'Dr. Newer',
      phone: '+1 310 555 0100',
      amountCents: 750000,
      status: 'completed',
      courseIds: ['clinical1'],
      notes: ['Paid after its hold lapsed; full: Clinical 1, Apr 1-6, 2027'],
      completedAt: '2027-02-01T00:00:00.000Z',
    });
  });
});
