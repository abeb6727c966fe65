/** GET /verify/<id>: a certificate's public check (issuing: app/certificates/issue.server.test.ts). */
import { describe, expect, it } from 'vitest';

import { revokeCertificate } from '~/certificates/changes.server';

import { insertOrder, uniqueEmail, useTestDatabase } from '../../../tests/support/auth';
import { insertCertificate, printedCertificate } from '../../../tests/support/certificates';
import { routeArgs, routeResult } from '../../../tests/support/routes';
import { loader } from './verify.$id';

const { sql } = await useTestDatabase();

async function certificate() {
  const email = uniqueEmail('verify');
  const orderId = await insertOrder(sql, { email, items: ['clinical2'], amountCents: 1_700_000 });
  const id = await insertCertificate(
    sql,
    orderId,
    printedCertificate({
      participant: { name: 'Dr. Ana Núñez', licenseNumber: null, licenseState: null, agdId: null },
    }),
  );
  return { id, email };
}

const verify = (id: string) =>
  loader(routeArgs(new Request(`http://localhost/verify/${id}`), { params: { id } })).then(
    routeResult,
  );

describe('GET /verify/<id>', () => {
  it('shows what the certificate prints and its status, nothing more, never cached', async () => {
    const { id, email } = await certificate();
    const shown = await verify(id.toLowerCase());
    expect(shown).toMatchObject({
      status: 200,
      body: {
        certificate: { id, status: 'valid', printed: { participant: { name: 'Dr. Ana Núñez' } } },
      },
    });
    expect(shown.headers.get('Cache-Control')).toBe('no-store');
    const json = JSON.stringify(shown.body);
    expect(json).not.toContain(email);
    expect(json).not.toContain('orderId');

    await revokeCertificate(sql, id, { email: 'staff@example.com', reason: 'Not attended' });
    const revoked = await verify(id);
    expect(revoked.body).toMatchObject({ certificate: { status: 'revoked' } });
    expect(JSON.stringify(revoked.body)).not.toContain('Not attended');
  });

  it('is a 404 for an unknown or malformed id', async () => {
    expect((await verify('ABCD-EFGH-JKMN')).status).toBe(404);
    expect((await verify('not-an-id')).status).toBe(404);
  });
});
