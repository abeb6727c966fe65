/**
 * A student's CE transcript (issue 26; docs/decisions/0069-transcripts-and-late-certificates.md):
 * every course attended at the academy with its hours by format and AGD subject code, the totals
 * of what is certified, the progress toward the academy's awards (the `program` documents'
 * courses) and the hours toward AGD's Fellowship and Mastership. Hours in tenths
 * (app/attendance/hours.ts). No React, no server.
 */
import { fromTenths, sessionDayList, type Tenths, toTenths } from '~/attendance/hours';

/** AGD's thresholds (FAGD, MAGD): total hours, and the participation hours of the Mastership. */
export const AGD_FELLOWSHIP_HOURS = 500;
export const AGD_MASTERSHIP_HOURS = 1100;
export const AGD_MASTERSHIP_PARTICIPATION_HOURS = 400;

/** The academy's award programs (the residency is not one). */
export const AWARD_PROGRAMS = ['fellowship', 'mastership'] as const;
export type AwardProgramId = (typeof AWARD_PROGRAMS)[number];

/** A session attended: certified (a valid certificate, as printed) or not yet (marks only). */
export interface Attendance {
  courseId: string;
  sessionKey: string;
  startDate: string;
  endDate: string;
  location: string;
  hours: { total: Tenths; lecture: Tenths; participation: Tenths };
  subjects: ReadonlyArray<{ code: string; hours: Tenths }>;
  /** The days marked present, 'YYYY-MM-DD'. */
  daysAttended: readonly string[];
  /** Null while the session waits for its certificate. */
  certificateId: string | null;
}

export interface TranscriptInput {
  attended: readonly Attendance[];
  /** The courses' titles in the reader's language (content); a course gone from content keeps its id. */
  courses: ReadonlyArray<{ courseId: string; title: string }>;
  programs: ReadonlyArray<{ programId: string; name: string; courseIds: readonly string[] }>;
}

export interface TranscriptCourse extends Omit<Attendance, 'daysAttended' | 'subjects'> {
  title: string;
  subjects: Array<{ code: string; hours: Tenths }>;
  daysAttended: number;
  sessionDays: number;
}

/**
 * A required course of an award: `completed` once a certificate says every day of a session was
 * attended; `partial` when certified for some days only; `pending` when attended and waiting for
 * its certificate; `remaining` otherwise.
 */
export type AwardCourseStatus = 'completed' | 'partial' | 'pending' | 'remaining';

export interface AwardProgress {
  programId: AwardProgramId;
  name: string;
  courses: Array<{
    courseId: string;
    title: string;
    status: AwardCourseStatus;
    certificateIds: string[];
  }>;
  completed: number;
  required: number;
  /** Every required course completed (the award's other requirements are not counted here). */
  complete: boolean;
}

export interface HoursGoal {
  earned: Tenths;
  needed: Tenths;
  reached: boolean;
}

export interface Transcript {
  /** Every session attended, the first first. */
  courses: TranscriptCourse[];
  /** Of the certified sessions only: what a board accepts is what a certificate says. */
  totals: {
    hours: Tenths;
    lecture: Tenths;
    participation: Tenths;
    subjects: Array<{ code: string; hours: Tenths }>;
  };
  awards: AwardProgress[];
  /** Hours earned at this academy toward AGD's awards (other providers' hours are not known). */
  agd: {
    fellowship: HoursGoal;
    /** Reached when both are. */
    mastership: { total: HoursGoal; participation: HoursGoal; reached: boolean };
  };
}

const goal = (earned: Tenths, neededHours: number): HoursGoal => {
  const needed = toTenths(neededHours);
  return { earned, needed, reached: earned >= needed };
};

const isAward = (id: string): id is AwardProgramId => AWARD_PROGRAMS.includes(id as AwardProgramId);

export function buildTranscript({ attended, courses, programs }: TranscriptInput): Transcript {
  const titles = new Map(courses.map((course) => [course.courseId, course.title]));
  const rows: TranscriptCourse[] = [...attended]
    .sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) ||
        a.courseId.localeCompare(b.courseId) ||
        a.sessionKey.localeCompare(b.sessionKey),
    )
    .map(({ daysAttended, subjects, ...entry }) => ({
      ...entry,
      title: titles.get(entry.courseId) ?? entry.courseId,
      subjects: subjects.map((subject) => ({ ...subject })),
      daysAttended: new Set(daysAttended).size,
      sessionDays: sessionDayList(entry.startDate, entry.endDate).length,
    }));
  const certified = rows.filter((row) => row.certificateId !== null);
  const sum = (pick: (row: TranscriptCourse) => Tenths) =>
    certified.reduce((total, row) => total + pick(row), 0);
  const bySubject = new Map<string, Tenths>();
  for (const row of certified) {
    for (const subject of row.subjects) {
      bySubject.set(subject.code, (bySubject.get(subject.code) ?? 0) + subject.hours);
    }
  }
  const totals = {
    hours: sum((row) => row.hours.total),
    lecture: sum((row) => row.hours.lecture),
    participation: sum((row) => row.hours.participation),
    subjects: [...bySubject]
      .filter(([, hours]) => hours > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, hours]) => ({ code, hours })),
  };

  const statusOf = (courseId: string): AwardCourseStatus => {
    const own = rows.filter((row) => row.courseId === courseId);
    const done = own.filter((row) => row.certificateId !== null);
    if (done.some((row) => row.sessionDays > 0 && row.daysAttended >= row.sessionDays)) {
      return 'completed';
    }
    if (done.length) return 'partial';
    return own.length ? 'pending' : 'remaining';
  };
  const awards: AwardProgress[] = [];
  for (const program of programs) {
    if (!isAward(program.programId)) continue;
    const required = program.courseIds.map((courseId) => ({
      courseId,
      title: titles.get(courseId) ?? courseId,
      status: statusOf(courseId),
      certificateIds: certified
        .filter((row) => row.courseId === courseId)
        .map((row) => row.certificateId!),
    }));
    const completed = required.filter((course) => course.status === 'completed').length;
    awards.push({
      programId: program.programId,
      name: program.name,
      courses: required,
      completed,
      required: required.length,
      complete: required.length > 0 && completed === required.length,
    });
  }

  const total = goal(totals.hours, AGD_MASTERSHIP_HOURS);
  const participation = goal(totals.participation, AGD_MASTERSHIP_PARTICIPATION_HOURS);
  return {
    courses: rows,
    totals,
    awards,
    agd: {
      fellowship: goal(totals.hours, AGD_FELLOWSHIP_HOURS),
      mastership: { total, participation, reached: total.reached && participation.reached },
    },
  };
}

/** How far toward a goal, in whole percent (0 to 100), for a progress bar. */
export const percentOf = ({ earned, needed }: HoursGoal): number =>
  needed > 0 ? Math.min(100, Math.floor((earned * 100) / needed)) : 100;

const hoursOf = (tenths: Tenths) => fromTenths(tenths);

/** The transcript as the account API answers it: hours as numbers with one decimal. */
export function transcriptJson(transcript: Transcript, verifyUrl: (id: string) => string) {
  const goalJson = (value: HoursGoal) => ({
    hours: hoursOf(value.earned),
    needed: hoursOf(value.needed),
    reached: value.reached,
  });
  return {
    courses: transcript.courses.map((course) => ({
      courseId: course.courseId,
      title: course.title,
      sessionKey: course.sessionKey,
      startDate: course.startDate,
      endDate: course.endDate,
      location: course.location,
      hours: {
        total: hoursOf(course.hours.total),
        lecture: hoursOf(course.hours.lecture),
        participation: hoursOf(course.hours.participation),
      },
      subjects: course.subjects.map((subject) => ({
        code: subject.code,
        hours: hoursOf(subject.hours),
      })),
      daysAttended: course.daysAttended,
      sessionDays: course.sessionDays,
      status: course.certificateId ? ('certified' as const) : ('pending' as const),
      certificate: course.certificateId
        ? { id: course.certificateId, verifyUrl: verifyUrl(course.certificateId) }
        : null,
    })),
    totals: {
      hours: hoursOf(transcript.totals.hours),
      lecture: hoursOf(transcript.totals.lecture),
      participation: hoursOf(transcript.totals.participation),
      subjects: transcript.totals.subjects.map((subject) => ({
        code: subject.code,
        hours: hoursOf(subject.hours),
      })),
    },
    awards: transcript.awards.map((award) => ({
      programId: award.programId,
      name: award.name,
      completed: award.completed,
      required: award.required,
      complete: award.complete,
      courses: award.courses.map((course) => ({
        courseId: course.courseId,
        title: course.title,
        status: course.status,
        certificates: course.certificateIds,
      })),
    })),
    agd: {
      earnedAt: 'this-academy' as const,
      fellowship: goalJson(transcript.agd.fellowship),
      mastership: {
        ...goalJson(transcript.agd.mastership.total),
        participation: goalJson(transcript.agd.mastership.participation),
        reached: transcript.agd.mastership.reached,
      },
    },
  };
}
