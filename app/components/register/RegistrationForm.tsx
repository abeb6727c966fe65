import type { SubmissionResult } from '@conform-to/react';

import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useTranslation } from '~/i18n/translation';
import { type Customer, registrationFormSchema } from '~/payments/registration';

import { CustomerFieldset } from './CustomerFieldset';
import { SelectionFieldset, type SelectionProps } from './SelectionFieldset';

/** The choice, passed on to SelectionFieldset. */
type Choice = Pick<
  SelectionProps,
  | 'idPrefix'
  | 'priceList'
  | 'option'
  | 'date'
  | 'sessions'
  | 'seatsLeft'
  | 'onSessionChange'
  | 'onOptionChange'
>;

interface Props extends Choice {
  subItems: Record<string, boolean>;
  /** A ticked course still without a session: Continue waits for it. */
  missingSession: string | undefined;
  /** A chosen session is full: Continue waits for another (the refusal shows beside it). */
  fullChosen: boolean;
  /** The details to start from: the account's, or those typed before 'Edit Information'. */
  customer: Customer;
  lastResult: SubmissionResult<string[]> | undefined;
  locked: Record<keyof Customer, boolean>;
  totalCents: number;
  totalLabel: string;
  hydrated: boolean;
  onSubItemsChange: (update: (current: Record<string, boolean>) => Record<string, boolean>) => void;
  onContinue: (customer: Customer) => void;
}

/**
 * The form step of /register: the choice and the customer's details, checked in the browser
 * with the server's schema; Continue goes to the payment step without leaving the page.
 * Without JavaScript it posts to the page's action.
 */
export function RegistrationForm(props: Props) {
  const { idPrefix, priceList, option, subItems, totalCents, hydrated } = props;
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(registrationFormSchema, {
    lastResult: props.lastResult,
    defaultValue: props.customer,
    onSubmit: (event, { value: { name, email, phone } }) => {
      event.preventDefault();
      if (totalCents > 0 && !props.missingSession && !props.fullChosen) {
        props.onContinue({ name, email, phone });
      }
    },
  });
  return (
    <PostForm
      form={form}
      className="grid gap-10"
      aria-describedby={
        totalCents === 0 || props.missingSession ? `${idPrefix}-choose-first` : undefined
      }
    >
      <SelectionFieldset
        idPrefix={idPrefix}
        priceList={priceList}
        option={option}
        selectedSubItems={subItems}
        date={props.date}
        sessions={props.sessions}
        seatsLeft={props.seatsLeft}
        onSessionChange={props.onSessionChange}
        onOptionChange={props.onOptionChange}
        onSubItemChange={(course, checked) =>
          props.onSubItemsChange((current) => ({ ...current, [course]: checked }))
        }
      />
      <CustomerFieldset idPrefix={idPrefix} fields={fields} locked={props.locked} />
      <div>
        <SubmitButton
          pending={false}
          label={t('register.continue', { total: props.totalLabel })}
          look="accent"
          disabled={hydrated && totalCents === 0}
        />
        {totalCents === 0 ? (
          <p id={`${idPrefix}-choose-first`} className="mt-2 text-sm text-slate-700">
            {t('register.chooseFirst')}
          </p>
        ) : null}
      </div>
    </PostForm>
  );
}
