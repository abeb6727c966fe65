import { type SubmissionResult, useForm } from '@conform-to/react';
import type { z } from 'zod';

import { parseForm } from '~/forms/parse-form';

interface Options<Schema extends z.ZodTypeAny> {
  /** The last answer of the form's action (or clientAction): errors and values to show. */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<z.input<Schema>>;
  /** Called with a valid submission; `event.preventDefault()` keeps it in the browser. */
  onSubmit?: (
    event: React.FormEvent<HTMLFormElement>,
    submission: { value: z.output<Schema> },
  ) => void;
}

/**
 * A conform form checked in the browser with the schema the server uses. Errors show after the
 * first submission and update as the person types; the first invalid field takes the focus.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  { lastResult, defaultValue, onSubmit }: Options<Schema> = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema),
    onSubmit: onSubmit
      ? (event, { submission }) => {
          if (submission?.status === 'success') onSubmit(event, { value: submission.value });
        }
      : undefined,
  });
}
