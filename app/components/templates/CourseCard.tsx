import { Link } from '@remix-run/react';
import type { TemplateCourse, TemplateModule } from '~/content/queries';
import { ContentImg } from '../ContentImg';
import { formatSamplePrice } from './format';
import { Icon } from './Icons';
import { templatePath } from './pages';

const cardClass =
  'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm';

/** A sample course card: image, category, price, title, lessons, duration and rating. */
export function CourseCard({ course }: { course: TemplateCourse }) {
  return (
    <article className={cardClass}>
      <ContentImg
        image={course.img}
        width={400}
        sizes="(min-width: 1024px) 400px, 100vw"
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="rounded bg-teal-50 px-2 py-1 text-sm font-semibold text-teal-800">
            {course.post}
          </span>
          <span className="text-lg font-bold text-slate-900">
            {formatSamplePrice(course.price)}
          </span>
        </div>
        <h3 className="mt-4 flex-1 text-lg font-semibold text-slate-900">
          <Link to={templatePath('single-course')} className="hover:underline">
            {course.title}
          </Link>
        </h3>
        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <Icon name="lessons" className="h-4 w-4" />
            {course.lesson} {course.lesson === 1 ? 'Lesson' : 'Lessons'}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="clock" className="h-4 w-4" />
            {course.time}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="star" className="h-4 w-4 text-amber-500" />
            <span>
              <span className="sr-only">Rating </span>
              {course.ratings.toFixed(1)}
            </span>
          </li>
        </ul>
      </div>
    </article>
  );
}

/** One of the four sample modules: price, rating, hours and lessons. */
export function ModuleCard({ module }: { module: TemplateModule }) {
  return (
    <article className={cardClass}>
      <ContentImg
        image={module.img}
        width={400}
        sizes="(min-width: 1024px) 300px, 100vw"
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="rounded bg-amber-50 px-2 py-1 text-sm font-semibold capitalize text-amber-900">
            {module.level}
          </span>
          <span className="text-lg font-bold text-slate-900">
            {formatSamplePrice(module.price)}
          </span>
        </div>
        <h3 className="mt-4 flex-1 text-lg font-semibold text-slate-900">
          <Link to={templatePath('single-course')} className="hover:underline">
            {module.title}
          </Link>
        </h3>
        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <Icon name="lessons" className="h-4 w-4" />
            {module.lessons} Lessons
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="clock" className="h-4 w-4" />
            {module.hours}h
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="star" className="h-4 w-4 text-amber-500" />
            <span>
              <span className="sr-only">Rating </span>
              {module.rating.toFixed(1)}
            </span>
          </li>
        </ul>
      </div>
    </article>
  );
}
