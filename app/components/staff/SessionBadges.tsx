import type { Language } from '~/i18n/config';
import { sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { SessionRoster } from '~/sessions/roster';

/** "Clinical 1, Oct 16-21, 2027": how a session is named on the page. */
export const sessionLabel = (
  session: Pick<SessionRoster, 'courseName' | 'dateText' | 'startDate' | 'endDate'>,
  language: Language,
) => `${session.courseName}, ${sessionDays(session, language)}`;

/** 'under way' or 'not in content', when so. */
export function SessionBadges({ session }: { session: SessionRoster }) {
  const { t } = useTranslation();
  const badges = [
    session.underWay ? t('staff.underWay') : null,
    session.inContent ? null : t('staff.notInContent'),
  ].filter(Boolean);
  return badges.map((badge) => (
    <span
      key={badge}
      className="ml-2 inline-block rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900"
    >
      {badge}
    </span>
  ));
}
