import type { LoaderFunctionArgs } from '@remix-run/node';

import { getStaffUser } from '~/auth/staff.server';
import { AGD_ROSTER_HEADER, agdRosterRows } from '~/certificates/agd-roster';
import { sessionCertificates } from '~/certificates/certificates.server';
import { db } from '~/db/client.server';
import { toCsv } from '~/lib/csv';
import { fileNotFound } from '~/lib/http.server';
import { attachmentDisposition } from '~/sessions/roster';
import { SESSION_KEY } from '~/sessions/seat-key';

const COURSE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /staff/sessions/<course>/<session>/agd.csv: the session's certified attendance in the AGD
 * roster layout (app/certificates/agd-roster.ts), for a signed-in staff member; 404 for anyone
 * else and for a malformed address. Cells are written as the attendees' CSV's are (app/lib/csv.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const courseId = params.courseId ?? '';
  const sessionKey = params.sessionKey ?? '';
  if (!COURSE_ID.test(courseId) || !SESSION_KEY.test(sessionKey)) return fileNotFound();
  if (!(await getStaffUser(request))) return fileNotFound();
  const certificates = await sessionCertificates(db(), courseId, sessionKey);
  const csv = toCsv([[...AGD_ROSTER_HEADER], ...agdRosterRows(certificates)]);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(`${courseId} - ${sessionKey} AGD roster.csv`),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
