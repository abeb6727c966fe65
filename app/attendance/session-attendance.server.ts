/**
 * A session's attendance as staff mark it (/staff/sessions/<course>/<session>/attendance): its
 * days with their CE hours, its registrants with their marks, and what each has earned so far.
 */
import { type CourseCeContent, courseCeQuery } from '~/content/queries';
import { fetchContent } from '~/content/source.server';
import { academyToday } from '~/courses/sessions';
import type { Queryable } from '~/db/client.server';
import type { Language } from '~/i18n/config';
import { sessionDaysAndPlace } from '~/i18n/format';
import { courseDisplayName, courseNamesFrom } from '~/prices/course-names';
import { loadPriceList } from '~/prices/price-list.server';
import { sessionAttendees } from '~/sessions/roster-queries.server';
import { seatKey } from '~/sessions/seat-key';

import { type CourseCe, dayHours, earnedCe, sessionDayList, type Tenths } from './hours';
import { type AttendanceMark, presentDays, sessionMarks } from './marks.server';

export interface SessionDay {
  day: string;
  /** The day's CE hours, in tenths. */
  hours: Tenths;
}

export interface RegistrantAttendance {
  orderId: string;
  name: string;
  email: string;
  /** The chosen day's marks, oldest first (the last is the state); none when not marked. */
  marks: AttendanceMark[];
  /** Earned over every day marked present so far, in tenths. */
  earned: Tenths;
}

export interface SessionAttendance {
  courseId: string;
  sessionKey: string;
  title: string;
  location: string;
  days: SessionDay[];
  /** The day shown: asked for, else today during the session, else its first day. */
  day: string;
  today: string;
  registrants: RegistrantAttendance[];
}

/** A course's CE facts as courseCeQuery gives them, as the hours' rules take them. */
export function courseCeFrom(course: CourseCeContent): CourseCe {
  return {
    ceHours: course.ceHours,
    lectureHours: course.ceLectureHours ?? null,
    participationHours: course.ceParticipationHours ?? null,
    subjects: course.agdSubjects ?? null,
    breakdown: course.ceBreakdown ?? null,
  };
}

/** The course's CE facts (content), or the course's hours alone when content lacks them. */
export async function loadCourseCe(courseId: string): Promise<CourseCe | null> {
  const courses = await fetchContent(courseCeQuery);
  const course = courses.find((candidate) => candidate.courseId === courseId);
  return course ? courseCeFrom(course) : null;
}

/** Null for a course or session content does not know, or a session without days ('TBD'). */
export async function loadSessionAttendance(
  sql: Queryable,
  courseId: string,
  sessionKey: string,
  options: { day?: string | null; language: Language; now?: Date },
): Promise<SessionAttendance | null> {
  const today = academyToday(options.now);
  const [priceList, ce] = await Promise.all([
    loadPriceList(options.language, today),
    loadCourseCe(courseId),
  ]);
  const session = priceList.courses
    .find((course) => course.courseId === courseId)
    ?.sessions.find((candidate) => candidate.key === sessionKey);
  const days = sessionDayList(session?.startDate ?? null, session?.endDate ?? null);
  if (!session || !ce || days.length === 0) return null;
  const hours = dayHours(ce, days);
  const day =
    options.day && days.includes(options.day)
      ? options.day
      : days.includes(today)
        ? today
        : days[0]!;
  const [attendees, marks] = await Promise.all([
    sessionAttendees(sql, [{ courseId, sessionKey }]),
    sessionMarks(sql, courseId, sessionKey),
  ]);
  return {
    courseId,
    sessionKey,
    title: `${courseDisplayName(courseId, courseNamesFrom(priceList.courses))}, ${sessionDaysAndPlace(session, options.language)}`,
    location: session.location,
    days: days.map((date, index) => ({ day: date, hours: hours[index]! })),
    day,
    today,
    registrants: (attendees.get(seatKey(courseId, sessionKey)) ?? []).map((attendee) => {
      const own = marks.get(attendee.orderId);
      return {
        orderId: attendee.orderId,
        name: attendee.name,
        email: attendee.email,
        marks: own?.get(day) ?? [],
        earned: earnedCe(ce, days, presentDays(own)).hours,
      };
    }),
  };
}
