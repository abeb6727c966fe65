import { useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { AuthError, AuthField } from '~/auth/errors';

export interface AuthFormResult {
  error?: AuthError;
  /** What was typed in the e-mail field, shown again (never the passwords). */
  email?: string;
}

/**
 * The error of the last submission, until the person types again (SPEC §4 Login: the error
 * clears on typing). After a submission that failed, focus goes to the field the message is
 * about, or to the message itself.
 */
export function useAuthFormError(result: AuthFormResult | undefined) {
  const [dismissed, setDismissed] = useState<AuthFormResult | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const error = result?.error && dismissed !== result ? result.error : undefined;

  useEffect(() => {
    const form = formRef.current;
    if (!result?.error || !form) return;
    const target = result.error.field
      ? form.querySelector<HTMLElement>(`[name="${result.error.field}"]`)
      : form.querySelector<HTMLElement>('[data-form-alert]');
    target?.focus();
  }, [result]);

  return {
    formRef,
    error,
    /** The message under a field, when the error is about it. */
    fieldError: (field: AuthField) => (error?.field === field ? error : undefined),
    /** The message above the form, when it is about no field. */
    formError: error && !error.field ? error : undefined,
    onInput: () => setDismissed(result),
  };
}

/** Whether this page's form is being sent (or its redirect followed): not a mere link click. */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
}
