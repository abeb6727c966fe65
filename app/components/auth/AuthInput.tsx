import { useTranslation } from 'react-i18next';
import type { AuthError } from '~/auth/errors';
import { Field } from '~/components/enquiry/Field';

interface Props {
  id: string;
  name: 'email' | 'password' | 'confirmPassword';
  label: string;
  type: 'email' | 'password';
  autoComplete: 'email' | 'username' | 'current-password' | 'new-password';
  error?: AuthError;
  defaultValue?: string;
  /** Without JavaScript the page reloads with the error: put the cursor where it is. */
  focusOnLoad?: boolean;
}

/** An e-mail or password input of the auth forms, on the shared Field (label, error, ARIA). */
export function AuthInput({
  error,
  type,
  autoComplete,
  defaultValue,
  focusOnLoad,
  ...field
}: Props) {
  const { t } = useTranslation();
  return (
    <Field {...field} required error={error ? t(`auth.errors.${error.code}`) : undefined}>
      {(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          // Only on the page answering a failed submission, where the error is.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusOnLoad}
          spellCheck={false}
        />
      )}
    </Field>
  );
}
