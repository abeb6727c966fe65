/**
 * The policy a cancellation is judged by, from published content: the refund tiers staff set in
 * the Studio (the published policy when none are set) and each course's sessions.
 */
import { refundTiersQuery } from '~/content/queries';
import { fetchContent } from '~/content/source.server';
import type { CourseSession } from '~/courses/sessions';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { loadPriceList } from '~/prices/price-list.server';
import { refundTiersFrom } from '~/refunds/refund-policy';

import type { CancelPolicy } from './assessment';

export interface CancelPolicyContent extends CancelPolicy {
  courseSessions: Record<string, CourseSession[]>;
}

export async function loadCancelPolicy(): Promise<CancelPolicyContent> {
  const [tiers, priceList] = await Promise.all([fetchContent(refundTiersQuery), loadPriceList()]);
  return {
    tiers: refundTiersFrom(tiers),
    timeZone: academyTimeZone(),
    courseSessions: Object.fromEntries(
      priceList.courses.map((course) => [course.courseId, course.sessions]),
    ),
  };
}
