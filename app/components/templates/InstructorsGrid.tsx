import { Link } from '@remix-run/react';

import type { TemplateHeading, TemplateInstructor } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { templatePath } from './pages';
import { SectionHeading, TemplateSection } from './SectionHeading';
import { SocialLinks } from './SocialLinks';

/** The expert instructors grid: four columns on wide screens, with social links. */
export function InstructorsGrid({
  heading,
  instructors,
}: {
  heading: TemplateHeading;
  instructors: TemplateInstructor[];
}) {
  return (
    <TemplateSection id="instructors-heading">
      <SectionHeading id="instructors-heading" heading={heading} centered />
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4" data-instructors-grid>
        {instructors.map((instructor) => (
          <li
            key={instructor._id}
            className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          >
            <ContentImg
              image={instructor.img}
              width={240}
              height={240}
              className="mx-auto h-40 w-40 rounded-full object-cover"
            />
            <h3 className="mt-5 text-lg font-semibold text-slate-900">
              <Link to={templatePath('instructor-details')} className="hover:underline">
                {instructor.name}
              </Link>
            </h3>
            <p className="text-slate-700">{instructor.title}</p>
            <SocialLinks person={instructor} className="mt-4 justify-center" />
          </li>
        ))}
      </ul>
    </TemplateSection>
  );
}
