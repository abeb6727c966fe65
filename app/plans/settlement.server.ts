/**
 * The settlement of cancelling an order's plan (settlement.ts, docs/decisions/0065) from what is
 * stored: the plan's payments, the order's charges with what each can still return, the
 * sessions booked for its courses (taken on their first day) and the courses' individual
 * prices from content. What the 'Cancel the program' page shows before the student confirms.
 */
import { coursesQuery } from '~/content/queries';
import { fetchContent } from '~/content/source.server';
import { sessionsOf } from '~/courses/sessions';
import type { Queryable } from '~/db/client.server';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { dollarsToCents } from '~/lib/money';
import { refundableCharges } from '~/refunds/lifecycle.server';

import { planTotalCents } from './closure-share';
import { planOfOrder } from './plan-reads.server';
import { type PlanCourse, settle, type Settlement } from './settlement';

/** A course as content prices it: the individual price, else the registration price. */
export interface CoursePrices {
  courseId: string;
  individualPrice?: number | null;
  registrationPrice: number;
  upcomingDates?: Parameters<typeof sessionsOf>[0];
}

export async function loadCoursePrices(): Promise<CoursePrices[]> {
  return (await fetchContent(coursesQuery, {}, { lang: 'en' })).map((course) => ({
    courseId: course.courseId,
    individualPrice: course.individualPrice,
    registrationPrice: course.registrationPrice,
    upcomingDates: course.upcomingDates,
  }));
}

/** The settlement if the order's plan were cancelled at `notice`; null without a live plan. */
export async function quotePlanCancellation(
  sql: Queryable,
  orderId: string,
  {
    notice,
    timeZone = academyTimeZone(),
    courses,
  }: { notice: Date; timeZone?: string; courses: readonly CoursePrices[] },
): Promise<Settlement | null> {
  const plan = await planOfOrder(sql, orderId);
  if (!plan || plan.status === 'cancelled') return null;
  const [order] = await sql<{ course_ids: string[] }[]>`
    select course_ids from orders where id = ${orderId}`;
  const seats = await sql<{ course_id: string; session_key: string }[]>`
    select course_id, session_key from session_seats
    where order_id = ${orderId} and status = 'booked'`;
  const booked = new Map(seats.map((seat) => [seat.course_id, seat.session_key]));
  const planCourses: PlanCourse[] = (order?.course_ids ?? []).map((courseId) => {
    const course = courses.find((candidate) => candidate.courseId === courseId);
    const key = booked.get(courseId);
    const session = key
      ? sessionsOf(course?.upcomingDates ?? [], '1970-01-01').find((s) => s.key === key)
      : undefined;
    return {
      courseId,
      individualCents: dollarsToCents(course?.individualPrice ?? course?.registrationPrice ?? 0),
      takenOn: session?.startDate ?? null,
    };
  });
  return settle({
    months: plan.months,
    paidPayments: plan.payments.filter((payment) => payment.status === 'paid').length,
    // A closed course's share is no longer the plan's (0092): neither owed nor, if credited, kept.
    totalCents: planTotalCents(plan),
    creditedCents: plan.closedCourses
      .filter((course) => course.destination === 'credit')
      .reduce((sum, course) => sum + course.returnedCents, 0),
    feeCents: plan.feeCents,
    charges: await refundableCharges(sql, orderId),
    courses: planCourses,
    notice,
    timeZone,
  });
}
