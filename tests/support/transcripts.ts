/** A session attended in full, as the transcripts' tests (app/transcripts) start from. */
import type { Attendance } from '~/transcripts/transcript';

/** Clinical 2 of November 2025, all six days, 48 h (16 lecture, 32 participation), certified. */
export const CLINICAL2_ATTENDED: Attendance = {
  courseId: 'clinical2',
  sessionKey: 'd20251113',
  startDate: '2025-11-13',
  endDate: '2025-11-18',
  location: 'Beverly Hills, CA',
  hours: { total: 480, lecture: 160, participation: 320 },
  subjects: [
    { code: '690', hours: 400 },
    { code: '310', hours: 80 },
  ],
  daysAttended: ['13', '14', '15', '16', '17', '18'].map((day) => `2025-11-${day}`),
  certificateId: 'K7M2-9QXA-4TZP',
};
