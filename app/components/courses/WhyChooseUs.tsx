import type { CoursesPageContent } from '~/content/queries';

type Comparison = NonNullable<CoursesPageContent['whyChooseUs']>;

/** Our five points beside the five of typical courses. */
export function WhyChooseUs({ content }: { content: Comparison }) {
  const columns = [
    { id: 'ours', heading: content.oursHeading, points: content.ours, ours: true },
    { id: 'others', heading: content.othersHeading, points: content.others, ours: false },
  ];
  return (
    <section aria-labelledby="why-title" className="bg-brand-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="why-title" className="text-3xl font-bold">
          {content.heading}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {columns.map((column) => (
            <section
              key={column.id}
              aria-labelledby={`why-${column.id}`}
              className={`rounded-2xl p-6 ${column.ours ? 'bg-white text-slate-900' : 'bg-brand-900 text-slate-100'}`}
            >
              <h3
                id={`why-${column.id}`}
                className={`text-xl font-bold ${column.ours ? 'text-brand-900' : 'text-white'}`}
              >
                {column.heading}
              </h3>
              <ul className="mt-4 space-y-3">
                {column.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className={`font-bold ${column.ours ? 'text-accent-700' : 'text-slate-300'}`}
                    >
                      {column.ours ? '✓' : '✕'}
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
