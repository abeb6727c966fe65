import { Link } from '@remix-run/react';

import type { TemplateInstructor, TemplateModule } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { formatSamplePrice } from './format';
import { templatePath } from './pages';
import { buttonClass } from './SectionHeading';

/** A sample module in detail: picture, summary, instructor, and a box of facts to enrol from. */
export function CourseDetails({
  module,
  instructor,
}: {
  module: TemplateModule;
  instructor: TemplateInstructor | null;
}) {
  const facts = [
    ['Price', formatSamplePrice(module.price)],
    ['Rating', `${module.rating.toFixed(1)} out of 5`],
    ['Duration', `${module.hours}h`],
    ['Lessons', String(module.lessons)],
    ['Level', module.level === 'basic' ? 'Basic' : 'Advanced'],
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-3">
      <article className="lg:col-span-2" aria-labelledby="course-title">
        <ContentImg
          image={module.img}
          width={800}
          eager
          sizes="(min-width: 1024px) 800px, 100vw"
          className="h-auto w-full rounded-2xl"
        />
        <h2 id="course-title" className="mt-8 text-3xl font-bold text-slate-900">
          {module.title}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{module.summary}</p>
        {instructor ? (
          <div className="mt-10 flex items-center gap-5 rounded-2xl border border-slate-200 p-6">
            <ContentImg
              image={instructor.img}
              width={96}
              height={96}
              className="h-20 w-20 rounded-full object-cover"
            />
            <div>
              <h3 className="text-lg font-semibold text-slate-900">Instructor</h3>
              <Link
                to={templatePath('instructor-details')}
                className="font-medium text-teal-800 underline"
              >
                {instructor.name}
              </Link>
              <p className="text-slate-700">{instructor.title}</p>
            </div>
          </div>
        ) : null}
      </article>
      <aside
        aria-label="Course facts"
        className="h-fit rounded-2xl border border-slate-200 p-6 shadow-sm"
      >
        <dl className="divide-y divide-slate-200">
          {facts.map(([label, value]) => (
            <div key={label} className="flex justify-between py-3">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <Link to={templatePath('contacts')} className={`${buttonClass} mt-6 w-full`}>
          Enroll Now
        </Link>
      </aside>
    </div>
  );
}
