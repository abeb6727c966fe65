/**
 * A session's certified attendance in the AGD roster layout (issue 26): one row per certificate,
 * AGD subject code and delivery method (lecture or participation), with the hours earned. Built
 * from the session's valid certificates: what was certified is what is reported. No server
 * imports.
 */
import { fromTenths } from '~/attendance/hours';
import type { CsvValue } from '~/lib/csv';
import { shareCents as apportion } from '~/orders/line-shares';

import type { Certificate } from './certificate';

export const AGD_ROSTER_HEADER = [
  'AGD ID',
  'Course Date',
  'Course Title',
  'CE Hours',
  'Subject Code',
  'Delivery Method',
  'Instructor',
  'Location',
] as const;

export function agdRosterRows(certificates: readonly Certificate[]): CsvValue[][] {
  return certificates.flatMap(({ printed }) => {
    const { hours } = printed;
    const subjects = printed.subjects.length
      ? printed.subjects
      : [{ code: '', hours: hours.total }];
    return subjects.flatMap((subject) => {
      // The code's hours split as the certificate's: lecture and participation.
      const [lecture, participation] =
        hours.lecture + hours.participation > 0
          ? apportion(subject.hours, [hours.lecture, hours.participation])
          : [subject.hours, 0];
      return (
        [
          ['Lecture', lecture!],
          ['Participation', participation!],
        ] as const
      )
        .filter(([, tenths]) => tenths > 0)
        .map(([method, tenths]) => [
          printed.participant.agdId ?? '',
          printed.session.startDate,
          printed.course.title,
          fromTenths(tenths).toFixed(1),
          subject.code,
          method,
          printed.instructors.join('; '),
          printed.session.location,
        ]);
    });
  });
}
