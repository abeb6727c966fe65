import type { Cta } from '~/content/queries';

import { ContentLink } from './ContentLink';

const styles = {
  light: {
    primary: 'bg-brand-900 text-white hover:bg-brand-800',
    secondary: 'border-2 border-brand-900 text-brand-900 hover:bg-brand-50',
  },
  dark: {
    primary: 'bg-accent-500 text-slate-950 hover:bg-orange-400',
    secondary: 'border-2 border-white text-white hover:bg-white/10',
  },
};

/**
 * Call-to-action buttons from the content; site paths navigate in-app, others are plain links,
 * and an unsafe address (see safeHref) leaves only the label.
 */
export function CtaLinks({
  ctas,
  className = '',
  tone = 'light',
}: {
  ctas: Cta[] | null;
  className?: string;
  tone?: 'light' | 'dark';
}) {
  if (!ctas?.length) return null;
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {ctas.map((cta) => {
        const look = `inline-block rounded-md px-6 py-3 font-semibold ${styles[tone][cta.variant ?? 'primary']}`;
        return (
          <ContentLink key={cta._key} href={cta.href} className={look}>
            {cta.label}
          </ContentLink>
        );
      })}
    </div>
  );
}
