import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import type { CoursesPageContent } from '~/content/queries';

import { PortableTextBody } from '../PortableTextBody';

type Policy = NonNullable<CoursesPageContent['refundPolicy']>;

/**
 * 'Refunds & Cancellations', collapsed (a native disclosure, so no JavaScript is needed); it opens
 * itself when the address ends in #refunds, where the header's FAQs link points.
 */
export function RefundPolicy({ policy }: { policy: Policy }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash !== '#refunds' || !ref.current) return;
    ref.current.open = true;
  }, [hash]);

  return (
    <section aria-labelledby="refunds-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <details
        ref={ref}
        id="refunds"
        className="group scroll-mt-28 rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
          <h2 id="refunds-title" className="text-2xl font-bold text-brand-900">
            {policy.title}
          </h2>
          <span
            aria-hidden="true"
            className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-50 text-xl font-bold text-brand-900 transition-transform group-open:rotate-45"
          >
            +
          </span>
        </summary>
        <div className="border-t border-slate-200 px-5 pb-6 sm:px-6">
          <PortableTextBody value={policy.body} />
        </div>
      </details>
    </section>
  );
}
