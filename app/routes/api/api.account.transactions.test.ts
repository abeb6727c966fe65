/** GET /api/account/transactions (docs/product.md#api). */
import { describe, expect, it } from 'vitest';

import {
  apiGet,
  expectOnlyOwnRecords,
  expectUnauthorized,
  student,
  useTestDatabase,
} from '../../../tests/support/auth';
import { expectConsoleError } from '../../../tests/support/console';
import { loader } from './api.account.transactions';

const { sql } = await useTestDatabase();
const PATH = '/api/account/transactions';

describe('GET /api/account/transactions', () => {
  it('answers 401 JSON without valid credentials', () => expectUnauthorized(loader, PATH));

  it('answers the docs/product.md#api shape for the session cookie', async () => {
    const { cookie } = await student(sql, 'alice', ['module1', 'clinical1'], 935000);
    const response = await apiGet(loader, PATH, { Cookie: cookie });
    expect(await response.json()).toEqual({
      data: [
        {
          id: expect.any(String),
          timestamp: expect.any(String),
          selectedItems: ['module1', 'clinical1'],
          amount: 935000,
          status: 'completed',
        },
      ],
    });
  });

  it('never answers with another student’s payments', () =>
    expectOnlyOwnRecords(sql, loader, PATH, ({ items, amountCents }) => ({
      data: [expect.objectContaining({ selectedItems: items, amount: amountCents })],
    })));

  it('answers 503, not 500, when the database fails', async () => {
    const { cookie } = await student(sql, 'frank', ['module1'], 285000);
    const logged = expectConsoleError();
    await sql`alter table orders rename to orders_away`;
    try {
      const response = await apiGet(loader, PATH, { Cookie: cookie });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'Failed to load account information' });
      expect(logged).toHaveBeenCalledWith('Account API failed:', expect.anything());
    } finally {
      await sql`alter table orders_away rename to orders`;
    }
  });
});
