import type { SessionPrice as Price } from '~/courses/early-price';
import { formatDay, formatDollars } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

/**
 * A session's price today, and when it rises: '$6,500 until Mar 15, 2027, then $7,500'. Shown
 * on /courses and /register; the server prices the order the same way when the seat is held.
 * Content's prices are whole dollars.
 */
export function SessionPrice({ price }: { price: Price }) {
  const { t, i18n } = useTranslation();
  const amount = (cents: number) => formatDollars(cents / 100, i18n.language);
  if (price.earlyUntil && price.laterCents !== null) {
    return (
      <>
        {t('courses.sessionPriceEarly', {
          price: amount(price.cents),
          until: formatDay(price.earlyUntil, i18n.language),
          later: amount(price.laterCents),
        })}
      </>
    );
  }
  return <>{amount(price.cents)}</>;
}
