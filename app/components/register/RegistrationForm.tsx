import type { SubmissionResult } from '@conform-to/react';

import { type Choice, choiceFrom, selectedItemsFor } from '~/checkout/registration-choice';
import type { Customer, RegistrationValues } from '~/checkout/registration-form';
import { chosenSessions, coursesMissingSession } from '~/checkout/selection-sessions';
import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useHydrated } from '~/components/use-hydrated';
import { formatDollars } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { PriceList } from '~/prices/price-list';
import { selectionTotalCents } from '~/prices/selection-price';
import { seatKey, type SeatsLeft, seatState } from '~/sessions/seat-key';

import { AccountantFieldset } from './AccountantFieldset';
import { CustomerFieldset } from './CustomerFieldset';
import { SelectionFieldset, type SelectionProps } from './SelectionFieldset';

interface Props extends Pick<SelectionProps, 'idPrefix' | 'priceList' | 'date' | 'seatsLeft'> {
  /** What the form starts with: the page's first choice, or the values continued with. */
  defaultValue: RegistrationValues;
  /** The action's answer to the form posted without JavaScript. */
  lastResult: SubmissionResult<string[]> | undefined;
  locked: Record<keyof Customer, boolean>;
  onContinue: (values: RegistrationValues) => void;
}

/**
 * The form step of /register: the choice and the customer's details, all owned by conform
 * (the same fields and values with JavaScript and without), checked in the browser with the
 * server's schema. Continue goes to the payment step without leaving the page; without
 * JavaScript the form posts to the page's action, which answers with the same values.
 */
export function RegistrationForm(props: Props) {
  const { idPrefix, priceList, seatsLeft } = props;
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation();
  const [form, fields] = useSchemaForm(
    () => import('~/checkout/registration-form').then((module) => module.registrationFormSchema),
    {
      lastResult: props.lastResult,
      defaultValue: props.defaultValue,
      onSubmit: (event, { value }) => {
        event.preventDefault();
        if (readiness(priceList, value, seatsLeft).ready) props.onContinue(value);
      },
    },
  );
  const choice = choiceFrom(form.value);
  const { totalCents, missingSession } = readiness(priceList, choice, seatsLeft);
  return (
    <PostForm
      form={form}
      className="grid gap-10"
      aria-describedby={totalCents === 0 || missingSession ? `${idPrefix}-choose-first` : undefined}
    >
      <SelectionFieldset
        idPrefix={idPrefix}
        priceList={priceList}
        date={props.date}
        seatsLeft={seatsLeft}
        initial={choiceFrom(form.initialValue)}
        choice={choice}
        coursesKey={fields.selectedSubItems.key}
        // docs/product.md#registration-and-payment: changing the option resets the ticked courses.
        onOptionChange={() => form.update({ name: fields.selectedSubItems.name, value: [] })}
      />
      <CustomerFieldset idPrefix={idPrefix} fields={fields} locked={props.locked} />
      <AccountantFieldset fields={fields} />
      <div>
        <SubmitButton
          pending={false}
          label={t('register.continue', { total: formatDollars(totalCents / 100, i18n.language) })}
          look="accent"
          disabled={hydrated && totalCents === 0}
        />
        {totalCents === 0 || missingSession ? (
          <p id={`${idPrefix}-choose-first`} className="mt-2 text-sm text-slate-700">
            {missingSession
              ? t('register.chooseSession', { course: missingSession.displayName })
              : t('register.chooseFirst')}
          </p>
        ) : null}
      </div>
    </PostForm>
  );
}

/**
 * Whether a choice can go on to payment: something payable, a session for every ticked course
 * that has them, none of them full (Continue waits; the fieldset says why beside the choice).
 */
function readiness(priceList: PriceList, choice: Choice, seatsLeft: Record<string, SeatsLeft>) {
  const items = selectedItemsFor(choice.selectedOption, choice.selectedSubItems, priceList);
  const totalCents = selectionTotalCents(priceList, items, choice.sessions);
  const missingSession = coursesMissingSession(priceList, items, choice.sessions)[0];
  const fullChosen = chosenSessions(priceList, items, choice.sessions).some(
    ({ course, session }) => seatState(seatsLeft[seatKey(course.courseId, session.key)]) !== 'open',
  );
  return { totalCents, missingSession, ready: totalCents > 0 && !missingSession && !fullChosen };
}
