/**
 * CE hours earned by attendance (issue 26; docs/decisions/0067-attendance-and-ce-hours.md). A
 * session's hours are spread over its days: by content's CE breakdown when it has one (each part
 * covers `days` consecutive days, one by default: Clinical 2's Day 1 8, Day 2 8, Days 3-6 32),
 * else equally. A registrant earns the hours of the days they were marked present, split into
 * lecture and participation, and by AGD subject code, in the course's proportions. Hours are
 * counted in tenths, so every split adds up exactly. No React, no server.
 */
import { shareCents as apportion } from '~/orders/line-shares';

export interface CourseCe {
  ceHours: number;
  lectureHours?: number | null;
  participationHours?: number | null;
  subjects?: ReadonlyArray<{ code: string; hours: number }> | null;
  breakdown?: ReadonlyArray<{ ceHours: number; days?: number | null }> | null;
}

/** Tenths of an hour. */
export type Tenths = number;

export const toTenths = (hours: number): Tenths => Math.round(hours * 10);
export const fromTenths = (tenths: Tenths): number => tenths / 10;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar days of a session, first to last ('YYYY-MM-DD'); none when it is not dated. */
export function sessionDayList(startDate: string | null, endDate: string | null): string[] {
  if (!startDate || !DAY.test(startDate)) return [];
  const last = endDate && DAY.test(endDate) && endDate >= startDate ? endDate : startDate;
  const days: string[] = [];
  for (let at = Date.parse(`${startDate}T00:00:00Z`); ; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push(day);
    if (day >= last || days.length >= 60) break;
  }
  return days;
}

/** Each day's CE hours (tenths), in the order of `days`; they add up to the course's hours. */
export function dayHours(course: CourseCe, days: readonly string[]): Tenths[] {
  if (days.length === 0) return [];
  const total = toTenths(course.ceHours);
  const parts = course.breakdown?.length ? course.breakdown : null;
  if (!parts)
    return apportion(
      total,
      days.map(() => 1),
    );
  const hours: Tenths[] = [];
  for (const part of parts) {
    const span = Math.max(1, Math.floor(part.days ?? 1));
    hours.push(
      ...apportion(
        toTenths(part.ceHours),
        Array.from({ length: span }, () => 1),
      ),
    );
  }
  // A breakdown longer or shorter than the session: its days as far as they go.
  return days.map((_, index) => hours[index] ?? 0);
}

export interface EarnedCe {
  hours: Tenths;
  lecture: Tenths;
  participation: Tenths;
  subjects: Array<{ code: string; hours: Tenths }>;
}

/**
 * What a registrant present on `present` of the session's `days` earned. Lecture and
 * participation, and the subject codes, keep the course's proportions of the hours earned.
 */
export function earnedCe(
  course: CourseCe,
  days: readonly string[],
  present: ReadonlySet<string>,
): EarnedCe {
  const perDay = dayHours(course, days);
  const hours = days.reduce((sum, day, index) => sum + (present.has(day) ? perDay[index]! : 0), 0);
  const lectureTotal = toTenths(course.lectureHours ?? 0);
  const participationTotal = toTenths(course.participationHours ?? 0);
  const [lecture, participation] =
    lectureTotal + participationTotal > 0
      ? apportion(hours, [lectureTotal, participationTotal])
      : [hours, 0];
  const subjects = course.subjects?.length ? course.subjects : [];
  const subjectHours = subjects.length
    ? apportion(
        hours,
        subjects.map((subject) => toTenths(subject.hours)),
      )
    : [];
  return {
    hours,
    lecture: lecture!,
    participation: participation!,
    subjects: subjects.map((subject, index) => ({
      code: subject.code,
      hours: subjectHours[index]!,
    })),
  };
}
