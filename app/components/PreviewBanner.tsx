import { Form, useLocation } from '@remix-run/react';

import { useTranslation } from '~/i18n/translation';

export function PreviewBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div role="status" className="bg-amber-300 text-slate-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6">
        <p className="font-semibold">{t('preview.banner')}</p>
        <Form method="post" action="/api/preview" reloadDocument>
          <input type="hidden" name="redirectTo" value={pathname} />
          <button type="submit" className="rounded bg-slate-950 px-3 py-1 font-semibold text-white">
            {t('preview.exit')}
          </button>
        </Form>
      </div>
    </div>
  );
}
