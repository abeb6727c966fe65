import type { SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import { sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { confirmSchema } from '~/sessions/waiting-list';

interface Entry {
  email: string;
  courseName: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
}

interface Props {
  /** The entry the link confirms; null when the link is used, lapsed or made up. */
  entry: Entry | null;
  token: string;
  result:
    (SubmissionResult<string[]> & { confirmed?: Entry & { position?: number | null } }) | undefined;
}

/**
 * /waiting-list/confirm: the e-mailed link's page. Opening it changes nothing (mail scanners
 * open links); the button confirms.
 */
export function WaitingListConfirmPage({ entry, token, result }: Props) {
  const { t, i18n } = useTranslation();
  const pending = useSubmitting();
  const [form] = useSchemaForm(confirmSchema, { lastResult: result, defaultValue: { token } });
  const doneRef = useRef<HTMLParagraphElement>(null);
  const confirmed = result?.status === 'success' ? result.confirmed : undefined;
  useEffect(() => {
    if (confirmed) doneRef.current?.focus();
  }, [confirmed]);

  const link = 'font-semibold text-brand-900 underline';
  let body: React.ReactNode;
  if (confirmed) {
    body = (
      <p
        ref={doneRef}
        role="status"
        tabIndex={-1}
        className="rounded-md border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900"
      >
        {t('waitingList.joined', {
          course: confirmed.courseName,
          date: sessionDays(confirmed, i18n.language),
          email: confirmed.email,
        })}
        {confirmed.position
          ? ` ${t('waitingList.position', { position: confirmed.position })}`
          : ''}
      </p>
    );
  } else if (!entry) {
    body = <p className="text-lg">{t('waitingList.confirmGone')}</p>;
  } else {
    body = (
      <>
        <p className="text-lg">
          {t('waitingList.confirmAsk', {
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
              label={t('waitingList.confirmButton')}
              pendingLabel={t('waitingList.confirmPendingLabel')}
            />
          </PostForm>
        </div>
      </>
    );
  }
  return (
    <section
      aria-labelledby="waiting-list-confirm-title"
      className="mx-auto max-w-2xl px-4 py-16 sm:px-6"
    >
      <h1 id="waiting-list-confirm-title" className="text-3xl font-bold text-brand-900">
        {t('waitingList.confirmTitle')}
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
