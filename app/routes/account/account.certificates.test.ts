/**
 * /account and CE certificates (docs/decisions/0068): the licence and AGD id a certificate prints,
 * the account's certificates, and their PDFs (the owner's and staff's; 404 for anyone else).
 */
import { describe, expect, it } from 'vitest';

import type { Transcript } from '~/transcripts/transcript';

import { asPage, signedInUser, student, useTestDatabase } from '../../../tests/support/auth';
import { insertCertificate } from '../../../tests/support/certificates';
import { formPost, routeArgs, routeResult } from '../../../tests/support/routes';
import * as accountRoute from './account';
import * as download from './account_.certificates.$id';

const { sql } = await useTestDatabase();

const post = async (cookie: string, fields: Record<string, string>) =>
  (await accountRoute
    .action(routeArgs(formPost('/account', fields, { Cookie: cookie })))
    .catch((thrown: unknown) => thrown)) as Response;

const pdf = (cookie: string, id: string) =>
  download
    .loader(routeArgs(asPage(cookie, `/account/certificates/${id}`), { params: { id } }))
    .catch((thrown: unknown) => thrown as Response);

/** A certificate of the student's order, as the job issues it. */
async function certificateFor(email: string) {
  const [order] = await sql<{ id: string }[]>`select id from orders where email = ${email}`;
  return insertCertificate(sql, order!.id);
}

describe('/account and CE certificates', () => {
  it('saves the licence and AGD id, and refuses what cannot be one', async () => {
    const { user, cookie } = await student(sql, 'licensed', ['clinical2'], 1_700_000);
    const saved = await post(cookie, {
      intent: 'ce-details',
      licenseNumber: ' D 12345 ',
      licenseState: 'California',
      agdId: '123456',
    });
    expect(saved.headers.get('Location')).toBe('/account?tab=info&notice=ceDetailsSaved');
    const [row] = await sql`
      select license_number, license_state, agd_id from users where id = ${user.id}`;
    expect(row).toEqual({
      license_number: 'D 12345',
      license_state: 'California',
      agd_id: '123456',
    });

    const refused = routeResult(
      (await post(cookie, { intent: 'ce-details', licenseNumber: 'x', agdId: 'A-1' })) as never,
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('forms.errors.agdId');

    // Emptied, each is no longer printed.
    await post(cookie, { intent: 'ce-details', licenseNumber: '', licenseState: '', agdId: '' });
    const [cleared] = await sql`
      select license_number, license_state, agd_id from users where id = ${user.id}`;
    expect(cleared).toEqual({ license_number: null, license_state: null, agd_id: null });

    const page = routeResult(
      await accountRoute.loader(routeArgs(asPage(cookie, '/account?tab=info'))),
    );
    expect(page.body).toMatchObject({
      ceDetails: { licenseNumber: null, licenseState: null, agdId: null },
    });
  });

  it('lists the account’s certificates and gives their PDFs to the owner and staff only', async () => {
    const { email, cookie } = await student(sql, 'cert', ['clinical2'], 1_700_000);
    const id = await certificateFor(email);
    const page = routeResult(await accountRoute.loader(routeArgs(asPage(cookie, '/account'))));
    expect(page.body).toMatchObject({
      certificates: [
        {
          id,
          course: 'Clinical 2: Advanced Surgical Techniques',
          startDate: '2025-11-13',
          endDate: '2025-11-18',
          hours: 480,
        },
      ],
      // The transcript lists it (docs/decisions/0069): one day of six, so partly attended.
      transcript: {
        courses: [{ courseId: 'clinical2', certificateId: id, daysAttended: 1, sessionDays: 6 }],
        totals: { hours: 480, lecture: 160, participation: 320 },
      },
    });
    const mastership = (page.body as { transcript: Transcript }).transcript.awards.find(
      (award) => award.programId === 'mastership',
    );
    expect(mastership?.courses.find((course) => course.courseId === 'clinical2')).toMatchObject({
      status: 'partial',
      certificateIds: [id],
    });

    const mine = await pdf(cookie, id);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Type')).toBe('application/pdf');
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const staff = await signedInUser(sql, { staff: true });
    expect((await pdf(staff.cookie, id)).status).toBe(200);
    const stranger = await signedInUser(sql);
    expect((await pdf(stranger.cookie, id)).status).toBe(404);
    expect((await pdf(cookie, 'not-an-id')).status).toBe(404);
  });
});
