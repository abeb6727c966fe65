import type { SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import type { Language } from '~/i18n/config';
import { sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { confirmSchema, EntryView, leaveSchema } from '~/sessions/waiting-list';

/** An entry's address, course, days and place, as the link pages' texts name them. */
export const entryWords = (entry: EntryView, language: Language) => ({
  email: entry.email,
  course: entry.courseName,
  date: sessionDays(entry, language),
  location: entry.location,
});

interface Props {
  /** The page's id, for its heading's anchor. */
  id: 'confirm' | 'leave';
  title: string;
  /** The form's schema, loaded when needed (useSchemaForm). */
  loadSchema: () => Promise<typeof confirmSchema | typeof leaveSchema>;
  token: string;
  result: SubmissionResult<string[]> | undefined;
  /** What the button asks; null when the link is used, lapsed or made up. */
  ask: string | null;
  /** Said instead of `ask` when the link does nothing any more. */
  gone: string;
  /** Said once the button did it; focused, so a screen reader hears it. */
  done: string | null;
  button: { label: string; pendingLabel: string };
}

/**
 * The page of a link from a waiting-list e-mail (confirm, leave). Opening it changes nothing
 * (mail scanners open links); only its button does.
 */
export function WaitingListLinkPage({
  id,
  title,
  loadSchema,
  token,
  result,
  ask,
  gone,
  done,
  button,
}: Props) {
  const { t } = useTranslation();
  const pending = useSubmitting();
  const [form] = useSchemaForm(loadSchema, { lastResult: result, defaultValue: { token } });
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  let body: React.ReactNode;
  if (done) {
    body = (
      <p
        ref={doneRef}
        role="status"
        tabIndex={-1}
        className="rounded-md border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900"
      >
        {done}
      </p>
    );
  } else if (!ask) {
    body = <p className="text-lg">{gone}</p>;
  } else {
    body = (
      <>
        <p className="text-lg">{ask}</p>
        <div className="mt-8">
          <PostForm form={form}>
            <input type="hidden" name="token" value={token} />
            <SubmitButton
              pending={pending}
              label={button.label}
              pendingLabel={button.pendingLabel}
            />
          </PostForm>
        </div>
      </>
    );
  }
  return (
    <section
      aria-labelledby={`waiting-list-${id}-title`}
      className="mx-auto max-w-2xl px-4 py-16 sm:px-6"
    >
      <h1 id={`waiting-list-${id}-title`} className="text-3xl font-bold text-brand-900">
        {title}
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
