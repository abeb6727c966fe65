import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, type Language } from '~/i18n/config';

/** Links that reload the page with `?lng=`; the server then keeps the choice in a cookie. */
export function LanguageSwitch({
  language,
  className = '',
}: {
  language: Language;
  className?: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul aria-label={t('language.label')} className={`flex items-center gap-1 text-sm ${className}`}>
      {supportedLanguages.map((code) => (
        <li key={code}>
          <Link
            to={`${pathname}?lng=${code}`}
            lang={code}
            hrefLang={code}
            aria-current={code === language ? 'true' : undefined}
            className="rounded px-2 py-1 font-medium text-slate-700 hover:text-brand-900 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-900"
          >
            {t(`language.${code}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
