import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnquiryOption } from '~/content/queries';
import type { EnquiryFieldErrors } from '~/enquiries/enquiry';
import { formatUsd } from '~/lib/money';
import { Field } from './Field';

export interface EnquiryFormResult {
  error: string;
  fieldErrors: EnquiryFieldErrors;
  values?: Record<string, string | string[] | undefined>;
}

interface Props {
  options: EnquiryOption[];
  /** `footer`: Get In Touch with course checkboxes; `contact`: More Information with a select. */
  variant: 'footer' | 'contact';
  /** The answer of a submission without JavaScript, re-shown with the values kept. */
  result?: EnquiryFormResult;
}

/** The text of an option with its facts, e.g. "Module 1: Basic Dental Implantology, 34 CE, ...". */
export function optionText(option: EnquiryOption): string {
  const facts = [
    option.ceHours ? `${option.ceHours} CE` : null,
    option.price ? formatUsd(option.price) : null,
    option.format,
  ].filter(Boolean);
  return (
    [option.label, option.title].filter(Boolean).join(': ') +
    (facts.length ? `, ${facts.join(', ')}` : '')
  );
}

/**
 * An enquiry form. With JavaScript it posts through a fetcher (the page stays, the button says
 * 'Sending...', errors appear in place); without, it is a plain POST to /enquiry. Success goes
 * to /thankyou either way.
 */
export function EnquiryForm({ options, variant, result: initialResult }: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EnquiryFormResult>();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const sending = fetcher.state !== 'idle';
  const result = fetcher.data ?? initialResult;
  const values = initialResult?.values ?? {};
  const errors = result?.fieldErrors ?? {};

  // A submission that ended without an error answer succeeded (it redirected): clear the fields.
  const wasSending = useRef(false);
  useEffect(() => {
    if (sending) wasSending.current = true;
    else if (wasSending.current) {
      wasSending.current = false;
      if (fetcher.data?.error) alertRef.current?.focus();
      else formRef.current?.reset();
    }
  }, [sending, fetcher.data]);

  const chosen = new Set([values.selectedCourses ?? []].flat());
  const page = variant === 'contact' ? '/contact' : location.pathname;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/enquiry"
      noValidate={false}
      aria-describedby={result?.error ? `${id}-alert` : undefined}
      className="grid gap-4"
    >
      {result?.error ? (
        <p
          ref={alertRef}
          id={`${id}-alert`}
          role="alert"
          tabIndex={-1}
          className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
        >
          {result.error}
        </p>
      ) : null}
      <input type="hidden" name="page" value={page} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id={`${id}-name`}
          name="name"
          label={t('enquiry.name')}
          autoComplete="name"
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <Field
          id={`${id}-phone`}
          name="phone"
          type="tel"
          label={t('enquiry.phone')}
          autoComplete="tel"
          required
          defaultValue={values.phone}
          error={errors.phone}
        />
        <Field
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('enquiry.email')}
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
      </div>
      {variant === 'contact' ? (
        <Field
          id={`${id}-area`}
          name="selectedCourses"
          label={t('enquiry.areaOfInterest')}
          error={errors.selectedCourses}
        >
          {(fieldProps) => (
            <select {...fieldProps} defaultValue={[...chosen][0] ?? ''}>
              <option value="">{t('enquiry.chooseArea')}</option>
              {options.map((option) => (
                <option key={option._id} value={option.label}>
                  {optionText(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field
        id={`${id}-questions`}
        name="questions"
        label={variant === 'contact' ? t('enquiry.message') : t('enquiry.questions')}
        error={errors.questions}
      >
        {(fieldProps) => (
          <textarea
            {...fieldProps}
            rows={variant === 'contact' ? 5 : 3}
            defaultValue={values.questions}
          />
        )}
      </Field>
      {variant === 'footer' ? (
        <fieldset aria-describedby={errors.selectedCourses ? `${id}-courses-error` : undefined}>
          <legend className="text-sm font-semibold">{t('enquiry.courses')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {options.map((option) => (
              <label key={option._id} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="selectedCourses"
                  value={option.label}
                  defaultChecked={chosen.has(option.label)}
                  className="mt-1 h-4 w-4 shrink-0 accent-accent-500"
                />
                <span>{optionText(option)}</span>
              </label>
            ))}
          </div>
          {errors.selectedCourses ? (
            <p id={`${id}-courses-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.selectedCourses}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-company`}>{t('enquiry.company')}</label>
        <input id={`${id}-company`} name="company" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-accent-500 px-6 py-3 font-semibold text-slate-950 hover:bg-orange-400 disabled:opacity-70"
        >
          {sending ? t('enquiry.sending') : t('enquiry.send')}
        </button>
      </div>
    </fetcher.Form>
  );
}
