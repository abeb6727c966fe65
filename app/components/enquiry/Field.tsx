import { useTranslation } from 'react-i18next';

interface FieldProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
  className: string;
}

interface Props {
  id: string;
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  defaultValue?: string | string[];
  /** A control other than a text input (select, textarea), given the shared props. */
  children?: (props: FieldProps) => React.ReactNode;
}

const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

/** A labelled form control with its error message tied to it for screen readers. */
export function Field({
  id,
  name,
  label,
  error,
  required,
  type = 'text',
  autoComplete,
  defaultValue,
  children,
}: Props) {
  const { t } = useTranslation();
  const props: FieldProps = {
    id,
    name,
    required,
    className: control,
    ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required ? (
          <>
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> ({t('enquiry.required')})</span>
          </>
        ) : null}
      </label>
      {children ? (
        children(props)
      ) : (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          defaultValue={typeof defaultValue === 'string' ? defaultValue : undefined}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
