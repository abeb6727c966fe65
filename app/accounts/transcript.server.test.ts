/** The printed transcript's document: the transcript with the student and the provider. */
import { describe, expect, it } from 'vitest';

import { makeUser, uniqueEmail, useTestDatabase } from '../../tests/support/auth';
import { loadTranscriptDocument } from './transcript.server';

const { sql } = await useTestDatabase();

describe('loadTranscriptDocument', () => {
  it('is empty for an account with nothing attended, and the document names the student', async () => {
    const email = uniqueEmail('nobody');
    const user = await makeUser(sql, email, { verified: true });
    await sql`
      update users set name = 'Dr. Ana Núñez', license_number = 'D 12345', license_state = 'CA',
                       agd_id = '123456'
      where id = ${user.id}`;
    const document = await loadTranscriptDocument(sql, user.id, 'es');
    expect(document.transcript.courses).toEqual([]);
    expect(document.transcript.totals.hours).toBe(0);
    expect(document.student).toEqual({
      name: 'Dr. Ana Núñez',
      email,
      licenseNumber: 'D 12345',
      licenseState: 'CA',
      agdId: '123456',
    });
    expect(document.provider).toMatchObject({
      name: 'Beverly Hills Implant Academy',
      signatoryTitle: 'Director del programa',
    });
  });
});
