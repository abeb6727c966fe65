/**
 * What an order's hooks, e-mails and receipts need from content (transitions.server.ts's
 * OrderContext), read before the transaction: the academy's contact block, the courses' names in
 * both languages, each course's sessions, and the prices of the moment (`priceList`, else
 * content's today: a late payment completes its order only at these, late-payment.server.ts).
 */
import { loadEmailAcademy } from '~/email/academy.server';
import type { PriceList } from '~/prices/price-list';
import { loadCourseNamesIn, loadPriceList } from '~/prices/price-list.server';

import type { OrderContext } from './transitions.server';

export async function loadOrderContext(priceList?: PriceList): Promise<{
  context: OrderContext & { priceList: PriceList };
  priceList: PriceList;
}> {
  const [academy, courseNamesIn, prices] = await Promise.all([
    loadEmailAcademy(),
    loadCourseNamesIn(),
    priceList ?? loadPriceList(),
  ]);
  const courseSessions = Object.fromEntries(
    prices.courses.map((course) => [course.courseId, course.sessions]),
  );
  const context = {
    academy,
    courseNames: courseNamesIn.en,
    courseNamesIn,
    courseSessions,
    priceList: prices,
  };
  return { context, priceList: prices };
}
