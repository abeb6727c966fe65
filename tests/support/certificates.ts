/** CE certificates as the job writes them, for tests that start from an issued one. */
import { randomBytes } from 'node:crypto';

import type { PrintedCertificate } from '~/certificates/certificate';
import { newCertificateId } from '~/certificates/certificate';
import type { Sql } from '~/db/client.server';

/** What a certificate of Clinical 2's November 2025 session prints (every day attended). */
export function printedCertificate(
  overrides: Partial<PrintedCertificate> = {},
): PrintedCertificate {
  return {
    provider: {
      name: 'Beverly Hills Implant Academy',
      address: '9454 Wilshire Blvd, Suite 600, Beverly Hills, CA 90212',
      agdPaceId: '219876',
      agdPaceStatement: 'Nationally approved for PACE by the Academy of General Dentistry.',
      adaCerpId: '4521',
      adaCerpStatement: 'An ADA CERP Recognized Provider.',
      signatoryName: 'Dr. Elena Vasquez',
      signatoryTitle: 'Program Director',
    },
    course: {
      courseId: 'clinical2',
      title: 'Clinical 2: Advanced Surgical Techniques',
      format: 'clinical',
    },
    session: {
      key: 'd20251113',
      startDate: '2025-11-13',
      endDate: '2025-11-18',
      location: 'Beverly Hills, CA',
    },
    instructors: ['Dr. David Haddad', 'Dr. Michael Chen'],
    participant: { name: 'Dr. Certified', licenseNumber: null, licenseState: null, agdId: null },
    hours: { total: 480, lecture: 160, participation: 320 },
    subjects: [],
    daysAttended: ['2025-11-13'],
    verifyOrigin: 'http://localhost:3000',
    ...overrides,
  };
}

/** A valid certificate of the order, as printed; its id. */
export async function insertCertificate(
  sql: Sql,
  orderId: string,
  printed: PrintedCertificate = printedCertificate(),
): Promise<string> {
  const id = newCertificateId(randomBytes);
  await sql`
    insert into ce_certificates (id, order_id, course_id, session_key, language, printed)
    values (${id}, ${orderId}, ${printed.course.courseId}, ${printed.session.key}, 'en',
            ${sql.json(JSON.parse(JSON.stringify(printed)))})`;
  return id;
}
