import type { SubmissionResult } from '@conform-to/react';
import { useRevalidator } from '@remix-run/react';
import { useId, useRef, useState } from 'react';

import type { CheckoutCredit } from '~/checkout/checkout-credit';
import { initialChoice, type Preselection } from '~/checkout/preselection';
import { selectedItemsFor } from '~/checkout/registration-choice';
import type { Customer, RegistrationValues } from '~/checkout/registration-form';
import { chosenSessions, fullChoices, type FullValues } from '~/checkout/selection-sessions';
import { hydrateLater } from '~/components/hydrate-later';
import type { Page } from '~/content/queries';
import { formatDollars } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { PriceList } from '~/prices/price-list';
import { selectionTotalCents } from '~/prices/selection-price';
import { seatKey, type SeatsLeft } from '~/sessions/seat-key';
import type { PublicPaymentSetup } from '~/stripe/stripe.server';

import { AfterPayment } from './AfterPayment';
import type { PaymentOutcome } from './CardPayment';
import { OfferNotice, type WaitingListOffer } from './OfferNotice';
import { ResultBox } from './ResultBox';

// The form and the payment step (conform, the fields, the summary): not in the page's first load.
const LazyRegistrationForm = hydrateLater(() =>
  import('./RegistrationForm').then((module) => module.RegistrationForm),
);
const LazyPaymentStep = hydrateLater(() =>
  import('./PaymentStep').then((module) => module.PaymentStep),
);

/** A signed-in user's details: shown filled in and locked (docs/product.md#registration-and-payment). */
export interface RegisterPrefill {
  name: string;
  email: string;
  phone: string;
  locked: boolean;
}

/** What the page's action answers a form posted without JavaScript. */
export interface RegisterFormResult {
  /** conform's answer: the errors and the values as posted. */
  submission: SubmissionResult<string[]>;
  /** Valid, with something payable chosen: the payment step shows with these values. */
  values: RegistrationValues | null;
  /** The chosen session that is full (409): shown full, with the refusal beside it. */
  full?: { courseId: string; sessionKey: string } | null;
}

interface Props {
  page: Page;
  priceList: PriceList;
  registrationEmail: string;
  payment: PublicPaymentSetup;
  preselection: Preselection;
  prefill?: RegisterPrefill | null;
  /** Back from a redirect Stripe needed (e.g. a bank's check): its result. */
  returned: 'succeeded' | 'failed' | null;
  formResult?: RegisterFormResult;
  /** Seats left per session (`courseId:sessionKey`), when the page was loaded. */
  seatsLeft?: Record<string, SeatsLeft>;
  /** The live waiting-list offer the page was opened with: its seat is held for the reader. */
  offer?: WaitingListOffer | null;
  /** The page was opened with an offer that lapsed or was used. */
  offerGone?: boolean;
  /** The signed-in student's credit, when they may spend some (docs/decisions/0061). */
  credit?: CheckoutCredit | null;
}

/**
 * /register: choose, fill in, continue to a summary with the card form, see the result
 * (docs/product.md#registration-and-payment Registration). The steps are state in the page; the server prices everything.
 */
export function RegisterPage(props: Props) {
  const { page, priceList, registrationEmail, payment, preselection, prefill, formResult } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  // The values Continue went on with (posted without JavaScript, the action's answer).
  const [continued, setContinued] = useState<RegistrationValues | null>(formResult?.values ?? null);
  const [step, setStep] = useState<'form' | 'payment'>(formResult?.values ? 'payment' : 'form');
  // Sessions found full after the page was loaded (the action's 409, or the payment step's).
  const postedFull = formResult?.full;
  const [foundFull, setFoundFull] = useState<Record<string, number>>(() =>
    postedFull ? { [seatKey(postedFull.courseId, postedFull.sessionKey)]: 0 } : {},
  );
  const seatsLeft = { ...props.seatsLeft, ...foundFull };
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(
    props.returned
      ? props.returned === 'succeeded'
        ? { status: 'succeeded' }
        : { status: 'failed', message: '' }
      : null,
  );

  // Credit as it was when Continue was pressed: the summary's numbers do not change under the
  // student (a later reload of the page's data is for the next Continue).
  const [creditOffer, setCreditOffer] = useState<CheckoutCredit | null>(props.credit ?? null);
  // Ticked to begin with: a student with credit expects it used (unticked, the card pays all).
  const [useCredit, setUseCredit] = useState(true);
  // Once this page has placed a registration with credit, a changed one takes the credit back
  // from it (Edit Information, unticking and ticking again): the student made both.
  const creditPlaced = useRef(false);

  // A signed-in user's known details are locked; one the account does not have yet stays open.
  const lockedFields = {
    name: Boolean(prefill?.locked && prefill.name),
    email: Boolean(prefill?.locked && prefill.email),
    phone: Boolean(prefill?.locked && prefill.phone),
  };
  const intro = page.sections?.find((section) => section.key === 'intro');
  const confirmation = page.sections?.find((section) => section.key === 'confirmation');
  const successNote = confirmation?.body ?? t('register.successNote');
  const customer: Customer = {
    name: continued?.name ?? prefill?.name ?? '',
    email: continued?.email ?? prefill?.email ?? '',
    phone: continued?.phone ?? prefill?.phone ?? '',
  };
  const selectedItems = continued
    ? selectedItemsFor(continued.selectedOption, continued.selectedSubItems, priceList)
    : [];
  const sessions = continued?.sessions ?? {};

  function continueToPayment(values: RegistrationValues) {
    setContinued(values);
    setCreditOffer(props.credit ?? null);
    setOutcome(null);
    setStep('payment');
  }

  /**
   * The server refused a session as full while the payment was being set up (it filled
   * meanwhile): back to the choice, where that session shows full with the refusal and its
   * waiting list; the seat counts are read again.
   */
  function sessionFull(values: FullValues) {
    const full = fullChoices(chosenSessions(priceList, selectedItems, sessions), values);
    setFoundFull((current) => ({
      ...current,
      ...Object.fromEntries(
        full.map(({ course, session }) => [seatKey(course.courseId, session.key), 0]),
      ),
    }));
    setOutcome(null);
    setStep('form');
    revalidator.revalidate();
  }

  function edit() {
    // docs/product.md#registration-and-payment: back to the form with the values kept; the payment status is cleared.
    setOutcome(null);
    setStep('form');
    // The credit may have changed (used, expired, taken by another checkout): the next Continue
    // offers what there is then.
    if (props.credit) revalidator.revalidate();
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold text-brand-900">{intro?.heading ?? t('nav.register')}</h1>
      {intro?.body ? <p className="mt-4 text-lg text-slate-700">{intro.body}</p> : null}

      {payment.testMode ? (
        <p className="mt-6 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
          <strong>{t('register.testMode')}</strong>: {t('register.testModeNote')}
        </p>
      ) : null}
      <OfferNotice offer={props.offer} offerGone={props.offerGone} priceList={priceList} />

      <div className="mt-10">
        {payment.mode === 'off' || !payment.publishableKey ? (
          <p className="rounded-lg border border-slate-300 bg-slate-50 p-6 text-lg">
            <a
              href={`mailto:${registrationEmail}`}
              className="font-semibold text-brand-900 underline"
            >
              {t('register.emailInstead', { email: registrationEmail })}
            </a>
          </p>
        ) : step === 'payment' ? (
          <LazyPaymentStep
            priceList={priceList}
            customer={customer}
            accountant={{
              practiceName: continued?.practiceName ?? null,
              taxId: continued?.taxId ?? null,
            }}
            selectedItems={selectedItems}
            sessions={sessions}
            offerToken={props.offer?.token}
            totalLabel={formatDollars(
              selectionTotalCents(priceList, selectedItems, sessions) / 100,
              i18n.language,
            )}
            totalCents={selectionTotalCents(priceList, selectedItems, sessions)}
            credit={
              creditOffer && prefill?.locked
                ? {
                    offer: creditOffer,
                    use: useCredit,
                    onUse: setUseCredit,
                    // Told on the page that it is held, or held by what this page placed.
                    takeOver: () => creditOffer.heldCents > 0 || creditPlaced.current,
                    onStarted: () => {
                      creditPlaced.current = true;
                    },
                  }
                : null
            }
            setup={{ mode: payment.mode, publishableKey: payment.publishableKey }}
            registrationEmail={registrationEmail}
            successNote={successNote}
            outcome={outcome}
            onOutcome={setOutcome}
            onEdit={edit}
            onSessionFull={sessionFull}
            signedIn={Boolean(prefill?.locked)}
          />
        ) : outcome?.status === 'succeeded' ? (
          // Back from Stripe's redirect, paid: no form to pay again with.
          <div>
            <ResultBox
              status="succeeded"
              successNote={successNote}
              byCredit={outcome.byCredit === true}
            />
            <AfterPayment signedIn={Boolean(prefill?.locked)} email={customer.email} />
          </div>
        ) : (
          <>
            {outcome ? <ResultBox status={outcome.status} successNote={successNote} /> : null}
            <LazyRegistrationForm
              idPrefix={id}
              priceList={priceList}
              date={preselection.date}
              seatsLeft={seatsLeft}
              defaultValue={continued ?? { ...customer, ...initialChoice(priceList, preselection) }}
              // Once continued, the form starts from those values (the post's answer held the same).
              lastResult={continued ? undefined : formResult?.submission}
              locked={lockedFields}
              onContinue={continueToPayment}
            />
          </>
        )}
      </div>
    </div>
  );
}
