import { Link } from '@remix-run/react';

import { ACCOUNT_TABS, type AccountTab } from '~/accounts/tabs';
import { useTranslation } from '~/i18n/translation';

/**
 * The side tabs of /account. Each is a link (?tab=...), so they work without JavaScript, can be
 * bookmarked and Back moves between them; the current one is marked for screen readers.
 */
export function AccountTabs({ current }: { current: AccountTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('account.sections')}>
      {/* On a phone the tabs wrap onto a second line: every one is whole, none behind a scroll. */}
      <ul className="flex flex-wrap gap-2 md:flex-col">
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={`?tab=${tab}`}
              preventScrollReset
              aria-current={tab === current ? 'page' : undefined}
              className="block whitespace-nowrap rounded-md border-l-4 border-transparent px-4 py-3 font-semibold text-slate-800 hover:bg-slate-100 aria-[current=page]:border-brand-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900"
            >
              {t(`account.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
