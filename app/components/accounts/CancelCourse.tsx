import { Form } from '@remix-run/react';

import type { CancelOffer } from '~/cancellations/offers';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSubmitting } from '~/components/forms/use-submitting';
import { formatCents, formatLongDate } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

/** Where /account's courses panel is confirming a cancellation (?cancel=<course>). */
export interface CancelState {
  offers: Record<string, CancelOffer>;
  open: string | null;
  /** The quote changed between showing and confirming: shown again, with a word on why. */
  quoteChanged: boolean;
}

/**
 * A booked course's refund quote today and when it next drops, and the cancellation itself:
 * opening it shows the amount and where it goes; the button confirms exactly that quote (the
 * server checks it again). Works without JavaScript.
 */
export function CancelCourse({
  courseId,
  courseName,
  offer,
  open,
  quoteChanged,
}: {
  courseId: string;
  courseName: string;
  offer: CancelOffer | undefined;
  open: boolean;
  quoteChanged: boolean;
}) {
  const { t, i18n } = useTranslation();
  const pending = useSubmitting();
  if (!offer) return null;
  if (offer.kind === 'not-cancellable') {
    return offer.reason === 'unknown-session' ? (
      <p className="mt-2 text-sm text-slate-700">{t('account.courses.cancel.byEmail')}</p>
    ) : null;
  }
  const amount = formatCents(offer.amountCents, i18n.language);
  // Paid partly with credit: the card takes back what it was charged, the rest is credit.
  const cardCents = offer.cardCents ?? offer.amountCents;
  const toCard =
    cardCents >= offer.amountCents
      ? t('account.courses.cancel.toCard', { amount })
      : t('account.courses.cancel.toCardAndCredit', {
          card: formatCents(cardCents, i18n.language),
          credit: formatCents(offer.amountCents - cardCents, i18n.language),
        });
  const until = formatLongDate(offer.until, i18n.language);
  // A dated quote also says what follows it, so its date reads as a deadline.
  const after =
    until && offer.nextPercent !== null
      ? offer.nextPercent > 0
        ? ` ${t('account.courses.cancel.afterPart', { percent: offer.nextPercent })}`
        : ` ${t('account.courses.cancel.afterNone')}`
      : '';
  const quote =
    offer.percent === 0
      ? t('account.courses.cancel.quoteNone')
      : until
        ? offer.percent === 100
          ? t('account.courses.cancel.quoteFullUntil', { date: until })
          : t('account.courses.cancel.quotePartUntil', { percent: offer.percent, date: until })
        : offer.percent === 100
          ? t('account.courses.cancel.quoteFull')
          : t('account.courses.cancel.quotePart', { percent: offer.percent });
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">
        {quote}
        {after}
      </p>
      <details className="mt-2" id={`cancel-${courseId}`} open={open}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-900">
          {t('account.courses.cancel.open')}
        </summary>
        <Form
          method="post"
          className="mt-3 grid gap-3 rounded-md border border-red-200 bg-red-50 p-3"
        >
          {open && quoteChanged ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {t('account.courses.cancel.changed')}
            </p>
          ) : null}
          <p className="text-sm font-medium text-slate-900">
            {offer.amountCents > 0
              ? t('account.courses.cancel.returns', {
                  course: courseName,
                  amount,
                  percent: offer.percent,
                })
              : t('account.courses.cancel.returnsNothing', { course: courseName })}
          </p>
          <input type="hidden" name="intent" value="cancel-course" />
          <input type="hidden" name="orderId" value={offer.orderId} />
          <input type="hidden" name="courseId" value={courseId} />
          <input type="hidden" name="percent" value={offer.percent} />
          <input type="hidden" name="amountCents" value={offer.amountCents} />
          {offer.amountCents > 0 ? (
            <fieldset className="grid gap-2 text-sm text-slate-900">
              <legend className="font-medium">{t('account.courses.cancel.where')}</legend>
              {cardCents > 0 ? (
                <label className="flex items-start gap-2">
                  <input
                    type="radio"
                    name="destination"
                    value="card"
                    defaultChecked
                    className="mt-1"
                  />
                  <span>{toCard}</span>
                </label>
              ) : null}
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name="destination"
                  value="credit"
                  defaultChecked={cardCents === 0}
                  className="mt-1"
                />
                <span>{t('account.courses.cancel.toCredit', { amount })}</span>
              </label>
            </fieldset>
          ) : null}
          <p className="text-sm text-slate-700">{t('account.courses.cancel.seatGoes')}</p>
          <div>
            <SubmitButton
              pending={pending}
              label={t('account.courses.cancel.confirm')}
              look="small"
            />
          </div>
        </Form>
      </details>
    </>
  );
}
