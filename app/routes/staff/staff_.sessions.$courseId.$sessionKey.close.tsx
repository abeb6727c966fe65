import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect, useActionData, useLoaderData } from '@remix-run/react';

import { getStaffUser } from '~/auth/staff.server';
import { staffNotFound } from '~/auth/staff-not-found.server';
import { closeRequestFrom, previewRequestFrom } from '~/cancellations/session-closure';
import {
  closeSession,
  closurePreview,
  closureReport,
} from '~/cancellations/session-closure.server';
import { NotFound } from '~/components/NotFound';
import { SessionClosurePage } from '~/components/staff/SessionClosurePage';
import { seoMeta } from '~/content/seo';
import { db } from '~/db/client.server';
import { sessionDaysAndPlace } from '~/i18n/format';
import { getLanguage } from '~/i18n/i18n.server';
import { courseDisplayName, courseNamesFrom } from '~/prices/course-names';
import { loadPriceList } from '~/prices/price-list.server';
import type { RouteHandle } from '~/root';
import { SESSION_KEY } from '~/sessions/seat-key';
import { bookedAndWaiting } from '~/sessions/session-counts.server';

import { staffHeaders } from './staff-page.server';

export const handle: RouteHandle = { staffPage: true, texts: ['signedIn'] };

const COURSE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The session as content names it, with its registrants and waiting list counted; or null. */
async function sessionOf(request: Request, courseId: string, sessionKey: string) {
  if (!COURSE_ID.test(courseId) || !SESSION_KEY.test(sessionKey)) return null;
  const language = await getLanguage(request);
  const priceList = await loadPriceList(language);
  const session = priceList.courses
    .find((course) => course.courseId === courseId)
    ?.sessions.find((candidate) => candidate.key === sessionKey);
  if (!session) return null;
  const counts = await bookedAndWaiting(db(), courseId, sessionKey);
  return {
    courseId,
    sessionKey,
    title: `${courseDisplayName(courseId, courseNamesFrom(priceList.courses))}, ${sessionDaysAndPlace(session, language)}`,
    booked: counts.booked,
    waiting: counts.waiting,
  };
}

/**
 * /staff/sessions/<course>/<session>/close: staff cancel or postpone a dated session, choosing
 * what its registrants get back (docs/decisions/0060), then see what became of each. Anyone who
 * is not staff, and an unknown session, get the 404 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!(await getStaffUser(request))) return staffNotFound(request);
  const session = await sessionOf(request, params.courseId ?? '', params.sessionKey ?? '');
  if (!session) return staffNotFound(request);
  const report = await closureReport(db(), session.courseId, session.sessionKey);
  // ?kind=…&remedy=…: who gets what, before staff confirm (computed as the closing applies it).
  const choice = report ? null : previewRequestFrom(new URL(request.url).searchParams);
  return data(
    {
      kind: 'session' as const,
      session,
      report,
      preview: choice
        ? {
            ...choice,
            rows: await closurePreview(db(), session.courseId, session.sessionKey, choice.remedy),
          }
        : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/**
 * POST `kind=cancelled|postponed&remedy=refund|credit&confirm=yes`: closes the session and
 * settles its registrants (or, closed already, settles those still unsettled); then the report
 * (POST, redirect, GET). 400 with the reason for a bad form.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await getStaffUser(request);
  if (!staff) return staffNotFound(request);
  const session = await sessionOf(request, params.courseId ?? '', params.sessionKey ?? '');
  if (!session) return staffNotFound(request);
  const form = await request.formData().catch(() => new FormData());
  const read = closeRequestFrom(form);
  if (!read.ok) return data({ error: read.error }, { status: 400 });
  await closeSession({
    courseId: session.courseId,
    sessionKey: session.sessionKey,
    ...read.value,
    staffEmail: staff.email,
  });
  return redirect(`/staff/sessions/${session.courseId}/${session.sessionKey}/close#report-title`);
}

export const headers = staffHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...(loaded?.kind === 'session' ? [{ title: loaded.session.title }] : seoMeta(loaded?.page.seo)),
  { name: 'robots', content: 'noindex' },
];

export default function StaffSessionClosure() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (loaded.kind === 'not-found') return <NotFound />;
  return (
    <SessionClosurePage
      session={loaded.session}
      report={loaded.report}
      preview={loaded.preview}
      error={answer && 'error' in answer ? answer.error : null}
    />
  );
}
