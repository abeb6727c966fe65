import { Link, useLocation } from '@remix-run/react';

import { type Language, supportedLanguages } from '~/i18n/config';
import { useTranslation } from '~/i18n/translation';

const tones = {
  light:
    'text-slate-700 hover:text-brand-900 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-900',
  dark: 'text-slate-100 hover:text-white aria-[current=true]:bg-white/15 aria-[current=true]:text-white',
};

/** Links that reload the page with `?lng=`; the server then keeps the choice in a cookie. */
export function LanguageSwitch({
  language,
  className = '',
  tone = 'light',
}: {
  language: Language;
  className?: string;
  tone?: keyof typeof tones;
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
            className={`rounded px-2 py-1 font-medium ${tones[tone]}`}
          >
            {t(`language.${code}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
