import type { PaymentCatalog } from '~/payments/registration';

/** The bundled dates are past: a future session for one course, for tests that book seats. */
export const FUTURE_SESSION = {
  key: 'c1-2099-04',
  dateText: 'Apr 5-10, 2099',
  startDate: '2099-04-05',
  endDate: '2099-04-10',
  location: 'Beverly Hills, CA',
  past: false,
  bookable: true,
} as const;

/** The catalog with FUTURE_SESSION added to `courseId`, with `capacity` seats. */
export function withFutureSession(
  catalog: PaymentCatalog,
  courseId: string,
  capacity: number,
): PaymentCatalog {
  return {
    ...catalog,
    courses: catalog.courses.map((course) =>
      course.courseId === courseId
        ? { ...course, sessions: [...course.sessions, { ...FUTURE_SESSION, capacity }] }
        : course,
    ),
  };
}
