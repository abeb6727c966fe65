/**
 * /waiting-list: how often one address may join, and how many live entries one client address
 * or one e-mail address may have across sessions.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { useTestDatabase } from '../../../tests/support/auth';
import { resetDatabase } from '../../../tests/support/database';
import { putInLine } from '../../../tests/support/waiting-list';
import {
  confirmationMails,
  details,
  fillSession,
  post,
  SESSION,
  statusOf,
} from '../../../tests/support/waiting-list-route';

const { sql } = await useTestDatabase();

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('POST /waiting-list', () => {
  it('limits how often one address joins', async () => {
    await fillSession(sql);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const joined = await post({ ...SESSION, ...details, email: `p${index}@example.com` }, '', {
        clientAddress: '203.0.113.9',
      });
      statuses.push(joined.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('caps the live entries of one client address across sessions (429)', async () => {
    await fillSession(sql);
    const client = '198.51.100.20';
    // Ten live entries of other sessions, joined from that address earlier.
    for (let index = 0; index < 10; index++) {
      await putInLine(sql, {
        courseId: 'module1',
        sessionKey: `m1-${index}`,
        name: 'Dr. Earlier',
        email: `earlier${index}@example.com`,
        phone: '+1 310 555 0100',
        language: 'en',
      });
    }
    await sql`update waiting_list set client_address = ${client}`;
    const refused = await post({ ...SESSION, ...details }, '', { clientAddress: client });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { '': ['waitingList.errors.tooManyFromClient'] } });
    expect(await statusOf(sql, 'ada@example.com')).toBeUndefined();
    // Entries that end (booked, lapsed) no longer count.
    await sql`update waiting_list set status = 'booked' where session_key = 'm1-0'`;
    const allowed = await post({ ...SESSION, ...details }, '', { clientAddress: client });
    expect(allowed.status).toBe(200);
  });

  it('caps the live entries of one e-mail address across sessions (400)', async () => {
    await fillSession(sql);
    for (let index = 0; index < 5; index++) {
      await putInLine(sql, {
        courseId: 'module1',
        sessionKey: `m1-${index}`,
        name: 'Dr. Ada',
        email: 'Ada@Example.com',
        phone: '+1 310 555 0100',
        language: 'en',
      });
    }
    const refused = await post({ ...SESSION, ...details });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { '': ['waitingList.errors.tooManyForEmail'] } });
    expect(await confirmationMails(sql, 'ada@example.com')).toEqual([]);
    await sql`update waiting_list set status = 'lapsed' where session_key = 'm1-0'`;
    expect((await post({ ...SESSION, ...details })).status).toBe(200);
  });
});
