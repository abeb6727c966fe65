/** GET /api/account/active-courses (docs/product.md#api). */
import { describe, expect, it } from 'vitest';

import {
  apiGet,
  expectOnlyOwnRecords,
  expectUnauthorized,
  student,
  useTestDatabase,
} from '../../../tests/support/auth';
import { loader } from './api.account.active-courses';

const { sql } = await useTestDatabase();
const PATH = '/api/account/active-courses';

describe('GET /api/account/active-courses', () => {
  it('answers 401 JSON without valid credentials', () => expectUnauthorized(loader, PATH));

  it('answers the docs/product.md#api shape for the session cookie', async () => {
    const { cookie } = await student(sql, 'alice', ['module1', 'clinical1'], 935000);
    const response = await apiGet(loader, PATH, { Cookie: cookie });
    expect(await response.json()).toEqual({ data: { module1: true, clinical1: true } });
  });

  it('never answers with another student’s courses', () =>
    expectOnlyOwnRecords(sql, loader, PATH, ({ items }) => ({
      data: Object.fromEntries(items.map((id) => [id, true])),
    })));
});
