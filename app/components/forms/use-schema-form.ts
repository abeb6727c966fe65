import { parse, type SubmissionResult, useForm } from '@conform-to/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';

import type { parseForm } from '~/forms/parse-form';

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

/** The name of the button conform submits its intents with (`form.update()` and the like). */
const CONFORM_INTENT = '__intent__';

type Validate = (formData: FormData) => ReturnType<typeof parseForm>;

/**
 * A conform form checked in the browser with the schema the server uses. Errors show after the
 * first submission and update as the person types; the first invalid field takes the focus.
 *
 * The schema comes from `loadSchema`, a dynamic import: zod and the schemas are not part of the
 * page's first load (issue 27, decision 0075). They are fetched when the person first focuses or
 * touches the form (or at once when the server answered with errors); a submission before they
 * arrive waits for them, then goes on. Should they fail to load, the form posts unchecked and
 * the server's checks (the same schema) answer.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>(
  loadSchema: () => Promise<Schema>,
  { lastResult, defaultValue, onSubmit }: Options<Schema> = {},
) {
  const [validate, setValidate] = useState<Validate | 'unavailable' | null>(null);
  const loading = useRef<Promise<unknown> | null>(null);
  const loader = useRef(loadSchema);
  loader.current = loadSchema;
  const load = useCallback(() => {
    loading.current ??= Promise.all([import('~/forms/parse-form'), loader.current()]).then(
      ([parsing, schema]) =>
        setValidate(() => (formData: FormData) => parsing.parseForm(formData, schema)),
      (error: unknown) => {
        console.error('Loading the form’s checks failed; the server checks it:', error);
        setValidate('unavailable');
      },
    );
  }, []);

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate:
      typeof validate === 'function'
        ? ({ formData }) => validate(formData)
        : validate === 'unavailable'
          ? undefined
          : // Until the schema is here only conform's own intents (an update, a reset) come here,
            // a submission waits for it below; nothing has been checked yet, so no errors.
            ({ formData }) => parse(formData, { resolve: () => ({ error: {} }) }),
    onSubmit: onSubmit
      ? (event, { submission }) => {
          if (submission?.status === 'success') onSubmit(event, { value: submission.value });
        }
      : undefined,
  });

  // The submission that waits for the schema: its button (null: none), sent again once loaded.
  const waiting = useRef<HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    if (!validate || waiting.current === undefined) return;
    const submitter = waiting.current;
    waiting.current = undefined;
    const element = document.getElementById(form.id);
    if (element instanceof HTMLFormElement) element.requestSubmit(submitter ?? undefined);
  }, [validate, form.id]);

  useEffect(() => {
    if (lastResult) load();
    const element = document.getElementById(form.id);
    if (!element) return;
    // Focused before the form was hydrated (hydrateLater): as though focused now.
    if (element.contains(document.activeElement)) load();
    element.addEventListener('focusin', load);
    element.addEventListener('pointerdown', load);
    return () => {
      element.removeEventListener('focusin', load);
      element.removeEventListener('pointerdown', load);
    };
  }, [form.id, lastResult, load]);

  const submit = form.onSubmit;
  const checkedForm = useMemo(
    () =>
      new Proxy(form, {
        get(target, key, receiver) {
          if (key !== 'onSubmit') return Reflect.get(target, key, receiver);
          return (event: React.FormEvent<HTMLFormElement>) => {
            const { submitter } = event.nativeEvent as SubmitEvent;
            if (validate || submitter?.getAttribute('name') === CONFORM_INTENT)
              return submit(event);
            event.preventDefault();
            waiting.current = submitter;
            load();
          };
        },
      }),
    [form, submit, validate, load],
  );
  return [checkedForm, fields] as const;
}
