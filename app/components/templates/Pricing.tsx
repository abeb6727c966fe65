import { useState } from 'react';

import type { TemplatePricing } from '~/content/queries';

import { ContentLink } from '../ContentLink';
import { formatSamplePrice } from './format';
import { Icon } from './Icons';
import { buttonClass, SectionHeading, TemplateSection } from './SectionHeading';

/**
 * The pricing list. The Monthly/Yearly switch is the sample behaviour of docs/product.md: it changes which button
 * is pressed and no visible price.
 */
export function Pricing({ pricing }: { pricing: TemplatePricing }) {
  const [period, setPeriod] = useState<'monthly' | 'yearly'>('monthly');
  const periods = [
    { value: 'monthly', label: pricing.monthlyLabel },
    { value: 'yearly', label: pricing.yearlyLabel },
  ] as const;
  return (
    <TemplateSection id="pricing-heading" shaded>
      <SectionHeading id="pricing-heading" heading={pricing} centered />
      <div
        role="group"
        aria-label="Billing period"
        className="mx-auto mt-8 flex w-fit rounded-full border border-slate-300 bg-white p-1"
      >
        {periods.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            onClick={() => setPeriod(value)}
            className="rounded-full px-5 py-2 font-semibold text-slate-800 aria-pressed:bg-teal-700 aria-pressed:text-white"
          >
            {label}
          </button>
        ))}
      </div>
      <ul className="mt-10 grid gap-8 md:grid-cols-3">
        {pricing.plans.map((plan) => (
          <li
            key={plan._key}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
          >
            <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
            <p className="mt-4 text-4xl font-extrabold text-slate-900" data-price>
              {formatSamplePrice(plan.price)}
            </p>
            <ul className="mt-6 flex-1 space-y-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-700">
                  <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" />
                  {feature}
                </li>
              ))}
            </ul>
            <ContentLink href={plan.ctaHref} className={`${buttonClass} mt-8`}>
              <span>
                {plan.ctaLabel}
                <span className="sr-only"> with the {plan.name} plan</span>
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </TemplateSection>
  );
}
