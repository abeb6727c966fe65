/**
 * The orders /staff lists as needing attention, on real PostgreSQL (their resolution:
 * ledger.server.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { failedPlan } from '../../tests/support/plans';
import { rosterDatabase } from '../../tests/support/rosters';
import { attentionOrders } from './attention-orders.server';
import { flagAttention } from './ledger.server';

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

  it('gives a monthly plan’s order what it collected and has due, not its price', async () => {
    const planOrder = await failedPlan(sql, 'attention-plan@example.com');
    await flagAttention(sql, planOrder, { note: 'Check the plan', dedupeKey: 'plan' });
    const listed = (await attentionOrders(sql)).find((candidate) => candidate.id === planOrder);
    expect(listed?.plan).toMatchObject({
      collectedCents: 231_952,
      totalCents: 3_537_500,
      next: { amountCents: 194_444, dueDate: '2027-02-15' },
    });
  });
});
