import { Form } from '@remix-run/react';

import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSubmitting } from '~/components/forms/use-submitting';
import { formatCents, sessionDaysAndPlace } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

type Session = {
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
};

interface Props {
  /** What was done, after choosing (or the link was used before). */
  done: 'moved' | 'refunded' | 'credited' | 'used' | null;
  offer: {
    courseName: string;
    closedSession: Session | null;
    closedKey: string;
    kind: 'cancelled' | 'postponed';
    name: string;
    amountCents: number;
    sessions: Array<Session & { key: string }>;
  } | null;
  token: string;
  /** The session chosen filled meanwhile: choose again. */
  full: boolean;
}

/** /session-choice: a registrant of a session the academy closed chooses what happens next. */
export function SessionChoicePage({ done, offer, token, full }: Props) {
  const { t, i18n } = useTranslation();
  const pending = useSubmitting();
  const amount = offer ? formatCents(offer.amountCents, i18n.language) : '';
  return (
    <section aria-labelledby="choice-title" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 id="choice-title" className="text-3xl font-bold text-brand-900">
        {t('sessionChoice.title')}
      </h1>
      {done ? (
        <p
          role="status"
          className="mt-6 rounded-md border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900"
        >
          {t(`sessionChoice.done.${done}`)}
        </p>
      ) : !offer ? (
        <p role="alert" className="mt-6 font-medium text-red-800">
          {t('sessionChoice.unknown')}
        </p>
      ) : (
        <Form method="post" className="mt-6 grid gap-4">
          <p className="text-slate-900">
            {t(offer.kind === 'postponed' ? 'sessionChoice.postponed' : 'sessionChoice.cancelled', {
              name: offer.name,
              course: offer.courseName,
              session: offer.closedSession
                ? sessionDaysAndPlace(offer.closedSession, i18n.language)
                : offer.closedKey,
            })}
          </p>
          {full ? (
            <p role="alert" className="font-medium text-red-800">
              {t('sessionChoice.full')}
            </p>
          ) : null}
          <input type="hidden" name="token" value={token} />
          <fieldset className="grid gap-2">
            <legend className="font-semibold text-slate-900">{t('sessionChoice.legend')}</legend>
            {offer.sessions.map((session) => (
              <label key={session.key} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="choice"
                  value={`move:${session.key}`}
                  required
                  className="mt-1"
                />
                <span>
                  {t('sessionChoice.move', {
                    session: sessionDaysAndPlace(session, i18n.language),
                  })}
                </span>
              </label>
            ))}
            <label className="flex items-start gap-2">
              <input type="radio" name="choice" value="refund" required className="mt-1" />
              <span>{t('sessionChoice.refund', { amount })}</span>
            </label>
            <label className="flex items-start gap-2">
              <input type="radio" name="choice" value="credit" required className="mt-1" />
              <span>{t('sessionChoice.credit', { amount })}</span>
            </label>
          </fieldset>
          <div>
            <SubmitButton pending={pending} label={t('sessionChoice.confirm')} look="small" />
          </div>
        </Form>
      )}
    </section>
  );
}
