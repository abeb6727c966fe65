import type { TemplateHeading, TemplateModule } from '~/content/queries';

import { ModuleCard } from './CourseCard';
import { SectionHeading, TemplateSection } from './SectionHeading';

/** The four sample modules. */
export function ModulesGrid({
  heading,
  modules,
}: {
  heading: TemplateHeading;
  modules: TemplateModule[];
}) {
  return (
    <TemplateSection id="modules-heading">
      <SectionHeading id="modules-heading" heading={heading} centered />
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {modules.map((module) => (
          <li key={module._id}>
            <ModuleCard module={module} />
          </li>
        ))}
      </ul>
    </TemplateSection>
  );
}
