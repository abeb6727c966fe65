import { formatDeadline, sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { PriceList } from '~/prices/price-list';

/** A live waiting-list offer: its seat is held for the reader until `until`. */
export interface WaitingListOffer {
  token: string;
  courseId: string;
  sessionKey: string;
  /** ISO instant the offer ends. */
  until: string;
}

/** Opened from a waiting-list offer's e-mail: whose seat is held, and until when. */
export function OfferNotice({
  offer,
  offerGone,
  priceList,
}: {
  offer: WaitingListOffer | null | undefined;
  offerGone: boolean | undefined;
  priceList: PriceList;
}) {
  const { t, i18n } = useTranslation();
  const box = 'mt-6 rounded-md border p-3';
  if (!offer) {
    return offerGone ? (
      <p role="status" className={`${box} border-amber-400 bg-amber-50 text-amber-950`}>
        {t('waitingList.offerGone')}
      </p>
    ) : null;
  }
  const course = priceList.courses.find((candidate) => candidate.courseId === offer.courseId);
  const session = course?.sessions.find((candidate) => candidate.key === offer.sessionKey);
  if (!course || !session) return null;
  return (
    <p role="status" className={`${box} border-emerald-300 bg-emerald-50 text-emerald-900`}>
      {t('waitingList.offerHeld', {
        course: course.displayName,
        date: sessionDays(session, i18n.language),
        until: formatDeadline(new Date(offer.until), i18n.language),
      })}
    </p>
  );
}
