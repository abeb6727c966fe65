import { Link } from '@remix-run/react';

import type { TemplateCourse, TemplateImage, TemplateModule } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { formatSamplePrice } from './format';
import { Icon } from './Icons';
import { templatePath } from './pages';

interface SampleCardProps {
  img: TemplateImage;
  sizes: string;
  badge: string;
  badgeClass: string;
  price: number;
  title: string;
  lessons: string;
  duration: string;
  rating: number;
}

/** The card both sample courses and sample modules use: image, badge, price, title, facts. */
function SampleCard(props: SampleCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ContentImg image={props.img} width={400} sizes={props.sizes} className="h-auto w-full" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <span className={`rounded px-2 py-1 text-sm font-semibold ${props.badgeClass}`}>
            {props.badge}
          </span>
          <span className="text-lg font-bold text-slate-900">{formatSamplePrice(props.price)}</span>
        </div>
        <h3 className="mt-4 flex-1 text-lg font-semibold text-slate-900">
          <Link to={templatePath('single-course')} className="hover:underline">
            {props.title}
          </Link>
        </h3>
        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <Icon name="lessons" className="h-4 w-4" />
            {props.lessons}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="clock" className="h-4 w-4" />
            {props.duration}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="star" className="h-4 w-4 text-amber-500" />
            <span>
              <span className="sr-only">Rating </span>
              {props.rating.toFixed(1)}
            </span>
          </li>
        </ul>
      </div>
    </article>
  );
}

/** A sample course card: image, category, price, title, lessons, duration and rating. */
export function CourseCard({ course }: { course: TemplateCourse }) {
  return (
    <SampleCard
      img={course.img}
      sizes="(min-width: 1024px) 400px, 100vw"
      badge={course.post}
      badgeClass="bg-teal-50 text-teal-800"
      price={course.price}
      title={course.title}
      lessons={`${course.lesson} ${course.lesson === 1 ? 'Lesson' : 'Lessons'}`}
      duration={course.time}
      rating={course.ratings}
    />
  );
}

/** One of the four sample modules: price, rating, hours and lessons. */
export function ModuleCard({ module }: { module: TemplateModule }) {
  return (
    <SampleCard
      img={module.img}
      sizes="(min-width: 1024px) 300px, 100vw"
      badge={module.level}
      badgeClass="bg-amber-50 capitalize text-amber-900"
      price={module.price}
      title={module.title}
      lessons={`${module.lessons} Lessons`}
      duration={`${module.hours}h`}
      rating={module.rating}
    />
  );
}
