/**
 * /account/receipts/<number>: the receipt's PDF to the owner of its order and to staff; 404 for
 * another account and for an unknown or malformed number; a visitor is sent to sign in.
 */
import { describe, expect, it } from 'vitest';

import { asPage, signedInUser, useTestDatabase } from '../../../tests/support/auth';
import { issueAt, paidOrder } from '../../../tests/support/receipts';
import { routeArgs } from '../../../tests/support/routes';
import * as route from './account_.receipts.$number';

const { sql } = await useTestDatabase();

const download = async (cookie: string, number: string) => {
  try {
    return await route.loader(
      routeArgs(asPage(cookie, `/account/receipts/${number}`), { params: { number } }),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

describe('GET /account/receipts/<number>', () => {
  it('gives the owner their receipt as a PDF, staff any, others a 404', async () => {
    const owner = await signedInUser(sql);
    const { orderId } = await paidOrder(sql, { email: owner.email });
    const [receipt] = await issueAt(sql, orderId, new Date());
    const number = receipt!.number;

    const mine = await download(owner.cookie, number);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Type')).toBe('application/pdf');
    expect(mine.headers.get('Content-Disposition')).toBe(
      `inline; filename="receipt-${number}.pdf"`,
    );
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const staff = await signedInUser(sql, { staff: true });
    expect((await download(staff.cookie, number)).status).toBe(200);

    const stranger = await signedInUser(sql);
    expect((await download(stranger.cookie, number)).status).toBe(404);
  });

  it('answers 404 for a number nobody has or that cannot be one', async () => {
    const owner = await signedInUser(sql);
    for (const number of ['2026-999999', '2026-1', 'x', "2026-000001' or 1=1"]) {
      expect((await download(owner.cookie, number)).status).toBe(404);
    }
  });

  it('sends a visitor to sign in, and back', async () => {
    const answer = await download('', '2026-000001');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(
      `/login?${new URLSearchParams({ redirectTo: '/account/receipts/2026-000001' })}`,
    );
  });
});
