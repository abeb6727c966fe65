import type { SubmissionResult } from '@conform-to/react';

import type { AccountProfile } from '~/accounts/account';
import { TextField } from '~/components/forms/Field';
import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import { formatLongDate } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

/**
 * Account Info: Name, Email, Phone, Member Since ('N/A' for what is not known), and a form to
 * enter or change the account's own name and phone (what /register then fills in).
 */
export function InfoPanel({
  profile,
  lastResult,
}: {
  profile: AccountProfile;
  /** The details form's last answer when it was refused. */
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t, i18n } = useTranslation();
  const pending = useSubmitting();
  const [form, fields] = useSchemaForm(
    () => import('~/accounts/details').then((module) => module.accountDetailsSchema),
    {
      lastResult,
      defaultValue: { intent: 'details', name: profile.name ?? '', phone: profile.phone ?? '' },
    },
  );
  const na = t('account.info.notAvailable');
  const rows: Array<[string, string]> = [
    [t('account.info.name'), profile.name || na],
    [t('account.info.email'), profile.email || na],
    [t('account.info.phone'), profile.phone || na],
    [t('account.info.memberSince'), formatLongDate(profile.createdAt, i18n.language) ?? na],
  ];
  return (
    <>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-x-8">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t('account.info.edit')}</h3>
      <PostForm form={form} className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="details" />
        <TextField
          field={fields.name}
          label={t('account.info.name')}
          type="text"
          autoComplete="name"
          required
        />
        <TextField
          field={fields.phone}
          label={t('account.info.phone')}
          type="tel"
          autoComplete="tel"
          required
        />
        <div className="sm:col-span-2">
          <SubmitButton
            pending={pending}
            look="small"
            label={t('account.info.save')}
            pendingLabel={t('account.info.saving')}
          />
        </div>
      </PostForm>
    </>
  );
}
