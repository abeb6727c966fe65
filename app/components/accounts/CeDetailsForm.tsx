import type { SubmissionResult } from '@conform-to/react';

import type { CeDetails } from '~/certificates/participant';
import { TextField } from '~/components/forms/Field';
import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import { useTranslation } from '~/i18n/translation';

/** The licence and AGD id CE certificates print (docs/decisions/0068), each optional. */
export function CeDetailsForm({
  details,
  lastResult,
}: {
  details: CeDetails;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const pending = useSubmitting();
  const [form, fields] = useSchemaForm(
    () => import('~/certificates/participant').then((module) => module.ceDetailsSchema),
    {
      lastResult,
      defaultValue: {
        intent: 'ce-details',
        licenseNumber: details.licenseNumber ?? '',
        licenseState: details.licenseState ?? '',
        agdId: details.agdId ?? '',
      },
    },
  );
  return (
    <>
      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t('account.ce.title')}</h3>
      <p className="mt-1 text-slate-700">{t('account.ce.hint')}</p>
      <PostForm form={form} className="mt-4 grid gap-4 sm:grid-cols-3">
        <input type="hidden" name="intent" value="ce-details" />
        <TextField field={fields.licenseNumber} label={t('account.ce.licenseNumber')} />
        <TextField field={fields.licenseState} label={t('account.ce.licenseState')} />
        <TextField field={fields.agdId} label={t('account.ce.agdId')} />
        <div className="sm:col-span-3">
          <SubmitButton
            pending={pending}
            look="small"
            label={t('account.ce.save')}
            pendingLabel={t('account.info.saving')}
          />
        </div>
      </PostForm>
    </>
  );
}
