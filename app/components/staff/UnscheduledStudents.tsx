import { formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { orderReference } from '~/payments/order-reference';
import type { UnscheduledCourse } from '~/sessions/roster';

import { ColumnHeaders } from './ColumnHeaders';

/** Per course, the students who paid for it but booked no session: staff chase them. */
export function UnscheduledStudents({ courses }: { courses: UnscheduledCourse[] }) {
  const { t, i18n } = useTranslation();
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="unscheduled-title" className="mt-12">
      <h2 id="unscheduled-title" className="text-2xl font-bold text-slate-900">
        {t('staff.unscheduled')}
      </h2>
      <p className="mt-2 text-slate-700">{t('staff.unscheduledIntro')}</p>
      {courses.map((course) => (
        <section
          key={course.courseId}
          aria-labelledby={`unscheduled-${course.courseId}`}
          className="mt-6"
        >
          <h3 id={`unscheduled-${course.courseId}`} className="text-lg font-bold text-slate-900">
            {t('staff.unscheduledOf', { course: course.courseName })}
          </h3>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
              <caption className="sr-only">
                {t('staff.unscheduledOf', { course: course.courseName })}
              </caption>
              <ColumnHeaders
                columns={[
                  { label: t('staff.name') },
                  { label: t('staff.email') },
                  { label: t('staff.order') },
                  { label: t('staff.paidAt') },
                ]}
              />
              <tbody>
                {course.students.map((student) => (
                  <tr key={student.orderId} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      {student.name}
                    </th>
                    <td className="py-2 pr-4 break-all">
                      <a href={`mailto:${student.email}`} className="text-brand-900 underline">
                        {student.email}
                      </a>
                    </td>
                    <td className="py-2 pr-4 font-mono">{orderReference(student.orderId)}</td>
                    <td className="py-2 whitespace-nowrap">
                      {formatDateTime(student.paidAt, i18n.language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </section>
  );
}
