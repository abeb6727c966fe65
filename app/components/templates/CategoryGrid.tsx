import { Link } from '@remix-run/react';

import type { TemplateLanding } from '~/content/queries';

import { Icon } from './Icons';
import { templatePath } from './pages';
import { SectionHeading, TemplateSection } from './SectionHeading';

/**
 * The category tiles, each with its course count (decided by the server, see
 * app/templates/seeded-count.ts).
 */
export function CategoryGrid({
  categories,
  counts,
}: {
  categories: TemplateLanding['categories'];
  counts: Record<string, number>;
}) {
  return (
    <TemplateSection id="categories-heading">
      <SectionHeading id="categories-heading" heading={categories} centered />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-category-grid>
        {categories.tiles.map((tile) => (
          <li key={tile._key}>
            <Link
              to={templatePath('courses')}
              className="flex items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-teal-700"
            >
              <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                <Icon name={tile.icon} className="h-7 w-7" />
              </span>
              <span>
                <span className="block text-lg font-semibold text-slate-900">{tile.title}</span>
                <span className="text-slate-700" data-course-count>
                  {counts[tile._key]} Courses
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TemplateSection>
  );
}
