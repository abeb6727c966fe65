import type { FormMetadata } from '@conform-to/react';
import { useEffect, useRef } from 'react';

import { useTranslation } from '~/i18n/translation';

/** The id of a form's alert, for the form's `aria-describedby`. */
export const alertId = (form: Pick<FormMetadata, 'id'>) => `${form.id}-alert`;

/**
 * The message about the whole form (an i18n key), announced when it appears: the form's own
 * error, else `fieldsFailed` while some field has one. It takes the focus when no field has an
 * error to take it.
 */
export function FormAlert({
  form,
  fieldsFailed,
}: {
  form: Pick<FormMetadata, 'id' | 'errors' | 'allErrors'>;
  fieldsFailed?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const fieldErrors = Object.keys(form.allErrors).some((name) => name !== '');
  const message = form.errors?.[0] ?? (fieldErrors ? fieldsFailed : undefined);
  const focus = Boolean(message) && !fieldErrors;
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      id={alertId(form)}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
    >
      {t(message)}
    </p>
  );
}
