import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A message about the whole form (an i18n key), announced when it appears. It takes the focus
 * when no field has an error to take it (`focus`), so a keyboard or screen reader user lands
 * on it.
 */
export function FormAlert({
  id,
  message,
  focus,
}: {
  id?: string;
  message: string | undefined;
  focus: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message && focus) ref.current?.focus();
  }, [message, focus]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
    >
      {t(message)}
    </p>
  );
}
