import { useEffect, useRef } from 'react';

import { useTranslation } from '~/i18n/translation';

/** Long enough for the box to be laid out and announced before the page moves to it. */
const FOCUS_DELAY_MS = 150;

/**
 * 'Payment Successful!' or 'Payment Failed / Please try again.' (docs/product.md#registration-and-payment). Success is
 * scrolled into view and focused after a short delay (docs/product.md#registration-and-payment), so keyboard and screen-reader
 * users land on it.
 */
export function ResultBox({
  status,
  successNote,
  byCredit = false,
}: {
  status: 'succeeded' | 'failed';
  successNote: string;
  /** The student's credit paid it all: no card was charged. */
  byCredit?: boolean;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status !== 'succeeded') return;
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      box.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
      box.current?.focus({ preventScroll: true });
    }, FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const succeeded = status === 'succeeded';
  return (
    <div
      ref={box}
      tabIndex={-1}
      role={succeeded ? 'status' : 'alert'}
      data-testid="payment-result"
      className={`rounded-lg border p-5 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-100 ${
        succeeded
          ? 'border-green-600 bg-green-50 text-green-900'
          : 'border-red-400 bg-red-50 text-red-900'
      }`}
    >
      <p className="text-xl font-bold">
        {succeeded
          ? t(byCredit ? 'register.successCredit' : 'register.success')
          : t('register.failed')}
      </p>
      <p className="mt-1">{succeeded ? successNote : t('register.tryAgain')}</p>
    </div>
  );
}
