import { sessionPrice } from '~/courses/early-price';
import { academyToday, type CourseSession } from '~/courses/sessions';
import { type PricedCourse, type PriceList, priceListFrom } from '~/prices/price-list';

/** The registration prices of docs/product.md#courses-and-prices, as content gives them. */
export const REGISTRATION_PRICES: PriceList = priceListFrom(
  [
    { courseId: 'module1', shortName: 'Module 1', displayName: 'M1', registrationPrice: 2850 },
    { courseId: 'module2', shortName: 'Module 2', displayName: 'M2', registrationPrice: 2850 },
    { courseId: 'clinical1', shortName: 'Clinical 1', displayName: 'C1', registrationPrice: 6500 },
    { courseId: 'module3', shortName: 'Module 3', displayName: 'M3', registrationPrice: 2950 },
    { courseId: 'module4', shortName: 'Module 4', displayName: 'M4', registrationPrice: 2950 },
    { courseId: 'clinical2', shortName: 'Clinical 2', displayName: 'C2', registrationPrice: 17000 },
  ],
  [
    {
      programId: 'fellowship',
      name: 'Fellowship Program',
      price: 12000,
      courseIds: ['module1', 'module2', 'clinical1'],
    },
    {
      programId: 'mastership',
      name: 'Mastership Program',
      price: 35000,
      courseIds: ['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2'],
    },
    { programId: 'residency', name: 'Special Clinical Residency', price: null, courseIds: null },
  ],
);

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

/** The price list with FUTURE_SESSION added to `courseId`, with `capacity` seats. */
export function withFutureSession(
  priceList: PriceList,
  courseId: string,
  capacity: number,
): PriceList {
  return {
    ...priceList,
    courses: priceList.courses.map((course) =>
      course.courseId === courseId
        ? withSessions(course, [...course.sessions, { ...FUTURE_SESSION, capacity }])
        : course,
    ),
  };
}

/** The course with these sessions, each priced as the price list prices it today. */
export function withSessions(
  course: PricedCourse,
  sessions: readonly CourseSession[],
): PricedCourse {
  const today = academyToday();
  return {
    ...course,
    sessions: sessions.map((session) => ({
      ...session,
      price: sessionPrice(course, session.startDate, today),
    })),
  };
}

/** The 2027 session of each scheduled course in the bundled dataset (Module 1 is TBD). */
export const SEED_SESSIONS: Readonly<Record<string, string>> = {
  module2: 'module2-2027-03',
  clinical1: 'clinical1-2027-04',
  module3: 'module3-2027-05',
  module4: 'module4-2027-06',
  clinical2: 'clinical2-2027-07',
};

/** The `sessions` map a buyer of these individual courses sends (none for a program). */
export function sessionsFor(items: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    items.filter((item) => SEED_SESSIONS[item]).map((item) => [item, SEED_SESSIONS[item]!]),
  );
}
