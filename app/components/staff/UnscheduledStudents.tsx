import { formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { UnscheduledCourse } from '~/sessions/roster';

import { OrderCell, PersonCells } from './PersonCells';
import { StaffTable } from './StaffTable';

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
          <StaffTable
            caption={t('staff.unscheduledOf', { course: course.courseName })}
            minWidth="min-w-[40rem]"
            columns={[
              { label: t('staff.name') },
              { label: t('staff.email') },
              { label: t('staff.order') },
              { label: t('staff.paidAt') },
            ]}
          >
            {course.students.map((student) => (
              <tr key={student.orderId} className="border-b border-slate-200">
                <PersonCells name={student.name} email={student.email} />
                <OrderCell orderId={student.orderId} />
                <td className="py-2 whitespace-nowrap">
                  {formatDateTime(student.paidAt, i18n.language)}
                </td>
              </tr>
            ))}
          </StaffTable>
        </section>
      ))}
    </section>
  );
}
