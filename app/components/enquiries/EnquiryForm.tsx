import type { SubmissionResult } from '@conform-to/react';
import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import { CheckboxGroup, SelectField, TextAreaField, TextField } from '~/components/forms/Field';
import { alertId } from '~/components/forms/FormAlert';
import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import type { EnquiryOption } from '~/content/queries';
import { ENQUIRY_FAILED } from '~/enquiries/messages';
import type { Language } from '~/i18n/config';
import { formatDollars } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

interface Props {
  options: EnquiryOption[];
  /** `footer`: Get In Touch with course checkboxes; `contact`: More Information with a select. */
  variant: 'footer' | 'contact';
  /** The answer of a submission without JavaScript, re-shown with the values kept. */
  result?: SubmissionResult<string[]>;
}

/** The text of an option with its facts, e.g. "Module 1: Basic Dental Implantology, 34 CE, ...". */
export function optionText(option: EnquiryOption, language: Language): string {
  const facts = [
    option.ceHours ? `${option.ceHours} CE` : null,
    option.price ? formatDollars(option.price, language) : null,
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
export function EnquiryForm({ options, variant, result }: Props) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const location = useLocation();
  const [form, fields] = useSchemaForm(
    () => import('~/enquiries/enquiry').then((module) => module.enquirySchema),
    { lastResult: fetcher.data ?? result },
  );
  const sending = fetcher.state !== 'idle';

  // A submission that ended without an answer succeeded (it redirected): clear the fields.
  const wasSending = useRef(false);
  useEffect(() => {
    if (sending) wasSending.current = true;
    else if (wasSending.current) {
      wasSending.current = false;
      if (fetcher.data?.status !== 'error') form.reset();
    }
  }, [sending, fetcher.data, form]);

  const failed = Object.keys(form.allErrors).length > 0;
  const choices = options.map((option) => ({
    value: option.value,
    label: optionText(option, i18n.language),
  }));

  return (
    <PostForm
      form={form}
      as={fetcher.Form}
      action="/enquiry"
      fieldsFailed={ENQUIRY_FAILED}
      aria-describedby={failed ? alertId(form) : undefined}
    >
      <input
        type="hidden"
        name="page"
        value={variant === 'contact' ? '/contact' : location.pathname}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField field={fields.name} label={t('enquiry.name')} autoComplete="name" required />
        <TextField
          field={fields.phone}
          type="tel"
          label={t('enquiry.phone')}
          autoComplete="tel"
          required
        />
        <TextField
          field={fields.email}
          type="email"
          label={t('enquiry.email')}
          autoComplete="email"
          required
        />
      </div>
      {variant === 'contact' ? (
        <SelectField
          field={fields.selectedCourses}
          label={t('enquiry.areaOfInterest')}
          placeholder={t('enquiry.chooseArea')}
          options={choices}
        />
      ) : null}
      <TextAreaField
        field={fields.questions}
        label={variant === 'contact' ? t('enquiry.message') : t('enquiry.questions')}
        rows={variant === 'contact' ? 5 : 3}
      />
      {variant === 'footer' ? (
        <CheckboxGroup
          field={fields.selectedCourses}
          legend={t('enquiry.courses')}
          options={choices}
        />
      ) : null}
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${form.id}-company`}>{t('enquiry.company')}</label>
        <input id={`${form.id}-company`} name="company" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <SubmitButton
          pending={sending}
          label={t('enquiry.send')}
          pendingLabel={t('enquiry.sending')}
          look="accent"
        />
      </div>
    </PostForm>
  );
}
