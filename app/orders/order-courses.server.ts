/** The courses an order is for, as placed (`orders.course_ids`): none for an unknown order. */
import type { Queryable } from '~/db/client.server';

export async function orderCourseIds(sql: Queryable, orderId: string): Promise<string[]> {
  const [order] = await sql<{ course_ids: string[] }[]>`
    select course_ids from orders where id = ${orderId}`;
  return order?.course_ids ?? [];
}
