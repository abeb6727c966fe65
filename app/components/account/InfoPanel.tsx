import type { AccountProfile } from '~/accounts/account';
import { useTranslation } from '~/i18n/translation';

import { formatLongDate } from './format';

/** Account Info: Name, Email, Phone, Member Since ('N/A' for what is not known). */
export function InfoPanel({ profile }: { profile: AccountProfile }) {
  const { t, i18n } = useTranslation();
  const na = t('account.info.notAvailable');
  const rows: Array<[string, string]> = [
    [t('account.info.name'), profile.name || na],
    [t('account.info.email'), profile.email || na],
    [t('account.info.phone'), profile.phone || na],
    [t('account.info.memberSince'), formatLongDate(profile.createdAt, i18n.language) ?? na],
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-x-8">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="wrap-anywhere text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
