import type { TemplateStat } from '~/content/queries';

import { Icon } from './Icons';

/** The achievement counters (82k Enrolled Students ...): the number above its label. */
export function Counters({ stats }: { stats: TemplateStat[] }) {
  return (
    <section aria-label="Achievements" className="bg-slate-900 text-white">
      <dl className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat._key} className="flex flex-col-reverse gap-1">
            <dt className="flex items-center gap-2 text-slate-200">
              <Icon name={stat.icon} className="h-6 w-6 text-teal-300" />
              {stat.sector}
            </dt>
            <dd className="text-4xl font-extrabold">{stat.num}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
