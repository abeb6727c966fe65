import type { Language } from '~/i18n/config';
import { formatCents, formatDateTime } from '~/i18n/format';
import type { useTranslation } from '~/i18n/translation';

type T = ReturnType<typeof useTranslation>['t'];

/** A course by name, with its session's days when it had one. */
export function courseWithSession(
  courseId: string,
  sessionKey: string | null | undefined,
  names: { courseNames: Record<string, string>; sessionNames: Record<string, string> },
): string {
  const course = names.courseNames[courseId] ?? courseId;
  if (!sessionKey) return course;
  return `${course} (${names.sessionNames[`${courseId}:${sessionKey}`] ?? sessionKey})`;
}

/**
 * A cancellation as a log line reads it: 'Clinical 1 (Apr 15-20, 2027) — received by e-mail
 * Mar 31, 2027, 23:59 PDT — 50%: $3,250.00 refunded to the card'. Null when the details are
 * not a cancellation's (the generic text is shown then).
 */
export function cancelledLogText(
  details: Record<string, unknown>,
  t: T,
  language: Language,
  names: { courseNames: Record<string, string>; sessionNames: Record<string, string> },
): string | null {
  const { courseId, sessionKey, channel, requestedAt, percent, amountCents, destination } = details;
  if (
    typeof courseId !== 'string' ||
    typeof percent !== 'number' ||
    typeof amountCents !== 'number'
  ) {
    return null;
  }
  const when = typeof requestedAt === 'string' ? formatDateTime(requestedAt, language) : '';
  const how =
    channel === 'email'
      ? t('staff.logReceivedByEmail', { when })
      : channel === 'academy'
        ? t('staff.logAcademyCancelled', { when })
        : t('staff.logAskedInAccount', { when });
  const amount = formatCents(amountCents, language);
  const refund =
    amountCents === 0
      ? t('staff.logNothing')
      : t(destination === 'credit' ? 'staff.logToCredit' : 'staff.logToCard', { percent, amount });
  return [
    courseWithSession(courseId, typeof sessionKey === 'string' ? sessionKey : null, names),
    how,
    refund,
  ].join(' — ');
}
