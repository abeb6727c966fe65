import { lazy, Suspense, useEffect, useRef } from 'react';

import { sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { courseDisplayName, courseNamesFrom } from '~/payments/course-names';
import {
  chosenSessions,
  type Customer,
  type FullValues,
  type PriceList,
} from '~/payments/registration';

import { AfterPayment } from './AfterPayment';
import type { PaymentOutcome } from './CardPayment';
import { ResultBox } from './ResultBox';

// Stripe's React bindings and Stripe.js come with the payment step, not with the page.
const CardPayment = lazy(() => import('./CardPayment'));

interface Props {
  priceList: PriceList;
  customer: Customer;
  selectedItems: string[];
  /** Course id → the chosen session's key. */
  sessions: Record<string, string>;
  /** A waiting-list offer's token: the seat it holds is the buyer's. */
  offerToken?: string;
  totalLabel: string;
  setup: { mode: 'stripe' | 'stand-in'; publishableKey: string };
  registrationEmail: string;
  successNote: string;
  outcome: PaymentOutcome | null;
  onOutcome: (outcome: PaymentOutcome) => void;
  onEdit: () => void;
  /** The server found a chosen session full (the message's values name it). */
  onSessionFull?: (values: FullValues) => void;
  /** False until hydrated: the card form needs JavaScript. */
  interactive: boolean;
  /** Signed in: a finished payment links to the account, else to signing in. */
  signedIn: boolean;
}

/**
 * The summary with 'Edit Information', the card form and the result (docs/product.md#registration-and-payment). A finished
 * payment is final: the summary stays, the button and the card form go (decision 0044).
 */
export function PaymentStep({
  priceList,
  customer,
  selectedItems,
  sessions,
  offerToken,
  totalLabel,
  setup,
  registrationEmail,
  successNote,
  outcome,
  onOutcome,
  onEdit,
  onSessionFull,
  interactive,
  signedIn,
}: Props) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const names = courseNamesFrom(priceList.courses);
  const paid = outcome?.status === 'succeeded';

  // Moving to this step moves focus to its heading, so the change is announced.
  useEffect(() => {
    if (interactive) heading.current?.focus();
  }, [interactive]);

  const rows: Array<[string, string]> = [
    [t('register.name'), customer.name],
    [t('register.email'), customer.email],
    [t('register.phone'), customer.phone],
    [t('register.items'), selectedItems.map((id) => courseDisplayName(id, names)).join(', ')],
    ...chosenSessions(priceList, selectedItems, sessions).map(
      ({ course, session }): [string, string] => [
        t('register.sessionFor', { course: course.displayName }),
        `${sessionDays(session, i18n.language)}, ${session.location}`,
      ],
    ),
    [t('register.total'), totalLabel],
  ];
  // A program's courses (and any course bought without a date) get their session afterwards.
  const dated = new Set(
    chosenSessions(priceList, selectedItems, sessions).map(({ course }) => course.courseId),
  );
  const undated = selectedItems
    .flatMap(
      (id) => priceList.programs.find((program) => program.programId === id)?.courseIds ?? [id],
    )
    .filter((id) => !dated.has(id));

  return (
    <section aria-labelledby="payment-step-title" className="grid grid-cols-1 gap-8">
      <div className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
        <h2
          id="payment-step-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-900 focus:outline-none"
        >
          {paid ? t('register.complete') : t('register.summary')}
        </h2>
        {/* A label ('Session for' a long course name) takes at most 40% and wraps; a value
            without spaces (an e-mail address) breaks anywhere rather than widen the box. */}
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[fit-content(40%)_minmax(0,1fr)] sm:gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="mt-2 font-semibold text-slate-700 sm:mt-0">{label}</dt>
              <dd className="wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
        {undated.length ? (
          <p className="mt-4 rounded-md border border-slate-300 bg-white p-3 text-slate-800">
            {t('register.chooseLater', {
              courses: undated.map((id) => courseDisplayName(id, names)).join(', '),
            })}
          </p>
        ) : null}
        {paid ? null : (
          <button
            type="button"
            onClick={onEdit}
            className="mt-6 rounded-md border border-brand-900 px-5 py-2 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t('register.edit')}
          </button>
        )}
      </div>

      {paid ? null : (
        <div>
          <h3 className="mb-4 text-xl font-semibold text-brand-900">{t('register.cardPayment')}</h3>
          {interactive ? (
            <Suspense fallback={<p className="text-slate-700">{t('register.loading')}</p>}>
              <CardPayment
                setup={setup}
                requestBody={{
                  email: customer.email,
                  customerData: { ...customer, selectedItems },
                  sessions: Object.fromEntries(
                    chosenSessions(priceList, selectedItems, sessions).map(
                      ({ course, session }) => [course.courseId, session.key],
                    ),
                  ),
                  ...(offerToken && { offer: offerToken }),
                }}
                payLabel={t('register.pay', { total: totalLabel })}
                onOutcome={onOutcome}
                onSessionFull={onSessionFull}
                paid={false}
              />
            </Suspense>
          ) : (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3">
              {t('register.needsJavaScript', { email: registrationEmail })}
            </p>
          )}
        </div>
      )}

      {outcome ? (
        <div>
          <ResultBox status={outcome.status} successNote={successNote} />
          {paid ? <AfterPayment signedIn={signedIn} email={customer.email} /> : null}
        </div>
      ) : null}
    </section>
  );
}
