import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect, useActionData, useLoaderData } from '@remix-run/react';

import { markAttendance, type MarkRefusal, REASON_MAX } from '~/attendance/marks.server';
import { loadSessionAttendance } from '~/attendance/session-attendance.server';
import { getStaffUser } from '~/auth/staff.server';
import { staffNotFound } from '~/auth/staff-not-found.server';
import { registrantCertificates } from '~/certificates/certificates.server';
import { issueCertificateByStaff, type StaffIssueRefusal } from '~/certificates/issue.server';
import { NotFound } from '~/components/NotFound';
import { AttendancePage } from '~/components/staff/AttendancePage';
import { sessionAttendancePath } from '~/components/staff/format';
import { seoMeta } from '~/content/seo';
import { db } from '~/db/client.server';
import { getLanguage } from '~/i18n/i18n.server';
import type { RouteHandle } from '~/root';
import { SESSION_KEY } from '~/sessions/seat-key';

import { staffHeaders } from './staff-page.server';

export const handle: RouteHandle = { staffPage: true, texts: ['signedIn'] };

const COURSE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ORDER_ID = /^[0-9a-f-]{36}$/i;

async function attendanceOf(request: Request, params: LoaderFunctionArgs['params']) {
  const courseId = params.courseId ?? '';
  const sessionKey = params.sessionKey ?? '';
  if (!COURSE_ID.test(courseId) || !SESSION_KEY.test(sessionKey)) return null;
  return loadSessionAttendance(db(), courseId, sessionKey, {
    day: new URL(request.url).searchParams.get('day'),
    language: await getLanguage(request),
  });
}

/**
 * /staff/sessions/<course>/<session>/attendance[?day=YYYY-MM-DD]: staff mark each registrant
 * present or absent, day by day, on a phone at the door as at a desk (issue 26). Anyone who is
 * not staff, and an unknown or undated session, get the 404 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!(await getStaffUser(request))) return staffNotFound(request);
  const attendance = await attendanceOf(request, params);
  if (!attendance) return staffNotFound(request);
  const certificates = await registrantCertificates(
    db(),
    attendance.courseId,
    attendance.sessionKey,
  );
  return data(
    { kind: 'attendance' as const, attendance, certificates },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export type AttendanceError = MarkRefusal | StaffIssueRefusal | 'bad-form';

/**
 * POST `orderId`, `day`, `present=yes|no` and, to correct a mark, `reason`: one mark, then the
 * page again at that registrant (POST, redirect, GET). 400 with the reason for a refused mark.
 * POST `intent=issue-certificate` and `orderId`, once the session is over: that registrant's
 * certificate now, however long ago the session ended (docs/decisions/0069).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await getStaffUser(request);
  if (!staff) return staffNotFound(request);
  const attendance = await attendanceOf(request, params);
  if (!attendance) return staffNotFound(request);
  const form = await request.formData().catch(() => new FormData());
  const orderId = String(form.get('orderId') ?? '');
  const day = String(form.get('day') ?? '');
  const present = form.get('present');
  const reason = String(form.get('reason') ?? '');
  const refuse = (error: AttendanceError) =>
    data({ error, orderId: ORDER_ID.test(orderId) ? orderId : null }, { status: 400 });
  const path = sessionAttendancePath(attendance.courseId, attendance.sessionKey);
  const days = attendance.days.map((entry) => entry.day);
  if (form.get('intent') === 'issue-certificate') {
    if (!ORDER_ID.test(orderId)) return refuse('bad-form');
    const issued = await issueCertificateByStaff(
      db(),
      {
        courseId: attendance.courseId,
        key: attendance.sessionKey,
        startDate: days[0]!,
        endDate: days.at(-1)!,
        location: attendance.location,
      },
      orderId,
      attendance.today,
      { email: staff.email },
    );
    if (!issued.ok) return refuse(issued.reason);
    const back = days.includes(day) ? `?day=${day}&issued=${issued.id}` : `?issued=${issued.id}`;
    return redirect(`${path}${back}#registrant-${orderId}`);
  }
  if (!ORDER_ID.test(orderId) || (present !== 'yes' && present !== 'no')) {
    return refuse('bad-form');
  }
  if (reason.length > REASON_MAX) return refuse('bad-form');
  const marked = await markAttendance(
    db(),
    {
      orderId,
      courseId: attendance.courseId,
      sessionKey: attendance.sessionKey,
      day,
      present: present === 'yes',
      by: staff.email,
      reason,
    },
    { days, today: attendance.today },
  );
  if (!marked.ok) return refuse(marked.reason);
  return redirect(`${path}?day=${day}#registrant-${orderId}`);
}

export const headers = staffHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...(loaded?.kind === 'attendance'
    ? [{ title: loaded.attendance.title }]
    : seoMeta(loaded?.page.seo)),
  { name: 'robots', content: 'noindex' },
];

export default function StaffSessionAttendance() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (loaded.kind === 'not-found') return <NotFound />;
  return (
    <AttendancePage
      attendance={loaded.attendance}
      certificates={loaded.certificates}
      error={answer && 'error' in answer ? answer : null}
    />
  );
}
