import type { FieldMetadata } from '@conform-to/react';

import type { Customer } from '~/checkout/registration-form';
import { TextField } from '~/components/forms/Field';
import { useTranslation } from '~/i18n/translation';

type CustomerField = keyof Customer;

interface Props {
  idPrefix: string;
  fields: Record<CustomerField, FieldMetadata<string | undefined>>;
  /** Signed in: these fields come from the account and cannot be changed here. */
  locked: Record<CustomerField, boolean>;
}

/** Name, e-mail and phone as inputs: their types and autofill hints. */
const CONTACT_INPUTS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The required name, e-mail and phone inputs, labelled as /register labels them. */
export function ContactInputs({
  fields,
  locked = {},
}: {
  fields: Props['fields'];
  locked?: Partial<Props['locked']>;
}) {
  const { t } = useTranslation();
  return CONTACT_INPUTS.map(({ name, type, autoComplete }) => (
    <TextField
      key={name}
      field={fields[name]}
      label={t(`register.${name}`)}
      type={type}
      autoComplete={autoComplete}
      readOnly={locked[name]}
      required
    />
  ));
}

/** Name, e-mail and phone, all required (docs/product.md#registration-and-payment), each error tied to its field. */
export function CustomerFieldset({ idPrefix, fields, locked }: Props) {
  const { t } = useTranslation();
  const anyLocked = Object.values(locked).some(Boolean);
  return (
    <fieldset
      className="grid gap-4 sm:grid-cols-3"
      aria-describedby={anyLocked ? `${idPrefix}-locked` : undefined}
    >
      <legend className="mb-2 text-lg font-semibold text-brand-900 sm:col-span-3">
        {t('register.yourDetails')}
      </legend>
      {anyLocked ? (
        <p id={`${idPrefix}-locked`} className="text-sm text-slate-700 sm:col-span-3">
          {t('register.locked')}
        </p>
      ) : null}
      <ContactInputs fields={fields} locked={locked} />
    </fieldset>
  );
}
