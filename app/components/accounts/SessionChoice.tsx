import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import type { CourseSession } from '~/courses/sessions';
import { sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { seatKey, type SeatsLeft, seatState } from '~/sessions/seat-key';

/** Booking (or moving to) one of a held course's bookable sessions, with the seats left. */
export function SessionChoice({
  courseId,
  courseName,
  sessions,
  seatsLeft,
  submitLabel,
}: {
  courseId: string;
  courseName: string;
  sessions: CourseSession[];
  seatsLeft: Record<string, SeatsLeft>;
  submitLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const pending = useSubmitting();
  const seats = (key: string) => seatsLeft[seatKey(courseId, key)];
  // Nothing to book when every session is full or closed: no button that cannot work.
  const anyOpen = sessions.some(
    (session) => seatState(seats(session.key) ?? session.capacity) === 'open',
  );
  const [form] = useSchemaForm(() =>
    import('~/accounts/bookings').then((module) => module.bookSessionSchema),
  );
  return (
    <PostForm form={form} className="mt-3 grid gap-3">
      <input type="hidden" name="intent" value="book-session" />
      <input type="hidden" name="courseId" value={courseId} />
      <fieldset className="grid gap-1">
        <legend className="text-sm font-semibold text-slate-800">
          {t('account.courses.sessions.chooseFor', { course: courseName })}
        </legend>
        {sessions.map((session) => {
          const left = seats(session.key) ?? session.capacity;
          const state = seatState(left);
          return (
            <label key={session.key} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="sessionKey"
                value={session.key}
                required
                disabled={state !== 'open'}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-900"
              />
              <span>
                {sessionDays(session, i18n.language)}, {session.location} ·{' '}
                {state === 'cancelled'
                  ? t('register.cancelled')
                  : state === 'full'
                    ? t('register.full')
                    : t('account.courses.sessions.seatsLeft', { count: left })}
              </span>
            </label>
          );
        })}
      </fieldset>
      {anyOpen ? (
        <div>
          <SubmitButton pending={pending} label={submitLabel} look="small" />
        </div>
      ) : null}
    </PostForm>
  );
}
