import { describe, expect, it } from 'vitest';

import { type Attendance, buildTranscript, percentOf, transcriptJson } from './transcript';

const COURSES = [
  { courseId: 'module1', title: 'Module 1: Foundations' },
  { courseId: 'module2', title: 'Module 2: Planning' },
  { courseId: 'clinical1', title: 'Clinical 1: Surgery' },
  { courseId: 'module3', title: 'Module 3: Grafting' },
];
const PROGRAMS = [
  { programId: 'fellowship', name: 'Fellowship', courseIds: ['module1', 'module2', 'clinical1'] },
  {
    programId: 'mastership',
    name: 'Mastership',
    courseIds: ['module1', 'module2', 'clinical1', 'module3'],
  },
  // Not an award: never in the progress.
  { programId: 'residency', name: 'Residency', courseIds: ['module1'] },
];

let serial = 0;
/** A session of `courseId` from `start` for `days` days, attended on the first `attended`. */
function session(
  courseId: string,
  start: string,
  options: {
    days?: number;
    attended?: number;
    lecture?: number;
    participation?: number;
    subjects?: Array<{ code: string; hours: number }>;
    certified?: boolean;
  } = {},
): Attendance {
  const days = options.days ?? 3;
  const attended = options.attended ?? days;
  const list = Array.from({ length: days }, (_, index) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
  );
  const lecture = options.lecture ?? 240;
  const participation = options.participation ?? 0;
  serial += 1;
  return {
    courseId,
    sessionKey: `s${serial}`,
    startDate: list[0]!,
    endDate: list.at(-1)!,
    location: 'Beverly Hills, CA',
    hours: { total: lecture + participation, lecture, participation },
    subjects: options.subjects ?? [{ code: '690', hours: lecture + participation }],
    daysAttended: list.slice(0, attended),
    certificateId: options.certified === false ? null : `CERT-${serial}`,
  };
}

const build = (attended: Attendance[]) =>
  buildTranscript({ attended, courses: COURSES, programs: PROGRAMS });

describe('buildTranscript: totals', () => {
  it.each([
    ['nothing attended', [], { hours: 0, lecture: 0, participation: 0 }, []],
    [
      'two certified sessions add up, subject codes merged and sorted',
      [
        session('module1', '2026-01-09', {
          lecture: 340,
          subjects: [
            { code: '690', hours: 240 },
            { code: '310', hours: 60 },
            { code: '730', hours: 40 },
          ],
        }),
        session('clinical1', '2026-02-12', {
          days: 6,
          lecture: 80,
          participation: 400,
          subjects: [
            { code: '690', hours: 400 },
            { code: '310', hours: 80 },
          ],
        }),
      ],
      { hours: 820, lecture: 420, participation: 400 },
      [
        { code: '310', hours: 140 },
        { code: '690', hours: 640 },
        { code: '730', hours: 40 },
      ],
    ],
    [
      'a session waiting for its certificate is listed, not counted',
      [
        session('module1', '2026-01-09', { lecture: 240 }),
        session('module2', '2026-03-06', { lecture: 160, certified: false }),
      ],
      { hours: 240, lecture: 240, participation: 0 },
      [{ code: '690', hours: 240 }],
    ],
    [
      'tenths stay exact (5.3 + 10.7 + 0.1)',
      [
        session('module1', '2026-01-09', { lecture: 53, participation: 107 }),
        session('module2', '2026-02-09', { lecture: 1 }),
      ],
      { hours: 161, lecture: 54, participation: 107 },
      [{ code: '690', hours: 161 }],
    ],
  ] as const)('%s', (_, attended, totals, subjects) => {
    const transcript = build([...attended]);
    expect(transcript.courses).toHaveLength(attended.length);
    expect(transcript.totals).toEqual({ ...totals, subjects });
  });

  it('lists sessions the first first, titled in the reader’s language, a gone course by its id', () => {
    const late = session('module2', '2026-05-01');
    const early = session('retired', '2025-04-01', { attended: 2 });
    const { courses } = build([late, early]);
    expect(
      courses.map((course) => [course.title, course.daysAttended, course.sessionDays]),
    ).toEqual([
      ['retired', 2, 3],
      ['Module 2: Planning', 3, 3],
    ]);
  });
});

describe('buildTranscript: the academy’s awards', () => {
  const statuses = (attended: Attendance[]) =>
    build(attended).awards.map((award) => ({
      programId: award.programId,
      statuses: award.courses.map((course) => `${course.courseId}:${course.status}`).join(' '),
      completed: `${award.completed}/${award.required}`,
      complete: award.complete,
    }));

  it.each([
    [
      'nothing attended: every course remains',
      [],
      [
        'module1:remaining module2:remaining clinical1:remaining',
        'module1:remaining module2:remaining clinical1:remaining module3:remaining',
      ],
      ['0/3', '0/4'],
      [false, false],
    ],
    [
      'every day of each Fellowship course: the Fellowship’s courses are complete',
      [
        session('module1', '2026-01-09'),
        session('module2', '2026-02-09'),
        session('clinical1', '2026-03-09', { days: 6 }),
      ],
      [
        'module1:completed module2:completed clinical1:completed',
        'module1:completed module2:completed clinical1:completed module3:remaining',
      ],
      ['3/3', '3/4'],
      [true, false],
    ],
    [
      'one day short of Clinical 1 (5 of 6): partial, the Fellowship not complete',
      [
        session('module1', '2026-01-09'),
        session('module2', '2026-02-09'),
        session('clinical1', '2026-03-09', { days: 6, attended: 5 }),
      ],
      [
        'module1:completed module2:completed clinical1:partial',
        'module1:completed module2:completed clinical1:partial module3:remaining',
      ],
      ['2/3', '2/4'],
      [false, false],
    ],
    [
      'attended but not certified yet: pending, not completed',
      [session('module1', '2026-01-09', { certified: false })],
      [
        'module1:pending module2:remaining clinical1:remaining',
        'module1:pending module2:remaining clinical1:remaining module3:remaining',
      ],
      ['0/3', '0/4'],
      [false, false],
    ],
    [
      'a partial session then the whole course again: completed',
      [
        session('module3', '2026-01-09', { attended: 1 }),
        session('module3', '2026-06-09'),
        session('module1', '2026-01-09'),
        session('module2', '2026-02-09'),
        session('clinical1', '2026-03-09', { days: 6 }),
      ],
      [
        'module1:completed module2:completed clinical1:completed',
        'module1:completed module2:completed clinical1:completed module3:completed',
      ],
      ['3/3', '4/4'],
      [true, true],
    ],
  ] as const)('%s', (_, attended, courseStatuses, completed, complete) => {
    expect(statuses([...attended])).toEqual([
      {
        programId: 'fellowship',
        statuses: courseStatuses[0],
        completed: completed[0],
        complete: complete[0],
      },
      {
        programId: 'mastership',
        statuses: courseStatuses[1],
        completed: completed[1],
        complete: complete[1],
      },
    ]);
  });

  it('names each required course’s certificates', () => {
    const first = session('module3', '2026-01-09', { attended: 1 });
    const second = session('module3', '2026-06-09');
    const mastership = build([first, second]).awards[1]!;
    expect(mastership.courses.at(-1)).toEqual({
      courseId: 'module3',
      title: 'Module 3: Grafting',
      status: 'completed',
      certificateIds: [first.certificateId, second.certificateId],
    });
  });
});

describe('buildTranscript: hours toward AGD’s Fellowship and Mastership', () => {
  /** Certified sessions adding up to `lecture` and `participation` tenths. */
  const earned = (lecture: number, participation: number) => [
    session('module1', '2026-01-09', { lecture, participation: 0 }),
    session('clinical1', '2026-02-09', { lecture: 0, participation }),
  ];

  it.each([
    // lecture, participation (tenths) → Fellowship reached, Mastership total / participation / both
    [4999, 0, false, false, false, false],
    [5000, 0, true, false, false, false],
    [4001, 999, true, false, false, false],
    [6999, 4000, true, false, true, false],
    [7001, 3999, true, true, false, false],
    [7000, 4000, true, true, true, true],
    [0, 11000, true, true, true, true],
  ])('%i lecture and %i participation tenths', (lecture, participation, ...reached) => {
    const { agd } = build(earned(lecture, participation));
    expect([
      agd.fellowship.reached,
      agd.mastership.total.reached,
      agd.mastership.participation.reached,
      agd.mastership.reached,
    ]).toEqual(reached);
    expect(agd.fellowship).toMatchObject({ earned: lecture + participation, needed: 5000 });
    expect(agd.mastership.total).toMatchObject({ earned: lecture + participation, needed: 11000 });
    expect(agd.mastership.participation).toMatchObject({ earned: participation, needed: 4000 });
  });

  it('counts no pending hours toward AGD', () => {
    const { agd } = build([session('module1', '2026-01-09', { lecture: 5000, certified: false })]);
    expect(agd.fellowship).toEqual({ earned: 0, needed: 5000, reached: false });
  });

  it.each([
    [{ earned: 0, needed: 5000, reached: false }, 0],
    [{ earned: 2499, needed: 5000, reached: false }, 49],
    [{ earned: 2500, needed: 5000, reached: false }, 50],
    [{ earned: 9000, needed: 5000, reached: true }, 100],
  ])('percentOf %o is %i', (value, percent) => {
    expect(percentOf(value)).toBe(percent);
  });
});

describe('transcriptJson', () => {
  it('gives hours as numbers with one decimal and each certificate’s link', () => {
    const certified = session('module1', '2026-01-09', {
      lecture: 53,
      participation: 107,
      subjects: [
        { code: '690', hours: 133 },
        { code: '310', hours: 27 },
      ],
    });
    const pending = session('module2', '2026-02-09', { lecture: 80, certified: false });
    const json = transcriptJson(build([certified, pending]), (id) => `https://x.test/verify/${id}`);
    expect(json.courses).toEqual([
      expect.objectContaining({
        courseId: 'module1',
        hours: { total: 16, lecture: 5.3, participation: 10.7 },
        subjects: [
          { code: '690', hours: 13.3 },
          { code: '310', hours: 2.7 },
        ],
        status: 'certified',
        certificate: {
          id: certified.certificateId,
          verifyUrl: `https://x.test/verify/${certified.certificateId}`,
        },
      }),
      expect.objectContaining({ courseId: 'module2', status: 'pending', certificate: null }),
    ]);
    expect(json.totals).toEqual({
      hours: 16,
      lecture: 5.3,
      participation: 10.7,
      subjects: [
        { code: '310', hours: 2.7 },
        { code: '690', hours: 13.3 },
      ],
    });
    expect(json.agd).toEqual({
      earnedAt: 'this-academy',
      fellowship: { hours: 16, needed: 500, reached: false },
      mastership: {
        hours: 16,
        needed: 1100,
        reached: false,
        participation: { hours: 10.7, needed: 400, reached: false },
      },
    });
  });
});
