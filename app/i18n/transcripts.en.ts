/** The CE transcript: /account's section and the printed PDF (app/transcripts). */
const transcripts = {
  title: 'CE transcript',
  intro:
    'Every course you attended at the academy, with the hours its certificate states. Totals count certified hours only.',
  none: 'Your transcript starts with the first course you attend.',
  download: 'Download the transcript (PDF)',
  caption: 'Courses attended',
  course: 'Course',
  dates: 'Dates',
  lecture: 'Lecture',
  participation: 'Participation',
  total: 'Total',
  hoursUnit: '{{hours}} h',
  subjects: 'AGD subject codes',
  certificate: 'Certificate',
  daysAttended: '{{attended}} of {{days}} days',
  pending: 'Certificate pending',
  pendingNote: 'Not counted until its certificate is issued.',
  totals: 'Total certified',
  subjectCode: '{{code}}: {{hours}} h',
  awards: {
    title: 'Toward the academy’s awards',
    progress: '{{name}}: {{completed}} of {{required}} required courses completed',
    note: 'A course counts once its certificate shows every day of a session attended. Each award also has its test and case requirements, which the academy confirms.',
    status: {
      completed: 'Completed',
      partial: 'Partly attended',
      pending: 'Attended, certificate pending',
      remaining: 'Remaining',
    },
  },
  agd: {
    title: 'Toward AGD’s Fellowship and Mastership',
    note: 'Hours earned at this academy only: the Academy of General Dentistry also counts the hours you earn with other approved providers.',
    fellowship: 'AGD Fellowship: {{hours}} of {{needed}} hours',
    mastership: 'AGD Mastership: {{hours}} of {{needed}} hours',
    participation: 'Mastership participation hours: {{hours}} of {{needed}}',
    reached: 'reached',
  },
  pdf: {
    title: 'Continuing Education Transcript',
    student: 'Participant',
    email: 'E-mail',
    generated: 'Generated {{date}}',
    earnedAt: 'Hours earned at {{provider}}',
    verify: 'Each certificate can be verified at {{url}}',
    pendingTitle: 'Attended, certificate pending (not counted)',
    page: 'Page {{page}} of {{pages}}',
    signatory: 'Issued for the academy by',
  },
};

export default transcripts;
