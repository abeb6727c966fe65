import {
  type FieldMetadata,
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useFormMetadata,
} from '@conform-to/react';

import { useTranslation } from '~/i18n/translation';

const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 read-only:bg-slate-100 read-only:text-slate-700 aria-[invalid=true]:border-red-600';

/**
 * The field with each property read once. conform's metadata works a property out on every
 * read (a new proxy, and a copy of what the form re-renders for); a checkbox group reads eight
 * of them per box, and the footer's form was a tenth of a page's render (issue 27). The first
 * read of each still tells conform what this component depends on.
 */
function readOnce<Field extends object>(field: Field): Field {
  const read = new Map<PropertyKey, unknown>();
  return new Proxy(field, {
    get(target, key, receiver) {
      if (!read.has(key)) read.set(key, Reflect.get(target, key, receiver));
      return read.get(key);
    },
  });
}

interface FieldProps {
  field: FieldMetadata<unknown>;
  label: string;
  required?: boolean;
}

/**
 * The field's message (an i18n key), tied to it by `aria-describedby` (conform's errorId). A
 * value can break several rules at once; the first, the most basic ('required'), is shown.
 */
export function FieldError({ field: metadata }: { field: FieldMetadata<unknown> }) {
  const field = readOnce(metadata);
  const { t } = useTranslation();
  const message = field.errors?.[0];
  if (!message) return null;
  return (
    <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
      {t(message)}
    </p>
  );
}

function Label({ field, label, required }: FieldProps) {
  const { t } = useTranslation();
  return (
    <label htmlFor={field.id} className="text-sm font-semibold">
      {label}
      {required ? (
        <>
          <span aria-hidden="true"> *</span>
          <span className="sr-only"> ({t('forms.required')})</span>
        </>
      ) : null}
    </label>
  );
}

/**
 * Without JavaScript the page comes back with the errors: the cursor goes to the first invalid
 * field. (With JavaScript, conform moves it.)
 */
function useFocusOnLoad(field: FieldMetadata<unknown>) {
  const form = useFormMetadata(field.formId);
  const first = Object.keys(form.allErrors).find((name) => name !== '');
  return Boolean(field.errors?.length) && first === field.name;
}

export function TextField({
  field: metadata,
  label,
  required,
  type = 'text',
  autoComplete,
  readOnly,
  hint,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  readOnly?: boolean;
  /** A note under the label, e.g. the password rule. */
  hint?: string;
}) {
  const field = readOnce(metadata);
  const { key, ...props } = getInputProps(field, {
    type,
    ariaDescribedBy: hint ? `${field.id}-hint` : undefined,
  });
  const focusOnLoad = useFocusOnLoad(field);
  return (
    <div>
      <Label field={field} label={label} required={required} />
      {hint ? (
        <p id={`${field.id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        key={key}
        {...props}
        required={required}
        autoComplete={autoComplete}
        readOnly={readOnly}
        spellCheck={type === 'email' || type === 'password' ? false : undefined}
        // Only on the page answering a failed submission, where the error is.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnLoad}
        className={control}
      />
      <FieldError field={field} />
    </div>
  );
}

export function TextAreaField({
  field: metadata,
  label,
  required,
  rows,
}: FieldProps & { rows: number }) {
  const field = readOnce(metadata);
  const { key, ...props } = getTextareaProps(field);
  return (
    <div>
      <Label field={field} label={label} required={required} />
      <textarea key={key} {...props} required={required} rows={rows} className={control} />
      <FieldError field={field} />
    </div>
  );
}

export function SelectField({
  field: metadata,
  label,
  required,
  placeholder,
  options,
}: FieldProps & { placeholder: string; options: Array<{ value: string; label: string }> }) {
  const field = readOnce(metadata);
  const { key, ...props } = getSelectProps(field);
  return (
    <div>
      <Label field={field} label={label} required={required} />
      <select key={key} {...props} required={required} className={control}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

/** Checkboxes of one field (any number ticked), under a legend. */
export function CheckboxGroup({
  field: metadata,
  legend,
  options,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  options: Array<{ value: string; label: string }>;
}) {
  const field = readOnce(metadata);
  const boxes = getCollectionProps(field, {
    type: 'checkbox',
    options: options.map((option) => option.value),
  });
  return (
    <fieldset aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {boxes.map(({ key, ...box }, index) => (
          <label key={key ?? box.value} className="flex items-start gap-2 text-sm">
            <input
              {...box}
              // conform names each box after its value, which may hold spaces: not a valid id.
              id={`${field.id}-option-${index}`}
              aria-describedby={undefined}
              className="mt-1 h-4 w-4 shrink-0 accent-accent-500"
            />
            <span>{options[index]!.label}</span>
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}
