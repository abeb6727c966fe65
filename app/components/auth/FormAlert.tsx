import { useTranslation } from 'react-i18next';
import type { AuthError } from '~/auth/errors';

/** A message about the whole form, announced when it appears and focusable. */
export function FormAlert({ error }: { error: AuthError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p
      role="alert"
      tabIndex={-1}
      data-form-alert
      className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
    >
      {t(`auth.errors.${error.code}`, { message: t('auth.errors.unavailable') })}
    </p>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="w-full rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
