import { useTranslation } from '~/i18n/translation';

/**
 * Where a paid registration goes next: the account, or (not signed in) signing in or creating
 * an account with the address the registration was paid with.
 */
export function AfterPayment({ signedIn, email }: { signedIn: boolean; email: string }) {
  const { t } = useTranslation();
  const link = 'font-semibold text-brand-900 underline';
  if (signedIn) {
    return (
      <p className="mt-4 text-slate-800">
        {t('register.accountNote')}{' '}
        <a href="/account" className={link}>
          {t('register.toAccount')}
        </a>
      </p>
    );
  }
  const query = email ? `?${new URLSearchParams({ email })}` : '';
  return (
    <p className="mt-4 text-slate-800">
      {t('register.signInNote', { email: email || '—' })}{' '}
      <a href={`/login${query}`} className={link}>
        {t('register.signIn')}
      </a>{' '}
      ·{' '}
      <a href={`/create-account${query}`} className={link}>
        {t('register.createAccount')}
      </a>
    </p>
  );
}
