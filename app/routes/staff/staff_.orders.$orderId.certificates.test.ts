/**
 * /staff/orders/<id> and CE certificates (docs/decisions/0068): staff revoke or reissue one with
 * a reason; the order's log says who and why.
 */
import { describe, expect, it } from 'vitest';

import { findCertificate } from '~/certificates/certificates.server';

import {
  asPage,
  insertOrder,
  signedInUser,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { insertCertificate } from '../../../tests/support/certificates';
import { routeArgs, routeResult } from '../../../tests/support/routes';
import * as orderRoute from './staff_.orders.$orderId';

const { sql } = await useTestDatabase();

const post = (cookie: string, orderId: string, fields: Record<string, string>) => {
  const request = new Request(`http://localhost/staff/orders/${orderId}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return orderRoute
    .action(routeArgs(request, { params: { orderId } }))
    .catch((thrown: unknown) => thrown as Response)
    .then((answer) => routeResult(answer as never));
};

async function orderWithCertificate() {
  const orderId = await insertOrder(sql, {
    email: uniqueEmail('certified'),
    name: 'Dr. Certified',
    items: ['clinical2'],
    amountCents: 1_700_000,
  });
  const id = await insertCertificate(sql, orderId);
  return { orderId, id };
}

describe('/staff/orders/<id>: CE certificates', () => {
  it('shows them, and reissues then revokes with a reason, logged', async () => {
    const staff = await signedInUser(sql, { staff: true });
    const { orderId, id } = await orderWithCertificate();
    const shown = routeResult(
      await orderRoute.loader(
        routeArgs(asPage(staff.cookie, `/staff/orders/${orderId}`), { params: { orderId } }),
      ),
    );
    expect(shown.body).toMatchObject({
      certificates: [
        { id, status: 'valid', course: 'Clinical 2: Advanced Surgical Techniques', hours: 480 },
      ],
    });

    expect(
      await post(staff.cookie, orderId, { intent: 'certificate-reissue', certificateId: id }),
    ).toMatchObject({ status: 400, body: { certificateError: 'reasonRequired' } });
    const reissued = await post(staff.cookie, orderId, {
      intent: 'certificate-reissue',
      certificateId: id,
      reason: 'Name corrected',
    });
    expect(reissued.status).toBe(302);
    const old = await findCertificate(sql, id);
    expect(old).toMatchObject({ status: 'reissued', statusReason: 'Name corrected' });

    // The old one cannot be revoked now; the new one can.
    expect(
      await post(staff.cookie, orderId, {
        intent: 'certificate-revoke',
        certificateId: id,
        reason: 'x',
      }),
    ).toMatchObject({ status: 400, body: { certificateError: 'notValid' } });
    expect(
      (
        await post(staff.cookie, orderId, {
          intent: 'certificate-revoke',
          certificateId: old!.replacedBy!,
          reason: 'Did not attend',
        })
      ).status,
    ).toBe(302);
    const log = await sql`
      select event, actor from order_log where order_id = ${orderId} order by id`;
    expect(log).toEqual([
      { event: 'certificate-reissued', actor: staff.email },
      { event: 'certificate-revoked', actor: staff.email },
    ]);
  });

  it('refuses another order’s certificate', async () => {
    const staff = await signedInUser(sql, { staff: true });
    const { id } = await orderWithCertificate();
    const { orderId: other } = await orderWithCertificate();
    expect(
      await post(staff.cookie, other, {
        intent: 'certificate-revoke',
        certificateId: id,
        reason: 'Wrong order',
      }),
    ).toMatchObject({ status: 400, body: { certificateError: 'notValid' } });
  });
});
