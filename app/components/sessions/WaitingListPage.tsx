import type { SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import { ContactInputs } from '~/components/register/CustomerFieldset';
import { sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { WaitingSession } from '~/sessions/waiting-list';

interface Props {
  session: WaitingSession | null;
  seatsLeft: number;
  offerHours: number;
  prefill: { name: string; email: string; phone: string } | null;
  result:
    | (SubmissionResult<string[]> & {
        joined?: 'joined' | 'already' | 'confirm' | 'pending';
        /** The place in line, once in it. */
        position?: number | null;
        /** Set when the session had seats free after all: book it there. */
        register?: string;
      })
    | undefined;
}

const DONE = {
  joined: 'joined',
  already: 'already',
  confirm: 'confirmSent',
  pending: 'confirmPending',
} as const;

/**
 * /waiting-list: join a full session's line (then confirm by the e-mailed link), or go to
 * /register if seats have freed.
 */
export function WaitingListPage({ session, seatsLeft, offerHours, prefill, result }: Props) {
  const { t, i18n } = useTranslation();
  const pending = useSubmitting();
  const [form, fields] = useSchemaForm(
    () => import('~/sessions/waiting-list').then((module) => module.waitingListSchema),
    {
      lastResult: result,
      defaultValue: { ...prefill, course: session?.courseId, session: session?.sessionKey },
    },
  );
  const doneRef = useRef<HTMLParagraphElement>(null);
  const done = result?.status === 'success' ? (result.joined ?? 'joined') : null;
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const link = 'font-semibold text-brand-900 underline';
  let body: React.ReactNode;
  if (!session) {
    body = <p className="text-lg">{t('waitingList.closed')}</p>;
  } else if (done) {
    const email = typeof result?.initialValue?.email === 'string' ? result.initialValue.email : '';
    body = (
      <p
        ref={doneRef}
        role="status"
        tabIndex={-1}
        className="rounded-md border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900"
      >
        {t(`waitingList.${DONE[done]}`, {
          course: session.courseName,
          date: sessionDays(session, i18n.language),
          email: email.trim(),
        })}
        {result?.position ? ` ${t('waitingList.position', { position: result.position })}` : ''}
      </p>
    );
  } else if (seatsLeft > 0 || result?.register) {
    const query = new URLSearchParams({ course: session.courseId, session: session.sessionKey });
    body = (
      <>
        <p className="text-lg">{t('waitingList.seatsFree')}</p>
        <Link to={`/register?${query.toString()}`} className={`mt-4 inline-block ${link}`}>
          {t('waitingList.register', {
            course: session.courseName,
            date: sessionDays(session, i18n.language),
          })}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-lg">
          {t('waitingList.full', {
            course: session.courseName,
            date: sessionDays(session, i18n.language),
            location: session.location,
          })}
        </p>
        <p className="mt-2 text-slate-700">{t('waitingList.explain', { count: offerHours })}</p>
        <div className="mt-8">
          <PostForm form={form}>
            <input type="hidden" name="course" value={session.courseId} />
            <input type="hidden" name="session" value={session.sessionKey} />
            <ContactInputs fields={fields} />
            <SubmitButton
              pending={pending}
              label={t('waitingList.submit')}
              pendingLabel={t('waitingList.pending')}
            />
          </PostForm>
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby="waiting-list-title" className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 id="waiting-list-title" className="text-3xl font-bold text-brand-900">
        {t('waitingList.title')}
      </h1>
      <div className="mt-6">{body}</div>
      <p className="mt-8">
        <Link to="/courses" className={link}>
          {t('waitingList.allCourses')}
        </Link>
      </p>
    </section>
  );
}
