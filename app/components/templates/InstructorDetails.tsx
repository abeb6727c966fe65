import type { TemplateCourse, TemplateInstructor, TemplateSkill } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { CourseCard } from './CourseCard';
import { SkillBars } from './SkillBars';
import { SocialLinks } from './SocialLinks';

/** An instructor's profile: portrait, biography, social links, skills and courses. */
export function InstructorDetails({
  instructor,
  skills,
  courses,
}: {
  instructor: TemplateInstructor;
  skills: TemplateSkill[];
  courses: TemplateCourse[];
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="grid gap-12 lg:grid-cols-3">
        <ContentImg
          image={instructor.img}
          width={400}
          eager
          className="h-auto w-full max-w-sm rounded-2xl"
        />
        <div className="lg:col-span-2">
          <h2 className="text-3xl font-bold text-slate-900">{instructor.name}</h2>
          <p className="mt-1 text-lg font-medium text-teal-800">{instructor.title}</p>
          {instructor.bio ? <p className="mt-5 text-lg text-slate-700">{instructor.bio}</p> : null}
          <SocialLinks person={instructor} className="mt-5" />
          <h3 className="mt-10 text-2xl font-semibold text-slate-900">Skills</h3>
          <div className="mt-6 max-w-xl">
            <SkillBars skills={skills} />
          </div>
        </div>
      </div>
      <h3 className="mt-16 text-2xl font-semibold text-slate-900">Courses</h3>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map((course) => (
          <li key={course._id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    </div>
  );
}
