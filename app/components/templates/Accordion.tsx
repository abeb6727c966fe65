import { useId, useState } from 'react';

import type { TemplateFaq } from '~/content/queries';

import { Icon } from './Icons';
import { SectionHeading, TemplateSection } from './SectionHeading';

/**
 * The general-questions accordion: each question is a real button (so Space and Enter toggle it
 * too) with aria-expanded and aria-controls. The first answer is open to start with.
 */
export function Accordion({ faq }: { faq: TemplateFaq }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(faq.items.slice(0, 1).map((item) => item._key)),
  );
  const baseId = useId();
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <TemplateSection id="faq-heading">
      <SectionHeading id="faq-heading" heading={faq} centered />
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {faq.items.map((item) => {
          const expanded = open.has(item._key);
          const buttonId = `${baseId}-${item._key}-button`;
          const panelId = `${baseId}-${item._key}-panel`;
          return (
            <div key={item._key}>
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(item._key)}
                  className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50"
                >
                  {item.question}
                  <Icon
                    name="next"
                    className={`h-5 w-5 shrink-0 transition-transform ${expanded ? 'rotate-90' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-6 pb-6 text-slate-700"
              >
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </TemplateSection>
  );
}
