import type { SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import { sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { leaveSchema } from '~/sessions/waiting-list';

interface Entry {
  email: string;
  courseName: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
}

interface Props {
  /** The entry the link takes off the list; null when it is used, made up or no longer waiting. */
  entry: (Entry & { offered: boolean }) | null;
  token: string;
  result: (SubmissionResult<string[]> & { left?: Entry }) | undefined;
}

/**
 * /waiting-list/leave: the link in the 'you are on the list' e-mail. Opening it changes nothing
 * (mail scanners open links); the button leaves.
 */
export function WaitingListLeavePage({ entry, token, result }: Props) {
  const { t, i18n } = useTranslation();
  const pending = useSubmitting();
  const [form] = useSchemaForm(leaveSchema, { lastResult: result, defaultValue: { token } });
  const doneRef = useRef<HTMLParagraphElement>(null);
  const left = result?.status === 'success' ? result.left : undefined;
  useEffect(() => {
    if (left) doneRef.current?.focus();
  }, [left]);

  let body: React.ReactNode;
  if (left) {
    body = (
      <p
        ref={doneRef}
        role="status"
        tabIndex={-1}
        className="rounded-md border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900"
      >
        {t('waitingList.left', {
          email: left.email,
          course: left.courseName,
          date: sessionDays(left, i18n.language),
        })}
      </p>
    );
  } else if (!entry) {
    body = <p className="text-lg">{t('waitingList.leaveGone')}</p>;
  } else {
    body = (
      <>
        <p className="text-lg">
          {t(entry.offered ? 'waitingList.leaveAskOffered' : 'waitingList.leaveAsk', {
            email: entry.email,
            course: entry.courseName,
            date: sessionDays(entry, i18n.language),
            location: entry.location,
          })}
        </p>
        <div className="mt-8">
          <PostForm form={form}>
            <input type="hidden" name="token" value={token} />
            <SubmitButton
              pending={pending}
              label={t('waitingList.leaveButton')}
              pendingLabel={t('waitingList.leavePendingLabel')}
            />
          </PostForm>
        </div>
      </>
    );
  }
  return (
    <section
      aria-labelledby="waiting-list-leave-title"
      className="mx-auto max-w-2xl px-4 py-16 sm:px-6"
    >
      <h1 id="waiting-list-leave-title" className="text-3xl font-bold text-brand-900">
        {t('waitingList.leaveTitle')}
      </h1>
      <div className="mt-6">{body}</div>
      <p className="mt-8">
        <Link to="/courses" className="font-semibold text-brand-900 underline">
          {t('waitingList.allCourses')}
        </Link>
      </p>
    </section>
  );
}
