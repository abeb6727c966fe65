import { useTranslation } from 'react-i18next';
import type { CustomerField, CustomerFieldErrors } from '~/payments/registration';

export type CustomerValues = Record<CustomerField, string>;

interface Props {
  idPrefix: string;
  values: CustomerValues;
  errors: CustomerFieldErrors;
  /** Signed in: these fields come from the account and cannot be changed here. */
  locked: Partial<Record<CustomerField, boolean>>;
  onChange: (field: CustomerField, value: string) => void;
}

const FIELDS: Array<{
  name: CustomerField;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
}> = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
];

/** Name, e-mail and phone, all required (SPEC §5), each error tied to its field. */
export function CustomerFieldset({ idPrefix, values, errors, locked, onChange }: Props) {
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
      {FIELDS.map(({ name, type, autoComplete }) => {
        const id = `${idPrefix}-${name}`;
        const error = errors[name];
        return (
          <div key={name}>
            <label htmlFor={id} className="text-sm font-semibold">
              {t(`register.${name}`)}
              <span aria-hidden="true"> *</span>
              <span className="sr-only"> ({t('register.required')})</span>
            </label>
            <input
              id={id}
              name={name}
              type={type}
              autoComplete={autoComplete}
              required
              readOnly={Boolean(locked[name])}
              value={values[name]}
              onChange={(event) => onChange(name, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 read-only:bg-slate-100 read-only:text-slate-700 aria-[invalid=true]:border-red-600"
            />
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                {t(`register.errors.${error}`)}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
