import type { FieldMetadata } from '@conform-to/react';

import { TextField } from '~/components/forms/Field';
import { useTranslation } from '~/i18n/translation';

interface Props {
  fields: {
    practiceName: FieldMetadata<string | null | undefined>;
    taxId: FieldMetadata<string | null | undefined>;
  };
}

/**
 * The practice name and tax id, both optional, printed on the receipts for the buyer's
 * accountant (docs/decisions/0063). Own component so the register page changes by one line.
 */
export function AccountantFieldset({ fields }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-lg font-semibold text-brand-900 sm:col-span-2">
        {t('register.accountant.legend')}
      </legend>
      <p className="text-sm text-slate-700 sm:col-span-2">{t('register.accountant.hint')}</p>
      <TextField
        field={fields.practiceName}
        label={t('register.accountant.practiceName')}
        autoComplete="organization"
      />
      <TextField
        field={fields.taxId}
        label={t('register.accountant.taxId')}
        hint={t('register.accountant.taxIdHint')}
        autoComplete="off"
      />
    </fieldset>
  );
}
