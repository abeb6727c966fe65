import type { LoaderFunctionArgs } from '@remix-run/node';

import { csvDateTime } from '~/components/staff/format';
import { db } from '~/db/client.server';
import { sessionDays } from '~/i18n/format';
import { resources } from '~/i18n/resources';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { toCsv } from '~/lib/csv';
import { orderReference } from '~/lib/order-reference';
import { attachmentDisposition, rosterFileName } from '~/sessions/roster';
import { loadSessionRoster } from '~/sessions/roster.server';
import { SESSION_KEY } from '~/sessions/seat-key';

import { openStaffPage } from './staff-page.server';

const COURSE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * GET /staff/sessions/<courseId>/<sessionKey>.csv: a session's attendees as CSV, for a signed-in
 * staff member; 404 for anyone else, as for an unknown session. The session is any date of the
 * course in content (past ones too), or a key seats were taken in.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const courseId = params.courseId ?? '';
  const sessionKey = params.file?.endsWith('.csv') ? params.file.slice(0, -'.csv'.length) : '';
  if (!COURSE_ID.test(courseId) || !SESSION_KEY.test(sessionKey)) return notFound();
  const opened = await openStaffPage(request);
  if (!opened) return notFound();
  const { language, priceList } = opened;
  const roster = await loadSessionRoster(
    db(),
    priceList.courses,
    courseId,
    sessionKey,
    new Date(),
    language,
  );
  if (!roster) return notFound();

  const t = resources[language].common.staff;
  // Each row names its course and dates, so rows pasted into one sheet stay readable.
  const csv = toCsv([
    [
      t.course,
      t.sessionDates,
      t.name,
      t.email,
      t.phone,
      t.order,
      t.paidUsd,
      t.bookedAtLocal.replace('{{zone}}', academyTimeZone()),
    ],
    ...roster.attendees.map((attendee) => [
      roster.courseName,
      sessionDays(roster, language),
      attendee.name,
      attendee.email,
      attendee.phone,
      orderReference(attendee.orderId),
      // A monthly plan's order: what it has collected so far, not the program's price.
      ((attendee.plan?.collectedCents ?? attendee.amountCents) / 100).toFixed(2),
      csvDateTime(attendee.bookedAt),
    ]),
  ]);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(rosterFileName(roster)),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
