import type { TemplateHeading } from '~/content/queries';

/** The eyebrow line and h2 that open a template section; `id` labels the section. */
export function SectionHeading({
  heading,
  id,
  centered = false,
}: {
  heading: TemplateHeading;
  id: string;
  centered?: boolean;
}) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : undefined}>
      {heading.eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-widest text-teal-700">
          {heading.eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">
        {heading.heading}
      </h2>
    </div>
  );
}

/** A section of a template page, labelled by its heading. */
export function TemplateSection({
  id,
  shaded = false,
  children,
}: {
  /** The id of the section's heading. */
  id: string;
  shaded?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={shaded ? 'bg-teal-50/60' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">{children}</div>
    </section>
  );
}

export const buttonClass =
  'inline-flex items-center justify-center rounded-md bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800';
export const outlineButtonClass =
  'inline-flex items-center justify-center rounded-md border-2 border-teal-700 px-5 py-2.5 font-semibold text-teal-800 hover:bg-teal-50';
