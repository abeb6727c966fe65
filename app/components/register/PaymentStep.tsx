import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { creditToApply } from '~/checkout/checkout-credit';
import { registrationRequest } from '~/checkout/payment-request';
import type { Customer } from '~/checkout/registration-form';
import {
  chosenSessions,
  coursesWithoutSession,
  type FullValues,
} from '~/checkout/selection-sessions';
import { useHydrated } from '~/components/use-hydrated';
import type { Language } from '~/i18n/config';
import { formatCents, sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { courseDisplayName, courseNamesFrom } from '~/prices/course-names';
import { planTermsOf } from '~/prices/plan-choice';
import { planSchedule } from '~/prices/plan-schedule';
import type { PriceList } from '~/prices/price-list';
import type { AccountantDetails } from '~/receipts/accountant';

import { AfterPayment } from './AfterPayment';
import type { PaymentOutcome } from './CardPayment';
import { CreditCheckout } from './CreditCheckout';
import { CreditChoice, type StepCredit } from './CreditChoice';
import { PlanChoice } from './PlanChoice';
import { ResultBox } from './ResultBox';

// Stripe's React bindings and Stripe.js come with the payment step, not with the page.
const CardPayment = lazy(() => import('./CardPayment'));

interface Props {
  priceList: PriceList;
  customer: Customer;
  /** For the buyer's accountant, printed on the receipts (docs/decisions/0063). */
  accountant?: AccountantDetails;
  selectedItems: string[];
  /** Course id → the chosen session's key. */
  sessions: Record<string, string>;
  /** A waiting-list offer's token: the seat it holds is the buyer's. */
  offerToken?: string;
  totalLabel: string;
  /** The price in cents, as the server prices it. */
  totalCents: number;
  /**
   * The signed-in student's credit (docs/decisions/0061): what is offered, whether it is used,
   * and whether a request takes it back from their own unpaid registrations.
   */
  credit?: StepCredit | null;
  setup: { mode: 'stripe' | 'stand-in'; publishableKey: string };
  registrationEmail: string;
  successNote: string;
  outcome: PaymentOutcome | null;
  onOutcome: (outcome: PaymentOutcome) => void;
  onEdit: () => void;
  /** The server found a chosen session full (the message's values name it). */
  onSessionFull?: (values: FullValues) => void;
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
  accountant = { practiceName: null, taxId: null },
  selectedItems,
  sessions,
  offerToken,
  totalLabel,
  totalCents,
  credit,
  setup,
  registrationEmail,
  successNote,
  outcome,
  onOutcome,
  onEdit,
  onSessionFull,
  signedIn,
}: Props) {
  // False until hydrated: the card form needs JavaScript.
  const interactive = useHydrated();
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const names = courseNamesFrom(priceList.courses);
  const paid = outcome?.status === 'succeeded';
  const language = i18n.language as Language;
  const money = (cents: number) => formatCents(cents, language);
  // A program sold monthly offers its schedule; paid monthly, no credit is spent (0070).
  const terms = planTermsOf(priceList, selectedItems);
  const [monthly, setMonthly] = useState(false);
  const [consent, setConsent] = useState(false);
  const schedule = terms
    ? planSchedule({ priceCents: totalCents, ...terms, start: new Date() })
    : null;
  const plan = monthly && schedule ? schedule : null;
  // What the credit pays: as much of the price as it covers (checkout-credit.ts's rule).
  const offeredCents = credit && !plan ? credit.offer.availableCents + credit.offer.heldCents : 0;
  const creditCents = credit?.use && !plan ? creditToApply(offeredCents, totalCents) : 0;
  const toPayCents = plan ? plan[0]!.amountCents : totalCents - creditCents;

  // Moving to this step moves focus to its heading, so the change is announced.
  useEffect(() => {
    if (interactive) heading.current?.focus();
  }, [interactive]);

  const rows: Array<[string, string]> = [
    [t('register.name'), customer.name],
    [t('register.email'), customer.email],
    [t('register.phone'), customer.phone],
    ...(accountant.practiceName
      ? [[t('register.accountant.summaryPractice'), accountant.practiceName] as [string, string]]
      : []),
    ...(accountant.taxId
      ? [[t('register.accountant.summaryTaxId'), accountant.taxId] as [string, string]]
      : []),
    [
      t('register.items'),
      selectedItems.map((id) => courseDisplayName(id, names, language)).join(', '),
    ],
    ...chosenSessions(priceList, selectedItems, sessions).map(
      ({ course, session }): [string, string] => [
        t('register.sessionFor', { course: course.displayName }),
        `${sessionDays(session, i18n.language)}, ${session.location}`,
      ],
    ),
    ...(plan
      ? ([
          // Paid monthly: today's card payment, then the whole plan with its fee.
          [t(paid ? 'register.plan.paidToday' : 'register.plan.toPayToday'), money(toPayCents)],
          [
            t('register.plan.inAll', { count: plan.length }),
            money(plan.reduce((sum, payment) => sum + payment.amountCents, 0)),
          ],
        ] as Array<[string, string]>)
      : creditCents > 0
        ? ([
            [t('register.price'), money(totalCents)],
            [t('register.creditUsed'), `−${money(creditCents)}`],
            [t('register.toPay'), money(toPayCents)],
          ] as Array<[string, string]>)
        : ([[t('register.total'), totalLabel]] as Array<[string, string]>)),
  ];
  const requestBody = registrationRequest({
    priceList,
    customer,
    accountant,
    selectedItems,
    sessions,
    offerToken,
    creditCents,
    plan: plan ? { consent } : null,
  });
  const bodyExtras = () =>
    creditCents > 0 && credit?.takeOver() ? { takeOverCredit: true as const } : {};
  const started = (cents: number) => {
    if (cents > 0) credit?.onStarted(cents);
  };
  const undated = coursesWithoutSession(priceList, selectedItems, sessions);

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
              courses: undated.map((id) => courseDisplayName(id, names, language)).join(', '),
            })}
          </p>
        ) : null}
        {terms && schedule && !paid ? (
          <PlanChoice
            priceCents={totalCents}
            terms={terms}
            schedule={schedule}
            monthly={monthly}
            onMonthly={setMonthly}
            consent={consent}
            onConsent={setConsent}
            disabled={!interactive}
            language={language}
          />
        ) : null}
        {credit && !paid && !plan ? (
          <CreditChoice
            credit={credit}
            offeredCents={offeredCents}
            interactive={interactive}
            language={language}
          />
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

      {paid ? null : creditCents > 0 && toPayCents === 0 ? (
        // The credit pays it all: no card form, and Stripe.js is never loaded.
        <div>
          <h3 className="mb-4 text-xl font-semibold text-brand-900">
            {t('register.creditPayment')}
          </h3>
          {interactive ? (
            <CreditCheckout
              requestBody={requestBody}
              bodyExtras={bodyExtras}
              onOutcome={onOutcome}
              onSessionFull={onSessionFull}
            />
          ) : (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3">
              {t('register.needsJavaScript', { email: registrationEmail })}
            </p>
          )}
        </div>
      ) : (
        <div>
          <h3 className="mb-4 text-xl font-semibold text-brand-900">{t('register.cardPayment')}</h3>
          {plan && !consent ? (
            <p className="text-slate-700">{t('register.plan.consentFirst')}</p>
          ) : interactive ? (
            <Suspense fallback={<p className="text-slate-700">{t('register.loading')}</p>}>
              <CardPayment
                setup={setup}
                requestBody={requestBody}
                bodyExtras={bodyExtras}
                payLabel={
                  plan
                    ? t('register.plan.payFirst', { first: money(toPayCents) })
                    : t('register.pay', {
                        total: creditCents > 0 ? money(toPayCents) : totalLabel,
                      })
                }
                expectedCents={toPayCents}
                onOutcome={onOutcome}
                onSessionFull={onSessionFull}
                onStarted={started}
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
          <ResultBox
            status={outcome.status}
            successNote={successNote}
            byCredit={outcome.status === 'succeeded' && outcome.byCredit === true}
          />
          {paid ? <AfterPayment signedIn={signedIn} email={customer.email} /> : null}
        </div>
      ) : null}
    </section>
  );
}
