import { Link } from '@remix-run/react';

import { useTranslation } from '~/i18n/translation';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-6 py-24 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-extrabold text-brand-900" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold">
        {t('notFound.title')}
      </h1>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
